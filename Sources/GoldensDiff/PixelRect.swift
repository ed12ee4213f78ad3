/// An axis-aligned rectangle of whole pixels: columns `x ..< x + width`, rows `y ..< y + height`.
///
/// Used for ignore regions and for the bounding box of a change. A rectangle may reach outside an
/// image; every user of it clips to the image first, so no rectangle can index out of bounds.
public struct PixelRect: Sendable, Hashable, CustomStringConvertible {
    public var x: Int
    public var y: Int
    public var width: Int
    public var height: Int

    /// A rectangle; a negative width or height is read as empty (0).
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x
        self.y = y
        self.width = max(0, width)
        self.height = max(0, height)
    }

    /// The smallest pixel rectangle covering a rectangle given in points at `scale` pixels per
    /// point (rounded outwards, so every partly covered pixel is inside).
    /// Nil when a value is not finite or the scale is not positive: such a region is undefined.
    public init?(points x: Double, _ y: Double, _ width: Double, _ height: Double, scale: Double) {
        guard x.isFinite, y.isFinite, width.isFinite, height.isFinite, scale.isFinite, scale > 0 else { return nil }
        let limit = Double(Int32.max)
        let left = (x * scale).rounded(.down), top = (y * scale).rounded(.down)
        let right = ((x + max(0, width)) * scale).rounded(.up), bottom = ((y + max(0, height)) * scale).rounded(.up)
        guard abs(left) < limit, abs(top) < limit, abs(right) < limit, abs(bottom) < limit else { return nil }
        self.init(x: Int(left), y: Int(top), width: Int(right - left), height: Int(bottom - top))
    }

    /// One past the right edge, saturating at `Int.max` (a rectangle from user input may be huge).
    public var maxX: Int { Self.saturatingSum(x, width) }
    /// One past the bottom edge, saturating at `Int.max`.
    public var maxY: Int { Self.saturatingSum(y, height) }
    public var isEmpty: Bool { width == 0 || height == 0 }
    /// Pixels covered, saturating at `Int.max`.
    public var area: Int {
        let (product, overflow) = width.multipliedReportingOverflow(by: height)
        return overflow ? Int.max : product
    }

    private static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? Int.max : Int.min) : sum
    }

    /// The part of this rectangle inside `0 ..< width` x `0 ..< height` (empty when outside).
    public func clipped(width imageWidth: Int, height imageHeight: Int) -> PixelRect {
        let left = min(max(x, 0), imageWidth), top = min(max(y, 0), imageHeight)
        let right = min(max(maxX, 0), imageWidth), bottom = min(max(maxY, 0), imageHeight)
        return PixelRect(x: left, y: top, width: right - left, height: bottom - top)
    }

    /// Inclusive ranges, as people read them: "x 40..388 y 210..530".
    public var description: String {
        isEmpty ? "empty" : "x \(x)..\(maxX &- 1) y \(y)..\(maxY &- 1)"
    }
}
