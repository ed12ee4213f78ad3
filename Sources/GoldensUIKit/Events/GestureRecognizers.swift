import GoldensRaster
import GoldensScene

/// UIKit's distance a finger must travel before a pan begins, in points.
private let panHysteresis: CGFloat = 10

/// A drag: begins once the finger has moved 10 pt, reports the translation from where the
/// finger went down and the velocity of its last movement.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    open var minimumNumberOfTouches = 1
    open var maximumNumberOfTouches = Int.max
    /// Trackpad and mouse-wheel scrolls: none reach a test.
    open var allowedScrollTypesMask: UIScrollTypeMask = []
    /// Where translation is measured from, in window coordinates (moved by `setTranslation`).
    private var origin: CGPoint?

    /// How far the finger moved since it went down (or since `setTranslation`), along `view`'s axes.
    open func translation(in view: UIView?) -> CGPoint {
        guard let touch, let origin else { return .zero }
        let target = view ?? self.view
        let now = Self.convert(fromWindow: touch.location, to: target)
        let then = Self.convert(fromWindow: origin, to: target)
        return CGPoint(x: now.x - then.x, y: now.y - then.y)
    }

    /// Makes `translation(in: view)` return `translation` from here on.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        guard let touch else { return }
        let target = view ?? self.view
        let now = Self.convert(fromWindow: touch.location, to: target)
        let shifted = CGPoint(x: now.x - translation.x, y: now.y - translation.y)
        origin = target.map { $0.convert(shifted, to: nil) } ?? shifted
    }

    /// Points per second of the finger's last movement, along `view`'s axes.
    open func velocity(in view: UIView?) -> CGPoint {
        guard let touch else { return .zero }
        let velocity = touch.velocity
        let target = view ?? self.view
        let zero = Self.convert(fromWindow: .zero, to: target)
        let unit = Self.convert(fromWindow: velocity, to: target)
        return CGPoint(x: unit.x - zero.x, y: unit.y - zero.y)
    }

    override func touchDown(_ touch: TouchState) {
        super.touchDown(touch)
        origin = touch.start
    }

    override func touchMoved(to location: CGPoint, at time: Double) {
        super.touchMoved(to: location, at: time)
        switch state {
        case .possible:
            if let touch, touch.travel >= panHysteresis, shouldStart(at: touch.start) { transition(to: .began) }
        case .began, .changed:
            transition(to: .changed)
        default:
            break
        }
    }

    override func touchUp(at time: Double) { endTracking() }

    /// Whether a drag that went down at `start` (window coordinates) may begin.
    func shouldStart(at start: CGPoint) -> Bool { true }

    override func endTouch() {
        super.endTouch()
        origin = nil
    }
}

/// A pan that starts within 20 pt of one of `edges` of the screen (the back swipe).
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// How close to the edge the finger must go down, in points.
    static let edgeReach: CGFloat = 20
    open var edges: UIRectEdge = []

    /// A finger that goes down away from the edges fails the recognizer at once, so the
    /// recognizers that wait for it to fail (`require(toFail:)`, the app's own pan beside the
    /// back swipe) may begin.
    override func touchDown(_ touch: TouchState) {
        super.touchDown(touch)
        if !shouldStart(at: touch.start) { state = .failed }
    }

    override func shouldStart(at start: CGPoint) -> Bool {
        guard let screen = view?.window?.bounds else { return false }
        let reach = Self.edgeReach
        return (edges.contains(.left) && start.x - screen.minX <= reach)
            || (edges.contains(.right) && screen.maxX - start.x <= reach)
            || (edges.contains(.top) && start.y - screen.minY <= reach)
            || (edges.contains(.bottom) && screen.maxY - start.y <= reach)
    }
}

/// A tap: the finger lifts within 10 pt of where it went down.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    open var numberOfTapsRequired = 1
    open var numberOfTouchesRequired = 1

    /// The taps counted so far towards `numberOfTapsRequired`, and when the last one lifted.
    private var taps = 0
    private var lastTapTime = -Double.infinity
    /// The longest pause between the taps of one multiple tap (UIKit's is about this).
    static let multipleTapInterval = 0.35

    override func touchMoved(to location: CGPoint, at time: Double) {
        super.touchMoved(to: location, at: time)
        if let touch, touch.travel > panHysteresis { state = .failed }
    }

    /// The pause after the tap that lifted at `time` is over without another tap: the series
    /// fails, and the recognizer is ready for the next touch.
    private func pauseEnded(afterTapAt time: Double) {
        guard awaitingNextTap, lastTapTime == time else { return }
        awaitingNextTap = false
        taps = 0
        state = .failed
        if touch == nil { returnToPossible() }
    }

    /// Whether an earlier tap of a series lifted and the next may still come.
    private var awaitingNextTap = false

    /// In play while it waits for the next tap of its series too.
    override var isInPlay: Bool { super.isInPlay || awaitingNextTap }

    /// A tap recognizes once it is the required one of a quick enough series. After an earlier
    /// tap of the series it waits for the next one, and fails when the pause is over: a single
    /// tap that requires it to fail recognizes then, as in UIKit.
    override func touchUp(at time: Double) {
        guard state == .possible else { return }
        taps = time - lastTapTime <= Self.multipleTapInterval ? taps + 1 : 1
        lastTapTime = time
        if taps >= max(1, numberOfTapsRequired) {
            taps = 0
            awaitingNextTap = false
            transition(to: .ended)
            return
        }
        awaitingNextTap = true
        guard let clock = view?.node.window?.clock else {
            awaitingNextTap = false
            return state = .failed
        }
        clock.schedule(at: time + Self.multipleTapInterval, label: "multiple tap pause") { [weak self] in
            MainActor.assumeIsolated { self?.pauseEnded(afterTapAt: time) }
        }
    }
}

/// A press held for `minimumPressDuration` without moving more than `allowableMovement`, then
/// tracked like a pan until the finger lifts.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    open var minimumPressDuration: TimeInterval = 0.5
    open var allowableMovement: CGFloat = 10
    open var numberOfTapsRequired = 0
    open var numberOfTouchesRequired = 1

    override func touchDown(_ touch: TouchState) {
        super.touchDown(touch)
        guard let clock = view?.node.window?.clock else { return }
        let started = touch.startTime
        clock.schedule(at: started + minimumPressDuration, label: "long press") { [weak self] in
            guard let self, state == .possible, self.touch?.startTime == started else { return }
            transition(to: .began)
        }
    }

    override func touchMoved(to location: CGPoint, at time: Double) {
        super.touchMoved(to: location, at: time)
        if isTracking {
            transition(to: .changed)
        } else if let touch, touch.travel > allowableMovement {
            state = .failed
        }
    }

    override func touchUp(at time: Double) { endTracking() }
}

/// A quick stroke in one of `direction`'s directions: recognized once the finger has moved
/// `minimumDistance` points that way, more along it than across it, within `maximumDuration`.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    public struct Direction: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1 << 0)
        public static let left = Direction(rawValue: 1 << 1)
        public static let up = Direction(rawValue: 1 << 2)
        public static let down = Direction(rawValue: 1 << 3)
    }

    open var direction: Direction = .right
    open var numberOfTouchesRequired = 1
    static let minimumDistance: CGFloat = 50
    static let maximumDuration: Double = 0.5

    override func touchMoved(to location: CGPoint, at time: Double) {
        super.touchMoved(to: location, at: time)
        guard state == .possible, let touch else { return }
        if time - touch.startTime > Self.maximumDuration { state = .failed; return }
        let dx = location.x - touch.start.x, dy = location.y - touch.start.y
        let along: Direction = abs(dx) >= abs(dy) ? (dx > 0 ? .right : .left) : (dy > 0 ? .down : .up)
        if max(abs(dx), abs(dy)) >= Self.minimumDistance, direction.contains(along) { transition(to: .ended) }
    }

    override func touchUp(at time: Double) {
        if state == .possible { state = .failed }
    }
}

/// The scroll inputs a pan may accept besides touches (trackpad, wheel).
public struct UIScrollTypeMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

/// Two fingers pinching (`TouchScript.pinch`): begins once the distance between them has
/// changed by 4 pt (UIKit's threshold is unpublished; chosen), and reports `scale`, their
/// distance over the distance when it was last 1 (when they went down, or where the app set it),
/// and its change per second over the last movement. One finger never begins it.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    static let hysteresis: CGFloat = 4
    private var pair = FingerPair()

    open var scale: CGFloat {
        get { pair.value(\.span, relativeTo: .ratio) }
        set { pair.rebase(\.span, to: newValue, relativeTo: .ratio) }
    }
    open var velocity: CGFloat { pair.velocity(\.span, relativeTo: .ratio) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        pair.begin(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard pair.move(touches) else { return }
        continueTracking(beginning: pair.change(\.span) >= Self.hysteresis)
    }

    override func touchUp(at time: Double) { endTracking() }
}

/// Two fingers turning (`TouchScript.pinch` with a turn): begins once the line between them has
/// turned by 5° (chosen, as UIKit publishes none), and reports `rotation`, in radians since
/// they went down (or since the app set it), clockwise positive as on the screen, and its change
/// per second over the last movement. One finger never begins it.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    static let hysteresis: CGFloat = 5 * .pi / 180
    private var pair = FingerPair()

    open var rotation: CGFloat {
        get { pair.value(\.angle, relativeTo: .difference) }
        set { pair.rebase(\.angle, to: newValue, relativeTo: .difference) }
    }
    open var velocity: CGFloat { pair.velocity(\.angle, relativeTo: .difference) }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        pair.begin(touches)
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard pair.move(touches) else { return }
        continueTracking(beginning: pair.change(\.angle) >= Self.hysteresis)
    }

    override func touchUp(at time: Double) { endTracking() }
}

/// The line between the first two fingers, as a pinch and a rotation read it: its length and
/// its angle now, when the fingers went down, at the previous movement, and where the app last
/// set the recognizer's value (its reference).
struct FingerPair {
    struct Line {
        var span: CGFloat = 0
        var angle: CGFloat = 0
        var time: Double = 0
    }

    /// How a value is measured from its reference: a pinch's scale divides, a rotation subtracts.
    enum Measure { case ratio, difference }

    private var start = Line()
    private var now = Line()
    private var previous = Line()
    private var reference = Line()
    private var isTracking = false

    static func line(_ touches: Set<UITouch>) -> Line? {
        let fingers = touches.sorted { $0.finger < $1.finger }
        guard fingers.count >= 2 else { return nil }
        let dx = Double(fingers[1].windowLocation.x - fingers[0].windowLocation.x)
        let dy = Double(fingers[1].windowLocation.y - fingers[0].windowLocation.y)
        return Line(span: CGFloat(PortableMath.hypot(dx, dy)), angle: CGFloat(PortableMath.atan2(dy, dx)),
                    time: fingers[0].timestamp)
    }

    mutating func begin(_ touches: Set<UITouch>) {
        guard let line = Self.line(touches) else { return isTracking = false }
        (start, now, previous, reference, isTracking) = (line, line, line, line, true)
    }

    /// Takes the fingers' new line; false when there are not two fingers to read.
    mutating func move(_ touches: Set<UITouch>) -> Bool {
        guard isTracking, var line = Self.line(touches) else { return false }
        // The angle goes on past ±π rather than jumping by a whole turn.
        while line.angle - now.angle > .pi { line.angle -= 2 * .pi }
        while line.angle - now.angle < -.pi { line.angle += 2 * .pi }
        previous = now
        now = line
        return true
    }

    /// How much `part` has changed since the fingers went down.
    func change(_ part: KeyPath<Line, CGFloat>) -> CGFloat {
        abs(now[keyPath: part] - start[keyPath: part])
    }

    func value(_ part: KeyPath<Line, CGFloat>, relativeTo measure: Measure) -> CGFloat {
        Self.measure(now[keyPath: part], from: reference[keyPath: part], measure)
    }

    /// Makes the value read `value` now, keeping later movements relative to here.
    mutating func rebase(_ part: WritableKeyPath<Line, CGFloat>, to value: CGFloat, relativeTo measure: Measure) {
        switch measure {
        case .ratio: if value > 0 { reference[keyPath: part] = now[keyPath: part] / value }
        case .difference: reference[keyPath: part] = now[keyPath: part] - value
        }
    }

    func velocity(_ part: KeyPath<Line, CGFloat>, relativeTo measure: Measure) -> CGFloat {
        let elapsed = now.time - previous.time
        guard elapsed > 0 else { return 0 }
        let change = Self.measure(now[keyPath: part], from: reference[keyPath: part], measure)
            - Self.measure(previous[keyPath: part], from: reference[keyPath: part], measure)
        return change / CGFloat(elapsed)
    }

    private static func measure(_ value: CGFloat, from reference: CGFloat, _ measure: Measure) -> CGFloat {
        switch measure {
        case .ratio: reference > 0 ? value / reference : 1
        case .difference: value - reference
        }
    }
}
