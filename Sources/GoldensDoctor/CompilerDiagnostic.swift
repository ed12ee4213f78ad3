/// One error the Swift compiler printed (`-diagnostic-style llvm`):
/// `path:line:column: error: message`. Notes and warnings are not kept: a file compiles when it
/// has no errors.
public struct CompilerDiagnostic: Sendable, Equatable, Codable {
    public let file: String
    public let line: Int
    public let column: Int
    public let message: String

    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// The errors in a compiler's output, in order, each once (the compiler repeats some), and
    /// the errors that name no file (a module that does not load).
    public static func errors(in output: String) -> (located: [CompilerDiagnostic], unlocated: [String]) {
        var located: [CompilerDiagnostic] = []
        var unlocated: [String] = []
        var seen: Set<String> = []
        for line in output.split(separator: "\n") {
            if line.hasPrefix("error: ") || line.hasPrefix("<unknown>:0: error: ") {
                unlocated.append(String(line.split(separator: "error: ", maxSplits: 1).last ?? line))
                continue
            }
            guard let marker = line.range(of: ": error: ") else { continue }
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let row = Int(place[place.count - 2]), let column = Int(place[place.count - 1]) else { continue }
            let file = place.dropLast(2).joined(separator: ":")
            let diagnostic = CompilerDiagnostic(file: file, line: row, column: column, message: String(line[marker.upperBound...]))
            if seen.insert("\(file):\(row):\(column):\(diagnostic.message)").inserted { located.append(diagnostic) }
        }
        return (located, unlocated)
    }
}
