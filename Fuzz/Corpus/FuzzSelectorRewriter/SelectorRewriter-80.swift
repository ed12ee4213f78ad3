
    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.optional) {
            warn(at: node, "an 'optional' protocol requirement needs the Objective-C runtime; without it Swift rejects it: "
                + "declare a required method with a default implementation in a protocol extension instead")
        }
        return .skipChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        guard let selector = SelectorExpression(node, methods: methods) else { return .visitChildren }
        edits += selector.edits
        if case .nameOnly(let name, let reason?) = selector.form {
            warn(at: node, "this #selector becomes Selector(\"\(name)\"), a name that compares equal but cannot be sent: \(reason)")
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let edit = CellRegistration.edit(for: node) { edits.append(edit) }
        return .visitChildren
    }

    private func warn(at node: some SyntaxProtocol, _ message: String) {
        let location = node.startLocation(converter: locations)
        warnings.append(RewriteWarning(path: path, line: location.line, column: location.column, message: message))
    }
}