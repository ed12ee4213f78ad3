import GoldensScene

/// One finger, scripted: where it goes down, where it is at later times, and where it lifts
/// (the last sample). Times are seconds from when the script is performed; locations are in
/// window coordinates. The touches reach the gesture recognizers of the view under the first
/// location and of its superviews, as in UIKit.
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

    public init(samples: [Sample]) {
        self.samples = samples.sorted { $0.time < $1.time }
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
        let delivery = TouchDelivery(window: self, at: first.location, time: start)
        for sample in script.samples.dropFirst() {
            clock.schedule(at: start + max(0, sample.time), label: "touch at \(sample.location)") {
                delivery.move(to: sample.location, at: clock.now)
            }
        }
        let lift = start + max(0, script.samples.last?.time ?? 0)
        clock.schedule(at: lift, label: "touch lifts") { delivery.lift(at: clock.now) }
    }
}

extension TransitionAction {
    /// Performs `script` in `window`: the transition starts when a recognizer's action starts
    /// it. Sample such a run at `.seconds` (it has no duration when the sampler starts).
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
    private let touch: UITouch
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

    init(window: UIWindow, at location: CGPoint, time: Double) {
        // A touch that begins while the app ignores interaction events reaches nobody.
        let hit = UIApplication.shared.isIgnoringInteractionEvents ? nil : window.hitTest(location, with: nil)
        let touch = UITouch()
        self.touch = touch
        view = hit
        clock = window.windowNode.clock
        contentDelayEnd = Self.scrollViewDelaysContent(above: hit) ? time + Self.contentTouchDelay : nil
        touch.view = hit
        touch.window = window
        touch.windowLocation = location
        touch.timestamp = time
        event.timestamp = time
        event.allTouches = [touch]
        recognizers = Self.recognizers(above: hit, receiving: touch)
        touch.gestureRecognizers = recognizers
        for recognizer in recognizers { recognizer.touchPeers = recognizers.map(WeakRecognizer.init) }
        send { [self] in
            for recognizer in recognizers { recognizer.touchesBegan([touch], with: event) }
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
    func move(to location: CGPoint, at time: Double) {
        guard location != touch.windowLocation else {
            touch.timestamp = time
            for recognizer in recognizers { recognizer.touchStayed(at: time) }
            return
        }
        touch.phase = .moved
        touch.move(to: location)
        touch.timestamp = time
        event.timestamp = time
        send { [self] in
            for recognizer in recognizers where recognizer.state != .failed {
                recognizer.touchesMoved([touch], with: event)
                arbitrate()
            }
            deliverToView()
        }
    }

    func lift(at time: Double) {
        touch.phase = .ended
        touch.timestamp = time
        event.timestamp = time
        // Recognizers that wait for others to fail hear the lift after them, so a tap that
        // requires a double tap to fail finds it waiting for its next tap, and holds its own
        // recognition until that one's pause is over.
        let waiting = recognizers.filter(\.hasFailureRequirements)
        send { [self] in
            for recognizer in recognizers.filter({ !$0.hasFailureRequirements }) + waiting where recognizer.state != .failed {
                recognizer.touchesEnded([touch], with: event)
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
