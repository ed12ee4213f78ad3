import Foundation
import GoldensScene

/// Core Image filters, by name, set with key-value coding as code sets them
/// (`filter.setValue(image, forKey: kCIInputImageKey)`): the ones transition code uses to blur
/// and tint snapshots are drawn. `CIFilter(name:)` answers nil for any other name, as it does on
/// iOS for a name it does not know, so code written for a missing filter's absence runs:
///
/// - "CIGaussianBlur": `inputImage`, `inputRadius` (the standard deviation in pixels, default
///   10); the output spreads past the input's extent by the blur's reach, fading there, as Core
///   Image's does (blur a `clampedToExtent()` image for hard edges), in the Gaussian
///   approximation shadows use (three box passes);
/// - "CIBoxBlur" (`inputRadius` default 10, a box 2 × radius + 1 pixels wide) and "CIDiscBlur"
///   (`inputRadius` default 8): drawn as the Gaussian blur of the same spread (standard deviation
///   √(r(r + 1)/3) and r/2), so the softness matches and the kernel's exact shape does not;
/// - "CIConstantColorGenerator": `inputColor`, an endless colour;
/// - "CISourceOverCompositing": `inputImage` over `inputBackgroundImage`.
open class CIFilter: NSObject, @unchecked Sendable {
    public let name: String

    static let modelled: Set<String> = ["CIGaussianBlur", "CIBoxBlur", "CIDiscBlur", "CIConstantColorGenerator", "CISourceOverCompositing"]

    public init?(name: String) {
        guard Self.modelled.contains(name) else { return nil }
        self.name = name
        super.init()
    }

    public convenience init?(name: String, parameters params: [String: Any]?) {
        self.init(name: name)
        for (key, value) in params ?? [:] { setValue(value, forKey: key) }
    }

    open var inputKeys: [String] {
        switch name {
        case "CIGaussianBlur", "CIBoxBlur", "CIDiscBlur": [kCIInputImageKey, kCIInputRadiusKey]
        case "CIConstantColorGenerator": [kCIInputColorKey]
        default: [kCIInputImageKey, kCIInputBackgroundImageKey]
        }
    }

    open var outputKeys: [String] { [kCIOutputImageKey] }

    /// Every input at its default.
    open func setDefaults() {
        if let radius = defaultRadius { setValue(NSNumber(value: radius), forKey: kCIInputRadiusKey) }
    }

    /// A blur's radius when none is set.
    private var defaultRadius: Double? {
        switch name {
        case "CIGaussianBlur", "CIBoxBlur": 10
        case "CIDiscBlur": 8
        default: nil
        }
    }

    /// The filter's result for its inputs now; nil when an input it needs is missing.
    open var outputImage: CIImage? {
        switch name {
        case "CIGaussianBlur", "CIBoxBlur", "CIDiscBlur":
            guard let image = value(forKey: kCIInputImageKey) as? CIImage else { return nil }
            let radius = (value(forKey: kCIInputRadiusKey) as? NSNumber)?.doubleValue
                ?? (value(forKey: kCIInputRadiusKey) as? Double) ?? (value(forKey: kCIInputRadiusKey) as? CGFloat).map(Double.init)
                ?? defaultRadius ?? 10
            switch name {
            case "CIBoxBlur": return Self.gaussianBlur(of: image, radius: (max(0, radius) * (max(0, radius) + 1) / 3).squareRoot())
            case "CIDiscBlur": return Self.gaussianBlur(of: image, radius: radius / 2)
            default: return Self.gaussianBlur(of: image, radius: radius)
            }
        case "CIConstantColorGenerator":
            guard let color = value(forKey: kCIInputColorKey) as? CIColor else { return nil }
            return CIImage(color: color)
        case "CISourceOverCompositing":
            guard let top = value(forKey: kCIInputImageKey) as? CIImage,
                  let bottom = value(forKey: kCIInputBackgroundImageKey) as? CIImage else { return nil }
            return Self.composite(top, over: bottom)
        default:
            return nil
        }
    }

    static func gaussianBlur(of image: CIImage, radius: Double) -> CIImage {
        switch image.content {
        case .color:
            return image
        case .pixels(let bitmap, let clamped):
            if clamped {
                return CIImage(content: .pixels(bitmap.gaussianBlurred(sigma: radius, edges: .repeated), clamped: true), extent: .infinite)
            }
            let margin = CGFloat(Bitmap.blurMargin(sigma: radius))
            return CIImage(content: .pixels(bitmap.gaussianBlurred(sigma: radius, edges: .transparent), clamped: false),
                           extent: image.extent.insetBy(dx: -margin, dy: -margin))
        }
    }

    /// `top` over `bottom`, over the union of their extents (the bottom's when it is endless).
    static func composite(_ top: CIImage, over bottom: CIImage) -> CIImage {
        var extent = top.extent.union(bottom.extent)
        if extent.isInfinite { extent = top.extent.isInfinite ? bottom.extent : top.extent }
        guard var below = bottom.render(extent), let above = top.render(extent) else { return top }
        let count = below.width * below.height
        above.withUnsafeBytes { aboveBytes in
            let upper = aboveBytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
            below.withUnsafeMutableBytes { belowBytes in
                let lower = belowBytes.baseAddress!.assumingMemoryBound(to: UInt8.self)
                var i = 0
                while i < count &* 4 {
                    // Source-over on premultiplied channels: top + under × (1 − top alpha).
                    let keep = 255 &- UInt32(upper[i &+ 3])
                    var channel = 0
                    while channel < 4 {
                        let value = UInt32(upper[i &+ channel]) &+ (UInt32(lower[i &+ channel]) &* keep &+ 127) / 255
                        lower[i &+ channel] = UInt8(truncatingIfNeeded: Swift.min(value, 255))
                        channel &+= 1
                    }
                    i &+= 4
                }
            }
        }
        return CIImage(content: .pixels(below, clamped: false), extent: extent)
    }
}

public let kCIInputImageKey = "inputImage"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputColorKey = "inputColor"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIOutputImageKey = "outputImage"

/// Renders Core Image images into pixels.
open class CIContext: NSObject, @unchecked Sendable {
    public override init() { super.init() }
    public init(options: [CIContextOption: Any]?) { super.init() }

    /// The pixels of `image` over `fromRect` (Core Image's space), transparent where it has
    /// none; nil for an empty or endless rect.
    open func createCGImage(_ image: CIImage, from fromRect: CGRect) -> CGImage? {
        image.render(fromRect).map { CGImage.make(from: Image(name: "Core Image render", bitmap: $0)) }
    }
}

/// Options of a Core Image context: kept, and none changes what is drawn here.
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
    public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
    public static let outputColorSpace = CIContextOption(rawValue: "kCIContextOutputColorSpace")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
}
