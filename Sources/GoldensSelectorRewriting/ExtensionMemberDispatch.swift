import SwiftSyntax

/// A method (or read-only property) an app declares in an extension of a UIKit class, which its
/// own subclasses override:
///
/// ```swift
/// extension UIViewController { @objc func showDrawer(_ vc: UIViewController) { … } }
/// class DrawerController: UINavigationController { override func showDrawer(_ vc: UIViewController) { … } }
/// ```
///
/// The Objective-C runtime dispatches such an override; Swift without it refuses it ("declared
/// in an extension … cannot be overridden"), and the extension's member cannot move into
/// UIKit's class body as an app class's can (`ExtensionOverride`). So the dispatch is written
/// out:
///
/// - in the extension, the member is renamed `goldensBase_<name>`, and after it, on the same
///   line, the member under its own name asks `self` for each class that overrides it first in
///   its line of subclasses (`if let overriding = self as? DrawerController { return
///   overriding.goldensOverride_showDrawer(vc) }`), else runs the base;
/// - in those classes, the override is renamed `goldensOverride_<name>` and loses `override`
///   (deeper subclasses keep it, overriding the renamed member as Swift lets them);
///   `super.<name>` in it reaches the renamed base, or the superclass's renamed override.
///
/// Calls anywhere else keep the name and reach the dispatching member. The classes come from
/// the target's index (`TargetIndex`), so the extension and the subclasses may be in any files.
/// A member named in a class body of the target too (an app's own class declaring it) is left
/// alone: only members with no other declaration are dispatched. Functions that are not static
/// or variadic, and read-only computed properties, are dispatched; others keep the compiler's
/// error.
enum ExtensionMemberDispatch {
    static let basePrefix = "goldensBase_"
    static let overridePrefix = "goldensOverride_"

    /// What one file tells the index: the members its extensions declare (by key, with the
    /// extended types), what its classes override, and the members its class bodies declare.
    struct Summary: Equatable, Sendable {
        var extensionMembers: [String: Set<String>] = [:]
        var classOverrides: [String: Set<String>] = [:]
        /// Overrides in extensions, by the extended type (one of UIKit's overriding a member
        /// another UIKit class's extension declares: `extension UINavigationController {
        /// override var topBarHeight … }`).
        var extensionOverrides: [String: Set<String>] = [:]
        var classDeclaredMembers: Set<String> = []

        init() {}

        init(_ file: SourceFileSyntax) {
            for item in file.statements {
                guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self),
                      let type = ExtensionOverride.qualifiedName(of: extensionDecl) else { continue }
                for member in extensionDecl.memberBlock.members {
                    guard let (key, _) = ExtensionMemberDispatch.dispatchable(member.decl, allowingOverride: true) else { continue }
                    if ExtensionMemberDispatch.isOverride(member.decl) {
                        extensionOverrides[type, default: []].insert(key)
                    } else {
                        extensionMembers[key, default: []].insert(type)
                    }
                }
            }
            for (name, node) in ExtensionOverride.classDeclarations(in: file) {
                for member in node.memberBlock.members {
                    guard let key = ExtensionMemberDispatch.key(of: member.decl) else { continue }
                    if ExtensionMemberDispatch.isOverride(member.decl) {
                        classOverrides[name, default: []].insert(key)
                    } else {
                        classDeclaredMembers.insert(key)
                    }
                }
            }
        }

        mutating func merge(_ other: Summary) {
            extensionMembers.merge(other.extensionMembers) { $0.union($1) }
            classOverrides.merge(other.classOverrides) { $0.union($1) }
            extensionOverrides.merge(other.extensionOverrides) { $0.union($1) }
            classDeclaredMembers.formUnion(other.classDeclaredMembers)
        }
    }

    /// The edits of `file`: the dispatch written into its extensions of classes the target does
    /// not declare, and the renames in its classes' overrides.
    static func edits(in file: SourceFileSyntax, index: TargetIndex) -> [SourceEdit] {
        let summary = index.dispatchSummary
        let declaredClass = { (name: String) in index.declaredClass(name) != nil }
        let superclass = { (name: String) in index.declaredClass(name)?.superclass }
        let dispatched = { (key: String) in summary.isDispatched(key, declaredClass: declaredClass) }
        var edits: [SourceEdit] = []
        let declaredHere = Set(ExtensionOverride.classes(in: file).map(\.name))
        for item in file.statements {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self),
                  let type = ExtensionOverride.qualifiedName(of: extensionDecl),
                  index.declaredClass(type) == nil, !declaredHere.contains(type) else { continue }
            for member in extensionDecl.memberBlock.members {
                guard let (key, parts) = dispatchable(member.decl, allowingOverride: true), dispatched(key) else { continue }
                if isOverride(member.decl) {
                    // An override in an extension of another UIKit class: renamed, dispatched to.
                    edits += overrideEdits(member.decl, inheritsOverride: false)
                    continue
                }
                let overriders = summary.firstOverriders(of: key, superclass: superclass, declaredClass: declaredClass)
                guard !overriders.isEmpty else { continue }
                edits.append(.replace(parts.name, with: basePrefix + parts.name.text.strippingBackticks))
                edits.append(.insert("; " + parts.dispatcher(overriders), at: member.decl.endPositionBeforeTrailingTrivia))
            }
        }
        for (name, node) in ExtensionOverride.classDeclarations(in: file) {
            for member in node.memberBlock.members {
                guard let key = key(of: member.decl), dispatched(key),
                      summary.classOverrides[name]?.contains(key) == true else { continue }
                let inherits = summary.inheritsOverride(of: key, from: name, superclass: superclass, declaredClass: declaredClass)
                edits += overrideEdits(member.decl, inheritsOverride: inherits)
            }
        }
        return edits
    }

    /// The renamed override: `override` removed in the first class to override, `super.<name>`
    /// sent to the renamed base or to the superclass's renamed override.
    private static func overrideEdits(_ decl: DeclSyntax, inheritsOverride: Bool) -> [SourceEdit] {
        let name: TokenSyntax
        let modifiers: DeclModifierListSyntax
        if let function = decl.as(FunctionDeclSyntax.self) {
            (name, modifiers) = (function.name, function.modifiers)
        } else if let variable = decl.as(VariableDeclSyntax.self),
                  let identifier = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier {
            (name, modifiers) = (identifier, variable.modifiers)
        } else {
            return []
        }
        let bare = name.text.strippingBackticks
        var edits: [SourceEdit] = [.replace(name, with: overridePrefix + bare)]
        if !inheritsOverride, let modifier = modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }) {
            edits.append(.removal(of: modifier))
        }
        let superCalls = SuperMemberCollector(name: bare)
        superCalls.walk(decl)
        for token in superCalls.tokens {
            edits.append(.replace(token, with: (inheritsOverride ? overridePrefix : basePrefix) + bare))
        }
        return edits
    }

    /// The parts of a member that can be dispatched.
    struct Parts {
        let name: TokenSyntax
        /// The member under its own name, on one line, asking the overriding classes first.
        let dispatcher: ([String]) -> String
    }

    /// The key (`showDrawer(_:)`, or a property's name) of a function or property declaration.
    static func key(of decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) { return OptionalRequirement.fullName(of: function) }
        if let variable = decl.as(VariableDeclSyntax.self) { return OverriddenMembers.name(of: variable) }
        return nil
    }

    static func isOverride(_ decl: DeclSyntax) -> Bool {
        let modifiers = decl.as(FunctionDeclSyntax.self)?.modifiers ?? decl.as(VariableDeclSyntax.self)?.modifiers
        return modifiers.map(OverriddenMembers.isOverride) ?? false
    }

    /// A function (with a body, not static, not variadic) or a read-only computed property, with
    /// its key and what dispatching it needs; nil for another member, and for an override unless
    /// `allowingOverride`.
    static func dispatchable(_ decl: DeclSyntax, allowingOverride: Bool = false) -> (String, Parts)? {
        if !allowingOverride && isOverride(decl) { return nil }
        if let function = decl.as(FunctionDeclSyntax.self) {
            guard function.body != nil,
                  !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
                  function.signature.parameterClause.parameters.allSatisfy({ $0.ellipsis == nil }) else { return nil }
            let arguments = ForwardedCall.arguments(of: function)
            let marks = ForwardedCall.effectMarks(of: function)
            let bare = function.name.text.strippingBackticks
            let signature = SingleLine.text(of: function.with(\.attributes, []).with(\.body, nil))
            let parts = Parts(name: function.name) { overriders in
                let asks = overriders.map { "if let overriding = self as? \($0) { return \(marks)overriding.\(overridePrefix)\(bare)(\(arguments)) }; " }
                return signature + " { " + asks.joined() + "return \(marks)\(basePrefix)\(bare)(\(arguments)) }"
            }
            return (OptionalRequirement.fullName(of: function), parts)
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            guard !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }),
                  variable.bindings.count == 1, let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                  let type = binding.typeAnnotation?.type, ForwardedCall.isReadOnly(binding) else { return nil }
            let bare = name.text.strippingBackticks
            let modifiers = variable.modifiers.map { SingleLine.text(of: $0) + " " }.joined()
            let parts = Parts(name: name) { overriders in
                let asks = overriders.map { "if let overriding = self as? \($0) { return overriding.\(overridePrefix)\(bare) }; " }
                return modifiers + "var " + name.text + ": " + SingleLine.text(of: type) + " { " + asks.joined() + "return \(basePrefix)\(bare) }"
            }
            return (bare, parts)
        }
        return nil
    }
}

extension ExtensionMemberDispatch.Summary {
    /// Whether `key` is dispatched: declared in an extension of a type the target does not
    /// declare as a class, overridden by a class of the target, and declared by no class body
    /// of the target (where it would be that class's own member).
    func isDispatched(_ key: String, declaredClass: (String) -> Bool) -> Bool {
        guard let types = extensionMembers[key], types.contains(where: { !declaredClass($0) }),
              !classDeclaredMembers.contains(key) else { return false }
        return classOverrides.values.contains { $0.contains(key) } || !foreignOverriders(of: key, declaredClass: declaredClass).isEmpty
    }

    /// The UIKit classes whose extensions override `key`.
    private func foreignOverriders(of key: String, declaredClass: (String) -> Bool) -> [String] {
        extensionOverrides.filter { $0.value.contains(key) && !declaredClass($0.key) }.map(\.key).sorted()
    }

    /// Who overrides `key` with no class above them overriding it: the target's classes first
    /// (they may derive from a UIKit class that overrides it too), then the UIKit classes whose
    /// extensions override it, each in a stable order.
    func firstOverriders(of key: String, superclass: (String) -> String?, declaredClass: (String) -> Bool) -> [String] {
        classOverrides.filter { $0.value.contains(key) }.map(\.key)
            .filter { !inheritsOverride(of: key, from: $0, superclass: superclass, declaredClass: declaredClass) }
            .sorted() + foreignOverriders(of: key, declaredClass: declaredClass)
    }

    /// Whether a superclass of `className` overrides `key` too: a class of the target, or the
    /// UIKit class it derives from when an extension of that class overrides it.
    func inheritsOverride(of key: String, from className: String, superclass: (String) -> String?,
                          declaredClass: (String) -> Bool) -> Bool {
        var visited: Set<String> = [className]
        var current = superclass(className)
        while let name = current, visited.insert(name).inserted {
            if classOverrides[name]?.contains(key) == true { return true }
            if !declaredClass(name) { return extensionOverrides[name]?.contains(key) == true }
            current = superclass(name)
        }
        return false
    }
}

/// The `name` tokens of `super.name` inside a member.
private final class SuperMemberCollector: SyntaxVisitor {
    let name: String
    var tokens: [TokenSyntax] = []

    init(name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if node.base?.is(SuperExprSyntax.self) == true, node.declName.baseName.text.strippingBackticks == name {
            tokens.append(node.declName.baseName)
        }
        return .visitChildren
    }
}
