import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// `preferredTransition` (iOS 18): a controller pushed or presented with `.zoom` grows out of the
/// view its source provider returns and shrinks back into it, over the covered screen dimmed; the
/// source is hidden meanwhile; an app's own animator still wins; the modal styles stand in for
/// `modalTransitionStyle`.
@MainActor
@Suite struct ZoomTransitionTests {
    final class Gallery: UIViewController {
        let thumbnail = UIView(frame: CGRect(x: 40, y: 200, width: 120, height: 90))
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            thumbnail.backgroundColor = .systemOrange
            thumbnail.layer.cornerRadius = 12
            view.addSubview(thumbnail)
        }
    }

    final class Photo: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemTeal
        }
    }

    /// Where the zoomed view shows `time` later, in the window: the zoomed view is scaled
    /// inside a card that clips it, so what shows is the card.
    private func displayedFrame(of view: UIView, after time: TimeInterval) throws -> CGRect {
        try View.animationClock.advance(by: time)
        let card = try #require(view.superview)
        return (card.layer.presentation() ?? card.layer).frame
    }

    @Test func aPushedControllerGrowsOutOfItsSourceAndTheSourceHidesMeanwhile() throws {
        let gallery = Gallery()
        let navigation = UINavigationController(rootViewController: gallery)
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        let photo = Photo()
        var asked: [UIViewController] = []
        photo.preferredTransition = .zoom { context in
            asked.append(context.sourceViewController)
            return (context.sourceViewController as? Gallery)?.thumbnail
        }
        navigation.pushViewController(photo, animated: true)
        let source = gallery.thumbnail.convert(gallery.thumbnail.bounds, to: nil)
        let start = try displayedFrame(of: photo.view, after: 0)
        #expect(start == source, "it starts on the source")
        #expect(gallery.thumbnail.isHidden)
        let middle = try displayedFrame(of: photo.view, after: 0.1)
        #expect(middle.width > source.width && middle.width < 390)
        #expect(middle.minY < source.minY && middle.minY > 0)
        try View.animationClock.advance(by: 1)
        #expect(navigation.topViewController === photo)
        #expect(photo.view.superview != nil && photo.view.transform == .identity)
        #expect(photo.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(!gallery.thumbnail.isHidden, "the source shows again once the transition ends")
        #expect(asked.count == 1 && asked.first === gallery)

        navigation.popViewController(animated: true)
        #expect(asked.count == 1, "the pop starts when the turn ends")
        window.layoutIfNeeded()
        #expect(asked.count == 2, "the source is asked for again on the way back")
        let leaving = try displayedFrame(of: photo.view, after: 0.2)
        #expect(leaving.width < 390 && leaving.width > source.width)
        try View.animationClock.advance(by: 1)
        #expect(navigation.topViewController === gallery)
        #expect(photo.view.superview == nil)
        #expect(!gallery.thumbnail.isHidden)
    }

    @Test func thePresentedViewIsAlignedOnTheSourceByItsAlignmentRectangle() throws {
        let gallery = Gallery()
        let window = UIWindow(rootViewController: gallery)
        window.makeKeyAndVisible()
        let photo = Photo()
        let options = UIZoomTransitionOptions()
        // The photo's top half lines up with the thumbnail.
        options.alignmentRectProvider = { context in
            CGRect(x: 0, y: 0, width: context.zoomedViewController.view.bounds.width, height: 422)
        }
        options.dimmingColor = UIColor.black.withAlphaComponent(0.5)
        photo.modalPresentationStyle = .fullScreen
        photo.preferredTransition = .zoom(options: options) { _ in gallery.thumbnail }
        gallery.present(photo, animated: true)
        try View.animationClock.advance(by: 0)
        let layer = photo.view.layer.presentation() ?? photo.view.layer
        // Filling 120 × 90 with 390 × 422 takes the larger ratio, 120 / 390.
        #expect(abs(layer.transform.m11 - 120.0 / 390.0) < 1e-9)
        let dimming = try #require(photo.view.superview?.superview?.subviews.first { $0.backgroundColor == options.dimmingColor })
        #expect((dimming.layer.presentation() ?? dimming.layer).opacity == 0)
        try View.animationClock.advance(by: 1)
        #expect(gallery.presentedViewController === photo)
        #expect(photo.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(dimming.superview == nil, "the dimming goes with the transition")

        gallery.dismiss(animated: true)
        try View.animationClock.advance(by: 1)
        #expect(gallery.presentedViewController == nil)
        #expect(gallery.view.window === window)
    }

    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        var ran = 0
        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            ran += 1
            if let to = transitionContext.view(forKey: .to) { transitionContext.containerView.addSubview(to) }
            transitionContext.completeTransition(true)
        }
    }

    final class NavigationAnimations: NSObject, UINavigationControllerDelegate {
        let animator = SlideAnimator()
        func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                                  from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            animator
        }
    }

    @Test func theNavigationDelegatesAnimatorWinsOverThePreferredZoom() throws {
        let gallery = Gallery()
        let navigation = UINavigationController(rootViewController: gallery)
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        let animations = NavigationAnimations()
        navigation.delegate = animations
        let photo = Photo()
        var asked = 0
        photo.preferredTransition = .zoom { _ in
            asked += 1
            return gallery.thumbnail
        }
        navigation.pushViewController(photo, animated: true)
        try View.animationClock.advance(by: 1)
        #expect(animations.animator.ran == 1)
        #expect(asked == 0)
    }

    @Test func withoutASourceTheZoomedViewGrowsFromTheMiddleOfItsFrame() throws {
        let gallery = Gallery()
        let navigation = UINavigationController(rootViewController: gallery)
        let window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        let photo = Photo()
        photo.preferredTransition = .zoom { _ -> UIView? in nil }
        navigation.pushViewController(photo, animated: true)
        let start = try displayedFrame(of: photo.view, after: 0)
        // 80 % of 390 × 844, centred.
        let expected = CGRect(x: 39, y: 84.4, width: 312, height: 675.2)
        #expect(abs(start.minX - expected.minX) < 1e-9 && abs(start.minY - expected.minY) < 1e-9)
        #expect(abs(start.width - expected.width) < 1e-9 && abs(start.height - expected.height) < 1e-9)
        #expect((photo.view.layer.presentation() ?? photo.view.layer).opacity == 0)
        try View.animationClock.advance(by: 1)
        #expect(photo.view.alpha == 1 && photo.view.frame.width == 390)
    }

    @Test func aModalStyleTransitionStandsInForTheTransitionStyle() throws {
        let gallery = Gallery()
        let window = UIWindow(rootViewController: gallery)
        window.makeKeyAndVisible()
        let photo = Photo()
        photo.modalPresentationStyle = .fullScreen
        photo.preferredTransition = .crossDissolve
        #expect(photo.modalTransitionStyle == .coverVertical, "the transition style keeps the app's value")
        gallery.present(photo, animated: true)
        try View.animationClock.advance(by: 0.15)
        let layer = photo.view.layer.presentation() ?? photo.view.layer
        #expect(layer.frame.minY == 0, "a cross dissolve does not slide")
        #expect(layer.opacity > 0 && layer.opacity < 1)
        try View.animationClock.advance(by: 1)
    }
}

/// An app's own animator named `Transition`, as transition code written before iOS 18 names it:
/// a view controller of the app refers to it by that name, which a type nested in
/// `UIViewController` would hide (this file would not compile).
private final class Transition: NSObject, UIViewControllerTransitioningDelegate {}

@MainActor
private final class ScreenWithItsOwnTransition: UIViewController {
    let transition = Transition()
    override func viewDidLoad() {
        super.viewDidLoad()
        transitioningDelegate = transition
    }
}

@MainActor
@Suite struct AppTypeNamedTransitionTests {
    @Test func anAppsOwnTransitionTypeIsTheOneItsControllersSee() {
        let screen = ScreenWithItsOwnTransition()
        screen.loadViewIfNeeded()
        #expect(screen.transitioningDelegate === screen.transition)
    }
}
