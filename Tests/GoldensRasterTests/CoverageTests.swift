@testable import GoldensRaster
import Testing

@Suite struct CoverageTests {
    let white = Color.white

    @Test func pixelAlignedOpaqueRectHasNoPartialPixels() throws {
        let bitmap = try Support.render([.fillRect(Rect(x: 3, y: 2, width: 7, height: 5), color: white)])
        for y in 0..<16 {
            for x in 0..<16 {
                let inside = (3..<10).contains(x) && (2..<7).contains(y)
                #expect(bitmap[x, y].a == (inside ? 255 : 0), "(\(x), \(y))")
            }
        }
        // The same rect through the general path (rotated by a full turn) gives the same bytes.
        let viaPath = try Support.render([.fillRoundedRect(Rect(x: 3, y: 2, width: 7, height: 5), radius: 0, color: white,
                                                           transform: Transform(a: 1, b: 0, c: 0, d: 1, tx: 1e-9, ty: 0))])
        #expect(viaPath == bitmap)
    }

    @Test func halfCoveredPixelsAreExactlyHalf() throws {
        // x from 2.5 to 6.5: columns 2 and 6 are half covered; 127.5 rounds up to 128.
        let bitmap = try Support.render([.fillRect(Rect(x: 2.5, y: 0, width: 4, height: 1), color: white)])
        #expect(bitmap[2, 0] == PremultipliedPixel(r: 128, g: 128, b: 128, a: 128))
        #expect(bitmap[6, 0] == PremultipliedPixel(r: 128, g: 128, b: 128, a: 128))
        #expect(bitmap[3, 0].a == 255)
        // A quarter of a pixel (half in x, half in y): 63.75 -> 64.
        let quarter = try Support.render([.fillRect(Rect(x: 0.5, y: 0.5, width: 1, height: 1), color: white)])
        #expect(quarter[0, 0].a == 64 && quarter[1, 1].a == 64 && quarter[0, 1].a == 64)
        // Half-covered over an opaque red background: 50 % red + 50 % white-over.
        let over = try Support.render([.fillRect(Rect(x: 0, y: 0, width: 0.5, height: 1), color: Color(red: 0, green: 0, blue: 1))],
                                      background: Color(red: 1, green: 0, blue: 0))
        #expect(over[0, 0] == PremultipliedPixel(r: 127, g: 0, b: 128, a: 255))
        // A diagonal through a pixel's corners covers half of it.
        var triangle = Path()
        triangle.move(to: Point(x: 0, y: 0)); triangle.line(to: Point(x: 4, y: 0)); triangle.line(to: Point(x: 0, y: 4))
        let diagonal = try Support.render([.fillPath(triangle, color: white)])
        #expect(diagonal[1, 2].a == 128 && diagonal[0, 3].a == 128 && diagonal[0, 0].a == 255 && diagonal[3, 3].a == 0)
    }

    @Test func coverageSumsToTheAreaOfTheShape() throws {
        // ε: every edge pixel may round by half a level, plus the flattening of curves
        // (chord error ≤ 0.05 px along the perimeter).
        let shapes: [(Path, Double, Double)] = [
            (.rect(Rect(x: 1.3, y: 2.7, width: 9.1, height: 6.45)), 9.1 * 6.45, 2 * (9.1 + 6.45)),
            (.ellipse(in: Rect(x: 2.2, y: 1.9, width: 11, height: 11)), Double.pi * 5.5 * 5.5, Double.pi * 11),
            (.roundedRect(Rect(x: 0.6, y: 0.3, width: 14, height: 9), radius: 3), 14 * 9 - (4 - Double.pi) * 9, 2 * 23 - 8 * 3 + 2 * Double.pi * 3),
        ]
        for (path, area, perimeter) in shapes {
            let bitmap = try Support.render([.fillPath(path, color: white)])
            let epsilon = perimeter * (0.5 / 255 + 0.05)
            #expect(abs(Support.coveredArea(bitmap) - area) < epsilon, "area \(Support.coveredArea(bitmap)) vs \(area)")
        }
        // A rotated rect: the area is invariant.
        let rotated = try Support.render([.fillRect(Rect(x: -3, y: -2, width: 6, height: 4), color: white,
                                                    transform: Transform(rotationAngle: 0.4).concatenating(Transform(translationX: 8, y: 8)))],
                                         width: 16, height: 16)
        #expect(abs(Support.coveredArea(rotated) - 24) < 20 * 0.5 / 255 + 0.01)
    }

    @Test func matchesExactPolygonCoverageWithinOneLevel() throws {
        var random = Support.Random(seed: 7)
        var worst = 0
        for _ in 0..<40 {
            // Random convex quads (rotated, sheared rects) anywhere on a 16x16 canvas.
            let angle = random.range(0, 6.3)
            let t = Transform(rotationAngle: angle)
                .concatenating(Transform(a: 1, b: 0, c: random.range(-0.5, 0.5), d: 1, tx: 0, ty: 0))
                .concatenating(Transform(translationX: random.range(4, 12), y: random.range(4, 12)))
            let rect = Rect(x: -random.range(0.1, 4), y: -random.range(0.1, 4), width: random.range(0.2, 8), height: random.range(0.2, 8))
            let bitmap = try Support.render([.fillRect(rect, color: white, transform: t)])
            let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                           Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)].map { $0.applying(t) }
            for y in 0..<16 {
                for x in 0..<16 {
                    let exact = Int((Support.exactPixelCoverage(corners, x, y) * 255).rounded())
                    worst = max(worst, abs(exact - Int(bitmap[x, y].a)))
                }
            }
        }
        #expect(worst <= 1, "max difference from exact coverage: \(worst)")
    }

    @Test func tallShapesAreExactAcrossAccumulationBands() throws {
        // Coverage is accumulated 64 rows at a time; edges crossing band boundaries must join.
        let t = Transform(rotationAngle: 0.07).concatenating(Transform(translationX: 20, y: 10))
        let rect = Rect(x: -12.3, y: 0.4, width: 24.1, height: 180.7)
        let bitmap = try Support.render([.fillRect(rect, color: .white, transform: t)], width: 40, height: 200)
        let corners = [Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
                       Point(x: rect.maxX, y: rect.maxY), Point(x: rect.minX, y: rect.maxY)].map { $0.applying(t) }
        var worst = 0
        for y in 0..<200 {
            for x in 0..<40 {
                worst = max(worst, abs(Int((Support.exactPixelCoverage(corners, x, y) * 255).rounded()) - Int(bitmap[x, y].a)))
            }
        }
        #expect(worst <= 1)
    }

    @Test func integerTranslationShiftsOutputExactly() throws {
        let shape = DisplayOp.fillRoundedRect(Rect(x: 1.3, y: 0.7, width: 7.4, height: 5.9), radius: 2.2,
                                              color: Color(red: 0.2, green: 0.6, blue: 0.9, alpha: 0.8),
                                              transform: Transform(rotationAngle: 0.2))
        let base = try Support.render([shape], width: 32, height: 32)
        guard case .fillRoundedRect(let rect, let radius, let color, let t) = shape.kind else { return }
        let moved = try Support.render([.fillRoundedRect(rect, radius: radius, color: color,
                                                         transform: t.concatenating(Transform(translationX: 13, y: 9)))],
                                       width: 32, height: 32)
        for y in 0..<23 {
            for x in 0..<19 {
                #expect(base[x, y] == moved[x + 13, y + 9])
            }
        }
    }

    /// Renders `op` plain and turned by 90°, 180° and 270° about the canvas, and returns the
    /// largest channel difference and the count of differing pixels against the turned-back image.
    func quarterTurnDifferences(_ make: (Transform) -> DisplayOp, size: Int) throws -> (Int, Int) {
        let plain = try Support.render([make(.identity)], width: size, height: size)
        let s = Double(size)
        let turns: [(Transform, (Int, Int) -> (Int, Int))] = [
            // 90°: (x, y) -> (s - y, x)
            (Transform(rotationAngle: .pi / 2).concatenating(Transform(translationX: s, y: 0)), { x, y in (size - 1 - y, x) }),
            (Transform(rotationAngle: .pi).concatenating(Transform(translationX: s, y: s)), { x, y in (size - 1 - x, size - 1 - y) }),
            (Transform(rotationAngle: 3 * .pi / 2).concatenating(Transform(translationX: 0, y: s)), { x, y in (y, size - 1 - x) }),
        ]
        var worst = 0, differing = 0
        for (transform, map) in turns {
            let turned = try Support.render([make(transform)], width: size, height: size)
            for y in 0..<size {
                for x in 0..<size {
                    let (u, v) = map(x, y)
                    let a = plain[x, y], b = turned[u, v]
                    let d = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)), abs(Int(a.a) - Int(b.a)))
                    worst = max(worst, d)
                    if d != 0 { differing += 1 }
                }
            }
        }
        return (worst, differing)
    }

    @Test func quarterTurnsOfRectsEqualTransposedAndFlippedRenders() throws {
        // Edges parallel to the axes meet pixel boundaries at exact grid points: bit-exact.
        let color = Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.9)
        let (worst, _) = try quarterTurnDifferences({ .fillRect(Rect(x: 2.3, y: 4.6, width: 9.2, height: 5.55), color: color, transform: $0) },
                                                    size: 20)
        #expect(worst == 0)
        let border = try quarterTurnDifferences({ .strokeRoundedRect(Rect(x: 1.25, y: 3.5, width: 15.1, height: 7.3), radius: 0,
                                                                     lineWidth: 0.7, color: color, transform: $0) }, size: 20)
        #expect(border.0 == 0)
    }

    @Test func quarterTurnsOfCurvesAgreeWithinOneLevel() throws {
        // Where a slanted edge crosses a pixel boundary the crossing is rounded to the
        // sub-pixel grid, which is not symmetric under a turn: at most one level apart.
        let color = Color(red: 0.9, green: 0.3, blue: 0.1, alpha: 0.9)
        let (worst, differing) = try quarterTurnDifferences({ .fillRoundedRect(Rect(x: 2.3, y: 4.6, width: 9.2, height: 5.5), radius: 2.5,
                                                                                 color: color, transform: $0) }, size: 20)
        #expect(worst <= 1)
        #expect(differing <= 3 * 20, "\(differing) of \(3 * 400) pixels differ")
    }

    @Test func evenOddAndNonZeroDifferOnlyWhereWindingIsTwo() throws {
        var path = Path.rect(Rect(x: 1, y: 1, width: 10, height: 10))
        path.addRect(Rect(x: 4, y: 4, width: 4, height: 4))  // same direction: winding 2 inside
        let nonZero = try Support.render([.fillPath(path, rule: .nonZero, color: white)])
        let evenOdd = try Support.render([.fillPath(path, rule: .evenOdd, color: white)])
        #expect(nonZero[5, 5].a == 255 && evenOdd[5, 5].a == 0)
        #expect(nonZero[2, 2].a == 255 && evenOdd[2, 2].a == 255)
        // A self-intersecting bow tie: both lobes covered under either rule.
        var bow = Path()
        bow.move(to: Point(x: 0, y: 0)); bow.line(to: Point(x: 8, y: 8)); bow.line(to: Point(x: 8, y: 0)); bow.line(to: Point(x: 0, y: 8))
        let tie = try Support.render([.fillPath(bow, color: white)])
        #expect(tie[7, 4].a == 255 && tie[0, 4].a == 255 && tie[4, 1].a == 0)
    }

    @Test func thinBordersWindTheInnerOutlineOppositeAndStayExact() throws {
        // A 0.5 px border on pixel boundaries: every border pixel is exactly half covered.
        let bitmap = try Support.render([.strokeRoundedRect(Rect(x: 2, y: 2, width: 10, height: 8), radius: 0, lineWidth: 0.5,
                                                            color: white)])
        #expect(bitmap[2, 5].a == 128 && bitmap[11, 5].a == 128 && bitmap[6, 2].a == 128 && bitmap[6, 9].a == 128)
        #expect(bitmap[2, 2].a == 191)  // corner: 3/4 of the pixel
        #expect(bitmap[6, 5].a == 0 && bitmap[1, 5].a == 0)
        // Rounded: area of the band = outer - inner rounded rects.
        let rounded = try Support.render([.strokeRoundedRect(Rect(x: 1, y: 1, width: 14, height: 14), radius: 5, lineWidth: 1.5,
                                                             color: white)])
        let outer = 14.0 * 14 - (4 - Double.pi) * 25
        let inner = 11.0 * 11 - (4 - Double.pi) * 3.5 * 3.5
        // Both outlines are chords of their arcs (≤ 0.05 px inside): ε from the arc lengths.
        #expect(abs(Support.coveredArea(rounded) - (outer - inner)) < (2 * Double.pi * 5 + 2 * Double.pi * 3.5) * 0.05)
        // Line width beyond half the size fills the whole rounded rect.
        let solid = try Support.render([.strokeRoundedRect(Rect(x: 0, y: 0, width: 4, height: 4), radius: 0, lineWidth: 3, color: white)])
        #expect(solid[1, 1].a == 255 && solid[2, 2].a == 255)
    }

    @Test func roundedCornersAreCircular() throws {
        // Pixels whose squares lie wholly inside or outside the circle of the corner are exactly
        // full or empty; the arc passes within the flattening tolerance of the true circle.
        let r = 40.0
        let bitmap = try Support.render([.fillRoundedRect(Rect(x: 0, y: 0, width: 100, height: 100), radius: r, color: white)],
                                        width: 100, height: 100)
        for y in 0..<40 {
            for x in 0..<40 {
                let dxNear = max(0, r - Double(x + 1)), dyNear = max(0, r - Double(y + 1))
                let dxFar = r - Double(x), dyFar = r - Double(y)
                let near = (dxNear * dxNear + dyNear * dyNear).squareRoot()
                let far = (dxFar * dxFar + dyFar * dyFar).squareRoot()
                if far < r - 0.06 { #expect(bitmap[x, y].a == 255, "(\(x), \(y))") }
                if near > r + 0.06 { #expect(bitmap[x, y].a == 0, "(\(x), \(y))") }
            }
        }
        // The corner radius is clamped to half the shorter side: a pill.
        let pill = try Support.render([.fillRoundedRect(Rect(x: 0, y: 0, width: 12, height: 4), radius: 100, color: white)])
        let circleEnds = try Support.render([.fillPath(.ellipse(in: Rect(x: 0, y: 0, width: 4, height: 4)), color: white)])
        #expect(pill[0, 0] == circleEnds[0, 0] && pill[1, 1] == circleEnds[1, 1])
    }
}
