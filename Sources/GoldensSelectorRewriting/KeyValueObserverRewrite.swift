import SwiftSyntax

/// Objective-C-era key-value observing: a class answers `addObserver(_:forKeyPath:…)` in
/// `override func observeValue(forKeyPath:of:change:context:)`, an override of NSObject's. Without
/// the runtime, NSObject has no such method to override, so GoldensUIKit reaches the observer
/// through its `NSKeyValueObserving` protocol: `override` goes, the type declares the conformance
/// on its closing line (`; extension Card: NSKeyValueObserving {}`), and `super.observeValue(…)`
/// becomes `()` (NSObject's does nothing useful). Only types declared or extended at file scope.
enum KeyValueObserverRewrite {
    /// The edits for a class or an extension at file scope that overrides `observeValue`.
    static func edits(for decl: some DeclGroupSyntax, named name: String?, declaredTypes: inout Set<String>) -> [SourceEdit] {
        guard let name, Syntax(decl).parent?.parent?.parent?.is(SourceFileSyntax.self) == true,
              decl.memberBlock.rightBrace.presence == .present else { return [] }
        var edits: [SourceEdit] = []
        for member in decl.memberBlock.members {
            guard let function = member.decl.as(FunctionDeclSyntax.self), isObserveValue(function) else { continue }
            edits += SourceEdit.removals(of: .override, in: function.modifiers)
        }
        guard !edits.isEmpty, declaredTypes.insert(name).inserted else { return edits }
        edits.append(.insert("; extension \(name): NSKeyValueObserving {}", at: decl.memberBlock.rightBrace.endPositionBeforeTrailingTrivia))
        return edits
    }

    /// `super.observeValue(forKeyPath:…)` → `()`.
    static func edit(forSuperCall call: FunctionCallExprSyntax) -> SourceEdit? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(SuperExprSyntax.self) == true,
              member.declName.baseName.text == "observeValue", call.arguments.first?.label?.text == "forKeyPath" else { return nil }
        return SourceEdit(range: call.positionAfterSkippingLeadingTrivia..<call.endPositionBeforeTrailingTrivia, replacement: "()")
    }

    private static func isObserveValue(_ function: FunctionDeclSyntax) -> Bool {
        function.name.text == "observeValue"
            && function.signature.parameterClause.parameters.first?.firstName.text == "forKeyPath"
            && function.modifiers.contains { $0.name.tokenKind == .keyword(.override) }
    }
}
