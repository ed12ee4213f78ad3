
/// The rewritten text, and what the rewrite could not make work.
public struct RewrittenFile: Equatable, Sendable {
    public let text: String
    public let warnings: [RewriteWarning]
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

    init(file: SourceFileSyntax, path: String) {
        self.file = file
        self.path = path
        methods = MethodIndex(file)
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        if ObjCAttribute.isRemoved(node) { edits.append(ObjCAttribute.removal(of: node)) }
        return .skipChildren
    }