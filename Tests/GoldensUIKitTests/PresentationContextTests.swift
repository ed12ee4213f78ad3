import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

// Which controller presents, when the code calls `present` on a child inside a navigation
// controller: UIKit walks up the presentation context, so a card that shrinks "the screen
// behind it" shrinks the navigation controller's view, bar included.

/// Shrinks the screen behind as the card rises, and notes what the context hands over.
private final class ShrinkBehindAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var fromController: UIViewController?
    var fromView: UIView?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        fromController = transitionContext.viewController(forKey: .from)
        guard let from = fromController, let card = transitionContext.view(forKey: .to),
              let toController = transitionContext.viewController(forKey: .to) else { return }
        fromView = from.view
        transitionContext.containerView.addSubview(card)
        let final = transitionContext.finalFrame(for: toController)
        card.frame = final.offsetBy(dx: 0, dy: final.height)
        UIView.animate(withDuration: 0.3, animations: {
            card.frame = final
            from.view.transform = CGAffineTransform(scaleX: 0.92, y: 0.92)
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

private final class ShrinkBehindDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = ShrinkBehindAnimator()
    /// The presenting and source controllers the delegate was told of.
    var told: (presenting: UIViewController, source: UIViewController)?
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        told = (presenting, source)
        return animator
    }
}

@MainActor
@Suite struct PresentationContextTests {
    @Test func aChildOfANavigationControllerPresentsThroughIt() throws {
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(rootViewController: navigation)
        let delegate = ShrinkBehindDelegate()
        let card = UIViewController()
        card.modalPresentationStyle = .overFullScreen
        card.transitioningDelegate = delegate
        _ = try TransitionSampler(window: window).record(.perform("present card", phase: "present") {
            list.present(card, animated: true)
        }, at: .progress([0.5]))
        #expect(delegate.animator.fromController === navigation, "the context hands over the navigation controller")
        #expect(delegate.told?.presenting === navigation && delegate.told?.source === list,
                "the delegate hears of the controller present was called on as the source")
        #expect(delegate.animator.fromView === navigation.view)
        #expect(navigation.view.subviews.contains { $0 === navigation.navigationBar }, "so the bar shrinks with the screen")
        #expect(card.presentingViewController === navigation)
        #expect(list.presentedViewController === card, "a child sees what its container presented")
        #expect(navigation.presentedViewController === card)

        _ = try TransitionSampler(window: window).record(.perform("dismiss card", phase: "dismiss") {
            list.dismiss(animated: false)
        }, at: .progress([0.5]))
        #expect(card.presentingViewController == nil && list.presentedViewController == nil)
    }

    @Test func aScreenLoadedByItsPresentationKnowsItIsBeingPresented() throws {
        final class Sheet: UIViewController {
            var presentedWhenLoaded: Bool?
            override func viewDidLoad() {
                super.viewDidLoad()
                presentedWhenLoaded = navigationController?.isBeingPresented
                if presentedWhenLoaded == true { navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", style: .plain, target: nil, action: nil) }
            }
        }
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let sheet = Sheet()
        let navigation = UINavigationController(rootViewController: sheet)
        navigation.modalPresentationStyle = .fullScreen
        _ = try TransitionSampler(window: window).record(.perform("present", phase: "present") {
            root.present(navigation, animated: true)
        }, at: .progress([0.5]))
        #expect(sheet.presentedWhenLoaded == true, "the navigation controller is being presented when its screen loads")
        #expect(sheet.navigationItem.leftBarButtonItem?.title == "Close")
    }

    @Test func aPresentationControllerThatLoadsTheViewFindsItBeingPresented() throws {
        final class Sheet: UIViewController {
            var presentedWhenLoaded: Bool?
            override func viewDidLoad() {
                super.viewDidLoad()
                presentedWhenLoaded = isBeingPresented
            }
        }
        final class EagerPresentation: UIPresentationController {
            override init(presentedViewController: UIViewController, presenting presentingViewController: UIViewController?) {
                super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
                presentedViewController.view.layer.cornerRadius = 16  // loads the view, as apps do here
            }
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                        source: UIViewController) -> UIPresentationController? {
                EagerPresentation(presentedViewController: presented, presenting: presenting)
            }
        }
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let sheet = Sheet()
        let delegate = Delegate()
        sheet.modalPresentationStyle = .custom
        sheet.transitioningDelegate = delegate
        root.present(sheet, animated: false)
        #expect(sheet.presentedWhenLoaded == true)
        #expect(!sheet.isBeingPresented, "and no longer once presented")
    }

    @Test func aScreenBehindALargeSheetShrinksIntoACardAndComesBack() throws {
        let root = UIViewController()
        root.view.backgroundColor = .white
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let sheet = UIViewController()
        let clock = window.windowNode.clock
        root.present(sheet, animated: true)
        try clock.advance(by: 1)
        let card = root.view.transform
        let scale = (390.0 - 32) / 390
        #expect(abs(card.a - scale) < 1e-9 && abs(card.d - scale) < 1e-9)
        #expect(abs(root.view.frame.minX - 16) < 1e-9 && abs(root.view.frame.minY - 47) < 1e-9, "16 pt in, its top at the safe area's")
        #expect(root.view.layer.cornerRadius == 10 && root.view.clipsToBounds)
        #expect(window.subviews.first?.backgroundColor == .black, "black behind the card")

        sheet.dismiss(animated: true)
        try clock.advance(by: 1)
        #expect(root.view.transform == .identity && root.view.layer.cornerRadius == 0 && !root.view.clipsToBounds)
        #expect(!window.subviews.contains { $0.backgroundColor == .black })
    }

    /// A sheet presented from a sheet pushes the first back into a card, as the window's screen
    /// was; dismissed, the first sheet comes forward to its detent again.
    @Test func aSheetOverASheetPushesTheFirstBackIntoACard() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let first = UINavigationController(rootViewController: UIViewController())
        let clock = window.windowNode.clock
        root.present(first, animated: true)
        try clock.advance(by: 1)
        let detent = first.view.frame
        #expect(detent.minY == 57 && first.view.transform.isIdentity)
        let second = UIViewController()
        first.present(second, animated: true)
        try clock.advance(by: 1)
        #expect(second.presentingViewController === first)
        let scale = (390.0 - 32) / 390
        #expect(abs(first.view.transform.a - scale) < 1e-9)
        #expect(abs(first.view.frame.minX - 16) < 1e-9 && abs(first.view.frame.minY - 47) < 1e-9,
                "16 pt in, its top at the safe area's")
        #expect(abs(root.view.frame.minY - 47) < 1e-9, "the screen behind stays a card")
        #expect(second.view.frame.minY == 57)

        second.dismiss(animated: true)
        try clock.advance(by: 1)
        #expect(first.view.transform == .identity && first.view.frame == detent)
        #expect(abs(root.view.frame.minY - 47) < 1e-9)
    }

    @Test func aControllerThatDefinesTheContextPresentsOverItsCurrentContext() throws {
        let list = UIViewController()
        list.definesPresentationContext = true
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(rootViewController: navigation)
        let overlay = UIViewController()
        overlay.modalPresentationStyle = .overCurrentContext
        _ = try TransitionSampler(window: window).record(.perform("present overlay", phase: "present") {
            list.present(overlay, animated: false)
        }, at: .progress([0.5]))
        #expect(overlay.presentingViewController === list)
    }
}
