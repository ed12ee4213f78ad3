import SwiftSyntax

/// An outlet, outlet collection, inspectable property or action a storyboard or nib reaches by
/// name, as `InterfaceBuilderConnections` writes it into its class.
struct InterfaceBuilderMember: Equatable, Sendable {
    enum Kind: String, Sendable {
        case property
        case action
        /// An `@objc` method: no document names it, but a selector made from its name (a string,
        /// or `#selector` on an expression of a type the file does not tell) is sent through the
        /// same table, as the Objective-C runtime finds any `@objc` method by name. Nothing is
        /// reported about those that cannot be listed.
        case objcMethod
        /// An `@objc` property: key-value coding (`setValue(_:forKey:)`, `setValuesForKeys`)
        /// sets it through the same table a storyboard's outlets go through.
        case objcProperty
    }

    let kind: Kind
    /// What the document names it by: the property's key ("nameLabel"), or the action's (or
    /// method's) Objective-C selector ("close:").
    let key: String
    /// The property's or method's name as written (backticks kept), which the generated code uses.
    let name: String
    /// An action's argument labels as written (nil for `_`) and parameter types, on one line each.
    let labels: [String?]
    let parameterTypes: [String]
    /// Where the member's name is written: each generated `case` is reported there.
    let path: String
    let line: Int
    /// Declared `private` or `fileprivate` (or in such an extension), so that only code in its
    /// own file can use it (a property: set it).
    var isFilePrivate = false

    /// "close(_:)", "done()": the method's full name, which overloads share.
    var fullName: String { MethodName.full(name, labels: labels) }

    /// An outlet, inspectable or action, which a document names (and so a warning is about).
    var isInterfaceBuilder: Bool { kind == .property || kind == .action }

    /// Set by key: an outlet, an inspectable or an `@objc` property.
    var isSettable: Bool { kind == .property || kind == .objcProperty }
}

enum MethodName {
    /// "close(_:)" for `close` with one unlabelled argument (backticks left out).
    static func full(_ baseName: String, labels: [String?]) -> String {
        baseName.strippingBackticks + "(" + labels.map { ($0?.strippingBackticks ?? "_") + ":" }.joined() + ")"
    }
}

/// What one file declares that storyboards connect to: its classes (each with its superclass,
/// access and Interface Builder members) and the Interface Builder members of its extensions.
///
/// Only what is declared unconditionally and can be named from file scope counts: a class inside a
/// function, in an extension of a generic type or under an `#if` within a type's body, and
/// members under an `#if` in a body, are left out (the generated code could name something the
/// compiler does not see), as are extensions inside an `#if`.
struct InterfaceBuilderDeclarations {
    struct DeclaredClass {
        /// "Menu.Controller" for `class Controller` declared in `enum Menu`.
        let qualifiedName: String
        /// The same with the backticks its names are written with, for writing it in code.
        let writtenQualifiedName: String
        /// The simple name as written, which the class's own body references it by.
        let name: String
        /// The superclass as written (`Base`, `UIKit.UIViewController`, `Menu.Base`), generic
        /// arguments left out; nil when the class inherits nothing.
        let superclass: String?
        let access: Access
        let members: [InterfaceBuilderMember]
        /// The full names of every method the body declares, for telling overloads.
        let methodNames: [String]
        let node: ClassDeclSyntax
        /// The closing brace of the declaration at file scope the class is in (itself when it is
        /// at file scope), after which an extension of it can be written; nil when the class
        /// cannot be reached from file scope (see the type's comment).
        let fileScopeClosingBrace: TokenSyntax?
        /// Whether its own body lets it be made with no arguments.
        let initializers: InitializerSummary

        /// The `awakeFromNib()` its own body declares, if any.
        var awakeFromNib: FunctionDeclSyntax? {
            node.memberBlock.members.lazy.compactMap { $0.decl.as(FunctionDeclSyntax.self) }.first {
                $0.name.text == "awakeFromNib" && $0.signature.parameterClause.parameters.isEmpty
            }
        }

        /// Whether members can be written into it: its body and the declaration at file scope
        /// around it are closed.
        var isReachable: Bool {
            fileScopeClosingBrace != nil && node.memberBlock.rightBrace.presence == .present
        }

        /// The scopes its superclass's name is looked up in, innermost first: "Menu", "".
        var enclosingScopes: [String] { Self.scopes(enclosing: qualifiedName) }

        /// Declared `private` inside a type: code at file scope (where a conformance goes)
        /// cannot name it.
        var isPrivateMemberType: Bool {
            qualifiedName.contains(".") && node.modifiers.contains { $0.name.tokenKind == .keyword(.private) }
        }

        static func scopes(enclosing qualifiedName: String) -> [String] {
            var parts = qualifiedName.split(separator: ".").dropLast().map(String.init)
            var scopes: [String] = []
            while !parts.isEmpty {
                scopes.append(parts.joined(separator: "."))
                parts.removeLast()
            }
            return scopes + [""]
        }
    }

    struct Extension {
        /// The extended type's qualified name, as `ExtensionOverride.qualifiedName(of:)` reads it.
        let qualifiedName: String
        /// Each member with its name as written, where a warning about it points.
        let found: [(member: InterfaceBuilderMember, name: TokenSyntax)]
        let methodNames: [String]
        let node: ExtensionDeclSyntax

        var members: [InterfaceBuilderMember] { found.map(\.member) }
    }

    /// The generated members' access: an override must be as visible as its class.
    enum Access: String {
        case open, `public`, package, `internal`

        /// "open ", "public ", or nothing.
        var modifier: String { self == .internal ? "" : rawValue + " " }
    }

    private(set) var classes: [DeclaredClass] = []
    private(set) var extensions: [Extension] = []
    /// Members no document can reach, with why (reported as warnings by the rewrite).
    private(set) var unreachable: [(node: Syntax, reason: String)] = []

    init(file: SourceFileSyntax, path: String, locations: @escaping () -> SourceLocationConverter) {
        let collector = TypeCollector(viewMode: .sourceAccurate)
        collector.walk(file)
        let reader = MemberReader(path: path, locations: locations)
        for node in collector.classes {
            guard let place = ClassPlace(node) else {
                if reader.hasInterfaceBuilderMembers(node.memberBlock) {
                    unreachable.append((Syntax(node.name), "a storyboard cannot reach the outlets and actions of a class declared in a function, "
                        + "in an extension of a generic type or under an #if inside a type; declare it at file scope or directly in a type"))
                }
                continue
            }
            let (found, skipped) = reader.members(of: node.memberBlock, filePrivate: false)
            unreachable += skipped
            classes.append(DeclaredClass(
                qualifiedName: place.qualifiedName, writtenQualifiedName: place.writtenQualifiedName, name: node.name.text,
                superclass: Self.superclass(of: node), access: Self.access(of: node), members: found.map(\.member),
                methodNames: reader.methodNames(in: node.memberBlock), node: node, fileScopeClosingBrace: place.fileScopeClosingBrace,
                initializers: InitializerSummary(node)))
        }
        for node in collector.extensions {
            guard let name = ExtensionOverride.qualifiedName(of: node) else { continue }
            let (found, skipped) = reader.members(of: node.memberBlock, filePrivate: MemberReader.isFilePrivate(node.modifiers))
            unreachable += skipped
            extensions.append(Extension(
                qualifiedName: name, found: found, methodNames: reader.methodNames(in: node.memberBlock), node: node))
        }
    }

    /// The first inherited type, which Swift requires to be the superclass when there is one. (A
    /// class that inherits only protocols cannot be told from one whose superclass is declared
    /// elsewhere: `ClassHierarchy` takes the protocol for a responder superclass.)
    private static func superclass(of node: ClassDeclSyntax) -> String? {
        guard let first = node.inheritanceClause?.inheritedTypes.first?.type else { return nil }
        var parts: [String] = []
        var type: TypeSyntax? = first
        while let current = type {
            if let member = current.as(MemberTypeSyntax.self) {
                parts.insert(member.name.text.strippingBackticks, at: 0)
                type = member.baseType
            } else if let identifier = current.as(IdentifierTypeSyntax.self) {
                parts.insert(identifier.name.text.strippingBackticks, at: 0)
                type = nil
            } else {
                return first.trimmedDescription
            }
        }
        return parts.joined(separator: ".")
    }

    /// The class's own access, or, without a modifier, the default its enclosing extension
    /// gives its members (`public extension Sheet { final class Detent … }` is public).
    private static func access(of node: ClassDeclSyntax) -> Access {
        if let own = explicitAccess(node.modifiers) { return own }
        var ancestor = node.parent
        while let current = ancestor, !current.is(SourceFileSyntax.self) {
            if let enclosing = current.asProtocol(DeclGroupSyntax.self) {
                guard enclosing.is(ExtensionDeclSyntax.self) else { return .internal }
                return explicitAccess(enclosing.modifiers) ?? .internal
            }
            ancestor = current.parent
        }
        return .internal
    }

    private static func explicitAccess(_ modifiers: DeclModifierListSyntax) -> Access? {
        for modifier in modifiers {
            switch modifier.name.tokenKind {
            case .keyword(.open): return .open
            case .keyword(.public): return .public
            case .keyword(.package): return .package
            default: continue
            }
        }
        return nil
    }
}

/// Where a class is declared, as far as its generated members need: its qualified name and the
/// declaration at file scope around it.
private struct ClassPlace {
    let qualifiedName: String
    let writtenQualifiedName: String
    let fileScopeClosingBrace: TokenSyntax?

    /// Nil for a class in a function, closure or accessor, in an extension of a generic or
    /// unusual type, or under an `#if` inside a type's body. An `#if` at file scope is fine: the
    /// class's extension goes right after the declaration, inside the same clause.
    init?(_ node: ClassDeclSyntax) {
        var parts = [node.name.text.strippingBackticks]
        var writtenParts = [node.name.text]
        var outermost: any DeclGroupSyntax = node
        var underConditionalCompilation = false
        var ancestor = node.parent
        while let current = ancestor {
            if current.is(SourceFileSyntax.self) {
                qualifiedName = parts.joined(separator: ".")
                writtenQualifiedName = writtenParts.joined(separator: ".")
                fileScopeClosingBrace = outermost.memberBlock.rightBrace.presence == .present ? outermost.memberBlock.rightBrace : nil
                return
            }
            if let type = current.asProtocol(NamedDeclSyntax.self), let group = current.asProtocol(DeclGroupSyntax.self),
               current.is(ClassDeclSyntax.self) || current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self)
                || current.is(ActorDeclSyntax.self) {
                if underConditionalCompilation { return nil }
                parts.insert(type.name.text.strippingBackticks, at: 0)
                writtenParts.insert(type.name.text, at: 0)
                outermost = group
            } else if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                guard !underConditionalCompilation, let name = ExtensionOverride.qualifiedName(of: extensionDecl),
                      let written = ExtensionOverride.qualifiedName(of: extensionDecl, asWritten: true) else { return nil }
                parts.insert(name, at: 0)
                writtenParts.insert(written, at: 0)
                outermost = extensionDecl
            } else if current.is(IfConfigDeclSyntax.self) || current.is(IfConfigClauseSyntax.self) || current.is(IfConfigClauseListSyntax.self) {
                underConditionalCompilation = true
            } else if !(current.is(MemberBlockItemSyntax.self) || current.is(MemberBlockItemListSyntax.self)
                || current.is(MemberBlockSyntax.self) || current.is(CodeBlockItemSyntax.self) || current.is(CodeBlockItemListSyntax.self)) {
                return nil
            }
            ancestor = current.parent
        }
        return nil
    }
}

/// Reads the Interface Builder members of one class body or extension.
private struct MemberReader {
    let path: String
    let locations: () -> SourceLocationConverter

    func hasInterfaceBuilderMembers(_ block: MemberBlockSyntax) -> Bool {
        block.members.contains { Self.marker(of: $0.decl).map { $0 != "@objc" } ?? false }
    }

    /// The members in the body's own list (not under an `#if`), and those skipped with why.
    /// `filePrivate`: the members of a `private` or `fileprivate` extension are.
    func members(of block: MemberBlockSyntax, filePrivate: Bool)
        -> ([(member: InterfaceBuilderMember, name: TokenSyntax)], [(node: Syntax, reason: String)]) {
        var members: [(member: InterfaceBuilderMember, name: TokenSyntax)] = []
        var skipped: [(Syntax, String)] = []
        for item in block.members {
            guard let marker = Self.marker(of: item.decl) else { continue }
            if let variable = item.decl.as(VariableDeclSyntax.self) {
                properties(variable, kind: marker == "@objc" ? .objcProperty : .property, marker: marker,
                           filePrivate: filePrivate || Self.isFilePrivate(variable.modifiers), into: &members, skipped: &skipped)
            } else if marker == "@objc" {
                if let function = item.decl.as(FunctionDeclSyntax.self), let member = objcMethod(function, filePrivate: filePrivate) {
                    members.append((member, function.name))
                }
            } else if let function = item.decl.as(FunctionDeclSyntax.self) {
                if let reason = Self.unsendableReason(function) {
                    skipped.append((Syntax(function.name), "a storyboard cannot send this action: \(reason)"))
                } else {
                    members.append((method(function, kind: .action, filePrivate: filePrivate), function.name))
                }
            }
        }
        return (members, skipped)
    }

    private func method(_ function: FunctionDeclSyntax, kind: InterfaceBuilderMember.Kind, filePrivate: Bool) -> InterfaceBuilderMember {
        let parameters = function.signature.parameterClause.parameters
        let selector = function.attributes.explicitObjCName
            ?? ObjCSelectorName.method(baseName: function.name.text.strippingBackticks, labels: parameters.map(\.argumentLabel))
        return InterfaceBuilderMember(
            kind: kind, key: selector, name: function.name.text, labels: parameters.map(\.writtenLabel),
            parameterTypes: parameters.map { SingleLine.text(of: $0.type) }, path: path, line: line(of: function.name),
            isFilePrivate: filePrivate || Self.isFilePrivate(function.modifiers))
    }

    /// An `@objc` method target-action can call, by name; nil for one it cannot (silently: no
    /// document asked for it) and for an override, which the overridden method's entry reaches
    /// (the method reference dispatches dynamically).
    private func objcMethod(_ function: FunctionDeclSyntax, filePrivate: Bool) -> InterfaceBuilderMember? {
        guard Self.unsendableReason(function) == nil,
              !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) else { return nil }
        return method(function, kind: .objcMethod, filePrivate: filePrivate)
    }

    /// The settable properties of a declaration, as members of `kind`. What cannot be set
    /// (static, constant, read-only) is skipped with why for an outlet or inspectable, which a
    /// document names; silently for an `@objc` property, which none does, and so is an `@objc`
    /// override (the overridden property's entry reaches it).
    private func properties(_ variable: VariableDeclSyntax, kind: InterfaceBuilderMember.Kind, marker: String, filePrivate: Bool,
                            into members: inout [(member: InterfaceBuilderMember, name: TokenSyntax)],
                            skipped: inout [(Syntax, String)]) {
        func skip(_ node: Syntax, _ reason: String) {
            if kind == .property { skipped.append((node, reason)) }
        }
        if variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
            return skip(Syntax(variable.bindingSpecifier), "a storyboard cannot set a static \(marker) property")
        }
        if kind == .objcProperty, variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) { return }
        if variable.bindingSpecifier.tokenKind == .keyword(.let) {
            return skip(Syntax(variable.bindingSpecifier), "a storyboard cannot set a constant: declare the \(marker) with var")
        }
        let explicitName = variable.bindings.count == 1 ? variable.attributes.explicitObjCName : nil
        for binding in variable.bindings {
            guard let identifier = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier else { continue }
            guard Self.isSettable(binding) else {
                skip(Syntax(identifier), "a storyboard cannot set a property without a setter")
                continue
            }
            members.append((InterfaceBuilderMember(
                kind: kind, key: explicitName ?? identifier.text.strippingBackticks, name: identifier.text,
                labels: [], parameterTypes: [], path: path, line: line(of: identifier), isFilePrivate: filePrivate), identifier))
        }
    }

    /// The full names of the methods the body declares (overloads make a plain method
    /// reference ambiguous).
    func methodNames(in block: MemberBlockSyntax) -> [String] {
        block.members.compactMap { item in
            item.decl.as(FunctionDeclSyntax.self).map { function in
                MethodName.full(function.name.text, labels: function.signature.parameterClause.parameters.map(\.writtenLabel))
            }
        }
    }

    private func line(of token: TokenSyntax) -> Int {
        locations().location(for: token.positionAfterSkippingLeadingTrivia).line
    }

    /// `private`, `fileprivate`, `private(set)` or `fileprivate(set)`.
    static func isFilePrivate(_ modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(.private) || $0.name.tokenKind == .keyword(.fileprivate) }
    }

    /// "@IBOutlet", "@IBInspectable" or "@IBAction" when the declaration carries one; "@objc" for
    /// a method or property with `@objc` (or `@objc(name)`) and none of them.
    static func marker(of decl: DeclSyntax) -> String? {
        let attributes: AttributeListSyntax
        let accepted: [String]
        if let variable = decl.as(VariableDeclSyntax.self) {
            attributes = variable.attributes
            accepted = ["IBOutlet", "IBInspectable", "objc"]
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            attributes = function.attributes
            accepted = ["IBAction", "objc"]
        } else {
            return nil
        }
        let names = attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription }
        return accepted.first(where: names.contains).map { "@" + $0 }
    }

    /// Stored (with or without observers), or computed with a setter.
    private static func isSettable(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case nil: return true
        case .getter?: return false
        case .accessors(let accessors)?:
            let setting: Set<TokenKind> = [
                .keyword(.set), .keyword(.willSet), .keyword(.didSet), .keyword(._modify), .keyword(.unsafeMutableAddress),
            ]
            return accessors.contains { setting.contains($0.accessorSpecifier.tokenKind) }
        }
    }

    /// Why target-action cannot call the method, which is also why UIKit would not accept it as
    /// an action; nil when it can.
    private static func unsendableReason(_ function: FunctionDeclSyntax) -> String? {
        if function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) || $0.name.tokenKind == .keyword(.class) }) {
            return "it is a static method"
        }
        if function.genericParameterClause != nil { return "it is generic" }
        if let effects = function.signature.effectSpecifiers, effects.asyncSpecifier != nil || effects.throwsClause != nil {
            return "it is async or throws"
        }
        let parameters = function.signature.parameterClause.parameters
        if parameters.count > 2 { return "an action takes at most two arguments (the sender and the event)" }
        if parameters.contains(where: { $0.ellipsis != nil || $0.type.as(AttributedTypeSyntax.self)?.specifiers.isEmpty == false }) {
            return "a variadic or inout parameter cannot be passed a sender"
        }
        return nil
    }
}

/// The classes and the extensions at file scope a file declares, in file order.
private final class TypeCollector: SyntaxVisitor {
    var classes: [ClassDeclSyntax] = []
    var extensions: [ExtensionDeclSyntax] = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        classes.append(node)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true { extensions.append(node) }
        return .visitChildren
    }
}

extension FunctionParameterSyntax {
    /// The label as written, backticks kept; nil for `_`.
    var writtenLabel: String? {
        firstName.tokenKind == .wildcard ? nil : firstName.text
    }
}
