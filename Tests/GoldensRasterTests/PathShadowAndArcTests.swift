@testable import GoldensRaster
import Testing

/// Shadows of arbitrary paths (`shadowPath`), and circular arcs as CoreGraphics adds them.
@Suite struct PathShadowAndArcTests {
    let white = Color(red: 1, green: 1, blue: 1)
    let shadow = Shadow(color: Color(red: 0, green: 0, blue: 0, alpha: 0.8), offset: Size(width: 2, height: 3), radius: 4)

    @Test func aRectPathsShadowIsTheRectsShadow() throws {
        let rect = Rect(x: 6, y: 5, width: 14, height: 9)
        let byPath = try Support.render([.pathShadow(.rect(rect), shadow: shadow, transform: Transform(scaleX: 2, y: 2))],
                                        width: 64, height: 48, background: white)
        let byRect = try Support.render([.roundedRectShadow(rect, radius: 0, shadow: shadow, transform: Transform(scaleX: 2, y: 2))],
                                        width: 64, height: 48, background: white)
        #expect(byPath == byRect)
        #expect(byPath[30, 26].r < 120)
    }

    @Test func aPathShadowFollowsThePathAndRoundTripsThroughJSON() throws {
        var triangle = Path()
        triangle.move(to: Point(x: 4, y: 4)); triangle.line(to: Point(x: 28, y: 4)); triangle.line(to: Point(x: 4, y: 28))
        triangle.closeSubpath()
        let list = DisplayList(width: 40, height: 40, background: white, ops: [.pathShadow(triangle, shadow: shadow)])
        let bitmap = try list.render()
        // Dark inside the triangle's offset copy, untouched across its hypotenuse.
        #expect(bitmap[10, 12].r < 100 && bitmap[30, 30].r == 255)
        #expect(list.version == 3)
        let read = try DisplayList(jsonString: list.jsonString)
        #expect(read == list)
        #expect(try read.render() == bitmap)
        let bad = list.jsonString.replacingShadowRadius(with: "-2")
        #expect(Support.readingError(bad) == "ops[0].shadowRadius: -2 is negative (expected >= 0)")
    }

    @Test func arcsGoTheWayAskedAndAWholeTurnIsACircle() throws {
        var quarter = Path()
        quarter.addArc(center: Point(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: Double.pi / 2, clockwise: true)
        #expect(quarter.elements.count == 3)
        if case .cubic(let end, _, _) = quarter.elements[2] {
            #expect(abs(end.x - 10) < 1e-12 && abs(end.y - 15) < 1e-12)
        }
        // The other way round from 0 to π/2 is three quarters of a turn: six 45° pieces.
        var long = Path()
        long.addArc(center: Point(x: 10, y: 10), radius: 5, startAngle: 0, endAngle: Double.pi / 2, clockwise: false)
        #expect(long.elements.count == 7)
        // A full turn fills the circle's area.
        var circle = Path()
        circle.addArc(center: Point(x: 16, y: 16), radius: 10, startAngle: 1, endAngle: 1 + 2 * Double.pi, clockwise: true)
        circle.closeSubpath()
        let bitmap = try Support.render([.fillPath(circle, color: white)], width: 32, height: 32)
        #expect(abs(Support.coveredArea(bitmap) - Double.pi * 100) < 2 * Double.pi * 10 * (0.5 / 255 + 0.05))
        // A line joins the current point to the arc's start.
        var joined = Path()
        joined.move(to: Point(x: 0, y: 0))
        joined.addArc(center: Point(x: 10, y: 10), radius: 5, startAngle: Double.pi, endAngle: 0, clockwise: true)
        guard case .line(let start) = joined.elements[1] else {
            Issue.record("expected a line to the arc's start, found \(joined.elements[1])")
            return
        }
        #expect(abs(start.x - 5) < 1e-12 && abs(start.y - 10) < 1e-12)
    }
}

extension String {
    /// This display-list JSON with its first `shadowRadius` value replaced.
    fileprivate func replacingShadowRadius(with value: String) -> String {
        guard let key = range(of: "\"shadowRadius\": ") else { return self }
        let rest = self[key.upperBound...]
        let end = rest.firstIndex { $0 == "," || $0 == "}" } ?? rest.endIndex
        return String(self[..<key.upperBound]) + value + String(self[end...])
    }
}
