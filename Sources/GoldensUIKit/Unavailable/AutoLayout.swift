// Auto Layout has no engine in the scene model yet. Its entry points exist only to fail at
// compile time with a message, never to lay out silently wrong.


@available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; set frames in layoutSubviews (sizeThatFits(_:) sizes labels)")
public final class NSLayoutConstraint {}

@available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; set frames in layoutSubviews")
public final class NSLayoutAnchor<AnchorType> {}

@available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; set frames in layoutSubviews")
public final class UILayoutGuide {}

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

    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; set frames in layoutSubviews")
    public var safeAreaLayoutGuide: Never { fatalError() }

    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; set frames in layoutSubviews")
    public func addConstraint(_ constraint: Any) {}

    @available(*, unavailable, message: "Auto Layout is not available in GoldensUIKit yet; set frames in layoutSubviews")
    public func addConstraints(_ constraints: [Any]) {}
}
