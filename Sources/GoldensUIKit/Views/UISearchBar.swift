import Foundation

/// A search bar in iOS 13's look, drawn from plain views: 56 points tall, a 36 point rounded
/// field 8 points in from the sides and 10 from the top, filled light grey, with a magnifying
/// glass and "Search" in grey; a Cancel button 11 points after the field when shown; a scope
/// bar of segments below when shown; a near-white background with hairlines above and below
/// (none for `.minimal`). Code sets its text and what it shows; nobody types here.
@preconcurrency @MainActor
open class UISearchBar: UIView, UIBarPositioning {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UISearchBar { AppearanceProxies.proxy(for: self) { UISearchBar(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UISearchBar {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UISearchBar(frame: .zero) }
    }
    public enum Style: UInt, Sendable {
        case `default`, prominent, minimal
    }

    /// The images a search bar shows in its field.
    public enum Icon: Int, Sendable {
        case search, clear, bookmark, resultsList
    }

    open weak var delegate: UISearchBarDelegate?
    /// The field the text is shown in (iOS 13).
    public let searchTextField = UISearchTextField()
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line of text above the field, in a 34 point strip.
    open var prompt: String? { didSet { promptLabel.text = prompt; invalidateIntrinsicContentSize(); setNeedsLayout() } }
    open var searchBarStyle: Style = .default { didSet { setNeedsLayout() } }
    open var barStyle: UIBarStyle = .default { didSet { setNeedsLayout() } }
    /// The background's colour instead of the near-white one.
    open var barTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var isTranslucent = true { didSet { setNeedsLayout() } }
    /// Drawn stretched in place of the background and its hairlines.
    open var backgroundImage: UIImage? {
        didSet {
            background.layer.contents = backgroundImage?.cgImage
            topLine.isHidden = backgroundImage != nil
            bottomLine.isHidden = backgroundImage != nil
        }
    }
    open var showsCancelButton = false { didSet { setNeedsLayout() } }
    open var showsBookmarkButton = false
    open var showsSearchResultsButton = false
    open var isSearchResultsButtonSelected = false
    open var showsScopeBar = false { didSet { invalidateIntrinsicContentSize(); setNeedsLayout() } }
    open var scopeButtonTitles: [String]? { didSet { rebuildScopes(); invalidateIntrinsicContentSize(); setNeedsLayout() } }
    open var selectedScopeButtonIndex = 0 { didSet { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex } }
    open var searchFieldBackgroundPositionAdjustment: UIOffset = .zero { didSet { setNeedsLayout() } }
    open var searchTextPositionAdjustment: UIOffset = .zero
    /// A search bar on its own is at `.any` position, unless its delegate places it.
    open var barPosition: UIBarPosition { delegate?.position(for: self) ?? .any }
    // The text input traits a search bar forwards to its field.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var keyboardAppearance: UIKeyboardAppearance {
        get { searchTextField.keyboardAppearance }
        set { searchTextField.keyboardAppearance = newValue }
    }

    private let background = UIView()
    private let topLine = UIView()
    private let bottomLine = UIView()
    private let promptLabel = UILabel()
    private let cancelButton = UIButton(type: .system)
    private let scopeBar = UISegmentedControl(items: nil)
    private var fieldImages: [Icon: UIImage] = [:]

    /// The bar's height without a prompt or scope bar.
    static let barHeight: CGFloat = 56
    static let promptHeight: CGFloat = 34
    /// The scope bar's 32 point segments with 7 points above and 8 below.
    static let scopeHeight: CGFloat = 47
    static let sideInset: CGFloat = 8

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        for line in [topLine, bottomLine] { line.backgroundColor = .separator }
        background.addSubview(topLine)
        background.addSubview(bottomLine)
        addSubview(background)
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        addSubview(promptLabel)
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.delegate?.searchBarCancelButtonClicked(self)
        }, for: .touchUpInside)
        addSubview(cancelButton)
        scopeBar.addAction(UIAction { [weak self] _ in
            guard let self else { return }
            self.selectedScopeButtonIndex = self.scopeBar.selectedSegmentIndex
            self.delegate?.searchBar(self, selectedScopeButtonIndexDidChange: self.selectedScopeButtonIndex)
        }, for: .valueChanged)
        addSubview(scopeBar)
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        self.showsCancelButton = showsCancelButton
    }

    open func setShowsScope(_ show: Bool, animated: Bool) {
        showsScopeBar = show
    }

    private var showsScopes: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    private func rebuildScopes() {
        scopeBar.removeAllSegments()
        for (index, title) in (scopeButtonTitles ?? []).enumerated() { scopeBar.insertSegment(withTitle: title, at: index, animated: false) }
        scopeBar.selectedSegmentIndex = selectedScopeButtonIndex
    }

    // MARK: Field images

    open func setImage(_ iconImage: UIImage?, for icon: Icon, state: UIControl.State) {
        fieldImages[icon] = iconImage
        if icon == .search { searchTextField.searchImage = iconImage }
    }

    open func image(for icon: Icon, state: UIControl.State) -> UIImage? { fieldImages[icon] }
    open func setSearchFieldBackgroundImage(_ backgroundImage: UIImage?, for state: UIControl.State) {
        searchTextField.background = backgroundImage
    }
    open func searchFieldBackgroundImage(for state: UIControl.State) -> UIImage? { searchTextField.background }
    open func setPositionAdjustment(_ adjustment: UIOffset, for icon: Icon) {}
    open func positionAdjustment(for icon: Icon) -> UIOffset { .zero }

    // MARK: Size and layout

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: naturalHeight)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: naturalHeight)
    }

    private var naturalHeight: CGFloat {
        UISearchBar.barHeight + (prompt == nil ? 0 : UISearchBar.promptHeight) + (showsScopes ? UISearchBar.scopeHeight : 0)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        background.frame = bounds
        let drawsBackground = searchBarStyle != .minimal
        background.isHidden = !drawsBackground
        background.backgroundColor = barTintColor ?? (barStyle == .black ? .black : UIColor.systemBackground.withAlphaComponent(isTranslucent ? 0.96 : 1))
        let hairline = UIScreen.main.hairline
        topLine.frame = CGRect(x: 0, y: 0, width: bounds.width, height: hairline)
        bottomLine.frame = CGRect(x: 0, y: bounds.height - hairline, width: bounds.width, height: hairline)

        var top: CGFloat = 0
        promptLabel.isHidden = prompt == nil
        if prompt != nil {
            promptLabel.frame = CGRect(x: UISearchBar.sideInset, y: 0, width: max(bounds.width - 2 * UISearchBar.sideInset, 0),
                                       height: UISearchBar.promptHeight)
            top = UISearchBar.promptHeight
        }
        let inset = max(UISearchBar.sideInset, safeAreaInsets.left)
        var fieldWidth = bounds.width - inset - max(UISearchBar.sideInset, safeAreaInsets.right)
        cancelButton.isHidden = !showsCancelButton
        if showsCancelButton {
            let size = cancelButton.sizeThatFits(bounds.size)
            let x = bounds.width - max(UISearchBar.sideInset, safeAreaInsets.right) - size.width
            cancelButton.frame = CGRect(x: x, y: top + (UISearchBar.barHeight - size.height) / 2 - 1, width: size.width, height: size.height)
            fieldWidth = x - 11 - inset
        }
        searchTextField.frame = CGRect(x: inset + searchFieldBackgroundPositionAdjustment.horizontal,
                                       y: top + 10 + searchFieldBackgroundPositionAdjustment.vertical,
                                       width: max(fieldWidth, 0), height: 36)
        scopeBar.isHidden = !showsScopes
        if showsScopes {
            scopeBar.frame = CGRect(x: UISearchBar.sideInset, y: top + UISearchBar.barHeight + 7,
                                    width: max(bounds.width - 2 * UISearchBar.sideInset, 0), height: 32)
        }
    }
}

/// The field of a search bar: a 36 point capsule of light grey with a magnifying glass, 17
/// point text, and its placeholder in the secondary label colour.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    private let glass = MagnifyingGlassView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    /// The app's own image for the search icon, shown in place of the glass.
    var searchImage: UIImage? {
        didSet { leftView = searchImage.map { UIImageView(image: $0) } ?? glass }
    }
    /// A background image instead of the grey fill.
    open var background: UIImage? { didSet { setNeedsLayout() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        font = .systemFont(ofSize: 17)
        placeholder = "Search"
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        layer.cornerCurve = .continuous
        leftView = glass
        leftViewMode = .always
        clearButtonMode = .whileEditing
    }

    override var placeholderColor: UIColor { .secondaryLabel }

    /// The icon 6 points in from the left.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        super.leftViewRect(forBounds: bounds).offsetBy(dx: 6, dy: 0)
    }

    /// The text 5 points after the icon, and 10 points in from the right.
    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        let left = leftViewRect(forBounds: bounds).maxX + 5
        return CGRect(x: left, y: bounds.minY, width: max(bounds.maxX - 10 - left, 0), height: bounds.height)
    }
}

/// A magnifying glass in the secondary label colour: a ring and a handle, the package's own
/// drawing of the search icon (SF Symbols are Apple's artwork and are not drawn here).
final class MagnifyingGlassView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let glass = CAShapeLayer()
        let path = UIBezierPath(ovalIn: CGRect(x: 2.5, y: 2.5, width: 11.5, height: 11.5))
        path.move(to: CGPoint(x: 12.4, y: 12.4))
        path.addLine(to: CGPoint(x: 17, y: 17))
        glass.path = path.cgPath
        glass.fillColor = nil
        glass.strokeColor = UIColor.secondaryLabel.cgColor
        glass.lineWidth = 2
        glass.lineCap = .round
        layer.addSublayer(glass)
    }

    required init?(coder: NSCoder) { nil }
}

/// What a search bar tells and asks as it is used; every method is optional, as in UIKit.
@preconcurrency @MainActor
public protocol UISearchBarDelegate: UIBarPositioningDelegate {
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
