import SwiftSyntax

/// `UIApplicationDelegate.window` is an `@objc optional` property in UIKit, so reading it through
/// the protocol gives a double optional, which code unwraps twice:
/// `UIApplication.shared.delegate?.window??.rootViewController` or `delegate!.window!!`.
/// GoldensUIKit declares it as a plain requirement (an optional settable property cannot be
/// otherwise), one level of optional, so the second `?` or `!` goes.
enum ApplicationDelegateWindow {
    static func edits(in file: SourceFileSyntax) -> [SourceEdit] {
        let finder = DoubleUnwrapFinder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.edits
    }
}

private final class DoubleUnwrapFinder: SyntaxVisitor {
    var edits: [SourceEdit] = []

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.declName.baseName.text == "window", let base = node.base, readsDelegate(base),
              let parent = node.parent else { return .visitChildren }
        if let first = parent.as(OptionalChainingExprSyntax.self), let second = first.parent?.as(OptionalChainingExprSyntax.self) {
            edits.append(SourceEdit.replace(second.questionMark, with: ""))
        } else if let first = parent.as(ForceUnwrapExprSyntax.self), let second = first.parent?.as(ForceUnwrapExprSyntax.self) {
            edits.append(SourceEdit.replace(second.exclamationMark, with: ""))
        }
        return .visitChildren
    }

    /// `….delegate?`, `….delegate!` or `delegate?`: an application's delegate, as code reads it.
    private func readsDelegate(_ base: ExprSyntax) -> Bool {
        let inner = base.as(OptionalChainingExprSyntax.self)?.expression ?? base.as(ForceUnwrapExprSyntax.self)?.expression
        guard let inner else { return false }
        if let member = inner.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text == "delegate" }
        return inner.as(DeclReferenceExprSyntax.self)?.baseName.text == "delegate"
    }
}
