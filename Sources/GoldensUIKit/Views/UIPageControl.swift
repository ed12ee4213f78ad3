import GoldensScene

/// Page dots: 8-point circles 16 points apart, centred, the current one in the page colour.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UIPageControl { AppearanceProxies.proxy(for: self) { UIPageControl(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIPageControl {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UIPageControl(frame: .zero) }
    }

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
