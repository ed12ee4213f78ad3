import GoldensScene

/// A progress bar: a 4-point rounded track with the progress filled in the tint colour.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UIProgressView { AppearanceProxies.proxy(for: self) { UIProgressView(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIProgressView {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UIProgressView(frame: .zero) }
    }

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
