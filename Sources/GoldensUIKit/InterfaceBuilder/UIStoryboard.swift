import GoldensResources
import GoldensScene
import Synchronization

/// A storyboard, read from the `.storyboard` file Xcode saves (XML, not the compiled
/// `.storyboardc`), found by name below the folders a test adds with
/// `AppResources.addSearchDirectory(_:)` or in the bundle passed.
///
/// Each controller is made when asked for, as UIKit makes it: through `init?(coder:)` of its class
/// (the app's own when the scene names a custom class), with its attributes, navigation item and
/// relationships (a navigation controller's root, a tab bar controller's tabs); its view is loaded
/// from the scene when first used, with outlets and actions connected, embed segues performed and
/// `awakeFromNib` sent. Segues run when triggered or performed by identifier.
///
/// A storyboard that cannot be found or read, and what a scene asks that cannot be made, is
/// reported with the file, line and element id: the sampler fails the transition naming it.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's file name, without `.storyboard`.
    public let name: String
    public let bundle: Bundle?
    /// The document, or nil when it could not be found or read (reported).
    let document: InterfaceBuilderDocument?
    /// Modules a scene's `customClass` is looked for in when it names none.
    let modules: [String]

    /// - Parameter callerFile: where the call is written (`#fileID`), so the app's classes are
    ///   found in the caller's module when a scene names a class without a module.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?, callerFile: String = #fileID) {
        self.name = name
        bundle = storyboardBundleOrNil
        modules = InterfaceBuilderModules.candidates(callerFile: callerFile)
        document = UIStoryboard.readDocument(named: name, bundle: storyboardBundleOrNil)
        super.init()
    }

    private static func readDocument(named name: String, bundle: Bundle?) -> InterfaceBuilderDocument? {
        AppResources.interfaceBuilderDocument(named: name, fileExtension: ".storyboard", bundle: bundle, kind: .storyboard) { fileName in
            "Could not find a storyboard named '\(name)' (\(fileName)) below the folders added with AppResources.addSearchDirectory"
                + (AppResources.searchDirectories.isEmpty ? " (none added)" : ": \(AppResources.searchDirectories.joined(separator: ", "))")
        }
    }

    /// The controller the storyboard's arrow points at; nil (reported) when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        guard let document else { return nil }
        guard let id = document.initialViewControllerID, let element = document.elementsByID[id] else {
            SceneDiagnostics.report("\(document.path): the storyboard has no initial view controller")
            return nil
        }
        return instantiate(element, creator: nil)
    }

    /// The initial controller, made by `creator` (with the scene's coder) when given.
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)?
    ) -> ViewController? {
        guard let document, let id = document.initialViewControllerID, let element = document.elementsByID[id] else {
            return instantiateInitialViewController() as? ViewController
        }
        return instantiate(element, creator: creator.map { make in { coder in make(coder) } }) as? ViewController
    }

    /// The controller whose Storyboard ID is `identifier`. UIKit raises when there is none; here it
    /// is reported and an empty controller is returned.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        guard let element = controllerElement(identifier) else { return UIViewController() }
        return instantiate(element, creator: nil) ?? UIViewController()
    }

    /// The controller whose Storyboard ID is `identifier`, made by `creator` when given.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        if let element = controllerElement(identifier),
           let made = instantiate(element, creator: creator.map { make in { coder in make(coder) } }) as? ViewController {
            return made
        }
        guard let made = creator?(NSCoder()) ?? ViewController(coder: NSCoder()) else {
            preconditionFailure("UIStoryboard(name: \"\(name)\"): \(ViewController.self).init(coder:) returned nil for \"\(identifier)\"")
        }
        return made
    }

    private func controllerElement(_ identifier: String) -> MarkupElement? {
        guard let document else { return nil }
        guard let element = document.viewControllerElement(withIdentifier: identifier) else {
            SceneDiagnostics.report("\(document.path): Storyboard doesn't contain a view controller with identifier '\(identifier)'")
            return nil
        }
        return element
    }

    // MARK: Making controllers

    /// How many controllers are being made inside one another now (main actor only).
    static var instantiationDepth = 0
    static let maximumInstantiationDepth = 32

    /// UIKit's class for each controller element Xcode writes.
    static let controllerClasses: [String: UIViewController.Type] = [
        "viewController": UIViewController.self, "navigationController": UINavigationController.self,
        "tabBarController": UITabBarController.self, "tableViewController": UITableViewController.self,
        "collectionViewController": UICollectionViewController.self, "pageViewController": UIPageViewController.self,
        "splitViewController": UISplitViewController.self,
    ]

    /// Makes the controller `element` describes, with its relationships.
    func instantiate(_ element: MarkupElement, creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        guard let document else { return nil }
        // A relationship, reference or embed that leads back to itself would make controllers
        // forever; UIKit would run out of stack too, here it is reported.
        guard UIStoryboard.instantiationDepth < UIStoryboard.maximumInstantiationDepth else {
            SceneDiagnostics.report(InterfaceBuilderError(file: document.path, element: element,
                                                          problem: "controllers made inside each other more than \(UIStoryboard.maximumInstantiationDepth) deep (a relationship, storyboard reference or embed segue that leads back to itself?)").description)
            return nil
        }
        UIStoryboard.instantiationDepth += 1
        defer { UIStoryboard.instantiationDepth -= 1 }
        if element.name == "viewControllerPlaceholder" { return instantiateReference(element) }
        let loading = NibInstantiation(document: document, storyboard: self, modules: modules)
        let base: UIViewController.Type
        if let known = UIStoryboard.controllerClasses[element.name] {
            base = known
        } else {
            loading.report(element, "<\(element.name)> is not made by GoldensUIKit (a plain view controller stands in for it)")
            base = UIViewController.self
        }
        let coder = InterfaceBuilderCoder(element: element, file: document.path)
        coder.childControllers = { [self] controller in instantiateRelationships(of: element, for: controller) }
        let made = creator.map { $0(coder) } ?? loading.resolvedClass(of: element, base: base).init(coder: coder)
        guard let controller = made else {
            loading.report(element, "the controller's init(coder:) returned nil")
            return nil
        }
        controller.storyboard = self
        controller.interfaceBuilderScene = StoryboardScene(element: element, loading: loading)
        loading.sceneController = controller
        loading.register(controller, as: element["id"])
        applyControllerAttributes(element, to: controller, loading: loading)
        loading.applyRuntimeAttributes(element, to: controller)
        for object in document.sceneObjects(besides: element) where object.name == "customObject" {
            _ = loading.makeCustomObject(object)
        }
        loading.connectOutletsAmongMadeObjects()
        // Made in init(coder:) already, unless an app's initializer did not call super's.
        coder.decodeChildControllers(into: controller)
        // The scene's objects and bar items, then the controller, as the controller's part of a
        // scene loads.
        loading.awakeMadeObjects()
        controller.awakeFromNib()
        return controller
    }

    /// A storyboard reference: the controller another storyboard (or this one) names.
    private func instantiateReference(_ element: MarkupElement) -> UIViewController? {
        let storyboard = element["storyboardName"].map { UIStoryboard(name: $0, bundle: bundle, moduleCandidates: modules) } ?? self
        if let identifier = element["referencedIdentifier"] {
            return storyboard.instantiateViewController(withIdentifier: identifier)
        }
        return storyboard.instantiateInitialViewController()
    }

    /// A storyboard already read (for tools that load documents by path).
    init(document: InterfaceBuilderDocument, modules: [String]) {
        name = ((document.path as NSString).lastPathComponent as NSString).deletingPathExtension
        bundle = nil
        self.modules = modules
        self.document = document
        super.init()
    }

    private init(name: String, bundle: Bundle?, moduleCandidates: [String]) {
        self.name = name
        self.bundle = bundle
        modules = moduleCandidates
        document = UIStoryboard.readDocument(named: name, bundle: bundle)
        super.init()
    }

    private func applyControllerAttributes(_ element: MarkupElement, to controller: UIViewController, loading: NibInstantiation) {
        if let title = element["title"] { controller.title = title }
        if let identifier = element["restorationIdentifier"] { controller.restorationIdentifier = identifier }
        if let style = element["modalPresentationStyle"].flatMap(UIStoryboard.presentationStyle) { controller.modalPresentationStyle = style }
        if let style = element["modalTransitionStyle"].flatMap(UIStoryboard.transitionStyle) { controller.modalTransitionStyle = style }
        if element.flag("definesPresentationContext") { controller.definesPresentationContext = true }
        if element.flag("providesPresentationContextTransitionStyle") { controller.providesPresentationContextTransitionStyle = true }
        if element.flag("hidesBottomBarWhenPushed") { controller.hidesBottomBarWhenPushed = true }
        // "Extend Edges": the edges listed (none, when the element has no attribute) and
        // "Under Opaque Bars".
        if let edges = element.child(named: "extendedEdge", key: "edgesForExtendedLayout") {
            let named: [(String, UIRectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]
            controller.edgesForExtendedLayout = UIRectEdge(named.filter { edges.flag($0.0) }.map(\.1))
        }
        if element.flag("extendedLayoutIncludesOpaqueBars") { controller.extendedLayoutIncludesOpaqueBars = true }
        // "Use Preferred Explicit Size" in Interface Builder, saved under its old name.
        if let size = element.children.first(where: { $0.name == "value" && $0["key"] == "contentSizeForViewInPopover" }),
           let width = loading.number(size, "width"), let height = loading.number(size, "height") {
            controller.preferredContentSize = CGSize(width: width, height: height)
        }
        if let item = element.child(named: "navigationItem", key: "navigationItem") {
            loading.applyNavigationItem(item, to: controller.navigationItem)
        }
        if let item = element.child(named: "tabBarItem", key: "tabBarItem") { controller.tabBarItem = loading.tabBarItem(item) }
        if let navigation = controller as? UINavigationController {
            // "Shows Navigation Bar" / "Shows Toolbar" unticked in Interface Builder.
            if element.flag("navigationBarHidden") { navigation.isNavigationBarHidden = true }
            if element["toolbarHidden"] == "NO" { navigation.isToolbarHidden = false }
            if let bar = element.child(named: "navigationBar", key: "navigationBar") {
                loading.applyBarAttributes(bar, to: navigation.navigationBar, ownedByController: true)
            }
            if let bar = element.child(named: "toolbar", key: "toolbar") {
                loading.applyBarAttributes(bar, to: navigation.toolbar, ownedByController: true)
            }
        }
        if let tabs = controller as? UITabBarController, let bar = element.child(named: "tabBar", key: "tabBar") {
            loading.applyBarAttributes(bar, to: tabs.tabBar, ownedByController: true)
        }
        if let items = loading.toolbarItems(of: element) { controller.toolbarItems = items }
        if element.child(named: "connections") != nil { loading.noteConnections(of: controller, element: element) }
    }

    /// A navigation controller's root, a tab bar controller's tabs and a split view controller's
    /// columns, from `relationship` segues.
    private func instantiateRelationships(of element: MarkupElement, for controller: UIViewController) {
        guard let document, let connections = element.child(named: "connections") else { return }
        var children: [UIViewController] = []
        var columns: [(UISplitViewController.Column, UIViewController)] = []
        for segue in connections.children(named: "segue") where segue["kind"] == "relationship" {
            guard let id = segue["destination"], let destination = document.elementsByID[id],
                  let child = instantiate(destination, creator: nil) else { continue }
            switch (controller, segue["relationship"]) {
            case let (navigation as UINavigationController, "rootViewController"):
                navigation.setViewControllers([child], animated: false)
            case (is UITabBarController, "viewControllers"):
                children.append(child)
            case (is UISplitViewController, "masterViewController"), (is UISplitViewController, "primaryViewController"):
                columns.append((.primary, child))
            case (is UISplitViewController, "detailViewController"), (is UISplitViewController, "secondaryViewController"):
                columns.append((.secondary, child))
            default:
                SceneDiagnostics.report(InterfaceBuilderError(file: document.path, element: segue,
                                                              problem: "relationship \"\(segue["relationship"] ?? "")\" of a \(type(of: controller)) is not made by GoldensUIKit").description)
            }
        }
        if let tabs = controller as? UITabBarController, !children.isEmpty { tabs.setViewControllers(children, animated: false) }
        if let split = controller as? UISplitViewController, !columns.isEmpty {
            split.viewControllers = [UISplitViewController.Column.primary, .secondary].compactMap { column in
                columns.first { $0.0 == column }?.1
            }
        }
    }

    static func presentationStyle(_ name: String) -> UIModalPresentationStyle? {
        switch name {
        case "fullScreen": .fullScreen
        case "pageSheet": .pageSheet
        case "formSheet": .formSheet
        case "currentContext": .currentContext
        case "overFullScreen": .overFullScreen
        case "overCurrentContext": .overCurrentContext
        case "popover": .popover
        case "automatic": .automatic
        case "custom": .custom
        default: nil
        }
    }

    static func transitionStyle(_ name: String) -> UIModalTransitionStyle? {
        switch name {
        case "coverVertical": .coverVertical
        case "crossDissolve": .crossDissolve
        case "flipHorizontal": .flipHorizontal
        case "partialCurl": .partialCurl
        default: nil
        }
    }

    static func systemItem(_ name: String) -> UIBarButtonItem.SystemItem? {
        switch name {
        case "done": .done
        case "cancel": .cancel
        case "edit": .edit
        case "save": .save
        case "add": .add
        case "flexibleSpace": .flexibleSpace
        case "fixedSpace": .fixedSpace
        case "compose": .compose
        case "reply": .reply
        case "action": .action
        case "organize": .organize
        case "bookmarks": .bookmarks
        case "search": .search
        case "refresh": .refresh
        case "stop": .stop
        case "camera": .camera
        case "trash": .trash
        case "play": .play
        case "pause": .pause
        case "rewind": .rewind
        case "fastForward": .fastForward
        case "undo": .undo
        case "redo": .redo
        case "close": .close
        default: nil
        }
    }
}

/// Which modules an app's classes may be in when a document names a class without its module:
/// the caller's, then every module a document has found a class in before.
enum InterfaceBuilderModules {
    private static let known = Mutex<[String]>([])

    static func candidates(callerFile: String) -> [String] {
        let caller = callerFile.split(separator: "/").first.map(String.init)
        var result = caller.map { [$0] } ?? []
        for module in known.withLock({ $0 }) where !result.contains(module) { result.append(module) }
        return result
    }

    /// The module of `object`'s class, remembered for later documents.
    static func module(of object: AnyObject) -> String? {
        let qualified = String(reflecting: type(of: object))
        guard let dot = qualified.firstIndex(of: ".") else { return nil }
        let module = String(qualified[..<dot])
        known.withLock { if !$0.contains(module) && module != "GoldensUIKit" { $0.append(module) } }
        return module
    }
}
