import GoldensScene

extension UIView: LayoutAnchored {
    var anchorItem: LayoutItem { node }

    public var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    public var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    public var firstBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { yAnchor(.lastBaseline) }
    public var widthAnchor: NSLayoutDimension { dimension(.width) }
    public var heightAnchor: NSLayoutDimension { dimension(.height) }

    public static var layoutFittingCompressedSize: CGSize { CGSize(View.layoutFittingCompressedSize) }
    public static var layoutFittingExpandedSize: CGSize { CGSize(View.layoutFittingExpandedSize) }

    /// The safe area as a guide: the bounds less the safe-area insets.
    public var safeAreaLayoutGuide: UILayoutGuide { guide(node.safeAreaLayoutGuide) }
    /// The margins as a guide: the bounds less the layout margins (from the safe area).
    public var layoutMarginsGuide: UILayoutGuide { guide(node.layoutMarginsGuide) }
    /// The readable width: the margins guide (text here is never wider than a phone).
    public var readableContentGuide: UILayoutGuide { layoutMarginsGuide }

    /// The UIKit object for one of this view's guides: the one it keeps, else (a system guide
    /// reached for the first time, by its property or as a constraint's item) one of the class
    /// its kind has in UIKit, kept from now on.
    func guide(_ node: LayoutGuide) -> UILayoutGuide {
        if let kept = keptLayoutGuides[ObjectIdentifier(node)] { return kept }
        let made = node.kind == .keyboard ? UIKeyboardLayoutGuide(wrapping: node) : UILayoutGuide(wrapping: node)
        keptLayoutGuides[ObjectIdentifier(node)] = made
        return made
    }

    public var layoutGuides: [UILayoutGuide] { node.layoutGuides.map(guide) }

    /// The view keeps the guide (and lets go of it when it is removed or moves to another view).
    public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        let previous = layoutGuide.node.owningView.map(UIView.bridge)
        node.addLayoutGuide(layoutGuide.node)
        guard layoutGuide.node.owningView === node else { return }
        previous?.keptLayoutGuides[ObjectIdentifier(layoutGuide.node)] = nil
        keptLayoutGuides[ObjectIdentifier(layoutGuide.node)] = layoutGuide
    }

    public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.node.owningView === node else { return }
        node.removeLayoutGuide(layoutGuide.node)
        keptLayoutGuides[ObjectIdentifier(layoutGuide.node)] = nil
    }

    /// The active constraints kept on this view (those whose items' nearest common ancestor
    /// it is).
    public var constraints: [NSLayoutConstraint] {
        node.installedConstraints.compactMap { $0.owner as? NSLayoutConstraint }
    }

    /// Activates `constraint` (where it is kept is decided by its items, as with `isActive`).
    public func addConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = true }
    public func addConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.activate(constraints) }
    public func removeConstraint(_ constraint: NSLayoutConstraint) { constraint.isActive = false }
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) { NSLayoutConstraint.deactivate(constraints) }

    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(Float(node.contentHuggingPriority[axis]))
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        node.contentHuggingPriority[axis] = Double(priority.rawValue)
    }

    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        UILayoutPriority(Float(node.compressionResistancePriority[axis]))
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        node.compressionResistancePriority[axis] = Double(priority.rawValue)
    }

    /// The smallest (or largest) size the view's own constraints allow, pulled toward
    /// `targetSize` at the fitting priority.
    public func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        CGSize(node.systemLayoutSizeFitting(targetSize.scene))
    }

    public func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                        verticalFittingPriority: UILayoutPriority) -> CGSize {
        CGSize(node.systemLayoutSizeFitting(targetSize.scene, horizontalPriority: Double(horizontalFittingPriority.rawValue),
                                            verticalPriority: Double(verticalFittingPriority.rawValue)))
    }

    /// The height this view's constraints give it at `width` (a self-sizing cell's content
    /// view): nil when it has no constraints or they give no positive height.
    func heightFittingConstraints(atWidth width: CGFloat) -> CGFloat? {
        guard !constraints.isEmpty else { return nil }
        let fitted = systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                             verticalFittingPriority: .fittingSizeLevel)
        return fitted.height > 0 && fitted.height.isFinite ? fitted.height : nil
    }

    public func setNeedsUpdateConstraints() { node.setNeedsUpdateConstraints() }
    public func updateConstraintsIfNeeded() { node.updateConstraintsIfNeeded() }

    /// The constraints that set `axis` of this view's frame.
    public func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        var current: View? = node
        while let view = current {
            for constraint in view.installedConstraints where constraint.firstAttribute.axis == axis
                && (constraint.firstItem === node || constraint.secondItem === node) {
                if let owner = constraint.owner as? NSLayoutConstraint { found.append(owner) }
            }
            current = view.superview
        }
        return found
    }

    /// True when the view's constraints leave its frame free to move.
    public var hasAmbiguousLayout: Bool { node.hasAmbiguousLayout }
    /// Nothing to exercise: the solver settles an ambiguous layout the same way every run.
    public func exerciseAmbiguityInLayout() {}

    public func alignmentRect(forFrame frame: CGRect) -> CGRect { frame }
    public func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect { alignmentRect }
}
