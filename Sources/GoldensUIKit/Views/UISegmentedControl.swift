import GoldensScene

/// Segments of equal width in a grey 32-point capsule, the selected one on a white pill, with
/// 13-point titles (medium weight when selected).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UISegmentedControl { AppearanceProxies.proxy(for: self) { UISegmentedControl(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UISegmentedControl {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UISegmentedControl(frame: .zero) }
    }

    public static let noSegment = -1
    private var titles: [String?] = []
    /// Each segment's action (iOS 14), nil for a segment made from a title.
    private var segmentActions: [UIAction?] = []
    private var labels: [UILabel] = []
    private let selection = UIView()
    open var selectedSegmentIndex = UISegmentedControl.noSegment { didSet { setNeedsLayout() } }
    open var selectedSegmentTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var apportionsSegmentWidthsByContent = false
    open var isMomentary = false
    open var numberOfSegments: Int { titles.count }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyStandardLook()
    }

    /// The grey track with its rounded corners and the selection's shadowed pill.
    private func applyStandardLook() {
        backgroundColor = UIColor(white: 0.46, alpha: 0.12)
        layer.cornerRadius = 8.9
        selection.layer.cornerRadius = 6.9
        selection.castControlShadow(opacity: 0.12, radius: 4, offset: 3)
        addSubview(selection)
    }

    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for (index, item) in (items ?? []).enumerated() { insertSegment(withTitle: item as? String, at: index, animated: false) }
        frame.size = intrinsicContentSize
    }

    /// A storyboard's control has the same look as one made in code (the document's attributes
    /// are set after this).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        applyStandardLook()
    }

    /// A control of one segment per action, each titled by its action (iOS 14).
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        for (index, action) in actions.enumerated() { insertSegment(action: action, at: index, animated: false) }
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        let index = max(0, min(segment, titles.count))
        titles.insert(title, at: index)
        segmentActions.insert(nil, at: index)
        let label = UILabel()
        label.textAlignment = .center
        labels.insert(label, at: index)
        addSubview(label)
        setNeedsLayout()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard titles.indices.contains(segment) else { return }
        titles.remove(at: segment)
        segmentActions.remove(at: segment)
        labels.remove(at: segment).removeFromSuperview()
        if selectedSegmentIndex >= titles.count { selectedSegmentIndex = UISegmentedControl.noSegment }
        setNeedsLayout()
    }

    open func removeAllSegments() {
        while !titles.isEmpty { removeSegment(at: titles.count - 1, animated: false) }
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        titles[segment] = title
        setNeedsLayout()
    }

    open func titleForSegment(at segment: Int) -> String? { titles.indices.contains(segment) ? titles[segment] : nil }

    /// Inserts a segment titled by `action` that runs it when the segment is chosen.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        let index = max(0, min(segment, titles.count))
        insertSegment(withTitle: action.title, at: index, animated: animated)
        segmentActions[index] = action
    }

    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        guard titles.indices.contains(segment) else { return }
        segmentActions[segment] = action
        setTitle(action.title, forSegmentAt: segment)
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        segmentActions.indices.contains(segment) ? segmentActions[segment] : nil
    }

    /// The segment whose action has `actionIdentifier`, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segmentActions.firstIndex { $0?.identifier == actionIdentifier } ?? UISegmentedControl.noSegment
    }

    /// Every segment's width: an equal share of the control's (at least one segment).
    private var segmentWidth: CGFloat { bounds.width / CGFloat(max(titles.count, 1)) }

    /// A tap selects the segment under the finger and sends `.valueChanged` when the selection
    /// changes (every time, for a momentary control, which shows no selection afterwards).
    override func touchUpInside(_ touch: UITouch) {
        guard !titles.isEmpty, bounds.width > 0 else { return }
        let x = touch.location(in: self).x
        let segment = min(max(Int(x / segmentWidth), 0), titles.count - 1)
        guard segment != selectedSegmentIndex || isMomentary else { return }
        selectedSegmentIndex = isMomentary ? UISegmentedControl.noSegment : segment
        segmentActions[segment]?.perform(from: self)
        sendActions(for: .valueChanged)
    }
    /// The titles' font and colour for a state (`.normal`, `.selected`); the selected segment
    /// takes its state's, falling back to the normal ones, as UIKit's does.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        setNeedsLayout()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// An attribute for a segment: the selected state's for the selected one, else the normal one's.
    private func titleAttribute<Value>(_ key: NSAttributedString.Key, selected: Bool) -> Value? {
        if selected, let value = titleAttributes[UIControl.State.selected.rawValue]?[key] as? Value { return value }
        return titleAttributes[UIControl.State.normal.rawValue]?[key] as? Value
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {}
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {}

    open override var intrinsicContentSize: CGSize {
        let widest = labels.map { ceil($0.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 32)).width) }.max() ?? 0
        return CGSize(width: CGFloat(titles.count) * (widest + 24), height: 32)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        guard !titles.isEmpty else { selection.isHidden = true; return }
        let width = segmentWidth
        for (index, label) in labels.enumerated() {
            label.text = titles[index]
            let selected = index == selectedSegmentIndex
            label.font = titleAttribute(.font, selected: selected) ?? .systemFont(ofSize: 13, weight: selected ? .medium : .regular)
            label.textColor = titleAttribute(.foregroundColor, selected: selected) ?? .label
            label.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
        selection.isHidden = !titles.indices.contains(selectedSegmentIndex)
        selection.backgroundColor = selectedSegmentTintColor ?? .white
        selection.frame = CGRect(x: CGFloat(max(0, selectedSegmentIndex)) * width + 2, y: 2,
                                 width: max(0, width - 4), height: max(0, bounds.height - 4))
    }
}
