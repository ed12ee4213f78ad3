/// A premultiplied RGBA8 pixel buffer covering a rect of device pixels: the canvas itself, or
/// an offscreen group layer that covers only what the clip lets through.
final class Surface {
    let bounds: PixelRect
    let base: UnsafeMutablePointer<UInt8>
    private let owned: Bool
    /// The pixels drawn so far (a layer composites only these).
    var dirty: PixelRect = .empty

    /// Wraps memory owned by someone else (the output bitmap).
    init(wrapping base: UnsafeMutablePointer<UInt8>, bounds: PixelRect) {
        self.base = base
        self.bounds = bounds
        self.owned = false
    }

    /// A transparent layer.
    init(transparent bounds: PixelRect) {
        let count = max(1, bounds.width * bounds.height * 4)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        Memory.zero(base, count: count)
        self.bounds = bounds
        owned = true
    }

    deinit {
        if owned { base.deallocate() }
    }

    /// The address of device pixel (x, y), which must lie inside `bounds`.
    @inline(__always)
    func pixel(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt8> {
        base + (((y &- bounds.y0) &* bounds.width &+ (x &- bounds.x0)) &* 4)
    }
}

/// What the clip stack lets through: nothing outside `bounds`, and inside it the mask's
/// coverage (255 everywhere when there is no mask, e.g. under pixel-aligned rect clips).
struct ClipState {
    var bounds: PixelRect
    var mask: ClipMask?
}

/// Clip coverage (0...255) for a rect of device pixels: the product of every clip shape's
/// anti-aliased coverage on the stack.
final class ClipMask {
    let bounds: PixelRect
    let base: UnsafeMutablePointer<UInt8>

    init(bounds: PixelRect) {
        self.bounds = bounds
        let count = max(1, bounds.width * bounds.height)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        Memory.zero(base, count: count)
    }

    deinit { base.deallocate() }

    @inline(__always)
    func pointer(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt8> {
        base + ((y &- bounds.y0) &* bounds.width &+ (x &- bounds.x0))
    }
}
