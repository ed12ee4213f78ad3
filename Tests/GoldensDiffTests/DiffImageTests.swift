import Foundation
@testable import GoldensDiff
import GoldensRaster
import Testing

/// Diff images, the composite, and how verdicts read (one line and JSON).
@Suite struct DiffImageTests {
    let red = PremultipliedPixel(r: 255, g: 0, b: 0, a: 255)
    let yellow = PremultipliedPixel(r: 255, g: 214, b: 0, a: 255)

    @Test func diffImageColours() {
        let golden = DiffFixtures.verticalEdge(edge: 10)
        var actual = DiffFixtures.verticalEdge(edge: 11)
        actual[3, 3] = DiffFixtures.opaque(0, 0, 0)
        let result = ImageDiff.diff(golden: golden, actual: actual, tolerance: Tolerance.exact.detectingAntiAliasing())
        let image = result.diffImage
        #expect(image.width == 24 && image.height == 12)
        #expect(image[3, 3] == red)
        #expect(image[10, 5] == yellow)
        #expect(image[11, 5] == yellow)
        // Unchanged: white stays white, black becomes a light grey (dimmed towards white).
        #expect(image[0, 0] == DiffFixtures.opaque(255, 255, 255))
        #expect(image[20, 0] == DiffFixtures.opaque(192, 192, 192))
        #expect(result.verdict.failingPixels == 1)
    }

    @Test func toleratedAndIgnoredPixelsHaveTheirOwnColours() {
        let golden = DiffFixtures.flat(width: 10, height: 4, DiffFixtures.opaque(255, 255, 255))
        var actual = golden
        actual[1, 1] = DiffFixtures.opaque(254, 255, 255)
        actual[8, 1] = DiffFixtures.opaque(0, 0, 0)
        let tolerance = Tolerance(distance: .perChannel(maxDelta: 2)).ignoring(PixelRect(x: 7, y: 0, width: 3, height: 4))
        let result = ImageDiff.diff(golden: golden, actual: actual, tolerance: tolerance)
        #expect(result.verdict.kind == .withinTolerance)
        #expect(result.diffImage[1, 1] == DiffFixtures.opaque(110, 170, 255))
        #expect(result.diffImage[8, 1] == DiffFixtures.opaque(149, 159, 199))
        #expect(result.diffImage[8, 1] == result.diffImage[7, 0], "ignored pixels are tinted alike, changed or not")
    }

    @Test func sizeMismatchStillDrawsAUsefulImage() {
        let golden = DiffFixtures.flat(width: 6, height: 4, DiffFixtures.opaque(0, 0, 0))
        var actual = DiffFixtures.flat(width: 4, height: 7, DiffFixtures.opaque(0, 0, 0))
        actual[0, 0] = DiffFixtures.opaque(255, 255, 255)
        let result = ImageDiff.diff(golden: golden, actual: actual)
        let image = result.diffImage
        #expect(image.width == 6 && image.height == 7)
        #expect(image[0, 0] == red)
        #expect(image[1, 1] == DiffFixtures.opaque(192, 192, 192))
        let magenta = DiffFixtures.opaque(255, 0, 255)
        #expect(image[5, 0] == magenta, "only the golden covers x 4..5 of rows 0..3")
        #expect(image[0, 6] == magenta, "only the actual covers rows 4..6 of x 0..3")
        #expect(image[5, 6] == DiffFixtures.opaque(64, 64, 64), "neither covers the corner")
    }

    @Test func identicalImagesGetADimmedGolden() {
        let golden = DiffFixtures.flat(width: 3, height: 3, DiffFixtures.opaque(0, 0, 0))
        let result = ImageDiff.diff(golden: golden, actual: golden)
        #expect(result.verdict.kind == .identical)
        #expect(result.diffImage == DiffFixtures.flat(width: 3, height: 3, DiffFixtures.opaque(192, 192, 192)))
    }

    @Test func compositeShowsThreePanelsAndMagnifiesASmallChange() {
        let golden = DiffFixtures.flat(width: 200, height: 100, DiffFixtures.opaque(255, 255, 255))
        var actual = golden
        actual[50, 40] = DiffFixtures.opaque(0, 0, 0)
        let comparison = ImageDiff.diff(golden: golden, actual: actual)
        let sheet = ImageDiff.composite(golden: golden, actual: actual, comparison: comparison)
        // Scale 1 labels: header 11 px; three 200 px panels with 4 px gaps.
        #expect(sheet.width == 608)
        // The box is one pixel plus a 2 px margin (5x5), magnified 16 times.
        #expect(sheet.height == 11 + 100 + 4 + 11 + 80)
        #expect(sheet[408 + 50, 11 + 40] == red, "the diff panel marks the change")
        #expect(sheet[204 + 50, 11 + 40] == DiffFixtures.opaque(0, 0, 0), "the actual panel shows the change")
        // Zoom row: the diff panel's magnified box has the red pixel at its centre (2..3 of 5, x16).
        #expect(sheet[168 + 2 * 16 + 8, 126 + 2 * 16 + 8] == red)
        // A label glyph: the top bar of the "G" of GOLDEN starts one column in.
        #expect(sheet[2 + 1, 2] == DiffFixtures.opaque(255, 255, 255))
        let plain = ImageDiff.composite(golden: golden, actual: actual, comparison: comparison, magnifyingChange: false)
        #expect(plain.height == 111)
    }

    @Test func magnifiedCropRepeatsPixels() {
        var bitmap = DiffFixtures.flat(width: 4, height: 4, DiffFixtures.opaque(0, 0, 0))
        bitmap[2, 1] = red
        let crop = ImageDiff.magnifiedCrop(bitmap, region: PixelRect(x: 2, y: 1, width: 5, height: 1), factor: 3)
        #expect(crop.width == 6 && crop.height == 3)
        #expect(crop[2, 2] == red)
        #expect(crop[3, 0] == DiffFixtures.opaque(0, 0, 0))
        #expect(ImageDiff.magnification(for: PixelRect(x: 0, y: 0, width: 10, height: 40), fittingIn: 360) == 9)
        #expect(ImageDiff.magnification(for: PixelRect(x: 0, y: 0, width: 1, height: 1), fittingIn: 360) == 16)
    }

    @Test func oneLineDescription() {
        let verdict = Verdict(kind: .different, goldenWidth: 1170, goldenHeight: 2532, actualWidth: 1170, actualHeight: 2532,
                              comparedPixels: 1_294_272, differingPixels: 1900, failingPixels: 1812, antiAliasedPixels: 88,
                              maxDistance: 41.24, meanDistance: 12, distanceUnit: "ΔE",
                              failingBounds: PixelRect(x: 40, y: 210, width: 349, height: 321), differingBounds: nil)
        #expect(verdict.description == "1 812 px differ (0.14 %), max ΔE 41.2, region x 40..388 y 210..530, 88 px anti-aliasing")
        #expect(Verdict.grouped(1_234_567) == "1 234 567")
        #expect(Verdict.grouped(999) == "999")
        #expect(Verdict.percent(0.00001) == "<0.01")
        #expect(DecimalText.fixed(0.005, digits: 1) == "0.0")
        #expect(DecimalText.fixed(-2.25, digits: 1) == "-2.3")
    }

    @Test func jsonIsValidAndComplete() throws {
        let golden = DiffFixtures.flat(width: 4, height: 4, DiffFixtures.opaque(9, 9, 9))
        var actual = golden
        actual[1, 2] = DiffFixtures.opaque(9, 9, 90)
        let verdict = ImageDiff.compare(golden: golden, actual: actual)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(verdict.json.utf8)) as? [String: Any])
        #expect(object["verdict"] as? String == "different")
        #expect(object["passed"] as? Bool == false)
        #expect(object["failingPixels"] as? Int == 1)
        #expect(object["failingRatio"] as? Double == 1.0 / 16)
        #expect(object["maxDistance"] as? Int == 81)
        #expect(object["distanceUnit"] as? String == "Δ")
        let bounds = try #require(object["failingBounds"] as? [String: Int])
        #expect(bounds == ["x": 1, "y": 2, "width": 1, "height": 1])
        #expect(object["description"] as? String == verdict.description)
        #expect(JSONText.string("a\"b\\c\n\u{1}") == "\"a\\\"b\\\\c\\n\\u0001\"")
    }
}
