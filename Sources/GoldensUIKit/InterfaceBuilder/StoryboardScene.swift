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
    /// along the way the source was reached whose class has the unwind action (an `@IBAction`
    /// taking the segue) and that agrees to take it (`canPerformUnwindSegueAction`): from the
    /// source up through parents and presenters, each one's other children first
    /// (`allowedChildrenForUnwinding(from:)`, a navigation stack from the top down). The source
    /// prepares, the destination's action runs, then the segue's `perform()` (the app's class), or
    /// UIKit's own unwinding: each container on the way is asked to show the child towards the
    /// destination (`unwind(for:towards:)`, a navigation controller pops), and what the
    /// destination presented is dismissed. With no destination nothing happens, as in UIKit.
    private func unwind(_ element: MarkupElement, from source: UIViewController, sender: Any?, loading: NibInstantiation) {
        guard let action = element["unwindAction"],
              let (destination, unwindAction) = Self.unwindDestination(for: action, from: source, sender: sender) else { return }
        let type = loading.resolvedClass(of: element, base: UIStoryboardSegue.self)
        let segue = type.init(identifier: element["identifier"], source: source, destination: destination)
        let animated = element["animates"] != "NO"
        if type == UIStoryboardSegue.self {
            // A container shows the child towards the destination as UIKit's do (animated).
            segue.builtInPerform = { [unowned segue, unowned destination] in
                // What the destination presented goes with an animated dismissal; the containers
                // on the way show their child at once under it (one transition at a time).
                let dismissing = destination.presentedViewController != nil
                segue.unwindsAnimated = animated && !dismissing
                var child = destination
                while let container = child.parent {
                    container.unwind(for: segue, towards: child)
                    child = container
                }
                if dismissing {
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
    private static func unwindDestination(for action: String, from source: UIViewController,
                                          sender: Any?) -> (UIViewController, Selector)? {
        var visited: Set<ObjectIdentifier> = []
        func taking(_ controller: UIViewController) -> (UIViewController, Selector)? {
            guard visited.insert(ObjectIdentifier(controller)).inserted else { return nil }
            if controller !== source, let selector = controller.interfaceBuilderAction(named: action) {
                let unwindSource = UIStoryboardUnwindSegueSource(source: source, unwindAction: selector, sender: sender)
                for child in controller.allowedChildrenForUnwinding(from: unwindSource) {
                    if let found = taking(child) { return found }
                }
                if controller.canPerformUnwindSegueAction(selector, from: source, sender: sender) { return (controller, selector) }
                return nil
            }
            let unwindSource = UIStoryboardUnwindSegueSource(source: source, unwindAction: Selector(action), sender: sender)
            for child in controller.allowedChildrenForUnwinding(from: unwindSource) {
                if let found = taking(child) { return found }
            }
            return nil
        }
        var current: UIViewController? = source
        while let controller = current {
            if let found = taking(controller) { return found }
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
        case "presentation", "modal", "popoverPresentation", "popover":
            if element["kind"]?.hasPrefix("popover") == true { anchorPopover(of: destination, to: element, loading: loading) }
            // UIKit keeps a presenting segue for the whole presentation (so one that is the
            // destination's transitioning delegate still vends the dismissal's animator); a
            // custom segue whose `perform()` presents without calling `super` is not kept.
            segue.builtInPerform = { [unowned segue, unowned source, unowned destination] in
                destination.node.keptWhilePresented = segue
                source.present(destination, animated: animated)
            }
        case "custom":
            break
        default:
            loading.report(element, "segue kind \"\(element["kind"] ?? "")\" is not performed by GoldensUIKit")
        }
        return segue
    }

    /// A popover segue points its popover at the view or bar button item the document anchors
    /// it to (the whole view: `sourceRect` is its bounds), with the arrow directions it permits;
    /// `prepare(for:sender:)` can change them afterwards.
    private func anchorPopover(of destination: UIViewController, to element: MarkupElement, loading: NibInstantiation) {
        destination.modalPresentationStyle = .popover
        guard let popover = destination.popoverPresentationController else { return }
        if let id = element["popoverAnchorView"] {
            if let anchor = loading.objects[id] as? UIView {
                popover.sourceView = anchor
                popover.sourceRect = anchor.bounds
            } else {
                loading.report(element, "the popover's anchor view \"\(id)\" is no view of the source's scene")
            }
        } else if let id = element["popoverAnchorBarButtonItem"] {
            if let item = loading.objects[id] as? UIBarButtonItem {
                popover.barButtonItem = item
            } else {
                loading.report(element, "the popover's anchor bar button item \"\(id)\" is no bar button item of the source's scene")
            }
        }
        if let arrows = element.child(named: "popoverArrowDirection") {
            var permitted: UIPopoverArrowDirection = []
            if arrows.flag("up") { permitted.insert(.up) }
            if arrows.flag("down") { permitted.insert(.down) }
            if arrows.flag("left") { permitted.insert(.left) }
            if arrows.flag("right") { permitted.insert(.right) }
            if !permitted.isEmpty { popover.permittedArrowDirections = permitted }
        }
    }
}
