import GoldensScene

/// An action of an alert or action sheet: a title, a style and a handler (called by
/// `UIAlertController.performAction(at:)`, since nothing taps).
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    public enum Style: Int, Sendable { case `default`, cancel, destructive }
    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// An alert (a 270-point rounded box centred on a dimmed screen: bold title, message, a row of
/// buttons for two actions or a column for more) or an action sheet (the actions stacked at the
/// bottom, cancel apart). Presented over the screen with a cross-dissolve (UIKit fades and
/// scales it); nothing taps its buttons: `performAction(at:)` runs an action as a tap would.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    public enum Style: Int, Sendable { case actionSheet, alert }

    open var message: String?
    public let preferredStyle: Style
    open private(set) var actions: [UIAlertAction] = []
    open var preferredAction: UIAlertAction?
    open private(set) var textFields: [UITextField]?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
        modalPresentationStyle = .overFullScreen
        modalTransitionStyle = .crossDissolve
    }

    public required init?(coder: NSCoder) {
        preferredStyle = .alert
        super.init(coder: coder)
    }

    open func addAction(_ action: UIAlertAction) { actions.append(action) }

    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        let field = UITextField(frame: .zero)
        field.borderStyle = .roundedRect
        field.font = .systemFont(ofSize: 13)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// Runs the action at `index` as a tap would: dismisses the alert, then calls the handler.
    open func performAction(at index: Int) {
        guard actions.indices.contains(index), actions[index].isEnabled else { return }
        let action = actions[index]
        presentingViewController?.dismiss(animated: false)
        action.handler?(action)
    }

    private let box = UIView()
    private var rows: [UIView] = []

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor.black.withAlphaComponent(0.2)
        box.backgroundColor = UIColor(white: 0.97, alpha: 1)
        box.layer.cornerRadius = 14
        box.clipsToBounds = true
        view.addSubview(box)
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        for row in rows { row.removeFromSuperview() }
        rows = []
        let width: CGFloat = preferredStyle == .alert ? 270 : view.bounds.width - 16
        var y: CGFloat = 20
        func label(_ text: String?, font: UIFont, color: UIColor) {
            guard let text, !text.isEmpty else { return }
            let label = UILabel()
            label.text = text
            label.font = font
            label.textColor = color
            label.textAlignment = .center
            label.numberOfLines = 0
            let height = ceil(label.sizeThatFits(CGSize(width: width - 32, height: .greatestFiniteMagnitude)).height)
            label.frame = CGRect(x: 16, y: y, width: width - 32, height: height)
            box.addSubview(label)
            rows.append(label)
            y += height + 4
        }
        label(title, font: .systemFont(ofSize: preferredStyle == .alert ? 17 : 13, weight: .semibold),
              color: preferredStyle == .alert ? .label : .secondaryLabel)
        label(message, font: .systemFont(ofSize: 13), color: preferredStyle == .alert ? .label : .secondaryLabel)
        for field in textFields ?? [] {
            field.frame = CGRect(x: 16, y: y + 8, width: width - 32, height: 28)
            box.addSubview(field)
            rows.append(field)
            y += 36
        }
        y += 16
        let sideBySide = preferredStyle == .alert && actions.count == 2
        let buttonHeight: CGFloat = preferredStyle == .alert ? 44 : 57
        for (index, action) in actions.enumerated() {
            let button = UILabel()
            button.text = action.title
            button.textAlignment = .center
            button.font = .systemFont(ofSize: preferredStyle == .alert ? 17 : 20,
                                      weight: action.style == .cancel || action === preferredAction ? .semibold : .regular)
            button.textColor = action.style == .destructive ? .systemRed : .systemBlue
            let separator = UIView()
            separator.backgroundColor = .separator
            if sideBySide {
                button.frame = CGRect(x: CGFloat(index) * width / 2, y: y, width: width / 2, height: buttonHeight)
                separator.frame = index == 0 ? CGRect(x: 0, y: y, width: width, height: UIScreen.main.hairline)
                    : CGRect(x: width / 2, y: y, width: UIScreen.main.hairline, height: buttonHeight)
            } else {
                button.frame = CGRect(x: 0, y: y, width: width, height: buttonHeight)
                separator.frame = CGRect(x: 0, y: y, width: width, height: UIScreen.main.hairline)
            }
            box.addSubview(separator)
            box.addSubview(button)
            rows += [separator, button]
            if !sideBySide || index == actions.count - 1 { y += buttonHeight }
        }
        let x = (view.bounds.width - width) / 2
        box.frame = preferredStyle == .alert
            ? CGRect(x: x, y: (view.bounds.height - y) / 2, width: width, height: y)
            : CGRect(x: x, y: view.bounds.height - view.safeAreaInsets.bottom - 8 - y, width: width, height: y)
    }
}
