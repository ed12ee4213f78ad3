import GoldensRaster
import GoldensScene

/// One finger, or two, scripted: where each goes down, where it is at later times, and where it
/// lifts (the last sample). Times are seconds from when the script is performed; locations are
/// in window coordinates. The touches reach the gesture recognizers of the view under the first
/// finger's first location and of its superviews, as in UIKit.
public struct TouchScript: Sendable, Hashable {
    public struct Sample: Sendable, Hashable {
        public var time: Double
        public var location: CGPoint

        public init(time: Double, location: CGPoint) {
            self.time = time
            self.location = location
        }
    }

    /// In time order; at least one.
    public var samples: [Sample]
    /// A second finger's samples, at the first finger's times (two fingers move together, as a
    /// pinch does); nil for one finger.
    public var secondFinger: [Sample]?

    public init(samples: [Sample], secondFinger: [Sample]? = nil) {
        self.samples = samples.sorted { $0.time < $1.time }
        self.secondFinger = secondFinger?.sorted { $0.time < $1.time }
    }

    /// Two fingers pinching about `center`: they go down `startSpan` points apart on a line at
    /// `angle` radians from the x axis, and move at constant speed, one sample every 1/60 s, until
    /// they are `endSpan` apart on a line turned by `turn` radians (clockwise on the screen),
    /// then lift after `holding` seconds still. A span that grows zooms in; a turn drives a
    /// rotation recognizer.
    public static func pinch(at center: CGPoint, from startSpan: CGFloat, to endSpan: CGFloat, turning turn: CGFloat = 0,
                             angle: CGFloat = 0, duration: Double, holding: Double = 0) -> TouchScript {
        let frames = max(1, Int((max(duration, 0) * 60).rounded(.up)))
        var first: [Sample] = [], second: [Sample] = []
        for frame in 0...frames {
            let fraction = CGFloat(frame) / CGFloat(frames)
            let half = (startSpan + (endSpan - startSpan) * fraction) / 2
            let (sine, cosine) = PortableMath.sinCos(Double(angle + turn * fraction))
            let offset = CGPoint(x: half * CGFloat(cosine), y: half * CGFloat(sine))
            let time = duration * Double(fraction)
            first.append(Sample(time: time, location: CGPoint(x: center.x - offset.x, y: center.y - offset.y)))
            second.append(Sample(time: time, location: CGPoint(x: center.x + offset.x, y: center.y + offset.y)))
        }
        if holding > 0, let lastFirst = first.last, let lastSecond = second.last {
            first.append(Sample(time: duration + holding, location: lastFirst.location))
            second.append(Sample(time: duration + holding, location: lastSecond.location))
        }
        return TouchScript(samples: first, secondFinger: second)
    }

    /// A drag in a straight line at constant speed, one sample every 1/60 s (a display frame),
    /// lifting at the end after `holding` seconds still.
    public static func drag(from start: CGPoint, to end: CGPoint, duration: Double, holding: Double = 0) -> TouchScript {
        let frames = max(1, Int((max(duration, 0) * 60).rounded(.up)))
        var samples = (0...frames).map { frame in
            let fraction = CGFloat(frame) / CGFloat(frames)
            return Sample(time: duration * Double(fraction),
                          location: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
        }
        if holding > 0 { samples.append(Sample(time: duration + holding, location: end)) }
        return TouchScript(samples: samples)
    }

    /// A tap: down and up at `location` 0.1 s apart.
    public static func tap(at location: CGPoint) -> TouchScript {
        TouchScript(samples: [Sample(time: 0, location: location), Sample(time: 0.1, location: location)])
    }

    /// A press held still at `location` for `duration` seconds.
    public static func press(at location: CGPoint, duration: Double) -> TouchScript {
        TouchScript(samples: [Sample(time: 0, location: location), Sample(time: duration, location: location)])
    }
}

extension UIWindow {
    /// Puts the finger down now and schedules its movements and lift on the window's clock.
    public func perform(_ script: TouchScript) {
        guard let first = script.samples.first else { return }
        let clock = windowNode.clock
        let start = clock.now
        // A second finger moves with the first, sample for sample (its own times are the first's).
        let second = script.secondFinger.map { $0.map(\.location) }
        let delivery = TouchDelivery(window: self, at: first.location, second: second?.first, time: start)
        for (index, sample) in script.samples.enumerated().dropFirst() {
            let other = second.flatMap { index < $0.count ? $0[index] : $0.last }
            clock.schedule(at: start + max(0, sample.time), label: "touch at \(sample.location)") {
                delivery.move(to: sample.location, second: other, at: clock.now)
            }
        }
        let lift = start + max(0, script.samples.last?.time ?? 0)
        clock.schedule(at: lift, label: "touch lifts") { delivery.lift(at: clock.now) }
    }
}

extension TransitionAction {
    /// Performs `script` in `window`: the transition starts when a recognizer's action starts
    /// it, and `.progress` fractions count from then (`.seconds` from the finger going down).
    public static func touch(_ script: TouchScript, in window: UIWindow, phase: String) -> TransitionAction {
        .perform("\(phase) by touch", phase: phase) { window.perform(script) }
    }
}

/// One touch's way through UIKit's delivery: the gesture recognizers of the view under the
/// finger and of its superviews hear it first, then the view itself (and, by its default, the
/// responder chain above it). A recognizer that recognizes with `cancelsTouchesInView` cancels
/// the view's touch; one that `delaysTouchesBegan` holds the view's `touchesBegan` until it fails;
/// a scroll view above the view that `delaysContentTouches` holds it for `contentTouchDelay`, so
/// a drag that scrolls (or that an app's pan takes) never highlights the row it started on.
@MainActor
private final class TouchDelivery {
    private let recognizers: [UIGestureRecognizer]
    /// Every finger down, the first first.
    private let touches: [UITouch]
    /// The first finger: the one the view under it hears.
    private var touch: UITouch { touches[0] }
    private let event = UIEvent()
    private let view: UIView?
    private var viewStage = ViewStage.waiting
    private let clock: VirtualClock
    /// When a scroll view above the view lets it hear the touch; nil when none holds it.
    private let contentDelayEnd: Double?

    /// How long a scroll view that `delaysContentTouches` waits to see whether a touch scrolls
    /// before its content hears it: 150 ms, the delay UIKit's documentation leaves unnamed and
    /// published measurements give.
    static let contentTouchDelay = 0.15

    /// Where the view under the finger is in its own sequence of touch messages.
    private enum ViewStage { case waiting, touching, done }

    init(window: UIWindow, at location: CGPoint, second: CGPoint?, time: Double) {
        // A touch that begins while the app ignores interaction events reaches nobody.
        let hit = UIApplication.shared.isIgnoringInteractionEvents ? nil : window.hitTest(location, with: nil)
        touches = ([location] + (second.map { [$0] } ?? [])).enumerated().map { finger, place in
            let touch = UITouch()
            touch.finger = finger
            touch.view = hit
            touch.window = window
            touch.windowLocation = place
            touch.timestamp = time
            return touch
        }
        let touch = touches[0]
        view = hit
        clock = window.windowNode.clock
        contentDelayEnd = Self.scrollViewDelaysContent(above: hit) ? time + Self.contentTouchDelay : nil
        event.timestamp = time
        event.allTouches = Set(touches)
        recognizers = Self.recognizers(above: hit, receiving: touch)
        for finger in touches { finger.gestureRecognizers = recognizers }
        for recognizer in recognizers { recognizer.touchPeers = recognizers.map(WeakRecognizer.init) }
        send { [self] in
            for recognizer in recognizers { recognizer.touchesBegan(Set(touches), with: event) }
            arbitrate()
            deliverToView()
        }
        if let contentDelayEnd {
            clock.schedule(at: contentDelayEnd, label: "content touches delayed") { [self] in
                send { [self] in deliverToView() }
            }
        }
    }

    /// Whether a scroll view above `hit` holds its content's touches while it sees whether they
    /// scroll: one that delays them and can scroll.
    private static func scrollViewDelaysContent(above hit: UIView?) -> Bool {
        var view = hit?.superview
        while let current = view {
            if let scroll = current as? UIScrollView, scroll.delaysContentTouches, scroll.isScrollEnabled,
               scroll.panGestureRecognizer.isEnabled {
                return true
            }
            view = current.superview
        }
        return false
    }

    /// Hands the event to the application, which sends it to the touch's window, whose
    /// `sendEvent(_:)` runs `delivery` (an app's window subclass may look first, or keep it).
    private func send(_ delivery: @escaping @MainActor () -> Void) {
        event.delivery = delivery
        UIApplication.shared.sendEvent(event)
        event.delivery = nil
    }

    /// The enabled recognizers of `hit` and its superviews whose delegates let them receive the
    /// touch. A one-finger single-tap recognizer above a control does not: the control's own
    /// tap wins, as UIKit documents for buttons, switches, steppers, segmented and page controls.
    private static func recognizers(above hit: UIView?, receiving touch: UITouch) -> [UIGestureRecognizer] {
        var chain: [UIGestureRecognizer] = []
        var tapControlBelow = false
        var view = hit
        while let current = view {
            for recognizer in current.gestureRecognizers ?? [] where recognizer.isEnabled {
                if tapControlBelow, let tap = recognizer as? UITapGestureRecognizer,
                   tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 { continue }
                guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true else { continue }
                chain.append(recognizer)
            }
            if let control = current as? UIControl, control.isEnabled, control.defaultActionIsATap { tapControlBelow = true }
            view = current.superview
        }
        return chain
    }

    /// A sample where the finger already is sends no message (UIKit sends none for a still
    /// finger; a tap's lift sample is one), but the recognizers note the pause, so a drag that
    /// stops before lifting ends with no velocity.
    func move(to location: CGPoint, second: CGPoint?, at time: Double) {
        let places = [location] + (second.map { [$0] } ?? [])
        let moved = zip(touches, places).filter { finger, place in place != finger.windowLocation }.map(\.0)
        guard !moved.isEmpty else {
            for finger in touches { finger.timestamp = time }
            for recognizer in recognizers { recognizer.touchStayed(at: time) }
            return
        }
        for (finger, place) in zip(touches, places) {
            finger.timestamp = time
            guard place != finger.windowLocation else { continue }
            finger.phase = .moved
            finger.move(to: place)
        }
        event.timestamp = time
        send { [self] in
            for recognizer in recognizers where recognizer.state != .failed {
                recognizer.touchesMoved(Set(touches), with: event)
                arbitrate()
            }
            deliverToView()
        }
    }

    func lift(at time: Double) {
        for finger in touches {
            finger.phase = .ended
            finger.timestamp = time
        }
        event.timestamp = time
        // Recognizers that wait for others to fail hear the lift after them, so a tap that
        // requires a double tap to fail finds it waiting for its next tap, and holds its own
        // recognition until that one's pause is over.
        let waiting = recognizers.filter(\.hasFailureRequirements)
        send { [self] in
            for recognizer in recognizers.filter({ !$0.hasFailureRequirements }) + waiting where recognizer.state != .failed {
                recognizer.touchesEnded(Set(touches), with: event)
                arbitrate()
            }
            deliverToView(lifted: true)
        }
        for recognizer in recognizers { recognizer.endTouch() }
    }

    /// Sends the view the message for the touch's phase, unless a recognizer holds or took it.
    private func deliverToView(lifted: Bool = false) {
        guard let view, viewStage != .done else { return }
        let taken = recognizers.contains { $0.cancelsTouchesInView && ($0.isTracking || $0.state == .ended) }
        if taken {
            if viewStage == .touching { view.touchesCancelled([touch], with: event) }
            viewStage = .done
            return
        }
        if viewStage == .waiting {
            let held = recognizers.contains { $0.delaysTouchesBegan && $0.state == .possible }
                || contentDelayEnd.map { clock.now < $0 } == true
            if held && !lifted { return }
            let phase = touch.phase
            touch.phase = .began
            view.touchesBegan([touch], with: event)
            touch.phase = phase
            viewStage = .touching
            if phase == .began { return }
        }
        if lifted {
            viewStage = .done
            view.touchesEnded([touch], with: event)
        } else {
            view.touchesMoved([touch], with: event)
        }
    }

    /// Once one recognizer has begun or recognized, the others still possible fail, unless a
    /// delegate of either lets the two recognize together.
    private func arbitrate() {
        let winners = recognizers.filter { $0.state == .began || $0.state == .changed || $0.state == .ended }
        guard !winners.isEmpty else { return }
        for other in recognizers where other.state == .possible {
            let together = winners.contains { winner in
                winner.delegate?.gestureRecognizer(winner, shouldRecognizeSimultaneouslyWith: other) == true
                    || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: winner) == true
            }
            if !together { other.state = .failed }
        }
    }
}
