import SwiftSyntax

/// `.now()` and `DispatchTime.now()` inside the deadline of `queue.asyncAfter(deadline:) { … }`
/// become `goldensNow()`, GoldensUIKit's virtual "now": a deadline read from the wall clock is
/// only known as a distance from a second reading of it, so a thread paused between the two
/// readings (a loaded machine) shortened the delay, and the frames a dimming fade or a deferred
/// dismissal start on depended on the machine. From the virtual "now" the delay is exactly the one
/// the app wrote. Only calls whose work is a closure and that pass no `qos` or `flags` are
/// changed: those are the ones GoldensUIKit's `asyncAfter(deadline:execute:)` receives (the
/// others go to Dispatch, which must get a wall-clock deadline).
enum VirtualDeadlineCall {
    static func edits(in file: SourceFileSyntax) -> [SourceEdit] {
        let finder = DeadlineFinder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.edits
    }
}

private final class DeadlineFinder: SyntaxVisitor {
    var edits: [SourceEdit] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let member = node.calledExpression.as(MemberAccessExprSyntax.self),
              member.declName.baseName.text == "asyncAfter",
              let deadline = node.arguments.first, deadline.label?.text == "deadline" else { return .visitChildren }
        let others = node.arguments.dropFirst()
        let workIsClosure = others.isEmpty
            ? node.trailingClosure != nil
            : others.count == 1 && others.first?.label?.text == "execute" && others.first?.expression.is(ClosureExprSyntax.self) == true
        guard workIsClosure else { return .visitChildren }
        let nowCalls = NowCallFinder(viewMode: .sourceAccurate)
        nowCalls.walk(deadline.expression)
        edits += nowCalls.names.map { SourceEdit.replace($0, with: "goldensNow") }
        return .visitChildren
    }
}

/// The `now` of each `.now()` and `DispatchTime.now()` in an expression.
private final class NowCallFinder: SyntaxVisitor {
    var names: [TokenSyntax] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if node.arguments.isEmpty, node.trailingClosure == nil,
           let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "now" {
            let base = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
            if member.base == nil || base == "DispatchTime" { names.append(member.declName.baseName) }
        }
        return .visitChildren
    }

    // A closure inside the deadline is code of its own.
    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
