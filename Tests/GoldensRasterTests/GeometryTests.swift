import GoldensRaster
import Testing

@Suite struct GeometryTests {
    @Test func pointMappingFollowsCoreGraphicsRowVectorOrder() {
        let t = Transform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        // x' = a·x + c·y + tx, y' = b·x + d·y + ty
        #expect(Point(x: 10, y: 100).applying(t) == Point(x: 10 + 300 + 5, y: 20 + 400 + 6))
    }

    @Test func concatenatingAppliesTheReceiverFirst() {
        let scale = Transform(scaleX: 2, y: 2)
        let move = Transform(translationX: 10, y: 0)
        #expect(Point(x: 1, y: 1).applying(scale.concatenating(move)) == Point(x: 12, y: 2))
        #expect(Point(x: 1, y: 1).applying(move.concatenating(scale)) == Point(x: 22, y: 2))
    }

    @Test func translatedByPrependsInLocalSpace() {
        // The UIKit idiom: scale then translatedBy moves by the scaled amount.
        let t = Transform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)
        #expect(Point.zero.applying(t) == Point(x: 20, y: 0))
        let s = Transform(translationX: 10, y: 0).scaledBy(x: 3, y: 1)
        #expect(Point(x: 1, y: 0).applying(s) == Point(x: 13, y: 0))
    }

    @Test func positiveRotationTurnsClockwiseOnAYDownScreen() {
        let quarter = Transform(rotationAngle: .pi / 2)
        #expect(quarter == Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0))
        // (1, 0) -> (0, 1): from "east" to "south" on screen, i.e. clockwise.
        #expect(Point(x: 1, y: 0).applying(quarter) == Point(x: 0, y: 1))
        let r = Transform(rotationAngle: 0.3)
        #expect(abs(r.a - 0.955336489125606) < 1e-15 && abs(r.b - 0.29552020666134) < 1e-14)
        #expect(Transform(rotationAngle: -.pi) == Transform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0))
    }

    @Test func rotatedByRotatesAboutTheLocalOrigin() {
        let t = Transform(translationX: 100, y: 50).rotated(by: .pi / 2)
        #expect(Point(x: 10, y: 0).applying(t) == Point(x: 100, y: 60))
    }

    @Test func inversionRoundTripsAndRefusesSingularMatrices() throws {
        let t = Transform(a: 2, b: 0.5, c: -1, d: 3, tx: 7, ty: -4)
        let inverse = try #require(t.inverted())
        let p = Point(x: 3.25, y: -8.5)
        let back = p.applying(t).applying(inverse)
        #expect(abs(back.x - p.x) < 1e-12 && abs(back.y - p.y) < 1e-12)
        #expect(t.concatenating(inverse).a == 1)
        #expect(Transform(scaleX: 0, y: 1).inverted() == nil)
        #expect(Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0).inverted() == nil)
        #expect(Transform(a: 1, b: 2, c: 2, d: 4, tx: 0, ty: 0).determinant == 0)
    }

    @Test func rectsStandardizeAndMapToBoundingBoxes() {
        let r = Rect(x: 10, y: 10, width: -4, height: 6)
        #expect(r.standardized == Rect(x: 6, y: 10, width: 4, height: 6))
        #expect(r.minX == 6 && r.maxX == 10)
        let rotated = Rect(x: 0, y: 0, width: 4, height: 2).applying(Transform(rotationAngle: .pi / 2))
        #expect(rotated == Rect(x: -2, y: 0, width: 2, height: 4))
        #expect(Rect(x: 0, y: 0, width: 4, height: 4).intersection(Rect(x: 5, y: 0, width: 1, height: 1)).isEmpty)
        #expect(Rect(x: 0, y: 0, width: 4, height: 4).intersection(Rect(x: 2, y: 1, width: 9, height: 1))
                == Rect(x: 2, y: 1, width: 2, height: 1))
        #expect(Rect(x: 0, y: 0, width: 4, height: 4).insetBy(dx: 1, dy: 1) == Rect(x: 1, y: 1, width: 2, height: 2))
        #expect(Rect(x: 0, y: 0, width: 4, height: 4).insetBy(dx: 3, dy: 1).isEmpty)
    }

    @Test func premultipliedColourRoundsTheProduct() {
        #expect(Color(red: 1, green: 0.5, blue: 0, alpha: 0.5).premultiplied == PremultipliedPixel(r: 128, g: 64, b: 0, a: 128))
        #expect(Color(red: 0.2, green: 0.4, blue: 0.6, alpha: 1).premultiplied == PremultipliedPixel(r: 51, g: 102, b: 153, a: 255))
        #expect(Color(red: .nan, green: 2, blue: -1, alpha: 1).premultiplied == PremultipliedPixel(r: 0, g: 255, b: 0, a: 255))
    }
}
