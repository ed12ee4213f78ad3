/// Why `goldens doctor` could not look at an app at all: a path that does not exist, a compiler
/// or module it cannot find, a compiler that failed before reading the app's files. Each names
/// the path or command and says what was expected.
public struct DoctorError: Error, Sendable, Equatable, CustomStringConvertible {
    public let path: String
    public let problem: String

    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    public var description: String { "\(path): \(problem)" }
}
