import GoldensScene

/// An on/off switch: 51 x 31 points, a green track when on (grey outline when off) and a
/// white knob.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UISwitch { AppearanceProxies.proxy(for: self) { UISwitch(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UISwitch {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UISwitch(frame: .zero) }
    }

    private let track = UIView()
    private let knob = UIView()
    open var isOn = false { didSet { arrange() } }
    open var onTintColor: UIColor? { didSet { arrange() } }
    open var thumbTintColor: UIColor? { didSet { arrange() } }

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
        addParts()
    }

    /// A storyboard's switch has its rounded track and knob too.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addParts()
    }

    private func addParts() {
        track.layer.cornerRadius = 15.5
        knob.layer.cornerRadius = 13.5
        knob.castControlShadow(opacity: 0.15, radius: 2, offset: 2)
        addSubview(track)
        addSubview(knob)
        arrange()
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
