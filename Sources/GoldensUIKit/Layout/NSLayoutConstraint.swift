import GoldensScene

/// A relation between two layout attributes, solved by the scene model's Auto Layout engine
/// (a Cassowary simplex, as UIKit's). A required constraint that contradicts others is
/// broken and logged with the constraints it conflicts with, as UIKit logs it, and the
/// transition under test fails with that message.
@preconcurrency @MainActor
open class NSLayoutConstraint: NSObject {
    public typealias Attribute = LayoutConstraint.Attribute
    public typealias Relation = LayoutConstraint.Relation
    public typealias Axis = LayoutConstraint.Axis

    /// Options of `constraints(withVisualFormat:)`: how the views of a format line up across it.
    public struct FormatOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let alignAllLeft = FormatOptions(rawValue: 1 << 1)
        public static let alignAllRight = FormatOptions(rawValue: 1 << 2)
        public static let alignAllTop = FormatOptions(rawValue: 1 << 3)
        public static let alignAllBottom = FormatOptions(rawValue: 1 << 4)
        public static let alignAllLeading = FormatOptions(rawValue: 1 << 5)
        public static let alignAllTrailing = FormatOptions(rawValue: 1 << 6)
        public static let alignAllCenterX = FormatOptions(rawValue: 1 << 9)
        public static let alignAllCenterY = FormatOptions(rawValue: 1 << 10)
        public static let alignAllLastBaseline = FormatOptions(rawValue: 1 << 11)
        public static let alignAllFirstBaseline = FormatOptions(rawValue: 1 << 12)
        public static let alignmentMask = FormatOptions(rawValue: 0xFFFF)
        public static let directionLeadingToTrailing = FormatOptions([])
        public static let directionLeftToRight = FormatOptions(rawValue: 1 << 16)
        public static let directionRightToLeft = FormatOptions(rawValue: 2 << 16)
        public static let directionMask = FormatOptions(rawValue: 0x3 << 16)
        public static let spacingEdgeToEdge = FormatOptions([])
        public static let spacingBaselineToBaseline = FormatOptions(rawValue: 1 << 19)
        public static let spacingMask = FormatOptions(rawValue: 0x1 << 19)
    }

    /// The constraint in the scene model: set once, by the initializer that made this one.
    private(set) var node: LayoutConstraint

    public convenience init(item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
                            toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat) {
        self.init(node: LayoutConstraint(
            item: NSLayoutConstraint.sceneItem(view1) ?? NSLayoutConstraint.orphan, attribute: attr1, relatedBy: relation,
            toItem: view2.flatMap(NSLayoutConstraint.sceneItem), attribute: attr2,
            multiplier: Double(multiplier), constant: Double(c)))
    }

    /// An empty constraint, relating no attributes: code keeps one as a placeholder to replace
    /// later. Activating it changes no layout. The one designated initializer, as in UIKit, so
    /// that an app's subclass (SnapKit's `LayoutConstraint`) inherits the others.
    public override init() {
        node = NSLayoutConstraint.placeholder()
        super.init()
        adopt(node)
    }

    /// A constraint made from anchors or items. UIKit hands these out autoreleased (they come
    /// from factory methods, `constraintWithItem:…` and the anchors' `constraintEqualToAnchor:`),
    /// so one kept only in a `weak` property lives until the run-loop turn ends, and apps that
    /// store it weakly and activate it on the next line rely on that: it is kept until this
    /// turn's commit.
    convenience init(node: LayoutConstraint) {
        self.init()
        self.node = node
        adopt(node)
        View.animationClock.atCommit { [self] in withExtendedLifetime(self) {} }
    }

    private func adopt(_ node: LayoutConstraint) {
        node.owner = self
        node.describe = { NSLayoutConstraint.describe($0) }
    }

    private static func placeholder() -> LayoutConstraint {
        LayoutConstraint(item: orphan, attribute: .notAnAttribute, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute,
                         multiplier: 0, constant: 0)
    }

    /// An item for a constraint whose first item is not a view or guide: it never activates.
    private static let orphan = LayoutGuide(identifier: "not a view or layout guide")

    static func sceneItem(_ item: Any) -> LayoutItem? {
        switch item {
        case let view as UIView: view.node
        case let guide as UILayoutGuide: guide.node
        default: nil
        }
    }

    static func uiItem(_ item: LayoutItem?) -> AnyObject? {
        switch item {
        case let view as View: UIView.bridge(view)
        // The guide its view keeps; one in no view has no object that stands for it any more.
        case let guide as LayoutGuide: guide.owningView.map { UIView.bridge($0).guide(guide) } ?? UILayoutGuide(wrapping: guide)
        default: nil
        }
    }

    // MARK: Properties

    open var firstItem: AnyObject? { NSLayoutConstraint.uiItem(node.firstItem) }
    open var secondItem: AnyObject? { NSLayoutConstraint.uiItem(node.secondItem) }
    open var firstAttribute: Attribute { node.firstAttribute }
    open var secondAttribute: Attribute { node.secondAttribute }
    open var relation: Relation { node.relation }
    open var multiplier: CGFloat { CGFloat(node.multiplier) }

    open var constant: CGFloat {
        get { CGFloat(node.constant) }
        set { node.constant = Double(newValue) }
    }

    open var priority: UILayoutPriority {
        get { UILayoutPriority(Float(node.priority)) }
        set { node.priority = Double(newValue.rawValue) }
    }

    open var isActive: Bool {
        get { node.isActive }
        set { node.isActive = newValue }
    }

    open var identifier: String? {
        get { node.identifier }
        set { node.identifier = newValue }
    }

    open var shouldBeArchived = false

    open var firstAnchor: NSLayoutAnchor<AnyObject> {
        NSLayoutAnchor(item: node.firstItem ?? NSLayoutConstraint.orphan, attribute: node.firstAttribute)
    }

    open var secondAnchor: NSLayoutAnchor<AnyObject>? {
        node.secondItem.map { NSLayoutAnchor(item: $0, attribute: node.secondAttribute) }
    }

    open class func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    open class func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    open override var description: String { NSLayoutConstraint.describe(node) }

    /// UIKit's form: `<NSLayoutConstraint:0x… UIView:0x….top == UIView:0x….top + 20 (active)>`,
    /// with names instead of addresses.
    static func describe(_ constraint: LayoutConstraint) -> String {
        let symbol = constraint.relation == .equal ? "==" : constraint.relation == .lessThanOrEqual ? "<=" : ">="
        var text = "\(LayoutConstraint.name(of: constraint.firstItem)).\(constraint.firstAttribute.uikitName) \(symbol)"
        if let second = constraint.secondItem {
            text += " \(LayoutConstraint.name(of: second)).\(constraint.secondAttribute.uikitName)"
            if constraint.multiplier != 1 { text += " * \(NSLayoutConstraint.number(constraint.multiplier))" }
            if constraint.constant != 0 { text += (constraint.constant < 0 ? " - " : " + ") + NSLayoutConstraint.number(abs(constraint.constant)) }
        } else {
            text += " " + NSLayoutConstraint.number(constraint.constant)
        }
        if constraint.priority < 1000 { text += "   (priority \(NSLayoutConstraint.number(constraint.priority)))" }
        let name = constraint.identifier.map { "'\($0)' " } ?? ""
        return "<NSLayoutConstraint \(name)\(text)\(constraint.isActive ? "   (active)" : "")>"
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}

extension LayoutConstraint.Attribute {
    /// The name UIKit prints in constraint descriptions.
    var uikitName: String {
        switch self {
        case .notAnAttribute: "notAnAttribute"
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        }
    }
}
