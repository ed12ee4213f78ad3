import GoldensScene

/// A control: its states, closure actions and target-action, and UIKit's touch tracking: a
/// scripted finger (`TouchScript`) going down on it highlights it and sends `.touchDown`,
/// moving sends the drag events, lifting within reach sends `.touchUpInside` (a button's
/// `.primaryActionTriggered` too). Code and tests may also send events with `sendActions(for:)`.
@preconcurrency @MainActor
open class UIControl: UIView {
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    /// Where a button's title and image sit across its content area (left to right here, so
    /// leading is left).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    /// Where they sit from top to bottom.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }

    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    open var isEnabled = true { didSet { stateDidChange() } }
    open var isSelected = false { didSet { stateDidChange() } }
    open var isHighlighted = false { didSet { stateDidChange() } }

    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    private(set) var actions: [(action: UIAction, events: Event)] = []
    private var targetActions: [(targetAction: TargetAction, events: Event)] = []

    /// A control built with an action for its primary event (iOS 14).
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Adds `action` for `controlEvents`; an action of the same identifier already added for
    /// them is replaced, as UIKit keeps identifiers unique.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == action.identifier && $0.events == controlEvents }
        actions.append((action, controlEvents))
    }

    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        actions.removeAll { $0.action === action && !$0.events.isDisjoint(with: controlEvents) }
    }

    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        actions.removeAll { $0.action.identifier == actionIdentifier && !$0.events.isDisjoint(with: controlEvents) }
    }

    /// Runs one action as this control sending it.
    open func sendAction(_ action: UIAction) {
        action.perform(from: self)
    }

    /// Calls `iterator` with every action and target-action pair and their events, until it sets
    /// its last argument to true.
    open func enumerateEventHandlers(_ iterator: (UIAction?, (Any?, Selector)?, Event, inout Bool) -> Void) {
        var stop = false
        for entry in actions {
            iterator(entry.action, nil, entry.events, &stop)
            if stop { return }
        }
        for entry in targetActions {
            iterator(nil, (entry.targetAction.target, entry.targetAction.action), entry.events, &stop)
            if stop { return }
        }
    }

    /// Calls `action` on `target` (held weakly) when one of `controlEvents` is sent.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        guard !targetActions.contains(where: { $0.targetAction.matches(target: target, action: action) && $0.events == controlEvents })
        else { return }
        targetActions.append((TargetAction(target: target, action: action), controlEvents))
    }

    /// Removes the pairs of `target` (nil: every target) and `action` (nil: every action) for
    /// `controlEvents`.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        targetActions.removeAll { entry in
            entry.targetAction.matches(target: target, action: action) && !entry.events.isDisjoint(with: controlEvents)
        }
    }

    /// The selectors' names `target` is registered for under `controlEvent`; nil when none
    /// (`nil` target: the actions sent up the responder chain).
    open func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let names = targetActions.filter { entry in
            !entry.events.isDisjoint(with: controlEvent) && (entry.targetAction.target === (target as AnyObject?))
        }.map(\.targetAction.action.name)
        return names.isEmpty ? nil : names
    }

    /// Every event some target or action is registered for.
    open var allControlEvents: Event {
        (targetActions.map(\.events) + actions.map(\.events)).reduce(Event()) { $0.union($1) }
    }

    open var allTargets: Set<AnyHashable> {
        Set(targetActions.compactMap { ($0.targetAction.target as? NSObject).map(AnyHashable.init) })
    }

    /// Runs the actions registered for `controlEvents`, closures first, as a tap would. Each
    /// target-action goes through `sendAction(_:to:for:)`, which subclasses override to see them.
    open func sendActions(for controlEvents: Event) {
        for entry in actions where !entry.events.isDisjoint(with: controlEvents) { entry.action.perform(from: self) }
        for entry in targetActions where !entry.events.isDisjoint(with: controlEvents) {
            sendAction(entry.targetAction.action, to: entry.targetAction.target, for: nil)
        }
    }

    /// Sends `action` to `target` through the application. A nil target (added as nil, or
    /// gone: targets are not retained) sends it up the responder chain from this control, so
    /// the view controller that defines the action receives it; this is why a button made in a
    /// stored property's closure with `addTarget(self, …)` (where `self` is not the controller)
    /// works in UIKit.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        UIApplication.shared.sendAction(action, to: target, from: self, for: event)
    }

    func stateDidChange() {}

    // MARK: Tracking a touch

    open private(set) var isTracking = false
    open private(set) var isTouchInside = false

    /// Whether to track the touch that went down; UIKit's says yes.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    /// Whether to go on tracking after a move; UIKit's says yes.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}
    open func cancelTracking(with event: UIEvent?) {}

    /// How far outside its bounds a finger still counts as inside a control. UIKit does not
    /// document it; 70 pt is the figure commonly measured on devices.
    static let touchReach: CGFloat = 70

    /// Whether the control's own action is a single tap, which wins over a single-tap recognizer
    /// on a superview (UIKit documents this for buttons, switches, steppers, segmented and page
    /// controls; a slider's is a drag).
    var defaultActionIsATap: Bool { true }

    private func isWithinReach(_ touch: UITouch) -> Bool {
        bounds.insetBy(dx: -Self.touchReach, dy: -Self.touchReach).contains(touch.location(in: self))
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first, beginTracking(touch, with: event) else { return }
        isTracking = true
        isTouchInside = true
        isHighlighted = true
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        let wasInside = isTouchInside
        isTouchInside = isWithinReach(touch)
        isHighlighted = isTouchInside
        switch (wasInside, isTouchInside) {
        case (true, true): sendActions(for: .touchDragInside)
        case (true, false): sendActions(for: .touchDragExit)
        case (false, true): sendActions(for: .touchDragEnter)
        case (false, false): sendActions(for: .touchDragOutside)
        }
        if !continueTracking(touch, with: event) { finishTracking(touch, with: event) }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking, let touch = touches.first else { return }
        isTouchInside = isWithinReach(touch)
        finishTracking(touch, with: event)
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isTracking else { return }
        isTracking = false
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel)
    }

    private func finishTracking(_ touch: UITouch, with event: UIEvent?) {
        let inside = isTouchInside
        isTracking = false
        isHighlighted = false
        endTracking(touch, with: event)
        if inside { touchUpInside(touch) }
        sendActions(for: inside ? eventsOfATap : .touchUpOutside)
    }

    /// The events a tap sends: a button's tap is also its primary action.
    var eventsOfATap: Event { .touchUpInside }

    /// What the control itself does when tapped, before its `.touchUpInside` actions (a switch
    /// flips, a segmented control selects): nothing, for a plain control.
    func touchUpInside(_ touch: UITouch) {}
}

/// A button: a title (and an image) centred in its bounds, in the colours set per state.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UIButton { AppearanceProxies.proxy(for: self) { UIButton(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIButton {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UIButton(frame: .zero) }
    }

    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, close
        /// Before iOS 7 a bordered button; since then a system button.
        public static var roundedRect: ButtonType { .system }
    }

    /// A system button showing `image` (in the tint), sending `action` to `target` on a tap.
    /// UIKit returns `Self`; here always a `UIButton` (a subclass's own initialisers cannot be
    /// reached from a class method without requiring one of every subclass).
    public class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        return button
    }

    /// Whether the image darkens while highlighted or disabled, and a glow shows under a touch:
    /// kept as set; the image is drawn unchanged in those states here.
    open var adjustsImageWhenHighlighted = true
    open var adjustsImageWhenDisabled = true
    open var showsTouchWhenHighlighted = false
    open var reversesTitleShadowWhenHighlighted = false
    open var isPointerInteractionEnabled = false

    open private(set) var buttonType: ButtonType = .custom
    override var eventsOfATap: Event { [.touchUpInside, .primaryActionTriggered] }
    private let titleView = ButtonTitleLabel()
    private let imageContentView = UIImageView()
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]

    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        adopt(buttonType)
    }

    /// A button that runs `primaryAction` when tapped and shows its title and image (iOS 14).
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }

    /// What a button means in a dialog; a configured button styles itself by it (iOS 14).
    public enum Role: Int, Sendable {
        case normal, primary, cancel, destructive
    }

    open var role: Role = .normal
    /// The menu a long press (or, with `showsMenuAsPrimaryAction`, a tap) opens. Kept, never
    /// shown: no test opens a menu.
    open var menu: UIMenu?
    open var showsMenuAsPrimaryAction = false
    /// Whether a tap selects among the menu's actions and shows the chosen one (iOS 15).
    open var changesSelectionAsPrimaryAction = false

    /// Takes on a type after creation: a storyboard's button is made through `init?(coder:)`,
    /// then told its `buttonType`.
    func adopt(_ buttonType: ButtonType) {
        self.buttonType = buttonType
        titleView.font = .systemFont(ofSize: buttonType == .system ? 15 : 18)
        // A system button draws its images in its tint unless they ask to keep their colours.
        imageContentView.templatesAutomaticImages = buttonType == .system
        stateDidChange()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addContent()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addContent()
        finishArchivedCopy(from: coder)
    }

    override class var makesPartsAfterDecoding: Bool { true }

    private func addContent() {
        titleView.font = .systemFont(ofSize: 18)
        titleView.textAlignment = .center
        imageContentView.isPartOfSuperview = true
        titleView.isPartOfSuperview = true
        addSubview(imageContentView)
        addSubview(titleView)
        stateDidChange()
    }

    open var titleLabel: UILabel? { titleView }
    open var imageView: UIImageView? { imageContentView }

    /// The value set for the button's state now, else the one set for `.normal`, as UIKit
    /// falls back for every per-state property.
    private func currentValue<Value>(in values: [UInt: Value]) -> Value? {
        values[state.rawValue] ?? values[State.normal.rawValue]
    }

    open var currentTitle: String? { currentValue(in: titles) }
    open var currentTitleColor: UIColor {
        currentValue(in: titleColors) ?? (buttonType == .custom ? .white : tintColor)
    }
    open var currentImage: UIImage? { currentValue(in: images) }

    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if configuration != nil, !isApplyingConfiguration { configuredOverrides.titles[state.rawValue] = title }
        stateDidChange()
    }

    open func title(for state: State) -> String? { titles[state.rawValue] }
    open func titleColor(for state: State) -> UIColor? { titleColors[state.rawValue] }
    open func image(for state: State) -> UIImage? { images[state.rawValue] }

    open func setTitleColor(_ color: UIColor?, for state: State) {
        titleColors[state.rawValue] = color
        stateDidChange()
    }

    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        if configuration != nil, !isApplyingConfiguration { configuredOverrides.images[state.rawValue] = image }
        stateDidChange()
    }

    /// What the app set through the per-state setters on a button with a configuration: UIKit
    /// shows them where the configuration says nothing (`UIButton(configuration: .plain())`
    /// then `setImage(_:for:)`), so applying the configuration keeps them.
    var configuredOverrides = (titles: [UInt: String](), images: [UInt: UIImage]())
    /// True while the configuration writes the per-state values itself.
    var isApplyingConfiguration = false

    // Kept and read back, not drawn: a button draws its title and image.
    private var backgroundImages: [UInt: UIImage] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]

    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]
    /// The configuration a symbol image is drawn with in `state`, over the image's own.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state.rawValue] = configuration
        stateDidChange()
        setNeedsLayout()
    }
    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? { symbolConfigurations[state.rawValue] }
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        currentValue(in: symbolConfigurations)
    }

    /// The current image as drawn: a symbol at the current preferred configuration.
    private var shownImage: UIImage? {
        currentPreferredSymbolConfiguration.flatMap { currentImage?.applyingSymbolConfiguration($0) } ?? currentImage
    }

    /// Shows the current background image under the title and image, stretched to the bounds
    /// (a resizable image by its caps); made when a background image is first set.
    private var backgroundImageView: UIImageView?

    open func setBackgroundImage(_ image: UIImage?, for state: State) {
        backgroundImages[state.rawValue] = image
        if image != nil, backgroundImageView == nil {
            let view = UIImageView()
            view.isPartOfSuperview = true
            insertSubview(view, at: 0)
            backgroundImageView = view
        }
        stateDidChange()
        setNeedsLayout()
    }
    open func backgroundImage(for state: State) -> UIImage? { backgroundImages[state.rawValue] }
    open var currentBackgroundImage: UIImage? { currentValue(in: backgroundImages) }

    /// Sets the title's text to the attributed string's characters, drawn in its first
    /// character's colour (the title colour for `state`) and font (the title label's): a title
    /// here draws one style, where UIKit draws each run in its own.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        setTitle(title?.string, for: state)
        guard let attributes = title?.firstAttributes else { return }
        if let color = attributes[.foregroundColor] as? UIColor { setTitleColor(color, for: state) }
        if let font = attributes[.font] as? UIFont { titleLabel?.font = font }
    }
    open func attributedTitle(for state: State) -> NSAttributedString? { attributedTitles[state.rawValue] }
    open var currentAttributedTitle: NSAttributedString? { currentValue(in: attributedTitles) }

    /// The title's shadow colour per state, drawn as the title label's shadow.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) {
        titleShadowColors[state.rawValue] = color
        stateDidChange()
    }
    open func titleShadowColor(for state: State) -> UIColor? { titleShadowColors[state.rawValue] }
    open var currentTitleShadowColor: UIColor? { currentValue(in: titleShadowColors) }
    private var titleShadowColors: [UInt: UIColor] = [:]

    // Where the button puts its parts, in its own space: the rects its last layout gave them.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        layoutIfNeeded()
        return titleView.frame
    }
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect {
        layoutIfNeeded()
        return imageContentView.frame
    }

    override func stateDidChange() {
        titleView.text = currentTitle
        titleView.textColor = currentTitleColor
        if let shadow = currentTitleShadowColor { titleView.shadowColor = shadow }
        imageContentView.image = shownImage
        backgroundImageView?.image = currentBackgroundImage
        invalidateIntrinsicContentSize()
    }

    /// Space around the title and image, counted in the button's fitting size (deprecated in
    /// iOS 15 for configurations, still what most buttons use).
    open var contentEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout(); invalidateIntrinsicContentSize() } }
    /// Moves the title from its place: by half the difference of the left and right insets
    /// sideways, and of the top and bottom ones up or down, as UIKit's centred title moves; the
    /// fitting size does not change.
    open var titleEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }
    /// The same for the image.
    open var imageEdgeInsets: UIEdgeInsets = .zero { didSet { setNeedsLayout() } }

    /// The title and image side by side with the content insets around them. A titled button
    /// without insets keeps UIKit's 6 pt above and below its title (a 15 pt title makes the
    /// 30 pt tall button Interface Builder shows).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let title = currentTitle == nil ? .zero : titleView.sizeThatFits(size)
        let image = shownImage?.size ?? .zero
        let padding: CGFloat = currentTitle != nil && contentEdgeInsets == .zero ? 12 : 0
        let stack = arrangement(image: image, title: title).size
        let content = CGSize(width: stack.width + contentEdgeInsets.left + contentEdgeInsets.right,
                             height: max(stack.height, title.height + padding, image.height) + contentEdgeInsets.top + contentEdgeInsets.bottom)
        // A background image is at least as large as the button wants to be, as in UIKit.
        let background = currentBackgroundImage?.size ?? .zero
        return CGSize(width: max(content.width, background.width), height: max(content.height, background.height))
    }

    /// What it fits in, so Auto Layout sizes a button placed by its position alone.
    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    /// iOS 15's configuration (see `UIButton+Configuration.swift`); setting it redraws the button
    /// from it.
    open var configuration: Configuration? {
        didSet { applyConfiguration(); setNeedsUpdateConfiguration() }
    }
    /// Runs when the configuration should follow the button's state.
    open var configurationUpdateHandler: ((UIButton) -> Void)?
    open func setNeedsUpdateConfiguration() { updateConfiguration() }
    /// Runs the update handler, once: a handler sets the configuration it made, as apps write it,
    /// which does not run it again.
    open func updateConfiguration() {
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        configurationUpdateHandler?(self)
        isUpdatingConfiguration = false
    }
    private var isUpdatingConfiguration = false

    /// A system button's title is drawn in its tint, so a new tint (its own or its superview's)
    /// recolours it, with or without a configuration.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if configuration == nil { stateDidChange() } else { applyConfiguration() }
    }

    /// Right to left, the title comes first and the image after it.
    override var laysOutRightToLeft: Bool { true }

    open override func layoutSubviews() {
        super.layoutSubviews()
        if let configuration, configuration.cornerStyle == .capsule { layer.cornerRadius = bounds.height / 2 }
        backgroundImageView?.frame = bounds
        let content = bounds.inset(by: contentEdgeInsets)
        let fullTitle = currentTitle == nil ? .zero : titleView.sizeThatFits(content.size)
        let natural = shownImage?.size ?? .zero
        if let configuration, configuration.imagePlacement != .leading || configuration.imagePadding != 0 {
            return layOutConfigured(image: natural, title: fullTitle, in: content)
        }
        // An image larger than the content is squeezed into it (the image view scales to fill,
        // unless code changes its content mode), as UIKit's image rect is.
        let image = CGSize(width: min(natural.width, max(content.width, 0)), height: min(natural.height, max(content.height, 0)))
        // The title gets what the image leaves of the content's width, and truncates in it.
        let title = CGSize(width: min(fullTitle.width, max(content.width - image.width, 0)), height: fullTitle.height)
        let spare = content.width - title.width - image.width
        let x: CGFloat
        switch contentHorizontalAlignment {
        case .left, .leading, .fill: x = content.minX
        case .right, .trailing: x = content.minX + spare
        case .center: x = content.minX + spare / 2
        }
        func top(_ height: CGFloat) -> CGFloat {
            switch contentVerticalAlignment {
            case .top, .fill: content.minY
            case .bottom: content.maxY - height
            case .center: content.minY + (content.height - height) / 2
            }
        }
        // Right to left (`.forceRightToLeft`, the idiom for an image after the title), the title
        // comes first and the image after it.
        let imageFirst = semanticContentAttribute != .forceRightToLeft
        imageContentView.frame = CGRect(x: imageFirst ? x : x + title.width, y: top(image.height), width: image.width, height: image.height)
            .offsetBy(dx: (imageEdgeInsets.left - imageEdgeInsets.right) / 2, dy: (imageEdgeInsets.top - imageEdgeInsets.bottom) / 2)
        titleView.frame = CGRect(x: imageFirst ? x + image.width : x, y: top(title.height), width: title.width, height: title.height)
            .offsetBy(dx: (titleEdgeInsets.left - titleEdgeInsets.right) / 2, dy: (titleEdgeInsets.top - titleEdgeInsets.bottom) / 2)
    }

    /// Where a configuration puts the image and the title, from the top left of their box, and
    /// the box's size: side by side (the image leading or trailing) or stacked (the image on top
    /// or below), `imagePadding` apart when both show, each centred across the other.
    private func arrangement(image: CGSize, title: CGSize) -> (size: CGSize, image: CGPoint, title: CGPoint) {
        let placement = configuration?.imagePlacement ?? .leading
        let gap = image != .zero && title != .zero ? max(configuration?.imagePadding ?? 0, 0) : 0
        if placement == .top || placement == .bottom {
            let size = CGSize(width: max(image.width, title.width), height: image.height + gap + title.height)
            let imageX = (size.width - image.width) / 2, titleX = (size.width - title.width) / 2
            return placement == .top
                ? (size, CGPoint(x: imageX, y: 0), CGPoint(x: titleX, y: image.height + gap))
                : (size, CGPoint(x: imageX, y: title.height + gap), CGPoint(x: titleX, y: 0))
        }
        let size = CGSize(width: image.width + gap + title.width, height: max(image.height, title.height))
        let imageY = (size.height - image.height) / 2, titleY = (size.height - title.height) / 2
        return placement == .trailing
            ? (size, CGPoint(x: title.width + gap, y: imageY), CGPoint(x: 0, y: titleY))
            : (size, CGPoint(x: 0, y: imageY), CGPoint(x: image.width + gap, y: titleY))
    }

    /// A configured button's image and title, arranged and aligned in the content.
    private func layOutConfigured(image: CGSize, title: CGSize, in content: CGRect) {
        let stack = arrangement(image: image, title: title)
        let x: CGFloat = switch contentHorizontalAlignment {
        case .left, .leading, .fill: content.minX
        case .right, .trailing: content.maxX - stack.size.width
        case .center: content.minX + (content.width - stack.size.width) / 2
        }
        let y: CGFloat = switch contentVerticalAlignment {
        case .top, .fill: content.minY
        case .bottom: content.maxY - stack.size.height
        case .center: content.minY + (content.height - stack.size.height) / 2
        }
        imageContentView.frame = CGRect(origin: CGPoint(x: x + stack.image.x, y: y + stack.image.y), size: image)
        titleView.frame = CGRect(origin: CGPoint(x: x + stack.title.x, y: y + stack.title.y), size: title)
    }
}

/// A button's archive keeps its type, its per-state values and its configuration: a copy made
/// from it sets them again, which makes its title, image and background as the button had them.
extension UIButton: ArchivedViewSettings {
    func archivedSettings() -> (UIView) -> Void {
        let (type, titleFont) = (buttonType, titleView.font)
        let (titles, titleColors, images, backgroundImages) = (titles, titleColors, images, backgroundImages)
        let (attributedTitles, shadowColors, symbolConfigurations) = (attributedTitles, titleShadowColors, symbolConfigurations)
        let (insets, alignments) = ((contentEdgeInsets, titleEdgeInsets, imageEdgeInsets), (contentHorizontalAlignment, contentVerticalAlignment))
        let (enabled, selected, configuration) = (isEnabled, isSelected, configuration)
        return { view in
            guard let copy = view as? UIButton else { return }
            copy.adopt(type)
            copy.titleView.font = titleFont
            for (state, title) in titles { copy.setTitle(title, for: State(rawValue: state)) }
            for (state, color) in titleColors { copy.setTitleColor(color, for: State(rawValue: state)) }
            for (state, image) in images { copy.setImage(image, for: State(rawValue: state)) }
            for (state, image) in backgroundImages { copy.setBackgroundImage(image, for: State(rawValue: state)) }
            for (state, title) in attributedTitles { copy.setAttributedTitle(title, for: State(rawValue: state)) }
            for (state, color) in shadowColors { copy.setTitleShadowColor(color, for: State(rawValue: state)) }
            for (state, symbol) in symbolConfigurations { copy.setPreferredSymbolConfiguration(symbol, forImageIn: State(rawValue: state)) }
            (copy.contentEdgeInsets, copy.titleEdgeInsets, copy.imageEdgeInsets) = insets
            (copy.contentHorizontalAlignment, copy.contentVerticalAlignment) = alignments
            (copy.isEnabled, copy.isSelected) = (enabled, selected)
            if let configuration { copy.configuration = configuration }
        }
    }
}

/// A button's title label (UIKit's is a UILabel subclass too): a title too wide for the button
/// loses its middle ("BO…OM"), UIKit's default for button titles; one set to wrap
/// (`titleLabel?.lineBreakMode = .byWordWrapping`, "Word Wrap" in Interface Builder) takes as
/// many lines as it needs, as UIKit's does.
final class ButtonTitleLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        lineBreakMode = .byTruncatingMiddle
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        lineBreakMode = .byTruncatingMiddle
    }

    override var lineBreakMode: NSLineBreakMode {
        didSet {
            if lineBreakMode == .byWordWrapping || lineBreakMode == .byCharWrapping { numberOfLines = 0 }
        }
    }
}
