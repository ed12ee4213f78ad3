import GoldensScene

/// A transition between two controllers, as storyboards describe them. Custom segues subclass it
/// and override `perform()`; a storyboard makes them (through the required initializer, as the
/// Objective-C runtime does) when a segue is triggered or performed by identifier.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private var performHandler: (() -> Void)?
    /// What a storyboard's built-in kind does (show, present modally, …) when no handler is given.
    var builtInPerform: (() -> Void)?
    /// Whether UIKit's own unwinding animates the containers on the way (a pop): not when a
    /// dismissal follows, which animates instead, nor when the document says `animates="NO"`.
    var unwindsAnimated = true

    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// A segue whose `perform()` runs `performHandler`. A convenience initializer, as in UIKit,
    /// so a subclass that overrides the required one still has it.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Runs the transition: the handler given at creation, else what the storyboard's segue kind
    /// does; nothing for a segue made in code without a handler, as in UIKit.
    open func perform() {
        if let performHandler { performHandler() } else { builtInPerform?() }
    }
}

/// Where an unwind segue starts: the controller, the action that names the destination and the
/// sender, as UIKit hands them to `allowedChildrenForUnwinding(from:)` and `childContaining(_:)`.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
    public let source: UIViewController
    public let unwindAction: Selector
    public let sender: Any?

    init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}

/// A bar's edge as a layout guide, from the days before safe areas (`topLayoutGuide`).
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}

/// The guide behind `topLayoutGuide` and `bottomLayoutGuide`: from the view's edge to its safe
/// area's.
final class BarLayoutSupport: UILayoutGuide, UILayoutSupport {
    let isTop: Bool

    init(isTop: Bool) {
        self.isTop = isTop
        super.init()
        identifier = isTop ? "topLayoutGuide" : "bottomLayoutGuide"
    }

    var length: CGFloat {
        guard let view = owningView else { return 0 }
        return isTop ? view.safeAreaInsets.top : view.safeAreaInsets.bottom
    }
}
