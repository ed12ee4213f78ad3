import SwiftSyntax

/// `@objc optional` protocol requirements, made to work without the Objective-C runtime with
/// GoldensUIKit's `OptionalRequirement`:
///
/// - `optional func menuDidClose()` loses `optional`, and the protocol gains, on its closing
///   line, `; extension MenuDelegate { func menuDidClose() { OptionalRequirement.missing() } }`: a
///   default that marks the call missed;
/// - a call `delegate?.menuDidClose?()` becomes
///   `OptionalRequirement.call { delegate?.menuDidClose() }`, nil when the conformer has no
///   implementation, as in Objective-C; `delegate.menuDidClose!()` loses its `!`.
///
/// - `optional var scrollViewForDeck: UIScrollView { get }` becomes required with a default, and
///   a read through another value (`deck.scrollViewForDeck`, not `self.`'s or a bare name's, which
///   are the conformer's own) becomes `OptionalRequirement.call { deck.scrollViewForDeck }`, an
///   optional as in Objective-C.
///
/// A call or read is rewritten only when it names a requirement known to be optional (by base
/// name and argument labels; a property by its name): one declared in the file, or in another
/// file of the target (the plugin indexes them first, see `names(in:)`), since `onClose?()` on an
/// optional closure is written the same way. Settable optional properties and subscripts stay
/// `optional`, with a warning.
enum OptionalRequirement {
    /// The full names ("menu(_:didSelect:)") of the optional method requirements `file` declares.
    static func names(in file: SourceFileSyntax) -> Set<String> {
        let collector = OptionalRequirementCollector(viewMode: .sourceAccurate)
        collector.walk(file)
        return Set(collector.functions.map(fullName) + collector.properties.compactMap(propertyName))
    }

    static func fullName(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { ($0.argumentLabel ?? "_") + ":" }
        return function.name.text.strippingBackticks + "(" + labels.joined() + ")"
    }

    /// A read-only property requirement's name (`childViewControllerForDeck`, no parentheses, so
    /// it is never a method's full name); nil for one with a setter.
    static func propertyName(of variable: VariableDeclSyntax) -> String? {
        guard variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              binding.typeAnnotation != nil, isReadOnly(binding) else { return nil }
        return name.strippingBackticks
    }

    private static func isReadOnly(_ binding: PatternBindingSyntax) -> Bool {
        guard case .accessors(let accessors)? = binding.accessorBlock?.accessors else { return false }
        return accessors.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.get) }
    }

    static func isOptional(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.optional) }
    }

    /// For a protocol at file scope with optional method requirements: `optional` removed from
    /// each, and the extension with their defaults after the closing brace. Empty otherwise.
    static func edits(for protocolDecl: ProtocolDeclSyntax) -> [SourceEdit] {
        guard protocolDecl.parent?.parent?.parent?.is(SourceFileSyntax.self) == true,
              protocolDecl.memberBlock.rightBrace.presence == .present else { return [] }
        let isPublic = protocolDecl.modifiers.contains { $0.name.tokenKind == .keyword(.public) || $0.name.tokenKind == .keyword(.open) }
        var edits: [SourceEdit] = []
        var defaults: [String] = []
        let access = isPublic ? "public " : ""
        for member in protocolDecl.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), isOptional(function.modifiers) {
                edits += removals(of: function.modifiers)
                let signature = function.with(\.attributes, []).with(\.modifiers, []).with(\.body, nil)
                defaults.append(access + SingleLine.text(of: signature) + " { OptionalRequirement.missing() }")
            } else if let variable = member.decl.as(VariableDeclSyntax.self), isOptional(variable.modifiers),
                      let name = propertyName(of: variable), let type = variable.bindings.first?.typeAnnotation?.type {
                edits += removals(of: variable.modifiers)
                defaults.append(access + "var \(name): " + SingleLine.text(of: type) + " { OptionalRequirement.missing() }")
            }
        }
        guard !defaults.isEmpty else { return [] }
        let name = protocolDecl.name.text
        edits.append(.insert("; extension \(name) { " + defaults.joined(separator: "; ") + " }",
                             at: protocolDecl.memberBlock.rightBrace.endPositionBeforeTrailingTrivia))
        return edits
    }

    private static func removals(of modifiers: DeclModifierListSyntax) -> [SourceEdit] {
        SourceEdit.removals(of: .optional, in: modifiers)
    }

    /// The edits for a read `value.property` of a known optional property requirement, through a
    /// value other than `self`; nil otherwise (a call of it, a write, or not known).
    static func edits(for access: MemberAccessExprSyntax, known: Set<String>) -> [SourceEdit]? {
        guard access.declName.argumentNames == nil, known.contains(access.declName.baseName.text.strippingBackticks),
              let base = access.base, !isSelf(base) else { return nil }
        if let call = access.parent?.as(FunctionCallExprSyntax.self), call.calledExpression.id == access.id { return nil }
        if let sequence = access.parent?.as(ExprListSyntax.self), sequence.first?.id == access.id,
           sequence.dropFirst().first?.is(AssignmentExprSyntax.self) == true { return nil }
        return wrapping(outermostChain(from: Syntax(access)))
    }

    /// `OptionalRequirement.call { chain }` around `chain`, in parentheses where a statement's
    /// head reads it (`guard let x = delegate?.f?() else`, `if`, `while`, `for … in`, `switch`):
    /// a trailing closure there would end the head.
    private static func wrapping(_ chain: Syntax, removing removal: SourceEdit? = nil) -> [SourceEdit] {
        let parenthesized = isInStatementHead(chain)
        return [.insert(parenthesized ? "(OptionalRequirement.call { " : "OptionalRequirement.call { ",
                        at: chain.positionAfterSkippingLeadingTrivia)]
            + (removal.map { [$0] } ?? [])
            + [.insert(parenthesized ? " })" : " }", at: chain.endPositionBeforeTrailingTrivia)]
    }

    /// Whether `node` is part of a condition, a `for` sequence or a `switch` subject: the
    /// nearest enclosing statement or closure decides.
    private static func isInStatementHead(_ node: Syntax) -> Bool {
        var current = node.parent
        while let syntax = current {
            if syntax.is(CodeBlockItemSyntax.self) || syntax.is(ClosureExprSyntax.self) || syntax.is(MemberBlockItemSyntax.self) {
                return false
            }
            if syntax.is(ConditionElementSyntax.self) || syntax.is(WhereClauseSyntax.self) || syntax.is(ForStmtSyntax.self)
                || syntax.is(SwitchExprSyntax.self) || syntax.is(RepeatStmtSyntax.self) {
                return true
            }
            current = syntax.parent
        }
        return false
    }

    private static func isSelf(_ base: ExprSyntax) -> Bool {
        guard let reference = base.as(DeclReferenceExprSyntax.self) else { return false }
        return reference.baseName.tokenKind == .keyword(.self) || reference.baseName.tokenKind == .keyword(.Self)
    }

    /// The edits for `x?.f?(…)` or `x.f!(…)` when `f` with these arguments is a known optional
    /// requirement; nil otherwise.
    static func edits(for call: FunctionCallExprSyntax, known: Set<String>) -> [SourceEdit]? {
        let questionMark: TokenSyntax
        let member: ExprSyntax
        if let chained = call.calledExpression.as(OptionalChainingExprSyntax.self) {
            questionMark = chained.questionMark
            member = chained.expression
        } else if let forced = call.calledExpression.as(ForceUnwrapExprSyntax.self) {
            questionMark = forced.exclamationMark
            member = forced.expression
        } else {
            return nil
        }
        guard let name = member.as(MemberAccessExprSyntax.self)?.declName, name.argumentNames == nil,
              matches(baseName: name.baseName.text.strippingBackticks, call: call, known: known) else { return nil }
        let removal = SourceEdit.replace(questionMark, with: "")
        guard questionMark.tokenKind == .postfixQuestionMark else { return [removal] }
        return wrapping(outermostChain(from: Syntax(call)), removing: removal)
    }

    /// By base name and labels; a trailing closure's label is not written, so it matches any.
    private static func matches(baseName: String, call: FunctionCallExprSyntax, known: Set<String>) -> Bool {
        let labels = call.arguments.map { ($0.label?.text ?? "_") + ":" }
        let trailing = (call.trailingClosure == nil ? 0 : 1) + call.additionalTrailingClosures.count
        if trailing == 0 { return known.contains(baseName + "(" + labels.joined() + ")") }
        return known.contains { name in
            guard name.hasPrefix(baseName + "(") else { return false }
            let declared = name.dropFirst(baseName.count + 1).dropLast().split(separator: ":", omittingEmptySubsequences: false).dropLast()
            return declared.count == labels.count + trailing && zip(declared, labels).allSatisfy { $0 + ":" == $1 }
        }
    }

    /// The whole postfix chain the call is part of (`delegate?.f?(x)?.title`), so that the
    /// optional chaining the call began still ends inside the closure.
    private static func outermostChain(from start: Syntax) -> Syntax {
        var outer = start
        while let parent = outer.parent {
            if let access = parent.as(MemberAccessExprSyntax.self), access.base?.id == outer.id {
                outer = parent
            } else if let call = parent.as(FunctionCallExprSyntax.self), call.calledExpression.id == outer.id {
                outer = parent
            } else if let subscriptCall = parent.as(SubscriptCallExprSyntax.self), subscriptCall.calledExpression.id == outer.id {
                outer = parent
            } else if parent.is(OptionalChainingExprSyntax.self) || parent.is(ForceUnwrapExprSyntax.self) {
                outer = parent
            } else {
                break
            }
        }
        return outer
    }
}

private final class OptionalRequirementCollector: SyntaxVisitor {
    var functions: [FunctionDeclSyntax] = []
    var properties: [VariableDeclSyntax] = []

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), OptionalRequirement.isOptional(function.modifiers) {
                functions.append(function)
            } else if let variable = member.decl.as(VariableDeclSyntax.self), OptionalRequirement.isOptional(variable.modifiers) {
                properties.append(variable)
            }
        }
        return .skipChildren
    }
}

/// A declaration's text on one line: comments dropped, every run of trivia one space.
final class SingleLine: SyntaxRewriter {
    static func text(of node: some SyntaxProtocol) -> String {
        SingleLine(viewMode: .sourceAccurate).rewrite(node).trimmedDescription
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        token
            .with(\.leadingTrivia, token.leadingTrivia.isEmpty ? [] : .space)
            .with(\.trailingTrivia, token.trailingTrivia.isEmpty ? [] : .space)
    }
}
