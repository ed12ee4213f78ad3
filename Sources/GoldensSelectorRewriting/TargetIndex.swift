import SwiftParser
import SwiftSyntax

/// What the rewrite of one file needs to know about the other files of its target, gathered by
/// the plugin's index pass over all of them (`GoldensSelectorsTool --index`):
///
/// - the `@objc optional` requirements they declare (a call `delegate?.menuDidClose?()` is
///   rewritten only for a requirement known to be optional);
/// - their classes, each with its superclass and whether it gets Interface Builder members, so
///   a subclass in another file knows whether to override them (see `ClassHierarchy`);
/// - the Interface Builder members declared in extensions of those classes, which the class's
///   generated members include.
public struct TargetIndex: Equatable, Sendable {
    /// The full names (`menu(_:didSelect:)`) of the optional method requirements, and the names
    /// of the optional read-only property requirements.
    public var optionalRequirements: Set<String> = []
    /// By qualified name; a name declared in two files (private classes) is not kept.
    private(set) var classes: [String: IndexedClass] = [:]
    /// The members of extensions at file scope, by the extended type's qualified name, in the
    /// order the files were added.
    private(set) var extensionMembers: [String: [InterfaceBuilderMember]] = [:]
    /// What the classes of the target override (see `OverriddenMembers`).
    public var overriddenMembers: Set<String> = []
    /// Overrides in extensions of classes declared in other files, by the class's qualified
    /// name (see `ExtensionForwarding`).
    private(set) var forwards: [String: [ExtensionForwarding.Forward]] = [:]
    /// Members of extensions of UIKit classes that the target's classes override (see
    /// `ExtensionMemberDispatch`).
    private(set) var dispatchSummary = ExtensionMemberDispatch.Summary()
    private var namesDeclaredTwice: Set<String> = []

    struct IndexedClass: Equatable, Sendable {
        let superclass: String?
        /// Declared where members can be generated into it (see `InterfaceBuilderDeclarations`).
        let isReachable: Bool
        /// With Interface Builder members in its own body.
        let hasOwnMembers: Bool
        /// With `@objc` methods or properties in its own body (and no Interface Builder members).
        var hasObjCMembers = false
        let path: String
        /// Whether its own body lets it be made with no arguments.
        var initializers: InitializerSummary = .inherited
        /// Whether its own body declares `awakeFromNib()`.
        var declaresAwakeFromNib = false
        /// The Objective-C names of its own actions and `@objc` methods, which a selector made
        /// from a name alone reaches.
        var selectorNames: [String] = []
    }

    public init() {}

    /// The index of `files`, each read once.
    public init(files: [(path: String, source: String)]) {
        for file in files { add(source: file.source, path: file.path) }
    }

    public mutating func add(source: String, path: String) {
        guard BracketNesting(of: source).tooDeepAt == nil else { return }
        let file = Parser.parse(source: source)
        add(file, path: path)
    }

    mutating func add(_ file: SourceFileSyntax, path: String) {
        optionalRequirements.formUnion(OptionalRequirement.names(in: file))
        overriddenMembers.formUnion(OverriddenMembers.names(in: file))
        dispatchSummary.merge(ExtensionMemberDispatch.Summary(file))
        let locations = Self.lazyLocations(file, path)
        for (forward, _) in ExtensionForwarding.find(in: file, path: path, classes: ExtensionOverride.classes(in: file), locations: locations) {
            forwards[forward.className, default: []].append(forward)
        }
        add(InterfaceBuilderDeclarations(file: file, path: path, locations: locations), path: path)
    }

    /// `preferred`: the file's classes replace those of other files with their names (in the
    /// rewrite of the file itself, where its private classes are the ones its names mean).
    private mutating func add(_ declarations: InterfaceBuilderDeclarations, path: String, preferred: Bool = false) {
        for declared in declarations.classes {
            let indexed = IndexedClass(
                superclass: declared.superclass, isReachable: declared.isReachable, hasOwnMembers: declared.members.contains(where: \.isInterfaceBuilder),
                hasObjCMembers: !declared.members.isEmpty && !declared.members.contains(where: \.isInterfaceBuilder), path: path,
                initializers: declared.isPrivateMemberType ? .unnamed : declared.initializers,
                declaresAwakeFromNib: declared.awakeFromNib != nil, selectorNames: declared.members.filter { $0.kind == .action || $0.kind == .objcMethod }.map(\.key))
            if preferred {
                classes[declared.qualifiedName] = indexed
            } else {
                add(declared.qualifiedName, indexed)
            }
        }
        for extensionDecl in declarations.extensions {
            // A private member can be used only by a class in the same file.
            let sameFile = declarations.classes.contains { $0.qualifiedName == extensionDecl.qualifiedName }
            let usable = extensionDecl.members.filter { sameFile || !$0.isFilePrivate }.map { member in
                // What the index holds is usable where it is used; the file itself reads its own.
                var usable = member
                usable.isFilePrivate = false
                return usable
            }
            if !usable.isEmpty { extensionMembers[extensionDecl.qualifiedName, default: []] += usable }
        }
    }

    /// The index with `path`'s classes and extension members as `declarations` has them, which
    /// the rewrite of that file reads fresh (and which an index made without the file lacks).
    func replacing(_ path: String, with declarations: InterfaceBuilderDeclarations) -> TargetIndex {
        var index = self
        index.classes = index.classes.filter { $0.value.path != path }
        index.extensionMembers = index.extensionMembers.mapValues { $0.filter { $0.path != path } }.filter { !$0.value.isEmpty }
        index.add(declarations, path: path, preferred: true)
        return index
    }

    /// The class of that qualified name, if one file of the target declares it.
    func declaredClass(_ qualifiedName: String) -> IndexedClass? { classes[qualifiedName] }

    /// The index with `file`'s own extension members and overrides added to what the dispatch
    /// of extension members knows (an index made without the file lacks them).
    func addingDispatchSummary(of file: SourceFileSyntax) -> TargetIndex {
        var index = self
        index.dispatchSummary.merge(ExtensionMemberDispatch.Summary(file))
        return index
    }

    /// The forwarding members other files' extensions ask the class `qualifiedName` for.
    func forwards(to qualifiedName: String) -> [ExtensionForwarding.Forward] { forwards[qualifiedName] ?? [] }

    /// Whether some class of the target answers the selector `name` by name: it or an extension
    /// of it declares an action or an `@objc` method of that Objective-C name, and it gets the
    /// generated members that list them.
    func sendsByName(_ name: String) -> Bool {
        classes.contains { qualifiedName, declared in
            declared.isReachable && (declared.selectorNames.contains(name)
                || extensionMembers[qualifiedName]?.contains { ($0.kind == .action || $0.kind == .objcMethod) && $0.key == name } == true)
        }
    }

    private mutating func add(_ name: String, _ declared: IndexedClass) {
        if classes[name] != nil || namesDeclaredTwice.contains(name) {
            classes[name] = nil
            namesDeclaredTwice.insert(name)
        } else {
            classes[name] = declared
        }
    }

    /// A converter made on first use: most files have no Interface Builder members.
    static func lazyLocations(_ file: SourceFileSyntax, _ path: String) -> () -> SourceLocationConverter {
        var made: SourceLocationConverter?
        return {
            if let made { return made }
            let converter = SourceLocationConverter(fileName: path, tree: file)
            made = converter
            return converter
        }
    }

    // MARK: The index file
    //
    // One entry per line, its fields separated by tabs (a backslash, tab or line break inside a
    // field is escaped):
    //
    //     optional  menu(_:didSelect:)
    //     class     Menu.Controller  UIViewController  members|objc|none|unreachable
    //               inherited|init()|private init()|init(…)|generic|unnamed  awakeFromNib|-  /path/Menu.swift  [selector]…
    //     member    Card  property|action  key  name  /path/Card+Actions.swift  12  [label  type]…
    //     overridden  viewWillAppear(_:)
    //     forward   Card  /path/Card+Layout.swift  12  override func viewWillAppear(_ animated: Bool) { … }
    //     extensionMember  showDrawer(_:)  UIViewController
    //     overrides  DrawerController  showDrawer(_:)
    //     extensionOverride  UINavigationController  topBarHeight
    //     classDeclares  setUp()
    //
    // A line without a tab is an optional requirement's name, as the index file used to hold.

    public init(serialized text: String) {
        for line in text.split(whereSeparator: \.isNewline) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map { Self.unescaped(String($0)) }
            switch fields.first {
            case "optional" where fields.count == 2:
                optionalRequirements.insert(fields[1])
            case "class" where fields.count >= 7:
                add(fields[1], IndexedClass(superclass: fields[2].isEmpty ? nil : fields[2], isReachable: fields[3] != "unreachable",
                                            hasOwnMembers: fields[3] == "members", hasObjCMembers: fields[3] == "objc", path: fields[6],
                                            initializers: InitializerSummary(rawValue: fields[4]) ?? .onlyWithArguments,
                                            declaresAwakeFromNib: fields[5] == "awakeFromNib", selectorNames: Array(fields[7...])))
            case "member" where fields.count >= 7 && fields.count % 2 == 1:
                guard let kind = InterfaceBuilderMember.Kind(rawValue: fields[2]), let line = Int(fields[6]) else { continue }
                let parameters = stride(from: 7, to: fields.count, by: 2).map { (label: fields[$0], type: fields[$0 + 1]) }
                extensionMembers[fields[1], default: []].append(InterfaceBuilderMember(
                    kind: kind, key: fields[3], name: fields[4], labels: parameters.map { $0.label == "_" ? nil : $0.label },
                    parameterTypes: parameters.map(\.type), path: fields[5], line: line))
            case "overridden" where fields.count == 2:
                overriddenMembers.insert(fields[1])
            case "forward" where fields.count == 5:
                guard let line = Int(fields[3]) else { continue }
                forwards[fields[1], default: []].append(ExtensionForwarding.Forward(className: fields[1], member: fields[4],
                                                                                    path: fields[2], line: line))
            case "extensionMember" where fields.count == 3:
                dispatchSummary.extensionMembers[fields[1], default: []].insert(fields[2])
            case "overrides" where fields.count == 3:
                dispatchSummary.classOverrides[fields[1], default: []].insert(fields[2])
            case "extensionOverride" where fields.count == 3:
                dispatchSummary.extensionOverrides[fields[1], default: []].insert(fields[2])
            case "classDeclares" where fields.count == 2:
                dispatchSummary.classDeclaredMembers.insert(fields[1])
            case _ where fields.count == 1 && !line.isEmpty:
                optionalRequirements.insert(String(line))
            default:
                continue
            }
        }
    }

    /// The index as its file holds it, in a stable order.
    public var serialized: String {
        var lines = optionalRequirements.sorted().map { Self.line(["optional", $0]) }
        for (name, declared) in classes.sorted(by: { $0.key < $1.key }) {
            let members = !declared.isReachable ? "unreachable" : declared.hasOwnMembers ? "members" : declared.hasObjCMembers ? "objc" : "none"
            lines.append(Self.line(["class", name, declared.superclass ?? "", members, declared.initializers.rawValue,
                                    declared.declaresAwakeFromNib ? "awakeFromNib" : "-", declared.path] + declared.selectorNames))
        }
        for (name, members) in extensionMembers.sorted(by: { $0.key < $1.key }) {
            for member in members {
                let parameters = zip(member.labels, member.parameterTypes).flatMap { [$0 ?? "_", $1] }
                let fields = ["member", name, member.kind.rawValue, member.key, member.name, member.path, String(member.line)]
                lines.append(Self.line(fields + parameters))
            }
        }
        lines += overriddenMembers.sorted().map { Self.line(["overridden", $0]) }
        for (name, forwards) in forwards.sorted(by: { $0.key < $1.key }) {
            for forward in forwards {
                lines.append(Self.line(["forward", name, forward.path, String(forward.line), forward.member]))
            }
        }
        for (key, types) in dispatchSummary.extensionMembers.sorted(by: { $0.key < $1.key }) {
            lines += types.sorted().map { Self.line(["extensionMember", key, $0]) }
        }
        for (name, keys) in dispatchSummary.classOverrides.sorted(by: { $0.key < $1.key }) {
            lines += keys.sorted().map { Self.line(["overrides", name, $0]) }
        }
        for (name, keys) in dispatchSummary.extensionOverrides.sorted(by: { $0.key < $1.key }) {
            lines += keys.sorted().map { Self.line(["extensionOverride", name, $0]) }
        }
        lines += dispatchSummary.classDeclaredMembers.sorted().map { Self.line(["classDeclares", $0]) }
        return lines.map { $0 + "\n" }.joined()
    }

    private static func line(_ fields: [String]) -> String {
        fields.map(escaped).joined(separator: "\t")
    }

    private static func escaped(_ field: String) -> String {
        var result = ""
        for character in field {
            switch character {
            case "\\": result += "\\\\"
            case "\t": result += "\\t"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\r\n": result += "\\r\\n"
            default: result.append(character)
            }
        }
        return result
    }

    private static func unescaped(_ field: String) -> String {
        guard field.contains("\\") else { return field }
        var result = ""
        var escaping = false
        for character in field {
            if escaping {
                switch character {
                case "t": result += "\t"
                case "n": result += "\n"
                case "r": result += "\r"
                default: result.append(character)
                }
                escaping = false
            } else if character == "\\" {
                escaping = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
