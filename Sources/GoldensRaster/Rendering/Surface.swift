/// A premultiplied RGBA8 pixel buffer covering a rect of device pixels: the canvas itself, or
/// an offscreen group layer that covers only what the clip lets through.
///
/// A surface remembers, per row, the span of pixels drawn so far, so a layer composites only
/// those (a rotated view's layer skips the empty triangles around it). Layer memory comes from
/// `LayerPool` and goes back to it with only those spans zeroed again.
final class Surface {
    let bounds: PixelBounds
    let base: UnsafeMutablePointer<UInt8>
    /// The bytes of a pooled block (nil: memory owned by someone else).
    private let pooledCapacity: Int?
    private let width: Int
    /// Per row of `bounds`: the drawn span `[start, end)` in device x (start > end: clean).
    private let rowStart: UnsafeMutablePointer<Int>
    private let rowEnd: UnsafeMutablePointer<Int>
    /// The rows drawn so far, `[firstRow, lastRow)` in device y.
    private(set) var firstRow = Int.max
    private(set) var lastRow = Int.min

    /// Wraps memory owned by someone else (the output bitmap).
    init(wrapping base: UnsafeMutablePointer<UInt8>, bounds: PixelBounds) {
        self.base = base
        self.bounds = bounds
        pooledCapacity = nil
        width = bounds.width
        (rowStart, rowEnd) = Surface.cleanRows(bounds)
    }

    /// A transparent layer.
    init(transparent bounds: PixelBounds) {
        (base, pooledCapacity) = LayerPool.take(max(1, bounds.width * bounds.height * 4))
        self.bounds = bounds
        width = bounds.width
        (rowStart, rowEnd) = Surface.cleanRows(bounds)
    }

    private static func cleanRows(_ bounds: PixelBounds) -> (UnsafeMutablePointer<Int>, UnsafeMutablePointer<Int>) {
        let rows = max(1, bounds.height)
        let start = UnsafeMutablePointer<Int>.allocate(capacity: rows)
        let end = UnsafeMutablePointer<Int>.allocate(capacity: rows)
        var i = 0
        while i < rows {
            start[i] = Int.max
            end[i] = Int.min
            i &+= 1
        }
        return (start, end)
    }

    deinit {
        if let pooledCapacity {
            var y = firstRow
            while y < lastRow {
                if let (x0, x1) = drawnSpan(row: y) { Memory.zero(pixel(x0, y), count: (x1 &- x0) &* 4) }
                y &+= 1
            }
            LayerPool.give(base, capacity: pooledCapacity)
        }
        rowStart.deallocate()
        rowEnd.deallocate()
    }

    /// The address of device pixel (x, y), which must lie inside `bounds`.
    @inline(__always)
    func pixel(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt8> {
        // The check reads a copy of the bounds: an autoclosure capturing `self` would retain
        // and release the surface on every call of a debug build.
        let b = bounds
        assert(x >= b.x0 && x <= b.x1 && y >= b.y0 && y < b.y1, "pixel (\(x), \(y)) outside \(b)")
        return base + (((y &- b.y0) &* width &+ (x &- b.x0)) &* 4)
    }

    /// Records that pixels `[x0, x1)` of row `y` were drawn.
    @inline(__always)
    func markDrawn(row y: Int, from x0: Int, to x1: Int) {
        let r = y &- bounds.y0
        if x0 < rowStart[r] { rowStart[r] = x0 }
        if x1 > rowEnd[r] { rowEnd[r] = x1 }
        if y < firstRow { firstRow = y }
        if y &+ 1 > lastRow { lastRow = y &+ 1 }
    }

    /// Records that every pixel of `rect` (inside `bounds`) was drawn.
    func markDrawn(_ rect: PixelBounds) {
        var y = rect.y0
        while y < rect.y1 {
            markDrawn(row: y, from: rect.x0, to: rect.x1)
            y &+= 1
        }
    }

    /// The drawn span of row `y`, or nil when nothing was drawn there.
    @inline(__always)
    func drawnSpan(row y: Int) -> (Int, Int)? {
        let r = y &- bounds.y0
        return rowStart[r] < rowEnd[r] ? (rowStart[r], rowEnd[r]) : nil
    }

    /// True when nothing has been drawn.
    var isClean: Bool { firstRow >= lastRow }
}

/// What the clip stack lets through: nothing outside `bounds`, and inside it the mask's
/// coverage (255 everywhere when there is no mask, e.g. under pixel-aligned rect clips).
struct ClipState {
    var bounds: PixelBounds
    var mask: ClipMask?
    /// The device rows this render draws (its band; all of them on one thread). Shapes are
    /// rasterized within `bounds` whatever the band, so a row's coverage is the same in every
    /// band; only the rows written are limited to these.
    var rows: Range<Int> = Int.min..<Int.max
}

/// Clip coverage (0...255) for a rect of device pixels: the product of every clip shape's
/// anti-aliased coverage on the stack.
///
/// Each row also knows a span where the mask is exactly 255 (the clip shape's interior), so
/// paint inside it needs no per-pixel multiply: a fully covered opaque fill there is a copy.
final class ClipMask {
    let bounds: PixelBounds
    let base: UnsafeMutablePointer<UInt8>
    private let innerStart: UnsafeMutablePointer<Int>
    private let innerEnd: UnsafeMutablePointer<Int>

    init(bounds: PixelBounds) {
        self.bounds = bounds
        let count = max(1, bounds.width * bounds.height)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        Memory.zero(base, count: count)
        let rows = max(1, bounds.height)
        innerStart = UnsafeMutablePointer<Int>.allocate(capacity: rows)
        innerEnd = UnsafeMutablePointer<Int>.allocate(capacity: rows)
        Memory.zero(innerStart, count: rows)
        Memory.zero(innerEnd, count: rows)
    }

    deinit {
        base.deallocate()
        innerStart.deallocate()
        innerEnd.deallocate()
    }

    @inline(__always)
    func pointer(_ x: Int, _ y: Int) -> UnsafeMutablePointer<UInt8> {
        let b = bounds  // see `Surface.pixel`
        assert(x >= b.x0 && x <= b.x1 && y >= b.y0 && y < b.y1, "mask (\(x), \(y)) outside \(b)")
        return base + ((y &- b.y0) &* b.width &+ (x &- b.x0))
    }

    /// The span `[start, end)` of row `y` where every mask value is 255 (empty: start >= end).
    @inline(__always)
    func inner(row y: Int) -> (Int, Int) {
        let r = y &- bounds.y0
        return (innerStart[r], innerEnd[r])
    }

    /// Sets row `y`'s fully-inside span; the caller guarantees those mask values are 255.
    func setInner(row y: Int, from x0: Int, to x1: Int) {
        let r = y &- bounds.y0
        innerStart[r] = x0
        innerEnd[r] = x1
    }
}
