import Foundation

/// The system transition a controller asks for when it is pushed or presented
/// (`preferredTransition`, iOS 18): the zoom from a source view, or one of the four modal
/// transition styles. An app's own animator (its navigation or transitioning delegate's) takes
/// precedence, as in UIKit.
///
/// Declared at the top level under its Objective-C name, not nested as Swift's
/// `UIViewController.Transition`: a type nested in `UIViewController` would hide every app type
/// named `Transition` from the code of the app's view controllers (an animator class of that name
/// is common in transition code written before iOS 18, which no longer compiles against iOS 18's
/// SDK for that reason). `vc.preferredTransition = .zoom { … }` reads the same; spell the options
/// `UIZoomTransitionOptions` (or `UIViewControllerTransition.ZoomOptions`).
@MainActor
public final class UIViewControllerTransition: NSObject {
    enum Kind {
        case zoom(options: ZoomOptions?, source: (ZoomSourceViewProviderContext) -> UIView?)
        case modal(UIModalTransitionStyle)
    }

    let kind: Kind

    init(kind: Kind) {
        self.kind = kind
        super.init()
    }

    /// The zoomed controller grows out of the view the provider returns (asked again when it
    /// is dismissed or popped, so the source can change meanwhile) and shrinks back into it.
    public static func zoom(options: ZoomOptions? = nil,
                            sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> UIView?) -> Self {
        Self(kind: .zoom(options: options?.copy() as? ZoomOptions ?? options, source: sourceViewProvider))
    }

    /// The zoom from a bar button item: from the view the bar shows for it.
    public static func zoom(options: ZoomOptions? = nil,
                            sourceBarButtonItemProvider: @escaping (ZoomSourceViewProviderContext) -> UIBarButtonItem?) -> Self {
        zoom(options: options) { context in
            guard let item = sourceBarButtonItemProvider(context) else { return nil }
            return item.customView ?? item.placedView
        }
    }

    public static var coverVertical: Self { Self(kind: .modal(.coverVertical)) }
    public static var crossDissolve: Self { Self(kind: .modal(.crossDissolve)) }
    public static var flipHorizontal: Self { Self(kind: .modal(.flipHorizontal)) }
    public static var partialCurl: Self { Self(kind: .modal(.partialCurl)) }

    /// The modal transition style this transition stands for, when it is one of them.
    var modalTransitionStyle: UIModalTransitionStyle? {
        if case .modal(let style) = kind { return style }
        return nil
    }

    /// The animator of a zoom, or nil for the modal styles (the engine draws those).
    func zoomAnimator(for zoomed: UIViewController, zoomingIn: Bool) -> ZoomTransitionAnimator? {
        guard case .zoom(let options, let source) = kind else { return nil }
        return ZoomTransitionAnimator(zoomed: zoomed, zoomingIn: zoomingIn, options: options, sourceViewProvider: source)
    }

    /// What the source view provider is told.
    @MainActor
    open class ZoomSourceViewProviderContext: NSObject {
        /// The controller the zoom starts from when presenting or pushing, and returns to.
        public let sourceViewController: UIViewController
        /// The controller that zooms in and out.
        public let zoomedViewController: UIViewController

        init(sourceViewController: UIViewController, zoomedViewController: UIViewController) {
            self.sourceViewController = sourceViewController
            self.zoomedViewController = zoomedViewController
        }
    }

    /// How a zoom dims what it covers, where in the zoomed view the source lines up, and
    /// whether an interactive dismissal may begin.
    @MainActor
    open class ZoomOptions: NSObject, @preconcurrency NSCopying {
        /// Asked when a gesture would begin an interactive dismissal (there are no such
        /// gestures here unless the test drives one: kept for the app's code).
        open var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
        /// A rectangle in the zoomed controller's view that the source view lines up with
        /// (nil: the whole view).
        open var alignmentRectProvider: ((AlignmentRectContext) -> CGRect?)?
        /// The colour over what the zoomed view covers (nil: black at 20 %, chosen).
        open var dimmingColor: UIColor?
        /// A blur over what the zoomed view covers, in place of the dimming colour.
        open var dimmingVisualEffect: UIBlurEffect?

        public override init() {
            super.init()
        }

        public func copy(with zone: NSZone? = nil) -> Any {
            let copy = ZoomOptions()
            copy.interactiveDismissShouldBegin = interactiveDismissShouldBegin
            copy.alignmentRectProvider = alignmentRectProvider
            copy.dimmingColor = dimmingColor
            copy.dimmingVisualEffect = dimmingVisualEffect
            return copy
        }

        /// Where and how fast the finger is when an interactive dismissal would begin.
        @MainActor
        open class InteractionContext: NSObject {
            public let location: CGPoint
            public let velocity: CGVector
            public let willBegin: Bool

            init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
                self.location = location
                self.velocity = velocity
                self.willBegin = willBegin
            }
        }

        /// The views an alignment rectangle is asked for.
        @MainActor
        open class AlignmentRectContext: NSObject {
            public let sourceView: UIView
            public let zoomedViewController: UIViewController

            init(sourceView: UIView, zoomedViewController: UIViewController) {
                self.sourceView = sourceView
                self.zoomedViewController = zoomedViewController
            }
        }
    }
}

public typealias UIZoomTransitionOptions = UIViewControllerTransition.ZoomOptions
public typealias UIZoomTransitionSourceViewProviderContext = UIViewControllerTransition.ZoomSourceViewProviderContext
public typealias UIZoomTransitionAlignmentRectContext = UIViewControllerTransition.ZoomOptions.AlignmentRectContext
public typealias UIZoomTransitionInteractionContext = UIViewControllerTransition.ZoomOptions.InteractionContext
