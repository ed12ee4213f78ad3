/// One element of an XML document as Xcode saves Interface Builder files: its name, its
/// attributes in document order, its child elements and the character data directly inside it.
///
/// Not Foundation's `XMLElement` (which Linux keeps in FoundationXML, over libxml2): the files read
/// here are small, machine-written XML, and a reader of its own gives the same answers and the same
/// error positions on every platform.
public struct MarkupElement: Sendable {
    public let name: String
    /// The attributes as written, in order; names are unique within an element.
    public let attributes: [(name: String, value: String)]
    public internal(set) var children: [MarkupElement]
    /// The character data directly inside the element (entities and CDATA resolved), joined.
    public internal(set) var text: String
    /// The 1-based line of the element's `<`, for messages.
    public let line: Int

    init(name: String, attributes: [(name: String, value: String)], line: Int) {
        self.name = name
        self.attributes = attributes
        children = []
        text = ""
        self.line = line
    }

    public subscript(attribute: String) -> String? {
        for pair in attributes where pair.name == attribute { return pair.value }
        return nil
    }

    /// The children named `name`, in order.
    public func children(named name: String) -> [MarkupElement] {
        children.filter { $0.name == name }
    }

    /// The first child named `name`, and with `key` when given (`<rect key="frame">`).
    public func child(named name: String, key: String? = nil) -> MarkupElement? {
        children.first { $0.name == name && (key == nil || $0["key"] == key) }
    }

    /// The first child whose `key` attribute is `key`, whatever its name (`<view key="view">`,
    /// `<tableView key="view">`).
    public func child(key: String) -> MarkupElement? {
        children.first { $0["key"] == key }
    }

    /// Every element below this one, depth first, in document order.
    public func forEachDescendant(_ body: (MarkupElement) throws -> Void) rethrows {
        var pending: [MarkupElement] = children.reversed()
        while let element = pending.popLast() {
            try body(element)
            pending.append(contentsOf: element.children.reversed())
        }
    }
}
