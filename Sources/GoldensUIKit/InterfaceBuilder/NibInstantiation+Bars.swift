import GoldensResources

// Bars as documents write them: a navigation bar, toolbar, tab bar or search bar placed in a view
// on its own, and the bars a navigation or tab bar controller owns, which Xcode writes alike.
extension NibInstantiation {
    /// A bar's style, colours, translucency, title attributes and appearances. A bar placed in a
    /// view on its own also takes the items written in it; a controller's bar shows its
    /// children's items instead, and takes its tint here (a placed bar takes it with the other
    /// view attributes).
    func applyBarAttributes(_ element: MarkupElement, to bar: UIView, ownedByController: Bool) {
        if ownedByController, let tint = color(element, key: "tintColor") { bar.tintColor = tint }
        let black = NibInstantiation.isBlackBarStyle(element["barStyle"])
        // "blackOpaque", the style of iOS 6, is the black style without translucency.
        let opaque = element["translucent"] == "NO" || element["barStyle"] == "blackOpaque"
        let barTint = color(element, key: "barTintColor")
        if let bar = bar as? any StyledBar {
            if black { bar.barStyle = .black }
            if let barTint { bar.barTintColor = barTint }
            if opaque { bar.isTranslucent = false }
        }
        switch bar {
        case let bar as UINavigationBar:
            // Xcode writes `largeTitles="YES"` on a controller's bar.
            if element.flag("largeTitles") || element.flag("prefersLargeTitles") { bar.prefersLargeTitles = true }
            if let attributes = textAttributes(element, key: "titleTextAttributes") { bar.titleTextAttributes = attributes }
            if let attributes = textAttributes(element, key: "largeTitleTextAttributes") { bar.largeTitleTextAttributes = attributes }
            applyAppearances(element, to: bar, standard: \.standardAppearance,
                             others: [("compactAppearance", \.compactAppearance), ("scrollEdgeAppearance", \.scrollEdgeAppearance)])
            guard !ownedByController else { return }
            let items = element.child(named: "items")?.children(named: "navigationItem").map { written -> UINavigationItem in
                let item = UINavigationItem()
                applyNavigationItem(written, to: item)
                register(item, as: written["id"])
                return item
            } ?? []
            if !items.isEmpty { bar.items = items }
        case let bar as UIToolbar:
            applyAppearances(element, to: bar, standard: \.standardAppearance,
                             others: [("compactAppearance", \.compactAppearance), ("scrollEdgeAppearance", \.scrollEdgeAppearance)])
            guard !ownedByController else { return }
            let items = element.child(named: "items")?.children(named: "barButtonItem").map { makeBarButtonItem($0) } ?? []
            if !items.isEmpty { bar.items = items }
        case let bar as UITabBar:
            if let color = color(element, key: "unselectedItemTintColor") { bar.unselectedItemTintColor = color }
            applyAppearances(element, to: bar, standard: \.standardAppearance, others: [("scrollEdgeAppearance", \.scrollEdgeAppearance)])
            guard !ownedByController else { return }
            let items = element.child(named: "items")?.children(named: "tabBarItem").map(tabBarItem) ?? []
            if !items.isEmpty { bar.items = items }
        case let bar as UISearchBar:
            if black { bar.barStyle = .black }
            if let barTint { bar.barTintColor = barTint }
        default:
            break
        }
    }

    /// The appearances a bar element holds, by their keys: the standard one, which a bar always
    /// has, and the optional ones.
    private func applyAppearances<Bar: UIView, Appearance: UIBarAppearance>(
        _ element: MarkupElement, to bar: Bar, standard: ReferenceWritableKeyPath<Bar, Appearance>,
        others: [(String, ReferenceWritableKeyPath<Bar, Appearance?>)]
    ) {
        if let appearance = barAppearance(element, key: "standardAppearance", Appearance.self) { bar[keyPath: standard] = appearance }
        for (key, slot) in others {
            if let appearance = barAppearance(element, key: key, Appearance.self) { bar[keyPath: slot] = appearance }
        }
    }

    /// The bar items a controller's scene lists for the navigation controller's toolbar.
    func toolbarItems(of element: MarkupElement) -> [UIBarButtonItem]? {
        guard let written = element.child(named: "toolbarItems") else { return nil }
        return written.children(named: "barButtonItem").map { makeBarButtonItem($0) }
    }

    static func isBlackBarStyle(_ value: String?) -> Bool {
        value == "black" || value == "blackTranslucent" || value == "blackOpaque"
    }

    /// A `<textAttributes>`: the font and colours of a bar's titles.
    func textAttributes(_ element: MarkupElement, key: String) -> [NSAttributedString.Key: Any]? {
        guard let written = element.child(named: "textAttributes", key: key) else { return nil }
        var attributes: [NSAttributedString.Key: Any] = [:]
        if let font = font(written) { attributes[.font] = font }
        if let color = color(written, key: "textColor") { attributes[.foregroundColor] = color }
        if let color = color(written, key: "textShadowColor") {
            let shadow = NSShadow()
            shadow.shadowColor = color
            if let offset = written.child(key: "textShadowOffset"),
               let horizontal = number(offset, "horizontal"), let vertical = number(offset, "vertical") {
                shadow.shadowOffset = CGSize(width: horizontal, height: vertical)
            }
            attributes[.shadow] = shadow
        }
        return attributes
    }

    /// A bar appearance (`<navigationBarAppearance key="standardAppearance">` and its kin): the
    /// system's default background unless the document says otherwise, then its background
    /// effect, colours and title attributes.
    func barAppearance<Appearance: UIBarAppearance>(_ element: MarkupElement, key: String,
                                                    _ kind: Appearance.Type) -> Appearance? {
        guard let written = element.children.first(where: { $0["key"] == key && $0.name.hasSuffix("Appearance") }) else {
            return nil
        }
        let appearance = Appearance(barAppearance: UIBarAppearance())
        if let effect = written["backgroundEffect"] {
            appearance.backgroundEffect = NibInstantiation.blurStyle(effect).map(UIBlurEffect.init(style:))
        }
        if let color = color(written, key: "backgroundColor") { appearance.backgroundColor = color }
        if let color = color(written, key: "shadowColor") { appearance.shadowColor = color }
        if let navigation = appearance as? UINavigationBarAppearance {
            if let attributes = textAttributes(written, key: "titleTextAttributes") { navigation.titleTextAttributes = attributes }
            if let attributes = textAttributes(written, key: "largeTitleTextAttributes") {
                navigation.largeTitleTextAttributes = attributes
            }
        }
        return appearance
    }

    /// A blur style as documents name it: the Swift case's name (`regular`, `systemMaterial`).
    static func blurStyle(_ name: String) -> UIBlurEffect.Style? {
        var raw = 0
        while let style = UIBlurEffect.Style(rawValue: raw) {
            if "\(style)" == name { return style }
            raw += 1
        }
        return nil
    }
}

/// The bars whose style, bar tint and translucency documents set alike (a search bar's style and
/// tint are set on their own).
@MainActor
protocol StyledBar: AnyObject {
    var barStyle: UIBarStyle { get set }
    var barTintColor: UIColor? { get set }
    var isTranslucent: Bool { get set }
}

extension UINavigationBar: StyledBar {}
extension UIToolbar: StyledBar {}
extension UITabBar: StyledBar {}
extension UISearchBar: StyledBar {}
