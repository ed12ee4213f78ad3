import Foundation

/// Builds the menu a context menu shows from the actions UIKit suggests.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?
/// Builds the view controller a context menu previews.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// How a context menu's preview is committed when tapped.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
    case dismiss, pop
}

/// The context menu a long press on a view opens: added to the view with `addInteraction`, it
/// asks its delegate for a configuration when the press begins. No test makes that press
/// here, so the delegate is kept and never asked, and nothing of the menu is drawn.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
    /// How the menu looks when it opens (iOS 14).
    public enum Appearance: Int, Sendable {
        case unknown, rich, compact
    }

    open private(set) weak var delegate: UIContextMenuInteractionDelegate?
    open private(set) weak var view: UIView?
    /// `.unknown` while no menu is showing, which is always here.
    open var menuAppearance: Appearance { .unknown }

    public init(delegate: UIContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: UIView?) {}
    open func didMove(to view: UIView?) { self.view = view }

    /// Where the press that opened the menu is, in `view`'s space; the interaction's view's
    /// origin when no press happened.
    open func location(in view: UIView?) -> CGPoint {
        guard let own = self.view else { return .zero }
        return own.convert(CGPoint.zero, to: view)
    }

    /// Changes the menu on screen; there is none here, so the block is not run.
    open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}
    open func dismissMenu() {}
}

/// What a context menu interaction asks when its menu opens and tells as it shows and closes.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview?
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionAnimating?)
}

extension UIContextMenuInteractionDelegate {
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? { nil }
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                       willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionCommitAnimating) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
    public func contextMenuInteraction(_ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
                                       animator: UIContextMenuInteractionAnimating?) {}
}

/// Animations that run alongside a context menu's appearing or disappearing.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator of a committed preview, which chooses how the preview leaves.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// What a context menu shows: a preview and a menu, made by closures when it opens.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// The identifier given, or a unique string UIKit makes up.
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    public init(identifier: (any NSCopying)?, previewProvider: UIContextMenuContentPreviewProvider?,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? UUID().uuidString
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}

// A configuration's identifier is commonly an index path or a string, which bridge to
// `NSCopying` objects on Apple's platforms; here they conform directly.
extension IndexPath: @retroactive NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}

extension String: @retroactive NSCopying {
    public func copy(with zone: NSZone? = nil) -> Any { self }
}
