@testable import GoldensRaster
import Testing

/// Masked corners (CALayer `maskedCorners`) and continuous corners (`cornerCurve`), checked
/// against analytic areas, the construction's own geometry, and exact polygon coverage.
@Suite struct CornerTests {
    let white = Color(red: 1, green: 1, blue: 1)

    /// Each rounded corner removes (1 − π/4) r² from the rect; the square ones remove nothing.
    @Test(arguments: [RectCorners(), [.minXMinY], [.minXMinY, .maxXMinY], [.maxXMinY, .minXMaxY], .all])
    func maskedCornersCoverTheirAnalyticArea(_ corners: RectCorners) throws {
        let rect = Rect(x: 1.25, y: 2.5, width: 28, height: 22), r = 7.0
        let path = Path.roundedRect(rect, radius: r, style: CornerStyle(corners: corners))
        let bitmap = try Support.render([.fillPath(path, color: white)], width: 32, height: 32)
        let rounded = Double([RectCorners.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY].filter(corners.contains).count)
        let area = rect.width * rect.height - rounded * (1 - Double.pi / 4) * r * r
        let perimeter = 2 * (rect.width + rect.height)
        #expect(abs(Support.coveredArea(bitmap) - area) < perimeter * (0.5 / 255 + 0.05), "\(Support.coveredArea(bitmap)) vs \(area)")
        // A pixel inside the rect near each corner point: empty when that corner is rounded
        // (it lies outside the corner's circle), full when the corner is square.
        let probes: [(RectCorners, Int, Int)] = [(.minXMinY, 2, 3), (.maxXMinY, 28, 3), (.minXMaxY, 2, 23), (.maxXMaxY, 28, 23)]
        for (corner, x, y) in probes {
            #expect(bitmap[x, y].a == (corners.contains(corner) ? 0 : 255), "corner \(corner.rawValue): alpha \(bitmap[x, y].a)")
        }
    }

    @Test func allCircularCornersAreTheUniformRoundedRect() {
        let rect = Rect(x: 3, y: 4, width: 50, height: 30)
        #expect(Path.roundedRect(rect, radius: 9, style: .circular) == Path.roundedRect(rect, radius: 9))
        #expect(Path.roundedRect(rect, radius: 9, style: CornerStyle(corners: [])) == Path.rect(rect))
    }

    /// The continuous corner, in its local frame (corner point at the origin, edges along +x
    /// and +y): it starts 1.6 r before the corner with zero curvature (both handles on the edge),
    /// its middle is an arc of the circular corner's circle, and it is symmetric about the
    /// corner's diagonal.
    @Test func continuousCornerFollowsItsConstruction() {
        let r = 10.0
        let shape = CornerShape(radius: r, curve: .continuous, budget: 100)
        #expect(shape.start == Point(x: -16, y: 0))
        #expect(shape.segments.count == 3)
        let (entry, arc, exit) = (shape.segments[0], shape.segments[1], shape.segments[2])
        #expect(entry.control1.y == 0 && entry.control2.y == 0)
        #expect(abs(exit.end.x) < 1e-12 && abs(exit.end.y - 16) < 1e-12)
        #expect(abs(exit.control1.x - exit.control2.x) < 1e-12)
        let center = Point(x: -r, y: r)
        func distance(_ p: Point) -> Double { ((p.x - center.x) * (p.x - center.x) + (p.y - center.y) * (p.y - center.y)).squareRoot() }
        #expect(abs(distance(entry.end) - r) < 1e-9 && abs(distance(arc.end) - r) < 1e-9)
        // The arc cubic's midpoint stays on the circle (a 36° arc: radial error far below 1e-3 r).
        let start = entry.end
        let middle = Point(x: (start.x + 3 * arc.control1.x + 3 * arc.control2.x + arc.end.x) / 8,
                           y: (start.y + 3 * arc.control1.y + 3 * arc.control2.y + arc.end.y) / 8)
        #expect(abs(distance(middle) - r) < 1e-3 * r)
        // Mirrored across the diagonal y = −x, the exit is the entry run backwards.
        func mirrored(_ p: Point) -> Point { Point(x: -p.y, y: -p.x) }
        #expect(abs(mirrored(exit.control2).x - entry.control1.x) < 1e-9 && abs(mirrored(exit.control1).x - entry.control2.x) < 1e-9)
        #expect(abs(mirrored(arc.end).x - start.x) < 1e-9 && abs(mirrored(arc.end).y - start.y) < 1e-9)
    }

    /// When 1.6 r does not fit in half the shorter side, smoothing gives way until the corner
    /// is the circular one: a radius at the limit draws the circular corner's area.
    @Test func continuousCornersAtTheLimitAreCircular() throws {
        let rect = Rect(x: 2, y: 2, width: 28, height: 16)
        let continuous = try Support.render([.fillPath(Path.roundedRect(rect, radius: 8, style: CornerStyle(curve: .continuous)), color: white)],
                                            width: 32, height: 20)
        let circular = try Support.render([.fillPath(Path.roundedRect(rect, radius: 8), color: white)], width: 32, height: 20)
        #expect(abs(Support.coveredArea(continuous) - Support.coveredArea(circular)) < 0.05)
        #expect(Support.maxChannelDifference(continuous, circular) <= 2)
    }

    /// Rendered continuous corners against the exact coverage of the same outline flattened
    /// finely into a polygon: every pixel within the renderer's flattening tolerance (0.05 px
    /// of chord error) plus rounding, and the whole area within a quarter pixel per corner of
    /// the polygon's (the renderer's chords lie inside the curve, 0.12 px² per corner here).
    @Test func continuousCornersMatchExactPolygonCoverage() throws {
        let rect = Rect(x: 1.5, y: 1.25, width: 20, height: 18), r = 5.0
        let path = Path.roundedRect(rect, radius: r, style: CornerStyle(curve: .continuous))
        let bitmap = try Support.render([.fillPath(path, color: white)], width: 24, height: 24)
        let polygon = Self.flattened(path, steps: 64)
        var worst = 0.0, exactArea = 0.0
        for y in 0..<24 {
            for x in 0..<24 {
                let exact = Support.exactPixelCoverage(polygon, x, y)
                exactArea += exact
                worst = max(worst, abs(Double(bitmap[x, y].a) / 255 - exact))
            }
        }
        #expect(worst <= 0.05 + 1.0 / 255, "largest coverage error \(worst * 255) levels")
        #expect(abs(Support.coveredArea(bitmap) - exactArea) < 1, "\(Support.coveredArea(bitmap)) vs \(exactArea)")
        // The corners are neither square nor the circular ones.
        let circular = rect.width * rect.height - 4 * (1 - Double.pi / 4) * r * r
        #expect(abs(exactArea - circular) > 0.05 && exactArea < rect.width * rect.height - 1)
    }

    /// A border band with masked corners: the outer shape less the inner one.
    @Test func aMaskedBorderIsTheBandBetweenTwoOutlines() throws {
        let rect = Rect(x: 2, y: 2, width: 26, height: 20), r = 6.0, width = 2.0
        let style = CornerStyle(corners: [.minXMinY, .maxXMinY])
        let band = try Support.render([.fillPath(Path.border(rect, radius: r, lineWidth: width, style: style), color: white)],
                                      width: 32, height: 32)
        let outer = rect.width * rect.height - 2 * (1 - Double.pi / 4) * r * r
        let innerRadius = r - width
        let inner = (rect.width - 2 * width) * (rect.height - 2 * width) - 2 * (1 - Double.pi / 4) * innerRadius * innerRadius
        #expect(abs(Support.coveredArea(band) - (outer - inner)) < 0.5, "\(Support.coveredArea(band)) vs \(outer - inner)")
    }

    /// Every cubic of `path` cut into `steps` chords: the polygon of its single subpath.
    static func flattened(_ path: Path, steps: Int) -> [Point] {
        var points: [Point] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p):
                points.append(p)
            case .cubic(let end, let c1, let c2):
                let p0 = points.last!
                for step in 1...steps {
                    let t = Double(step) / Double(steps), u = 1 - t
                    points.append(Point(x: u * u * u * p0.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
                                        y: u * u * u * p0.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y))
                }
            default:
                break
            }
        }
        return points
    }
}
