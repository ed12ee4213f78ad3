import SwiftSyntax

/// An override written in an extension of a class declared in the same file, moved into the
/// class's body.
///
/// Objective-C lets an extension override an `@objc` method of a superclass, and UIKit code does
/// it often: a presentation controller's `containerViewWillLayoutSubviews` or a controller's
/// `viewWillTransition(to:with:)` sit in an `extension` next to the class. Swift without the
/// runtime refuses ("cannot be overridden from extension"), so the override goes to the end of
/// the class's body, between two `#sourceLocation` lines that keep the compiler reporting it at
/// its original file, line and column; the lines it left in the extension stay, empty, so every
/// other line keeps its number too. A member a subclass of the target overrides
/// (`OverriddenMembers`) moves the same way when its class declares it in an extension. An
/// override in an extension of a class declared in another file is forwarded to instead (see
/// `ExtensionForwarding`).
enum ExtensionOverride {
    /// For each class of `file` that has overrides in extensions of the same file: where its
    /// body's closing brace is, and the overrides, in file order. `overridden`: the members the
    /// target's classes override (`OverriddenMembers`); one of them declared in an extension
    /// moves too, since a subclass cannot override a member declared in an extension either.
    static func find(in file: SourceFileSyntax, overridden: Set<String> = [])
        -> [(closingBrace: TokenSyntax, overrides: [MemberBlockItemSyntax])] {
        let collector = ClassAndExtensionCollector(viewMode: .sourceAccurate)
        collector.walk(file)
        var found: [(TokenSyntax, [MemberBlockItemSyntax])] = []
        for (name, closingBrace) in collector.classes {
            let overrides = collector.extensions
                .filter { Self.qualifiedName(of: $0) == name }
                // Through an Array: a filtered syntax collection is a new tree, whose positions
                // are not the file's.
                .flatMap { Array($0.memberBlock.members).filter { isMovable($0, overridden: overridden) } }
            if !overrides.isEmpty { found.append((closingBrace, overrides)) }
        }
        return found
    }

    /// Whether a base member (not an override) moves out of an extension that conforms its
    /// class to a UIKit protocol and witnesses one of its requirements: there it was main-actor
    /// isolated by the conformance, as UIKit's protocols are, and it stays so in the class's body
    /// (so a subclass's override is too). The extension's other members were not isolated by
    /// it, and stay as they were, callable from the members left in the extension.
    private static func keepsMainActor(_ member: MemberBlockItemSyntax) -> Bool {
        let function = member.decl.as(FunctionDeclSyntax.self), variable = member.decl.as(VariableDeclSyntax.self)
        guard let modifiers = function?.modifiers ?? variable?.modifiers, !OverriddenMembers.isOverride(modifiers),
              let name = function.map(OptionalRequirement.fullName) ?? variable?.bindings.first?.pattern
                  .as(IdentifierPatternSyntax.self)?.identifier.text.strippingBackticks else { return false }
        var ancestor = member.parent
        while let current = ancestor, !current.is(ExtensionDeclSyntax.self) { ancestor = current.parent }
        guard let inherited = ancestor?.as(ExtensionDeclSyntax.self)?.inheritanceClause?.inheritedTypes else { return false }
        return inherited.contains { UIKitProtocolRequirements.members[$0.type.trimmedDescription]?.contains(name) == true }
    }

    /// The classes `file` declares at file scope or nested in types, with their bodies' closing braces.
    static func classes(in file: SourceFileSyntax) -> [(name: String, closingBrace: TokenSyntax)] {
        let collector = ClassAndExtensionCollector(viewMode: .sourceAccurate)
        collector.walk(file)
        return collector.classes
    }

    /// The same classes' declarations, by qualified name.
    static func classDeclarations(in file: SourceFileSyntax) -> [(name: String, node: ClassDeclSyntax)] {
        let collector = ClassAndExtensionCollector(viewMode: .sourceAccurate)
        collector.walk(file)
        return collector.classNodes
    }

    /// Functions, computed properties and subscripts marked `override`, and functions and
    /// properties that a class of the target overrides. Initializers stay: an extension cannot
    /// override one in Objective-C either.
    private static func isMovable(_ member: MemberBlockItemSyntax, overridden: Set<String>) -> Bool {
        let modifiers: DeclModifierListSyntax
        var key: String?
        if let function = member.decl.as(FunctionDeclSyntax.self) {
            modifiers = function.modifiers
            key = OptionalRequirement.fullName(of: function)
        } else if let variable = member.decl.as(VariableDeclSyntax.self) {
            modifiers = variable.modifiers
            key = OverriddenMembers.name(of: variable)
        } else if let subscriptDecl = member.decl.as(SubscriptDeclSyntax.self) {
            modifiers = subscriptDecl.modifiers
        } else {
            return false
        }
        if modifiers.contains(where: { $0.name.tokenKind == .keyword(.override) }) { return true }
        if modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }) { return false }
        return key.map(overridden.contains) ?? false
    }

    /// "Outer.Inner" for `extension Outer.Inner`; nil for a generic or otherwise unusual type.
    /// `asWritten`: with the backticks the names are written with, to write it in code.
    static func qualifiedName(of extensionDecl: ExtensionDeclSyntax, asWritten: Bool = false) -> String? {
        var parts: [String] = []
        var type: TypeSyntax? = extensionDecl.extendedType
        while let current = type {
            if let member = current.as(MemberTypeSyntax.self), member.genericArgumentClause == nil {
                parts.insert(asWritten ? member.name.text : member.name.text.strippingBackticks, at: 0)
                type = member.baseType
            } else if let identifier = current.as(IdentifierTypeSyntax.self), identifier.genericArgumentClause == nil {
                parts.insert(asWritten ? identifier.name.text : identifier.name.text.strippingBackticks, at: 0)
                type = nil
            } else {
                return nil
            }
        }
        return parts.joined(separator: ".")
    }

    /// The edits that move the overrides of one class: each override's own edits (attributes
    /// removed, selectors rewritten) applied to its text, the text removed from the extension,
    /// and the block to add before `closingBrace` (see `ClassBodyAdditions`), each override behind
    /// a `#sourceLocation` naming its line. Returns nil when an edit straddles an override's edge
    /// (a broken file), leaving that class as it was.
    static func moveEdits(
        closingBrace: TokenSyntax, overrides: [MemberBlockItemSyntax], edits: [SourceEdit],
        source: [UInt8], path: String, locations: SourceLocationConverter
    ) -> (removedFromEdits: [Int], removals: [SourceEdit], block: String)? {
        guard closingBrace.presence == .present else { return nil }
        let directive = SelectorRewriter.sourceLocation
        var block = ""
        var removed: [Int] = []
        var removals: [SourceEdit] = []
        for member in overrides {
            let start = member.positionAfterSkippingLeadingTrivia
            // The indentation goes with a member that starts its line, as it does with an
            // attribute removed there (`ObjCAttribute.removal`), whose edit must lie within.
            let indentationPieces = member.leadingTrivia.reversed().prefix(while: \.isSpaceOrTab)
            let startsLine = member.leadingTrivia.reversed().dropFirst(indentationPieces.count).first?.isNewline
                ?? (member.previousToken(viewMode: .sourceAccurate) == nil)
            let indentation = startsLine ? indentationPieces.reduce(0) { $0 + $1.sourceLength.utf8Length } : 0
            let range = start.advanced(by: -indentation)..<member.endPositionBeforeTrailingTrivia
            if range.contains(closingBrace.positionAfterSkippingLeadingTrivia) { return nil }
            var inner: [SourceEdit] = []
            for (index, edit) in edits.enumerated() {
                if edit.lies(within: range) && !(edit.range.isEmpty && edit.range.lowerBound == range.upperBound) {
                    inner.append(edit)
                    removed.append(index)
                } else if edit.overlaps(range) {
                    return nil
                }
            }
            let text = SourceEdit.apply(inner, to: source[range.lowerBound.utf8Offset..<range.upperBound.utf8Offset])
            let line = locations.location(for: start).line
            block += "\n" + directive(path, line) + (keepsMainActor(member) ? "@MainActor " : "") + String(decoding: text, as: UTF8.self)
            removals.append(SourceEdit(range: range, replacement: ""))
        }
        return (removed, removals, block)
    }
}

/// Text added at the end of class bodies: overrides moved out of extensions
/// (`ExtensionOverride`), then generated Interface Builder members
/// (`InterfaceBuilderConnections`), each piece starting with a line break. A class's additions
/// end with a `#sourceLocation` back to its closing brace's line, so the brace and every line
/// after it are reported where they were written.
struct ClassBodyAdditions {
    private var blocks: [(closingBrace: TokenSyntax, text: String)] = []

    mutating func add(_ text: String, before closingBrace: TokenSyntax) {
        if let index = blocks.firstIndex(where: { $0.closingBrace.id == closingBrace.id }) {
            blocks[index].text += text
        } else {
            blocks.append((closingBrace, text))
        }
    }

    /// The insertions, and the lines they add.
    func edits(path: String, locations: () -> SourceLocationConverter) -> (edits: [SourceEdit], insertedLines: Int) {
        var edits: [SourceEdit] = []
        var lines = 0
        for (closingBrace, text) in blocks {
            let closingLine = locations().location(for: closingBrace.positionAfterSkippingLeadingTrivia).line
            let block = text + "\n" + SelectorRewriter.sourceLocation(path, closingLine)
            edits.append(.insert(block, at: closingBrace.positionAfterSkippingLeadingTrivia))
            lines += block.lineBreakCount
        }
        return (edits, lines)
    }
}

/// The classes a file declares at file scope or nested in types (by qualified name, the first
/// of each name), and its extensions at file scope.
private final class ClassAndExtensionCollector: SyntaxVisitor {
    var classes: [(name: String, closingBrace: TokenSyntax)] = []
    var classNodes: [(name: String, node: ClassDeclSyntax)] = []
    var extensions: [ExtensionDeclSyntax] = []
    private var names: Set<String> = []

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = qualifiedName(of: node), names.insert(name).inserted {
            classes.append((name, node.memberBlock.rightBrace))
            classNodes.append((name, node))
        }
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.parent?.parent?.parent?.is(SourceFileSyntax.self) == true { extensions.append(node) }
        return .visitChildren
    }

    /// Only through type declarations and extensions up to the file: a class inside a function,
    /// a closure or an `#if` clause is left alone.
    private func qualifiedName(of node: ClassDeclSyntax) -> String? {
        var parts = [node.name.text.strippingBackticks]
        var ancestor = node.parent
        while let current = ancestor {
            if current.is(SourceFileSyntax.self) { return parts.joined(separator: ".") }
            if let type = current.asProtocol(NamedDeclSyntax.self),
               current.is(ClassDeclSyntax.self) || current.is(StructDeclSyntax.self) || current.is(EnumDeclSyntax.self) {
                parts.insert(type.name.text.strippingBackticks, at: 0)
            } else if let extensionDecl = current.as(ExtensionDeclSyntax.self) {
                guard let name = ExtensionOverride.qualifiedName(of: extensionDecl) else { return nil }
                parts.insert(name, at: 0)
            } else if !(current.is(MemberBlockItemSyntax.self) || current.is(MemberBlockItemListSyntax.self)
                || current.is(MemberBlockSyntax.self) || current.is(CodeBlockItemSyntax.self) || current.is(CodeBlockItemListSyntax.self)) {
                return nil
            }
            ancestor = current.parent
        }
        return nil
    }
}
