import GoldensResources

// Navigation items and bar button items as documents write them: a controller's, and those of a
// navigation bar placed in a view on its own.
extension NibInstantiation {
    /// A `<navigationItem>`: its title, large-title mode, bar button items and title view.
    func applyNavigationItem(_ element: MarkupElement, to item: UINavigationItem) {
        if let title = element["title"] { item.title = title }
        switch element["largeTitleDisplayMode"] {
        case "always": item.largeTitleDisplayMode = .always
        case "never": item.largeTitleDisplayMode = .never
        default: break
        }
        if let back = element.child(named: "barButtonItem", key: "backBarButtonItem") {
            item.backBarButtonItem = makeBarButtonItem(back)
        }
        let left = element.child(named: "leftBarButtonItems")?.children(named: "barButtonItem")
            ?? element.child(named: "barButtonItem", key: "leftBarButtonItem").map { [$0] } ?? []
        let right = element.child(named: "rightBarButtonItems")?.children(named: "barButtonItem")
            ?? element.child(named: "barButtonItem", key: "rightBarButtonItem").map { [$0] } ?? []
        if !left.isEmpty { item.leftBarButtonItems = left.map { makeBarButtonItem($0) } }
        if !right.isEmpty { item.rightBarButtonItems = right.map { makeBarButtonItem($0) } }
        if let titleView = element.children.first(where: { $0["key"] == "titleView" }), let view = makeView(titleView) {
            item.titleView = view
        }
    }

    /// A `<barButtonItem>`: a system item, or the app's class with its title and image; its
    /// connections (actions, segues) are made with the scene's.
    func makeBarButtonItem(_ element: MarkupElement) -> UIBarButtonItem {
        let item: UIBarButtonItem
        if let system = element["systemItem"].flatMap(UIStoryboard.systemItem) {
            item = UIBarButtonItem(barButtonSystemItem: system, target: nil, action: nil)
        } else {
            // The app's item class when the document names one (made through init(coder:)).
            item = resolvedClass(of: element, base: UIBarButtonItem.self)
                .init(coder: InterfaceBuilderCoder(element: element, file: file)) ?? UIBarButtonItem()
            item.title = element["title"]
            item.image = element["image"].flatMap { UIImage(named: $0) }
        }
        if element["style"] == "done" { item.style = .done }
        if let tint = color(element, key: "tintColor") { item.tintColor = tint }
        if let custom = element.child(named: "view", key: "customView") ?? element.children.first(where: { $0["key"] == "customView" }) {
            item.customView = makeView(custom)
        }
        register(item, as: element["id"])
        noteMade(item)
        if element.child(named: "connections") != nil { noteConnections(of: item, element: element) }
        return item
    }
}
