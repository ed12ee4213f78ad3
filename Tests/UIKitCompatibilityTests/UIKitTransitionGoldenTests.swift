import GoldensScene
import GoldensTesting
import GoldensUIKit
import Testing

/// Every transition file under Transitions/ (UIKit code, compiled here with only the import
/// idiom) presented and dismissed on the virtual clock, against its goldens under
/// `Goldens/UIKitTransitions/<test>/`.
@MainActor
@Suite struct UIKitTransitions {
    private func check(_ scenario: UIKitScenario, at times: SampleTimes = UIKitScenario.sampleTimes,
                       function: StaticString = #function, line: UInt = #line) throws {
        let frames = try scenario.presentAndDismiss(at: times)
        try expectGoldens(frames.present, named: "present", function: function, line: line)
        try expectGoldens(frames.dismiss, named: "dismiss", function: function, line: line)
        #expect(scenario.presenter.presentedViewController == nil, "still presenting after the dismissal")
    }

    @Test func slide() throws { try check(UIKitScenario(makeSlideTransitionScenario())) }
    @Test func springSlide() throws { try check(UIKitScenario(makeSpringSlideTransitionScenario())) }
    @Test func crossDissolve() throws { try check(UIKitScenario(makeCrossDissolveTransitionScenario())) }
    @Test func keyframeBounce() throws { try check(UIKitScenario(makeBounceKeyframeTransitionScenario())) }
    @Test func swingRotation() throws { try check(UIKitScenario(makeSwingRotationTransitionScenario())) }
    /// 3-D: both screens turn about the vertical axis in one perspective (`sublayerTransform`),
    /// single-sided; sampled off the half-way point, where both are edge-on.
    @Test func cardFlip() throws {
        try check(UIKitScenario(makeCardFlipTransitionScenario()), at: .progress([0, 0.2, 0.4, 0.6, 0.8]))
    }
    /// A `CAShapeLayer` mask whose path a `CABasicAnimation` grows; the animation's delegate
    /// completes the transition.
    @Test func circleReveal() throws { try check(UIKitScenario(makeCircleRevealTransitionScenario())) }
    /// A photo of the screen shown by two views' `layer.contents`, each half picked by
    /// `contentsRect`, sliding apart.
    @Test func doors() throws { try check(UIKitScenario(makeDoorsTransitionScenario())) }
    @Test func cardPop() throws { try check(UIKitScenario(makeCardPopTransitionScenario())) }
    /// A swatch of a scrolled collection view (flow layout) zooms into a page whose facts are
    /// an inset-grouped table view.
    @Test func gridZoom() throws { try check(UIKitScenario(makeGridZoomTransitionScenario())) }
    /// A custom presentation controller's sheet: an inset-grouped table with switches, a
    /// segmented control, a slider and a progress bar, over a dimmed list.
    @Test func settingsSheet() throws { try check(UIKitScenario(makeSettingsSheetScenario())) }
    @Test func cardSnapshot() throws { try check(UIKitScenario(makeCardSnapshotTransitionScenario())) }
    @Test func bottomCard() throws { try check(UIKitScenario(makeBottomCardPresentationScenario())) }
    @Test func propertyAnimator() throws { try check(UIKitScenario(makePropertyAnimatorTransitionScenario())) }
    /// Auto Layout: constraints animated with `layoutIfNeeded()` in a spring, a stack view inside.
    @Test func expandingCard() throws { try check(UIKitScenario(makeExpandingCardTransitionScenario())) }
    /// Auto Layout: a dimming view pinned with anchors, a sheet sized by `systemLayoutSizeFitting`.
    @Test func dimmingSheet() throws { try check(UIKitScenario(makeDimmingSheetPresentationScenario())) }

    /// Views that draw themselves (`draw(_:)` with UIKit's and Core Graphics' calls: a ring, a
    /// badge, a gradient card, a clipped chart), faded in by UIKit's cross dissolve.
    @Test func customDrawing() throws { try check(UIKitScenario(makeCustomDrawingScenario())) }

    /// No delegate and no style: `.automatic`, the page sheet most apps get, with UIKit's own
    /// animation.
    @Test func automaticPageSheet() throws {
        let presenter = SampleListViewController()
        let sheet = SampleDetailViewController(title: "Weekend Trip", color: .systemIndigo)
        #expect(sheet.modalPresentationStyle == .automatic)
        // Made before the presentation, as UIKit does, so code can configure it first.
        let configured = try #require(sheet.sheetPresentationController)
        configured.prefersGrabberVisible = true
        final class NoDelegate: NSObject, UIViewControllerTransitioningDelegate {}
        let scenario = UIKitScenario((presenter, sheet, NoDelegate()))
        sheet.transitioningDelegate = nil
        try check(scenario)
        #expect(sheet.sheetPresentationController != nil)
        #expect(configured.presentingViewController === presenter)
    }

    /// The swipe-down dismissal, dragged to 50 % over 0.2 s and released (finishes: past the
    /// 35 % threshold), and dragged to 20 % (cancels).
    @Test(arguments: [true, false]) func swipeDownDismissal(finishing: Bool) throws {
        let parts = makeInteractiveDismissScenario()
        let scenario = UIKitScenario((parts.presenter, parts.presented, parts.delegate))
        let peak = finishing ? 0.5 : 0.2
        let updates = (1...4).map { step in (time: Double(step * 5) / 100, percent: peak * Double(step) / 4) }
        parts.interactor.hasStarted = true
        parts.interactor.shouldFinish = peak > parts.interactor.finishThreshold
        let gesture = GestureScript(updates: updates, ending: finishing ? .finish(at: 0.2) : .cancel(at: 0.2))
        let frames = try scenario.presentThenDismissInteractively(with: parts.interactor, gesture: gesture,
                                                                  at: (1...8).map { Double($0 * 5) / 100 })
        try expectGoldens(frames, named: finishing ? "finish" : "cancel")
        #expect((parts.presenter.presentedViewController == nil) == finishing)
    }
}
