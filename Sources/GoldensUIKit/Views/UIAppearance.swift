/// UIKit's appearance proxies (`UINavigationBar.appearance().barTintColor = …`): settings made on
/// a class's proxy apply to every view of that class and its subclasses when it enters a window,
/// except the settings the app made on the view itself.
///
/// Here a proxy is a view of the class (of the nearest class that declares `appearance()`),
/// kept for the process, and the settings it records are the ones views report through
/// `noteAppearance`: `tintColor` and `backgroundColor` of any view, a label's `textColor` and
/// `font`, a navigation bar's and a tab bar's colours, attributes, images and appearances. Other
/// settings on a proxy are kept on it and do nothing. A proxy of
/// `appearance(whenContainedInInstancesOf:)` applies to the views inside instances of its
/// containers (views or view controllers up the responder chain, the last container the
/// innermost), over the class's own. A bar button item's proxy gives items its tint colour.
@MainActor
enum AppearanceProxies {
    /// A class's proxy, or its proxy inside instances of some containers.
    private struct Key: Hashable {
        let type: ObjectIdentifier
        let containers: [ObjectIdentifier]
    }

    /// The proxy of each class (and containers) that has been asked for one, in the order asked
    /// (so settings apply in the same order in every run), and where each is in that list.
    private static var entries: [(key: Key, containers: [AnyClass], proxy: UIView)] = []
    private static var proxies: [Key: Int] = [:]

    /// Whether any class has a proxy (nothing to apply otherwise).
    static var exist: Bool { !entries.isEmpty }

    static func proxy<Proxy: UIView>(for requested: AnyClass, containedIn containers: [AnyClass] = [], make: () -> Proxy) -> Proxy {
        let key = Key(type: ObjectIdentifier(requested), containers: containers.map(ObjectIdentifier.init))
        if let index = proxies[key], let proxy = entries[index].proxy as? Proxy { return proxy }
        let proxy = make()
        proxy.isAppearanceProxy = true
        proxies[key] = entries.count
        entries.append((key, containers, proxy))
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
        // Ancestors' classes first; for each class its own proxy, then those of its containers
        // that hold the view, fewer containers first (the more specific wins).
        let contained = entries.enumerated().filter { !$0.element.key.containers.isEmpty }
            .sorted { ($0.element.key.containers.count, $0.offset) < ($1.element.key.containers.count, $1.offset) }.map(\.element)
        return chain.reversed().flatMap { type -> [[String: (UIView) -> Void]] in
            var levels = proxies[Key(type: type, containers: [])].map { [entries[$0].proxy.appearanceSettings] } ?? []
            for entry in contained where entry.key.type == type && isInside(view, instancesOf: entry.containers) {
                levels.append(entry.proxy.appearanceSettings)
            }
            return levels
        }
    }

    /// Whether `view` is inside an instance of the last of `containers`, itself inside one of
    /// the one before, and so on, up the responder chain (superviews and their controllers).
    private static func isInside(_ view: UIView, instancesOf containers: [AnyClass]) -> Bool {
        var remaining = containers[...]
        var responder = view.next
        while let current = responder, let innermost = remaining.last {
            if current.isKind(of: innermost) { remaining.removeLast() }
            responder = current.next
        }
        return remaining.isEmpty
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
