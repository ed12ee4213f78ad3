@testable import GoldensRaster
import Testing

@Suite struct RenderingTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1, alpha: 0.7)

    @Test func drawingUnderAClipEqualsAGroupOfAlphaOneUnderTheSameClip() throws {
        let clip = DisplayOp.pushClipRoundedRect(Rect(x: 1.5, y: 2.25, width: 20.3, height: 13.1), radius: 4.4,
                                                 transform: Transform(rotationAngle: 0.3).concatenating(Transform(translationX: 6, y: 1)))
        let a = DisplayOp.fillRoundedRect(Rect(x: 0, y: 0, width: 18, height: 14), radius: 3, color: red)
        let b = DisplayOp.fillRect(Rect(x: 6.5, y: 4.25, width: 20, height: 9), color: blue, transform: Transform(rotationAngle: -0.2))
        let background = Color(red: 0.2, green: 0.9, blue: 0.3, alpha: 0.6)
        let direct = try Support.render([clip, a, b, .popClip], width: 32, height: 24, background: background)
        let grouped = try Support.render([clip, .pushGroup(alpha: 1), a, b, .popGroup, .popClip], width: 32, height: 24,
                                         background: background)
        // The clip applies to each op as it is drawn, not again to the group's composite, so
        // the two agree up to the rounding of compositing in a different order.
        #expect(Support.maxChannelDifference(direct, grouped) <= 1)
        // Without translucency in the group content they are identical.
        let opaqueB = DisplayOp.fillRect(Rect(x: 6.5, y: 4.25, width: 20, height: 9), color: red)
        #expect(try Support.render([clip, a, opaqueB, .popClip], width: 32, height: 24)
                == Support.render([clip, .pushGroup(alpha: 1), a, opaqueB, .popGroup, .popClip], width: 32, height: 24))
    }

    @Test func groupOpacityFlattensBeforeBlending() throws {
        // Two overlapping opaque rects in a group at alpha 0.5: the overlap is 50 % of the top one,
        // not a mix of both (allowsGroupOpacity).
        let ops: [DisplayOp] = [
            .pushGroup(alpha: 0.5),
            .fillRect(Rect(x: 0, y: 0, width: 6, height: 4), color: red),
            .fillRect(Rect(x: 3, y: 0, width: 6, height: 4), color: Color(red: 0, green: 0, blue: 1)),
            .popGroup,
        ]
        let bitmap = try Support.render(ops, width: 10, height: 4, background: .white)
        // alpha 0.5 is 128/255: white keeps 127/255 of itself under the group.
        #expect(bitmap[4, 1] == PremultipliedPixel(r: 127, g: 127, b: 255, a: 255))
        #expect(bitmap[1, 1] == PremultipliedPixel(r: 255, g: 127, b: 127, a: 255))
        #expect(bitmap[9, 1] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
        // Alpha 0 draws nothing at all, however much is inside.
        let hidden = try Support.render([.pushGroup(alpha: 0)] + ops + [.popGroup], width: 10, height: 4, background: .white)
        #expect(hidden == Bitmap(width: 10, height: 4, fill: PremultipliedPixel(r: 255, g: 255, b: 255, a: 255)))
    }

    @Test func translucentFillsAreExactAtEveryAlignment() throws {
        // The pixel-aligned fast path blends two pixels per step; odd starts and ends too.
        let color = Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5)
        let background = Color(red: 0.9, green: 0.1, blue: 0.3)
        let s = color.premultiplied, d = background.premultiplied
        func over(_ sc: UInt8, _ dc: UInt8) -> UInt8 {
            UInt8(Int(sc) + Int((Double(Int(dc) * (255 - Int(s.a))) / 255).rounded()))
        }
        let blended = PremultipliedPixel(r: over(s.r, d.r), g: over(s.g, d.g), b: over(s.b, d.b), a: over(s.a, d.a))
        for x0 in 0..<3 {
            for width in 1..<7 {
                let bitmap = try Support.render([.fillRect(Rect(x: Double(x0), y: 0, width: Double(width), height: 1), color: color)],
                                                width: 10, height: 1, background: background)
                for x in 0..<10 {
                    #expect(bitmap[x, 0] == ((x0..<x0 + width).contains(x) ? blended : d), "x0 \(x0) width \(width) x \(x)")
                }
            }
        }
    }

    @Test func clipsNestAndMultiply() throws {
        let ops: [DisplayOp] = [
            .pushClipRect(Rect(x: 0, y: 0, width: 4.5, height: 8)),
            .pushClipRect(Rect(x: 2, y: 0, width: 8, height: 2.5)),
            .fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: .white),
            .popClip,
            .fillRect(Rect(x: 0, y: 5, width: 10, height: 1), color: .white),
            .popClip,
            .fillRect(Rect(x: 0, y: 9, width: 10, height: 1), color: .white),
        ]
        let bitmap = try Support.render(ops, width: 10, height: 10)
        #expect(bitmap[2, 0].a == 255 && bitmap[1, 0].a == 0 && bitmap[5, 0].a == 0)
        #expect(bitmap[4, 0].a == 128 && bitmap[3, 2].a == 128 && bitmap[4, 2].a == 64)  // products of half covers
        #expect(bitmap[1, 5].a == 255 && bitmap[4, 5].a == 128 && bitmap[6, 5].a == 0)  // inner clip popped
        #expect(bitmap[9, 9].a == 255)  // all clips popped
        // A clip with a zero-determinant transform clips everything away.
        let none = try Support.render([.pushClipRect(Rect(x: 0, y: 0, width: 10, height: 10), transform: Transform(scaleX: 0, y: 1)),
                                       .fillRect(Rect(x: 0, y: 0, width: 10, height: 10), color: .white), .popClip])
        #expect(Support.coveredArea(none) == 0)
    }

    @Test func imagesSampleNearestAndBilinearAtPixelCentres() throws {
        // A 2x1 image: black | white (opaque), drawn at 4x scale.
        let image = try #require(Bitmap(width: 2, height: 1, premultipliedBytes: [0, 0, 0, 255, 255, 255, 255, 255]))
        let nearest = try Support.render([.drawImage("i", rect: Rect(x: 0, y: 0, width: 8, height: 1), filter: .nearest)],
                                         width: 8, height: 1, images: ["i": image])
        #expect((0..<8).map { nearest[$0, 0].r } == [0, 0, 0, 0, 255, 255, 255, 255])
        let bilinear = try Support.render([.drawImage("i", rect: Rect(x: 0, y: 0, width: 8, height: 1))],
                                          width: 8, height: 1, images: ["i": image])
        // Centre of device pixel i maps to u = (i + 0.5) / 4; texel centres at 0.5 and 1.5;
        // outside them the edge texels repeat.
        let expected: [UInt8] = (0..<8).map { i in
            let u = (Double(i) + 0.5) / 4 - 0.5
            return UInt8((min(max(u, 0), 1) * 255).rounded())
        }
        #expect((0..<8).map { bilinear[$0, 0].r } == expected)
        #expect(bilinear[7, 0].a == 255)
        // An unknown image name is refused before drawing.
        #expect(throws: DisplayListError(path: "ops[0].image", message: "no image named \"j\"")) {
            try Support.render([.drawImage("j", rect: Rect(x: 0, y: 0, width: 8, height: 1))], images: ["i": image])
        }
    }

    @Test func degenerateAndHostileGeometryDrawsDefinedOutput() throws {
        let unit = Rect(x: 0, y: 0, width: 10, height: 10)
        let cases: [(DisplayOp, Double)] = [
            (.fillRect(unit, color: .white, transform: Transform(scaleX: 0, y: 0)), 0),
            (.fillRect(unit, color: .white, transform: Transform(scaleX: 1e-6, y: 1e-6)), 0),
            (.fillRect(Rect(x: 1e7 + 2.25, y: 0, width: 4, height: 4), color: .white, transform: Transform(translationX: -1e7, y: 0)), 16),
            (.fillRect(Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7), color: .white), 256),
            (.fillRect(Rect(x: 0, y: 0, width: 1, height: 1), color: .white, transform: Transform(scaleX: 1e6, y: 1e6)), 256),
            (.fillRoundedRect(Rect(x: -1e7, y: -1e7, width: 2e7, height: 2e7), radius: 5e6, color: .white), 256),
            (.fillPath(Path(), color: .white), 0),
            (.fillRect(Rect(x: 4, y: 4, width: 0, height: 5), color: .white), 0),
            (.fillRect(Rect(x: 8, y: 8, width: -4, height: -4), color: .white), 16),
            (.fillRect(Rect(x: 0, y: 0, width: 1e300, height: 1e300), color: .white), 256),
        ]
        for (op, area) in cases {
            let bitmap = try Support.render([op])
            #expect(abs(Support.coveredArea(bitmap) - area) < 0.01, "\(op)")
        }
        // NaN anywhere is refused by validation, naming it, instead of trapping.
        #expect(throws: DisplayListError(path: "ops[0].transform[0]", message: "nan is not a finite number")) {
            try Support.render([.fillRect(unit, color: .white, transform: Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0))])
        }
        // A path's bad coordinate is named by element and number, in every kind of element;
        // finite coordinates whose sum passes the largest Double are not refused.
        var bad = Path()
        bad.move(to: Point(x: 0, y: 0))
        bad.quadCurve(to: Point(x: 4, y: 4), control: Point(x: 1, y: -.infinity))
        #expect(throws: DisplayListError(path: "ops[0].path[1][2]", message: "-inf is not a finite number")) {
            try Support.render([.fillPath(bad, color: .white)])
        }
        bad = Path()
        bad.move(to: Point(x: 0, y: 0))
        bad.curve(to: Point(x: .nan, y: 4), control1: Point(x: 1, y: 1), control2: Point(x: 2, y: 2))
        #expect(throws: DisplayListError(path: "ops[0].path[1][5]", message: "nan is not a finite number")) {
            try Support.render([.fillPath(bad, color: .white)])
        }
        var huge = Path()
        huge.move(to: Point(x: 1e308, y: 1e308))
        huge.curve(to: Point(x: 1e308, y: 1e308), control1: Point(x: 1e308, y: 1e308), control2: Point(x: 1, y: 1))
        huge.line(to: Point(x: 0, y: 0))
        _ = try Support.render([.fillPath(huge, color: .white)])
        // Through the internal API (no validation) a non-finite path draws nothing.
        var path = Path()
        path.move(to: Point(x: 0, y: 0)); path.line(to: Point(x: .infinity, y: 3)); path.line(to: Point(x: 2, y: .nan))
        let context = RenderContext(target: Surface(transparent: PixelBounds(x0: 0, y0: 0, x1: 8, y1: 8)), images: [:])
        context.execute(.fillPath(path, rule: .nonZero, color: .white, transform: .identity))
        #expect(context.target.isClean)
        // A curve with control points 1e7 away flattens in bounded time.
        var wild = Path()
        wild.move(to: Point(x: 0, y: 0))
        wild.curve(to: Point(x: 16, y: 16), control1: Point(x: 1e7, y: -1e7), control2: Point(x: -1e7, y: 1e7))
        _ = try Support.render([.fillPath(wild, color: .white)])
    }

    @Test func oneUlpJitterDoesNotChangeOutput() throws {
        func render(_ jitter: Double) throws -> Bitmap {
            try Support.render([.fillRoundedRect(Rect(x: 1.25 + jitter, y: 2.5, width: 9.75, height: 7.125 - jitter), radius: 2.5,
                                                 color: red, transform: Transform(a: 3 + jitter, b: 0, c: 0, d: 3, tx: 0.5, ty: 0))],
                               width: 40, height: 40)
        }
        let base = try render(0)
        #expect(try render(1.25.ulp) == base)
        #expect(try render(-(1.25.ulp)) == base)
    }

    @Test func renderingIsDeterministicAcrossRunsAndThreads() async throws {
        let list = DisplayList(width: 64, height: 64, background: Color(white: 0.9), ops: [
            .pushClipRoundedRect(Rect(x: 2, y: 2, width: 60, height: 60), radius: 9, transform: Transform(rotationAngle: 0.1)),
            .pushGroup(alpha: 0.6),
            .fillRoundedRect(Rect(x: 5, y: 5, width: 40, height: 30), radius: 6, color: red),
            .strokeRoundedRect(Rect(x: 5, y: 5, width: 40, height: 30), radius: 6, lineWidth: 0.5, color: .black),
            .popGroup,
            .fillRect(Rect(x: 10, y: 20, width: 50, height: 30), color: blue, transform: Transform(rotationAngle: 0.5)),
            .popClip,
        ])
        let first = try list.render()
        #expect(try list.render() == first)
        let results = await withTaskGroup(of: Bitmap?.self) { group in
            for _ in 0..<2 { group.addTask { try? list.render() } }
            var all: [Bitmap?] = []
            for await result in group { all.append(result) }
            return all
        }
        #expect(results.allSatisfy { $0 == first })
    }
}
