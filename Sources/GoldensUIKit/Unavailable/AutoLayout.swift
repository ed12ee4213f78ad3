// Auto Layout has no engine in the scene model yet. Its entry points exist only to fail at
// compile time with a message, never to lay out silently wrong.


@available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; set frames in layoutSubviews (sizeThatFits(_:) sizes labels)")
public final class NSLayoutConstraint {}

@available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; set frames in layoutSubviews")
public final class NSLayoutAnchor<AnchorType> {}

/// A layout guide's frame, for frame-based code that reads `safeAreaLayoutGuide.layoutFrame`
/// or `layoutMarginsGuide.layoutFrame`. Its anchors need Auto Layout, which is not here yet.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject {
    open weak var owningView: UIView?
    open var identifier = ""
    private let frameInOwner: @MainActor (UIView) -> CGRect

    public override init() {
        frameInOwner = { _ in .zero }
        super.init()
    }

    init(owningView: UIView, identifier: String, frame: @escaping @MainActor (UIView) -> CGRect) {
        self.owningView = owningView
        self.identifier = identifier
        frameInOwner = frame
        super.init()
    }

    /// The guide's rectangle in its owning view's coordinates.
    open var layoutFrame: CGRect { owningView.map(frameInOwner) ?? .zero }

    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; use layoutFrame")
    public var topAnchor: Never { fatalError() }
    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; use layoutFrame")
    public var bottomAnchor: Never { fatalError() }
    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; use layoutFrame")
    public var leadingAnchor: Never { fatalError() }
    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; use layoutFrame")
    public var trailingAnchor: Never { fatalError() }
    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; use layoutFrame")
    public var widthAnchor: Never { fatalError() }
    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; use layoutFrame")
    public var heightAnchor: Never { fatalError() }
    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; use layoutFrame")
    public var centerXAnchor: Never { fatalError() }
    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; use layoutFrame")
    public var centerYAnchor: Never { fatalError() }
}

@available(*, unavailable, message: "UIStackView needs Auto Layout, which is not available in GoldensUIKit yet; place the views with frames")
public final class UIStackView {}

extension UIView {
    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; use sizeThatFits(_:)")
    public static var layoutFittingCompressedSize: CGSize { .zero }

    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; use sizeThatFits(_:)")
    public static var layoutFittingExpandedSize: CGSize { .zero }

    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; use sizeThatFits(_:)")
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize { .zero }

    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; set frames in layoutSubviews")
    public var topAnchor: Never { fatalError() }

    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; set frames in layoutSubviews")
    public var bottomAnchor: Never { fatalError() }

    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; set frames in layoutSubviews")
    public var leadingAnchor: Never { fatalError() }

    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; set frames in layoutSubviews")
    public var trailingAnchor: Never { fatalError() }

    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; set frames in layoutSubviews")
    public var widthAnchor: Never { fatalError() }

    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; set frames in layoutSubviews")
    public var heightAnchor: Never { fatalError() }

    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; set frames in layoutSubviews")
    public var centerXAnchor: Never { fatalError() }

    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; set frames in layoutSubviews")
    public var centerYAnchor: Never { fatalError() }

    /// The safe area as a guide: `layoutFrame` is the bounds less the safe-area insets.
    public var safeAreaLayoutGuide: UILayoutGuide {
        UILayoutGuide(owningView: self, identifier: "UIViewSafeAreaLayoutGuide") { $0.bounds.inset(by: $0.safeAreaInsets) }
    }

    /// The margins as a guide: `layoutFrame` is the bounds less the layout margins.
    public var layoutMarginsGuide: UILayoutGuide {
        UILayoutGuide(owningView: self, identifier: "UIViewLayoutMarginsGuide") { $0.bounds.inset(by: $0.layoutMargins) }
    }

    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; set frames in layoutSubviews")
    public func addConstraint(_ constraint: Any) {}

    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; set frames in layoutSubviews")
    public func addConstraints(_ constraints: [Any]) {}
}
