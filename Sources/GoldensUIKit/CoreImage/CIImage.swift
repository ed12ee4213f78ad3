import Foundation
import GoldensScene

/// Core Image's image, as transition code uses it to blur or tint a snapshot: pixels with an
/// extent in Core Image's space (y up; the origin of an image made from a UIImage or CGImage is
/// (0, 0)), or an endless single colour (`CIConstantColorGenerator`, `init(color:)`) until it is
/// cropped. Pixels are made when a context renders the image (`CIContext.createCGImage`).
open class CIImage: NSObject, @unchecked Sendable {
    /// What the image is.
    enum Content {
        /// Pixels covering `extent`, and whether they repeat beyond it (`clampedToExtent()`).
        case pixels(Bitmap, clamped: Bool)
        /// One colour everywhere (premultiplied), within the extent.
        case color(Color)
    }

    let content: Content
    public let extent: CGRect

    init(content: Content, extent: CGRect) {
        self.content = content
        self.extent = extent
        super.init()
    }

    /// The image's pixels, its extent its size in pixels at the origin.
    public convenience init(cgImage image: CGImage) {
        let bitmap = image.goldensImage.bitmap
        self.init(content: .pixels(bitmap, clamped: false), extent: CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height))
    }

    /// A UIImage's pixels; nil for one without any.
    public convenience init?(image: UIImage) {
        guard image.image.bitmap.width > 0, image.image.bitmap.height > 0, let cgImage = image.cgImage else { return nil }
        self.init(cgImage: cgImage)
    }

    /// One colour, endless.
    public convenience init(color: CIColor) {
        self.init(content: .color(color.sceneColor), extent: .infinite)
    }

    public static func empty() -> CIImage { CIImage(content: .color(.clear), extent: .null) }

    /// The same pixels repeating their edges forever.
    open func clampedToExtent() -> CIImage {
        guard case .pixels(let bitmap, _) = content else { return self }
        return CIImage(content: .pixels(bitmap, clamped: true), extent: .infinite)
    }

    /// The part inside `rect`.
    open func cropped(to rect: CGRect) -> CIImage {
        CIImage(content: croppedContent(to: rect), extent: extent.intersection(rect))
    }

    /// The Gaussian blur of the image (see `CIFilter` "CIGaussianBlur").
    open func applyingGaussianBlur(sigma: Double) -> CIImage {
        CIFilter.gaussianBlur(of: self, radius: sigma)
    }

    /// The image through the filter `filterName` with `parameters` (and this image as its
    /// input); the image itself for a filter Core Image has but this one does not model.
    open func applyingFilter(_ filterName: String, parameters params: [String: Any] = [:]) -> CIImage {
        guard let filter = CIFilter(name: filterName) else { return self }
        filter.setValue(self, forKey: kCIInputImageKey)
        for (key, value) in params { filter.setValue(value, forKey: key) }
        return filter.outputImage ?? self
    }

    /// The pixels covering `rect` (Core Image's space) as a bitmap, transparent where the image
    /// has none; nil for an empty or endless rect.
    func render(_ rect: CGRect) -> Bitmap? {
        let r = rect.integral
        guard !r.isNull, !r.isInfinite, r.width >= 1, r.height >= 1, r.width <= 16384, r.height <= 16384 else { return nil }
        let width = Int(r.width), height = Int(r.height)
        var result = Bitmap(width: width, height: height)
        // What the extent covers of the rect, in the result's rows (y down) and columns.
        let shown = extent.isInfinite ? r : extent.intersection(r).integral
        guard !shown.isNull, shown.width >= 1, shown.height >= 1 else { return result }
        let x0 = Int(shown.minX - r.minX), x1 = Int(shown.maxX - r.minX)
        let y0 = Int(r.maxY - shown.maxY), y1 = Int(r.maxY - shown.minY)
        switch content {
        case .color(let color):
            let pixel = color.premultiplied
            let word = UInt32(pixel.r) | UInt32(pixel.g) << 8 | UInt32(pixel.b) << 16 | UInt32(pixel.a) << 24
            result.withUnsafeMutableBytes { bytes in
                let target = bytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
                var y = y0
                while y < y1 {
                    var x = x0
                    while x < x1 {
                        target[y &* width &+ x] = word
                        x &+= 1
                    }
                    y &+= 1
                }
            }
        case .pixels(let bitmap, let clamped):
            // The bitmap covers the extent (its own size at the origin when endless), top row first.
            let source = extent.isInfinite ? CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height) : extent
            let left = Int((r.minX - source.minX).rounded()), top = Int((source.maxY - r.maxY).rounded())
            let (sourceWidth, sourceHeight) = (bitmap.width, bitmap.height)
            bitmap.withUnsafeBytes { sourceBytes in
                let from = sourceBytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
                result.withUnsafeMutableBytes { bytes in
                    let target = bytes.baseAddress!.assumingMemoryBound(to: UInt32.self)
                    var y = y0
                    while y < y1 {
                        var row = top &+ y
                        if clamped { row = Swift.min(Swift.max(row, 0), sourceHeight &- 1) }
                        if row >= 0 && row < sourceHeight {
                            var x = x0
                            while x < x1 {
                                var column = left &+ x
                                if clamped { column = Swift.min(Swift.max(column, 0), sourceWidth &- 1) }
                                if column >= 0 && column < sourceWidth {
                                    target[y &* width &+ x] = from[row &* sourceWidth &+ column]
                                }
                                x &+= 1
                            }
                        }
                        y &+= 1
                    }
                }
            }
        }
        return result
    }

    /// A clamped image cropped keeps the pixels inside the rect as they show there.
    private func croppedContent(to rect: CGRect) -> Content {
        guard case .pixels(_, true) = content, let inside = render(rect) else { return content }
        return .pixels(inside, clamped: false)
    }
}

/// A Core Image colour: straight (not premultiplied) components.
open class CIColor: NSObject, @unchecked Sendable {
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
        super.init()
    }

    public convenience init(color: UIColor) {
        let rgba = color.rgba
        self.init(red: CGFloat(rgba.red), green: CGFloat(rgba.green), blue: CGFloat(rgba.blue), alpha: CGFloat(rgba.alpha))
    }

    public convenience init(cgColor: CGColor) { self.init(color: UIColor(cgColor: cgColor)) }

    var sceneColor: Color { Color(red: Double(red), green: Double(green), blue: Double(blue), alpha: Double(alpha)) }
}

extension UIImage {
    /// An image of what a Core Image image shows over its extent, rendered now (nil-extent and
    /// endless images make an empty image).
    public convenience init(ciImage: CIImage, scale: CGFloat = 1, orientation: Orientation = .up) {
        let bitmap = ciImage.render(ciImage.extent) ?? Bitmap(width: 0, height: 0)
        self.init(Image(name: "Core Image image", bitmap: bitmap, scale: Double(scale)))
    }

    /// The Core Image image of this image's pixels (UIKit answers nil for an image not made from
    /// one; code reaching for it falls back to `CIImage(image:)`).
    public var ciImage: CIImage? { nil }
}
