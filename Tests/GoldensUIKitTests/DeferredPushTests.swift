import Foundation
@testable import GoldensUIKit
import Testing

/// A detail screen that notes when its view loads and appears.
@MainActor
private final class Detail: UIViewController {
    var log: (String) -> Void = { _ in }
    var photoName = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        log("viewDidLoad \(photoName)")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("viewWillAppear")
    }
}

/// Grows the pushed screen out of the cell the list says was tapped, as photo apps write it:
/// the list learns which cell in `didSelectItemAt`, which UIKit calls after a cell's segue
/// pushed.
@MainActor
private final class GrowFromCell: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
    var log: (String) -> Void = { _ in }
    var sourceFrame: () -> CGRect = { .zero }
    private(set) var startFrame: CGRect?

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log("willShow")
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        operation == .push ? self : nil
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        log("animateTransition")
        guard let to = transitionContext.view(forKey: .to), let toVC = transitionContext.viewController(forKey: .to) else { return }
        let final = transitionContext.finalFrame(for: toVC)
        let start = sourceFrame()
        startFrame = start
        to.frame = start
        transitionContext.containerView.addSubview(to)
        UIView.animate(withDuration: 0.4, animations: { to.frame = final }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// UIKit changes a navigation controller's stack at once but starts an animated push or pop
/// when the turn that asked for it ends (at the controller's next layout): what the app does
/// after `pushViewController` in the same turn is in place when the pushed screen loads and
/// the animator runs.
@MainActor @Suite private struct DeferredPushTests {
    let list = ColoredController(.systemTeal)
    let navigation: UINavigationController
    let window: UIWindow
    let animator = GrowFromCell()

    init() {
        navigation = UINavigationController(rootViewController: list)
        navigation.delegate = animator
        window = UIWindow(rootViewController: navigation)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
    }

    private func advance(by seconds: Double) throws {
        try window.windowNode.clock.advance(by: seconds)
    }

    @Test func theStackChangesAtOnceAndThePushStartsWhenTheTurnEnds() throws {
        var log: [String] = []
        let detail = Detail()
        detail.log = { log.append($0) }
        animator.log = { log.append($0) }
        navigation.pushViewController(detail, animated: true)
        log.append("pushed")
        #expect(navigation.viewControllers.last === detail && navigation.topViewController === detail)
        #expect(detail.navigationController === navigation && detail.parent === navigation)
        #expect(!detail.isViewLoaded, "the pushed screen loads as the push starts")
        // Set after the push, as a segue's destination is configured or a cell reports its tap.
        detail.photoName = "beach"
        animator.sourceFrame = { CGRect(x: 20, y: 300, width: 100, height: 100) }
        window.layoutIfNeeded()
        // UIKit tells the delegate, then begins the appearance (loading the view), then animates.
        #expect(log == ["pushed", "willShow", "viewDidLoad beach", "viewWillAppear", "animateTransition"], "\(log)")
        #expect(animator.startFrame == CGRect(x: 20, y: 300, width: 100, height: 100), "the frame set after the push")
        try advance(by: 0.2)
        let midway = try #require(detail.view.layer.presentation()?.frame)
        #expect(midway.width > 100 && midway.width < 390)
        try advance(by: 1)
        #expect(detail.view.frame == navigation.view.bounds)
    }

    @Test func theClockStartsThePushWhenTheCodeThatAskedForItReturns() throws {
        let detail = Detail()
        navigation.pushViewController(detail, animated: true)
        animator.sourceFrame = { CGRect(x: 200, y: 500, width: 80, height: 80) }
        try advance(by: 0)
        #expect(animator.startFrame == CGRect(x: 200, y: 500, width: 80, height: 80))
        #expect(navigation.transitionCoordinator != nil)
        try advance(by: 1)
        #expect(navigation.transitionCoordinator == nil && detail.view.window === window)
    }

    @Test func askingForTheCoordinatorRightAfterThePushStartsIt() throws {
        let detail = Detail()
        var finished = false
        navigation.pushViewController(detail, animated: true)
        let coordinator = try #require(navigation.transitionCoordinator, "pushed, then waited for, as apps add a completion to a push")
        coordinator.animate(alongsideTransition: nil) { _ in finished = true }
        #expect(detail.isViewLoaded && animator.startFrame != nil)
        try advance(by: 0.2)
        #expect(!finished)
        try advance(by: 1)
        #expect(finished)
    }

    @Test func aPushUndoneInTheSameTurnMovesNothing() throws {
        var log: [String] = []
        let detail = Detail()
        detail.log = { log.append($0) }
        animator.log = { log.append($0) }
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.popViewController(animated: true) === detail)
        try advance(by: 1)
        #expect(log.isEmpty, "\(log)")
        #expect(navigation.viewControllers.count == 1 && navigation.children.count == 1)
        #expect(detail.parent == nil && !detail.isViewLoaded)
        #expect(list.view.window === window)
    }

    @Test func twoPushesInOneTurnShowTheSecondInOneTransition() throws {
        var log: [String] = []
        let first = Detail(), second = Detail()
        first.photoName = "first"
        second.photoName = "second"
        first.log = { log.append($0) }
        second.log = { log.append($0) }
        animator.log = { log.append($0) }
        navigation.pushViewController(first, animated: true)
        navigation.pushViewController(second, animated: true)
        #expect(navigation.viewControllers.count == 3)
        try advance(by: 1)
        #expect(log.filter { $0 == "animateTransition" }.count == 1)
        #expect(!log.contains("viewDidLoad first"), "the screen passed over never loads")
        #expect(second.view.window === window && navigation.topViewController === second)
        #expect(first.parent === navigation)
        navigation.popViewController(animated: false)
        #expect(first.view.window === window, "the screen under it is there to go back to")
    }

    @Test func aPushOffScreenHappensAtOnce() {
        let offscreen = UINavigationController(rootViewController: UIViewController())
        let detail = Detail()
        offscreen.pushViewController(detail, animated: true)
        #expect(offscreen.topViewController === detail)
        offscreen.loadViewIfNeeded()
        #expect(detail.view.superview != nil, "the top screen is in the navigation controller's view")
    }
}
