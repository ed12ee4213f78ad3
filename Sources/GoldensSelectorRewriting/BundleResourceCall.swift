import SwiftSyntax

/// `bundle.path(forResource:ofType:)` and `bundle.url(forResource:withExtension:)` become
/// `goldensPath`/`goldensURL`, GoldensUIKit's lookups that also search the folders a test
/// registers for the app's files (`AppResources`): there is no app bundle on Linux, so
/// `Bundle.main` finds nothing of the app's, and Foundation's `Bundle` cannot be subclassed or
/// its methods shadowed.
enum BundleResourceCall {
    static func edits(in file: SourceFileSyntax) -> [SourceEdit] {
        let finder = ResourceLookupFinder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.edits
    }

    /// The lookups by their argument labels, and the name each becomes.
    static let renamed: [[String]: (from: String, to: String)] = [
        ["forResource", "ofType"]: ("path", "goldensPath"),
        ["forResource", "withExtension"]: ("url", "goldensURL"),
    ]
}

private final class ResourceLookupFinder: SyntaxVisitor {
    var edits: [SourceEdit] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.arguments.map { $0.label?.text ?? "_" }
        if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base != nil,
           let names = BundleResourceCall.renamed[labels], member.declName.baseName.text == names.from {
            edits.append(SourceEdit.replace(member.declName.baseName, with: names.to))
        }
        return .visitChildren
    }
}
