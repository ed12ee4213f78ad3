import GoldensLayout

/// Something a constraint can pin: a view or a layout guide.
@MainActor
public protocol LayoutItem: AnyObject {
    /// The view whose hierarchy the item belongs to (the view itself, or a guide's owner).
    var layoutView: View? { get }
}

/// `first.attribute ⋈ multiplier × second.attribute + constant` at a priority: one Auto Layout
/// constraint (NSLayoutConstraint). Active constraints take part in the layout of the tree
/// their items are in; the tree's ``LayoutEngine`` turns them into linear constraints.
@MainActor
public final class LayoutConstraint {
    /// The attributes with UIKit's raw values (NSLayoutConstraint.Attribute).
    public enum Attribute: Int, Sendable {
        case notAnAttribute = 0
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins

        public var axis: Axis? {
            switch self {
            case .notAnAttribute: nil
            case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin,
                 .leadingMargin, .trailingMargin, .centerXWithinMargins: .horizontal
            default: .vertical
            }
        }

        public var isDimension: Bool { self == .width || self == .height }
    }

    public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }

    /// UIKit's raw values (NSLayoutConstraint.Relation).
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1
    }

    /// Held weakly, as UIKit holds them: a constraint does not keep its views alive.
    public private(set) weak var firstItem: LayoutItem?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: LayoutItem?
    /// Whether the constraint relates two items (the second may be gone since).
    let hasSecondItem: Bool
    public let secondAttribute: Attribute
    public let multiplier: Double

    /// Read at every layout pass: a change moves the layout at the next pass (or at once with
    /// `layoutIfNeeded`, animated inside an animation block).
    public var constant: Double

    /// 1...1000; 1000 is required.
    public var priority: Double {
        didSet { if priority != oldValue, isActive { LayoutEngine.structureChanged() } }
    }

    public var identifier: String?
    /// The object this constraint stands for in a layer above (GoldensUIKit's NSLayoutConstraint).
    /// While the constraint is active its holder keeps that object alive, as UIKit keeps active
    /// constraints.
    public weak var owner: AnyObject?
    /// Set once the constraint's conflict has been logged, so each break is logged once per
    /// activation.
    var isReportedBroken = false
    /// When it was last activated: the engine adds constraints in this order, so the one a
    /// contradiction breaks is the one activated last, as in UIKit.
    private(set) var activationNumber = 0
    private static var activations = 0
    /// Names the constraint in conflict reports; the layer above sets UIKit's description.
    public var describe: (@MainActor (LayoutConstraint) -> String)?

    /// The view the constraint is kept on while active: its items' nearest common ancestor.
    public private(set) weak var holder: View?

    public init(item: LayoutItem, attribute: Attribute, relatedBy relation: Relation = .equal,
                toItem: LayoutItem? = nil, attribute secondAttribute: Attribute = .notAnAttribute,
                multiplier: Double = 1, constant: Double = 0, priority: Double = 1000) {
        firstItem = item
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem
        hasSecondItem = toItem != nil
        self.secondAttribute = toItem == nil ? .notAnAttribute : secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.priority = priority
    }

    public var isActive: Bool {
        get { holder != nil }
        set { newValue ? activate() : deactivate() }
    }

    /// Installs the constraint on its items' nearest common ancestor. Items in different trees
    /// cannot be related: that is reported, as UIKit raises, and nothing is installed.
    private func activate() {
        guard holder == nil else { return }
        if let problem = invalidity {
            return SceneDiagnostics.report("cannot activate \(self): \(problem)")
        }
        guard let first = firstItem?.layoutView else {
            return SceneDiagnostics.report("cannot activate \(self): its first item is not a view, or a guide in a view")
        }
        var common: View? = first
        if let second = secondItem?.layoutView {
            common = first.nearestCommonAncestor(with: second)
        }
        guard let common else {
            return SceneDiagnostics.report("unable to activate \(self): its items have no common ancestor; add them to one hierarchy first")
        }
        holder = common
        isReportedBroken = false
        LayoutConstraint.activations += 1
        activationNumber = LayoutConstraint.activations
        common.installedConstraints.append(self)
        if let owner { common.installedConstraintOwners[ObjectIdentifier(self)] = owner }
        LayoutEngine.inUse = true
        LayoutEngine.structureChanged()
    }

    func deactivate() {
        guard let holder else { return }
        holder.installedConstraints.removeAll { $0 === self }
        self.holder = nil
        LayoutEngine.structureChanged()
        // Last: this may free the object that owns this constraint.
        holder.installedConstraintOwners[ObjectIdentifier(self)] = nil
    }

    /// Why the constraint cannot be solved, as UIKit's exceptions say it.
    var invalidity: String? {
        if firstAttribute == .notAnAttribute { return "the first attribute is notAnAttribute" }
        if !multiplier.isFinite || !constant.isFinite { return "multiplier \(multiplier) and constant \(constant) must be finite" }
        guard hasSecondItem else {
            return firstAttribute.isDimension ? nil : "a constant alone can only set a width or height (\(firstAttribute) needs a second item)"
        }
        if multiplier == 0 && !firstAttribute.isDimension { return "a multiplier of 0 with a location attribute places it nowhere" }
        if firstAttribute.isDimension != secondAttribute.isDimension { return "a location (\(firstAttribute.isDimension ? secondAttribute : firstAttribute)) cannot equal a size" }
        // A width may follow a height (aspect ratios); locations stay on their axis.
        if !firstAttribute.isDimension && firstAttribute.axis != secondAttribute.axis {
            return "\(firstAttribute) and \(secondAttribute) are on different axes"
        }
        return nil
    }
}

extension LayoutConstraint: CustomStringConvertible {
    public nonisolated var description: String {
        MainActor.assumeIsolated { describe?(self) ?? defaultDescription }
    }

    private var defaultDescription: String {
        let symbol = relation == .equal ? "==" : relation == .lessThanOrEqual ? "<=" : ">="
        var text = "\(Self.name(of: firstItem)).\(firstAttribute) \(symbol)"
        if hasSecondItem {
            text += " \(Self.name(of: secondItem)).\(secondAttribute)"
            if multiplier != 1 { text += " * \(multiplier)" }
            if constant != 0 { text += constant < 0 ? " - \(-constant)" : " + \(constant)" }
        } else {
            text += " \(constant)"
        }
        if priority < 1000 { text += " @\(priority)" }
        return "<\(identifier.map { "\($0) " } ?? "")\(text)>"
    }

    public static func name(of item: LayoutItem?) -> String {
        switch item {
        case nil: "(released)"
        case let view as View: view.displayName
        case let guide as LayoutGuide: guide.displayName
        default: String(describing: type(of: item))
        }
    }
}

extension View: LayoutItem {
    public var layoutView: View? { self }

    /// The deepest view that is an ancestor of (or equal to) both.
    func nearestCommonAncestor(with other: View) -> View? {
        var mine = Set<ObjectIdentifier>()
        var current: View? = self
        while let view = current {
            mine.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = other
        while let view = current {
            if mine.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }
}
