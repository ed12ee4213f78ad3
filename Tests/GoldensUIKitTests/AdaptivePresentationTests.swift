import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// A custom presentation on an iPhone (horizontally compact) adapts when its presentation
/// controller's delegate asks for full screen: the controller the delegate gives in its place
/// (here a navigation controller around it) is presented full screen, and the custom
/// presentation controller's card is not used. Any other answer keeps the custom presentation.
@MainActor
@Suite struct AdaptivePresentationTests {
    /// A centred card half the container's size.
    final class CardPresentationController: UIPresentationController {
        var began = 0
        override var frameOfPresentedViewInContainerView: CGRect {
            let bounds = containerView?.bounds ?? .zero
            return CGRect(x: bounds.width / 4, y: bounds.height / 4, width: bounds.width / 2, height: bounds.height / 2)
        }
        override func presentationTransitionWillBegin() { began += 1 }
    }

    final class CardDelegate: NSObject, UIViewControllerTransitioningDelegate {
        var made: CardPresentationController?
        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let controller = CardPresentationController(presentedViewController: presented, presenting: presenting)
            made = controller
            return controller
        }
    }

    /// Sets itself as its presentation controller's delegate when it gets a transitioning
    /// delegate, as Apple's adaptive presentation sample does.
    final class Details: UIViewController, UIAdaptivePresentationControllerDelegate {
        var adaptiveStyle: UIModalPresentationStyle = .fullScreen
        var adaptedStyles: [UIModalPresentationStyle] = []
        override var transitioningDelegate: UIViewControllerTransitioningDelegate? {
            didSet { presentationController?.delegate = self }
        }
        func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { adaptiveStyle }
        func presentationController(_ controller: UIPresentationController,
                                    viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? {
            UINavigationController(rootViewController: controller.presentedViewController)
        }
        func presentationController(_ presentationController: UIPresentationController,
                                    willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                    transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {
            adaptedStyles.append(style)
        }
    }

    private func present(adaptingTo style: UIModalPresentationStyle) throws -> (UIViewController, Details, CardDelegate) {
        let menu = UIViewController()
        let window = UIWindow(rootViewController: menu)
        window.makeKeyAndVisible()
        let details = Details()
        details.adaptiveStyle = style
        details.view.backgroundColor = .systemTeal
        let cards = CardDelegate()
        details.modalPresentationStyle = .custom
        details.transitioningDelegate = cards
        _ = try TransitionSampler(window: window).record(.present(details, from: menu), at: .progress([0.5]))
        return (menu, details, cards)
    }

    @Test func aCustomPresentationAdaptsToFullScreenInTheControllerTheDelegateGives() throws {
        let (menu, details, cards) = try present(adaptingTo: .fullScreen)
        let navigation = try #require(menu.presentedViewController as? UINavigationController)
        #expect(navigation.viewControllers.first === details)
        #expect(details.presentingViewController === menu)
        #expect(navigation.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(cards.made?.began == 0, "the card's presentation controller is not used")
        #expect(details.adaptedStyles == [.fullScreen])
        #expect(details.modalPresentationStyle == .custom, "the controller's own style is left as the app set it")
    }

    @Test func anyOtherAnswerKeepsTheCustomPresentation() throws {
        let (menu, details, cards) = try present(adaptingTo: .none)
        #expect(menu.presentedViewController === details)
        #expect(cards.made?.began == 1)
        #expect(details.view.frame == CGRect(x: 97.5, y: 211, width: 195, height: 422))
        #expect(details.adaptedStyles.isEmpty)
    }
}
