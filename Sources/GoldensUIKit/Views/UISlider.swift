import GoldensScene

/// A slider: a 4-point track, filled in the tint colour up to the value, and a 28-point white
/// thumb, across the view's width and centred in its height.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UISlider { AppearanceProxies.proxy(for: self) { UISlider(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UISlider {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UISlider(frame: .zero) }
    }

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
        addParts()
    }

    /// A storyboard's slider has its track and thumb too.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addParts()
    }

    private func addParts() {
        for part in [maximumTrack, minimumTrack] {
            part.layer.cornerRadius = 2
            addSubview(part)
        }
        thumb.layer.cornerRadius = 14
        thumb.castControlShadow(opacity: 0.2, radius: 3, offset: 2)
        addSubview(thumb)
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
