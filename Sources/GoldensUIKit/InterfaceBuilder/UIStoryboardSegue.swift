import GoldensScene

/// A transition between two controllers, as storyboards describe them. Custom segues subclass it
/// and override `perform()`, which code may also call directly; `performSegue(withIdentifier:)`
/// needs a storyboard, which is not read yet (see `UIStoryboard`).
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    public let identifier: String?
    public let source: UIViewController
    public let destination: UIViewController
    private let performHandler: (() -> Void)?

    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        performHandler = nil
        super.init()
    }

    /// A segue whose `perform()` runs `performHandler`.
    public init(identifier: String?, source: UIViewController, destination: UIViewController,
                performHandler: @escaping () -> Void) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        self.performHandler = performHandler
        super.init()
    }

    /// Runs the transition: the handler given at creation; nothing for the base class, as in
    /// UIKit (subclasses override it).
    open func perform() {
        performHandler?()
    }
}

/// What a nib or a storyboard was loaded with. Nibs are not read yet (see `UIStoryboard`).
@preconcurrency @MainActor
open class UINib: NSObject {
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's file name, without `.nib` or `.xib`; nil for one made from data.
    public let name: String?

    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        super.init()
    }

    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = nil
        super.init()
    }

    /// No objects, after reporting that the nib could not be read.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        UINib.report(name)
        return []
    }

    static func report(_ name: String?) {
        SceneDiagnostics.report("the nib \(name.map { "\"\($0)\"" } ?? "made from data") cannot be loaded: nibs are not read by GoldensUIKit yet; make its views in code for the test")
    }
}

extension Bundle {
    /// Nil, after reporting that the nib could not be read (see `UINib`).
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        UINib.report(name)
        return nil
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
