import GoldensScene

/// A table row. The built-in styles place `imageView`, `textLabel` and `detailTextLabel` in the
/// content view with UIKit's 16-point margins (body text 17 pt; `.subtitle` puts a 15-pt
/// secondary line under the title, `.value1` puts it right-aligned, `.value2` a blue 15-pt
/// label before the text); `defaultContentConfiguration()` / `contentConfiguration` set the same
/// three. Accessories take a column from the content view (38 points for the chevron and the
/// checkmark, 48 for the info button, 68 for both) and are drawn 16 points from the right edge:
/// the grey chevron and the tinted checkmark as 2-point strokes, the info button as a tinted
/// 22-point circle with an "i" (drawn, not tappable).
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UITableViewCell { AppearanceProxies.proxy(for: self) { UITableViewCell(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UITableViewCell {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UITableViewCell(frame: .zero) }
    }

    public enum CellStyle: Int, Sendable { case `default`, value1, value2, subtitle }
    public enum SelectionStyle: Int, Sendable { case none, blue, gray, `default` }
    public enum AccessoryType: Int, Sendable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }
    public enum EditingStyle: Int, Sendable { case none, delete, insert }
    public enum SeparatorStyle: Int, Sendable { case none, singleLine }

    /// The segue a storyboard cell triggers when its row is selected by a tap, with the cell as
    /// sender.
    var selectionSegue: (@MainActor (Any?) -> Void)?
    /// The height the document gave a static cell.
    var designedHeight: CGFloat?

    /// The built-in layout; a storyboard's cell takes its document's style before its labels are made.
    public internal(set) var style: CellStyle
    public private(set) var reuseIdentifier: String?
    public let contentView = UIView()
    open var backgroundView: UIView? { didSet { replace(oldValue, with: backgroundView, at: 0) } }
    open var selectedBackgroundView: UIView? { didSet { replace(oldValue, with: selectedBackgroundView, at: 1) } }
    open var selectionStyle: SelectionStyle = .default
    open var accessoryType: AccessoryType = .none { didSet { setNeedsLayout() } }
    open var accessoryView: UIView? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    open var editingAccessoryType: AccessoryType = .none
    /// Shown instead of the accessory while editing; kept (a test's tables do not edit).
    open var editingAccessoryView: UIView?
    open var showsReorderControl = false
    /// Told before and after the cell's editing controls change; a table here never shows them.
    open func willTransition(to state: StateMask) {}
    open func didTransition(to state: StateMask) {}

    /// The editing controls a cell shows.
    public struct StateMask: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let showingEditControl = StateMask(rawValue: 1 << 0)
        public static let showingDeleteConfirmation = StateMask(rawValue: 1 << 1)
    }
    /// The cell's own inset once set; until then the table's `separatorInset`.
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? tableSeparatorInset }
        set { ownSeparatorInset = newValue; setNeedsLayout() }
    }
    private var ownSeparatorInset: UIEdgeInsets?
    var hasOwnSeparatorInset: Bool { ownSeparatorInset != nil }
    /// The inset the table gives cells that set none.
    var tableSeparatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0) { didSet { setNeedsLayout() } }
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var focusStyle = 0
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var selected = false
    private var highlighted = false
    open var isEditing = false

    private var storedTextLabel: UILabel?
    private var storedDetailTextLabel: UILabel?
    private var storedImageView: UIImageView?
    /// The hairline under the row (shown by a plain table).
    let separator = UIView()
    /// The selection's grey, shown while selected when there is no `selectedBackgroundView`.
    private let selectionFill = UIView()
    /// The disclosure chevron or checkmark of `accessoryType`.
    private let accessoryGlyph = CAShapeLayer()
    /// The info button of `.detailButton` and `.detailDisclosureButton`.
    private let infoGlyph = CAShapeLayer()

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        setUp()
    }

    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    public required init?(coder: NSCoder) {
        style = .default
        super.init(coder: coder)
        setUp()
        finishArchivedCopy(from: coder)
    }

    override class var makesPartsAfterDecoding: Bool { true }

    private func setUp() {
        setDefaultBackgroundColor(.systemBackground)
        selectionFill.backgroundColor = .systemGray4
        selectionFill.isHidden = true
        for part in [selectionFill, contentView, separator] { part.isPartOfSuperview = true }
        addSubview(selectionFill)
        // The content view follows the cell's size at once, as UIKit's does (its mask is
        // flexible width and height), so constraints inside it never see a stale height
        // before the cell's next layout pass.
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
        separator.backgroundColor = .separator
        separator.isHidden = true
        addSubview(separator)
        accessoryGlyph.fillColor = nil
        accessoryGlyph.lineWidth = 2
        accessoryGlyph.lineCap = .round
        accessoryGlyph.lineJoin = .round
        layer.addSublayer(accessoryGlyph)
        infoGlyph.fillColor = nil
        infoGlyph.lineWidth = 1.5
        infoGlyph.lineCap = .round
        layer.addSublayer(infoGlyph)
    }

    private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: index) }
        updateSelectionViews()
    }

    open var textLabel: UILabel? {
        if let storedTextLabel { return storedTextLabel }
        let label = UILabel()
        label.font = .systemFont(ofSize: 17)
        label.textColor = .label
        if style == .value2 {
            label.font = .systemFont(ofSize: 15)
            label.textColor = .systemBlue
            label.textAlignment = .right
        }
        storedTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    open var detailTextLabel: UILabel? {
        guard style != .default else { return nil }
        return storedDetailTextLabel ?? makeDetailLabel()
    }

    /// The secondary label in the style's font and colour (a configuration's secondary text
    /// shows in any style).
    private func makeDetailLabel() -> UILabel {
        let label = UILabel()
        switch style {
        case .subtitle:
            label.font = .systemFont(ofSize: 15)
            label.textColor = .secondaryLabel
        case .value1:
            label.font = .systemFont(ofSize: 17)
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        default:
            label.font = .systemFont(ofSize: 15)
            label.textColor = .label
        }
        storedDetailTextLabel = label
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    open var imageView: UIImageView? {
        if let storedImageView { return storedImageView }
        let view = UIImageView()
        storedImageView = view
        contentView.addSubview(view)
        setNeedsLayout()
        return view
    }

    // MARK: Content configurations

    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .subtitle: .subtitleCell()
        case .value1: .valueCell()
        case .value2: .sidebarCell()
        case .default: .cell()
        }
    }

    /// A list configuration sets the text, secondary text and image with their properties;
    /// other configurations are kept and not drawn.
    open var contentConfiguration: (any UIContentConfiguration)? {
        didSet {
            ContentConfigurationView.show(contentConfiguration, in: contentView, current: &configuredContentView)
            guard let list = contentConfiguration as? UIListContentConfiguration else { return }
            if list.text != nil || storedTextLabel != nil {
                textLabel?.text = list.text
                textLabel?.font = list.textProperties.font
                textLabel?.textColor = list.textProperties.color
                textLabel?.numberOfLines = list.textProperties.numberOfLines
            }
            if list.secondaryText != nil || storedDetailTextLabel != nil {
                let detail = storedDetailTextLabel ?? makeDetailLabel()
                detail.text = list.secondaryText
                detail.font = list.secondaryTextProperties.font
                detail.textColor = list.secondaryTextProperties.color
            }
            if list.image != nil || storedImageView != nil {
                imageView?.image = list.image
                imageView?.tintColor = list.imageProperties.tintColor
                imageView?.layer.cornerRadius = list.imageProperties.cornerRadius
                imageView?.clipsToBounds = list.imageProperties.cornerRadius > 0
            }
            setNeedsLayout()
        }
    }

    /// The view an app's own content configuration made, in the content view.
    private var configuredContentView: (UIView & UIContentView)?

    open var automaticallyUpdatesContentConfiguration = true
    open var automaticallyUpdatesBackgroundConfiguration = true

    // MARK: Configuration state

    /// The cell's state now: selected, highlighted, editing, with its traits.
    open var configurationState: UICellConfigurationState {
        ConfigurationUpdates.cellState(traits: traitCollection, selected: isSelected, highlighted: isHighlighted, editing: isEditing)
    }

    /// Asks for `updateConfiguration(using:)` before the next layout.
    open func setNeedsUpdateConfiguration() {
        configurationUpdates.setNeeded()
        setNeedsLayout()
    }

    /// Updates the cell's configurations for `state`: called before its first layout and after
    /// each change of state. The default updates the content configuration when
    /// `automaticallyUpdatesContentConfiguration`; subclasses override it.
    open func updateConfiguration(using state: UICellConfigurationState) {
        contentConfiguration = ConfigurationUpdates.content(contentConfiguration, updatedFor: state,
                                                            automatically: automaticallyUpdatesContentConfiguration)
    }

    /// Runs after `updateConfiguration(using:)` (iOS 15's closure form).
    open var configurationUpdateHandler: ((UITableViewCell, UICellConfigurationState) -> Void)?

    private var configurationUpdates = ConfigurationUpdates()

    private func updateConfigurationIfNeeded() {
        configurationUpdates.runIfNeeded(state: { configurationState }) { state in
            updateConfiguration(using: state)
            configurationUpdateHandler?(self, state)
        }
    }
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { if let color = backgroundConfiguration?.backgroundColor { backgroundColor = color } }
    }

    // MARK: Selection and reuse

    /// Animated deselection fades the selection out (over UIKit's 0.3 s, or alongside the
    /// transition that runs it) before hiding it.
    open func setSelected(_ selected: Bool, animated: Bool) {
        let wasShown = (isSelected || isHighlighted) && selectionStyle != .none
        self.selected = selected
        guard animated, wasShown, !selected, !isHighlighted else { return updateSelectionViews() }
        let fading = selectedBackgroundView ?? selectionFill
        UIView.animate(withDuration: 0.3, animations: {
            fading.alpha = 0
        }, completion: { [weak self] _ in
            fading.alpha = 1
            self?.updateSelectionViews()
        })
    }

    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        self.highlighted = highlighted
        updateSelectionViews()
    }

    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    private func updateSelectionViews() {
        setNeedsUpdateConfiguration()
        let shown = (isSelected || isHighlighted) && selectionStyle != .none
        selectedBackgroundView?.isHidden = !shown
        selectionFill.isHidden = !shown || selectedBackgroundView != nil
    }

    /// Called before the table hands the cell out again; reset state here, calling `super`.
    open func prepareForReuse() {
        setSelected(false, animated: false)
        setHighlighted(false, animated: false)
    }

    open func prepareForReuse(identifier: String?) { reuseIdentifier = identifier }

    // MARK: Layout

    /// The width the accessory takes from the content view.
    private var accessoryWidth: CGFloat {
        if let accessoryView { return accessoryView.bounds.width + 16 }
        switch accessoryType {
        case .none: return 0
        case .disclosureIndicator, .checkmark: return 38
        case .detailButton: return 48
        case .detailDisclosureButton: return 68
        }
    }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        let size = bounds.size
        backgroundView?.frame = bounds
        selectedBackgroundView?.frame = bounds
        selectionFill.frame = bounds
        contentView.frame = CGRect(x: 0, y: 0, width: max(0, size.width - accessoryWidth), height: size.height)
        if let accessoryView {
            let accessory = accessoryView.bounds.size
            accessoryView.frame = CGRect(x: size.width - 16 - accessory.width, y: (size.height - accessory.height) / 2,
                                         width: accessory.width, height: accessory.height)
            if accessoryView.superview !== self { addSubview(accessoryView) }
        }
        let hairline = UIScreen.main.hairline
        separator.frame = CGRect(x: separatorInset.left, y: size.height - hairline,
                                 width: max(0, size.width - separatorInset.left - separatorInset.right), height: hairline)
        bringSubviewToFront(separator)
        placeAccessoryGlyph()
        placeStyleViews(in: contentView.bounds)
    }

    /// The chevron (8 x 13 points, grey) or checkmark (14 x 12, tint colour), centred
    /// vertically with its right edge 16 points in; the info button's circle (22 points, tint
    /// colour) in its place, or 14 points before the chevron of a detail disclosure button.
    private func placeAccessoryGlyph() {
        let shown = accessoryView == nil ? accessoryType : .none
        placeInfoGlyph(shown == .detailButton ? 16 : shown == .detailDisclosureButton ? 38 : nil)
        let path = UIBezierPath()
        let size: CGSize
        switch shown {
        case .disclosureIndicator, .detailDisclosureButton:
            size = CGSize(width: 8, height: 13)
            path.move(to: CGPoint(x: 1, y: 1))
            path.addLine(to: CGPoint(x: 7, y: 6.5))
            path.addLine(to: CGPoint(x: 1, y: 12))
            accessoryGlyph.strokeColor = UIColor.tertiaryLabel.cgColor
        case .checkmark:
            size = CGSize(width: 14, height: 12)
            path.move(to: CGPoint(x: 1, y: 6.5))
            path.addLine(to: CGPoint(x: 5, y: 11))
            path.addLine(to: CGPoint(x: 13, y: 1))
            accessoryGlyph.strokeColor = tintColor.cgColor
        default:
            accessoryGlyph.path = nil
            return
        }
        accessoryGlyph.frame = CGRect(x: bounds.width - 16 - size.width, y: (bounds.height - size.height) / 2,
                                      width: size.width, height: size.height)
        accessoryGlyph.path = path.cgPath
    }

    /// The info button's circle with an "i" (a dot over a stem), its right edge `inset` points
    /// from the cell's; none for nil.
    private func placeInfoGlyph(_ inset: CGFloat?) {
        guard let inset else {
            infoGlyph.path = nil
            return
        }
        let side: CGFloat = 22
        infoGlyph.frame = CGRect(x: bounds.width - inset - side, y: (bounds.height - side) / 2, width: side, height: side)
        let path = UIBezierPath(ovalIn: CGRect(x: 0.75, y: 0.75, width: side - 1.5, height: side - 1.5))
        path.append(UIBezierPath(ovalIn: CGRect(x: 10.25, y: 5.75, width: 1.5, height: 1.5)))
        path.move(to: CGPoint(x: 11, y: 10))
        path.addLine(to: CGPoint(x: 11, y: 16.25))
        infoGlyph.path = path.cgPath
        infoGlyph.strokeColor = tintColor.cgColor
    }

    /// The built-in style's image, text and detail, centred vertically in `area`.
    private func placeStyleViews(in area: CGRect) {
        let margin: CGFloat = 16
        var x = margin
        if let image = storedImageView, let picture = image.image {
            let side = min(picture.size.height, area.height - 8)
            let width = picture.size.height > 0 ? picture.size.width * side / picture.size.height : side
            image.frame = CGRect(x: margin, y: (area.height - side) / 2, width: width, height: side)
            x = image.frame.maxX + margin
        }
        let available = max(0, area.width - x - margin)
        let title = storedTextLabel, detail = storedDetailTextLabel
        let titleHeight = title.map { ceil($0.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)).height) } ?? 0
        let detailHeight = detail.map { ceil($0.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)).height) } ?? 0
        switch style {
        case .subtitle:
            let total = titleHeight + (detail?.text == nil ? 0 : 2 + detailHeight)
            let top = (area.height - total) / 2
            title?.frame = CGRect(x: x, y: top, width: available, height: titleHeight)
            detail?.frame = CGRect(x: x, y: top + titleHeight + 2, width: available, height: detailHeight)
        case .value1:
            let detailWidth = detail.map { ceil($0.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)).width) } ?? 0
            detail?.frame = CGRect(x: area.width - margin - detailWidth, y: (area.height - detailHeight) / 2,
                                   width: detailWidth, height: detailHeight)
            title?.frame = CGRect(x: x, y: (area.height - titleHeight) / 2,
                                  width: max(0, available - detailWidth - 8), height: titleHeight)
        case .value2:
            let titleWidth = min(available, 91)
            title?.frame = CGRect(x: x, y: (area.height - titleHeight) / 2, width: titleWidth, height: titleHeight)
            detail?.frame = CGRect(x: x + titleWidth + 6, y: (area.height - detailHeight) / 2,
                                   width: max(0, available - titleWidth - 6), height: detailHeight)
        case .default:
            title?.frame = CGRect(x: x, y: (area.height - titleHeight) / 2, width: available, height: titleHeight)
        }
    }

    /// The height the built-in style needs at `width`: 44 points, or more for wrapped text.
    func styleHeight(width: CGFloat) -> CGFloat {
        let available = max(0, width - accessoryWidth - 32)
        func height(_ label: UILabel?) -> CGFloat {
            guard let label, label.text != nil else { return 0 }
            return ceil(label.sizeThatFits(CGSize(width: available, height: .greatestFiniteMagnitude)).height)
        }
        let detail = height(storedDetailTextLabel)
        let text = style == .subtitle ? height(storedTextLabel) + (detail > 0 ? 2 + detail : 0)
            : max(height(storedTextLabel), detail)
        return max(44, text + 22)
    }
}

/// A configuration of a cell's content (UIKit's protocol; only list configurations are drawn).
@preconcurrency @MainActor
public protocol UIContentConfiguration {
    /// The view that shows this configuration (an app's own configuration makes its own).
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// The configuration for a new state (a selected cell's colours).
    func updated(for state: any UIConfigurationState) -> Self
}

extension UIContentConfiguration {
    /// A configuration without a view of its own shows nothing.
    @MainActor public func makeContentView() -> any UIView & UIContentView { PlainContentView(configuration: self) }
    public func updated(for state: any UIConfigurationState) -> Self { self }
}

/// The content view of a configuration that makes none: empty, keeping the configuration.
@MainActor
final class PlainContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration

    init(configuration: any UIContentConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { nil }
}

/// A cell's background colour and corner radius, as far as they are drawn here.
public struct UIBackgroundConfiguration: Sendable {
    public var backgroundColor: UIColor?
    public var cornerRadius: CGFloat = 0
    public static func listPlainCell() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .systemBackground) }
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(backgroundColor: .secondarySystemGroupedBackground)
    }
    public static func clear() -> UIBackgroundConfiguration { UIBackgroundConfiguration(backgroundColor: .clear) }
    /// iOS 18's list cell background, whichever the list's style: a plain list's here, as the
    /// configuration does not know the list it will be in.
    public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }
    /// A sidebar row has no fill of its own: the sidebar shows through.
    public static func listSidebarCell() -> UIBackgroundConfiguration { clear() }
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration { clear() }
    /// iOS 18's list header and footer backgrounds: clear, the list's background showing.
    public static func listHeader() -> UIBackgroundConfiguration { clear() }
    public static func listFooter() -> UIBackgroundConfiguration { clear() }
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration { listPlainCell() }
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration { clear() }
    public static func listSidebarHeader() -> UIBackgroundConfiguration { clear() }
}

/// The text, secondary text and image of a list row, with their properties.
public struct UIListContentConfiguration: UIContentConfiguration, Sendable {
    public struct TextProperties: Sendable {
        public var font: UIFont
        public var color: UIColor
        public var numberOfLines = 1
        public var alignment: NSTextAlignment = .natural
    }

    public struct ImageProperties: Sendable {
        public var tintColor: UIColor?
        public var cornerRadius: CGFloat = 0
        public var maximumSize: CGSize = .zero
        public var reservedLayoutSize: CGSize = .zero
    }

    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties = TextProperties(font: .systemFont(ofSize: 17), color: .label)
    public var secondaryTextProperties = TextProperties(font: .systemFont(ofSize: 15), color: .secondaryLabel)
    public var imageProperties = ImageProperties()
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextVerticalPadding: CGFloat = 2
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)

    public static func cell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func subtitleCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.secondaryTextProperties.font = .systemFont(ofSize: 17)
        return configuration
    }
    public static func sidebarCell() -> UIListContentConfiguration { UIListContentConfiguration() }
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: 13), color: .secondaryLabel)
        return configuration
    }
    public static func plainHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration()
        configuration.textProperties = TextProperties(font: .systemFont(ofSize: 17, weight: .semibold), color: .label)
        return configuration
    }
}
