import GoldensScene

/// A storyboard, by name. Interface Builder files are not read yet: code that builds its screens
/// from storyboards compiles, and each controller it asks a storyboard for is reported (the
/// sampler fails the transition with the storyboard's name and the identifier) and made empty,
/// so a test says what it is missing instead of drawing a blank golden.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    /// The storyboard's file name, without `.storyboard`.
    public let name: String
    public let bundle: Bundle?

    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        self.name = name
        bundle = storyboardBundleOrNil
        super.init()
    }

    /// Nil, after reporting that the initial controller could not be made.
    open func instantiateInitialViewController() -> UIViewController? {
        report("its initial view controller")
        return nil
    }

    /// The controller `creator` makes (with an empty coder), after reporting that the storyboard's
    /// own could not be made.
    open func instantiateInitialViewController<ViewController: UIViewController>(
        creator: ((NSCoder) -> ViewController?)?
    ) -> ViewController? {
        report("its initial view controller")
        return creator?(NSCoder())
    }

    /// An empty controller, after reporting that the one named `identifier` could not be made.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        report("the view controller \"\(identifier)\"")
        return UIViewController()
    }

    /// The controller `creator` makes, or `init(coder:)` (as a storyboard makes its controllers),
    /// with an empty coder, after reporting that the one named `identifier` could not be made.
    open func instantiateViewController<ViewController: UIViewController>(
        identifier: String, creator: ((NSCoder) -> ViewController?)? = nil
    ) -> ViewController {
        report("the view controller \"\(identifier)\"")
        guard let made = creator?(NSCoder()) ?? ViewController(coder: NSCoder()) else {
            preconditionFailure("UIStoryboard(name: \"\(name)\"): \(ViewController.self).init(coder:) returned nil for \"\(identifier)\"")
        }
        return made
    }

    private func report(_ what: String) {
        SceneDiagnostics.report("UIStoryboard(name: \"\(name)\") cannot make \(what): storyboards are not read by GoldensUIKit yet; make the controller in code for the test")
    }
}
