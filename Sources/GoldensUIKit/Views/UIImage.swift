import GoldensPNG
import GoldensScene

/// An image: pixels and a scale. `UIImage(named:)` looks in the folders a test registers with
/// `UIImage.addSearchDirectory(_:)` (there is no app bundle on Linux), trying `name`,
/// `name.png`, `name@2x.png`, `name@3x.png` and `name@1x.png` in that order.
open class UIImage: NSObject, _ExpressibleByImageLiteral, @unchecked Sendable {
    // Immutable after init; UIImage is safe to share between threads in UIKit too.
    let image: Image

    init(_ image: Image) {
        self.image = image
        super.init()
    }

    /// An empty image: no pixels, size zero (what `UIImage()` is in UIKit).
    public override convenience init() {
        self.init(Image(name: "empty image", bitmap: Bitmap(width: 0, height: 0)))
    }

    /// Adds a folder `UIImage(named:)` searches, after those added before; storyboards, xibs and
    /// asset catalogs are looked for below it too (see `AppResources`).
    public static func addSearchDirectory(_ path: String) {
        AppResources.addSearchDirectory(path)
    }

    public static func removeAllSearchDirectories() {
        AppResources.removeAllSearchDirectories()
    }

    /// The image file `name` in a search folder, else the image set `name` of the app's asset
    /// catalogs below them.
    public convenience init?(named name: String) {
        guard let found = UIImage.searched(named: name) ?? AppResources.catalogImage(named: name, bundle: nil) else { return nil }
        self.init(found)
    }

    /// The image `name` of `bundle`'s resources, else of the search folders (see `AppResources`).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let found = UIImage.searched(named: name) ?? AppResources.catalogImage(named: name, bundle: bundle) else { return nil }
        self.init(found)
    }

    /// `#imageLiteral(resourceName:)`: the image `UIImage(named:)` finds. A literal cannot fail,
    /// so a missing one is reported (the sampler fails the transition naming it) and draws as an
    /// empty image.
    public required convenience init(imageLiteralResourceName name: String) {
        if let found = UIImage.searched(named: name) ?? AppResources.catalogImage(named: name, bundle: nil) {
            self.init(found)
            return
        }
        SceneDiagnostics.reportFromAnyThread("#imageLiteral(resourceName: \"\(name)\"): no image of that name in the folders added with UIImage.addSearchDirectory "
            + "or in their asset catalogs")
        self.init(Image(name: "missing \(name)", bitmap: Bitmap(width: 0, height: 0)))
    }

    /// The first of `name`, `name.png`, `name@2x.png`, `name@3x.png`, `name@1x.png` found in
    /// the search folders, in the order they were added.
    private static func searched(named name: String) -> Image? {
        let directories = AppResources.searchDirectories
        let candidates: [(String, Double)] = [(name, 1), (name + ".png", 1), (name + "@2x.png", 2), (name + "@3x.png", 3), (name + "@1x.png", 1)]
        for directory in directories {
            for (file, scale) in candidates {
                let path = (directory as NSString).appendingPathComponent(file)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                      let decoded = try? PNGDecoder.decode(contentsOf: path) else { continue }
                return Image(name: name, bitmap: decoded.bitmap, scale: scale)
            }
        }
        return nil
    }

    public convenience init?(contentsOfFile path: String) {
        guard let decoded = try? PNGDecoder.decode(contentsOf: path) else { return nil }
        self.init(Image(name: (path as NSString).lastPathComponent, bitmap: decoded.bitmap, scale: 1))
    }

    /// PNG data only.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let decoded = try? PNGDecoder.decode([UInt8](data)) else { return nil }
        self.init(Image(name: "image from data", bitmap: decoded.bitmap, scale: Double(scale)))
    }

    /// SF Symbols are Apple's artwork and do not exist here: always nil.
    public convenience init?(systemName name: String) {
        return nil
    }

    /// The pixels without the scale, for `CALayer.contents`.
    public var cgImage: CGImage? { CGImage.make(from: image) }

    /// An image of `cgImage`'s pixels at `scale` pixels per point. An orientation other than
    /// `.up` is not applied: the pixels show as they are, and the image reads back as `.up`.
    public convenience init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
        let pixels = cgImage.goldensImage
        self.init(Image(name: pixels.name, bitmap: pixels.bitmap, scale: Double(scale)))
    }

    /// How the pixels are turned for display (UIImage.Orientation).
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    public var imageOrientation: Orientation { .up }

    public var size: CGSize { CGSize(image.size) }
    public var scale: CGFloat { CGFloat(image.scale) }
    public var renderingMode: RenderingMode { .automatic }

    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage { self }
    public func withTintColor(_ color: UIColor) -> UIImage { self }

    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }
}

/// The type `#imageLiteral` makes when nothing else is asked for, as in UIKit.
public typealias _ImageLiteralType = UIImage
