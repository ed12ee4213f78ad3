import GoldensResources
import GoldensScene

/// What a controller made from a storyboard keeps of its scene: the element, and the loading that
/// made it, which goes on to load the controller's view when it is first used.
@MainActor
final class StoryboardScene {
    let element: MarkupElement
    let loading: NibInstantiation

    init(element: MarkupElement, loading: NibInstantiation) {
        self.element = element
        self.loading = loading
    }

    /// The scene's view element (`<view key="view">`, `<tableView key="view">`, …).
    var viewElement: MarkupElement? { element.child(key: "view") }

    /// Loads the scene's view into `controller`, with the scene's other objects, then connects
    /// the scene and sends `awakeFromNib`; false when the scene has no view (a navigation controller's).
    func loadView(into controller: UIViewController) -> Bool {
        guard let viewElement, let view = loading.makeView(viewElement) else { return false }
        controller.view = view
        for guide in element.child(named: "layoutGuides")?.children ?? [] {
            switch guide["type"] {
            case "top": loading.register(controller.topLayoutGuide as AnyObject, as: guide["id"])
            case "bottom": loading.register(controller.bottomLayoutGuide as AnyObject, as: guide["id"])
            default: break
            }
        }
        for object in loading.document.sceneObjects(besides: element) {
            _ = loading.makeObject(object)
        }
        loading.finish()
        return true
    }

    /// The segue of this scene with `identifier`, wherever in the scene it is written.
    func segueElement(withIdentifier identifier: String) -> MarkupElement? {
        var found: MarkupElement?
        let scene = [element] + loading.document.sceneObjects(besides: element)
        for object in scene where found == nil {
            object.forEachDescendant { if found == nil, $0.name == "segue", $0["identifier"] == identifier { found = $0 } }
        }
        return found
    }
}

extension UIStoryboard {
    /// Performs the segue `element` from `source`: makes the destination, the segue (the app's class
    /// when named), calls `prepare(for:sender:)`, then `perform()`.
    func perform(_ element: MarkupElement, from source: UIViewController, sender: Any?) {
        guard let document, let loading = source.interfaceBuilderScene?.loading else { return }
        guard let destinationID = element["destination"], let destinationElement = document.elementsByID[destinationID] else {
            loading.report(element, "the segue's destination \"\(element["destination"] ?? "")\" is no scene of this storyboard")
            return
        }
        if element["kind"] == "unwind" {
            return unwind(element, from: source, sender: sender, loading: loading)
        }
        guard let destination = instantiate(destinationElement, creator: nil) else { return }
        let segue = makeSegue(element, source: source, destination: destination, loading: loading)
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// An unwind segue, as UIKit performs it: the destination is the nearest controller back
    /// along the way the source was reached (down its navigation stack, then up through parents
    /// and presenters) whose class has the unwind action (an `@IBAction` taking the segue); the
    /// source prepares, the destination's action runs, then the segue's `perform()` (the app's
    /// class), or UIKit's own unwinding: a pop to the destination, or the dismissal of what it
    /// presented. With no destination nothing happens, as in UIKit.
    private func unwind(_ element: MarkupElement, from source: UIViewController, sender: Any?, loading: NibInstantiation) {
        guard let action = element["unwindAction"],
              let (destination, unwindAction) = Self.unwindDestination(for: action, from: source) else { return }
        let type = loading.resolvedClass(of: element, base: UIStoryboardSegue.self)
        let segue = type.init(identifier: element["identifier"], source: source, destination: destination)
        let animated = element["animates"] != "NO"
        if type == UIStoryboardSegue.self {
            segue.builtInPerform = { [unowned source, unowned destination] in
                if let navigation = destination.navigationController, navigation.viewControllers.contains(where: { $0 === destination }),
                   source.navigationController === navigation || navigation.presentedViewController == nil {
                    _ = navigation.popToViewController(destination, animated: animated)
                }
                if destination.presentedViewController != nil {
                    destination.dismiss(animated: animated)
                }
            }
        }
        source.prepare(for: segue, sender: sender)
        #if canImport(ObjectiveC)
        _ = destination.perform(unwindAction, with: segue)
        #else
        _ = unwindAction.send(to: destination, sender: segue, event: nil)
        #endif
        segue.perform()
    }

    /// The controller that takes an unwind segue named by `action`, and its method.
    private static func unwindDestination(for action: String, from source: UIViewController) -> (UIViewController, Selector)? {
        func handler(_ controller: UIViewController) -> Selector? {
            guard controller !== source else { return nil }
            return controller.interfaceBuilderAction(named: action)
        }
        var current: UIViewController? = source
        var visited: Set<ObjectIdentifier> = []
        while let controller = current, visited.insert(ObjectIdentifier(controller)).inserted {
            // A navigation controller searches its stack from the top down, below the source.
            if let navigation = controller as? UINavigationController {
                for child in navigation.viewControllers.reversed() {
                    if let found = handler(child) { return (child, found) }
                }
            }
            if let found = handler(controller) { return (controller, found) }
            current = controller.parent ?? controller.presentingViewController
        }
        return nil
    }

    /// A container view's child: made, prepared for, added as a child whose view fills the container.
    func embed(_ element: MarkupElement, in container: UIView, of parent: UIViewController) {
        // The child's view loads here, and may embed again: counted with the controllers being made.
        UIStoryboard.instantiationDepth += 1
        defer { UIStoryboard.instantiationDepth -= 1 }
        guard let document, let id = element["destination"], let destinationElement = document.elementsByID[id],
              let child = instantiate(destinationElement, creator: nil) else { return }
        let segue = UIStoryboardSegue(identifier: element["identifier"], source: parent, destination: child)
        parent.prepare(for: segue, sender: nil)
        parent.addChild(child)
        child.view.frame = container.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    private func makeSegue(_ element: MarkupElement, source: UIViewController, destination: UIViewController,
                           loading: NibInstantiation) -> UIStoryboardSegue {
        let type = loading.resolvedClass(of: element, base: UIStoryboardSegue.self)
        let segue = type.init(identifier: element["identifier"], source: source, destination: destination)
        let animated = element["animates"] != "NO"
        if let style = element["modalPresentationStyle"].flatMap(UIStoryboard.presentationStyle) { destination.modalPresentationStyle = style }
        if let style = element["modalTransitionStyle"].flatMap(UIStoryboard.transitionStyle) { destination.modalTransitionStyle = style }
        switch element["kind"] {
        case "show", "push":
            segue.builtInPerform = { [unowned source, unowned destination] in source.show(destination, sender: source) }
        case "showDetail", "replace":
            segue.builtInPerform = { [unowned source, unowned destination] in source.showDetailViewController(destination, sender: source) }
        case "presentation", "modal":
            segue.builtInPerform = { [unowned source, unowned destination] in source.present(destination, animated: animated) }
        case "popoverPresentation", "popover":
            destination.modalPresentationStyle = .popover
            segue.builtInPerform = { [unowned source, unowned destination] in source.present(destination, animated: animated) }
        case "custom":
            break
        default:
            loading.report(element, "segue kind \"\(element["kind"] ?? "")\" is not performed by GoldensUIKit")
        }
        return segue
    }
}
