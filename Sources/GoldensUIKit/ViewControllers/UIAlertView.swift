import GoldensScene

/// The alert before iOS 8 (deprecated since, still in UIKit): shown, it presents the same alert a
/// `UIAlertController` would, from the key window's front-most controller, and a tapped button
/// tells its delegate.
@available(iOS, deprecated: 9.0, message: "UIAlertView is deprecated. Use UIAlertController with a preferredStyle of UIAlertControllerStyleAlert instead")
@preconcurrency @MainActor
open class UIAlertView: UIView {
    open var title = ""
    open var message: String?
    open weak var delegate: AnyObject?
    open var cancelButtonIndex = -1
    private var buttonTitles: [String] = []
    open var numberOfButtons: Int { buttonTitles.count }
    open private(set) var isVisible = false
    private weak var shownAlert: UIAlertController?

    public convenience init(title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?,
                            otherButtonTitles firstButtonTitle: String, _ moreButtonTitles: String...) {
        self.init(title: title, message: message, delegate: delegate, cancelButtonTitle: cancelButtonTitle)
        for title in [firstButtonTitle] + moreButtonTitles { addButton(withTitle: title) }
    }

    /// The form Swift code without further buttons writes.
    public convenience init(title: String?, message: String?, delegate: Any?, cancelButtonTitle: String?) {
        self.init(frame: .zero)
        self.title = title ?? ""
        self.message = message
        self.delegate = delegate as AnyObject?
        if let cancelButtonTitle { cancelButtonIndex = addButton(withTitle: cancelButtonTitle) }
    }

    @discardableResult
    open func addButton(withTitle title: String?) -> Int {
        buttonTitles.append(title ?? "")
        return buttonTitles.count - 1
    }

    open func buttonTitle(at buttonIndex: Int) -> String? {
        buttonTitles.indices.contains(buttonIndex) ? buttonTitles[buttonIndex] : nil
    }

    /// Presents the alert over the key window's front-most controller.
    open func show() {
        guard var front = UIApplication.shared.keyWindow?.rootViewController else {
            return SceneDiagnostics.report("UIAlertView.show(): no key window with a root view controller to show it over")
        }
        while let presented = front.presentedViewController { front = presented }
        let alert = UIAlertController(title: title, message: message, preferredStyle: .alert)
        for (index, buttonTitle) in buttonTitles.enumerated() {
            alert.addAction(UIAlertAction(title: buttonTitle, style: index == cancelButtonIndex ? .cancel : .default) { [weak self] _ in
                guard let self else { return }
                isVisible = false
                (delegate as? UIAlertViewDelegate)?.alertView(self, clickedButtonAt: index)
                (delegate as? UIAlertViewDelegate)?.alertView(self, didDismissWithButtonIndex: index)
            })
        }
        isVisible = true
        shownAlert = alert
        front.present(alert, animated: true)
    }

    open func dismiss(withClickedButtonIndex buttonIndex: Int, animated: Bool) {
        isVisible = false
        shownAlert?.dismiss(animated: animated)
    }
}

/// What a `UIAlertView` tells its delegate; every method optional.
@preconcurrency @MainActor
public protocol UIAlertViewDelegate: NSObjectProtocol {
    func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int)
    func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int)
}

extension UIAlertViewDelegate {
    public func alertView(_ alertView: UIAlertView, clickedButtonAt buttonIndex: Int) {}
    public func alertView(_ alertView: UIAlertView, didDismissWithButtonIndex buttonIndex: Int) {}
}
