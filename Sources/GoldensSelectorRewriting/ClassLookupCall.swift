import SwiftSyntax

/// `NSClassFromString(name)` becomes `goldensClassFromString(name)`, GoldensUIKit's lookup that
/// also knows the UIKit classes app code makes by name (the private `_UICustomBlurEffect` a blur
/// library drives by key-value coding): Foundation's lookup on Linux finds none of UIKit's, and
/// a function of the same name in GoldensUIKit would make every call ambiguous.
enum ClassLookupCall {
    static func edits(in file: SourceFileSyntax) -> [SourceEdit] {
        let finder = ClassLookupFinder(viewMode: .sourceAccurate)
        finder.walk(file)
        return finder.edits
    }
}

private final class ClassLookupFinder: SyntaxVisitor {
    var edits: [SourceEdit] = []

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // Unqualified calls only: `Foundation.NSClassFromString` asks for Foundation's own.
        if let name = node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName,
           name.text == "NSClassFromString", node.arguments.count == 1 {
            edits.append(SourceEdit.replace(name, with: "goldensClassFromString"))
        }
        return .visitChildren
    }
}
