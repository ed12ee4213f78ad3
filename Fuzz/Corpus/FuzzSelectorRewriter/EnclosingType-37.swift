
    init(reference: String, key: String) {
        self.reference = reference
        self.key = key
    }

    private static func isTypeDeclaration(_ node: Syntax) -> Bool {
        node.is(ClassDeclSyntax.self) || node.is(StructDeclSyntax.self) || node.is(EnumDeclSyntax.self)
            || node.is(ActorDeclSyntax.self) || node.is(ProtocolDeclSyntax.self)
    }

    /// "Inner" for `Outer.Inner`, "Card" for `Card<Int>`.
    static func simpleName(of type: TypeSyntax) -> String {
        if let member = type.as(MemberTypeSyntax.self) { return member.name.text.strippingBackticks }
        if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text.strippingBackticks }
        return type.trimmedDescription
    }
}

/// The methods a file declares, by type and base name, so that `#selector(handlePan)` can be
/// named after the one `handlePan(_:)` it refers to.
struct MethodIndex {
    /// One declared method: its argument labels (nil for `_`), whether it is `static`/`class`,
    /// and the name given in `@objc(name:)`, which is its selector's name on Apple platforms.
    struct Method: Equatable {
        let labels: [String?]
        let isTypeMethod: Bool
        let objCName: String?
    }