import Foundation

/// 3D Touch's peek and pop (deprecated since iOS 13): the registrations are kept, and since the
/// screen here has no force touch (`UITraitCollection.forceTouchCapability` is `.unavailable`),
/// no preview ever starts, as on a phone without it.
@preconcurrency @MainActor
public protocol UIViewControllerPreviewing: NSObjectProtocol {
    var previewingGestureRecognizerForFailureRelationship: UIGestureRecognizer { get }
    var delegate: any UIViewControllerPreviewingDelegate { get }
    var sourceView: UIView { get }
    var sourceRect: CGRect { get set }
}

@preconcurrency @MainActor
public protocol UIViewControllerPreviewingDelegate: NSObjectProtocol {
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController?
    func previewingContext(_ previewingContext: any UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController)
}

/// A registration `registerForPreviewing(with:sourceView:)` returns.
final class PreviewingRegistration: NSObject, UIViewControllerPreviewing {
    let previewingGestureRecognizerForFailureRelationship = UIGestureRecognizer()
    /// Held, as UIKit holds the delegate of a registration.
    private let strongDelegate: any UIViewControllerPreviewingDelegate
    let sourceView: UIView
    var sourceRect: CGRect

    init(delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) {
        strongDelegate = delegate
        self.sourceView = sourceView
        sourceRect = sourceView.bounds
        super.init()
    }

    var delegate: any UIViewControllerPreviewingDelegate { strongDelegate }
}

extension UIViewController {
    @discardableResult
    public func registerForPreviewing(with delegate: any UIViewControllerPreviewingDelegate, sourceView: UIView) -> any UIViewControllerPreviewing {
        PreviewingRegistration(delegate: delegate, sourceView: sourceView)
    }

    public func unregisterForPreviewing(withContext previewing: any UIViewControllerPreviewing) {}
}

/// An action a preview offers when swiped up.
@preconcurrency @MainActor
public protocol UIPreviewActionItem: NSObjectProtocol {
    var title: String { get }
}

@preconcurrency @MainActor
open class UIPreviewAction: NSObject, UIPreviewActionItem {
    public enum Style: Int, Sendable { case `default`, selected, destructive }

    public let title: String
    public let style: Style
    public let handler: (any UIPreviewActionItem, UIViewController) -> Void

    public init(title: String, style: Style, handler: @escaping (UIPreviewAction, UIViewController) -> Void) {
        self.title = title
        self.style = style
        self.handler = { item, controller in
            if let action = item as? UIPreviewAction { handler(action, controller) }
        }
        super.init()
    }
}

@preconcurrency @MainActor
open class UIPreviewActionGroup: NSObject, UIPreviewActionItem {
    public let title: String
    public let style: UIPreviewAction.Style
    public let actions: [UIPreviewAction]

    public init(title: String, style: UIPreviewAction.Style, actions: [UIPreviewAction]) {
        self.title = title
        self.style = style
        self.actions = actions
        super.init()
    }
}
