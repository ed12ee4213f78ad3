
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        protocols.insert(node.name.text.strippingBackticks)
        return .visitChildren
    }
}

extension FunctionDeclSyntax {
    /// Declared inside a function, closure or accessor body rather than in a type's member list.
    var isLocal: Bool {
        var ancestor = parent
        while let current = ancestor {
            if current.is(CodeBlockSyntax.self) || current.is(ClosureExprSyntax.self) || current.is(AccessorBlockSyntax.self) { return true }
            if current.is(MemberBlockSyntax.self) { return false }
            ancestor = current.parent
        }
        return false
    }
}

extension AttributeListSyntax {
    /// "handleGesture:" for `@objc(handleGesture:)`.
    var explicitObjCName: String? {
        for case .attribute(let attribute) in self where attribute.attributeName.trimmedDescription == "objc" {
            if case .objCName(let pieces)? = attribute.arguments {
                return pieces.trimmedDescription.filter { !$0.isWhitespace }
            }
        }
        return nil
    }
}

extension FunctionParameterSyntax {
    /// The label a caller writes: the first name, nil for `_`.
    var argumentLabel: String? {
        firstName.tokenKind == .wildcard ? nil : firstName.text.strippingBackticks
    }
}