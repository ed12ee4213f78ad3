import Foundation
@testable import GoldensUIKit
import GoldensScene
import Testing

/// UIKit API that transition and screen code uses, written as an app writes it: the legacy
/// begin/commit animations, repeats inside a block, tint and layout direction.
@MainActor
@Suite struct FilledSurfaceTests {
    /// A legacy animation delegate, as pre-iOS 4 code declares it.
    final class AnimationWatcher: NSObject {
        var heard: [String] = []
        func animationWillStart(_ animationID: String?, context: UnsafeMutableRawPointer?) {
            heard.append("start \(animationID ?? "nil")")
        }
        func animationDidStop(_ animationID: String?, finished: NSNumber?, context: UnsafeMutableRawPointer?) {
            heard.append("stop \(animationID ?? "nil") \(finished?.boolValue == true)")
        }
    }

    private func screen() -> (UIWindow, UIView) {
        let controller = UIViewController()
        let window = UIWindow(rootViewController: controller)
        let card = UIView(frame: CGRect(x: 50, y: 100, width: 100, height: 100))
        controller.view.addSubview(card)
        return (window, card)
    }

    // MARK: Legacy begin/commit animations

    @Test func aBeginCommitBlockAnimatesWithItsSettingsAndTellsItsDelegate() throws {
        let (window, card) = screen()
        let watcher = AnimationWatcher()
        UIView.beginAnimations("slide", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationDelegate(watcher)
        UIView.setAnimationWillStart(Selector("animationWillStart:context:", AnimationWatcher.animationWillStart))
        UIView.setAnimationDidStop(Selector("animationDidStop:finished:context:", AnimationWatcher.animationDidStop))
        card.center.x = 200
        UIView.commitAnimations()
        #expect(card.center.x == 200)
        #expect(watcher.heard == ["start slide"])
        let clock = window.windowNode.clock
        try clock.advance(by: 0.5)
        #expect(abs(try #require(card.layer.presentation()?.position.x) - 150) < 1e-9)
        #expect(watcher.heard == ["start slide"])
        try clock.advance(by: 0.6)
        #expect(watcher.heard == ["start slide", "stop slide true"])
        #expect(try #require(card.layer.presentation()?.position.x) == 200)
    }

    @Test func aBeginCommitBlockRunsAFifthOfASecondEasedByDefault() throws {
        let (window, card) = screen()
        UIView.beginAnimations(nil, context: nil)
        card.alpha = 0
        UIView.commitAnimations()
        let clock = window.windowNode.clock
        try clock.advance(by: 0.1)
        // Ease-in-ease-out is symmetric: half the time, half the way.
        #expect(abs(try #require(card.layer.presentation()?.opacity) - 0.5) < 1e-6)
        try clock.advance(by: 0.05)
        #expect(try #require(card.layer.presentation()?.opacity) < 0.5)
        try clock.advance(by: 0.06)
        #expect(try #require(card.layer.presentation()?.opacity) == 0)
    }

    @Test func aBeginCommitBlockWaitsItsDelayAndRepeatsAutoreversing() throws {
        let (window, card) = screen()
        UIView.beginAnimations("pulse", context: nil)
        UIView.setAnimationDuration(1)
        UIView.setAnimationDelay(0.5)
        UIView.setAnimationCurve(.linear)
        UIView.setAnimationRepeatCount(2)
        UIView.setAnimationRepeatAutoreverses(true)
        card.center.x = 200
        UIView.commitAnimations()
        let clock = window.windowNode.clock
        try clock.advance(by: 0.25)
        #expect(try #require(card.layer.presentation()?.position.x) == 100)
        try clock.advance(by: 0.75)
        #expect(abs(try #require(card.layer.presentation()?.position.x) - 150) < 1e-9)
        try clock.advance(by: 1)
        // Half-way back in the first cycle's reverse pass.
        #expect(abs(try #require(card.layer.presentation()?.position.x) - 150) < 1e-9)
        try clock.advance(by: 1)
        #expect(abs(try #require(card.layer.presentation()?.position.x) - 150) < 1e-9)
        try clock.advance(by: 1.6)
        #expect(try #require(card.layer.presentation()?.position.x) == 200)
    }

    @Test func theLegacySettersOutsideABlockChangeNothing() throws {
        let (window, card) = screen()
        UIView.setAnimationDuration(5)
        UIView.setAnimationDelay(3)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { card.center.x = 200 })
        try window.windowNode.clock.advance(by: 0.5)
        #expect(abs(try #require(card.layer.presentation()?.position.x) - 150) < 1e-9)
    }

    @Test func aBeginCommitBlockWithAnimationsDisabledChangesAtOnce() throws {
        let (window, card) = screen()
        UIView.setAnimationsEnabled(false)
        defer { UIView.setAnimationsEnabled(true) }
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationDuration(1)
        card.center.x = 200
        UIView.commitAnimations()
        try window.windowNode.clock.advance(by: 0.1)
        #expect(try #require(card.layer.presentation()?.position.x) == 200)
    }

    @Test func aFlipOfABeginCommitBlockIsReportedByName() throws {
        let (window, card) = screen()
        _ = SceneDiagnostics.drain()
        UIView.beginAnimations(nil, context: nil)
        UIView.setAnimationTransition(.flipFromLeft, for: card, cache: true)
        card.backgroundColor = .red
        UIView.commitAnimations()
        #expect(SceneDiagnostics.drain(window.windowNode).contains { $0.contains("setAnimationTransition(flipFromLeft") })
    }

    // MARK: Repeats inside a block and the system delete animation

    @Test func modifiedAnimationsRepeatAndTheCompletionWaitsForThem() throws {
        let (window, card) = screen()
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            UIView.modifyAnimations(withRepeatCount: 2, autoreverses: true) {
                card.center.x = 200
            }
            card.alpha = 0.5
        }, completion: { finished = $0 })
        let clock = window.windowNode.clock
        try clock.advance(by: 0.5)
        #expect(abs(try #require(card.layer.presentation()?.position.x) - 150) < 1e-9)
        try clock.advance(by: 1)
        // The alpha change kept the block's own single pass; the position is on its way back.
        #expect(try #require(card.layer.presentation()?.opacity) == 0.5)
        #expect(abs(try #require(card.layer.presentation()?.position.x) - 150) < 1e-9)
        try clock.advance(by: 2.4)
        #expect(finished == nil)
        try clock.advance(by: 0.2)
        #expect(finished == true)
        #expect(try #require(card.layer.presentation()?.position.x) == 200)
    }

    @Test func modifyAnimationsOutsideABlockChangesAtOnce() throws {
        let (window, card) = screen()
        UIView.modifyAnimations(withRepeatCount: 3, autoreverses: false) { card.center.x = 200 }
        try window.windowNode.clock.advance(by: 0.01)
        #expect(try #require(card.layer.presentation()?.position.x) == 200)
    }

    @Test func theSystemDeleteAnimationRemovesTheViewsAndIsReportedByName() throws {
        let (window, card) = screen()
        let other = UIView()
        _ = SceneDiagnostics.drain()
        var completed = false
        UIView.perform(.delete, on: [card], options: [], animations: { other.alpha = 0.3 }) { completed = $0 }
        #expect(card.superview == nil)
        #expect(other.alpha == 0.3)
        #expect(!completed)
        try window.windowNode.clock.advance(by: 0.01)
        #expect(completed)
        #expect(SceneDiagnostics.drain(window.windowNode).contains { $0.contains("UIView.perform(.delete") })
    }

    // MARK: Tint, layout direction, drawing

    final class TintWatchingView: UIView {
        var tints: [UIColor] = []
        override func tintColorDidChange() {
            super.tintColorDidChange()
            tints.append(tintColor)
        }
    }

    @Test func settingTheTintOrDimmingItTellsTheView() {
        let view = TintWatchingView()
        view.tintColor = .red
        view.tintAdjustmentMode = .dimmed
        view.tintAdjustmentMode = .dimmed
        #expect(view.tints == [.red, UIColor.red.dimmedTint], "told once per change, the dimmed tint the second time")
    }

    @Test func dimmingAViewGreysTheTintOfTheViewsBelowItThatDoNotSetTheirOwnMode() throws {
        let screen = UIView()
        let inherits = TintWatchingView()
        let ownTint = TintWatchingView()
        ownTint.tintColor = .systemGreen
        let keepsNormal = TintWatchingView()
        keepsNormal.tintAdjustmentMode = .normal
        for view in [inherits, ownTint, keepsNormal] { screen.addSubview(view) }
        let toldBefore = keepsNormal.tints.count
        screen.tintAdjustmentMode = .dimmed
        #expect(inherits.tintAdjustmentMode == .dimmed && keepsNormal.tintAdjustmentMode == .normal)
        #expect(inherits.tints.last == UIColor.systemBlue.dimmedTint && ownTint.tints.last == UIColor.systemGreen.dimmedTint)
        #expect(keepsNormal.tintColor == .systemBlue && keepsNormal.tints.count == toldBefore)
        var white: CGFloat = 0
        #expect(inherits.tintColor.getWhite(&white, alpha: nil) && abs(white - 0.40) < 0.01, "a grey, darker than the blue's green")
        screen.tintAdjustmentMode = .automatic
        #expect(inherits.tintColor == .systemBlue && UIView().tintAdjustmentMode == .normal)
        let button = UIButton(type: .system)
        button.setTitle("Done", for: .normal)
        screen.addSubview(button)
        screen.tintAdjustmentMode = .dimmed
        #expect(button.currentTitleColor == UIColor.systemBlue.dimmedTint, "a system button's title greys with its tint")
    }

    @Test func layoutDirectionFollowsTheSemanticContentAttribute() {
        let view = UIView()
        #expect(view.semanticContentAttribute == .unspecified)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        view.semanticContentAttribute = .forceLeftToRight
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
    }

    @Test func forcingRightToLeftIsReportedByName() {
        let (window, card) = screen()
        _ = SceneDiagnostics.drain()
        card.semanticContentAttribute = .forceRightToLeft
        #expect(card.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        #expect(SceneDiagnostics.drain(window.windowNode).contains { $0.contains("semanticContentAttribute = .forceRightToLeft") })
    }

    @Test func clearingBeforeDrawingIsOnByDefaultAndStored() {
        let view = UIView()
        #expect(view.clearsContextBeforeDrawing)
        view.clearsContextBeforeDrawing = false
        #expect(!view.clearsContextBeforeDrawing)
    }

    // MARK: Custom containers

    final class Child: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func viewWillAppear(_ animated: Bool) { log.lines.append("\(name) will appear") }
        override func viewDidAppear(_ animated: Bool) { log.lines.append("\(name) did appear") }
        override func viewWillDisappear(_ animated: Bool) { log.lines.append("\(name) will disappear") }
        override func viewDidDisappear(_ animated: Bool) { log.lines.append("\(name) did disappear") }
    }

    final class Log { var lines: [String] = [] }

    final class ManualContainer: UIViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    private func container(_ parent: UIViewController, log: Log) -> (UIWindow, Child, Child) {
        let window = UIWindow(rootViewController: parent)
        let list = Child("list", log: log), detail = Child("detail", log: log)
        parent.addChild(list)
        list.view.frame = parent.view.bounds
        parent.view.addSubview(list.view)
        list.didMove(toParent: parent)
        parent.addChild(detail)
        log.lines.removeAll()
        return (window, list, detail)
    }

    @Test func aContainerSlidesOneChildInForAnotherAndForwardsAppearance() throws {
        let log = Log()
        let parent = UIViewController()
        let (window, list, detail) = container(parent, log: log)
        let width = parent.view.bounds.width
        detail.view.frame = parent.view.bounds.offsetBy(dx: width, dy: 0)
        var finished: Bool?
        parent.transition(from: list, to: detail, duration: 1, options: .curveLinear, animations: {
            detail.view.frame = parent.view.bounds
            list.view.frame = parent.view.bounds.offsetBy(dx: -width, dy: 0)
        }, completion: { finished = $0 })
        #expect(detail.view.superview === parent.view)
        #expect(parent.view.subviews.last === detail.view)
        #expect(log.lines == ["list will disappear", "detail will appear"])
        try window.windowNode.clock.advance(by: 0.5)
        #expect(abs(try #require(detail.view.layer.presentation()?.position.x) - width) < 1e-9)
        #expect(list.view.superview === parent.view)
        try window.windowNode.clock.advance(by: 0.6)
        #expect(finished == true)
        #expect(list.view.superview == nil)
        #expect(log.lines == ["list will disappear", "detail will appear", "list did disappear", "detail did appear"])
    }

    @Test func aContainerCrossDissolvesWithATransitionOption() throws {
        let log = Log()
        let parent = UIViewController()
        let (window, list, detail) = container(parent, log: log)
        parent.transition(from: list, to: detail, duration: 1, options: [.transitionCrossDissolve, .curveLinear], animations: nil)
        try window.windowNode.clock.advance(by: 0.5)
        // UIKit takes the outgoing view out at once and dissolves from how it looked.
        #expect(list.view.superview == nil)
        let fading = try #require(parent.view.superview?.subviews.last)
        let opacity = try #require(fading.layer.presentation()?.opacity)
        #expect(fading !== parent.view && abs(opacity - 0.5) < 1e-9)
        try window.windowNode.clock.advance(by: 0.6)
        #expect(list.view.superview == nil && detail.view.superview === parent.view && parent.view.superview?.subviews.last === parent.view)
    }

    @Test func aContainerThatForwardsNothingItselfHearsNoAppearanceCalls() throws {
        let log = Log()
        let parent = ManualContainer()
        let (window, list, detail) = container(parent, log: log)
        parent.transition(from: list, to: detail, duration: 0.3, animations: nil)
        try window.windowNode.clock.advance(by: 0.5)
        #expect(log.lines.isEmpty)
        #expect(parent.shouldAutomaticallyForwardAppearanceMethods == false)
        #expect(UIViewController().shouldAutomaticallyForwardAppearanceMethods)
    }
}
