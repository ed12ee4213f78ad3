import Foundation
import GoldensScene

#if !canImport(CoreGraphics)

/// Where a bitmap's alpha is, and whether its colour is premultiplied by it.
public enum CGImageAlphaInfo: UInt32, Sendable {
    case none = 0, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly
}

/// The order of a pixel's bytes in memory.
public enum CGImageByteOrderInfo: UInt32, Sendable {
    case orderMask = 0x7000, order16Little = 0x1000, order32Little = 0x2000, order16Big = 0x3000, order32Big = 0x4000
    public static let orderDefault = CGImageByteOrderInfo.order32Big
}

/// A bitmap's layout: its alpha info in the low bits, its byte order, float components.
public struct CGBitmapInfo: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public init(alphaInfo: CGImageAlphaInfo) { self.init(rawValue: alphaInfo.rawValue) }

    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    public static let byteOrder16Host = byteOrder16Little
    public static let byteOrder32Host = byteOrder32Little
}

/// The pixel layouts a bitmap context is made with here: 8-bit RGB with premultiplied or
/// skipped alpha (first or last, in either 32-bit byte order), and 8-bit gray without alpha.
struct BitmapLayout {
    let width: Int
    let height: Int
    let bytesPerRow: Int
    let isGray: Bool
    /// Whether pixels keep an alpha (premultiplied); skipped alpha and gray are opaque.
    var hasAlpha: Bool { offsets.a != nil }
    /// Byte offsets of red, green, blue and alpha in a 4-byte pixel (alpha nil when skipped).
    let offsets: (r: Int, g: Int, b: Int, a: Int?)

    init?(width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0, width <= DisplayList.maximumSide, height <= DisplayList.maximumSide, bitsPerComponent == 8,
              bytesPerRow >= 0, bytesPerRow <= 4 * DisplayList.maximumSide * 16,
              bitmapInfo & CGBitmapInfo.floatComponents.rawValue == 0,
              let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue) else { return nil }
        let order = bitmapInfo & CGBitmapInfo.byteOrderMask.rawValue
        self.width = width
        self.height = height
        if space.componentCount == 1 {
            guard alpha == .none, order == 0 || order == CGBitmapInfo.byteOrder16Big.rawValue || order == CGBitmapInfo.byteOrder32Big.rawValue,
                  bytesPerRow == 0 || bytesPerRow >= width else { return nil }
            isGray = true
            self.bytesPerRow = bytesPerRow == 0 ? width : bytesPerRow
            offsets = (0, 0, 0, nil)
            return
        }
        // Big-endian (the default) keeps the order alpha info names; 32-bit little-endian reverses it.
        let big: (r: Int, g: Int, b: Int, a: Int?)
        switch alpha {
        case .premultipliedLast: big = (0, 1, 2, 3)
        case .noneSkipLast: big = (0, 1, 2, nil)
        case .premultipliedFirst: big = (1, 2, 3, 0)
        case .noneSkipFirst: big = (1, 2, 3, nil)
        default: return nil
        }
        guard bytesPerRow == 0 || bytesPerRow >= 4 * width else { return nil }
        switch order {
        case 0, CGBitmapInfo.byteOrder32Big.rawValue:
            offsets = big
        case CGBitmapInfo.byteOrder32Little.rawValue:
            offsets = (3 - big.r, 3 - big.g, 3 - big.b, big.a.map { 3 - $0 })
        default:
            return nil
        }
        isGray = false
        self.bytesPerRow = bytesPerRow == 0 ? 4 * width : bytesPerRow
    }

    /// The pixels `data` holds in this layout, row 0 at the top.
    func bitmap(from data: UnsafeMutableRawPointer) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        let source = data.assumingMemoryBound(to: UInt8.self)
        let stride = isGray ? 1 : 4
        let (r, g, b, a) = offsets
        bitmap.withUnsafeMutableBytes { target in
            guard let pixels = target.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            var y = 0
            while y < height {
                let row = source + y &* bytesPerRow
                var x = 0
                while x < width {
                    let from = row + x &* stride
                    let to = pixels + (y &* width &+ x) &* 4
                    to[0] = from[r]
                    to[1] = from[g]
                    to[2] = from[b]
                    to[3] = a.map { from[$0] } ?? 255
                    x &+= 1
                }
                y &+= 1
            }
        }
        return bitmap
    }
}

#endif
