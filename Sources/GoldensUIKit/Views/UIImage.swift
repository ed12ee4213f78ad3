import GoldensJPEG
import GoldensPNG
import GoldensScene

/// An image: pixels and a scale. `UIImage(named:)` looks in the folders a test registers with
/// `UIImage.addSearchDirectory(_:)` (there is no app bundle on Linux), trying `name`,
/// `name.png`, `name@2x.png`, `name@3x.png` and `name@1x.png` in that order. Files are PNG or
/// JPEG, told apart by their first bytes (`UIImage(named: "photo.jpg")` finds a JPEG).
open class UIImage: NSObject, _ExpressibleByImageLiteral, @unchecked Sendable {
    // Immutable after init; UIImage is safe to share between threads in UIKit too.
    private let coreFoundationHeader = CoreFoundationHeader()
    let image: Image
    /// How views draw it: `.alwaysTemplate` as its alpha filled with the view's tint colour.
    public let renderingMode: RenderingMode
    /// The colour `withTintColor(_:)` gave, which it is drawn in whatever the view's tint.
    let fixedTint: UIColor?
    // What the variants in `UIImage+Variants.swift` set on a new image before it is handed out.
    /// The caps that keep their size when an image view stretches the image.
    public internal(set) var capInsets: UIEdgeInsets = .zero
    public internal(set) var resizingMode: ResizingMode = .stretch
    public internal(set) var alignmentRectInsets: UIEdgeInsets = .zero
    public internal(set) var baselineOffsetFromBottom: CGFloat?
    /// The frames of an animated image, and how long one cycle of them lasts.
    public internal(set) var images: [UIImage]?
    public internal(set) var duration: TimeInterval = 0
    /// Whether the image is drawn as resizable (`resizableImage` was asked for, even with zero
    /// insets, as UIKit distinguishes).
    var isResizable = false
    /// The SF Symbol this image draws and the configuration it was drawn for; nil for an image
    /// of pixels (see `UIImage+Symbols.swift`).
    var symbol: SymbolDescription?

    /// A new image of `image`'s pixels; `source`'s caps, insets and frames carry over.
    init(_ image: Image, renderingMode: RenderingMode = .automatic, fixedTint: UIColor? = nil, from source: UIImage? = nil) {
        self.image = image
        self.renderingMode = renderingMode
        self.fixedTint = fixedTint
        super.init()
        if let source {
            capInsets = source.capInsets
            resizingMode = source.resizingMode
            alignmentRectInsets = source.alignmentRectInsets
            baselineOffsetFromBottom = source.baselineOffsetFromBottom
            images = source.images
            duration = source.duration
            isResizable = source.isResizable
            symbol = source.symbol
        }
    }

    /// A new image like this one (its pixels, or `pixels`, its rendering, tint, caps, insets and
    /// frames), changed by `change` before it is handed out: how every variant is made.
    func variant(pixels: Image? = nil, _ change: (UIImage) -> Void = { _ in }) -> UIImage {
        let copy = UIImage(pixels ?? image, renderingMode: renderingMode, fixedTint: fixedTint, from: self)
        if pixels == nil {
            copy.imageOrientation = imageOrientation
            copy.storedPixels = storedPixels
        }
        change(copy)
        return copy
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
        guard let found = UIImage.found(named: name, bundle: nil) else { return nil }
        self.init(found)
    }

    /// The image `name` of `bundle`'s resources, else of the search folders (see `AppResources`).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        guard let found = UIImage.found(named: name, bundle: bundle) else { return nil }
        self.init(found)
    }

    /// `#imageLiteral(resourceName:)`: the image `UIImage(named:)` finds. A literal cannot fail,
    /// so a missing one is reported (the sampler fails the transition naming it) and draws as an
    /// empty image.
    public required convenience init(imageLiteralResourceName name: String) {
        if let found = UIImage.found(named: name, bundle: nil) {
            self.init(found)
            return
        }
        SceneDiagnostics.reportFromAnyThread("#imageLiteral(resourceName: \"\(name)\"): no image of that name in the folders added with UIImage.addSearchDirectory "
            + "or in their asset catalogs")
        self.init(Image(name: "missing \(name)", bitmap: Bitmap(width: 0, height: 0)))
    }

    /// The first of `name`, `name.png`, `name@2x.png`, `name@3x.png`, `name@1x.png` found in
    /// the search folders, in the order they were added. (Anywhere below them is tried after the
    /// asset catalogs, see `found(named:bundle:)`: Xcode copies an app's loose images to its
    /// bundle's top level whatever group holds them, so `Resources/drowning.png` is
    /// `UIImage(named: "drowning")`.)
    private static func searched(named name: String) -> Image? {
        let directories = AppResources.searchDirectories
        for directory in directories {
            for (file, scale) in candidates(for: name) {
                let path = (directory as NSString).appendingPathComponent(file)
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue,
                      let bitmap = decodedImageFile(atPath: path) else { continue }
                return Image(name: name, bitmap: bitmap, scale: scale)
            }
        }
        return nil
    }

    /// The image `name` names: a file in a search folder, else a catalog's, else a file anywhere
    /// below the search folders (see `searched(named:)`).
    private static func found(named name: String, bundle: Bundle?) -> Image? {
        if let image = searched(named: name) ?? AppResources.catalogImage(named: name, bundle: bundle) { return image }
        for (file, scale) in candidates(for: name) {
            guard let path = AppResources.file(named: file, bundle: bundle), let bitmap = decodedImageFile(atPath: path) else { continue }
            return Image(name: name, bitmap: bitmap, scale: scale)
        }
        // "Ulysses.jpg" for the catalog's "Ulysses": an image that was a loose file before it
        // moved into an asset catalog keeps being asked for by its file's name, and UIKit finds
        // the asset without the extension.
        let bare = (name as NSString).deletingPathExtension
        if bare != name, !bare.isEmpty, imageExtensions.contains((name as NSString).pathExtension.lowercased()) {
            return AppResources.catalogImage(named: bare, bundle: bundle)
        }
        return nil
    }

    /// The extensions of the image files an asset catalog's images are made from.
    private static let imageExtensions: Set<String> = ["png", "jpg", "jpeg", "gif", "heic", "pdf", "tif", "tiff"]

    /// The files `UIImage(named:)` tries for `name`, with the scale each one's name says.
    private static func candidates(for name: String) -> [(String, Double)] {
        [(name, 1), (name + ".png", 1), (name + "@2x.png", 2), (name + "@3x.png", 3), (name + "@1x.png", 1)]
    }

    /// A PNG or JPEG file.
    public convenience init?(contentsOfFile path: String) {
        guard let bitmap = UIImage.decodedImageFile(atPath: path) else { return nil }
        self.init(Image(name: (path as NSString).lastPathComponent, bitmap: bitmap, scale: 1))
    }

    /// PNG or JPEG data.
    public convenience init?(data: Data, scale: CGFloat = 1) {
        guard let bitmap = UIImage.decodedImage([UInt8](data), file: "<data>") else { return nil }
        self.init(Image(name: "image from data", bitmap: bitmap, scale: Double(scale)))
    }

    /// The most pixels an app's image may have: a photo of 8192 x 8192 (the decoders' own
    /// default is a 4096 x 4096 frame; apps ship larger pictures, and UIKit draws them).
    static let maximumPixels = 8192 * 8192

    /// The pixels of the PNG or JPEG file at `path`, or nil when it is neither or cannot be read.
    /// (The EXIF orientation of a JPEG is not applied.)
    static func decodedImageFile(atPath path: String) -> Bitmap? {
        try? decodeImageFile(atPath: path)
    }

    /// The pixels of the PNG or JPEG file at `path`, or the reader's error naming the file and
    /// what is wrong with it.
    static func decodeImageFile(atPath path: String) throws -> Bitmap {
        try DecodedImageFiles.bitmap(atPath: path) {
            try decodeImage(try FileSystem.readFile(at: path, maxBytes: PNGDecodeLimits.default.maxFileBytes), file: path)
        }
    }

    static func decodedImage(_ data: [UInt8], file: String) -> Bitmap? {
        try? decodeImage(data, file: file)
    }

    /// JPEG when the bytes start like one, else PNG: by content, as UIKit reads a file whatever
    /// its name says. Bytes that start like neither (an empty file, a truncated download) are
    /// read as the name's extension says, so the error names the format the file claims.
    static func decodeImage(_ data: [UInt8], file: String) throws -> Bitmap {
        let claimsJPEG = ["jpg", "jpeg"].contains((file as NSString).pathExtension.lowercased())
        if JPEGDecoder.looksLikeJPEG(data) || (claimsJPEG && !PNGDecoder.looksLikePNG(data)) {
            return try JPEGDecoder.decode(data, file: file, limits: JPEGDecodeLimits(maxPixels: maximumPixels)).bitmap
        }
        return try PNGDecoder.decode(data, file: file, limits: PNGDecodeLimits(maxPixels: maximumPixels)).bitmap
    }

    /// The pixels without the scale, as stored (before the orientation turns them), for
    /// `CALayer.contents`.
    public var cgImage: CGImage? { CGImage.make(from: storedPixels ?? image) }

    /// An image of `cgImage`'s pixels at `scale` pixels per point, shown turned or mirrored as
    /// `orientation` says (its size is the shown one); `cgImage` reads back the pixels as given.
    public convenience init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
        let pixels = cgImage.goldensImage
        let stored = Image(name: pixels.name, bitmap: pixels.bitmap, scale: Double(scale))
        self.init(Image(name: pixels.name, bitmap: pixels.bitmap.oriented(orientation.bitmapOrientation), scale: Double(scale)))
        if orientation != .up {
            imageOrientation = orientation
            storedPixels = stored
        }
    }

    /// How the pixels are turned for display (UIImage.Orientation).
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored

        var bitmapOrientation: BitmapOrientation {
            switch self {
            case .up: .up
            case .down: .down
            case .left: .left
            case .right: .right
            case .upMirrored: .upMirrored
            case .downMirrored: .downMirrored
            case .leftMirrored: .leftMirrored
            case .rightMirrored: .rightMirrored
            }
        }

        /// The same turn seen in a mirror.
        var mirrored: Orientation {
            switch self {
            case .up: .upMirrored
            case .down: .downMirrored
            case .left: .leftMirrored
            case .right: .rightMirrored
            case .upMirrored: .up
            case .downMirrored: .down
            case .leftMirrored: .left
            case .rightMirrored: .right
            }
        }
    }

    /// How the stored pixels are turned for display; `.up` unless made with another.
    public internal(set) var imageOrientation: Orientation = .up
    /// The pixels as given to `init(cgImage:scale:orientation:)`, before the orientation turned
    /// them into `image`; nil when they are the same.
    var storedPixels: Image?


    public var size: CGSize { CGSize(image.size) }
    public var scale: CGFloat { CGFloat(image.scale) }
    public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        UIImage(image, renderingMode: renderingMode, fixedTint: fixedTint, from: self)
    }

    /// The image drawn in `color` (its alpha filled with it), in any view.
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(image, renderingMode: .alwaysOriginal, fixedTint: color, from: self)
    }

    public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        UIImage(image, renderingMode: renderingMode, fixedTint: color, from: self)
    }

    /// Whether a view draws it in the view's own tint: a template (or, where `templatesAutomatic`,
    /// an image of automatic mode; a symbol's automatic mode always is one) without a colour of
    /// its own.
    func drawsInViewTint(templatesAutomatic: Bool) -> Bool {
        fixedTint == nil
            && (renderingMode == .alwaysTemplate || (renderingMode == .automatic && (templatesAutomatic || symbol != nil)))
    }

    /// The pixels a view shows: the image's own, or, for a template (or an image that
    /// `templatesAutomatic` draws as one: bar items, system buttons), its alpha filled with the
    /// tint colour; `withTintColor(_:)`'s colour wins over the view's.
    func displayed(tint: UIColor?, templatesAutomatic: Bool = false) -> Image {
        guard let color = fixedTint ?? (drawsInViewTint(templatesAutomatic: templatesAutomatic) ? tint : nil) else { return image }
        var tinted = image
        tinted.bitmap = image.bitmap.filled(with: color.cgColor.sceneColor.premultiplied)
        return tinted
    }

    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }
}

/// The type `#imageLiteral` makes when nothing else is asked for, as in UIKit.
public typealias _ImageLiteralType = UIImage
