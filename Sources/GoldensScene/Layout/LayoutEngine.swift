import GoldensLayout

/// The Auto Layout engine of one view tree: the active constraints of the tree, the frames of
/// views that translate their autoresizing mask into constraints, intrinsic content sizes and
/// the safe-area and margins guides, as one linear system in a ``LayoutSolver``.
///
/// Each view in the system has four variables, its untransformed frame in its superview's
/// bounds space (Auto Layout ignores transforms); a constraint between views in different
/// superviews adds the frames of the views between them and their nearest common ancestor.
/// The system is rebuilt when constraints are activated or deactivated or the hierarchy
/// changes; between rebuilds, a layout pass only moves constants (constraint constants,
/// autoresizing frames, intrinsic sizes, insets), which the solver absorbs incrementally.
@MainActor
public final class LayoutEngine {
    /// Set by the first activation anywhere; until then layout passes skip engines entirely.
    static var inUse = false
    /// Bumped by every change that needs systems rebuilt (activation, hierarchy, flags).
    static var generation = 0
    static func structureChanged() { generation &+= 1 }

    /// The unknowns of one view or user guide: its frame in its container's bounds space.
    struct Frame {
        let x, y, width, height: LayoutVariable

        init(_ name: String) {
            x = LayoutVariable("\(name).minX")
            y = LayoutVariable("\(name).minY")
            width = LayoutVariable("\(name).width")
            height = LayoutVariable("\(name).height")
        }
    }

    /// One linear constraint and how to compute its expression today: only the constant may
    /// differ between calls.
    private struct Entry {
        let linear: LinearConstraint
        let expression: @MainActor () -> LinearExpression
        /// The user's constraint it stands for; nil for the engine's own.
        weak var source: LayoutConstraint?
    }

    /// What `systemLayoutSizeFitting` asks: a size to approach at given priorities.
    struct Fitting {
        var size: Size
        var horizontalPriority: Double
        var verticalPriority: Double
    }

    private unowned let root: View
    private let fitting: Fitting?
    private var solver = LayoutSolver()
    private var builtGeneration = -1
    private var frames: [ObjectIdentifier: Frame] = [:]
    /// Each constrained view's frame as the last update solved it: a solution that differs
    /// from it is what asks for layout (kept across rebuilds; the weak reference tells a
    /// reused identifier from the view it was taken for).
    private var lastSolved: [ObjectIdentifier: (view: Weak<View>, frame: Rect)] = [:]
    /// The views with variables, in the order they joined, held weakly: the tree keeps them
    /// alive, and a view that leaves the tree changes the generation, so the system is rebuilt
    /// before it is read again.
    private var views: [Weak<View>] = []
    private var entries: [Entry] = []
    /// Views whose intrinsic height depends on the width the system gives them, and that width.
    private var wrappingViews: [Weak<View>] = []
    private var widthHints: [ObjectIdentifier: Double] = [:]
    /// What each view's content size looked like when the system was built: an intrinsic width,
    /// an intrinsic height, a height that follows the width. A change rebuilds the system.
    private var intrinsicShape: [ObjectIdentifier: [Bool]] = [:]
    /// Content sizes measured in this update (text layout is the costly part of a pass): each
    /// view is measured once, and again only when its width hint changes.
    private var measured: [ObjectIdentifier: Size] = [:]
    /// The engine's own constraints already reported as broken, by label.
    private var reportedLabels = Set<String>()
    /// Scroll views' content guides that take part, and those a user's constraint reaches
    /// (whose solved size is the content size).
    private var contentGuides: [LayoutGuide] = []
    private var constrainedContentGuides = Set<ObjectIdentifier>()

    init(root: View, fitting: Fitting? = nil) {
        self.root = root
        self.fitting = fitting
    }

    // MARK: Updating

    /// Brings the system up to date with the tree, and marks the superview of every view
    /// whose solved frame changed as needing layout, so the pass applies it. As in UIKit, a
    /// frame the app set by hand on a constrained view (an animator sliding a constrained
    /// menu off screen) is not a change of the solution: it stays until a layout pass of its
    /// superview runs for another reason.
    func update() {
        measured = [:]
        if builtGeneration != LayoutEngine.generation || intrinsicShapeChanged() { rebuild() }
        synchronize()
        for view in views.compactMap(\.value) where !view.translatesAutoresizingMaskIntoConstraints && view !== root {
            guard let solved = solvedFrame(of: view) else { continue }
            let key = ObjectIdentifier(view)
            let previous = lastSolved[key].flatMap { $0.view.value === view ? $0.frame : nil }
            lastSolved[key] = (Weak(view), solved)
            if solved != (previous ?? view.untransformedFrame) { view.superview?.setNeedsLayout() }
        }
    }

    /// Gives every constrained subview of `view` its solved frame (bounds size and center, so
    /// transforms stay), as UIView's own `layoutSubviews` does. Inside an animation block the
    /// changes animate like any other. The system is brought up to date first: code earlier in
    /// the same pass may have moved a frame it depends on (a presentation controller placing
    /// the presented view in the container's layout), as UIKit's engine follows every frame.
    func applyFrames(toSubviewsOf view: View) {
        guard view.subviews.contains(where: { !$0.translatesAutoresizingMaskIntoConstraints }) else { return }
        update()
        for subview in view.subviews where !subview.translatesAutoresizingMaskIntoConstraints {
            guard let frame = solvedFrame(of: subview), frame != subview.untransformedFrame else { continue }
            subview.untransformedFrame = frame
        }
    }

    /// The solved frame of a view or user guide in its container's bounds space, on the pixel
    /// grid (UIKit rounds each edge to the display's pixels).
    func solvedFrame(of item: LayoutItem) -> Rect? {
        guard let frame = frames[ObjectIdentifier(item)] else { return nil }
        let scale = root.pixelGridScale
        func snap(_ value: Double) -> Double { (value * scale).rounded() / scale }
        let minX = solver.value(of: frame.x), minY = solver.value(of: frame.y)
        let maxX = minX + solver.value(of: frame.width), maxY = minY + solver.value(of: frame.height)
        return Rect(x: snap(minX), y: snap(minY), width: snap(maxX) - snap(minX), height: snap(maxY) - snap(minY))
    }

    /// True when the constraints leave some of the item's frame free (UIKit's ambiguous
    /// layout): the solver's optimum could move it at no cost.
    func isAmbiguous(_ item: LayoutItem) -> Bool {
        guard let frame = frames[ObjectIdentifier(item)] else { return false }
        return ![frame.x, frame.y, frame.width, frame.height].allSatisfy(solver.isDetermined)
    }

    /// The solved size of the root, unrounded (systemLayoutSizeFitting).
    var rootSize: Size {
        guard let frame = frames[ObjectIdentifier(root)] else { return root.bounds.size }
        return Size(width: solver.value(of: frame.width), height: solver.value(of: frame.height))
    }

    // MARK: Building

    private func rebuild() {
        solver = LayoutSolver()
        frames = [:]
        views = []
        entries = []
        wrappingViews = []
        widthHints = [:]
        measured = [:]
        intrinsicShape = [:]
        contentGuides = []
        constrainedContentGuides = []
        builtGeneration = LayoutEngine.generation

        // The view being measured takes part whatever its constraints; the user's constraints
        // then decide which other views do (as expressions first).
        if fitting != nil { _ = frame(of: root) }
        var constraints: [(LayoutConstraint, LinearConstraint, @MainActor () -> LinearExpression)] = []
        for constraint in gatherConstraints() {
            guard let make = expressionMaker(for: constraint) else { continue }
            let relation: LinearRelation = switch constraint.relation {
            case .equal: .equal
            case .lessThanOrEqual: .lessThanOrEqual
            case .greaterThanOrEqual: .greaterThanOrEqual
            }
            let label = constraint.description
            constraints.append((constraint, LinearConstraint(make(), relation, priority: min(max(constraint.priority, 1), 1000), label: label), make))
        }
        // Then what the views bring themselves (autoresizing frames, content sizes), which the
        // user's constraints must live with, as in UIKit's engine.
        var index = 0
        while index < views.count {
            if let view = views[index].value { addOwnConstraints(of: view) }
            index += 1
        }
        for guide in contentGuides { addContentGuideConstraints(guide) }
        if let fitting { addFittingConstraints(fitting) }
        for (constraint, linear, make) in constraints {
            entries.append(Entry(linear: linear, expression: make, source: constraint))
            add(linear, source: constraint)
        }
    }

    private func add(_ linear: LinearConstraint, source: LayoutConstraint? = nil) {
        do {
            try solver.add(linear)
        } catch {
            report(error, source: source, label: linear.label)
        }
    }

    /// Logs a broken constraint once: a user's once per activation, the engine's own once.
    /// UIKit logs the contradiction, breaks one required constraint and lays out the rest, and so
    /// does this; a sampler may fail on it when asked. One that involves a view's content size
    /// (a label's text, an image) never fails a frame, because the bundled font measures text
    /// differently from a device's and such a conflict may not exist there.
    private func report(_ error: LayoutConflict, source: LayoutConstraint?, label: String?) {
        if let source {
            guard !source.isReportedBroken else { return }
            source.isReportedBroken = true
        } else if !reportedLabels.insert(label ?? "").inserted {
            return
        }
        let involved = [error.constraint] + error.conflicting
        if involved.contains(where: { $0.label?.hasPrefix(Self.contentSizeLabelPrefix) == true }) {
            ConsoleLog.write("\(error)\n(a content size is involved: text and images measure differently here, so the frame is not failed)")
            return
        }
        SceneDiagnostics.reportLayoutConflict("\(error)", about: root)
    }

    /// How the engine's constraints for a view's intrinsic content size are named.
    private static let contentSizeLabelPrefix = "<NSContentSizeLayoutConstraint "

    private func addEntry(_ name: String, _ relation: LinearRelation, priority: Double = 1000,
                          _ make: @escaping @MainActor () -> LinearExpression) {
        let linear = LinearConstraint(make(), relation, priority: priority, label: name)
        entries.append(Entry(linear: linear, expression: make, source: nil))
        add(linear)
    }

    /// The active constraints whose items are both in this system's tree, in the order they
    /// were activated.
    private func gatherConstraints() -> [LayoutConstraint] {
        var found: [LayoutConstraint] = []
        var stack = [root]
        while let view = stack.popLast() {
            for constraint in view.installedConstraints where constraint.firstItem.map(contains) == true
                && (!constraint.hasSecondItem || constraint.secondItem.map(contains) == true) {
                found.append(constraint)
            }
            stack.append(contentsOf: view.subviews.reversed())
        }
        return found.sorted { $0.activationNumber < $1.activationNumber }
    }

    private func contains(_ item: LayoutItem) -> Bool {
        guard let view = item.layoutView else { return false }
        return fitting == nil ? view.treeRoot === root : view.isDescendant(of: root)
    }

    private func frame(of item: AnyObject, name: String) -> Frame {
        let key = ObjectIdentifier(item)
        if let frame = frames[key] { return frame }
        let frame = Frame(name)
        frames[key] = frame
        if let view = item as? View { views.append(Weak(view)) }
        if let guide = item as? LayoutGuide, guide.kind == .scrollContent { contentGuides.append(guide) }
        return frame
    }

    /// A scroll view's content area starts at the origin of its bounds space (whatever the
    /// offset) and, unless constraints size it, is as large as the content size it was given.
    private func addContentGuideConstraints(_ guide: LayoutGuide) {
        let frame = frame(of: guide, name: guide.displayName)
        let name = guide.displayName
        addEntry("\(name).minX == 0", .equal) { LinearExpression(frame.x) }
        addEntry("\(name).minY == 0", .equal) { LinearExpression(frame.y) }
        addEntry("\(name).width == contentSize.width", .equal, priority: 1) { [weak guide] in
            LinearExpression(frame.width, plus: -(guide?.owningView?.scrollContentSize.width ?? 0))
        }
        addEntry("\(name).height == contentSize.height", .equal, priority: 1) { [weak guide] in
            LinearExpression(frame.height, plus: -(guide?.owningView?.scrollContentSize.height ?? 0))
        }
    }

    /// Whether a user's constraint reaches a scroll view's content guide, so that its solved
    /// size is the scroll view's content size.
    func constrainsContent(of view: View) -> Bool {
        guard let guide = view.scrollContentGuide else { return false }
        return constrainedContentGuides.contains(ObjectIdentifier(guide))
    }

    private func frame(of view: View) -> Frame { frame(of: view, name: view.displayName) }

    /// Frames fixed by the autoresizing mask, or content sizes for constrained views.
    private func addOwnConstraints(of view: View) {
        let frame = frame(of: view)
        let name = view.displayName
        // The view being measured is sized by its content and the fitting pull, not its frame.
        let measured = view === root && fitting != nil
        if view.translatesAutoresizingMaskIntoConstraints && !measured {
            let variables = [frame.x, frame.y, frame.width, frame.height]
            let parts: [@MainActor (Rect) -> Double] = [{ $0.minX }, { $0.minY }, { $0.width }, { $0.height }]
            for (variable, part) in zip(variables, parts) {
                addEntry("<NSAutoresizingMaskLayoutConstraint \(variable.name) == \(part(view.untransformedFrame))>", .equal) { [weak view] in
                    LinearExpression(variable, plus: -(view.map { part($0.untransformedFrame) } ?? 0))
                }
            }
            return
        }
        let key = ObjectIdentifier(view)
        let size = intrinsicSize(of: view)
        intrinsicShape[key] = shape(of: view, size)
        if view.hostedIntrinsicHeightDependsOnWidth { wrappingViews.append(Weak(view)) }
        let axes: [(LayoutVariable, LayoutConstraint.Axis, @MainActor (Size) -> Double, Bool)] = [
            (frame.width, .horizontal, { $0.width }, size.width >= 0),
            (frame.height, .vertical, { $0.height }, size.height >= 0),
        ]
        // A wrapping label gives way to required constraints across its width rather than break
        // them: its text wraps onto more lines instead (the second pass gives it the height), as
        // UIKit draws a multi-line label whose horizontal compression resistance is required in a
        // row narrower than its text on one line.
        let wraps = view.hostedIntrinsicHeightDependsOnWidth
        for (variable, axis, part, present) in axes where present {
            let resistance = view.compressionResistancePriority[axis]
            let content: @MainActor () -> LinearExpression = { [weak self, weak view] in
                guard let self, let view else { return LinearExpression(variable) }
                let length = part(self.intrinsicSize(of: view))
                return LinearExpression(variable, plus: length.isFinite ? -max(0, length) : 0)
            }
            addEntry("\(Self.contentSizeLabelPrefix)\(name).\(axis == .horizontal ? "width" : "height") <= content (hugging)>",
                     .lessThanOrEqual, priority: view.contentHuggingPriority[axis], content)
            addEntry("\(Self.contentSizeLabelPrefix)\(name).\(axis == .horizontal ? "width" : "height") >= content (compression resistance)>",
                     .greaterThanOrEqual, priority: wraps && axis == .horizontal ? min(resistance, 999) : resistance, content)
        }
    }

    private func addFittingConstraints(_ fitting: Fitting) {
        let frame = frame(of: root)
        addEntry("fitting origin x", .equal) { LinearExpression(frame.x) }
        addEntry("fitting origin y", .equal) { LinearExpression(frame.y) }
        addEntry("fitting width", .equal, priority: fitting.horizontalPriority) { LinearExpression(frame.width, plus: -fitting.size.width) }
        addEntry("fitting height", .equal, priority: fitting.verticalPriority) { LinearExpression(frame.height, plus: -fitting.size.height) }
    }

    /// The view's content size with the width this system gave it (a wrapped label's height
    /// depends on it; each engine keeps its own, so measuring does not disturb the screen).
    private func intrinsicSize(of view: View) -> Size {
        let key = ObjectIdentifier(view)
        if let size = measured[key] { return size }
        view.intrinsicWidthHint = widthHints[key]
        let size = view.hostedIntrinsicContentSize
        measured[key] = size
        return size
    }

    private func shape(of view: View, _ size: Size) -> [Bool] {
        [size.width >= 0, size.height >= 0, view.hostedIntrinsicHeightDependsOnWidth]
    }

    private func intrinsicShapeChanged() -> Bool {
        for view in views.compactMap(\.value) {
            guard let known = intrinsicShape[ObjectIdentifier(view)] else { continue }
            if known != shape(of: view, intrinsicSize(of: view)) { return true }
        }
        return false
    }

    // MARK: Constants

    /// Moves every constant to today's value; wrapping views get the width the system gives
    /// them and their height follows, a few rounds at most (UIKit's second layout pass).
    private func synchronize() {
        var rebuilt = false
        for _ in 0..<3 {
            if !applyConstants(), !rebuilt {
                // The constants changed since the last pass are one change, as UIKit's engine
                // takes them at the layout pass: applied one at a time they can contradict each
                // other halfway (a label's leading and trailing insets both moved from 0 to 30
                // in a stack view that centres it), and a constraint broken earlier may hold
                // with them. The system is built again from all of them at once; only what
                // still contradicts is broken and reported.
                rebuilt = true
                rebuild()
            }
            var settled = true
            for view in wrappingViews.compactMap(\.value) {
                let width = solver.value(of: frame(of: view).width)
                if widthHints[ObjectIdentifier(view)] != width {
                    widthHints[ObjectIdentifier(view)] = width
                    measured[ObjectIdentifier(view)] = nil
                    settled = false
                }
            }
            if settled { return }
        }
    }

    /// Moves each constraint in the system to its constant's value today, one at a time.
    /// False when that is not the whole change: one contradicted the others (it is undone, not
    /// reported), or constants changed while a constraint broken before waits outside the system.
    private func applyConstants() -> Bool {
        var changed = false, waiting = false, contradicted = false
        for entry in entries {
            guard solver.contains(entry.linear) else {
                waiting = true
                continue
            }
            let constant = entry.expression().constant
            guard constant != solver.constant(of: entry.linear) else { continue }
            changed = true
            do {
                try solver.setConstant(constant, of: entry.linear)
            } catch {
                contradicted = true
            }
        }
        return !contradicted && !(changed && waiting)
    }

    // MARK: Expressions

    /// How to compute `first ⋈ multiplier × second + constant` as `expression ⋈ 0`, in the
    /// bounds space of the items' nearest common container.
    private func expressionMaker(for constraint: LayoutConstraint) -> (@MainActor () -> LinearExpression)? {
        if let problem = constraint.invalidity {
            if !constraint.isReportedBroken { SceneDiagnostics.report("\(constraint): \(problem)", about: root) }
            constraint.isReportedBroken = true
            return nil
        }
        guard let constrainedFirst = constraint.firstItem else { return nil }
        let constrainedSecond = constraint.secondItem
        let firstItem = contentSide(constrainedFirst, constraint.firstAttribute, facing: constrainedSecond)
        let secondItem = constrainedSecond.map { contentSide($0, constraint.secondAttribute, facing: constrainedFirst) }
        for case let guide as LayoutGuide in [firstItem, secondItem] where guide.kind == .scrollContent {
            constrainedContentGuides.insert(ObjectIdentifier(guide))
        }
        let space = commonSpace(container(of: firstItem, constraint.firstAttribute),
                                secondItem.map { container(of: $0, constraint.secondAttribute) } ?? nil)
        // Everything weakly: the engine lives on the tree's root, which these may be.
        return { [weak self, weak constraint, weak space] in
            guard let self, let constraint, let constrainedFirst = constraint.firstItem else { return LinearExpression() }
            let first = self.contentSide(constrainedFirst, constraint.firstAttribute, facing: constraint.secondItem)
            var expression = self.expression(first, constraint.firstAttribute, in: space)
            if let constrainedSecond = constraint.secondItem {
                let second = self.contentSide(constrainedSecond, constraint.secondAttribute, facing: constrainedFirst)
                expression.add(self.expression(second, constraint.secondAttribute, in: space), times: -constraint.multiplier)
            }
            expression.constant -= constraint.constant
            return expression
        }
    }

    /// A scroll view's edge facing a view inside it is the edge of its content area (its
    /// content guide); its width, height and centre stay its frame's, as in UIKit.
    private func contentSide(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute, facing other: LayoutItem?) -> LayoutItem {
        guard let scrollView = item as? View, let guide = scrollView.scrollContentGuide,
              let otherView = other?.layoutView, otherView !== scrollView, otherView.isDescendant(of: scrollView) else { return item }
        switch attribute {
        case .left, .right, .top, .bottom, .leading, .trailing: return guide
        default: return item
        }
    }

    /// The item a margin attribute really refers to (the view's margins guide) and the plain
    /// attribute on it.
    private func resolve(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute) -> (LayoutItem, LayoutConstraint.Attribute) {
        guard let view = item as? View else { return (item, attribute) }
        let plain: LayoutConstraint.Attribute? = switch attribute {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
        return plain.map { (view.layoutMarginsGuide, $0) } ?? (item, attribute)
    }

    /// The view in whose bounds space the item's frame is given.
    private func container(of item: LayoutItem, _ attribute: LayoutConstraint.Attribute) -> View? {
        let (item, _) = resolve(item, attribute)
        switch item {
        case let guide as LayoutGuide: return guide.kind.isPlaced ? guide.owningView : guide.owningView?.superview
        case let view as View: return view.superview
        default: return nil
        }
    }

    /// The deepest view whose bounds space both containers convert into (nil: above the root).
    private func commonSpace(_ first: View?, _ second: View?) -> View? {
        guard let first, let second else { return nil }
        return first.nearestCommonAncestor(with: second)
    }

    /// The attribute's value as a linear expression in `space`'s bounds coordinates.
    private func expression(_ item: LayoutItem, _ attribute: LayoutConstraint.Attribute, in space: View?) -> LinearExpression {
        let (item, attribute) = resolve(item, attribute)
        var x: LinearExpression, y: LinearExpression, width: LinearExpression, height: LinearExpression
        var container: View?
        switch item {
        case let guide as LayoutGuide where !guide.kind.isPlaced:
            guard let owner = guide.owningView else { return LinearExpression() }
            let frame = frame(of: owner)
            let insets = guide.kind == .keyboard ? EdgeInsets() : guide.insets(of: owner)
            x = LinearExpression(frame.x, plus: insets.left)
            y = LinearExpression(frame.y, plus: insets.top)
            width = LinearExpression(frame.width, plus: -insets.left - insets.right)
            height = LinearExpression(frame.height, plus: -insets.top - insets.bottom)
            if guide.kind == .keyboard {
                // The bottom strip: its top follows the owner's height, its height is fixed.
                let strip = owner.safeAreaInsets.bottom
                y.add(frame.height, times: 1)
                y.constant -= strip
                height = LinearExpression(constant: strip)
            }
            container = owner.superview
        default:
            let frame = frame(of: item, name: LayoutConstraint.name(of: item))
            (x, y, width, height) = (LinearExpression(frame.x), LinearExpression(frame.y), LinearExpression(frame.width), LinearExpression(frame.height))
            container = (item as? LayoutGuide)?.owningView ?? (item as? View)?.superview
        }
        var result: LinearExpression
        switch attribute {
        case .left, .leading: result = x
        case .right, .trailing: result = x + width
        case .centerX: result = x; result.add(width, times: 0.5)
        case .width: return width
        case .top: result = y
        case .bottom: result = y + height
        case .centerY: result = y; result.add(height, times: 0.5)
        case .height: return height
        case .firstBaseline:
            let view = item as? View
            result = y
            // A view without text has its first baseline at its top, as Auto Layout takes it.
            if let offset = view?.firstBaselineFromTop { result.constant += offset }
        case .lastBaseline:
            result = y + height
            result.constant -= (item as? View)?.lastBaselineFromBottom ?? 0
        default: return LinearExpression()
        }
        // Into the common space: through each container's frame, less its bounds origin.
        let horizontal = attribute.axis == .horizontal
        while let view = container, view !== space {
            let frame = frame(of: view)
            result.add(horizontal ? frame.x : frame.y, times: 1)
            result.constant -= horizontal ? view.bounds.origin.x : view.bounds.origin.y
            container = view.superview
        }
        return result
    }
}
