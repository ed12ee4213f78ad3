/// Whether a screen's content is scrolled to one of its edges, which decides the look of the bar
/// at that edge from iOS 15 on: a navigation bar at the top edge and a tab bar at the bottom one
/// draw their scroll-edge appearance (transparent unless the app gave one), elsewhere their
/// standard one.
@MainActor
enum ContentScrollEdge {
    enum Edge {
        case top, bottom
    }

    /// True when the screen's content scroll view shows that edge of its content, or when the
    /// screen has none (UIKit then treats the bars as at the edge, always). The content scroll
    /// view is the one the controller names (`contentScrollView(for:)`), else its view when that
    /// scrolls, else the first scroll view among its view's subviews. A navigation controller's
    /// screen is its top child's, a tab bar controller's its selected child's.
    static func reaches(_ edge: Edge, in controller: UIViewController) -> Bool {
        let shown = (controller as? UINavigationController)?.topViewController
            ?? (controller as? UITabBarController)?.selectedViewController ?? controller
        if shown !== controller { return reaches(edge, in: shown) }
        guard let view = controller.viewIfLoaded, let scroll = contentScrollView(of: controller, in: view, edge: edge) else { return true }
        // Asked while its container lays out, before the scroll view's own turn: its content
        // size and its offset (which follows a change of insets) are brought up to date first.
        scroll.layoutIfNeeded()
        let inset = scroll.adjustedContentInset
        switch edge {
        case .top:
            return scroll.contentOffset.y <= -inset.top + 0.5
        case .bottom:
            return scroll.contentOffset.y + scroll.bounds.height >= scroll.contentSize.height + inset.bottom - 0.5
        }
    }

    private static func contentScrollView(of controller: UIViewController, in view: UIView, edge: Edge) -> UIScrollView? {
        if let named = controller.contentScrollView(for: edge == .top ? .top : .bottom) { return named }
        if let scroll = view as? UIScrollView { return scroll }
        return view.subviews.lazy.compactMap { $0 as? UIScrollView }.first
    }
}
