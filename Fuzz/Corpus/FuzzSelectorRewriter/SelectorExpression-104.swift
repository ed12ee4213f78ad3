
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