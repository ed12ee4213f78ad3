import SwiftSyntax

/// Apps give every view of a kind an inspectable in an extension of UIKit's class
/// (`extension UIView { @IBInspectable var cornerRadius: CGFloat { … } }`) and set it from their
/// storyboards. No member can be written into UIKit's class, so for each such class the target
/// gains one table, at the end of one of its files, that GoldensUIKit's loader finds by the
/// class's name when a key is none of the object's own:
///
/// ```swift
/// final class InterfaceBuilderExtension_UIView: InterfaceBuilderExtensionMembers {
///     @MainActor static func interfaceBuilderSetValue(_ value: Any?, forKey key: String, of object: AnyObject) -> Bool {
///         guard let object = object as? UIView else { return false }
///         switch key { case "cornerRadius": return InterfaceBuilderProperty.assign(&object.cornerRadius, value)
///         default: return false
///         }
///     }
/// }
/// ```
///
/// The table lists the outlets and inspectables of every file's extensions of the class (through
/// the target's index); the first of those files, in path order, writes it, so the name is
/// declared once. A file's private members are listed only when it writes the table. Actions in
/// such extensions are not reached (a warning says so).
struct InterfaceBuilderExtensionMembers {
    /// The tables this file writes, to add after its last line.
    private(set) var text = ""
    private(set) var warnings: [(node: Syntax, message: String)] = []

    /// The prefix of each table's name, before the class's own.
    static let tablePrefix = "InterfaceBuilderExtension_"

    init(_ declarations: InterfaceBuilderDeclarations, index: TargetIndex, path: String) {
        var writtenTypes: Set<String> = []
        for extensionDecl in declarations.extensions where Self.isFrameworkClass(extensionDecl.qualifiedName, index: index) {
            for (member, name) in extensionDecl.found where member.kind == .action {
                warnings.append((Syntax(name), "a storyboard cannot reach this action: it is declared in an extension of "
                    + "\(extensionDecl.qualifiedName), a class of UIKit's; declare it in a subclass"))
            }
            let type = extensionDecl.qualifiedName
            guard writtenTypes.insert(type).inserted else { continue }
            let own = declarations.extensions.filter { $0.qualifiedName == type }.flatMap(\.members).filter { $0.kind == .property }
            let others = (index.extensionMembers[type] ?? []).filter { $0.path != path && $0.kind == .property }
            guard !own.isEmpty, let writer = (own + others).map(\.path).min(), writer == path else { continue }
            text += Self.table(for: type, members: own + others)
        }
    }

    /// Whether extensions of `name` need a table: a UIKit class the target does not declare.
    static func isFrameworkClass(_ name: String, index: TargetIndex) -> Bool {
        index.declaredClass(name) == nil && ClassHierarchy.isAppleClass(name)
    }

    private static func table(for type: String, members: [InterfaceBuilderMember]) -> String {
        let simpleName = type.split(separator: ".").last.map(String.init) ?? type
        var seen: Set<String> = []
        let cases = members.filter { seen.insert($0.key).inserted }
        var lines = ReportedLines()
        // A class: the runtime finds classes by name, not enums.
        lines.append("final class \(tablePrefix)\(simpleName): InterfaceBuilderExtensionMembers {", at: nil)
        lines.append("    @MainActor static func interfaceBuilderSetValue(_ value: Any?, forKey key: String, of object: AnyObject) -> Bool {", at: nil)
        lines.append("        guard let object = object as? \(type) else { return false }", at: nil)
        for (offset, member) in cases.enumerated() {
            let keyword = offset == 0 ? "switch key { case " : "case "
            lines.append("        " + keyword + "\"" + member.key + "\": return InterfaceBuilderProperty.assign(&object.\(member.name), value)",
                         at: .init(path: member.path, line: member.line))
        }
        lines.append("        default: return false", at: nil)
        lines.append("        }", at: nil)
        lines.append("    }", at: nil)
        lines.append("}", at: nil)
        return lines.text
    }
}
