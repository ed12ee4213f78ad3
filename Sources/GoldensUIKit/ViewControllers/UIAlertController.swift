import GoldensScene

/// An action of an alert or action sheet: a title, a style and a handler, called when its button
/// is tapped, once the alert is dismissed (or by `UIAlertController.performAction(at:)`).
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
/// buttons for two actions or a column for more) or an action sheet (the title, message and
/// actions in a rounded group at the bottom, the cancel action in a group of its own below it).
/// The alert fades in from 1.2 times its size over the dimming and fades out; the action sheet
/// slides up from the bottom edge and back down while the dimming fades (`AlertTransitionAnimator`).
/// A tap on an action's button dismisses the alert, then calls the action's handler, as UIKit does.
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

    /// UIKit's own animation unless the app gives the alert a delegate of its own.
    open override var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { super.transitioningDelegate ?? AlertTransitioning.shared }
        set { super.transitioningDelegate = newValue }
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

    /// Runs the action at `index` at once: dismisses the alert without animation, then calls the
    /// handler.
    open func performAction(at index: Int) {
        guard actions.indices.contains(index), actions[index].isEnabled else { return }
        let action = actions[index]
        presentingViewController?.dismiss(animated: false)
        action.handler?(action)
    }

    /// A tap on `action`'s button: the alert is dismissed, and the handler runs when it is gone.
    private func tapped(_ action: UIAlertAction) {
        guard action.isEnabled, let presenter = presentingViewController else { return }
        presenter.dismiss(animated: true) { action.handler?(action) }
    }

    /// The dimming behind the groups, which fades while they move.
    let dimmingView = UIView()
    /// The rounded groups: the main one, then the action sheet's cancel group.
    private(set) var groups: [UIView] = []
    private var rows: [UIView] = []

    /// The window whose tint this alert dims while it shows.
    private weak var dimmedWindow: UIWindow?

    /// UIKit greys the tint of everything behind an alert or action sheet while it shows (its
    /// buttons and bars turn grey), from the start of its presentation to the start of its
    /// dismissal; the alert's own buttons keep their colour.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard dimmedWindow == nil, let window = presentingViewController?.viewIfLoaded?.window else { return }
        dimmedWindow = window
        window.tintDimmingPresentations += 1
        if window.tintDimmingPresentations == 1 { window.tintAdjustmentMode = .dimmed }
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard let window = dimmedWindow else { return }
        dimmedWindow = nil
        window.tintDimmingPresentations -= 1
        if window.tintDimmingPresentations == 0 { window.tintAdjustmentMode = .automatic }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.tintAdjustmentMode = .normal
        view.backgroundColor = .clear
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.2)
        view.addSubview(dimmingView)
    }

    private func makeGroup() -> UIView {
        let group = UIView()
        group.backgroundColor = UIColor(white: 0.97, alpha: 1)
        group.layer.cornerRadius = 14
        group.clipsToBounds = true
        view.addSubview(group)
        return group
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        dimmingView.frame = view.bounds
        for row in rows { row.removeFromSuperview() }
        rows = []
        let sheet = preferredStyle == .actionSheet
        let cancel = sheet ? actions.first { $0.style == .cancel } : nil
        let grouped = actions.filter { $0 !== cancel }
        while groups.count < (cancel == nil ? 1 : 2) { groups.append(makeGroup()) }
        let width: CGFloat = sheet ? view.bounds.width - 16 : 270
        let box = groups[0]
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
        label(title, font: .systemFont(ofSize: sheet ? 13 : 17, weight: .semibold), color: sheet ? .secondaryLabel : .label)
        label(message, font: .systemFont(ofSize: 13), color: sheet ? .secondaryLabel : .label)
        for field in textFields ?? [] {
            field.frame = CGRect(x: 16, y: y + 8, width: width - 32, height: 28)
            box.addSubview(field)
            rows.append(field)
            y += 36
        }
        y = title == nil && message == nil && (textFields ?? []).isEmpty ? 0 : y + 16
        let sideBySide = !sheet && grouped.count == 2
        let buttonHeight: CGFloat = sheet ? 57 : 44
        for (index, action) in grouped.enumerated() {
            let button = button(for: action)
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
            if y > 0 || index > 0 { box.addSubview(separator) }
            box.addSubview(button)
            rows += [separator, button]
            if !sideBySide || index == grouped.count - 1 { y += buttonHeight }
        }
        let x = (view.bounds.width - width) / 2
        guard sheet else {
            box.frame = CGRect(x: x, y: (view.bounds.height - y) / 2, width: width, height: y)
            return
        }
        // The action sheet sits on the safe area's bottom (8 pt above the screen's edge without
        // one), its cancel group 8 pt below the main one.
        var bottom = view.bounds.height - max(view.safeAreaInsets.bottom, 8)
        if let cancel {
            let group = groups[1]
            let button = button(for: cancel)
            button.frame = CGRect(x: 0, y: 0, width: width, height: buttonHeight)
            group.backgroundColor = .systemBackground
            group.addSubview(button)
            rows.append(button)
            group.frame = CGRect(x: x, y: bottom - buttonHeight, width: width, height: buttonHeight)
            bottom -= buttonHeight + 8
        }
        box.frame = CGRect(x: x, y: bottom - y, width: width, height: y)
    }

    /// An action's button: its title in the system's blue (red when destructive), semibold for
    /// the cancel and preferred actions, dimmed when disabled; a tap runs it.
    private func button(for action: UIAlertAction) -> UIView {
        let button = AlertActionButton { [weak self] in self?.tapped(action) }
        button.text = action.title
        button.textAlignment = .center
        button.font = .systemFont(ofSize: preferredStyle == .alert ? 17 : 20,
                                  weight: action.style == .cancel || action === preferredAction ? .semibold : .regular)
        button.textColor = action.style == .destructive ? .systemRed : .systemBlue
        if !action.isEnabled { button.textColor = .tertiaryLabel }
        return button
    }
}

/// An action's button in an alert: a label that takes touches and runs its action when a finger
/// lifts inside it.
private final class AlertActionButton: UILabel {
    private let action: @MainActor () -> Void

    init(action: @escaping @MainActor () -> Void) {
        self.action = action
        super.init(frame: .zero)
        isUserInteractionEnabled = true
    }

    required init?(coder: NSCoder) { fatalError("made in code only") }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, bounds.contains(touch.location(in: self)) else { return }
        action()
    }
}
