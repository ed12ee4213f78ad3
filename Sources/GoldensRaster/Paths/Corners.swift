#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Which corners of a rect are rounded (CALayer `maskedCorners`). The bits are Core
/// Animation's: min/max in layer coordinates, y down, so `minXMinY` is the top-left corner.
public struct RectCorners: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let minXMinY = RectCorners(rawValue: 1 << 0)
    public static let maxXMinY = RectCorners(rawValue: 1 << 1)
    public static let minXMaxY = RectCorners(rawValue: 1 << 2)
    public static let maxXMaxY = RectCorners(rawValue: 1 << 3)
    public static let all: RectCorners = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
}

/// The shape of a rounded corner (CALayer `cornerCurve`).
///
/// `circular` is a quarter circle. `continuous` is a corner whose curvature rises smoothly from
/// zero where it leaves the straight edge, as iOS draws `.continuous` corners (and SwiftUI's
/// `RoundedRectangle(style: .continuous)`). UIKit's curve is not published. This one is the
/// construction Figma documents for its "corner smoothing" at 60 %, the value designers use to
/// match iOS: a circular arc of 36° in the middle (the middle of the circular corner's arc),
/// joined to each edge by a cubic Bézier whose curvature is 0 at the edge, so the corner starts
/// 1.6 r from the corner point where a circular one starts at r. Reverse-engineered
/// descriptions of UIKit's curve put that start at about 1.53 r; how far apart the two
/// outlines are in between has not been measured. Measure on a device before trusting
/// continuous corners to the pixel.
public enum CornerCurve: String, Sendable, Hashable, CaseIterable {
    case circular
    case continuous
}

/// How a rounded rect's corners are drawn: which are rounded, and their curve.
public struct CornerStyle: Sendable, Hashable {
    public var corners: RectCorners
    public var curve: CornerCurve

    public init(corners: RectCorners = .all, curve: CornerCurve = .circular) {
        self.corners = corners
        self.curve = curve
    }

    /// Every corner a quarter circle: what `Path.roundedRect(_:radius:)` draws.
    public static let circular = CornerStyle()

    /// The smoothing of `continuous` corners (Figma's 0...1 scale, see `CornerCurve`).
    static let smoothing = 0.6
}

extension Path {
    /// A rect with the corners `style` names rounded with `radius` (clamped to half the shorter
    /// side, as CALayer clamps it) and drawn with its curve; the others square. With
    /// `CornerStyle.circular` this is exactly `roundedRect(_:radius:)`.
    public static func roundedRect(_ rect: Rect, radius: Double, style: CornerStyle, clockwise: Bool = true) -> Path {
        var path = Path()
        path.addRoundedRect(rect, radius: radius, style: style, clockwise: clockwise)
        return path
    }

    public mutating func addRoundedRect(_ rect: Rect, radius: Double, style: CornerStyle, clockwise: Bool = true) {
        let r = rect.standardized
        let radius = Path.clampedCornerRadius(radius, in: r)
        if style == .circular || radius == 0 || style.corners.isEmpty {
            addRoundedRect(r, radius: style.corners.isEmpty ? 0 : radius, clockwise: clockwise)
            return
        }
        let shape = CornerShape(radius: radius, curve: style.curve, budget: min(r.width, r.height) / 2)
        // Each corner: its point, its mask bit, and the direction of travel along the edge
        // that reaches it when going clockwise (the next edge turns 90° clockwise from it).
        var corners: [(Point, RectCorners, Point)] = [
            (Point(x: r.maxX, y: r.minY), .maxXMinY, Point(x: 1, y: 0)),
            (Point(x: r.maxX, y: r.maxY), .maxXMaxY, Point(x: 0, y: 1)),
            (Point(x: r.minX, y: r.maxY), .minXMaxY, Point(x: -1, y: 0)),
            (Point(x: r.minX, y: r.minY), .minXMinY, Point(x: 0, y: -1)),
        ]
        if !clockwise {
            // Counter-clockwise: the corners in reverse order, each reached along what was
            // its outgoing edge, travelled backwards.
            corners = corners.reversed().map { ($0.0, $0.1, Point(x: $0.2.y, y: -$0.2.x)) }
        }
        for (index, (corner, bit, incoming)) in corners.enumerated() {
            // The outgoing edge turns 90° toward the rect's inside from the incoming one.
            let outgoing = clockwise ? Point(x: -incoming.y, y: incoming.x) : Point(x: incoming.y, y: -incoming.x)
            let place = { (local: Point) in
                Point(x: corner.x + local.x * incoming.x + local.y * outgoing.x,
                      y: corner.y + local.x * incoming.y + local.y * outgoing.y)
            }
            let rounded = style.corners.contains(bit)
            let segments = rounded ? shape.segments : []
            let start = rounded ? place(shape.start) : corner
            if index == 0 { move(to: start) } else { line(to: start) }
            for segment in segments {
                curve(to: place(segment.end), control1: place(segment.control1), control2: place(segment.control2))
            }
        }
        closeSubpath()
    }
}

extension Path {
    /// The band of a CALayer border: the rounded rect minus its inset by `lineWidth` (whose
    /// corners have the radius less the width), the inner outline wound the other way; the
    /// whole shape when the inset is empty.
    public static func border(_ rect: Rect, radius: Double, lineWidth: Double, style: CornerStyle = .circular) -> Path {
        let outer = rect.standardized
        let r = Path.clampedCornerRadius(radius, in: outer)
        var path = Path.roundedRect(outer, radius: r, style: style)
        let innerWidth = outer.width - 2 * lineWidth, innerHeight = outer.height - 2 * lineWidth
        if innerWidth > 0 && innerHeight > 0 {
            let inner = Rect(x: outer.x + lineWidth, y: outer.y + lineWidth, width: innerWidth, height: innerHeight)
            path.addRoundedRect(inner, radius: max(0, r - lineWidth), style: style, clockwise: false)
        }
        return path
    }
}

/// One rounded corner in corner-local coordinates: the corner point at the origin, the edge
/// that reaches it along +x (coming from x < 0, y = 0), the edge that leaves it along +y
/// (x = 0). The outline goes from `start` on the first edge through `segments` to (0, extent)
/// on the second.
struct CornerShape {
    struct Segment {
        var control1: Point
        var control2: Point
        var end: Point
    }

    let start: Point
    let segments: [Segment]

    init(radius r: Double, curve: CornerCurve, budget: Double) {
        // The circle a circular corner follows: centre (-r, r).
        let center = Point(x: -r, y: r)
        guard curve == .continuous else {
            // The quarter circle from straight up to straight right of the centre, as the
            // uniform rounded rect draws its corners.
            var quarter = Path()
            quarter.addArc(center: center, rx: r, ry: r, fromEighth: 6, eighths: 2)
            start = Point(x: -r, y: 0)
            segments = quarter.elements.compactMap {
                guard case .cubic(let end, let control1, let control2) = $0 else { return nil }
                return Segment(control1: control1, control2: control2, end: end)
            }
            return
        }
        // Figma's construction (see CornerCurve): the corner spans p = (1 + ξ) r along each
        // edge, less smoothing when that does not fit in the budget (half the shorter side).
        var smoothing = CornerStyle.smoothing
        var p = (1 + smoothing) * r
        if p > budget {
            smoothing = max(0, budget / r - 1)
            p = budget
        }
        let degrees = Double.pi / 180
        let arcMeasure = 90 * (1 - smoothing)  // the middle circular arc, in degrees
        let arcSection = PortableMath.sin(arcMeasure / 2 * degrees) * r * 2.0.squareRoot()
        let alpha = (90 - arcMeasure) / 2
        let p3ToP4 = r * PortableMath.tan(alpha / 2 * degrees)
        let beta = 45 * smoothing
        let c = p3ToP4 * PortableMath.cos(beta * degrees)
        let d = c * PortableMath.tan(beta * degrees)
        let b = (p - arcSection - c - d) / 3
        let a = 2 * b
        start = Point(x: -p, y: 0)
        let arcStart = Point(x: -p + a + b + c, y: d)
        let arcEnd = Point(x: arcStart.x + arcSection, y: arcStart.y + arcSection)
        // The arc as one cubic: handles along the tangents, 4/3 tan(θ/4) of the radius long.
        let handle = 4.0 / 3 * PortableMath.tan(arcMeasure * degrees / 4) * r
        let e1 = Point(x: (arcStart.x - center.x) / r, y: (arcStart.y - center.y) / r)
        let e2 = Point(x: (arcEnd.x - center.x) / r, y: (arcEnd.y - center.y) / r)
        segments = [
            Segment(control1: Point(x: -p + a, y: 0), control2: Point(x: -p + a + b, y: 0), end: arcStart),
            Segment(control1: Point(x: arcStart.x - handle * e1.y, y: arcStart.y + handle * e1.x),
                    control2: Point(x: arcEnd.x + handle * e2.y, y: arcEnd.y - handle * e2.x), end: arcEnd),
            Segment(control1: Point(x: arcEnd.x + d, y: arcEnd.y + c), control2: Point(x: arcEnd.x + d, y: arcEnd.y + b + c),
                    end: Point(x: 0, y: p)),
        ]
    }
}
