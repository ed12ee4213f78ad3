import GoldensScene

/// A view that lines up its arranged subviews along an axis with constraints, as UIKit's
/// stack view does: it writes the constraints for its axis, distribution, alignment and
/// spacing, and writes them again when any of those, the arranged views or their `isHidden`
/// change. A hidden view collapses to no length and takes its spacing with it (with
/// `.equalSpacing` and `.equalCentering` it leaves the line and keeps its frame).
///
/// With `.fill`, when the views could stretch equally (same hugging priority), which one
/// takes the extra room is left to the solver; give the one that should stretch a lower
/// hugging priority, as UIKit's documentation advises.
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UIStackView { AppearanceProxies.proxy(for: self) { UIStackView(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIStackView {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UIStackView(frame: .zero) }
    }
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static var top: Alignment { .leading }
        public static var bottom: Alignment { .trailing }
    }

    public static let spacingUseDefault: CGFloat = .greatestFiniteMagnitude
    public static let spacingUseSystem: CGFloat = -.greatestFiniteMagnitude

    public private(set) var arrangedSubviews: [UIView] = []
    private var generated: [NSLayoutConstraint] = []
    private var spacers: [UILayoutGuide] = []
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    open var axis: NSLayoutConstraint.Axis = .horizontal { didSet { arrange() } }
    open var distribution: Distribution = .fill { didSet { arrange() } }
    open var alignment: Alignment = .fill { didSet { arrange() } }
    open var spacing: CGFloat = 0 { didSet { arrange() } }
    open var isBaselineRelativeArrangement = false
    open var isLayoutMarginsRelativeArrangement = false { didSet { arrange() } }

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init() {
        self.init(frame: .zero)
    }

    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(stackIndex, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrange()
    }

    /// Stops arranging `view`; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrange()
    }

    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        if arrangedSubviews.contains(where: { $0 === subview }) {
            arrangedSubviews.removeAll { $0 === subview }
            customSpacings[ObjectIdentifier(subview)] = nil
            // The subview leaves after this call: arrange the rest before the next layout
            // pass solves, as UIKit's stack view does in its constraint update.
            NSLayoutConstraint.deactivate(generated)
            generated = []
            setNeedsUpdateConstraints()
        }
    }

    open override func updateConstraints() {
        if generated.isEmpty { arrange() }
        super.updateConstraints()
    }

    open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
        customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
        arrange()
    }

    open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
    }

    /// Called by an arranged view whose `isHidden` changed.
    func arrangedSubviewVisibilityChanged() { arrange() }

    // MARK: Constraints

    /// The attributes of the stack's axis and of the one across it.
    private struct Axes {
        let start, end, size, center: NSLayoutConstraint.Attribute
        let crossStart, crossEnd, crossSize, crossCenter: NSLayoutConstraint.Attribute

        init(_ axis: NSLayoutConstraint.Axis) {
            let horizontal = axis == .horizontal
            (start, end, size, center) = horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
            (crossStart, crossEnd, crossSize, crossCenter) = horizontal ? (.top, .bottom, .height, .centerY) : (.leading, .trailing, .width, .centerX)
        }
    }

    /// Writes the stack's constraints again from scratch.
    private func arrange() {
        NSLayoutConstraint.deactivate(generated)
        for guide in spacers { removeLayoutGuide(guide) }
        generated = []
        spacers = []
        let collapses = distribution != .equalSpacing && distribution != .equalCentering
        let views = arrangedSubviews.filter { $0.superview === self && (collapses || !$0.isHidden) }
        guard !views.isEmpty else { return }
        let axes = Axes(axis)
        let canvas = (isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self as LayoutAnchored).anchorItem
        arrangeAlongAxis(views, axes, canvas)
        distributeSizes(views.filter { !$0.isHidden }, axes)
        align(views, axes, canvas)
        NSLayoutConstraint.activate(generated)
    }

    private func make(_ a: LayoutItem, _ attributeA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
                      _ b: LayoutItem? = nil, _ attributeB: NSLayoutConstraint.Attribute = .notAnAttribute,
                      multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float = 1000, _ name: String) {
        let constraint = NSLayoutConstraint(node: LayoutConstraint(
            item: a, attribute: attributeA, relatedBy: relation, toItem: b, attribute: attributeB,
            multiplier: Double(multiplier), constant: Double(constant), priority: Double(priority)))
        constraint.identifier = name
        generated.append(constraint)
    }

    /// The ends on the stack's edges, then each gap. A hidden view has no length, and no
    /// spacing after it (nor before it when it is last), so the views around it close up.
    private func arrangeAlongAxis(_ views: [UIView], _ axes: Axes, _ canvas: LayoutItem) {
        make(views[0].node, axes.start, .equal, canvas, axes.start, "UISV-canvas-connection")
        make(canvas, axes.end, .equal, views[views.count - 1].node, axes.end, "UISV-canvas-connection")
        for view in views where view.isHidden {
            make(view.node, axes.size, .equal, constant: 0, "UISV-hiding")
        }
        let lastShown = views.lastIndex { !$0.isHidden }
        for (index, (previous, next)) in zip(views, views.dropFirst()).enumerated() {
            let custom = customSpacings[ObjectIdentifier(previous)]
            let gap = custom.flatMap { $0 == UIStackView.spacingUseDefault ? nil : $0 } ?? spacing
            let closes = previous.isHidden || lastShown.map { index >= $0 } ?? true
            let gapValue = closes ? 0 : gap == UIStackView.spacingUseSystem ? 8 : gap
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                make(next.node, axes.start, .equal, previous.node, axes.end, constant: gapValue, "UISV-spacing")
            case .equalSpacing, .equalCentering:
                make(next.node, axes.start, .greaterThanOrEqual, previous.node, axes.end, constant: gapValue, "UISV-spacing")
                addEqualGap(between: previous, and: next, axes)
            }
        }
    }

    /// A spacer guide from one view to the next (edge to edge, or centre to centre), as long
    /// as the first spacer.
    private func addEqualGap(between previous: UIView, and next: UIView, _ axes: Axes) {
        let spacer = UILayoutGuide()
        spacer.identifier = distribution == .equalSpacing ? "UISV-distributing" : "UISV-distributing-edge"
        addLayoutGuide(spacer)
        spacers.append(spacer)
        let (from, to) = distribution == .equalSpacing ? (axes.end, axes.start) : (axes.center, axes.center)
        make(spacer.node, axes.start, .equal, previous.node, from, "UISV-distributing-edge")
        make(spacer.node, axes.end, .equal, next.node, to, "UISV-distributing-edge")
        if let first = spacers.first, first !== spacer {
            make(spacer.node, axes.size, .equal, first.node, axes.size,
                 priority: distribution == .equalCentering ? 999 : 1000, "UISV-fill-equally")
        }
    }

    /// Equal sizes, or sizes in proportion to the views' content, for the shown views.
    private func distributeSizes(_ shown: [UIView], _ axes: Axes) {
        guard let base = shown.first else { return }
        switch distribution {
        case .fillEqually:
            for view in shown.dropFirst() { make(view.node, axes.size, .equal, base.node, axes.size, "UISV-fill-equally") }
        case .fillProportionally:
            let content = { (view: UIView) -> CGFloat in
                self.axis == .horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height
            }
            guard content(base) > 0 else { return }
            for view in shown.dropFirst() where content(view) > 0 {
                make(view.node, axes.size, .equal, base.node, axes.size, multiplier: content(view) / content(base),
                     priority: 999, "UISV-fill-proportionally")
            }
        default: break
        }
    }

    /// Across the axis: each view by the alignment, and the stack hugging its largest view
    /// when nothing else sizes it.
    private func align(_ views: [UIView], _ axes: Axes, _ canvas: LayoutItem) {
        let first = views[0]
        for view in views {
            switch alignment {
            case .fill:
                make(view.node, axes.crossStart, .equal, canvas, axes.crossStart, "UISV-alignment")
                make(view.node, axes.crossEnd, .equal, canvas, axes.crossEnd, "UISV-alignment")
            case .leading:
                make(view.node, axes.crossStart, .equal, canvas, axes.crossStart, "UISV-alignment")
                make(view.node, axes.crossEnd, .lessThanOrEqual, canvas, axes.crossEnd, "UISV-spanning-boundary")
            case .trailing:
                make(view.node, axes.crossEnd, .equal, canvas, axes.crossEnd, "UISV-alignment")
                make(view.node, axes.crossStart, .greaterThanOrEqual, canvas, axes.crossStart, "UISV-spanning-boundary")
            case .center:
                make(view.node, axes.crossCenter, .equal, canvas, axes.crossCenter, "UISV-alignment")
                make(view.node, axes.crossStart, .greaterThanOrEqual, canvas, axes.crossStart, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = axis == .horizontal
                    ? (alignment == .firstBaseline ? .firstBaseline : .lastBaseline) : .leading
                if view !== first { make(view.node, baseline, .equal, first.node, baseline, "UISV-alignment") }
                make(view.node, axes.crossStart, .greaterThanOrEqual, canvas, axes.crossStart, "UISV-spanning-boundary")
                make(view.node, axes.crossEnd, .lessThanOrEqual, canvas, axes.crossEnd, "UISV-spanning-boundary")
            }
            if alignment != .fill {
                make(view.node, axes.crossSize, .equal, canvas, axes.crossSize, priority: 49, "UISV-canvas-fit")
            }
        }
    }
}

/// A stack view's archive keeps how it arranges and which of its subviews it arranges: a copy
/// arranges its copies of them again, by constraints of its own.
extension UIStackView: ArchivedViewSettings {
    func archivedSettings() -> (UIView) -> Void {
        let archived = subviews.filter { !$0.isPartOfSuperview }
        let arranged = arrangedSubviews.compactMap { view in archived.firstIndex { $0 === view } }
        let (axis, distribution, alignment, spacing) = (axis, distribution, alignment, spacing)
        let (baselineRelative, marginsRelative) = (isBaselineRelativeArrangement, isLayoutMarginsRelativeArrangement)
        return { view in
            guard let copy = view as? UIStackView else { return }
            (copy.axis, copy.distribution, copy.alignment, copy.spacing) = (axis, distribution, alignment, spacing)
            (copy.isBaselineRelativeArrangement, copy.isLayoutMarginsRelativeArrangement) = (baselineRelative, marginsRelative)
            let copies = copy.subviews
            for index in arranged where copies.indices.contains(index) { copy.addArrangedSubview(copies[index]) }
        }
    }
}
