import GoldensScene
import GoldensTesting
import GoldensUIKit
import Testing

/// The card of CardPresentation.swift (UIKit code, Swift 5 mode) presented on the virtual
/// clock: its frames put the card where UIKit's ease-out curve puts it, and the dimming view
/// fades alongside.
@MainActor
@Suite struct CardPresentationTests {
    /// The card's top edge in points: the first row of the screen's middle column, from the
    /// bottom up, that is the card's orange.
    private func cardTop(_ frame: TransitionFrame) -> Double? {
        let bitmap = frame.bitmap
        let x = bitmap.width / 2
        var y = bitmap.height - 1
        var top: Int?
        while y >= 0 {
            let pixel = bitmap[x, y]
            if pixel.r > 200, pixel.g > 120, pixel.g < 170, pixel.b < 40 { top = y } else if top != nil { break }
            y -= 1
        }
        return top.map { Double($0) / 2 }
    }

    @Test func theCardRisesOnTheEaseOutCurveAndTheDimmingFadesIn() throws {
        let (presenter, card) = makeCardScreens()
        let window = UIWindow(rootViewController: presenter)
        let frames = try TransitionSampler(window: window).record(.present(card, from: presenter), at: .progress([0.25, 0.5]))
        let byLabel = Dictionary(uniqueKeysWithValues: frames.map { ($0.label, $0) })
        // easeOut (0, 0, 0.58, 1): progress 0.37814 at p = 0.25, 0.68464 at p = 0.5
        // (docs/UIKitBehaviour.md, "Timing curves").
        let start = 844.0, end = 844.0 - 300
        for (label, progress) in [("present@0.25", 0.37814), ("present@0.50", 0.68464), ("present@settled", 1.0)] {
            let frame = try #require(byLabel[label])
            let expected = start + (end - start) * progress
            let measured = try #require(cardTop(frame), "no card in \(label)")
            #expect(abs(measured - expected) <= 1, "\(label): card top at \(measured) pt, expected \(expected)")
        }
        // The dimming view is black at 0.5 alpha once settled: white under it becomes 128.
        let settled = try #require(byLabel["present@settled"])
        let dimmed = settled.bitmap[20, 200]
        #expect(abs(Int(dimmed.r) - 128) <= 1)
        #expect(card.presentationController is DimmingPresentationController)
        #expect(presenter.presentedViewController === card)
        _ = SceneDiagnostics.drain()
    }
}
