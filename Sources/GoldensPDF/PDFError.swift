/// Why a PDF could not be drawn, naming the file and what was wrong or missing.
public struct PDFError: Error, CustomStringConvertible, Sendable {
    public let file: String
    public let problem: String

    public init(file: String, _ problem: String) {
        self.file = file
        self.problem = problem
    }

    public var description: String { "\(file): \(problem)" }
}
