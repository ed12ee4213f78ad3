import SwiftSyntax

/// What a class's own body says about making it with no arguments (`Delegate()`), as far as the
/// generated code that makes a document's custom objects needs to know.
///
/// Swift's rules: a class that declares no designated initializer inherits its superclass's (so
/// `Delegate()` works when `NSObject()` does); one that declares a designated initializer
/// inherits none; any initializer whose parameters all have default values, designated or
/// convenience, can be called with no arguments.
enum InitializerSummary: String, Equatable, Sendable {
    /// Declares no designated initializer: it can be made as its superclass can.
    case inherited
    /// Declares an initializer callable with no arguments.
    case withoutArguments = "init()"
    /// Declares one callable with no arguments only from its own file (`private override init()`,
    /// as a singleton does): its own body can make it, a subclass that inherits it cannot.
    case privatelyWithoutArguments = "private init()"
    /// Declares designated initializers, none callable with no arguments (`init(model:)`,
    /// `required init?(coder:)` alone).
    case onlyWithArguments = "init(…)"
    /// Generic: which arguments would the generated code give it?
    case generic
    /// Declared `private` inside a type (as the target's index records it): the code generated
    /// for a subclass could not name what it overrides.
    case unnamed

    init(_ node: ClassDeclSyntax) {
        guard node.genericParameterClause == nil else {
            self = .generic
            return
        }
        var declaresDesignated = false
        var withoutArguments = false
        var privatelyWithoutArguments = false
        for (initializer, conditional) in Self.initializers(in: node.memberBlock.members, conditional: false) {
            let isConvenience = initializer.modifiers.contains { $0.name.tokenKind == .keyword(.convenience) }
            // One under an `#if` may not be compiled: it counts against making the class (it
            // may stop inheritance) and never for it.
            if !isConvenience || conditional { declaresDesignated = true }
            // `Delegate()` cannot call one that throws, is async or generic.
            let isPlainCall = initializer.signature.effectSpecifiers == nil && initializer.genericParameterClause == nil
            if !conditional, isPlainCall, !Self.isUnavailable(initializer),
               initializer.signature.parameterClause.parameters.allSatisfy({ $0.defaultValue != nil }) {
                let isPrivate = initializer.modifiers.contains {
                    $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate)
                }
                if isPrivate { privatelyWithoutArguments = true } else { withoutArguments = true }
            }
        }
        self = withoutArguments ? .withoutArguments : privatelyWithoutArguments ? .privatelyWithoutArguments
            : declaresDesignated ? .onlyWithArguments : .inherited
    }

    /// Whether the class's own body can make it with no arguments, given whether a subclass
    /// of its superclass could.
    func makesWithoutArguments(superclassDoes: Bool) -> Bool {
        switch self {
        case .withoutArguments, .privatelyWithoutArguments: true
        case .inherited: superclassDoes
        case .onlyWithArguments, .generic, .unnamed: false
        }
    }

    /// Whether a subclass that declares no initializer can be made with no arguments, given
    /// whether this class's superclass's subclasses can.
    func letsSubclassesMakeWithoutArguments(superclassDoes: Bool) -> Bool {
        self == .privatelyWithoutArguments ? false : makesWithoutArguments(superclassDoes: superclassDoes)
    }

    private static func initializers(in members: MemberBlockItemListSyntax, conditional: Bool)
        -> [(InitializerDeclSyntax, conditional: Bool)] {
        var found: [(InitializerDeclSyntax, conditional: Bool)] = []
        for item in members {
            if let initializer = item.decl.as(InitializerDeclSyntax.self) {
                found.append((initializer, conditional))
            } else if let ifConfig = item.decl.as(IfConfigDeclSyntax.self) {
                for clause in ifConfig.clauses {
                    if case .decls(let nested) = clause.elements {
                        found += initializers(in: nested, conditional: true)
                    }
                }
            }
        }
        return found
    }

    /// `@available(*, unavailable)`, as a class writes to refuse `init()`.
    private static func isUnavailable(_ initializer: InitializerDeclSyntax) -> Bool {
        initializer.attributes.contains { element in
            guard case .attribute(let attribute) = element, attribute.attributeName.trimmedDescription == "available" else { return false }
            return attribute.arguments?.trimmedDescription.contains("unavailable") == true
        }
    }
}
