import GoldensScene
import GoldensTesting
import GoldensUIKit
import Testing

/// Every transition file under Transitions/ (UIKit code, compiled here with only the import
/// idiom) presented and dismissed on the virtual clock, against its goldens under
/// `Goldens/UIKitTransitions/<test>/`.
@MainActor
@Suite struct UIKitTransitions {
    private func check(_ scenario: UIKitScenario, function: StaticString = #function, line: UInt = #line) throws {
        let frames = try scenario.presentAndDismiss()
        try expectGoldens(frames.present, named: "present", function: function, line: line)
        try expectGoldens(frames.dismiss, named: "dismiss", function: function, line: line)
        #expect(scenario.presenter.presentedViewController == nil, "still presenting after the dismissal")
    }

    @Test func slide() throws { try check(UIKitScenario(makeSlideTransitionScenario())) }
    @Test func springSlide() throws { try check(UIKitScenario(makeSpringSlideTransitionScenario())) }
    @Test func crossDissolve() throws { try check(UIKitScenario(makeCrossDissolveTransitionScenario())) }
    @Test func keyframeBounce() throws { try check(UIKitScenario(makeBounceKeyframeTransitionScenario())) }
    @Test func swingRotation() throws { try check(UIKitScenario(makeSwingRotationTransitionScenario())) }
    @Test func cardPop() throws { try check(UIKitScenario(makeCardPopTransitionScenario())) }
    @Test func cardSnapshot() throws { try check(UIKitScenario(makeCardSnapshotTransitionScenario())) }
    @Test func bottomCard() throws { try check(UIKitScenario(makeBottomCardPresentationScenario())) }
    @Test func propertyAnimator() throws { try check(UIKitScenario(makePropertyAnimatorTransitionScenario())) }
}
