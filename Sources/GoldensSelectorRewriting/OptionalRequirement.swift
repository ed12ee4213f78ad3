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
/// A call is rewritten only when it names a requirement known to be optional (by base name and
/// argument labels): one declared in the file, or in another file of the target (the plugin
/// indexes them first, see `names(in:)`), since `onClose?()` on an optional closure is written the
/// same way. Optional properties and subscripts stay `optional`, with a warning.
enum OptionalRequirement {
    /// The full names ("menu(_:didSelect:)") of the optional method requirements `file` declares.
    static func names(in file: SourceFileSyntax) -> Set<String> {
        let collector = OptionalRequirementCollector(viewMode: .sourceAccurate)
        collector.walk(file)
        return Set(collector.functions.map(fullName))
    }

    static func fullName(of function: FunctionDeclSyntax) -> String {
        let labels = function.signature.parameterClause.parameters.map { ($0.argumentLabel ?? "_") + ":" }
        return function.name.text.strippingBackticks + "(" + labels.joined() + ")"
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
        for member in protocolDecl.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), isOptional(function.modifiers) else { continue }
            for modifier in function.modifiers where modifier.name.tokenKind == .keyword(.optional) {
                let end = modifier.trailingTrivia.allSatisfy(\.isSpaceOrTab) ? modifier.endPosition : modifier.endPositionBeforeTrailingTrivia
                edits.append(SourceEdit(range: modifier.positionAfterSkippingLeadingTrivia..<end, replacement: ""))
            }
            let signature = function.with(\.attributes, []).with(\.modifiers, []).with(\.body, nil)
            defaults.append((isPublic ? "public " : "") + SingleLine.text(of: signature) + " { OptionalRequirement.missing() }")
        }
        guard !defaults.isEmpty else { return [] }
        let name = protocolDecl.name.text
        edits.append(.insert("; extension \(name) { " + defaults.joined(separator: "; ") + " }",
                             at: protocolDecl.memberBlock.rightBrace.endPositionBeforeTrailingTrivia))
        return edits
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
        let chain = outermostChain(from: Syntax(call))
        return [
            .insert("OptionalRequirement.call { ", at: chain.positionAfterSkippingLeadingTrivia),
            removal,
            .insert(" }", at: chain.endPositionBeforeTrailingTrivia),
        ]
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

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        for member in node.memberBlock.members {
            if let function = member.decl.as(FunctionDeclSyntax.self), OptionalRequirement.isOptional(function.modifiers) {
                functions.append(function)
            }
        }
        return .skipChildren
    }
}

/// A declaration's text on one line: comments dropped, every run of trivia one space.
private final class SingleLine: SyntaxRewriter {
    static func text(of node: some SyntaxProtocol) -> String {
        SingleLine(viewMode: .sourceAccurate).rewrite(node).trimmedDescription
    }

    override func visit(_ token: TokenSyntax) -> TokenSyntax {
        token
            .with(\.leadingTrivia, token.leadingTrivia.isEmpty ? [] : .space)
            .with(\.trailingTrivia, token.trailingTrivia.isEmpty ? [] : .space)
    }
}
