
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