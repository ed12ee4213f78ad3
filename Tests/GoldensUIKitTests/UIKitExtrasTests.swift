import Foundation
@testable import GoldensScene
@testable import GoldensUIKit
import Testing

/// The small parts of UIKit that transition screens reach for: buttons, effect views, layout
/// guides' frames, the scene's key window and named colours.
@MainActor
@Suite struct UIKitExtrasTests {
    @Test func aButtonCentresItsTitleInTheStatesColour() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Close", for: .normal)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.green, for: .highlighted)
        button.layoutIfNeeded()
        let title = try! #require(button.titleLabel)
        #expect(title.text == "Close")
        #expect(abs(title.frame.midX - 100) < 0.001 && abs(title.frame.midY - 22) < 0.001)
        #expect(title.frame.width > 0 && title.frame.width < 200)
        #expect(button.currentTitleColor == .red)
        button.isHighlighted = true
        #expect(button.currentTitleColor == .green)
        #expect(button.currentTitle == "Close")  // falls back to the normal state's title
        var tapped = 0
        button.addAction(UIAction { _ in tapped += 1 }, for: .touchUpInside)
        button.sendActions(for: .touchUpInside)
        button.sendActions(for: .valueChanged)
        #expect(tapped == 1)
    }

    @Test func anEffectViewDrawsItsTintAndFadesItIn() throws {
        let effectView = UIVisualEffectView(effect: nil)
        #expect(effectView.backgroundColor == .clear || effectView.backgroundColor == nil)
        effectView.effect = UIBlurEffect(style: .dark)
        var white: CGFloat = 0, alpha: CGFloat = 0
        try #require(effectView.backgroundColor).getWhite(&white, alpha: &alpha)
        #expect(abs(white - 0.11) < 0.001 && abs(alpha - 0.73) < 0.001)
        effectView.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        effectView.layoutIfNeeded()
        #expect(effectView.contentView.frame == effectView.bounds)
        #expect(effectView.contentView.superview === effectView)
    }

    @Test func layoutGuidesGiveTheSafeAreaAndTheMarginsAsFrames() {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        let guide = root.view.safeAreaLayoutGuide
        #expect(guide.owningView === root.view)
        #expect(guide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
        #expect(root.view.layoutMarginsGuide.layoutFrame == CGRect(x: 16, y: 47, width: 390 - 32, height: 844 - 47 - 34))
        // Margins are measured from the safe area (insetsLayoutMarginsFromSafeArea).
        root.view.layoutMargins = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(root.view.layoutMarginsGuide.layoutFrame == CGRect(x: 2, y: 48, width: 384, height: 844 - 47 - 34 - 4))
        root.view.insetsLayoutMarginsFromSafeArea = false
        #expect(root.view.layoutMarginsGuide.layoutFrame == CGRect(x: 2, y: 1, width: 384, height: 840))
        // The one connected scene knows the key window, as iOS 15 code looks it up.
        let key = UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.keyWindow }.first
        #expect(key === window)
        #expect(UIApplication.shared.connectedScenes.first?.activationState == .foregroundActive)
    }

    /// Notes what UIKit's flags say in each appearance callback.
    private final class FlagRecorder: UIViewController {
        var notes: [String] = []
        override func viewWillAppear(_ animated: Bool) { notes.append("willAppear presented=\(isBeingPresented)") }
        override func viewDidAppear(_ animated: Bool) { notes.append("didAppear presented=\(isBeingPresented)") }
        override func viewWillDisappear(_ animated: Bool) { notes.append("willDisappear dismissed=\(isBeingDismissed)") }
        override func viewDidDisappear(_ animated: Bool) { notes.append("didDisappear dismissed=\(isBeingDismissed)") }
    }

    @Test func isBeingPresentedAndDismissedHoldThroughTheAppearanceCallbacks() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        let presented = FlagRecorder()
        presented.modalPresentationStyle = .overFullScreen
        let sampler = TransitionSampler(window: window)
        _ = try sampler.record(.present(presented, from: root), at: .progress([]), includeStart: false, includeEnd: false)
        #expect(!presented.isBeingPresented)
        _ = try sampler.record(.dismiss(presented), at: .progress([]), includeStart: false, includeEnd: false)
        #expect(!presented.isBeingDismissed)
        #expect(presented.notes == ["willAppear presented=true", "didAppear presented=true",
                                    "willDisappear dismissed=true", "didDisappear dismissed=true"])
    }

    @Test func namedColoursAreNotFoundSoCodeFallsBack() {
        #expect(UIColor(named: "Accent") == nil)
        #expect(UIColor(named: "Accent", in: nil, compatibleWith: nil) == nil)
    }

    @Test func anAnimatorHeldAsAProtocolAnswersWhatClassItIs() {
        class Slide: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
        }
        final class SlowSlide: Slide {}
        let animator: any UIViewControllerAnimatedTransitioning = SlowSlide()
        #expect(animator.isKind(of: Slide.self) && animator.isKind(of: NSObject.self))
        #expect(!animator.isKind(of: UIView.self))
        #expect(animator.isMember(of: SlowSlide.self) && !animator.isMember(of: Slide.self))
    }

    @Test func theScreensSnapshotShowsTheKeyWindow() {
        let root = UIViewController()
        root.view.backgroundColor = .red
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let snapshot = UIScreen.main.snapshotView(afterScreenUpdates: false)
        #expect(snapshot.bounds.size == window.bounds.size)
        withExtendedLifetime(window) {}
    }

    @Test func anEmitterWithCellsFailsTheFrameByName() {
        _ = SceneDiagnostics.drain()
        let emitter = CAEmitterLayer()
        emitter.emitterShape = .line
        let cell = CAEmitterCell()
        emitter.emitterCells = [cell]
        #expect(SceneDiagnostics.drain().isEmpty, "a cell that makes nothing draws nothing")
        cell.birthRate = 20
        emitter.emitterCells = [cell]
        #expect(SceneDiagnostics.drain().contains { $0.contains("CAEmitterLayer") })
    }

    /// Apps round a sheet or a dimming view like the glass through UIKit's private key; a phone
    /// with square corners answers 0.
    @Test func theScreenAnswersItsDisplayCornerRadius() {
        #expect(UIScreen.main.value(forKey: "_displayCornerRadius") as? CGFloat == 47.33)
        let classic = UIScreen(bounds: CGRect(x: 0, y: 0, width: 375, height: 667), scale: 2, safeAreaInsets: .zero)
        #expect(classic.value(forKey: "_displayCornerRadius") as? CGFloat == 0)
    }
}

/// The deprecated web view compiles and draws as a white view; asked to load a page, it fails
/// the frame by name rather than draw a blank page into a golden.
@MainActor
@Suite struct WebViewTests {
    @Test func aWebViewThatLoadsIsReportedByName() throws {
        let (window, root) = WhiteScene.make()
        let web = UIWebView(frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        root.addSubview(web)
        #expect(web.scrollView.frame == web.bounds && web.backgroundColor == .white)
        _ = SceneDiagnostics.drain(window.windowNode)
        web.loadRequest(URLRequest(url: URL(string: "https://example.com/herbs")!))
        #expect(web.request?.url?.host == "example.com")
        #expect(SceneDiagnostics.drain(window.windowNode).contains { $0.contains("UIWebView: web pages are not drawn by GoldensUIKit (asked to load https://example.com/herbs)") })
    }
}

/// Small pieces of UIKit and Core Graphics that real transition code reached for.
@MainActor
@Suite struct ReachedByRealCodeTests {
    @Test func aPathHandsOverItsElementsInOrder() {
        let path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
        var kinds: [CGPathElementType] = []
        var ends: [CGPoint] = []
        path.applyWithBlock { element in
            kinds.append(element.pointee.type)
            switch element.pointee.type {
            case .moveToPoint, .addLineToPoint: ends.append(element.pointee.points[0])
            case .addQuadCurveToPoint: ends.append(element.pointee.points[1])
            case .addCurveToPoint: ends.append(element.pointee.points[2])
            case .closeSubpath: break
            }
        }
        #expect(kinds.first == .moveToPoint && kinds.last == .closeSubpath)
        #expect(kinds.filter { $0 == .addCurveToPoint }.count == 8, "the package's oval is eight 45° curves")
        #expect(ends.first == ends.last, "the four curves end where the oval started")
        var count = 0
        withUnsafeMutablePointer(to: &count) { counter in
            path.apply(info: counter) { info, _ in info?.assumingMemoryBound(to: Int.self).pointee += 1 }
        }
        #expect(count == kinds.count)
    }

    @Test func anOvalGrowsIntoAFullCircleArc() throws {
        // The circle reveal: a mask's path animates from an oval at the button to an arc round
        // the screen, which UIKit leaves open where the oval is closed.
        let small = UIBezierPath(ovalIn: CGRect(x: 90, y: 90, width: 20, height: 20)).cgPath.path
        let big = UIBezierPath(arcCenter: CGPoint(x: 100, y: 100), radius: 100, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath.path
        let halfway = small.interpolated(to: big, progress: 0.5)
        guard case .move(let start)? = halfway.elements.first else { Issue.record("no start"); return }
        #expect(abs(start.x - 155) < 1e-9 && abs(start.y - 100) < 1e-9, "radius 55, half way from 10 to 100")
    }

    @Test func aLineSeparatorBreaksALabelsLine() throws {
        let label = UILabel()
        label.numberOfLines = 0
        label.text = "One scene.\u{2028}By design"
        let lines = try #require(label.label.layout(width: 300)).lines.map { String($0.text) }
        #expect(lines == ["One scene.", "By design"])
    }

    @Test func alongsideAnimationsInAViewNeedNoCompletion() {
        final class Chrome: UIPresentationController {
            var asked = false
            override func presentationTransitionWillBegin() {
                asked = presentedViewController.transitionCoordinator?.animateAlongsideTransition(in: containerView, animation: { _ in }) ?? false
            }
        }
        let field = UITextField()
        field.adjustsFontSizeToFitWidth = true
        field.minimumFontSize = 12
        #expect(field.minimumFontSize == 12)
    }
}

/// 3D Touch's registrations compile and are kept; no preview starts on a screen without force touch.
@MainActor
@Suite struct PreviewingTests {
    final class Peeker: UIViewController, UIViewControllerPreviewingDelegate {
        var asked = 0
        func previewingContext(_ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController? {
            asked += 1
            return nil
        }
        func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {}
        override var previewActionItems: [any UIPreviewActionItem] {
            [UIPreviewAction(title: "Share", style: .default) { _, _ in }]
        }
    }

    @Test func aRegistrationIsKeptAndNeverPreviews() {
        let peeker = Peeker()
        let button = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 40))
        let context = peeker.registerForPreviewing(with: peeker, sourceView: button)
        #expect(context.sourceView === button && context.sourceRect == button.bounds)
        #expect(peeker.traitCollection.forceTouchCapability == .unavailable && peeker.asked == 0)
        #expect(peeker.previewActionItems.map(\.title) == ["Share"])
        peeker.unregisterForPreviewing(withContext: context)
    }
}

/// Keyframes nested in a property animator's animations take the animator's timing, each over its
/// share of the animator's progress, as Apple documents for `animateKeyframes` inside an animator.
@MainActor
@Suite struct KeyframesInAPropertyAnimatorTests {
    @Test func eachKeyframeSpansItsShareOfTheProgress() throws {
        let (window, card) = WhiteScene.card()
        defer { withExtendedLifetime(window) {} }
        var ended: Bool?
        let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) {
            UIView.animateKeyframes(withDuration: 0, delay: 0, options: [], animations: {
                UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.alpha = 0.5 }
                UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.frame.origin.x = 100 }
            }, completion: { ended = $0 })
        }
        animator.fractionComplete = 0.25
        var shown = try #require(card.layer.presentation())
        #expect(abs(shown.opacity - 0.75) < 1e-6 && shown.frame.minX == 0)
        animator.fractionComplete = 0.75
        shown = try #require(card.layer.presentation())
        #expect(abs(shown.opacity - 0.5) < 1e-6 && abs(shown.frame.minX - 50) < 1e-6)
        animator.startAnimation()
        try #require(Window.key).clock.advance(by: 1)
        #expect(ended == true && card.alpha == 0.5 && card.frame.minX == 100)
    }
}

/// A property set twice in one keyframe animates to the last value it was given there, as the
/// one value Core Animation keeps for the keyframe's time.
@MainActor
@Suite struct KeyframeLastValueTests {
    @Test func aTransformSetTwiceInAKeyframeAnimatesToTheSecondValue() throws {
        let (window, card) = WhiteScene.card()
        defer { withExtendedLifetime(window) {} }
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [.calculationModeLinear, UIView.KeyframeAnimationOptions(rawValue: 3 << 16)]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {
                card.transform = CGAffineTransform(translationX: 200, y: 0)
                card.transform = card.transform.rotated(by: .pi / 2)
            }
        }
        try #require(Window.key).clock.advance(by: 0.5)
        let shown = try #require(card.layer.presentation()).affineTransform()
        #expect(abs(shown.tx - 100) < 1e-6)
        #expect(abs(atan2(shown.b, shown.a) - .pi / 4) < 1e-6, "half of the quarter turn at half time")
    }
}

extension WhiteScene {
    /// A 100 pt square at (0, 100) on a white screen, laid out, and the window to keep.
    static func card() -> (UIWindow, UIView) {
        let (window, root) = make()
        let card = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
        root.addSubview(card)
        window.layoutIfNeeded()
        return (window, card)
    }
}

/// An animator with a physical spring ignores the duration asked for and reports the spring's
/// settling time as its duration, which apps divide by.
@MainActor
@Suite struct PhysicalSpringDurationTests {
    @Test func aPhysicalSpringsAnimatorReportsItsSettlingTime() {
        let spring = UISpringTimingParameters(mass: 1, stiffness: 200, damping: 20, initialVelocity: .zero)
        let animator = UIViewPropertyAnimator(duration: 0, timingParameters: spring)
        let settling = CASpringAnimation()
        settling.mass = 1
        settling.stiffness = 200
        settling.damping = 20
        #expect(animator.duration > 0.3 && abs(animator.duration - settling.settlingDuration) < 1e-9)
        let fitted = UIViewPropertyAnimator(duration: 0.4, timingParameters: UISpringTimingParameters(dampingRatio: 0.8))
        #expect(fitted.duration == 0.4)
    }
}
