/// A storyboard or xib as Xcode saves it (`.storyboard`, `.xib`: XML, not the compiled
/// `.storyboardc`/`.nib`), checked to be a Cocoa Touch document of the version Xcode has written
/// since Xcode 5, with its objects indexed by id.
public struct InterfaceBuilderDocument: Sendable {
    public enum Kind: Sendable, Equatable {
        case storyboard
        case xib
    }

    public let path: String
    public let kind: Kind
    public let root: MarkupElement
    /// The `initialViewController` id of a storyboard.
    public let initialViewControllerID: String?
    /// Every element that has an `id`, by id.
    public let elementsByID: [String: MarkupElement]

    /// Reads and checks the document at `path`.
    public static func read(contentsOf path: String) throws(InterfaceBuilderError) -> InterfaceBuilderDocument {
        let root: MarkupElement
        do {
            root = try MarkupReader.read(contentsOf: path)
        } catch {
            throw InterfaceBuilderError(file: path, line: error.line, elementID: nil, problem: error.problem + (error.line > 0 ? " (column \(error.column))" : ""))
        }
        return try InterfaceBuilderDocument(root: root, path: path)
    }

    public init(root: MarkupElement, path: String) throws(InterfaceBuilderError) {
        self.path = path
        self.root = root
        guard root.name == "document" else {
            throw InterfaceBuilderError(file: path, line: root.line, elementID: nil,
                                        problem: "the root element is <\(root.name)>, expected <document> (a storyboard or xib saved by Xcode 5 or later)")
        }
        switch root["type"] {
        case "com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB": kind = .storyboard
        case "com.apple.InterfaceBuilder3.CocoaTouch.XIB": kind = .xib
        case let other:
            throw InterfaceBuilderError(file: path, line: root.line, elementID: nil,
                                        problem: "document type \(other.map { "\"\($0)\"" } ?? "missing"), expected an iOS storyboard or xib (com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB or …CocoaTouch.XIB)")
        }
        guard root["version"] == "3.0" else {
            throw InterfaceBuilderError(file: path, line: root.line, elementID: nil,
                                        problem: "document version \(root["version"].map { "\"\($0)\"" } ?? "missing"), expected \"3.0\" (what Xcode 5 and later write)")
        }
        initialViewControllerID = root["initialViewController"]
        var byID: [String: MarkupElement] = [:]
        root.forEachDescendant { element in
            // A constraint's or segue's id is its own; the first element of an id wins, as ids are unique.
            if let id = element["id"], byID[id] == nil { byID[id] = element }
        }
        elementsByID = byID
    }

    /// The scenes' top objects that are view controllers (the first object of each scene other than
    /// placeholders), in document order.
    public var viewControllerElements: [MarkupElement] {
        guard let scenes = root.child(named: "scenes") else { return [] }
        return scenes.children(named: "scene").compactMap { scene in
            scene.child(named: "objects")?.children.first { !InterfaceBuilderDocument.nonControllerNames.contains($0.name) }
        }
    }

    /// The view controller with `storyboardIdentifier` `identifier`.
    public func viewControllerElement(withIdentifier identifier: String) -> MarkupElement? {
        viewControllerElements.first { $0["storyboardIdentifier"] == identifier }
    }

    /// A xib's top-level objects other than placeholders, in document order.
    public var topLevelObjects: [MarkupElement] {
        root.child(named: "objects")?.children.filter { $0.name != "placeholder" } ?? []
    }

    /// The named colours a document's `<resources>` declares (`<namedColor name="Brand">`).
    public func namedColorElement(_ name: String) -> MarkupElement? {
        root.child(named: "resources")?.children(named: "namedColor").first { $0["name"] == name }
    }

    /// Elements a scene's `<objects>` holds beside its controller.
    static let nonControllerNames: Set<String> = ["placeholder", "exit", "customObject"]
}

extension InterfaceBuilderDocument {
    /// The other objects of the scene whose controller is `controller` (gesture recognizers,
    /// custom objects), without placeholders.
    public func sceneObjects(besides controller: MarkupElement) -> [MarkupElement] {
        guard let id = controller["id"], let scenes = root.child(named: "scenes") else { return [] }
        for scene in scenes.children(named: "scene") {
            guard let objects = scene.child(named: "objects"), objects.children.contains(where: { $0["id"] == id }) else { continue }
            return objects.children.filter { $0["id"] != id && $0.name != "placeholder" && $0.name != "exit" }
        }
        return []
    }
}
