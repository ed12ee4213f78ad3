import SwiftSyntax

/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` becomes
/// `Timer.goldensScheduledTimer(…)`, GoldensUIKit's timer on the virtual clock: Foundation's,
/// which has the same signature and so cannot be shadowed, fires on the wall clock, which a
/// recording never waits for. (The target-action timer is GoldensUIKit's already: Foundation has
/// none without the Objective-C runtime.)
enum VirtualTimerCall {
    static func edits(in file: SourceFileSyntax) -> [SourceEdit] {
        let finder = BlockTimerFinder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.edits
    }
}

private final class BlockTimerFinder: SyntaxVisitor {
    var edits: [SourceEdit] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self),
           member.declName.baseName.text == "scheduledTimer",
           member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Timer",
           node.arguments.first?.label?.text == "withTimeInterval" {
            edits.append(SourceEdit.replace(member.declName.baseName, with: "goldensScheduledTimer"))
        }
        return .visitChildren
    }
}
