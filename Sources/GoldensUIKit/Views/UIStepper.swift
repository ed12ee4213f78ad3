import GoldensScene

/// A minus/plus pair (94 x 32 points) that holds a value between bounds.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UIStepper { AppearanceProxies.proxy(for: self) { UIStepper(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIStepper {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UIStepper(frame: .zero) }
    }
    open var value: Double = 0 { didSet { value = min(max(value, minimumValue), maximumValue) } }
    open var minimumValue: Double = 0
    open var maximumValue: Double = 100
    open var stepValue: Double = 1
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true
    private let minus = UILabel(), plus = UILabel(), divider = UIView()

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)))
        addParts()
    }

    /// A storyboard's stepper has its background, signs and divider too.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addParts()
    }

    private func addParts() {
        backgroundColor = UIColor(white: 0.46, alpha: 0.12)
        layer.cornerRadius = 8
        for (label, text) in [(minus, "−"), (plus, "+")] {
            label.text = text
            label.font = .systemFont(ofSize: 22)
            label.textAlignment = .center
            label.textColor = .label
            addSubview(label)
        }
        divider.backgroundColor = .separator
        addSubview(divider)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: 94, height: 32) }

    /// A finger going down on − or + steps the value at once and sends `.valueChanged` (holding
    /// it repeats in UIKit; a scripted press steps once).
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        guard isTracking, let touch = touches.first else { return }
        let step = touch.location(in: self).x < bounds.midX ? -stepValue : stepValue
        var newValue = value + step
        if wraps, newValue > maximumValue { newValue = minimumValue } else if wraps, newValue < minimumValue { newValue = maximumValue }
        newValue = min(max(newValue, minimumValue), maximumValue)
        guard newValue != value else { return }
        value = newValue
        sendActions(for: .valueChanged)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        minus.frame = CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height)
        plus.frame = CGRect(x: bounds.width / 2, y: 0, width: bounds.width / 2, height: bounds.height)
        divider.frame = CGRect(x: bounds.width / 2, y: 8, width: UIScreen.main.hairline, height: bounds.height - 16)
    }
}
