@testable import GoldensRaster
import Testing

/// Planes: ops drawn flat into their own space, then shown through a projective map (a layer
/// under a 3-D transform). Checked against exact polygon areas and the perspective formula.
@Suite struct PlaneTests {
    let white = Color(red: 1, green: 1, blue: 1)

    /// A card flip's map: the plane's x about `centerX` turned by `angle` about the vertical
    /// axis, seen from `distance` (m34 = −1/distance), then moved to (`centerX`, 0).
    func flip(angle: Double, distance: Double, centerX: Double) -> ProjectiveTransform {
        var perspective = Transform3D.identity
        perspective.m34 = -1 / distance
        return Transform3D(translationX: -centerX, y: 0, z: 0)
            .concatenating(Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0))
            .concatenating(perspective)
            .concatenating(Transform3D(translationX: centerX, y: 0, z: 0))
            .projection
    }

    @Test func aTranslatedPlaneDrawsWhatItHoldsUnchanged() throws {
        let card = DisplayOp.fillRect(Rect(x: 2, y: 3, width: 10, height: 6), color: Color(red: 1, green: 0.5, blue: 0))
        let direct = try Support.render([.fillRect(Rect(x: 7, y: 6, width: 10, height: 6), color: Color(red: 1, green: 0.5, blue: 0))],
                                        width: 24, height: 16)
        let planed = try Support.render([.pushPlane(Rect(x: 0, y: 0, width: 16, height: 12),
                                                    transform: ProjectiveTransform(Transform(translationX: 5, y: 3))),
                                         card, .popPlane], width: 24, height: 16)
        #expect(planed == direct)
    }

    @Test func aPlaneInPerspectiveCoversTheProjectedQuadExactly() throws {
        let projection = flip(angle: 1.0, distance: 40, centerX: 16).concatenating(
            ProjectiveTransform(Transform(translationX: 2, y: 4)))
        let rect = Rect(x: 0, y: 0, width: 32, height: 24)
        let bitmap = try Support.render([.pushPlane(rect, transform: projection), .fillRect(rect, color: white), .popPlane],
                                        width: 40, height: 36)
        let quad = [Point(x: 0, y: 0), Point(x: 32, y: 0), Point(x: 32, y: 24), Point(x: 0, y: 24)].map { projection.apply($0)! }
        var worst = 0.0
        for y in 0..<36 {
            for x in 0..<40 {
                let expected = Support.exactPixelCoverage(quad, x, y) * 255
                worst = max(worst, abs(Double(bitmap[x, y].a) - expected))
            }
        }
        // One level from coverage (as every fill), one from compositing the sampled texture.
        #expect(worst <= 2, "largest alpha error \(worst) against the exact area of the projected quad")
        // The near edge is taller than the far one: perspective, not a flat squash.
        #expect(abs(quad[1].y - quad[2].y) != abs(quad[0].y - quad[3].y))
    }

    @Test func theTextureIsPerspectiveCorrect() throws {
        // Left half red, right half blue; the seam lands where the plane's x = 16 projects,
        // which is not half-way across the projected quad.
        let projection = flip(angle: 1.1, distance: 50, centerX: 24)
        let rect = Rect(x: 0, y: 0, width: 48, height: 32)
        let ops: [DisplayOp] = [
            .pushPlane(rect, transform: projection),
            .fillRect(Rect(x: 0, y: 0, width: 16, height: 32), color: Color(red: 1, green: 0, blue: 0)),
            .fillRect(Rect(x: 16, y: 0, width: 32, height: 32), color: Color(red: 0, green: 0, blue: 1)),
            .popPlane,
        ]
        let bitmap = try Support.render(ops, width: 48, height: 32)
        let seam = projection.apply(Point(x: 16, y: 16))!.x
        let left = projection.apply(Point(x: 0, y: 16))!.x, right = projection.apply(Point(x: 48, y: 16))!.x
        let naive = left + (right - left) / 3
        #expect(abs(seam - naive) > 2, "the test needs a seam away from the affine guess")
        #expect(bitmap[Int(seam) - 2, 16].r == 255 && bitmap[Int(seam) - 2, 16].b == 0)
        #expect(bitmap[Int(seam) + 2, 16].b == 255 && bitmap[Int(seam) + 2, 16].r == 0)
    }

    @Test func aShrunkPlaneAveragesWhatEachPixelCovers() throws {
        // One-texel white and black columns shown at a seventh of their width: each pixel
        // covers seven columns and shows their mean (3 or 4 white of 7), not whichever column
        // a lone sample at its centre would hit (all white or all black, alternately).
        // The columns are an image, so the plane is drawn through its texture (shapes alone
        // would be projected one by one; see the next test).
        var stripes = Bitmap(width: 112, height: 8)
        for y in 0..<8 { for column in stride(from: 0, to: 112, by: 2) { stripes[column, y] = PremultipliedPixel(r: 255, g: 255, b: 255, a: 255) } }
        let ops: [DisplayOp] = [.pushPlane(Rect(x: 0, y: 0, width: 112, height: 8),
                                           transform: ProjectiveTransform(Transform(scaleX: 1.0 / 7, y: 1))),
                                .drawImage("stripes", rect: Rect(x: 0, y: 0, width: 112, height: 8), filter: .nearest),
                                .popPlane]
        let bitmap = try Support.render(ops, width: 16, height: 8, images: ["stripes": stripes])
        for x in 0..<16 {
            let whites = (7 * x..<7 * x + 7).filter { $0 % 2 == 0 }.count
            let expected = Int((Double(whites) / 7 * 255).rounded())
            #expect(abs(Int(bitmap[x, 4].a) - expected) <= 1, "pixel \(x): alpha \(bitmap[x, 4].a), expected \(expected)")
        }
    }

    /// A plane of shapes only is drawn by projecting each shape: the edges inside the plane (an
    /// inner card's) get exact-area coverage too, not a resampled texture's soft edge.
    @Test func shapesInAPlaneAreProjectedWithExactEdges() throws {
        let projection = flip(angle: 0.9, distance: 45, centerX: 16).concatenating(
            ProjectiveTransform(Transform(translationX: 3, y: 5)))
        let rect = Rect(x: 0, y: 0, width: 32, height: 24), inner = Rect(x: 5.3, y: 4.7, width: 19.1, height: 13.4)
        let bitmap = try Support.render([.pushPlane(rect, transform: projection), .fillRect(inner, color: white), .popPlane],
                                        width: 40, height: 36)
        let quad = [Point(x: inner.minX, y: inner.minY), Point(x: inner.maxX, y: inner.minY),
                    Point(x: inner.maxX, y: inner.maxY), Point(x: inner.minX, y: inner.maxY)].map { projection.apply($0)! }
        var worst = 0.0
        for y in 0..<36 {
            for x in 0..<40 {
                worst = max(worst, abs(Double(bitmap[x, y].a) - Support.exactPixelCoverage(quad, x, y) * 255))
            }
        }
        // Within two levels: vertices snap to the rasterizer's sub-pixel grid, as in every fill.
        #expect(worst <= 2, "largest alpha error \(worst) against the exact area of the projected inner card")
        #expect(PlaneProjection.topLevelPlanes([.pushPlane(rect, transform: projection), .fillRect(inner, color: white), .popPlane])
                == [0: PlaneProjection.Span(end: 2, projected: true)])
        #expect(PlaneProjection.topLevelPlanes([.pushPlane(rect, transform: projection), .pushGroup(alpha: 0.5), .popGroup, .popPlane])
                == [0: PlaneProjection.Span(end: 3, projected: false)])
    }

    @Test func onlyThePartInFrontOfTheEyeIsDrawn() throws {
        // Eye 20 units away, plane turned so its right part passes behind the eye.
        let projection = flip(angle: 1.2, distance: 20, centerX: 0).concatenating(ProjectiveTransform(Transform(translationX: 30, y: 10)))
        let rect = Rect(x: -40, y: -8, width: 80, height: 16)
        let bitmap = try Support.render([.pushPlane(rect, transform: projection), .fillRect(rect, color: white), .popPlane],
                                        width: 64, height: 64)
        let area = Support.coveredArea(bitmap)
        #expect(area.isFinite && area > 50)
        // The part left of the eye's plane is drawn near the centre; nothing wraps around.
        #expect(bitmap[20, 10].a == 255)
    }

    @Test func aGroupInsideAPlaneIsBoundedInThePlanesSpace() throws {
        // The group's contents lie at plane x 100…120, far from where they land on screen.
        let projection = ProjectiveTransform(Transform(translationX: -96, y: 0))
        let ops: [DisplayOp] = [
            .pushPlane(Rect(x: 96, y: 0, width: 32, height: 16), transform: projection),
            .pushGroup(alpha: 0.5),
            .fillRect(Rect(x: 100, y: 4, width: 20, height: 8), color: white),
            .popGroup,
            .popPlane,
        ]
        let bitmap = try Support.render(ops, width: 32, height: 16)
        #expect(abs(Int(bitmap[10, 8].a) - 128) <= 1)
        #expect(bitmap[2, 8].a == 0)
    }

    @Test func aBackFacingOrEdgeOnPlaneDrawsItsMirrorOrNothing() throws {
        let rect = Rect(x: 0, y: 0, width: 16, height: 16)
        let edgeOn = flip(angle: Double.pi / 2, distance: 100, centerX: 8)
        let none = try Support.render([.pushPlane(rect, transform: edgeOn), .fillRect(rect, color: white), .popPlane])
        #expect(Support.coveredArea(none) == 0)
        // Half a turn: the back face, mirrored left to right.
        let back = flip(angle: Double.pi, distance: 100, centerX: 8)
        let mirrored = try Support.render([.pushPlane(rect, transform: back),
                                           .fillRect(Rect(x: 0, y: 0, width: 4, height: 16), color: white), .popPlane])
        #expect(mirrored[14, 8].a == 255 && mirrored[1, 8].a == 0)
    }

    @Test func planesRoundTripThroughJSONAndBadOnesAreRefused() throws {
        let list = DisplayList(width: 20, height: 20, ops: [
            .pushPlane(Rect(x: 0, y: 0, width: 10, height: 10), transform: flip(angle: 0.5, distance: 30, centerX: 5)),
            .fillRect(Rect(x: 1, y: 1, width: 8, height: 8), color: white),
            .popPlane,
        ])
        #expect(list.version == 4)
        let read = try DisplayList(jsonString: list.jsonString)
        #expect(read == list)
        #expect(try read.render() == list.render())

        let plane = "{\"op\": \"pushPlane\", \"rect\": [0, 0, 4, 4], \"projection\": "
        func json(_ ops: String, version: Int = 4) -> String {
            "{\"version\": \(version), \"width\": 8, \"height\": 8, \"ops\": [\(ops)]}"
        }
        #expect(Support.readingError(json(plane + "[1, 0, 0, 0, 1, 0, 0, 0]}, {\"op\": \"popPlane\"}"))
            == "ops[0].projection: expected [m11, m12, m13, m21, m22, m23, m31, m32, m33] (9 numbers), found 8 elements")
        #expect(Support.readingError(json(plane + "[1, 0, 0, 0, 1, 0, 0, 0, 1]}, {\"op\": \"popGroup\"}"))
            == "ops[1]: popGroup does not match pushPlane at ops[0]")
        #expect(Support.readingError(json(plane + "[1, 0, 0, 0, 1, 0, 0, 0, 1]}"))
            == "ops[0]: pushPlane is never popped")
        #expect(Support.readingError(json(plane + "[1, 0, 0, 0, 1, 0, 0, 0, 1]}, {\"op\": \"popPlane\"}", version: 3))
            == "ops[0].op: pushPlane needs version 4 (the list says 3)")
        var huge = list
        huge.ops[0] = .pushPlane(Rect(x: 0, y: 0, width: 20000, height: 10), transform: .identity)
        #expect(throws: DisplayListError(path: "ops[0].rect", message: "a plane of 20000 x 10 is larger than 16384 a side")) {
            try huge.validate()
        }
        var infinite = list
        infinite.ops[0] = .pushPlane(Rect(x: 0, y: 0, width: 4, height: 4),
                                     transform: ProjectiveTransform(entries: [1, 0, 0, 0, 1, .infinity, 0, 0, 1]))
        #expect(throws: DisplayListError(path: "ops[0].projection[5]", message: "inf is not a finite number")) {
            try infinite.validate()
        }
    }
}
