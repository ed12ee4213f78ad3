import SwiftSyntax

/// A storyboard or nib makes its `<customObject>`s (a transitioning or navigation delegate, an
/// interaction controller wired in Interface Builder) by class name with `init()`. Without the
/// Objective-C runtime a class found by name cannot be made that way: `NSObject.init()` is not a
/// `required` initializer here. So each class of the target that derives from `NSObject` (or from
/// `UIPercentDrivenInteractiveTransition`) gains a class method GoldensUIKit's loader calls
/// instead, at the end of its body:
///
/// ```swift
/// @MainActor class func interfaceBuilderInstance() -> AnyObject? { TransitionManager() }
/// ```
///
/// - The first class of the chain below the framework's class declares it and the protocol
///   (`InterfaceBuilderInstantiable`, in an extension after its declaration at file scope);
///   its subclasses in the target override it, each making itself.
/// - A class that cannot be made with no arguments (it declares only `init(model:)`, or is
///   generic) answers nil, and the loader reports it by name.
/// - A chain that passes through a class the generated code cannot reach (one declared in a
///   function or a generic extension) or leaves the target at any other class gets nothing.
///
/// UIKit declares `awakeFromNib()` on every `NSObject`, so such a class overrides it, calling
/// `super`. Here `NSObject` has none: the first class of the chain that declares it loses its
/// `override` and its `super.awakeFromNib()` calls become `_ = ()`, and it declares
/// `InterfaceBuilderAwakening`, through which the loader sends it; its subclasses override it as
/// written.
struct InterfaceBuilderInstantiation {
    /// Text to add at the end of class bodies (before these closing braces).
    private(set) var classBodies: [(closingBrace: TokenSyntax, text: String)] = []
    /// The conformances of the first classes of their chains.
    private(set) var edits: [SourceEdit] = []

    /// Framework classes an app's custom object derives from that have `init()`.
    static let instantiableBases: Set<String> = ["NSObject", "UIPercentDrivenInteractiveTransition"]

    init(_ declarations: InterfaceBuilderDeclarations, index: TargetIndex, path: String, locations: () -> SourceLocationConverter) {
        let chains = Chains(index: index)
        for declared in declarations.classes where declared.isReachable && declared.initializers != .generic {
            // A `private` class inside a type cannot be named from file scope, where its
            // conformance would go (and no document could find it by name anyway).
            guard !declared.isPrivateMemberType, let fileScopeBrace = declared.fileScopeClosingBrace,
                  let above = chains.chain(above: declared.superclass, qualifiedName: declared.qualifiedName) else { continue }
            let makes = declared.initializers.makesWithoutArguments(superclassDoes: above.subclassesMake)
            let declaration = declared.access.modifier + (above.isFrameworkClass ? "" : "override ")
                + "class func interfaceBuilderInstance() -> AnyObject?"
            var lines = ReportedLines()
            let classLine = locations().location(for: declared.node.name.positionAfterSkippingLeadingTrivia).line
            lines.append(declared.node.indentation + "    @MainActor " + declaration + " { " + (makes ? declared.name + "()" : "nil") + " }",
                         at: .init(path: path, line: classLine))
            classBodies.append((declared.node.memberBlock.rightBrace, lines.text))
            if above.isFrameworkClass {
                edits.append(.insert("; extension \(declared.writtenQualifiedName): InterfaceBuilderInstantiable {}",
                                     at: fileScopeBrace.endPositionBeforeTrailingTrivia))
            }
            if !above.declaresAwakeFromNib, let awake = declared.awakeFromNib {
                edits += Self.firstAwakeFromNib(awake)
                edits.append(.insert("; extension \(declared.writtenQualifiedName): InterfaceBuilderAwakening {}",
                                     at: fileScopeBrace.endPositionBeforeTrailingTrivia))
            }
        }
    }

    /// The edits that make the first `awakeFromNib()` of a chain declare it: no `override`, and
    /// no call to the `super` method `NSObject` does not have here.
    private static func firstAwakeFromNib(_ method: FunctionDeclSyntax) -> [SourceEdit] {
        var edits = SourceEdit.removals(of: .override, in: method.modifiers)
        let finder = SuperAwakeFromNibCalls(viewMode: .sourceAccurate)
        if let body = method.body { finder.walk(body) }
        edits += finder.calls.map { call in
            SourceEdit(range: call.positionAfterSkippingLeadingTrivia..<call.endPositionBeforeTrailingTrivia, replacement: "_ = ()")
        }
        return edits
    }

    /// The `super.awakeFromNib()` calls of a method's body (not of closures' or nested types').
    private final class SuperAwakeFromNibCalls: SyntaxVisitor {
        var calls: [FunctionCallExprSyntax] = []

        override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
            if let member = node.calledExpression.as(MemberAccessExprSyntax.self), member.base?.is(SuperExprSyntax.self) == true,
               member.declName.baseName.text == "awakeFromNib", node.arguments.isEmpty {
                calls.append(node)
                return .skipChildren
            }
            return .visitChildren
        }

        override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }

    /// Walks superclass chains through the target's classes.
    private struct Chains {
        let index: TargetIndex
        let hierarchy: ClassHierarchy

        init(index: TargetIndex) {
            self.index = index
            hierarchy = ClassHierarchy(index: index)
        }

        struct Above {
            /// The superclass is the framework's (`NSObject`): the class starts the chain.
            let isFrameworkClass: Bool
            /// Whether a subclass of the superclass that declares no initializer can be made
            /// with no arguments.
            let subclassesMake: Bool
            /// Whether a class of the target above declares `awakeFromNib()`.
            var declaresAwakeFromNib = false
        }

        /// What lies above a class whose superclass is written `superclass`; nil when the chain
        /// does not end at an instantiable framework class through reachable classes.
        func chain(above superclass: String?, qualifiedName: String) -> Above? {
            var visited: Set<String> = [qualifiedName]
            return chain(above: superclass, qualifiedName: qualifiedName, visited: &visited)
        }

        private func chain(above superclass: String?, qualifiedName: String, visited: inout Set<String>) -> Above? {
            guard let written = superclass else { return nil }
            let scopes = InterfaceBuilderDeclarations.DeclaredClass.scopes(enclosing: qualifiedName)
            guard let (name, ancestor) = hierarchy.lookUp(written, from: scopes) else {
                let simpleName = written.split(separator: ".").last.map(String.init) ?? written
                return InterfaceBuilderInstantiation.instantiableBases.contains(simpleName)
                    ? Above(isFrameworkClass: true, subclassesMake: true) : nil
            }
            guard ancestor.isReachable, ancestor.initializers != .generic, ancestor.initializers != .unnamed, visited.insert(name).inserted,
                  let above = chain(above: ancestor.superclass, qualifiedName: name, visited: &visited) else { return nil }
            return Above(isFrameworkClass: false,
                         subclassesMake: ancestor.initializers.letsSubclassesMakeWithoutArguments(superclassDoes: above.subclassesMake),
                         declaresAwakeFromNib: above.declaresAwakeFromNib || ancestor.declaresAwakeFromNib)
        }
    }
}
