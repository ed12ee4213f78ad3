/// A rectangle of whole device pixels, `[x0, x1) × [y0, y1)`: the unit in which drawing work is
/// bounded (a shape's box, a clip's bounds, a layer's extent).
struct PixelBounds: Sendable, Hashable {
    var x0: Int
    var y0: Int
    var x1: Int
    var y1: Int

    static let empty = PixelBounds(x0: 0, y0: 0, x1: 0, y1: 0)

    var width: Int { x1 - x0 }
    var height: Int { y1 - y0 }
    var isEmpty: Bool { x1 <= x0 || y1 <= y0 }

    @inline(__always)
    func contains(x: Int, y: Int) -> Bool { x >= x0 && x < x1 && y >= y0 && y < y1 }

    func intersection(_ other: PixelBounds) -> PixelBounds {
        let r = PixelBounds(x0: max(x0, other.x0), y0: max(y0, other.y0), x1: min(x1, other.x1), y1: min(y1, other.y1))
        return r.isEmpty ? .empty : r
    }

    /// The part of this rect within `rows` (a band's rows): what a band's offscreen layers and
    /// clip masks store, since nothing outside its rows is ever written or read there.
    func limited(toRows rows: Range<Int>) -> PixelBounds {
        intersection(PixelBounds(x0: x0, y0: max(y0, rows.lowerBound), x1: x1, y1: min(y1, rows.upperBound)))
    }

    func union(_ other: PixelBounds) -> PixelBounds {
        if isEmpty { return other }
        if other.isEmpty { return self }
        return PixelBounds(x0: min(x0, other.x0), y0: min(y0, other.y0), x1: max(x1, other.x1), y1: max(y1, other.y1))
    }

    /// The smallest pixel rect containing the device-space `rect`, limited to `limit`
    /// (so huge or non-finite inputs never overflow an `Int`).
    static func enclosing(minX: Double, minY: Double, maxX: Double, maxY: Double, within limit: PixelBounds) -> PixelBounds {
        guard minX <= maxX, minY <= maxY else { return .empty }  // also false for NaN
        let x0 = clampFloor(minX, limit.x0, limit.x1)
        let y0 = clampFloor(minY, limit.y0, limit.y1)
        let x1 = clampCeil(maxX, limit.x0, limit.x1)
        let y1 = clampCeil(maxY, limit.y0, limit.y1)
        let r = PixelBounds(x0: x0, y0: y0, x1: x1, y1: y1)
        return r.isEmpty ? .empty : r
    }

    private static func clampFloor(_ v: Double, _ lo: Int, _ hi: Int) -> Int {
        if !(v > Double(lo)) { return lo }
        if v >= Double(hi) { return hi }
        return Int(v.rounded(.down))
    }

    private static func clampCeil(_ v: Double, _ lo: Int, _ hi: Int) -> Int {
        if !(v > Double(lo)) { return lo }
        if v >= Double(hi) { return hi }
        return Int(v.rounded(.up))
    }
}
