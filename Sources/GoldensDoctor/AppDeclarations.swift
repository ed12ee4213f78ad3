import Foundation

/// What the app's own files declare, read from their text (no compiler): every declared name,
/// each class's superclass, and which type encloses each line. It tells a name the app defines
/// from one UIKit should define, and finds the UIKit class a member was looked up on when the
/// compiler names the app's subclass (`CardController` has no member `topLayoutGuide`).
public struct AppDeclarations: Sendable {
    /// Names declared anywhere, apart from members marked `override` (they name what the
    /// superclass should have).
    public private(set) var names: Set<String> = []
    /// A class's first inherited type, as written (`UIViewController`, `BaseCard`, `NSObject`).
    public private(set) var superclasses: [String: String] = [:]
    /// Per file, the innermost type declaration or extension enclosing each line (1-based), nil
    /// at top level.
    private var enclosingTypes: [String: [String?]] = [:]

    public init() {}

    private static let declaration = try! NSRegularExpression(
        pattern: #"\b(?:func|var|let|class|struct|enum|protocol|typealias|associatedtype|case|actor|init)\s+`?([A-Za-z_][A-Za-z0-9_]*)"#)
    private static let classHeader = try! NSRegularExpression(
        pattern: #"\bclass\s+([A-Za-z_][A-Za-z0-9_]*)\s*(?:<[^>{]*>)?\s*:\s*([A-Za-z_][A-Za-z0-9_.]*)"#)
    private static let typeOpener = try! NSRegularExpression(
        pattern: #"\b(class|struct|enum|protocol|extension|actor)\s+([A-Za-z_][A-Za-z0-9_.]*)"#)

    /// Reads one file's declarations (`path` is how diagnostics name the file).
    public mutating func add(source: String, path: String) {
        var enclosing: [String?] = []
        var stack: [String?] = []
        var pending: String?
        for rawLine in source.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = Self.code(of: String(rawLine))
            enclosing.append(stack.last(where: { $0 != nil }) ?? nil)
            let range = NSRange(line.startIndex..., in: line)
            if !line.contains("override ") {
                for match in Self.declaration.matches(in: line, range: range) {
                    if let name = Range(match.range(at: 1), in: line) { names.insert(String(line[name])) }
                }
            }
            for match in Self.classHeader.matches(in: line, range: range) {
                if let name = Range(match.range(at: 1), in: line), let parent = Range(match.range(at: 2), in: line) {
                    superclasses[String(line[name])] = String(line[parent])
                }
            }
            // Braces in order, a type's name waiting for its opening brace.
            var cursor = line.startIndex
            let openers = Self.typeOpener.matches(in: line, range: range).compactMap { Range($0.range(at: 2), in: line) }
            var nextOpener = 0
            while cursor < line.endIndex {
                if nextOpener < openers.count, openers[nextOpener].lowerBound == cursor {
                    pending = String(line[openers[nextOpener]]).split(separator: ".").last.map(String.init)
                    cursor = openers[nextOpener].upperBound
                    nextOpener += 1
                    continue
                }
                switch line[cursor] {
                case "{": stack.append(pending); pending = nil
                case "}": if !stack.isEmpty { stack.removeLast() }
                default: break
                }
                cursor = line.index(after: cursor)
            }
        }
        enclosingTypes[path] = enclosing
    }

    /// The line without its comment and string literals, so braces and keywords in them do not count.
    static func code(of line: String) -> String {
        var result = ""
        var inString = false
        var previous: Character = " "
        for character in line {
            if inString {
                if character == "\"" && previous != "\\" { inString = false }
                result.append(" ")
            } else if character == "\"" {
                inString = true
                result.append(" ")
            } else if character == "/" && previous == "/" {
                result.removeLast()
                break
            } else {
                result.append(character)
            }
            previous = character
        }
        return result
    }

    /// The type declaration or extension around a line of a file.
    public func enclosingType(file: String, line: Int) -> String? {
        guard let lines = enclosingTypes[file], line >= 1, line <= lines.count else { return nil }
        return lines[line - 1]
    }

    /// The first class up `type`'s superclass chain that the app does not declare: the UIKit
    /// (or other framework) class it derives from, or the type itself when the app does not
    /// declare it; nil for an app type with no superclass.
    public func frameworkAncestor(of type: String) -> String? {
        var current = type
        var steps = 0
        while let parent = superclasses[current], steps < 64 {
            current = parent
            steps += 1
        }
        return names.contains(current) ? nil : current
    }
}
