import SwiftSyntax

/// The members a file's classes override, by key: a function's full name
/// (`animateTransition(using:)`) or a property's name. The plugin gathers them from every file of
/// the target (`TargetIndex`), so that a base class's member declared in an extension, which a
/// subclass elsewhere overrides, can move into the class's body (`ExtensionOverride`): Swift
/// without the Objective-C runtime lets no one override a member declared in an extension.
enum OverriddenMembers {
    static func names(in file: SourceFileSyntax) -> Set<String> {
        let collector = OverrideCollector(viewMode: .sourceAccurate)
        collector.walk(file)
        return collector.names
    }

    /// A property's name, for a declaration of one property named by an identifier.
    static func name(of variable: VariableDeclSyntax) -> String? {
        guard variable.bindings.count == 1, let name = variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self) else { return nil }
        return name.identifier.text.strippingBackticks
    }

    static func isOverride(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }
}

private final class OverrideCollector: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        if OverriddenMembers.isOverride(node.modifiers) { names.insert(OptionalRequirement.fullName(of: node)) }
        return .skipChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        if OverriddenMembers.isOverride(node.modifiers), let name = OverriddenMembers.name(of: node) { names.insert(name) }
        return .skipChildren
    }
}
