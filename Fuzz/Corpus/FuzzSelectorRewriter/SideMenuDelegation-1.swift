#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// A side menu that asks its delegate through optional requirements, as Objective-C-era UIKit
// code does, with its lifecycle overrides written in an extension.

@objc protocol SideMenuDelegate: AnyObject {
    @objc optional func sideMenuWillOpen(_ menu: SideMenuViewController)
    @objc optional func sideMenu(_ menu: SideMenuViewController,
                                 widthFor size: CGSize) -> CGFloat
    @objc optional func sideMenuShouldClose(_ menu: SideMenuViewController) -> Bool
    @objc optional var menuTint: UIColor { get }
}

final class SideMenuViewController: UIViewController {
    weak var delegate: SideMenuDelegate?
    var onOpen: (() -> Void)?
    private(set) var menuWidth: CGFloat = 0
    private(set) var isClosed = false
    private(set) var tint: UIColor = .clear

    func open() {
        delegate?.sideMenuWillOpen?(self)
        onOpen?()
        menuWidth = delegate?.sideMenu?(self, widthFor: view.bounds.size) ?? 240
        tint = delegate?.menuTint ?? .black
    }

    func close() {
        if delegate?.sideMenuShouldClose?(self) ?? true {
            isClosed = true
        }
    }
}

extension SideMenuViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemIndigo
    }

    override var preferredStatusBarStyle: UIStatusBarStyle {
        .lightContent
    }
}

final class WidthChoosingMenuHost: NSObject, SideMenuDelegate {
    private(set) var willOpenCount = 0

    func sideMenuWillOpen(_ menu: SideMenuViewController) {
        willOpenCount += 1
    }

    func sideMenu(_ menu: SideMenuViewController, widthFor size: CGSize) -> CGFloat {
        size.width * 0.8
    }

    func sideMenuShouldClose(_ menu: SideMenuViewController) -> Bool {
        false
    }

    var menuTint: UIColor { .systemTeal }
}

final class SilentMenuHost: NSObject, SideMenuDelegate {}
