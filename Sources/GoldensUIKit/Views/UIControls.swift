import GoldensScene

// UIKit's standard controls, drawn from plain views in their iOS light appearance at their
// iOS sizes. There are no touches: code sets their values, and they show them.

extension UIView {
    /// The soft black shadow under a switch's knob, a slider's thumb or a selected segment.
    fileprivate func castControlShadow(opacity: Float, radius: CGFloat, offset: CGFloat) {
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = opacity
        layer.shadowRadius = radius
        layer.shadowOffset = CGSize(width: 0, height: offset)
    }
}

/// An on/off switch: 51 x 31 points, a green track when on (grey outline when off) and a
/// white knob.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UISwitch { AppearanceProxies.proxy(for: self) { UISwitch(frame: .zero) } }

    private let track = UIView()
    private let knob = UIView()
    open var isOn = false { didSet { arrange() } }
    open var onTintColor: UIColor? { didSet { arrange() } }
    open var thumbTintColor: UIColor? { didSet { arrange() } }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
        track.layer.cornerRadius = 15.5
        knob.layer.cornerRadius = 13.5
        knob.castControlShadow(opacity: 0.15, radius: 2, offset: 2)
        addSubview(track)
        addSubview(knob)
        arrange()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(track)
        addSubview(knob)
    }

    open func setOn(_ on: Bool, animated: Bool) { isOn = on }

    /// A tap flips the switch and sends `.valueChanged`, then the tap's own events.
    override func touchUpInside(_ touch: UITouch) {
        setOn(!isOn, animated: true)
        sendActions(for: .valueChanged)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 51, height: 31) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 51, height: 31) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        arrange()
    }

    private func arrange() {
        track.frame = CGRect(x: 0, y: 0, width: 51, height: 31)
        track.backgroundColor = isOn ? (onTintColor ?? .systemGreen) : UIColor(white: 0.47, alpha: 0.16)
        knob.frame = CGRect(x: isOn ? 22 : 2, y: 2, width: 27, height: 27)
        knob.backgroundColor = thumbTintColor ?? .white
    }
}

/// A slider: a 4-point track, filled in the tint colour up to the value, and a 28-point white
/// thumb, across the view's width and centred in its height.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UISlider { AppearanceProxies.proxy(for: self) { UISlider(frame: .zero) } }

    private let maximumTrack = UIView()
    private let minimumTrack = UIView()
    private let thumb = UIView()
    open var value: Float = 0 { didSet { setNeedsLayout() } }
    open var minimumValue: Float = 0 { didSet { setNeedsLayout() } }
    open var maximumValue: Float = 1 { didSet { setNeedsLayout() } }
    open var isContinuous = true
    open var minimumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var maximumTrackTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var thumbTintColor: UIColor? { didSet { setNeedsLayout() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        for part in [maximumTrack, minimumTrack] {
            part.layer.cornerRadius = 2
            addSubview(part)
        }
        thumb.layer.cornerRadius = 14
        thumb.castControlShadow(opacity: 0.2, radius: 3, offset: 2)
        addSubview(thumb)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    /// How far the thumb's centre travels from the minimum to the maximum value: the width less
    /// the 28 pt thumb.
    private var travel: CGFloat { max(0, bounds.width - 28) }

    // MARK: Dragging the thumb

    override var defaultActionIsATap: Bool { false }
    /// Where the finger was at the last move, along the track.
    private var lastTrackedX: CGFloat?

    /// A drag starts on the thumb (or within a few points of it), never on the bare track.
    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard thumb.frame.insetBy(dx: -8, dy: -8).contains(touch.location(in: self)) else { return false }
        lastTrackedX = touch.location(in: self).x
        return true
    }

    /// The value follows the finger's movement along the track, sending `.valueChanged` as it
    /// goes when `isContinuous`.
    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        if let lastX = lastTrackedX, travel > 0 {
            let moved = Float((x - lastX) / travel) * (maximumValue - minimumValue)
            let newValue = min(max(value + moved, minimumValue), maximumValue)
            if newValue != value {
                value = newValue
                if isContinuous { sendActions(for: .valueChanged) }
            }
        }
        lastTrackedX = x
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        lastTrackedX = nil
        if !isContinuous { sendActions(for: .valueChanged) }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 31) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let range = maximumValue - minimumValue
        let fraction = range > 0 ? CGFloat(min(max((value - minimumValue) / range, 0), 1)) : 0
        let center = 14 + travel * fraction
        let y = bounds.midY
        maximumTrack.frame = CGRect(x: 0, y: y - 2, width: bounds.width, height: 4)
        maximumTrack.backgroundColor = maximumTrackTintColor ?? .systemGray5
        minimumTrack.frame = CGRect(x: 0, y: y - 2, width: center, height: 4)
        minimumTrack.backgroundColor = minimumTrackTintColor ?? tintColor
        thumb.frame = CGRect(x: center - 14, y: y - 14, width: 28, height: 28)
        thumb.backgroundColor = thumbTintColor ?? .white
    }
}

/// A progress bar: a 4-point rounded track with the progress filled in the tint colour.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UIProgressView { AppearanceProxies.proxy(for: self) { UIProgressView(frame: .zero) } }

    public enum Style: Int, Sendable { case `default`, bar }
    private let fill = UIView()
    open var progressViewStyle: Style = .default
    open var progress: Float = 0 { didSet { setNeedsLayout() } }
    open var progressTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var trackTintColor: UIColor? { didSet { setNeedsLayout() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        addSubview(fill)
    }

    public convenience init(progressViewStyle style: Style) {
        self.init(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
        progressViewStyle = style
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(fill)
    }

    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 4) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundColor = trackTintColor ?? .systemGray5
        layer.cornerRadius = progressViewStyle == .bar ? 0 : bounds.height / 2
        let fraction = CGFloat(min(max(progress, 0), 1))
        fill.frame = CGRect(x: 0, y: 0, width: bounds.width * fraction, height: bounds.height)
        fill.backgroundColor = progressTintColor ?? tintColor
        fill.layer.cornerRadius = layer.cornerRadius
    }
}

/// Segments of equal width in a grey 32-point capsule, the selected one on a white pill, with
/// 13-point titles (medium weight when selected).
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UISegmentedControl { AppearanceProxies.proxy(for: self) { UISegmentedControl(frame: .zero) } }

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

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(selection)
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
            label.font = .systemFont(ofSize: 13, weight: index == selectedSegmentIndex ? .medium : .regular)
            label.textColor = .label
            label.frame = CGRect(x: CGFloat(index) * width, y: 0, width: width, height: bounds.height)
        }
        selection.isHidden = !titles.indices.contains(selectedSegmentIndex)
        selection.backgroundColor = selectedSegmentTintColor ?? .white
        selection.frame = CGRect(x: CGFloat(max(0, selectedSegmentIndex)) * width + 2, y: 2,
                                 width: max(0, width - 4), height: max(0, bounds.height - 4))
    }
}

/// A still activity indicator: eight grey spokes of fading strength (20 points medium, 37
/// large); hidden when stopped if `hidesWhenStopped`.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UIActivityIndicatorView { AppearanceProxies.proxy(for: self) { UIActivityIndicatorView(frame: .zero) } }

    public enum Style: Int, Sendable { case medium = 100, large = 101, whiteLarge = 0, white = 1, gray = 2 }
    private var spokes: [UIView] = []
    open var style: Style = .medium { didSet { setNeedsLayout() } }
    open var color: UIColor! = .secondaryLabel { didSet { setNeedsLayout() } }
    open var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
    open private(set) var isAnimating = false

    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        makeSpokes()
        frame.size = intrinsicContentSize
        isHidden = true
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        makeSpokes()
        isHidden = true
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        makeSpokes()
    }

    private func makeSpokes() {
        for _ in 0..<8 {
            let spoke = UIView()
            addSubview(spoke)
            spokes.append(spoke)
        }
    }

    open func startAnimating() {
        isAnimating = true
        isHidden = false
    }

    open func stopAnimating() {
        isAnimating = false
        if hidesWhenStopped { isHidden = true }
    }

    private var side: CGFloat { style == .large || style == .whiteLarge ? 37 : 20 }

    open override var intrinsicContentSize: CGSize { CGSize(width: side, height: side) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let length = side * 0.3, thickness = side * 0.1
        for (index, spoke) in spokes.enumerated() {
            let angle = CGFloat(index) * .pi / 4
            spoke.transform = .identity
            spoke.frame = CGRect(x: bounds.midX - thickness / 2, y: bounds.midY - side / 2, width: thickness, height: length)
            spoke.layer.cornerRadius = thickness / 2
            spoke.backgroundColor = color
            spoke.alpha = 1 - CGFloat(index) * 0.1
            // Turned about the indicator's centre.
            spoke.layer.anchorPoint = CGPoint(x: 0.5, y: side / 2 / length)
            spoke.center = CGPoint(x: bounds.midX, y: bounds.midY)
            spoke.transform = CGAffineTransform(rotationAngle: angle)
        }
    }
}

/// Page dots: 8-point circles 16 points apart, centred, the current one in the page colour.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UIPageControl { AppearanceProxies.proxy(for: self) { UIPageControl(frame: .zero) } }

    private var dots: [UIView] = []
    open var numberOfPages = 0 { didSet { makeDots() } }
    open var currentPage = 0 { didSet { setNeedsLayout() } }
    open var hidesForSinglePage = false { didSet { setNeedsLayout() } }
    open var pageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }
    open var currentPageIndicatorTintColor: UIColor? { didSet { setNeedsLayout() } }

    private func makeDots() {
        for dot in dots { dot.removeFromSuperview() }
        dots = (0..<max(0, numberOfPages)).map { _ in UIView() }
        for dot in dots {
            dot.layer.cornerRadius = 4
            addSubview(dot)
        }
        setNeedsLayout()
    }

    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        CGSize(width: CGFloat(max(0, pageCount)) * 16 + 8, height: 26)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let start = bounds.midX - CGFloat(dots.count - 1) * 8
        for (index, dot) in dots.enumerated() {
            dot.frame = CGRect(x: start + CGFloat(index) * 16 - 4, y: bounds.midY - 4, width: 8, height: 8)
            dot.backgroundColor = index == currentPage ? (currentPageIndicatorTintColor ?? .label)
                : (pageIndicatorTintColor ?? .tertiaryLabel)
            dot.isHidden = hidesForSinglePage && dots.count == 1
        }
    }
}

/// A one-line text field: the text (or the placeholder in grey) at 17 points, inset 7 points;
/// `.roundedRect` draws UIKit's white box with a 5-point rounded grey border. Nothing edits it.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UITextField { AppearanceProxies.proxy(for: self) { UITextField(frame: .zero) } }

    /// A tap on a text field begins editing; a superview's tap recognizer still hears it.
    override var defaultActionIsATap: Bool { false }
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }
    private let label = UILabel()
    open var text: String? = "" { didSet { setNeedsLayout() } }
    open var placeholder: String? { didSet { setNeedsLayout() } }
    open var attributedPlaceholder: NSAttributedString? {
        get { placeholder.map { NSAttributedString(string: $0) } }
        set { placeholder = newValue?.string }
    }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { setNeedsLayout() } }
    open var textColor: UIColor? = .label { didSet { setNeedsLayout() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsLayout() } }
    open var borderStyle: BorderStyle = .none { didSet { setNeedsLayout() } }
    open var clearButtonMode: ViewMode = .never
    open var leftView: UIView? {
        didSet {
            if oldValue !== leftView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    open var rightView: UIView? {
        didSet {
            if oldValue !== rightView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            setNeedsLayout()
        }
    }
    open var leftViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var rightViewMode: ViewMode = .never { didSet { setNeedsLayout() } }
    open var isSecureTextEntry = false { didSet { setNeedsLayout() } }
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var enablesReturnKeyAutomatically = false
    open var isEditing: Bool { false }
    open weak var delegate: (any UITextFieldDelegate)?

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(label)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(label)
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: borderStyle == .roundedRect ? 34 : ceil((font ?? .systemFont(ofSize: 17)).lineHeight))
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if borderStyle == .roundedRect {
            layer.cornerRadius = 5
            layer.borderWidth = UIScreen.main.hairline
            layer.borderColor = UIColor.separator.cgColor
            if backgroundColor == nil { backgroundColor = .systemBackground }
        }
        let showsText = !(text ?? "").isEmpty
        let shown = showsText ? (isSecureTextEntry ? String(repeating: "•", count: text?.count ?? 0) : text) : placeholder
        label.text = shown
        label.font = font
        label.textColor = showsText ? textColor : placeholderColor
        label.textAlignment = textAlignment
        place(leftView, mode: leftViewMode, in: leftViewRect(forBounds: bounds))
        place(rightView, mode: rightViewMode, in: rightViewRect(forBounds: bounds))
        label.frame = showsText ? textRect(forBounds: bounds) : placeholderRect(forBounds: bounds)
    }

    /// The colour of the placeholder: UIKit's placeholder grey (a search field's is its own).
    var placeholderColor: UIColor { .placeholderText }

    /// Shows a side view where its mode shows it, and takes it out where it does not.
    private func place(_ view: UIView?, mode: ViewMode, in rect: CGRect) {
        guard let view else { return }
        if shows(view, mode: mode) {
            if view.superview !== self { addSubview(view) }
            view.frame = rect
        } else if view.superview === self {
            view.removeFromSuperview()
        }
    }

    /// Whether a side view takes its place beside the text: its mode shows it while the field
    /// is not being edited (no field is edited here).
    private func shows(_ view: UIView?, mode: ViewMode) -> Bool { view != nil && (mode == .always || mode == .unlessEditing) }

    /// Where the text is drawn: inside the border's 7 point inset, beside the side views shown.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        let inset: CGFloat = borderStyle == .none ? 0 : 7
        var rect = bounds.insetBy(dx: inset, dy: 0)
        if shows(leftView, mode: leftViewMode) {
            let left = leftViewRect(forBounds: bounds).maxX
            rect.size.width -= max(left - rect.minX, 0)
            rect.origin.x = max(rect.minX, left)
        }
        if shows(rightView, mode: rightViewMode) { rect.size.width = max(min(rect.maxX, rightViewRect(forBounds: bounds).minX) - rect.minX, 0) }
        return rect
    }

    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }
    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// The left view at its size against the left edge, centred from top to bottom.
    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = leftView?.bounds.size ?? .zero
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The right view at its size against the right edge, centred from top to bottom.
    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = rightView?.bounds.size ?? .zero
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }
}

/// Scrolling multi-line text, still: the text wrapped at 17 points inside `textContainerInset`
/// (8 points above and below, 5 at the sides, as UIKit's defaults add up).
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    private let label = UILabel()
    open var text: String! = "" { didSet { setNeedsLayout() } }
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(string: text ?? "") }
        set { text = newValue?.string ?? "" }
    }
    open var font: UIFont? = .systemFont(ofSize: 17) { didSet { setNeedsLayout() } }
    open var textColor: UIColor? = .label { didSet { setNeedsLayout() } }
    open var textAlignment: NSTextAlignment = .natural { didSet { setNeedsLayout() } }
    open var textContainerInset = UIEdgeInsets(top: 8, left: 5, bottom: 8, right: 5) { didSet { setNeedsLayout() } }
    open var isEditable = true
    open var isSelectable = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
        label.numberOfLines = 0
        addSubview(label)
    }

    public convenience init(frame: CGRect, textContainer: AnyObject?) {
        self.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        label.numberOfLines = 0
        addSubview(label)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        label.text = text
        label.font = font
        label.textColor = textColor
        label.textAlignment = textAlignment
        let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
        let height = ceil(label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height)
        label.frame = CGRect(x: textContainerInset.left, y: textContainerInset.top, width: width, height: height)
        contentSize = CGSize(width: bounds.width, height: height + textContainerInset.top + textContainerInset.bottom)
    }
}

/// What a text field asks and tells while it is edited. Nothing edits a field here, so only code
/// that calls these itself reaches them; the defaults are UIKit's answers.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: NSObjectProtocol {
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    func textFieldDidBeginEditing(_ textField: UITextField)
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    func textFieldDidEndEditing(_ textField: UITextField)
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    func textFieldDidChangeSelection(_ textField: UITextField)
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
