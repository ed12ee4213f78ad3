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
        super.init(frame: .zero)
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

    private func arrange() {
        NSLayoutConstraint.deactivate(generated)
        for guide in spacers { removeLayoutGuide(guide) }
        generated = []
        spacers = []
        let collapses = distribution != .equalSpacing && distribution != .equalCentering
        let views = arrangedSubviews.filter { $0.superview === self && (collapses || !$0.isHidden) }
        guard let first = views.first, let last = views.last else { return }
        let horizontal = axis == .horizontal
        let edges: UIView = self
        let guide: LayoutAnchored = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : edges
        let start: NSLayoutConstraint.Attribute = horizontal ? .leading : .top
        let end: NSLayoutConstraint.Attribute = horizontal ? .trailing : .bottom
        let size: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let center: NSLayoutConstraint.Attribute = horizontal ? .centerX : .centerY

        func make(_ a: LayoutItem, _ attributeA: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
                  _ b: LayoutItem? = nil, _ attributeB: NSLayoutConstraint.Attribute = .notAnAttribute,
                  multiplier: CGFloat = 1, constant: CGFloat = 0, priority: Float = 1000, _ name: String) {
            let constraint = NSLayoutConstraint(node: LayoutConstraint(
                item: a, attribute: attributeA, relatedBy: relation, toItem: b, attribute: attributeB,
                multiplier: Double(multiplier), constant: Double(constant), priority: Double(priority)))
            constraint.identifier = name
            generated.append(constraint)
        }

        // Along the axis: the ends, then each gap.
        make(first.node, start, .equal, guide.anchorItem, start, "UISV-canvas-connection")
        make(guide.anchorItem, end, .equal, last.node, end, "UISV-canvas-connection")
        // A hidden view has no length, and no spacing after it (nor before it when it is last),
        // so the views around it close up.
        for view in views where view.isHidden {
            make(view.node, size, .equal, constant: 0, "UISV-hiding")
        }
        let lastShown = views.lastIndex { !$0.isHidden }
        for (index, (previous, next)) in zip(views, views.dropFirst()).enumerated() {
            let custom = customSpacings[ObjectIdentifier(previous)]
            let gap = custom.flatMap { $0 == UIStackView.spacingUseDefault ? nil : $0 } ?? spacing
            let closes = previous.isHidden || lastShown.map { index >= $0 } ?? true
            let gapValue = closes ? 0 : gap == UIStackView.spacingUseSystem ? 8 : gap
            switch distribution {
            case .fill, .fillEqually, .fillProportionally:
                make(next.node, start, .equal, previous.node, end, constant: gapValue, "UISV-spacing")
            case .equalSpacing, .equalCentering:
                make(next.node, start, .greaterThanOrEqual, previous.node, end, constant: gapValue, "UISV-spacing")
                let spacer = UILayoutGuide()
                spacer.identifier = distribution == .equalSpacing ? "UISV-distributing" : "UISV-distributing-edge"
                addLayoutGuide(spacer)
                spacers.append(spacer)
                let (from, to) = distribution == .equalSpacing ? (end, start) : (center, center)
                make(spacer.node, start, .equal, previous.node, from, "UISV-distributing-edge")
                make(spacer.node, end, .equal, next.node, to, "UISV-distributing-edge")
                if let firstSpacer = spacers.first, firstSpacer !== spacer {
                    make(spacer.node, size, .equal, firstSpacer.node, size,
                         priority: distribution == .equalCentering ? 999 : 1000, "UISV-fill-equally")
                }
            }
        }
        let shown = views.filter { !$0.isHidden }
        switch distribution {
        case .fillEqually:
            for view in shown.dropFirst() { make(view.node, size, .equal, shown[0].node, size, "UISV-fill-equally") }
        case .fillProportionally:
            let content = { (view: UIView) -> CGFloat in horizontal ? view.intrinsicContentSize.width : view.intrinsicContentSize.height }
            if let base = shown.first, content(base) > 0 {
                for view in shown.dropFirst() where content(view) > 0 {
                    make(view.node, size, .equal, base.node, size, multiplier: content(view) / content(base), priority: 999, "UISV-fill-proportionally")
                }
            }
        default: break
        }

        // Across the axis.
        let crossStart: NSLayoutConstraint.Attribute = horizontal ? .top : .leading
        let crossEnd: NSLayoutConstraint.Attribute = horizontal ? .bottom : .trailing
        let crossCenter: NSLayoutConstraint.Attribute = horizontal ? .centerY : .centerX
        let crossSize: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        for view in views {
            switch alignment {
            case .fill:
                make(view.node, crossStart, .equal, guide.anchorItem, crossStart, "UISV-alignment")
                make(view.node, crossEnd, .equal, guide.anchorItem, crossEnd, "UISV-alignment")
            case .leading:
                make(view.node, crossStart, .equal, guide.anchorItem, crossStart, "UISV-alignment")
                make(view.node, crossEnd, .lessThanOrEqual, guide.anchorItem, crossEnd, "UISV-spanning-boundary")
            case .trailing:
                make(view.node, crossEnd, .equal, guide.anchorItem, crossEnd, "UISV-alignment")
                make(view.node, crossStart, .greaterThanOrEqual, guide.anchorItem, crossStart, "UISV-spanning-boundary")
            case .center:
                make(view.node, crossCenter, .equal, guide.anchorItem, crossCenter, "UISV-alignment")
                make(view.node, crossStart, .greaterThanOrEqual, guide.anchorItem, crossStart, "UISV-spanning-boundary")
            case .firstBaseline, .lastBaseline:
                let baseline: NSLayoutConstraint.Attribute = horizontal ? (alignment == .firstBaseline ? .firstBaseline : .lastBaseline) : .leading
                if view === first {
                    make(view.node, crossStart, .greaterThanOrEqual, guide.anchorItem, crossStart, "UISV-spanning-boundary")
                } else {
                    make(view.node, baseline, .equal, first.node, baseline, "UISV-alignment")
                    make(view.node, crossStart, .greaterThanOrEqual, guide.anchorItem, crossStart, "UISV-spanning-boundary")
                }
                make(view.node, crossEnd, .lessThanOrEqual, guide.anchorItem, crossEnd, "UISV-spanning-boundary")
            }
            if alignment != .fill {
                // The stack hugs its largest view when nothing else sizes it.
                make(view.node, crossSize, .equal, guide.anchorItem, crossSize, priority: 49, "UISV-canvas-fit")
            }
        }
        NSLayoutConstraint.activate(generated)
    }
}
