/// UIKit's appearance proxies (`UINavigationBar.appearance().barTintColor = …`): settings made on
/// a class's proxy apply to every view of that class and its subclasses when it enters a window,
/// except the settings the app made on the view itself.
///
/// Here a proxy is a view of the class (of the nearest class that declares `appearance()`),
/// kept for the process, and the settings it records are the ones views report through
/// `noteAppearance`: `tintColor` and `backgroundColor` of any view, a label's `textColor` and
/// `font`, a navigation bar's and a tab bar's colours, attributes, images and appearances. Other
/// settings on a proxy are kept on it and do nothing. `appearance(whenContainedInInstancesOf:)`
/// answers the class's proxy (containment is not told apart), and a bar button item's proxy
/// gives items its tint colour.
@MainActor
enum AppearanceProxies {
    /// The proxy of each class that has been asked for one.
    private static var proxies: [ObjectIdentifier: UIView] = [:]

    /// Whether any class has a proxy (nothing to apply otherwise).
    static var exist: Bool { !proxies.isEmpty }

    static func proxy<Proxy: UIView>(for requested: AnyClass, make: () -> Proxy) -> Proxy {
        let key = ObjectIdentifier(requested)
        if let proxy = proxies[key] as? Proxy { return proxy }
        let proxy = make()
        proxy.isAppearanceProxy = true
        proxies[key] = proxy
        return proxy
    }

    /// The settings that apply to `view`: its class's ancestors' first, so a subclass's own
    /// proxy wins.
    static func settings(for view: UIView) -> [[String: (UIView) -> Void]] {
        guard !proxies.isEmpty else { return [] }
        var chain: [ObjectIdentifier] = []
        var current: AnyClass? = type(of: view)
        while let type = current {
            chain.append(ObjectIdentifier(type))
            if type == UIView.self { break }
            current = _getSuperclass(type)
        }
        return chain.reversed().compactMap { proxies[$0]?.appearanceSettings }
    }
}

extension UIView {
    /// Records a setting: on a proxy, to apply to the views of its class; on a view, as the
    /// app's own, which a proxy's never overrides.
    func noteAppearance(_ key: String, _ apply: @escaping (UIView) -> Void) {
        if isAppearanceProxy {
            appearanceSettings[key] = apply
        } else if !isApplyingAppearance {
            ownAppearanceKeys.insert(key)
        }
    }

    /// Sets a background colour that is this package's default for the view, not the app's
    /// choice, so an appearance proxy's colour still applies over it.
    func setDefaultBackgroundColor(_ color: UIColor?) {
        let wasApplying = isApplyingAppearance
        isApplyingAppearance = true
        backgroundColor = color
        isApplyingAppearance = wasApplying
    }

    /// Applies the proxies' settings to this view and the views inside it that have not had
    /// them yet, when they enter a window (a navigation bar enters with its controller's view).
    func applyAppearanceIfNeeded() {
        guard AppearanceProxies.exist, !isAppearanceProxy, window != nil else { return }
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            view.applyOwnAppearance()
            stack.append(contentsOf: view.subviews)
        }
    }

    private func applyOwnAppearance() {
        guard !appearanceApplied, !isAppearanceProxy else { return }
        appearanceApplied = true
        let settings = AppearanceProxies.settings(for: self)
        guard !settings.isEmpty else { return }
        isApplyingAppearance = true
        defer { isApplyingAppearance = false }
        for level in settings {
            for (key, apply) in level.sorted(by: { $0.key < $1.key }) where !ownAppearanceKeys.contains(key) { apply(self) }
        }
    }
}
