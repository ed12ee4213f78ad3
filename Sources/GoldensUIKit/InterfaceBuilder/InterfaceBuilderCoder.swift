import GoldensResources

/// The coder a storyboard or nib hands to `init?(coder:)` of each object it makes: it carries the
/// object's element, so an app's `required init?(coder:)` runs as it does on a device. The
/// element's attributes are applied once the initializer returns (UIKit applies them during
/// `super.init(coder:)`; code that reads them inside its own `init?(coder:)` sees the defaults),
/// and before outlets are connected and `awakeFromNib` runs.
public final class InterfaceBuilderCoder: NSCoder {
    public let element: MarkupElement
    /// The document's path, for messages.
    public let file: String

    init(element: MarkupElement, file: String) {
        self.element = element
        self.file = file
        super.init()
    }

    /// Makes a container controller's children (its relationship segues) during its
    /// `init?(coder:)`; set by the storyboard, run once.
    var childControllers: (@MainActor (UIViewController) -> Void)?

    @MainActor func decodeChildControllers(into controller: UIViewController) {
        guard let decode = childControllers else { return }
        childControllers = nil
        decode(controller)
    }

    public override var allowsKeyedCoding: Bool { true }

    public override func containsValue(forKey key: String) -> Bool {
        element[key] != nil || element.child(key: key) != nil
    }

    /// The attribute `key` as written (`"YES"`, `"12"`, a title), for code that decodes its own values.
    public override func decodeObject(forKey key: String) -> Any? {
        element[key]
    }

    public override func decodeBool(forKey key: String) -> Bool { element[key] == "YES" }
    public override func decodeInteger(forKey key: String) -> Int { element[key].flatMap { Int($0) } ?? 0 }
    public override func decodeDouble(forKey key: String) -> Double { element[key].flatMap { Double($0) } ?? 0 }
    public override func decodeFloat(forKey key: String) -> Float { element[key].flatMap { Float($0) } ?? 0 }
}
