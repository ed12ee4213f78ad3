@testable import GoldensRaster
import Testing

/// `pushMask` / `pushMaskedContent` / `popMask`: content composited through a mask's alpha,
/// against independent expectations (the product of coverages, a clip, an analytic gradient).
@Suite struct AlphaMaskTests {
    static let red = Color(red: 1, green: 0, blue: 0)

    func masked(_ mask: [DisplayOp], _ content: [DisplayOp], width: Int = 16, height: Int = 16,
                background: Color = .clear) throws -> Bitmap {
        try Support.render([.pushMask()] + mask + [.pushMaskedContent()] + content + [.popMask],
                           width: width, height: height, background: background)
    }

    @Test func aSolidMaskIsTheClipOfItsShape() throws {
        let circle = Path.ellipse(in: Rect(x: 2.3, y: 1.7, width: 11, height: 12.5))
        let content: [DisplayOp] = [.fillRect(Rect(x: 0, y: 0, width: 16, height: 16), color: Self.red)]
        let viaMask = try masked([.fillPath(circle, color: .white)], content)
        let viaClip = try Support.render([.pushClipPath(circle)] + content + [.popClip])
        // Coverage 255 · c rounds the same way through either route, to within one step.
        #expect(Support.maxChannelDifference(viaMask, viaClip) <= 1)
        #expect(Support.coveredArea(viaMask) > 100)
    }

    @Test func theMasksAlphaScalesTheContentAndItsColourDoesNot() throws {
        let rect = Rect(x: 0, y: 0, width: 8, height: 8)
        let half = try masked([.fillRect(rect, color: Color(red: 0, green: 0.3, blue: 0.9, alpha: 0.5))],
                              [.fillRect(rect, color: Self.red)], width: 8, height: 8)
        #expect(half[3, 3] == PremultipliedPixel(r: 128, g: 0, b: 0, a: 128))
        // Where the mask draws nothing, nothing of the content shows; over a background it is left.
        let partial = try masked([.fillRect(Rect(x: 0, y: 0, width: 4, height: 8), color: .white)],
                                 [.fillRect(rect, color: Self.red)], width: 8, height: 8, background: .white)
        #expect(partial[1, 1] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
        #expect(partial[6, 1] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
    }

    /// A horizontal gradient mask from alpha 0 to 1: each column of the red content shows at
    /// the gradient's value at the column's centre, as the gradient alone draws it.
    @Test func aGradientMaskFadesTheContent() throws {
        let rect = Rect(x: 0, y: 0, width: 32, height: 4)
        let gradient = LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 32, y: 0),
                                      stops: [.init(location: 0, color: Color(white: 1, alpha: 0)), .init(location: 1, color: .white)])
        let mask: [DisplayOp] = [.fillLinearGradient(rect, gradient: gradient)]
        let faded = try masked(mask, [.fillRect(rect, color: Self.red)], width: 32, height: 4)
        let alone = try Support.render(mask, width: 32, height: 4)
        for x in 0..<32 {
            let a = Int(alone[x, 2].a)
            #expect(Int(faded[x, 2].a) == a && Int(faded[x, 2].r) == a, "column \(x)")
        }
        #expect(faded[0, 2].a < 8 && faded[31, 2].a > 247)
    }

    @Test func masksNestInGroupsAndClipsAndSkipWhenHidden() throws {
        let rect = Rect(x: 0, y: 0, width: 8, height: 8)
        let ops: [DisplayOp] = [.pushGroup(alpha: 0.5), .pushClipRect(Rect(x: 0, y: 0, width: 4, height: 8)),
                                .pushMask(), .fillRect(rect, color: .white), .pushMaskedContent(), .fillRect(rect, color: Self.red),
                                .popMask, .popClip, .popGroup]
        let bitmap = try Support.render(ops, width: 8, height: 8)
        #expect(bitmap[1, 1] == PremultipliedPixel(r: 128, g: 0, b: 0, a: 128) && bitmap[6, 1].a == 0)
        // Under an empty clip nothing is drawn and the stack stays balanced.
        let hidden: [DisplayOp] = [.pushClipRect(Rect(x: 20, y: 20, width: 2, height: 2)), .pushMask(), .fillRect(rect, color: .white),
                                   .pushMaskedContent(), .fillRect(rect, color: Self.red), .popMask, .popClip,
                                   .fillRect(Rect(x: 0, y: 0, width: 1, height: 1), color: Self.red)]
        let drawn = try Support.render(hidden, width: 8, height: 8)
        #expect(drawn[0, 0].r == 255 && drawn[4, 4].a == 0)
    }

    @Test func jsonRoundTripsAndNestingIsChecked() throws {
        let masked = DisplayList(width: 8, height: 8, ops: [.pushMask(), .fillRect(Rect(x: 0, y: 0, width: 4, height: 4), color: .white),
                                                           .pushMaskedContent(), .fillRect(Rect(x: 0, y: 0, width: 8, height: 8), color: Self.red), .popMask])
        #expect(masked.version == 5)
        #expect(try DisplayList(jsonString: masked.jsonString) == masked)
        func list(_ ops: String) -> String { "{\"version\": 5, \"width\": 8, \"height\": 8, \"ops\": [\(ops)]}" }
        #expect(Support.readingError(list("{\"op\": \"pushMask\"}, {\"op\": \"popMask\"}")) == "ops[1]: popMask does not match pushMask at ops[0]")
        #expect(Support.readingError(list("{\"op\": \"pushMaskedContent\"}")) == "ops[0]: pushMaskedContent has no matching push")
        #expect(Support.readingError(list("{\"op\": \"pushMask\"}, {\"op\": \"pushMaskedContent\"}")) == "ops[1]: pushMaskedContent is never popped")
        #expect(Support.readingError("{\"version\": 4, \"width\": 8, \"height\": 8, \"ops\": [{\"op\": \"pushMask\"}]}")
                == "ops[0].op: pushMask needs version 5 (the list says 4)")
    }
}
