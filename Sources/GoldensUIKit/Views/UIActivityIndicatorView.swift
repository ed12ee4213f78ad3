import GoldensScene

/// A still activity indicator: eight grey spokes of fading strength (20 points medium, 37
/// large); hidden when stopped if `hidesWhenStopped`.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UIActivityIndicatorView { AppearanceProxies.proxy(for: self) { UIActivityIndicatorView(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIActivityIndicatorView {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UIActivityIndicatorView(frame: .zero) }
    }

    public enum Style: Int, Sendable { case medium = 100, large = 101, whiteLarge = 0, white = 1, gray = 2 }
    private var spokes: [UIView] = []
    open var style: Style = .medium { didSet { setNeedsLayout() } }
    open var color: UIColor! = .secondaryLabel { didSet { setNeedsLayout() } }
    open var hidesWhenStopped = true { didSet { isHidden = hidesWhenStopped && !isAnimating } }
    open private(set) var isAnimating = false

    /// The Swift 4 name of `init(style:)`.
    @available(*, deprecated, renamed: "init(style:)")
    public convenience init(activityIndicatorStyle style: Style) {
        self.init(style: style)
    }

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
