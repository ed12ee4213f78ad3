import SwiftSyntax

/// `#keyPath(…)` needs the Objective-C runtime; what it makes is a string, which key-value
/// coding takes as well: `#keyPath(UIView.frame)` is `"frame"`, `#keyPath(layer.cornerRadius)`
/// (in a type's own code) is `"layer.cornerRadius"`. A first component naming a type (it
/// starts with a capital letter) is left out, as the compiler leaves it out.
enum KeyPathString {
    static func edit(for node: MacroExpansionExprSyntax) -> SourceEdit? {
        guard node.macroName.text == "keyPath", node.arguments.count == 1, let argument = node.arguments.first,
              node.trailingClosure == nil else { return nil }
        var components: [String] = []
        var expression: ExprSyntax? = argument.expression
        while let current = expression {
            if let member = current.as(MemberAccessExprSyntax.self) {
                components.insert(member.declName.baseName.text.strippingBackticks, at: 0)
                expression = member.base
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                components.insert(reference.baseName.text.strippingBackticks, at: 0)
                expression = nil
            } else {
                return nil
            }
        }
        if components.count > 1, let first = components.first?.first, first.isUppercase { components.removeFirst() }
        guard !components.isEmpty else { return nil }
        let start = node.positionAfterSkippingLeadingTrivia, end = node.endPositionBeforeTrailingTrivia
        return SourceEdit(range: start..<end, replacement: "\"" + components.joined(separator: ".") + "\"")
    }
}
