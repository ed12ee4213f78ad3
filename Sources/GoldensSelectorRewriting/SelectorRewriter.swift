import SwiftParser
import SwiftSyntax

/// Makes a UIKit file that uses `@objc` and `#selector` compile where Swift has no Objective-C
/// runtime (Linux), against GoldensUIKit's `Selector`:
///
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBAction`, `@IBOutlet` and
///   `@IBSegueAction` are removed (see `ObjCAttribute`);
/// - `#selector(handlePan(_:))` inside `class Card` becomes `Selector("handlePan:",
///   Card.handlePan(_:))`: the Objective-C name (selectors are equal by name) and an unapplied
///   method reference, through which target-action calls the method. `self.close` becomes
///   `Card.close`, an explicit `Other.method` stays, and a selector whose type the file does not
///   tell, or a `getter:`/`setter:` one, becomes `Selector("name")`, which compares, and is sent
///   by name to a target whose class lists the method (every `@objc` method is listed: see
///   `InterfaceBuilderConnections`);
/// - `@NSManaged var radius: CGFloat` gains accessors keeping its value (see `ManagedProperty`);
/// - `#keyPath(UIApplication.shared)` becomes the string it stands for, `"shared"` (see
///   `KeyPathString`);
/// - `register(Cell.self, forCellReuseIdentifier:)` and its collection-view kin gain the maker
///   that makes `Cell` (see `CellRegistration`);
/// - an `override` written in an extension of a class declared in the same file moves into the
///   class's body, as does a member declared in an extension that a subclass overrides (see
///   `ExtensionOverride`); one in an extension of a class another file declares is renamed and
///   forwarded to from the class's body (see `ExtensionForwarding`); a member of an extension of
///   a UIKit class that the target's classes override dispatches to their renamed overrides
///   (see `ExtensionMemberDispatch`); one in an extension of a UIKit class of a member that asks
///   the system for what no frame shows (the status bar's style) is renamed and left uncalled;
/// - `delegate?.window??` and `delegate!.window!!` unwrap the application delegate's window once
///   (see `ApplicationDelegateWindow`);
/// - `Timer.scheduledTimer(withTimeInterval:repeats:block:)` runs on the virtual clock (see
///   `VirtualTimerCall`), and `asyncAfter(deadline: .now() + d)` waits exactly `d` of it (see
///   `VirtualDeadlineCall`);
/// - `bundle.path(forResource:ofType:)` and `url(forResource:withExtension:)` also find the app's
///   files in the folders a test registers (see `BundleResourceCall`);
/// - `override func observeValue(forKeyPath:…)` answers key-value observing through a protocol
///   (see `KeyValueObserverRewrite`);
/// - a class with `@IBOutlet`, `@IBInspectable` or `@IBAction` members gains
///   `interfaceBuilderSetValue(_:forKey:)` and `interfaceBuilderAction(named:)`, through which a
///   storyboard sets its outlets and finds its actions by name (see
///   `InterfaceBuilderConnections`).
///
/// Every line stays at its line (a moved override is reported at its original line through
/// `#sourceLocation`, a generated member at the line of the outlet or action it names), and the
/// output starts with a `#sourceLocation` naming the original file, so the compiler reports
/// errors at the original file and line.
///
/// A file whose `[` nest deeper than Swift's parser gets through quickly (see `BracketNesting`)
/// is passed through unchanged, with a warning saying where.
public enum SelectorRewriter {
    /// - Parameter optionalRequirements: the full names (`menu(_:didSelect:)`) of the optional
    ///   requirements the other files of the target declare (see `optionalRequirements(in:)`);
    ///   the file's own are added.
    public static func rewrite(source: String, path: String, optionalRequirements: Set<String> = []) -> RewrittenFile {
        var index = TargetIndex()
        index.optionalRequirements = optionalRequirements
        return rewrite(source: source, path: path, index: index)
    }

    /// - Parameter index: what the target's other files declare (see `TargetIndex`); the file's
    ///   own declarations are read from `source`, whatever the index says about them.
    public static func rewrite(source: String, path: String, index: TargetIndex) -> RewrittenFile {
        let nesting = BracketNesting(of: source)
        if let (line, column) = nesting.tooDeepAt {
            let warning = RewriteWarning(
                path: path, line: line, column: column,
                message: "'[' nested \(nesting.depth) deep (more than \(BracketNesting.parsableDepth)) takes the Swift parser minutes, "
                    + "so this file is not rewritten: its @objc and #selector stay as written")
            return RewrittenFile(text: passThrough(source: source, path: path), warnings: [warning])
        }
        let file = Parser.parse(source: source)
        let locations = TargetIndex.lazyLocations(file, path)
        let declarations = InterfaceBuilderDeclarations(file: file, path: path, locations: locations)
        let fileIndex = index.replacing(path, with: declarations)
        let visitor = ObjCUsageVisitor(
            file: file, path: path,
            optionalRequirements: index.optionalRequirements.union(OptionalRequirement.names(in: file)).union(UIKitOptionalRequirements.methods),
            sendsByName: fileIndex.sendsByName)
        visitor.walk(file)
        var edits = visitor.edits + ApplicationDelegateWindow.edits(in: file) + VirtualTimerCall.edits(in: file) + VirtualDeadlineCall.edits(in: file)
            + BundleResourceCall.edits(in: file) + ClassLookupCall.edits(in: file)
        // Overrides moved out of extensions first, then the generated members, at the end of
        // each class's body.
        var additions = ClassBodyAdditions()
        let moves = ExtensionOverride.find(in: file, overridden: index.overriddenMembers.union(OverriddenMembers.names(in: file)))
        if !moves.isEmpty {
            let bytes = Array(source.utf8)
            for (closingBrace, overrides) in moves {
                guard let move = ExtensionOverride.moveEdits(
                    closingBrace: closingBrace, overrides: overrides, edits: edits, source: bytes, path: path, locations: locations()
                ) else { continue }
                edits = edits.enumerated().filter { !move.removedFromEdits.contains($0.offset) }.map(\.element) + move.removals
                additions.add(move.block, before: closingBrace)
            }
        }
        // Overrides in extensions of classes declared in other files: renamed here, forwarded to
        // from the class's body in its own file.
        let classes = ExtensionOverride.classes(in: file)
        for (forward, renames) in ExtensionForwarding.find(in: file, path: path, classes: classes, locations: locations)
        where ExtensionForwarding.applies(to: forward.className, from: path, index: fileIndex) {
            edits += renames
        }
        // Overrides in extensions of UIKit's classes: renamed, and named in a warning unless they
        // ask the system for what no frame shows.
        let uikitOverrides = ExtensionForwarding.uikitOverrideRenames(in: file, index: fileIndex)
        edits += uikitOverrides.edits
        // Members of extensions of UIKit classes that the target's classes override: dispatched.
        edits += ExtensionMemberDispatch.edits(in: file, index: fileIndex.addingDispatchSummary(of: file))
        // (Only for a class the index knows this file for, as the extension's file sees it.)
        for (name, closingBrace) in classes where index.declaredClass(name)?.path == path {
            var lines = ReportedLines()
            for forward in fileIndex.forwards(to: name) where forward.path != path {
                lines.append(forward.member, at: .init(path: forward.path, line: forward.line))
            }
            if !lines.text.isEmpty { additions.add(lines.text, before: closingBrace) }
        }
        let connections = InterfaceBuilderConnections(declarations, index: fileIndex, path: path, locations: locations)
        for (closingBrace, text) in connections.classBodies { additions.add(text, before: closingBrace) }
        edits += connections.edits
        let instantiation = InterfaceBuilderInstantiation(declarations, index: fileIndex, path: path, locations: locations)
        for (closingBrace, text) in instantiation.classBodies { additions.add(text, before: closingBrace) }
        edits += instantiation.edits
        let reusable = ReusableViewInstantiation(declarations, index: fileIndex, path: path, locations: locations)
        for (closingBrace, text) in reusable.classBodies { additions.add(text, before: closingBrace) }
        let extensionTables = InterfaceBuilderExtensionMembers(declarations, index: fileIndex, path: path)
        if !extensionTables.text.isEmpty {
            // After the last line, where it moves none.
            edits.append(.insert(extensionTables.text + "\n", at: file.endPosition))
        }
        // The generated members name GoldensUIKit's protocols, and a file may import only
        // Foundation: the import goes before the `#sourceLocation` line, where it moves no line.
        let generates = !(connections.classBodies.isEmpty && instantiation.classBodies.isEmpty && reusable.classBodies.isEmpty
            && extensionTables.text.isEmpty)
        let needsImport = generates && !ModuleImports(file).contains("GoldensUIKit")
        let (insertions, insertedLines) = additions.edits(path: path, locations: locations)
        edits += insertions
        var warnings = visitor.warnings
        for (node, message) in connections.warnings + extensionTables.warnings + uikitOverrides.warnings {
            let location = node.startLocation(converter: locations())
            warnings.append(RewriteWarning(path: path, line: location.line, column: location.column, message: message))
        }
        warnings.sort { ($0.line, $0.column) < ($1.line, $1.column) }
        return RewrittenFile(text: (needsImport ? "import GoldensUIKit\n" : "") + sourceLocation(path) + SourceEdit.apply(edits, to: source),
                             warnings: warnings, insertedLines: insertedLines + (needsImport ? 1 : 0))
    }

    /// The full names of the `@objc optional` method requirements `source` declares, which calls
    /// in the target's other files are rewritten for.
    public static func optionalRequirements(in source: String) -> Set<String> {
        guard BracketNesting(of: source).tooDeepAt == nil else { return [] }
        return OptionalRequirement.names(in: Parser.parse(source: source))
    }

    /// The file as it is, behind the same `#sourceLocation`: what to compile where the
    /// Objective-C runtime exists and `#selector` works natively.
    public static func passThrough(source: String, path: String) -> String {
        sourceLocation(path) + source
    }

    /// The line that makes the next one line `line` of `path`.
    static func sourceLocation(_ path: String, _ line: Int = 1) -> String {
        let escaped = String(path.flatMap { $0 == "\\" || $0 == "\"" ? ["\\", $0] : [$0] })
        return "#sourceLocation(file: \"\(escaped)\", line: \(line))\n"
    }
}

/// The rewritten text, and what the rewrite could not make work.
public struct RewrittenFile: Equatable, Sendable {
    public let text: String
    public let warnings: [RewriteWarning]
    /// The lines added besides the leading `#sourceLocation`, at the end of class bodies: overrides
    /// moved out of extensions (see `ExtensionOverride`) and generated Interface Builder members
    /// (see `InterfaceBuilderConnections`), with the `#sourceLocation` lines that report them at
    /// their original lines. Every other line of the original is at its line.
    public var insertedLines = 0
}

/// Something in the original file that compiles but will not work as on Apple platforms (a
/// selector that cannot be sent), or that will not compile (an `@objc optional` requirement).
public struct RewriteWarning: Equatable, Sendable, CustomStringConvertible {
    public let path: String
    public let line: Int
    public let column: Int
    public let message: String

    /// "path:line:column: warning: message", the form compilers print and IDEs pick up.
    public var description: String { "\(path):\(line):\(column): warning: \(message)" }
}

/// Collects the edits and warnings for one file.
private final class ObjCUsageVisitor: SyntaxVisitor {
    private let file: SourceFileSyntax
    private let path: String
    private let methods: MethodIndex
    /// Made for the first warning only: most files have none.
    private lazy var locations = SourceLocationConverter(fileName: path, tree: file)
    private(set) var edits: [SourceEdit] = []
    private(set) var warnings: [RewriteWarning] = []
    private let optionalRequirements: Set<String>
    /// The `optional` modifiers `OptionalRequirement` made work, which need no warning.
    private var handledOptionals: Set<SyntaxIdentifier> = []

    /// Whether a class of the target answers a selector by name (see `TargetIndex.sendsByName`).
    private let sendsByName: (String) -> Bool

    init(file: SourceFileSyntax, path: String, optionalRequirements: Set<String>, sendsByName: @escaping (String) -> Bool) {
        self.file = file
        self.path = path
        self.optionalRequirements = optionalRequirements
        self.sendsByName = sendsByName
        methods = MethodIndex(file)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if ObjCAttribute.isRemoved(node) { edits.append(ObjCAttribute.removal(of: node)) }
        return .skipChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.optional) && !handledOptionals.contains(node.id) {
            warn(at: node, "an optional settable property or subscript requirement, or one in a protocol not declared at file scope, "
                + "needs the Objective-C runtime; without it Swift rejects it: declare it required with a default "
                + "implementation in a protocol extension instead")
        }
        return .skipChildren
    }

    /// An `@objc` protocol is class-bound (its conformers are Objective-C classes), and code
    /// relies on it: `weak var delegate: MenuDelegate?`. Without `@objc` it would not be, so it
    /// says so itself: `: AnyObject` is added on the same line.
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        if node.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "objc" }),
           let edit = ClassBound.edit(for: node) {
            edits.append(edit)
        }
        let optionals = OptionalRequirement.edits(for: node)
        if !optionals.isEmpty {
            edits += optionals
            for member in node.memberBlock.members {
                if let function = member.decl.as(FunctionDeclSyntax.self) {
                    for modifier in function.modifiers { handledOptionals.insert(modifier.id) }
                } else if let variable = member.decl.as(VariableDeclSyntax.self), OptionalRequirement.propertyName(of: variable) != nil {
                    for modifier in variable.modifiers { handledOptionals.insert(modifier.id) }
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        if let keyPath = KeyPathString.edit(for: node) {
            edits.append(keyPath)
            return .skipChildren
        }
        guard let selector = SelectorExpression(node, methods: methods) else { return .visitChildren }
        edits += selector.edits
        // A name some class of the target answers is sent by name, as the Objective-C runtime
        // sends it (see `InterfaceBuilderConnections`).
        if case .nameOnly(let name, let reason?) = selector.form, !sendsByName(name) {
            warn(at: node, "this #selector becomes Selector(\"\(name)\"), a name that compares equal but cannot be sent: \(reason), "
                + "and no class of the files the GoldensSelectors plugin rewrites declares an @objc method of that name")
        }
        return .skipChildren
    }

    /// The types that declared their `NSKeyValueObserving` conformance (see `KeyValueObserverRewrite`).
    private var observingTypes: Set<String> = []

    /// A storyboard makes a segue of the app's class by its metatype, which Swift allows only
    /// through a `required` initializer; the Objective-C runtime needs none. An override of
    /// `UIStoryboardSegue`'s initializer says `required` instead of `override` (the same line).
    override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind {
        let labels = node.signature.parameterClause.parameters.map(\.firstName.text)
        if labels == ["identifier", "source", "destination"],
           let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }),
           !node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.required) }) {
            edits.append(.replace(override.name, with: "required"))
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        edits += KeyValueObserverRewrite.edits(for: node, named: node.name.text, declaredTypes: &observingTypes)
        return .visitChildren
    }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        let name = node.extendedType.as(IdentifierTypeSyntax.self).flatMap { $0.genericArgumentClause == nil ? $0.name.text : nil }
        edits += KeyValueObserverRewrite.edits(for: node, named: name, declaredTypes: &observingTypes)
        return .visitChildren
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        edits += ManagedProperty.edits(for: node)
        return .visitChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let reads = OptionalRequirement.edits(for: node, known: optionalRequirements) { edits += reads }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let superCall = KeyValueObserverRewrite.edit(forSuperCall: node) {
            edits.append(superCall)
            return .skipChildren
        }
        if let edit = CellRegistration.edit(for: node) { edits.append(edit) }
        if let calls = OptionalRequirement.edits(for: node, known: optionalRequirements) { edits += calls }
        return .visitChildren
    }

    private func warn(at node: some SyntaxProtocol, _ message: String) {
        let location = node.startLocation(converter: locations)
        warnings.append(RewriteWarning(path: path, line: location.line, column: location.column, message: message))
    }
}

/// Makes a protocol class-bound where it is not already (`AnyObject`, `class`,
/// `NSObjectProtocol`, or `: AnyObject` after its name when it inherits nothing).
enum ClassBound {
    static let classBoundNames: Set<String> = ["AnyObject", "class", "NSObjectProtocol"]

    static func edit(for node: ProtocolDeclSyntax) -> SourceEdit? {
        guard let clause = node.inheritanceClause else {
            let end = node.primaryAssociatedTypeClause?.endPositionBeforeTrailingTrivia ?? node.name.endPositionBeforeTrailingTrivia
            return .insert(": AnyObject", at: end)
        }
        let inherited = clause.inheritedTypes.map { $0.type.trimmedDescription }
        guard !inherited.contains(where: classBoundNames.contains), let first = clause.inheritedTypes.first else { return nil }
        return .insert("AnyObject, ", at: first.positionAfterSkippingLeadingTrivia)
    }
}

/// The modules a file imports anywhere (under an `#if` too), by their first name.
private final class ModuleImports: SyntaxVisitor {
    private var modules: Set<String> = []

    init(_ file: SourceFileSyntax) {
        super.init(viewMode: .sourceAccurate)
        walk(file)
    }

    func contains(_ module: String) -> Bool { modules.contains(module) }

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        if let first = node.path.first { modules.insert(first.name.text) }
        return .skipChildren
    }

    // Imports stand at file scope or in `#if` clauses there, never inside a declaration's body.
    override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
