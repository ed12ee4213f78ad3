
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