import Foundation
import GoldensUIKit
import Testing

// UIKit hands out one object per thing for as long as the thing lives: a view's guides, the
// guides and constraints it keeps, the layer of a view. Code compares them with `===`, keeps
// them in weak references and subclasses them; here each is checked the way apps use it.

/// A guide subclass of the app's own, as spacer helpers declare them.
private final class SpacerGuide: UILayoutGuide {
    var purpose = "spacer"
}

/// Hears that the user swiped a sheet away, as iOS 13+ screens do.
private final class DismissListener: NSObject, UIAdaptivePresentationControllerDelegate {}

@MainActor
@Suite struct ObjectIdentityTests {
    @Test func aViewsSystemGuidesAreTheSameObjectOnEveryRead() {
        let view = UIView()
        // Kept by the view, as in UIKit: nothing else holds them between the reads.
        weak var safeArea = view.safeAreaLayoutGuide
        weak var keyboard = view.keyboardLayoutGuide
        #expect(safeArea != nil)
        #expect(keyboard != nil)
        #expect(safeArea === view.safeAreaLayoutGuide)
        #expect(view.safeAreaLayoutGuide === view.safeAreaLayoutGuide)
        #expect(view.layoutMarginsGuide === view.layoutMarginsGuide)
        #expect(view.keyboardLayoutGuide === view.keyboardLayoutGuide)
        #expect(view.safeAreaLayoutGuide.owningView === view)
    }

    @Test func aConstraintsItemIsTheGuideItWasMadeWith() {
        let view = UIView()
        let child = UIView()
        view.addSubview(child)
        let constraint = child.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor)
        #expect(constraint.firstItem === child)
        #expect(constraint.secondItem === view.safeAreaLayoutGuide)
    }

    @Test func aViewKeepsTheGuidesAddedToItWithTheirClass() {
        let view = UIView()
        weak var added: SpacerGuide?
        do {
            let guide = SpacerGuide()
            guide.identifier = "gap"
            view.addLayoutGuide(guide)
            added = guide
        }
        // The view retains its guides, as UIKit's does: the app kept no reference.
        #expect(added != nil)
        do {
            let found = view.layoutGuides.first
            #expect(found === added)
            #expect((found as? SpacerGuide)?.purpose == "spacer")
            if let found { view.removeLayoutGuide(found) }
        }
        // Removed, it is let go.
        #expect(view.layoutGuides.isEmpty)
        #expect(added == nil)
    }

    /// Screens set `presentationController?.delegate = self` once; UIKit keeps that controller
    /// (and so the delegate) for the whole presentation, whatever the style.
    @Test func aSystemPresentationControllerIsOneObjectForThePresentation() throws {
        let presenter = UIViewController()
        let window = UIWindow(rootViewController: presenter)
        let listener = DismissListener()
        for style in [UIModalPresentationStyle.fullScreen, .overFullScreen] {
            let card = UIViewController()
            card.modalPresentationStyle = style
            presenter.present(card, animated: false)
            card.presentationController?.delegate = listener
            weak var controller = card.presentationController
            #expect(controller != nil, "\(style)")
            #expect(card.presentationController === controller, "\(style)")
            #expect(card.presentationController?.delegate === listener, "\(style)")
            #expect(controller?.presentedViewController === card, "\(style)")
            card.dismiss(animated: false)
        }
        _ = window
    }

    /// The container UIKit hands the animator is one view for the transition; the window a
    /// view reports is the app's window object.
    @Test func engineMadeViewsAreOneObjectWhileTheyLive() throws {
        let presenter = UIViewController()
        let window = UIWindow(rootViewController: presenter)
        #expect(presenter.view.window === window)
        let card = UIViewController()
        card.modalPresentationStyle = .overFullScreen
        presenter.present(card, animated: false)
        weak var container = card.view.superview
        #expect(container != nil)
        #expect(card.view.superview === container)
        #expect(container?.window === window)
        card.dismiss(animated: false)
    }
}
