import SwiftSyntax

/// The type whose body a piece of code is written in, as far as one file can tell: what to write
/// in front of a method name to reference the method unapplied (`Card.handlePan(_:)`), and the
/// name its methods are indexed under.
struct EnclosingType: Equatable {
    /// "Card", "Outer.Inner" for `extension Outer.Inner`, or "Self" in a protocol extension.
    /// Inside a generic type the bare name is enough: Swift infers the generic arguments in the
    /// type's own body.
    let reference: String
    /// The type's own name without its qualification or generic arguments ("Inner"), the key of
    /// `MethodIndex`.
    let key: String

    /// The innermost type declaration or extension around `node`; nil at file scope. An
    /// extension of a protocol declared in the same file references `Self`.
    static func around(_ node: some SyntaxProtocol, protocols: Set<String>) -> EnclosingType? {
        var ancestor = node.parent
        while let current = ancestor {
            if let type = EnclosingType(declaration: current, protocols: protocols) { return type }
            ancestor = current.parent
        }
        return nil
    }

    init?(declaration: Syntax, protocols: Set<String>) {
        if Self.isTypeDeclaration(declaration), let named = declaration.asProtocol(NamedDeclSyntax.self) {
            let name = named.name.text.strippingBackticks
            self.init(reference: declaration.is(ProtocolDeclSyntax.self) ? "Self" : name, key: name)
        } else if let extensionDecl = declaration.as(ExtensionDeclSyntax.self) {
            let key = Self.simpleName(of: extensionDecl.extendedType)
            self.init(reference: protocols.contains(key) ? "Self" : extensionDecl.extendedType.trimmedDescription, key: key)
        } else {
            return nil
        }
    }

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

    private var methods: [String: [String: [Method]]] = [:]
    /// The protocols the file declares: their extensions reference `Self`.
    let protocols: Set<String>

    init(_ file: SourceFileSyntax) {
        let collector = DeclarationCollector(viewMode: .sourceAccurate)
        collector.walk(file)
        protocols = collector.protocols
        for function in collector.functions {
            // Functions inside function bodies are local, not methods of the type.
            guard !function.isLocal, let type = EnclosingType.around(function, protocols: protocols) else { continue }
            let method = Method(
                labels: function.signature.parameterClause.parameters.map(\.argumentLabel),
                isTypeMethod: function.modifiers.contains { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) },
                objCName: function.attributes.explicitObjCName
            )
            methods[type.key, default: [:]][function.name.text.strippingBackticks, default: []].append(method)
        }
    }

    /// The method a selector names: the one with these labels, or without labels the only
    /// method of that base name (nil when there are overloads: the selector then keeps the bare
    /// base name, as the file alone cannot tell which one it means).
    func method(named baseName: String, labels: [String?]?, inTypeWithKey key: String) -> Method? {
        let candidates = methods[key]?[baseName] ?? []
        guard let labels else { return candidates.count == 1 ? candidates[0] : nil }
        return candidates.first { $0.labels == labels }
    }
}

private final class DeclarationCollector: SyntaxVisitor {
    var functions: [FunctionDeclSyntax] = []
    var protocols: Set<String> = []

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        functions.append(node)
        return .visitChildren
    }

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

extension String {
    /// "`default`" → "default".
    var strippingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}
