import Foundation

/// A popover: the presented controller's view in a rounded bubble whose arrow points at the
/// source (`sourceView` and `sourceRect`, or `barButtonItem`), over the presenting screen, which
/// stays as it is. On an iPhone UIKit shows one only when the popover's delegate answers `.none`
/// for the adaptive presentation style; otherwise the controller is presented as a sheet.
///
/// UIKit documents none of the popover's geometry; chosen here, by eye on recent iOS: the
/// content is the presented controller's `preferredContentSize` (320 × 480 when it has none),
/// cut to fit 10 pt inside the container's safe area; the bubble's corners are 13 pt; the arrow
/// is 13 pt tall and 26 pt wide at its base, below the source when there is room (arrow up),
/// else above it, else beside it, as `permittedArrowDirections` allow; the bubble is centred on
/// the source along the arrow's edge, kept inside the margins; it casts a soft shadow (black at
/// 15 %, radius 20 pt) and dims nothing. It fades in and out over UIKit's cross-dissolve.
///
/// A tap outside the bubble dismisses it, as UIKit's popovers are dismissed, unless it lands on
/// one of `passthroughViews` (which get the touch) or the delegate refuses
/// (`popoverPresentationControllerShouldDismissPopover`, `presentationControllerShouldDismiss`,
/// or `isModalInPresentation`); the delegate is told it will and did dismiss.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView? { didSet { containerView?.setNeedsLayout() } }
    open var sourceRect: CGRect = .zero { didSet { containerView?.setNeedsLayout() } }
    open var sourceItem: AnyObject?
    open var permittedArrowDirections: UIPopoverArrowDirection = .any
    open var passthroughViews: [UIView]?
    open var backgroundColor: UIColor?
    open var canOverlapSourceViewRect = false
    open var popoverLayoutMargins = UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)
    open var barButtonItem: UIBarButtonItem?
    /// Where the arrow points; `.unknown` until the popover is laid out.
    open private(set) var arrowDirection: UIPopoverArrowDirection = .unknown

    /// The whole container, holding the bubble: the view the animator fades.
    private let wrapper = PopoverTouchCatcher()
    private let bubble = PopoverBubble()

    static let defaultContentSize = CGSize(width: 320, height: 480)
    static let arrowHeight: CGFloat = 13
    static let arrowBase: CGFloat = 26
    static let cornerRadius: CGFloat = 13

    open override var presentedView: UIView? { wrapper }
    open override var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        wrapper.popover = self
        wrapper.frame = containerView?.bounds ?? .zero
        wrapper.addSubview(bubble)
        wrapper.addSubview(presentedViewController.view)
        layoutPopover()
    }

    open override func containerViewWillLayoutSubviews() {
        super.containerViewWillLayoutSubviews()
        wrapper.frame = containerView?.bounds ?? .zero
        layoutPopover()
    }

    /// Places the bubble and the content for the source as it is now.
    private func layoutPopover() {
        guard let container = containerView else { return }
        let area = container.bounds.inset(by: container.safeAreaInsets).inset(by: popoverLayoutMargins)
        let source = sourceFrame(in: container)
        let wanted = preferredContentSize != .zero ? preferredContentSize
            : presentedViewController.preferredContentSize != .zero ? presentedViewController.preferredContentSize : Self.defaultContentSize
        let placement = PopoverPlacement(source: source, area: area, wanted: wanted, permitted: permittedArrowDirections,
                                         arrowHeight: Self.arrowHeight)
        arrowDirection = placement.direction
        let content = placement.content
        presentedViewController.view.frame = content
        presentedViewController.view.layer.cornerRadius = Self.cornerRadius
        presentedViewController.view.clipsToBounds = true
        bubble.frame = wrapper.bounds
        bubble.shape = PopoverBubble.Shape(content: content, direction: placement.direction, arrowTip: placement.arrowTip,
                                           fill: backgroundColor ?? presentedViewController.view.backgroundColor ?? .systemBackground)
    }

    /// The source's rectangle in the container: the bar button item's view, else `sourceRect`
    /// in `sourceView` (its bounds when the rect is empty), else the container's centre.
    private func sourceFrame(in container: UIView) -> CGRect {
        if let item = barButtonItem, let view = item.placedView { return view.convert(view.bounds, to: container) }
        if let view = (sourceItem as? UIView) ?? sourceView {
            let rect = sourceRect == .zero ? view.bounds : sourceRect
            return view.convert(rect, to: container)
        }
        return CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0)
    }
}

/// The popover's whole-container view: touches on the passthrough views go through it to them,
/// and a tap anywhere else outside the content asks the popover to dismiss.
@MainActor
private final class PopoverTouchCatcher: UIView {
    weak var popover: UIPopoverPresentationController?
    private lazy var tap: UITapGestureRecognizer = {
        let tap = UITapGestureRecognizer()
        tap.handlers.append { [unowned self] tap in
            guard tap.state == .ended, let popover,
                  !popover.presentedViewController.view.frame.contains(tap.location(in: self)) else { return }
            popover.dismissForTapOutside()
        }
        return tap
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { super.init(coder: coder) }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let passes = popover?.passthroughViews?.contains { view in
            view.window != nil && view.bounds.contains(convert(point, to: view))
        } ?? false
        return passes ? nil : super.hitTest(point, with: event)
    }
}

extension UIPopoverPresentationController {
    /// A tap outside: the delegate may keep the popover; else it goes, the delegate told.
    func dismissForTapOutside() {
        let presented = presentedViewController
        guard presented.presentingViewController != nil, presented.transitionCoordinator == nil else { return }
        let popoverDelegate = delegate as? UIPopoverPresentationControllerDelegate
        dismissAsTheUserAsks(permitted: popoverDelegate?.popoverPresentationControllerShouldDismissPopover(self) ?? true) {
            popoverDelegate?.popoverPresentationControllerDidDismissPopover(self)
        }
    }
}

/// Where a popover goes: the arrow's direction, the content's frame and the arrow's tip.
struct PopoverPlacement {
    let direction: UIPopoverArrowDirection
    let content: CGRect
    let arrowTip: CGPoint

    init(source: CGRect, area: CGRect, wanted: CGSize, permitted: UIPopoverArrowDirection, arrowHeight: CGFloat) {
        let room: [(UIPopoverArrowDirection, CGFloat)] = [
            (.up, area.maxY - source.maxY - arrowHeight), (.down, source.minY - area.minY - arrowHeight),
            (.left, area.maxX - source.maxX - arrowHeight), (.right, source.minX - area.minX - arrowHeight),
        ]
        let allowed = room.filter { permitted.contains($0.0) }
        // The first direction with room for the whole content, in UIKit's order of preference;
        // else the one with the most room.
        let fits = allowed.first { direction, space in
            direction == .up || direction == .down ? space >= wanted.height : space >= wanted.width
        }
        let chosen = fits ?? allowed.max { $0.1 < $1.1 } ?? (.up, area.maxY - source.maxY - arrowHeight)
        direction = chosen.0
        let space = max(0, chosen.1)
        func centred(_ length: CGFloat, on middle: CGFloat, within low: CGFloat, _ high: CGFloat) -> CGFloat {
            min(max(middle - length / 2, low), max(low, high - length))
        }
        switch chosen.0 {
        case .up, .down:
            let width = min(wanted.width, area.width), height = min(wanted.height, space)
            let x = centred(width, on: source.midX, within: area.minX, area.maxX)
            let y = chosen.0 == .up ? source.maxY + arrowHeight : source.minY - arrowHeight - height
            content = CGRect(x: x, y: y, width: width, height: height)
            arrowTip = CGPoint(x: min(max(source.midX, x + 20), x + width - 20), y: chosen.0 == .up ? source.maxY : source.minY)
        default:
            let width = min(wanted.width, space), height = min(wanted.height, area.height)
            let y = centred(height, on: source.midY, within: area.minY, area.maxY)
            let x = chosen.0 == .left ? source.maxX + arrowHeight : source.minX - arrowHeight - width
            content = CGRect(x: x, y: y, width: width, height: height)
            arrowTip = CGPoint(x: chosen.0 == .left ? source.maxX : source.minX, y: min(max(source.midY, y + 20), y + height - 20))
        }
    }
}

/// The popover's bubble behind its content: the rounded rectangle and the arrow, filled, with
/// the popover's shadow.
@MainActor
final class PopoverBubble: UIView {
    struct Shape {
        var content: CGRect
        var direction: UIPopoverArrowDirection
        var arrowTip: CGPoint
        var fill: UIColor
    }

    private let outline = CAShapeLayer()

    var shape: Shape? {
        didSet { redraw() }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        layer.addSublayer(outline)
        outline.shadowColor = UIColor.black.cgColor
        outline.shadowOpacity = 0.15
        outline.shadowRadius = 20
        outline.shadowOffset = .zero
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private func redraw() {
        guard let shape else { return outline.path = nil }
        let path = UIBezierPath(roundedRect: shape.content, cornerRadius: UIPopoverPresentationController.cornerRadius)
        let half = UIPopoverPresentationController.arrowBase / 2
        let tip = shape.arrowTip
        let arrow = UIBezierPath()
        switch shape.direction {
        case .up:
            arrow.move(to: CGPoint(x: tip.x - half, y: shape.content.minY + 1))
            arrow.addLine(to: tip)
            arrow.addLine(to: CGPoint(x: tip.x + half, y: shape.content.minY + 1))
        case .down:
            arrow.move(to: CGPoint(x: tip.x - half, y: shape.content.maxY - 1))
            arrow.addLine(to: tip)
            arrow.addLine(to: CGPoint(x: tip.x + half, y: shape.content.maxY - 1))
        case .left:
            arrow.move(to: CGPoint(x: shape.content.minX + 1, y: tip.y - half))
            arrow.addLine(to: tip)
            arrow.addLine(to: CGPoint(x: shape.content.minX + 1, y: tip.y + half))
        default:
            arrow.move(to: CGPoint(x: shape.content.maxX - 1, y: tip.y - half))
            arrow.addLine(to: tip)
            arrow.addLine(to: CGPoint(x: shape.content.maxX - 1, y: tip.y + half))
        }
        arrow.close()
        path.append(arrow)
        outline.frame = bounds
        outline.path = path.cgPath
        outline.fillColor = shape.fill.cgColor
        outline.shadowPath = path.cgPath
    }
}
