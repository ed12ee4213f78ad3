#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
@testable import GoldensRaster
import Testing

/// `strokePath` and `Path.stroked`: areas of caps, joins, dashes and trims against their
/// formulas; the union of overlapping pieces against an exact polygon, against its own
/// trapezoids' areas and against the distance sets of random polylines; a curve against
/// point sampling of the distance to it.
@Suite struct StrokeTests {
    let white = Color.white

    func area(_ path: Path, _ style: StrokeStyle, width: Int = 64, height: Int = 64,
              transform: Transform = .identity) throws -> Double {
        Support.coveredArea(try Support.render([.strokePath(path, style: style, color: white, transform: transform)],
                                               width: width, height: height))
    }

    func polyline(_ points: [Point], closed: Bool = false) -> Path {
        var path = Path()
        path.move(to: points[0])
        for p in points.dropFirst() { path.line(to: p) }
        if closed { path.closeSubpath() }
        return path
    }

    /// A 40-long horizontal line 4 wide: butt caps cover length × width; square caps add half
    /// a width at each end (w²); round caps a half disk at each end (π(w/2)²). The same line
    /// rotated and scaled by 1.5 covers 1.5² as much.
    @Test func capsAddTheirAreaToLengthTimesWidth() throws {
        let line = polyline([Point(x: 12, y: 20.3), Point(x: 52, y: 20.3)])
        let butt = try area(line, StrokeStyle(lineWidth: 4))
        let square = try area(line, StrokeStyle(lineWidth: 4, lineCap: .square))
        let round = try area(line, StrokeStyle(lineWidth: 4, lineCap: .round))
        #expect(abs(butt - 160) < 0.2, "butt \(butt)")
        #expect(abs(square - 176) < 0.2, "square \(square)")
        #expect(abs(round - (160 + Double.pi * 4)) < 0.2, "round \(round)")
        let turned = Transform(translationX: -32, y: -20.3).concatenating(Transform(rotationAngle: 0.7))
            .concatenating(Transform(scaleX: 1.5, y: 1.5)).concatenating(Transform(translationX: 48, y: 48))
        let rotated = try area(line, StrokeStyle(lineWidth: 4), width: 96, height: 96, transform: turned)
        #expect(abs(rotated - 160 * 2.25) < 0.5, "rotated \(rotated)")
    }

    /// Two 22-long legs meeting at a right angle, 6 wide: without a join they cover
    /// 2 · 22 · 6 − (w/2)² (the inner square is shared). A bevel adds (w/2)²/2, a miter (w/2)²,
    /// a round join a quarter disk π(w/2)²/4.
    @Test func joinsAtARightAngleAddTheirWedge() throws {
        let corner = polyline([Point(x: 8.3, y: 30.3), Point(x: 30.3, y: 30.3), Point(x: 30.3, y: 8.3)])
        let legs = 2 * 22 * 6 - 9.0
        let expected: [(LineJoin, Double)] = [(.bevel, legs + 4.5), (.miter, legs + 9), (.round, legs + Double.pi * 9 / 4)]
        for (join, value) in expected {
            let measured = try area(corner, StrokeStyle(lineWidth: 6, lineJoin: join))
            #expect(abs(measured - value) < 0.1, "\(join): \(measured) vs \(value)")
        }
    }

    /// A V whose miter is 4 line widths long (sin(φ/2) = 1/4): a limit of 4.1 keeps the miter,
    /// which adds h²(tan(θ/2) − sin θ / 2) to the bevel (θ the turn); a limit of 3.9 makes it
    /// exactly the bevel.
    @Test func theMiterLimitTurnsSharpMitersIntoBevels() throws {
        let halfAngle = asin(0.25)
        let tip = Point(x: 30, y: 24), length = 24.0
        let v = polyline([Point(x: tip.x - length * cos(halfAngle), y: tip.y + length * sin(halfAngle)), tip,
                          Point(x: tip.x - length * cos(halfAngle), y: tip.y - length * sin(halfAngle))])
        func render(_ join: LineJoin, limit: Double) throws -> Bitmap {
            try Support.render([.strokePath(v, style: StrokeStyle(lineWidth: 4, lineJoin: join, miterLimit: limit), color: white)],
                               width: 48, height: 48)
        }
        let bevel = try render(.bevel, limit: 10)
        #expect(try render(.miter, limit: 3.9) == bevel)
        let miter = try render(.miter, limit: 4.1)
        let turn = Double.pi - 2 * halfAngle
        let extra = 4 * (tan(turn / 2) - sin(turn) / 2)
        let measured = Support.coveredArea(miter) - Support.coveredArea(bevel)
        #expect(abs(measured - extra) < 0.2, "\(measured) vs \(extra)")
        // The tip reaches 4 widths (8 px) past the vertex; the bevel half a pixel.
        #expect(miter[33, 23].a == 255 && bevel[33, 23].a == 0 && bevel[31, 23].a == 0 && miter[38, 23].a == 0)
        // A path wholly left of the canvas whose miter tip reaches 3 px into it is still drawn.
        let reaching = try Support.render([.strokePath(v, style: StrokeStyle(lineWidth: 4, miterLimit: 4.1), color: white,
                                                       transform: Transform(translationX: -35, y: 0))], width: 48, height: 48)
        #expect(reaching[1, 23].a > 0 && reaching[0, 23].a > reaching[1, 23].a && reaching[3, 23].a == 0)
        // Inside a group, the group's layer reaches the tip too (see `GroupExtents`).
        let grouped = try Support.render([.pushGroup(alpha: 1), .strokePath(v, style: StrokeStyle(lineWidth: 4, miterLimit: 4.1),
                                                                            color: white), .popGroup], width: 48, height: 48)
        #expect(grouped == miter)
    }

    /// A 57-long line 2 wide dashed [6, 4]: the covered length is the sum of the painted
    /// lengths, which the phase shifts (0: 36, 3: 33, 8: 35). A one-length pattern repeats,
    /// and zero-length dashes with round caps are dots.
    @Test func dashesPaintTheirOnLengths() throws {
        let line = polyline([Point(x: 2, y: 8), Point(x: 59, y: 8)])
        for (phase, painted) in [(0.0, 36.0), (3, 33), (8, 35), (-2, 35), (18, 35)] {
            let measured = try area(line, StrokeStyle(lineWidth: 2, dashes: [6, 4], dashPhase: phase), height: 16)
            #expect(abs(measured - 2 * painted) < 0.05, "phase \(phase): \(measured) vs \(2 * painted)")
        }
        let shifted = try Support.render([.strokePath(line, style: StrokeStyle(lineWidth: 2, dashes: [6, 4], dashPhase: 3),
                                                      color: white)], width: 64, height: 16)
        // Phase 3: painted over x in [2, 5], [9, 15], [19, 25] ...
        #expect(shifted[3, 8].a == 255 && shifted[6, 8].a == 0 && shifted[8, 8].a == 0 && shifted[10, 8].a == 255)
        let odd = try area(line, StrokeStyle(lineWidth: 2, dashes: [5]), height: 16)
        #expect(abs(odd - 2 * 30) < 0.05, "[5]: \(odd)")  // on at 0, 10, 20, 30, 40, 50
        let dots = try area(line, StrokeStyle(lineWidth: 4, lineCap: .round, dashes: [0, 10]), height: 16)
        #expect(abs(dots - 6 * Double.pi * 4) < 0.3, "dots: \(dots)")
        let none = try area(line, StrokeStyle(lineWidth: 4, dashes: [0, 10]), height: 16)
        #expect(none == 0)
    }

    /// strokeStart and strokeEnd keep a fraction of the path's whole length; equal draws
    /// nothing; 0 and 1 are the untrimmed stroke, closed joins included.
    @Test func trimmingKeepsAFractionOfTheLength() throws {
        let line = polyline([Point(x: 2, y: 8), Point(x: 62, y: 8)])
        let middle = try Support.render([.strokePath(line, style: StrokeStyle(lineWidth: 2, strokeStart: 0.25, strokeEnd: 0.75),
                                                     color: white)], width: 64, height: 16)
        #expect(abs(Support.coveredArea(middle) - 60) < 0.05)
        #expect(middle[16, 7].a == 0 && middle[17, 7].a == 255 && middle[46, 7].a == 255 && middle[47, 7].a == 0)
        #expect(try area(line, StrokeStyle(lineWidth: 2, strokeStart: 0.4, strokeEnd: 0.4), height: 16) == 0)
        // Two subpaths of 60 and 20: the last 25 % of 80 is all of the second one.
        var two = line
        two.append(polyline([Point(x: 2, y: 12), Point(x: 22, y: 12)]))
        let tail = try Support.render([.strokePath(two, style: StrokeStyle(lineWidth: 2, strokeStart: 0.75), color: white)],
                                      width: 64, height: 16)
        #expect(abs(Support.coveredArea(tail) - 40) < 0.05 && tail[30, 8].a == 0 && tail[10, 11].a == 255)
        let square = polyline([Point(x: 10, y: 10), Point(x: 30, y: 10), Point(x: 30, y: 30), Point(x: 10, y: 30)], closed: true)
        let whole = try Support.render([.strokePath(square, style: StrokeStyle(lineWidth: 4), color: white)], width: 40, height: 40)
        let trimmedToWhole = try Support.render([.strokePath(square, style: StrokeStyle(lineWidth: 4, strokeStart: 0, strokeEnd: 1),
                                                             color: white)], width: 40, height: 40)
        #expect(whole == trimmedToWhole)
        // Half of the square: two sides (sharing a (w/2)² square) and the miter between them.
        let half = try area(square, StrokeStyle(lineWidth: 4, strokeEnd: 0.5), width: 40, height: 40)
        #expect(abs(half - (40 * 4 - 4 + 4)) < 0.05, "half \(half)")
        let halfBevel = try area(square, StrokeStyle(lineWidth: 4, lineJoin: .bevel, strokeEnd: 0.5), width: 40, height: 40)
        #expect(abs(halfBevel - (40 * 4 - 4 + 2)) < 0.05, "half, bevel \(halfBevel)")
    }

    /// A closed square joins at its start (outer square minus inner square); the same points
    /// left open are capped there instead, missing the miter's (w/2)².
    @Test func closedSubpathsJoinWhereTheyStart() throws {
        let corners = [Point(x: 10, y: 10), Point(x: 30, y: 10), Point(x: 30, y: 30), Point(x: 10, y: 30)]
        let closed = try area(polyline(corners, closed: true), StrokeStyle(lineWidth: 4), width: 40, height: 40)
        let open = try area(polyline(corners + [corners[0]]), StrokeStyle(lineWidth: 4), width: 40, height: 40)
        #expect(abs(closed - (24 * 24 - 16 * 16)) < 0.05, "closed \(closed)")
        #expect(abs(open - (24 * 24 - 16 * 16 - 4)) < 0.05, "open \(open)")
    }

    /// Subpaths of no length: a disk for round caps, a square for square caps, nothing for
    /// butt caps or a lone move.
    @Test func zeroLengthSubpathsAreDots() throws {
        var dot = Path()
        dot.move(to: Point(x: 10.5, y: 10.5))
        dot.line(to: Point(x: 10.5, y: 10.5))
        #expect(abs(try area(dot, StrokeStyle(lineWidth: 6, lineCap: .round), width: 24, height: 24) - Double.pi * 9) < 0.3)
        #expect(abs(try area(dot, StrokeStyle(lineWidth: 6, lineCap: .square), width: 24, height: 24) - 36) < 0.05)
        #expect(try area(dot, StrokeStyle(lineWidth: 6), width: 24, height: 24) == 0)
        var closedDot = Path()
        closedDot.move(to: Point(x: 10.5, y: 10.5))
        closedDot.closeSubpath()
        #expect(abs(try area(closedDot, StrokeStyle(lineWidth: 6, lineCap: .square), width: 24, height: 24) - 36) < 0.05)
        var lone = Path()
        lone.move(to: Point(x: 10.5, y: 10.5))
        #expect(try area(lone, StrokeStyle(lineWidth: 6, lineCap: .round), width: 24, height: 24) == 0)
    }

    /// A dash running over the end of a closed square continues across its start as one dash
    /// (joined there): the same pixels as stroking its two pieces as open polylines.
    @Test func dashesWrapAcrossTheStartOfAClosedSubpath() throws {
        let square = polyline([Point(x: 10, y: 10), Point(x: 30, y: 10), Point(x: 30, y: 30), Point(x: 10, y: 30)], closed: true)
        // Perimeter 80, phase 20 into [30, 10]: painted [0, 10], [20, 50], [60, 80].
        let dashed = try Support.render([.strokePath(square, style: StrokeStyle(lineWidth: 4, dashes: [30, 10], dashPhase: 20),
                                                     color: white)], width: 40, height: 40)
        var pieces = polyline([Point(x: 30, y: 10), Point(x: 30, y: 30), Point(x: 20, y: 30)])
        pieces.append(polyline([Point(x: 10, y: 30), Point(x: 10, y: 10), Point(x: 20, y: 10)]))
        let expected = try Support.render([.strokePath(pieces, style: StrokeStyle(lineWidth: 4), color: white)], width: 40, height: 40)
        #expect(Support.maxChannelDifference(dashed, expected) <= 1)
        #expect(dashed[8, 8].a == 255)  // the miter at the start corner
    }

    /// A circle of radius 20 stroked 4 wide covers the annulus 2πr·w.
    @Test func aCirclesStrokeIsItsAnnulus() throws {
        let circle = Path.ellipse(in: Rect(x: 12.2, y: 11.7, width: 40, height: 40))
        let measured = try area(circle, StrokeStyle(lineWidth: 4))
        let expected = 2 * Double.pi * 20 * 4
        #expect(abs(measured - expected) < 0.5, "\(measured) vs \(expected)")
        var arc = Path()
        arc.addArc(center: Point(x: 32, y: 32), radius: 20, startAngle: 0, endAngle: Double.pi, clockwise: true)
        let halfRing = try area(arc, StrokeStyle(lineWidth: 4))
        #expect(abs(halfRing - expected / 2) < 0.3, "\(halfRing) vs \(expected / 2)")
    }

    /// Two crossing bars: each point of their overlap counts once, so every pixel matches the
    /// exact coverage of the cross-shaped union (where filling the two bars together with the
    /// non-zero rule over-covers the pixels at the cross's inner corners).
    @Test func overlapsCountOnce() throws {
        var bars = polyline([Point(x: 8, y: 8), Point(x: 40, y: 40)])
        bars.append(polyline([Point(x: 40, y: 8), Point(x: 8, y: 40)]))
        let h = 1.5, s = h * 2.0.squareRoot()
        // Moved so that an inner corner of the cross lies at a pixel's centre, (22.5, 24.5).
        let move = Transform(translationX: 22.5 + s - 24, y: 0.5)
        let stroked = try Support.render([.strokePath(bars, style: StrokeStyle(lineWidth: 2 * h), color: white, transform: move)],
                                         width: 48, height: 48)
        // The union in (u, v) = (x + y, y − x): a plus of the bands |v| ≤ s, u in [16, 80]
        // and |u − 48| ≤ s, v in [−32, 32].
        let plus: [(Double, Double)] = [(16, -s), (48 - s, -s), (48 - s, -32), (48 + s, -32), (48 + s, -s), (80, -s),
                                        (80, s), (48 + s, s), (48 + s, 32), (48 - s, 32), (48 - s, s), (16, s)]
        let union = plus.map { Point(x: ($0.0 - $0.1) / 2, y: ($0.0 + $0.1) / 2).applying(move) }
        var worst = 0
        for y in 0..<48 {
            for x in 0..<48 {
                let exact = Int((Support.exactPixelCoverage(union, x, y) * 255).rounded())
                worst = max(worst, abs(exact - Int(stroked[x, y].a)))
            }
        }
        #expect(worst <= 1, "worst \(worst)")
        let expectedArea = 2 * 32 * 2.0.squareRoot() * 2 * h - 4 * h * h
        #expect(abs(Support.coveredArea(stroked) - expectedArea) < 0.3)
        // The bars as two rectangles filled together over-cover the inner corners.
        var rectangles = Path()
        for (a, b) in [(Point(x: 8, y: 8), Point(x: 40, y: 40)), (Point(x: 40, y: 8), Point(x: 8, y: 40))] {
            let n = Point(x: -(b.y - a.y) / (32 * 2.0.squareRoot()) * h, y: (b.x - a.x) / (32 * 2.0.squareRoot()) * h)
            rectangles.append(polyline([Point(x: a.x + n.x, y: a.y + n.y), Point(x: b.x + n.x, y: b.y + n.y),
                                        Point(x: b.x - n.x, y: b.y - n.y), Point(x: a.x - n.x, y: a.y - n.y)], closed: true))
        }
        let naive = try Support.render([.fillPath(rectangles, color: white, transform: move)], width: 48, height: 48)
        #expect(Support.maxChannelDifference(naive, stroked) > 40)
    }

    /// The outline itself, without rasterizing: closed quadrilaterals with horizontal tops and
    /// bottoms whose areas add up to the union's exactly (crossing bars: 2·L·w − w²; a right
    /// angle with a miter: two legs less their shared square plus the miter's (w/2)²).
    @Test func theOutlineIsDisjointTrapezoids() {
        func area(_ outline: Path) -> Double {
            var total = 0.0, ring: [Point] = []
            for element in outline.elements {
                switch element {
                case .move(let p): ring = [p]
                case .line(let p): ring.append(p)
                case .close:
                    #expect(ring.count == 4 && ring[0].y == ring[1].y && ring[2].y == ring[3].y && ring[0].y < ring[2].y)
                    total += zip(ring, ring.dropFirst() + [ring[0]]).reduce(0) { $0 + $1.0.x * $1.1.y - $1.1.x * $1.0.y } / 2
                default: Issue.record("unexpected \(element)")
                }
            }
            return total
        }
        var bars = polyline([Point(x: 8, y: 8), Point(x: 40, y: 40)])
        bars.append(polyline([Point(x: 40, y: 8), Point(x: 8, y: 40)]))
        let crossing = area(bars.stroked(StrokeStyle(lineWidth: 3), tolerance: 0.01))
        #expect(abs(crossing - (2 * 32 * 2.0.squareRoot() * 3 - 9)) < 1e-9, "\(crossing)")
        let corner = polyline([Point(x: 8.3, y: 30.3), Point(x: 30.3, y: 30.3), Point(x: 30.3, y: 8.3)])
        let mitered = area(corner.stroked(StrokeStyle(lineWidth: 6), tolerance: 0.01))
        #expect(abs(mitered - (2 * 22 * 6 - 9 + 9)) < 1e-9, "\(mitered)")
        #expect(corner.stroked(StrokeStyle(lineWidth: 0), tolerance: 0.01).isEmpty)
    }

    /// Random polylines (crossing themselves, some closed, some turning exactly back) with
    /// round caps and joins are the
    /// points within half the width of them: at random points away from the boundary (by more
    /// than the tolerance), inside the outline exactly when that close, and never inside two
    /// of its trapezoids.
    @Test func randomRoundStrokesAreTheirDistanceSets() {
        var random = Support.Random(seed: 11)
        let tolerance = 0.01
        var checked = 0
        for trial in 0..<40 {
            var points = (0..<Int(random.range(2, 9))).map { _ in Point(x: random.range(4, 36), y: random.range(4, 36)) }
            if trial % 4 == 1 { points.append(points[points.count - 2]) }
            let closed = trial % 3 == 0
            let h = random.range(0.5, 4)
            let style = StrokeStyle(lineWidth: 2 * h, lineCap: .round, lineJoin: .round)
            let outline = polyline(points, closed: closed).stroked(style, tolerance: tolerance)
            var trapezoids: [[Point]] = []
            var ring: [Point] = []
            for element in outline.elements {
                switch element {
                case .move(let p): ring = [p]
                case .line(let p): ring.append(p)
                default: trapezoids.append(ring)
                }
            }
            for _ in 0..<600 {
                let p = Point(x: random.range(0, 40), y: random.range(0, 40))
                let d = zip(points, points.dropFirst() + (closed ? [points[0]] : [])).map { segment -> Double in
                    let (a, b) = segment
                    let dx = b.x - a.x, dy = b.y - a.y
                    let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)))
                    return ((a.x + t * dx - p.x) * (a.x + t * dx - p.x) + (a.y + t * dy - p.y) * (a.y + t * dy - p.y)).squareRoot()
                }.min() ?? .infinity
                guard abs(d - h) > 2 * tolerance else { continue }
                let count = trapezoids.filter { q in
                    guard p.y >= q[0].y && p.y < q[2].y else { return false }
                    let f = (p.y - q[0].y) / (q[2].y - q[0].y)
                    return p.x >= q[0].x + (q[3].x - q[0].x) * f && p.x < q[1].x + (q[2].x - q[1].x) * f
                }.count
                #expect(count == (d < h ? 1 : 0), "\(points), h \(h), at \(p): distance \(d), in \(count) trapezoids")
                checked += 1
            }
        }
        #expect(checked > 20000)
    }

    /// Over its work budget the union returns the polygons as given (each wound clockwise on
    /// screen), which cover the same points; a dashed ring at @3x stays far within it.
    @Test func overBudgetTheUnionIsThePolygons() throws {
        var union = PolygonUnion()
        union.addPolygon([Point(x: 2, y: 2), Point(x: 10, y: 2), Point(x: 10, y: 10), Point(x: 2, y: 10)])
        union.addPolygon([Point(x: 6, y: 6), Point(x: 6, y: 14), Point(x: 14, y: 14), Point(x: 14, y: 6)])
        let polygons = union.trapezoids(budget: 0)
        #expect(polygons.elements.count == 10)
        #expect(polygons.elements[5] == .move(to: Point(x: 14, y: 6)))  // the second square, turned clockwise
        let trapezoids = union.trapezoids()
        #expect(trapezoids.elements.count == 15)
        #expect(try Support.render([.fillPath(polygons, color: white)]) == (try Support.render([.fillPath(trapezoids, color: white)])))
        // A ring of radius 120 at @3x, dashed, with round caps: still trapezoids.
        let ring = Path.ellipse(in: Rect(x: 10, y: 10, width: 240, height: 240))
        let outline = ring.stroked(StrokeStyle(lineWidth: 6, lineCap: .round, dashes: [4, 2]), tolerance: Stroker.deviceTolerance / 3)
        let firstSubpath = outline.elements.prefix(5)
        #expect(firstSubpath.count == 5 && outline.elements.count % 5 == 0)
        if case .move(let a) = firstSubpath.first, case .line(let b) = firstSubpath.dropFirst().first {
            #expect(a.y == b.y)
        }
        #expect(outline.elements.count > 1000)
    }

    /// Pieces that cannot reach the visible rect are left out, and what is visible stays the
    /// same: a zigzag above the canvas whose miter tips poke 8 px into it, a ring mostly off
    /// the canvas with round caps and dashes, drawn from the whole outline and from the culled one.
    @Test func piecesOutOfSightAreLeftOutAndTheVisiblePartStays() throws {
        let visible = Rect(x: 0, y: 0, width: 64, height: 64)
        let zigzag = polyline([Point(x: 4, y: -40), Point(x: 10, y: -4), Point(x: 16, y: -40), Point(x: 22, y: -4),
                               Point(x: 28, y: -40), Point(x: 120, y: -40), Point(x: 120, y: 200)])
        let miters = StrokeStyle(lineWidth: 4, lineJoin: .miter, miterLimit: 12)
        let ring = Path.ellipse(in: Rect(x: -150, y: 20, width: 200, height: 200))
        let dashed = StrokeStyle(lineWidth: 5, lineCap: .round, dashes: [9, 4])
        for (path, style) in [(zigzag, miters), (ring, dashed)] {
            let whole = path.stroked(style, tolerance: Stroker.deviceTolerance)
            let culled = path.stroked(style, tolerance: Stroker.deviceTolerance, visible: visible)
            #expect(culled.elements.count < whole.elements.count)
            let a = try Support.render([.fillPath(whole, color: white)], width: 64, height: 64)
            let b = try Support.render([.fillPath(culled, color: white)], width: 64, height: 64)
            #expect(Support.maxChannelDifference(a, b) == 0)
            #expect(Support.coveredArea(a) > 20)
        }
    }

    /// A round-joined curve with a handle a billion points away is flattened into hundreds of
    /// thousands of segments; only those near the canvas are given width, so the outline the
    /// renderer fills stays small and the frame takes what its visible part takes.
    @Test func aStrokeReachingFarPastTheCanvasIsOutlinedOnlyNearIt() throws {
        var curve = Path()
        curve.move(to: Point(x: 4, y: 30))
        curve.curve(to: Point(x: 60, y: 34), control1: Point(x: 20, y: 1e9), control2: Point(x: 40, y: -1e9))
        let style = StrokeStyle(lineWidth: 3, lineJoin: .round)
        let outline = curve.stroked(style, tolerance: Stroker.deviceTolerance, visible: Rect(x: 0, y: 0, width: 64, height: 64))
        #expect(outline.elements.count < 2000, "\(outline.elements.count) outline elements")
        let bitmap = try Support.render([.strokePath(curve, style: style, color: white)], width: 64, height: 64)
        #expect(Support.coveredArea(bitmap) > 100)
    }

    /// A cubic stroked 5 wide with round caps is the set of points within 2.5 of the curve:
    /// every pixel within a few levels of 16 × 16 point samples of that distance (to a
    /// 400-chord polyline of the curve, within 0.002 px of it).
    @Test func aCurveMatchesSampledDistances() throws {
        var curve = Path()
        let p0 = Point(x: 6, y: 40), p1 = Point(x: 10, y: 0), p2 = Point(x: 50, y: 60), p3 = Point(x: 58, y: 12)
        curve.move(to: p0)
        curve.curve(to: p3, control1: p1, control2: p2)
        let h = 2.5
        let bitmap = try Support.render([.strokePath(curve, style: StrokeStyle(lineWidth: 2 * h, lineCap: .round, lineJoin: .round),
                                                     color: white, transform: Transform(translationX: 0.2, y: 0.1))],
                                        width: 64, height: 52)
        let chords = 400
        let points = (0...chords).map { i -> Point in
            let t = Double(i) / Double(chords), u = 1 - t
            return Point(x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x + 0.2,
                         y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y + 0.1)
        }
        func distance(_ p: Point, _ a: Point, _ b: Point) -> Double {
            let dx = b.x - a.x, dy = b.y - a.y
            let t = max(0, min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy)))
            let ex = a.x + t * dx - p.x, ey = a.y + t * dy - p.y
            return (ex * ex + ey * ey).squareRoot()
        }
        var worst = 0
        for y in 0..<52 {
            for x in 0..<64 {
                let center = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                let near = (0..<chords).filter { distance(center, points[$0], points[$0 + 1]) < h + 1 }
                let expected: Int
                if near.isEmpty {
                    expected = 0
                } else {
                    var inside = 0
                    for sy in 0..<16 {
                        for sx in 0..<16 {
                            let sample = Point(x: Double(x) + (Double(sx) + 0.5) / 16, y: Double(y) + (Double(sy) + 0.5) / 16)
                            if near.contains(where: { distance(sample, points[$0], points[$0 + 1]) <= h }) { inside += 1 }
                        }
                    }
                    expected = Int((Double(inside) * 255 / 256).rounded())
                }
                worst = max(worst, abs(expected - Int(bitmap[x, y].a)))
            }
        }
        #expect(worst <= 8, "worst \(worst)")
        #expect(Support.coveredArea(bitmap) > 100)
    }
}

/// The `strokePath` op's JSON form.
@Suite struct StrokePathJSONTests {
    @Test func roundTripsAndWritesVersionFour() throws {
        var path = Path()
        path.move(to: Point(x: 2, y: 3))
        path.quadCurve(to: Point(x: 20, y: 12), control: Point(x: 14, y: -2))
        path.line(to: Point(x: 4, y: 18))
        let full = StrokeStyle(lineWidth: 1.5, lineCap: .round, lineJoin: .bevel, miterLimit: 4, dashes: [3, 1.5, 0.5],
                               dashPhase: -1.25, strokeStart: 0.1, strokeEnd: 0.9)
        let list = DisplayList(width: 48, height: 48, ops: [
            .strokePath(path, style: full, color: Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8),
                        transform: Transform(scaleX: 2, y: 2), id: "ring"),
            .strokePath(path, style: StrokeStyle(lineWidth: 2), color: .black),
        ])
        #expect(list.version == 4)
        let json = list.jsonString
        #expect(json.contains("\"lineCap\": \"round\"") && json.contains("\"dashes\": [3, 1.5, 0.5]"))
        #expect(!json.contains("miterLimit\": 10"))  // defaults are left out
        let read = try DisplayList(jsonString: json)
        #expect(read == list)
        #expect(try read.render() == (try list.render()))
        #expect(Support.coveredArea(try list.render()) > 20)
    }

    @Test func badValuesAreRefusedByField() {
        func list(_ fields: String, version: Int = 4) -> String {
            let op = "{\"op\": \"strokePath\", \"path\": [[\"M\", 0, 0], [\"L\", 4, 0]], \"color\": [0, 0, 0, 1]\(fields)}"
            return "{\"version\": \(version), \"width\": 8, \"height\": 8, \"ops\": [\(op)]}"
        }
        let error = Support.readingError
        #expect(error(list(", \"lineWidth\": 1")) == nil)
        #expect(error(list("")) == "ops[0]: missing field \"lineWidth\"")
        #expect(error(list(", \"lineWidth\": 1", version: 3)) == "ops[0].op: strokePath needs version 4 (the list says 3)")
        let cases: [(String, String)] = [
            (", \"lineWidth\": -1", "ops[0].lineWidth: -1 is negative (expected >= 0)"),
            (", \"lineWidth\": NaN", "ops[0].lineWidth: nan is not a finite number"),
            (", \"lineWidth\": 1, \"dashes\": [2, -1]", "ops[0].dashes[1]: -1 is negative (expected >= 0)"),
            (", \"lineWidth\": 1, \"dashes\": [0, 0]", "ops[0].dashes: a dash pattern needs a length above 0 (use [] for a solid line)"),
            (", \"lineWidth\": 1, \"dashes\": 4", "ops[0].dashes: expected an array of lengths, found a number"),
            (", \"lineWidth\": 1, \"dashes\": [1, Infinity]", "ops[0].dashes[1]: inf is not a finite number"),
            (", \"lineWidth\": 1, \"dashPhase\": NaN", "ops[0].dashPhase: nan is not a finite number"),
            (", \"lineWidth\": 1, \"miterLimit\": 0.5", "ops[0].miterLimit: 0.5 is less than 1"),
            (", \"lineWidth\": 1, \"strokeStart\": 1.5", "ops[0].strokeStart: 1.5 is outside [0, 1]"),
            (", \"lineWidth\": 1, \"strokeEnd\": -0.25", "ops[0].strokeEnd: -0.25 is outside [0, 1]"),
            (", \"lineWidth\": 1, \"strokeStart\": 0.75, \"strokeEnd\": 0.25", "ops[0].strokeStart: 0.75 is greater than strokeEnd (0.25)"),
            (", \"lineWidth\": 1, \"lineCap\": \"flat\"", "ops[0].lineCap: \"flat\" is not one of \"butt\", \"round\", \"square\""),
            (", \"lineWidth\": 1, \"lineJoin\": \"sharp\"", "ops[0].lineJoin: \"sharp\" is not one of \"miter\", \"round\", \"bevel\""),
            (", \"lineWidth\": 1, \"dashOffset\": 2", "ops[0].dashOffset: unknown field"),
        ]
        for (fields, message) in cases {
            #expect(error(list(fields)) == message, "\(fields)")
        }
        // The same rules for lists built in code, before drawing.
        #expect(throws: DisplayListError(path: "ops[0].dashes[0]", message: "-2 is negative (expected >= 0)")) {
            try DisplayList(width: 4, height: 4, ops: [.strokePath(Path.rect(Rect(x: 0, y: 0, width: 2, height: 2)),
                                                                   style: StrokeStyle(dashes: [-2, 1]), color: .black)]).validate()
        }
    }
}
