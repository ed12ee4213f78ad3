/// What is wrong with a storyboard or xib, or with what it asks of the code: the file, the line,
/// the element's id when it has one, and the problem, e.g.
/// `Main.storyboard:41 (id "BYZ-38-t0r"): customClass "CardViewController" is no class in …`.
public struct InterfaceBuilderError: Error, CustomStringConvertible, Equatable, Sendable {
    public let file: String
    public let line: Int
    public let elementID: String?
    public let problem: String

    public init(file: String, line: Int, elementID: String?, problem: String) {
        self.file = file
        self.line = line
        self.elementID = elementID
        self.problem = problem
    }

    /// An error about `element` of the document at `file`.
    public init(file: String, element: MarkupElement, problem: String) {
        self.init(file: file, line: element.line, elementID: element["id"], problem: problem)
    }

    public var description: String {
        "\(file):\(line)\(elementID.map { " (id \"\($0)\")" } ?? ""): \(problem)"
    }
}
