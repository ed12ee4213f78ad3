import Foundation
import GoldensRaster
import GoldensScene
@testable import GoldensUIKit
import Testing

/// A fade of the presented screen from clear to opaque, linear, so its alpha is its progress.
private final class LinearFadeIn: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let view = transitionContext.view(forKey: .to) else { return }
        view.alpha = 0
        transitionContext.containerView.addSubview(view)
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear, animations: { view.alpha = 1 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

private final class FadeDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { LinearFadeIn() }
}

/// Sampling by fractions of a transition an action starts later: a tap's recognizer fires as
/// the finger lifts, so the fractions count from then.
@MainActor
@Suite struct LaterStartSamplingTests {
    @Test func fractionsOfATransitionATapStartsCountFromWhenItStarts() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        root.view.backgroundColor = .white
        let sheet = UIViewController()
        sheet.view.backgroundColor = .red
        sheet.modalPresentationStyle = .overFullScreen
        let fade = FadeDelegate()
        sheet.transitioningDelegate = fade
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 100, y: 400, width: 190, height: 44)
        button.setTitle("Open", for: .normal)
        button.addAction(UIAction { _ in root.present(sheet, animated: true) }, for: .touchUpInside)
        root.view.addSubview(button)

        let frames = try TransitionSampler(window: window).record(.touch(.tap(at: CGPoint(x: 195, y: 422)), in: window, phase: "present"),
                                                                  at: .progress([0.5]))
        let start = try #require(frames.first { $0.label == "present@0.00" })
        let half = try #require(frames.first { $0.label == "present@0.50" })
        #expect(start.time > 0, "the transition starts as the finger lifts, not as it touches")
        #expect(abs(half.time - start.time - 0.2) < 1e-9, "half of 0.4 s after it started")
        let scale = half.bitmap.width / 390
        let middle = half.bitmap[200 * scale, 200 * scale]
        #expect(middle.r == 255 && abs(Int(middle.g) - 128) <= 2, "red at half alpha over white: \(middle)")
    }

    @Test func fractionsOfAnActionThatStartsNoTransitionFailByName() {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        #expect(throws: TransitionError.self) {
            _ = try TransitionSampler(window: window).record(.perform("nothing", phase: "tap") { root.view.alpha = 0.5 },
                                                             at: .progress([0.5]))
        }
    }
}
