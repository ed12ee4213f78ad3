
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