import SwiftSyntax

/// One `#selector(...)` and what it becomes: `Selector("handlePan:", Card.handlePan(_:))` when the
/// method's type is known from the file, `Selector("name")` otherwise.
struct SelectorExpression {
    /// What the selector becomes.
    enum Form {
        /// A sendable selector: the Objective-C name, then the argument expression with its type
        /// written in front (`edits` say how).
        case method(name: String, edits: [SourceEdit])
        /// A name that can be compared but not sent; `reason` says why when a sendable selector
        /// was meant (nil for `getter:` and `setter:`, which are never sent as actions).
        case nameOnly(name: String, reason: String?)
    }

    let macro: MacroExpansionExprSyntax
    let form: Form

    /// Nil when `macro` is not a `#selector(...)` with one argument.
    init?(_ macro: MacroExpansionExprSyntax, methods: MethodIndex) {
        guard macro.macroName.text == "selector", macro.leftParen != nil, macro.rightParen != nil,
              macro.arguments.count == 1, let argument = macro.arguments.first,
              let reference = Self.methodName(in: argument.expression) else { return nil }
        self.macro = macro
        let baseName = reference.baseName.text.strippingBackticks
        switch argument.label?.text {
        case "getter":
            form = .nameOnly(name: ObjCSelectorName.getter(property: baseName), reason: nil)
        case "setter":
            form = .nameOnly(name: ObjCSelectorName.setter(property: baseName), reason: nil)
        default:
            form = Self.methodForm(of: argument.expression, reference: reference, methods: methods)
        }
    }