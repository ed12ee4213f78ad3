/// Why a document is not well-formed XML, with the file, line and column where reading stopped.
public struct MarkupError: Error, CustomStringConvertible, Equatable, Sendable {
    public let file: String
    public let line: Int
    public let column: Int
    public let problem: String

    public var description: String { "\(file):\(line):\(column): \(problem)" }
}
