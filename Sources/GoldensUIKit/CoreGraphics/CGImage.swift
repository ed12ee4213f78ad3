import GoldensScene

#if !canImport(CoreGraphics)

/// Core Graphics' bitmap image, for Linux: pixels without a scale (a `UIImage` adds the
/// scale). A final immutable class, as Apple's is a reference type. Get one from
/// `UIImage.cgImage`; give it to `CALayer.contents` or `UIImage(cgImage:)`.
public final class CGImage: Hashable, @unchecked Sendable {
    // Immutable after init.
    let image: Image

    init(_ image: Image) {
        self.image = Image(name: image.name, bitmap: image.bitmap, scale: 1)
    }

    public var width: Int { image.bitmap.width }
    public var height: Int { image.bitmap.height }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { image.bitmap.bytesPerRow }

    /// The pixels inside `rect` (in pixels, y down, cut to the image), or nil when it misses
    /// the image, as Core Graphics answers. Fractional edges grow to whole pixels.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized
        guard r.width.isFinite, r.height.isFinite, r.minX.isFinite, r.minY.isFinite else { return nil }
        let x0 = Int(r.minX.rounded(.down)), y0 = Int(r.minY.rounded(.down))
        let x1 = Int(r.maxX.rounded(.up)), y1 = Int(r.maxY.rounded(.up))
        let pixels = image.bitmap.cropped(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
        guard pixels.width > 0, pixels.height > 0 else { return nil }
        return CGImage(Image(name: "\(image.name) cropped", bitmap: pixels))
    }

    public static func == (lhs: CGImage, rhs: CGImage) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension CGImage {
    /// The pixels as the renderer takes them.
    var goldensImage: Image { image }

    static func make(from image: Image) -> CGImage { CGImage(image) }
}

#else

extension CGImage {
    /// The pixels as the renderer takes them: drawn into a premultiplied RGBA context of the
    /// image's size (Core Graphics converts whatever format the image has).
    var goldensImage: Image {
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        let drawn: Bool = bytes.withUnsafeMutableBytes { buffer in
            guard let context = CGContext(data: buffer.baseAddress, width: width, height: height, bitsPerComponent: 8,
                                          bytesPerRow: width * 4, space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) else { return false }
            context.draw(self, in: CGRect(x: 0, y: 0, width: width, height: height))
            return true
        }
        let bitmap = drawn ? Bitmap(width: width, height: height, premultipliedBytes: bytes) : nil
        return Image(name: "CGImage", bitmap: bitmap ?? Bitmap(width: 0, height: 0))
    }

    static func make(from image: Image) -> CGImage {
        let bitmap = image.bitmap
        var bytes = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * 4)
        bitmap.withUnsafeBytes { source in bytes.withUnsafeMutableBytes { $0.copyMemory(from: source) } }
        let provider = CGDataProvider(data: Data(bytes) as CFData)!
        return CGImage(width: bitmap.width, height: bitmap.height, bitsPerComponent: 8, bitsPerPixel: 32,
                       bytesPerRow: bitmap.width * 4, space: CGColorSpace(name: CGColorSpace.sRGB)!,
                       bitmapInfo: CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue),
                       provider: provider, decode: nil, shouldInterpolate: true, intent: .defaultIntent)!
    }
}

#endif
