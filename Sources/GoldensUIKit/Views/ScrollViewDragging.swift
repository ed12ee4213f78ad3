import Foundation
import GoldensScene

/// A scroll view under a finger, as UIKit's moves: the content follows the finger once its pan
/// begins (10 pt of travel), past the content's edges only by the rubber band, and when the
/// finger lifts it decelerates, bounces back from an edge, or settles on a page, on the
/// virtual clock at 60 frames a second, telling the delegate each step UIKit tells.
///
/// UIKit's numbers, as published measurements of it describe them (none are in Apple's
/// documentation): the rubber band shows an overshoot `x` as `(1 − 1 / (x · 0.55 / d + 1)) · d`,
/// `d` the scroll view's size along the axis; the content decelerates at `decelerationRate`
/// per millisecond (0.998 normal); it stops once less than half a point of travel is left. The
/// bounce back and the page snap are a critically damped spring that settles in about half a
/// second: chosen, not measured.
@MainActor
final class ScrollViewDragging {
    private unowned let scrollView: UIScrollView
    /// Where the content would be without the rubber band, as the finger moved it.
    private var unbandedOffset = CGPoint.zero
    /// The offset shown after the last finger movement, to notice the app moving it.
    private var shownOffset = CGPoint.zero
    private var lastTranslation = CGPoint.zero
    private var motion: VirtualClock.ActionToken?
    private(set) var isTracking = false
    private(set) var isDragging = false
    private(set) var isDecelerating = false

    /// The rubber band's stiffness: how much of an overshoot shows.
    static let rubberBandCoefficient: CGFloat = 0.55
    /// Frames per second of the deceleration and the bounce.
    static let framesPerSecond = 60.0
    /// The bounce's spring: critically damped, ω in radians per second.
    static let springFrequency = 12.0
    /// The longest the content moves on after the finger: deceleration from any real speed
    /// stops well before, so this only ends motion that would never settle (a size or offset
    /// that is not a number).
    static let longestMotion = 10.0

    init(scrollView: UIScrollView) {
        self.scrollView = scrollView
    }

    // MARK: The finger

    func panChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            isTracking = true
            isDragging = true
            // The content starts moving from here: the travel before the pan began is not
            // made up, as UIKit's content does not jump when the drag begins.
            lastTranslation = pan.translation(in: scrollView)
            unbandedOffset = scrollView.contentOffset
            shownOffset = scrollView.contentOffset
            scrollView.delegate?.scrollViewWillBeginDragging(scrollView)
        case .changed:
            follow(pan)
        case .ended:
            follow(pan)
            release(velocity: pan.velocity(in: scrollView))
        case .cancelled, .failed:
            release(velocity: .zero)
        default:
            break
        }
    }

    /// Moves the content by the finger's movement since the last event, against it.
    private func follow(_ pan: UIPanGestureRecognizer) {
        let translation = pan.translation(in: scrollView)
        // The app moved the content itself (a drag-to-dismiss keeps it at the top): carry on
        // from where it put it.
        if scrollView.contentOffset != shownOffset { unbandedOffset = scrollView.contentOffset }
        let (vertical, horizontal) = scrollableAxes
        if horizontal { unbandedOffset.x -= translation.x - lastTranslation.x }
        if vertical { unbandedOffset.y -= translation.y - lastTranslation.y }
        lastTranslation = translation
        shownOffset = banded(unbandedOffset)
        scrollView.contentOffset = shownOffset
    }

    /// The finger lifted moving at `velocity` (points per second, the finger's; the content
    /// moves against it).
    private func release(velocity fingerVelocity: CGPoint) {
        isTracking = false
        isDragging = false
        let (vertical, horizontal) = scrollableAxes
        var velocity = CGPoint(x: horizontal ? -fingerVelocity.x : 0, y: vertical ? -fingerVelocity.y : 0)
        var target = projectedOffset(from: scrollView.contentOffset, velocity: velocity)
        if scrollView.isPagingEnabled { target = pageOffset(near: scrollView.contentOffset, velocity: velocity) }
        let projected = target
        // UIKit hands the velocity in points per millisecond.
        scrollView.delegate?.scrollViewWillEndDragging(scrollView, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
                                                       targetContentOffset: &target)
        let retargeted = target != projected || scrollView.isPagingEnabled
        let overshooting = scrollView.contentOffset != clamp(scrollView.contentOffset)
        let moves = retargeted || overshooting || abs(velocity.x) + abs(velocity.y) > 0 && remainingTravel(velocity) >= 0.5
        scrollView.delegate?.scrollViewDidEndDragging(scrollView, willDecelerate: moves)
        guard moves else { return }
        isDecelerating = true
        scrollView.delegate?.scrollViewWillBeginDecelerating(scrollView)
        if retargeted || overshooting {
            if overshooting && !retargeted { target = clamp(scrollView.contentOffset) }
            if !overshooting, !scrollView.isPagingEnabled, target != projected { velocity = .zero }
            spring(to: clamp(target), velocity: velocity)
        } else {
            decelerate(velocity: velocity)
        }
    }

    // MARK: After the finger

    /// Slows down at the deceleration rate, handing over to the bounce at an edge.
    private func decelerate(velocity start: CGPoint) {
        var velocity = start
        let step = 1 / Self.framesPerSecond
        let decay = pow(Double(scrollView.decelerationRate.rawValue), 1000 * step)
        var elapsed = 0.0
        func frame() {
            elapsed += step
            guard elapsed < Self.longestMotion else { return finish() }
            let offset = scrollView.contentOffset
            let next = CGPoint(x: offset.x + velocity.x * step, y: offset.y + velocity.y * step)
            velocity = CGPoint(x: velocity.x * decay, y: velocity.y * decay)
            let limited = clamp(next)
            if limited != next {
                // Past the edge: the bounce takes over with what is left of the speed.
                guard scrollView.bounces else {
                    scrollView.contentOffset = limited
                    return finish()
                }
                scrollView.contentOffset = next
                return spring(to: limited, velocity: velocity)
            }
            scrollView.contentOffset = next
            if remainingTravel(velocity) < 0.5 { return finish() }
            schedule(frame)
        }
        schedule(frame)
    }

    /// Settles on `target` along a critically damped spring from the current offset.
    private func spring(to target: CGPoint, velocity start: CGPoint) {
        let origin = scrollView.contentOffset
        let omega = Self.springFrequency
        var elapsed = 0.0
        let step = 1 / Self.framesPerSecond
        // x(t) = (x0 + (v0 + ω x0) t) e^(−ω t), x the distance from the target.
        func position(_ x0: CGFloat, _ v0: CGFloat, _ t: Double) -> CGFloat {
            (x0 + (v0 + CGFloat(omega) * x0) * CGFloat(t)) * CGFloat(exp(-omega * t))
        }
        let x0 = CGPoint(x: origin.x - target.x, y: origin.y - target.y)
        func frame() {
            elapsed += step
            let offset = CGPoint(x: target.x + position(x0.x, start.x, elapsed), y: target.y + position(x0.y, start.y, elapsed))
            let settled = abs(offset.x - target.x) < 0.25 && abs(offset.y - target.y) < 0.25 && elapsed > 0.1
            if settled || elapsed >= Self.longestMotion {
                scrollView.contentOffset = target
                return finish()
            }
            scrollView.contentOffset = offset
            schedule(frame)
        }
        schedule(frame)
    }

    /// `setContentOffset(_:animated: true)`: from the offset now to `target` at a constant rate,
    /// as Apple's scroll view guide describes it, over `programmaticScrollDuration`; the delegate
    /// hears each step, then `scrollViewDidEndScrollingAnimation`. A touch stops it where it is.
    func scroll(to target: CGPoint) {
        stopMotion()
        let origin = scrollView.contentOffset
        guard origin != target else { return }
        let frames = Int((Self.programmaticScrollDuration * Self.framesPerSecond).rounded())
        var shown = 0
        var lastSet = origin
        func frame() {
            // The app set an offset of its own meanwhile: that one stands.
            guard scrollView.contentOffset == lastSet else { return motion = nil }
            shown += 1
            let fraction = CGFloat(shown) / CGFloat(frames)
            guard shown < frames else {
                motion = nil
                scrollView.contentOffset = target
                scrollView.delegate?.scrollViewDidEndScrollingAnimation(scrollView)
                return
            }
            scrollView.contentOffset = CGPoint(x: origin.x + (target.x - origin.x) * fraction, y: origin.y + (target.y - origin.y) * fraction)
            lastSet = scrollView.contentOffset
            schedule(frame)
        }
        schedule(frame)
    }

    /// How long `setContentOffset(_:animated: true)` takes, whatever the distance: chosen (UIKit
    /// documents none; 0.3 s is what re-implementations use).
    static let programmaticScrollDuration = 0.3

    private func finish() {
        motion = nil
        isDecelerating = false
        scrollView.delegate?.scrollViewDidEndDecelerating(scrollView)
    }

    private func schedule(_ frame: @escaping () -> Void) {
        let clock = scrollView.layer.node.animationClock
        motion = clock.schedule(at: clock.now + 1 / Self.framesPerSecond, label: "scroll view deceleration") { [weak scrollView] in
            // A scroll view freed while it moves (its screen dismissed mid-bounce) stops there.
            guard scrollView != nil else { return }
            frame()
        }
    }

    /// A touch on a moving scroll view stops it where it is, as UIKit's does.
    func stopMotion() {
        guard let motion else { return }
        _ = scrollView.layer.node.animationClock.cancel(motion)
        self.motion = nil
        isDecelerating = false
    }

    // MARK: Geometry

    /// The axes the content scrolls along: where it is larger than the view, or always bounces.
    var scrollableAxes: (vertical: Bool, horizontal: Bool) {
        scrollView.scrollableAxes(within: scrollView.adjustedContentInset)
    }

    private func clamp(_ offset: CGPoint) -> CGPoint { scrollView.clamped(offset) }

    /// The offset shown for an unbanded one: within the content as it is, past an edge by the
    /// rubber band (none without `bounces`).
    private func banded(_ offset: CGPoint) -> CGPoint {
        let limit = clamp(offset)
        guard scrollView.bounces else { return limit }
        func band(_ value: CGFloat, _ limit: CGFloat, _ dimension: CGFloat) -> CGFloat {
            let overshoot = value - limit
            guard overshoot != 0, dimension > 0 else { return value }
            let shown = (1 - 1 / (abs(overshoot) * Self.rubberBandCoefficient / dimension + 1)) * dimension
            return limit + (overshoot < 0 ? -shown : shown)
        }
        return CGPoint(x: band(offset.x, limit.x, scrollView.bounds.width), y: band(offset.y, limit.y, scrollView.bounds.height))
    }

    /// How far the content still travels when decelerating from `velocity`.
    private func remainingTravel(_ velocity: CGPoint) -> CGFloat {
        let rate = Double(scrollView.decelerationRate.rawValue)
        guard rate > 0, rate < 1 else { return 0 }
        let speed = Double(hypot(velocity.x, velocity.y))
        return CGFloat(speed / (1000 * -log(rate)))
    }

    /// Where deceleration from `velocity` would stop, within the content.
    private func projectedOffset(from offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let rate = Double(scrollView.decelerationRate.rawValue)
        guard rate > 0, rate < 1 else { return clamp(offset) }
        let factor = CGFloat(1 / (1000 * -log(rate)))
        return clamp(CGPoint(x: offset.x + velocity.x * factor, y: offset.y + velocity.y * factor))
    }

    /// The page a paging scroll view settles on: the next one in the direction of a fling,
    /// else the nearest.
    private func pageOffset(near offset: CGPoint, velocity: CGPoint) -> CGPoint {
        let size = scrollView.bounds.size
        func page(_ value: CGFloat, _ speed: CGFloat, _ length: CGFloat) -> CGFloat {
            guard length > 0 else { return value }
            let position = value / length
            let index = abs(speed) > 300 ? (speed > 0 ? position.rounded(.up) : position.rounded(.down)) : position.rounded()
            return index * length
        }
        return clamp(CGPoint(x: page(offset.x, velocity.x, size.width), y: page(offset.y, velocity.y, size.height)))
    }
}
