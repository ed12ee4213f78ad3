import SwiftSyntax

/// A class registered for reuse through a value (`register(type, forCellWithReuseIdentifier:)`
/// in a generic helper, `register(Cell.classForCoder(), …)`) cannot be made by GoldensUIKit:
/// without the Objective-C runtime a class object cannot call a subclass's initializer. So each
/// cell, reusable view and header of the target that can be made the way UIKit makes it gains a
/// class method the table or collection view calls, at the end of its body:
///
/// ```swift
/// @MainActor override class func reusableViewInstance(frame: CGRect, reuseIdentifier: String?) -> UIView? {
///     self == PhotoCell.self ? PhotoCell(frame: frame) : nil
/// }
/// ```
///
/// - collection view cells and reusable views are made with `init(frame:)`, table cells with
///   `init(style: .default, reuseIdentifier:)`, headers and footers with
///   `init(reuseIdentifier:)`, as UIKit makes them;
/// - a class qualifies when its body declares that initializer, or declares no designated
///   initializer and derives directly from UIKit's class (it inherits the initializer);
/// - the check of `self` leaves a subclass that gets no method of its own (a generic one) to
///   the plain class, rather than making its superclass in its place.
///
/// `register(PhotoCell.self, …)` written out is rewritten to pass a maker instead
/// (`CellRegistration`); this covers the registrations no rewrite can see.
struct ReusableViewInstantiation {
    /// Text to add at the end of class bodies (before these closing braces).
    private(set) var classBodies: [(closingBrace: TokenSyntax, text: String)] = []

    /// UIKit's reusable classes, and the initializer each family is made with.
    enum Family {
        case frame, tableCell, headerFooter

        init?(frameworkClass written: String) {
            let name = written.split(separator: ".").last.map(String.init) ?? written
            switch name {
            case "UICollectionViewCell", "UICollectionReusableView", "UICollectionViewListCell": self = .frame
            case "UITableViewCell": self = .tableCell
            case "UITableViewHeaderFooterView": self = .headerFooter
            default: return nil
            }
        }

        /// The labels of the initializer UIKit makes the family with.
        var labels: [String] {
            switch self {
            case .frame: ["frame"]
            case .tableCell: ["style", "reuseIdentifier"]
            case .headerFooter: ["reuseIdentifier"]
            }
        }

        func call(_ type: String) -> String {
            switch self {
            case .frame: "\(type)(frame: frame)"
            case .tableCell: "\(type)(style: .default, reuseIdentifier: reuseIdentifier)"
            case .headerFooter: "\(type)(reuseIdentifier: reuseIdentifier)"
            }
        }
    }

    init(_ declarations: InterfaceBuilderDeclarations, index: TargetIndex, path: String, locations: () -> SourceLocationConverter) {
        let hierarchy = ClassHierarchy(index: index)
        for declared in declarations.classes where declared.isReachable && declared.initializers != .generic {
            guard !declared.isPrivateMemberType, let (family, direct) = Self.family(of: declared, hierarchy: hierarchy) else { continue }
            let declaresInitializer = Self.declaresInitializer(family.labels, in: declared.node)
            guard declaresInitializer || (direct && declared.initializers == .inherited) else { continue }
            let type = declared.name
            var lines = ReportedLines()
            let classLine = locations().location(for: declared.node.name.positionAfterSkippingLeadingTrivia).line
            lines.append(declared.node.indentation + "    @MainActor " + declared.access.modifier
                         + "override class func reusableViewInstance(frame: CGRect, reuseIdentifier: String?) -> UIView? { "
                         + "self == \(type).self ? \(family.call(type)) : nil }",
                         at: .init(path: path, line: classLine))
            classBodies.append((declared.node.memberBlock.rightBrace, lines.text))
        }
    }

    /// The family of UIKit's reusable class the chain ends at, and whether the class derives
    /// from it directly; nil for any other class.
    private static func family(of declared: InterfaceBuilderDeclarations.DeclaredClass,
                               hierarchy: ClassHierarchy) -> (Family, direct: Bool)? {
        var superclass = declared.superclass
        var scopes = declared.enclosingScopes
        var visited: Set<String> = [declared.qualifiedName]
        var direct = true
        while let written = superclass {
            guard let (name, ancestor) = hierarchy.lookUp(written, from: scopes) else {
                return Family(frameworkClass: written).map { ($0, direct) }
            }
            guard visited.insert(name).inserted else { return nil }
            direct = false
            superclass = ancestor.superclass
            scopes = InterfaceBuilderDeclarations.DeclaredClass.scopes(enclosing: name)
        }
        return nil
    }

    /// Whether the class's body declares a plain initializer with exactly these labels (not
    /// failable, throwing, async or generic, and not private).
    private static func declaresInitializer(_ labels: [String], in node: ClassDeclSyntax) -> Bool {
        node.memberBlock.members.contains { item in
            guard let initializer = item.decl.as(InitializerDeclSyntax.self), initializer.optionalMark == nil,
                  initializer.signature.effectSpecifiers == nil, initializer.genericParameterClause == nil,
                  !initializer.modifiers.contains(where: { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) })
            else { return false }
            let parameters = initializer.signature.parameterClause.parameters
            return parameters.map { $0.firstName.text } == labels
        }
    }
}
