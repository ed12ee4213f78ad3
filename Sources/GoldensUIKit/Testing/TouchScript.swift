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

/// One touch's way through the recognizers that received it.
@MainActor
private final class TouchDelivery {
    private let recognizers: [UIGestureRecognizer]
    private let touch: UITouch

    init(window: UIWindow, at location: CGPoint, time: Double) {
        let hit = window.hitTest(location, with: nil)
        let touch = UITouch()
        self.touch = touch
        touch.view = hit
        touch.window = window
        touch.windowLocation = location
        touch.timestamp = time
        var chain: [UIGestureRecognizer] = []
        var view = hit
        while let current = view {
            chain += (current.gestureRecognizers ?? []).filter { $0.isEnabled && $0.delegate?.gestureRecognizer($0, shouldReceive: touch) ?? true }
            view = current.superview
        }
        recognizers = chain
        for recognizer in recognizers { recognizer.touchDown(TouchState(at: location, time: time)) }
        arbitrate()
    }

    func move(to location: CGPoint, at time: Double) {
        touch.phase = .moved
        touch.windowLocation = location
        touch.timestamp = time
        for recognizer in recognizers where recognizer.state != .failed {
            recognizer.touchMoved(to: location, at: time)
            arbitrate()
        }
    }

    func lift(at time: Double) {
        touch.phase = .ended
        touch.timestamp = time
        for recognizer in recognizers where recognizer.state != .failed {
            recognizer.touchUp(at: time)
            arbitrate()
        }
        for recognizer in recognizers { recognizer.endTouch() }
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
