/// Priorities per axis (content hugging, compression resistance).
public struct AxisPriorities: Sendable, Hashable {
    public var horizontal: Double
    public var vertical: Double

    public init(horizontal: Double, vertical: Double) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public subscript(axis: LayoutConstraint.Axis) -> Double {
        get { axis == .horizontal ? horizontal : vertical }
        set { if axis == .horizontal { horizontal = newValue } else { vertical = newValue } }
    }
}

extension View {
    /// UIView.noIntrinsicMetric.
    public static let noIntrinsicMetric: Double = -1
    /// UIView.layoutFittingCompressedSize: as small as the constraints allow.
    public static let layoutFittingCompressedSize = Size(width: 0, height: 0)
    /// UIView.layoutFittingExpandedSize: as large as the constraints allow.
    public static let layoutFittingExpandedSize = Size(width: 10_000, height: 10_000)
    /// UILayoutPriority.fittingSizeLevel: how hard `systemLayoutSizeFitting` pulls.
    public static let fittingSizeLevel: Double = 50

    /// The top of this view's tree (a window, or a view not yet in one).
    public var treeRoot: View {
        var view = self
        while let parent = view.superview { view = parent }
        return view
    }

    /// The frame as Auto Layout sees it: the bounds size around the center, ignoring the
    /// transform. Setting it keeps the transform (it writes bounds size and center).
    public var untransformedFrame: Rect {
        get { layer.model.untransformedFrame }
        set {
            let anchor = layer.model.anchorPoint
            if newValue.size != bounds.size { bounds = Rect(origin: bounds.origin, size: newValue.size) }
            center = Point(x: newValue.minX + anchor.x * newValue.width, y: newValue.minY + anchor.y * newValue.height)
        }
    }

    /// The margins as the margins guide uses them: from the safe area's edges when
    /// `insetsLayoutMarginsFromSafeArea`.
    public var effectiveLayoutMargins: EdgeInsets {
        insetsLayoutMarginsFromSafeArea ? layoutMargins + safeAreaInsets : layoutMargins
    }

    func updateLayoutEngine() {
        if layoutEngine == nil { layoutEngine = LayoutEngine(root: self) }
        layoutEngine?.update()
    }

    /// Gives constrained subviews their solved frames (called by the default `layoutSubviews`).
    public func applyConstraintFrames() {
        guard LayoutEngine.inUse else { return }
        treeRoot.layoutEngine?.applyFrames(toSubviewsOf: self)
    }

    /// True when this view's constraints leave its frame free to move (UIKit's
    /// `hasAmbiguousLayout`), after bringing the layout up to date.
    public var hasAmbiguousLayout: Bool {
        guard LayoutEngine.inUse, !translatesAutoresizingMaskIntoConstraints else { return false }
        treeRoot.updateLayoutEngine()
        return treeRoot.layoutEngine?.isAmbiguous(self) ?? false
    }

    // MARK: Updating constraints

    public func setNeedsUpdateConstraints() {
        guard !needsUpdateConstraints else { return }
        needsUpdateConstraints = true
        LayoutEngine.markedForConstraintUpdate.append(Weak(self))
    }

    /// Calls `updateConstraints` on every marked view of this view's tree, deepest first, as
    /// UIKit does before it solves. Views marked in other trees (another window, a detached
    /// controller's view) wait for a pass of their own.
    public func updateConstraintsIfNeeded() {
        guard !LayoutEngine.markedForConstraintUpdate.isEmpty else { return }
        treeRoot.updateMarkedConstraints()
        LayoutEngine.markedForConstraintUpdate.removeAll { $0.value?.needsUpdateConstraints != true }
    }

    private func updateMarkedConstraints() {
        for subview in subviews { subview.updateMarkedConstraints() }
        if needsUpdateConstraints {
            needsUpdateConstraints = false
            if host?.hostUpdateConstraints() != true { updateConstraints() }
        }
    }

    // MARK: Fitting

    /// The size the view's constraints give it when it is pulled toward `targetSize` at the
    /// given priorities (UIView.systemLayoutSizeFitting): only its own subtree's constraints
    /// count, and its frame is not changed.
    public func systemLayoutSizeFitting(_ targetSize: Size, horizontalPriority: Double = View.fittingSizeLevel,
                                        verticalPriority: Double = View.fittingSizeLevel) -> Size {
        updateConstraintsIfNeeded()
        let engine = LayoutEngine(root: self, fitting: .init(size: targetSize, horizontalPriority: horizontalPriority,
                                                            verticalPriority: verticalPriority))
        engine.update()
        return engine.rootSize
    }
}

extension LayoutEngine {
    /// The views `setNeedsUpdateConstraints` marked and no pass has updated yet.
    static var markedForConstraintUpdate: [Weak<View>] = []

    /// Deactivates the constraints that relate `view`'s subtree to views outside it; they are
    /// kept on the old superview or its ancestors.
    static func detach(_ view: View, from parent: View) {
        guard inUse else { return }
        var holder: View? = parent
        while let current = holder {
            current.deactivateInstalledConstraints { $0.layoutView?.isDescendant(of: view) == true }
            holder = current.superview
        }
    }

    /// Deactivates the active constraints in `root`'s tree that pin a matching item (a guide
    /// leaving its view).
    static func deactivateConstraints(referencing matches: (LayoutItem) -> Bool, in root: View) {
        var stack = [root]
        while let view = stack.popLast() {
            view.deactivateInstalledConstraints(pinning: matches)
            stack.append(contentsOf: view.subviews)
        }
    }
}

extension View {
    /// Deactivates the constraints kept on this view that pin an item `pins` matches.
    fileprivate func deactivateInstalledConstraints(pinning pins: (LayoutItem) -> Bool) {
        for constraint in installedConstraints
        where constraint.firstItem.map(pins) == true || constraint.secondItem.map(pins) == true {
            constraint.deactivate()
        }
    }
}
