/// A JSON value with the file it came from and its key path in that file
/// (`colors[1].color.components.red`), so every error about it can name both.
struct CatalogJSONNode {
    let value: CatalogJSONValue
    let file: String
    /// Empty for the root.
    let path: String

    /// An error about this value.
    func error(_ problem: String) -> AssetCatalogError {
        AssetCatalogError(file: file, element: path.isEmpty ? nil : path, problem: problem)
    }

    /// The value as a message quotes it.
    var shown: String { value.shown }

    // MARK: Objects

    /// Throws unless the value is an object; `what` says what the object is for.
    func requireObject(_ what: String = "an object") throws(AssetCatalogError) {
        guard case .object = value else { throw error("is \(shown), expected \(what)") }
    }

    /// The member `key` of this object, nil when absent. Throws when this is not an object.
    func member(_ key: String) throws(AssetCatalogError) -> CatalogJSONNode? {
        guard case .object(let members) = value else { throw error("is \(shown), expected an object") }
        guard let found = members.first(where: { $0.key == key }) else { return nil }
        return CatalogJSONNode(value: found.value, file: file, path: path.isEmpty ? key : "\(path).\(key)")
    }

    /// The string member `key`, nil when absent; another kind of value is an error.
    func string(_ key: String) throws(AssetCatalogError) -> String? {
        guard let node = try member(key) else { return nil }
        guard case .string(let text) = node.value else { throw node.error("is \(node.shown), expected a string") }
        return text
    }

    /// The `true` or `false` member `key`, nil when absent.
    func bool(_ key: String) throws(AssetCatalogError) -> Bool? {
        guard let node = try member(key) else { return nil }
        guard case .bool(let flag) = node.value else { throw node.error("is \(node.shown), expected true or false") }
        return flag
    }

    /// The object member `key`, nil when absent.
    func object(_ key: String) throws(AssetCatalogError) -> CatalogJSONNode? {
        guard let node = try member(key) else { return nil }
        try node.requireObject()
        return node
    }

    /// The elements of the array member `key`, nil when absent.
    func array(_ key: String) throws(AssetCatalogError) -> [CatalogJSONNode]? {
        guard let node = try member(key) else { return nil }
        guard case .array(let elements) = node.value else { throw node.error("is \(node.shown), expected an array") }
        return elements.enumerated().map { CatalogJSONNode(value: $1, file: file, path: "\(node.path)[\($0)]") }
    }
}
