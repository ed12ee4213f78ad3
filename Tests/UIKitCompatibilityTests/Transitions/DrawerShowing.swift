#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// An app's own "show" for every controller, declared in an extension of UIViewController, which
// its drawer container overrides (as side-menu libraries do), and a width the containers refine
// through `super`.

extension UIViewController {
    /// Presents the drawer; a container that hosts drawers overrides it.
    @objc func showDrawer(_ drawer: UIViewController, sender: Any?) {
        present(drawer, animated: false)
    }

    @objc var drawerWidth: CGFloat { 280 }
}

class DrawerHostController: UINavigationController {
    private(set) var drawerShown: UIViewController?

    override func showDrawer(_ drawer: UIViewController, sender: Any?) {
        drawerShown = drawer
        addChild(drawer)
        view.addSubview(drawer.view)
        drawer.view.frame = CGRect(x: 0, y: 0, width: drawerWidth, height: view.bounds.height)
        drawer.didMove(toParent: self)
    }

    override var drawerWidth: CGFloat { super.drawerWidth + 20 }
}

final class WideDrawerHostController: DrawerHostController {
    override var drawerWidth: CGFloat { super.drawerWidth + 100 }
}
