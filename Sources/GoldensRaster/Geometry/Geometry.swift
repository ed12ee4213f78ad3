/// A point in a 2-D space whose y axis points down (UIKit and device pixels alike).
public struct Point: Sendable, Hashable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    public static let zero = Point(x: 0, y: 0)

    /// The point mapped by `transform` (CGPoint.applying).
    @_transparent
    public func applying(_ transform: Transform) -> Point {
        Point(x: transform.a * x + transform.c * y + transform.tx,
              y: transform.b * x + transform.d * y + transform.ty)
    }

    public var description: String { "(\(x), \(y))" }
}

/// A width and a height. Negative values are allowed, as in CGSize; `Rect.standardized` folds them.
public struct Size: Sendable, Hashable, CustomStringConvertible {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width) x \(height)" }
}

/// An origin and a size, with CGRect's semantics: the min/max accessors and every operation
/// below work on the standardized rect, so a negative width extends to the left of `origin`.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Double { origin.x }
    public var y: Double { origin.y }
    public var width: Double { size.width }
    public var height: Double { size.height }

    /// The same area with a non-negative size (`x += w; w = -w` for a negative width).
    public var standardized: Rect {
        var result = self
        if result.size.width < 0 {
            result.origin.x += result.size.width
            result.size.width = -result.size.width
        }
        if result.size.height < 0 {
            result.origin.y += result.size.height
            result.size.height = -result.size.height
        }
        return result
    }

    public var minX: Double { min(origin.x, origin.x + size.width) }
    public var maxX: Double { max(origin.x, origin.x + size.width) }
    public var minY: Double { min(origin.y, origin.y + size.height) }
    public var maxY: Double { max(origin.y, origin.y + size.height) }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(x: midX, y: midY) }

    /// True when the rect encloses no area.
    public var isEmpty: Bool { !(size.width != 0 && size.height != 0) }

    /// True when every coordinate is a finite number.
    public var isFinite: Bool {
        origin.x.isFinite && origin.y.isFinite && size.width.isFinite && size.height.isFinite
    }

    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// The rect moved by (dx, dy).
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        let s = standardized
        return Rect(x: s.origin.x + dx, y: s.origin.y + dy, width: s.width, height: s.height)
    }

    /// The rect shrunk by `dx` on the left and right and `dy` on the top and bottom (grown when negative).
    /// Returns an empty rect at the centre when the inset exceeds the size.
    public func insetBy(dx: Double, dy: Double) -> Rect {
        let s = standardized
        let width = s.width - 2 * dx
        let height = s.height - 2 * dy
        if width < 0 || height < 0 {
            return Rect(x: s.midX, y: s.midY, width: 0, height: 0)
        }
        return Rect(x: s.origin.x + dx, y: s.origin.y + dy, width: width, height: height)
    }

    /// The common area, or an empty rect (`.zero`) when the two do not overlap.
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        if !(x1 > x0 && y1 > y0) { return .zero }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rect containing both.
    public func union(_ other: Rect) -> Rect {
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX)
        let y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The axis-aligned bounding box of the transformed rect (CGRect.applying).
    public func applying(_ transform: Transform) -> Rect {
        let s = standardized
        let corners = [
            Point(x: s.minX, y: s.minY).applying(transform),
            Point(x: s.maxX, y: s.minY).applying(transform),
            Point(x: s.minX, y: s.maxY).applying(transform),
            Point(x: s.maxX, y: s.maxY).applying(transform),
        ]
        var x0 = corners[0].x, x1 = corners[0].x, y0 = corners[0].y, y1 = corners[0].y
        for corner in corners.dropFirst() {
            x0 = min(x0, corner.x)
            x1 = max(x1, corner.x)
            y0 = min(y0, corner.y)
            y1 = max(y1, corner.y)
        }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    public var description: String { "[\(origin.x), \(origin.y), \(size.width), \(size.height)]" }
}
