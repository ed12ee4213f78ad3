/// The object a view stands for in the UIKit layer above the engine (GoldensUIKit's `UIView`,
/// or a stand-alone `CALayer`), asked for what a UIKit subclass may override: its layout pass,
/// its fitting and intrinsic sizes, its constraint update and its move callbacks.
///
/// Each method may decline (false, nil), and the view then runs its own behaviour; a host that
/// stands for a view the engine made itself (a snapshot, a transition's container) declines
/// everything, so the engine's own subclasses keep their overrides. The view holds its host
/// weakly and its superview holds it strongly, so a tree keeps its UIKit objects alive while
/// they are attached, without reference cycles. Visible within the package only.
@MainActor
package protocol ViewHost: AnyObject {
    /// Runs the host's layout pass (UIKit's `layoutSubviews` and the controller's callbacks
    /// around it); false to let the view lay itself out.
    func hostLayoutSubviews() -> Bool
    /// The host's `sizeThatFits`, or nil for the view's own.
    func hostSizeThatFits(_ size: Size) -> Size?
    /// The host's intrinsic content size, or nil for the view's own.
    var hostIntrinsicContentSize: Size? { get }
    /// Whether the host's intrinsic height follows its width (wrapped text), or nil for the
    /// view's own answer.
    var hostIntrinsicHeightDependsOnWidth: Bool? { get }
    /// Runs the host's constraint update; false to let the view run its own.
    func hostUpdateConstraints() -> Bool
    /// Tells the host the view moved to a new superview (or out of one).
    func hostDidMoveToSuperview()
    /// Tells the host a model value of the view's layer was set (key-value observers look).
    func hostModelDidChange()
    /// Lets the host draw the view's content if it asked to (UIKit's `draw(_:)`), before a
    /// frame or snapshot is drawn.
    func hostDisplayIfNeeded()
}

extension ViewHost {
    package func hostLayoutSubviews() -> Bool { false }
    package func hostSizeThatFits(_ size: Size) -> Size? { nil }
    package var hostIntrinsicContentSize: Size? { nil }
    package var hostIntrinsicHeightDependsOnWidth: Bool? { nil }
    package func hostUpdateConstraints() -> Bool { false }
    package func hostDidMoveToSuperview() {}
    package func hostModelDidChange() {}
    package func hostDisplayIfNeeded() {}
}

extension View {
    /// `sizeThatFits` as the host answers it (a UIKit override), else the view's own.
    public func fittingSize(_ size: Size) -> Size {
        host?.hostSizeThatFits(size) ?? sizeThatFits(size)
    }

    /// The intrinsic content size as the host answers it, else the view's own.
    public var hostedIntrinsicContentSize: Size {
        host?.hostIntrinsicContentSize ?? intrinsicContentSize
    }

    /// Whether the intrinsic height follows the width, as the host answers it, else the view.
    var hostedIntrinsicHeightDependsOnWidth: Bool {
        host?.hostIntrinsicHeightDependsOnWidth ?? intrinsicHeightDependsOnWidth
    }

    /// UIKit's display pass, after layout and before drawing: each view of the tree that asked
    /// to be redrawn draws its content.
    func displayIfNeeded() {
        host?.hostDisplayIfNeeded()
        for child in subviews { child.displayIfNeeded() }
    }
}
