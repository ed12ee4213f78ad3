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

    /// The edits that turn the `#selector(...)` into the `Selector(...)` call.
    var edits: [SourceEdit] {
        guard let leftParen = macro.leftParen, let rightParen = macro.rightParen else { return [] }
        let keyword = SourceEdit(
            range: macro.pound.positionAfterSkippingLeadingTrivia..<macro.macroName.endPositionBeforeTrailingTrivia,
            replacement: "Selector"
        )
        switch form {
        case .method(let name, let edits):
            // No space before an argument that starts on the next line, so no line gains
            // trailing whitespace.
            let argumentOnNextLine = leftParen.nextToken(viewMode: .sourceAccurate)?.leadingTrivia.contains(where: \.isNewline) == true
            let nameArgument = "\"\(name)\"," + (argumentOnNextLine ? "" : " ")
            return [keyword, .insert(nameArgument, at: leftParen.endPositionBeforeTrailingTrivia)] + edits
        case .nameOnly(let name, _):
            let arguments = leftParen.endPositionBeforeTrailingTrivia..<rightParen.positionAfterSkippingLeadingTrivia
            return [keyword, SourceEdit(range: arguments, replacement: "\"\(name)\"")]
        }
    }

    /// The method's name as written: `handlePan(_:)` in `self.handlePan(_:)` or in
    /// `handlePan(_:) as (Card) -> ...`.
    private static func methodName(in expression: ExprSyntax) -> DeclReferenceExprSyntax? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) { return reference }
        if let member = expression.as(MemberAccessExprSyntax.self) { return member.declName }
        if let operand = castOperand(of: expression) { return methodName(in: operand) }
        return nil
    }

    /// `close` in `close as () -> Void`, which the parser leaves as a sequence (it does not fold
    /// operators), or as an `as` expression once folded.
    private static func castOperand(of expression: ExprSyntax) -> ExprSyntax? {
        if let cast = expression.as(AsExprSyntax.self) { return cast.expression }
        guard let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
              let first = sequence.elements.first,
              sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true else { return nil }
        return first
    }

    private static func methodForm(of expression: ExprSyntax, reference: DeclReferenceExprSyntax, methods: MethodIndex) -> Form {
        let baseName = reference.baseName.text.strippingBackticks
        let writtenLabels = reference.argumentNames.map { names in
            names.arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text.strippingBackticks }
        }
        let bareName = writtenLabels.map { ObjCSelectorName.method(baseName: baseName, labels: $0) } ?? baseName
        guard baseName != "init" else {
            return .nameOnly(name: bareName, reason: "an initializer is not an action")
        }
        guard castOperand(of: expression) == nil else {
            // `handlePan as (UIPanGestureRecognizer) -> Void` has the type of the method applied
            // to its target, which an unapplied `Card.handlePan` does not have.
            return .nameOnly(name: bareName, reason: "a selector disambiguated with 'as' cannot be rewritten; write the labels instead")
        }
        guard let owner = MethodOwner(expression, methods: methods) else {
            return .nameOnly(name: bareName, reason: "its type is not known from this file; write #selector(TypeName.\(baseName))")
        }
        let declared = methods.method(named: baseName, labels: writtenLabels, inTypeWithKey: owner.key)
        let labels = writtenLabels ?? declared?.labels
        let name = declared?.objCName ?? labels.map { ObjCSelectorName.method(baseName: baseName, labels: $0) } ?? baseName
        if declared?.isTypeMethod == true {
            return .nameOnly(name: name, reason: "it names a static method, which no target can perform")
        }
        if let labels, labels.count > 2 {
            return .nameOnly(name: name, reason: "target-action sends at most two arguments (the sender and the event)")
        }
        return .method(name: name, edits: owner.edits)
    }
}

/// The type a `#selector`'s method belongs to, and the edits that write it in front of the method
/// so the expression becomes an unapplied method reference (`Card.handlePan(_:)`).
private struct MethodOwner {
    /// The name the type's methods are indexed under.
    let key: String
    let edits: [SourceEdit]

    /// Nil when one file cannot tell the type: `#selector(view.close)`, or a selector outside
    /// any type.
    init?(_ expression: ExprSyntax, methods: MethodIndex) {
        if expression.is(DeclReferenceExprSyntax.self) {
            // `handlePan(_:)`: a method of the type around it.
            guard let type = EnclosingType.around(expression, protocols: methods.protocols) else { return nil }
            self.init(key: type.key, edits: [.insert(type.reference + ".", at: expression.positionAfterSkippingLeadingTrivia)])
        } else if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            if let receiver = Self.selfOrSuper(base) {
                // `self.close`, `super.close`: the method, named through the type around it.
                // (Sending a selector always calls the target's own implementation, so `super`
                // names the same method.)
                guard let type = EnclosingType.around(expression, protocols: methods.protocols) else { return nil }
                self.init(key: type.key, edits: [.replace(receiver, with: type.reference)])
            } else if let key = Self.typeName(base) {
                // `Other.method(_:)`: the type is written already; `Self` is the type around it.
                let enclosing = key == "Self" ? EnclosingType.around(expression, protocols: methods.protocols) : nil
                self.init(key: enclosing?.key ?? key, edits: [])
            } else {
                return nil
            }
        } else {
            return nil
        }
    }

    private init(key: String, edits: [SourceEdit]) {
        self.key = key
        self.edits = edits
    }

    /// The `self` or `super` token when `expression` is one.
    private static func selfOrSuper(_ expression: ExprSyntax) -> TokenSyntax? {
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind == .keyword(.self) {
            return reference.baseName
        }
        return expression.as(SuperExprSyntax.self)?.superKeyword
    }

    /// The simple name when `expression` names a type (`Card`, `Self`, `Module.Card`,
    /// `Card<Int>`): by Swift's convention, a capitalised last name.
    private static func typeName(_ expression: ExprSyntax) -> String? {
        let name: String
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            name = reference.baseName.text.strippingBackticks
        } else if let member = expression.as(MemberAccessExprSyntax.self) {
            name = member.declName.baseName.text.strippingBackticks
        } else if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return typeName(specialized.expression)
        } else {
            return nil
        }
        return name.first?.isUppercase == true ? name : nil
    }
}
