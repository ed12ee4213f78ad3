/// What is wrong with an asset catalog: the file (a `Contents.json`, an image file or a folder),
/// the element inside it when there is one (a key path such as `colors[1].color.components.red`),
/// and the problem, which quotes the value found and says what was expected, e.g.
/// `…/Brand.colorset/Contents.json: colors[0].color.components.red: "0x1FF" is not a component: expected a hexadecimal byte 0x00…0xFF`.
public struct AssetCatalogError: Error, CustomStringConvertible, Equatable, Sendable {
    public let file: String
    public let element: String?
    public let problem: String

    public init(file: String, element: String? = nil, problem: String) {
        self.file = file
        self.element = element
        self.problem = problem
    }

    public var description: String {
        if let element { return "\(file): \(element): \(problem)" }
        return "\(file): \(problem)"
    }
}
