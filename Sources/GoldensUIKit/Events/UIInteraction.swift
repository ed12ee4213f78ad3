/// Something attached to a view that reacts to the user (drags, context menus, pointers,
/// previews). Attached with `UIView.addInteraction(_:)`; no user reaches it in a test.
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
    var view: UIView? { get }
    func willMove(to view: UIView?)
    func didMove(to view: UIView?)
}
