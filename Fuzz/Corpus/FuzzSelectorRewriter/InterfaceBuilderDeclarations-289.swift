
    private func line(of token: TokenSyntax) -> Int {
        locations().location(for: token.positionAfterSkippingLeadingTrivia).line
    }

    /// `private`, `fileprivate`, `private(set)` or `fileprivate(set)`.
    static func isFilePrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }

    /// "@IBOutlet", "@IBInspectable" or "@IBAction" when the declaration carries one.
    static func marker(of decl: DeclSyntax) -> String? {
        let attributes: AttributeListSyntax
        let accepted: Set<String>
        if let variable = decl.as(VariableDeclSyntax.self) {
            attributes = variable.attributes
            accepted = ["IBOutlet", "IBInspectable"]
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            attributes = function.attributes
            accepted = ["IBAction"]
        } else {
            return nil
        }
        for case .attribute(let attribute) in attributes where accepted.contains(attribute.attributeName.trimmedDescription) {
            return "@" + attribute.attributeName.trimmedDescription
        }
        return nil
    }