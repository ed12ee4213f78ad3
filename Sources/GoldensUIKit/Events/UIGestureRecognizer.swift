import GoldensScene

/// A gesture recognizer: target-action, a delegate, and the state machine UIKit runs, fed by
/// scripted touches (`TouchScript`) on the window's virtual clock instead of a screen.
///
/// Continuous gestures (pan, screen-edge pan, long press) send their actions on `.began`,
/// every `.changed` and `.ended` or `.cancelled`; discrete ones (tap) once, on `.ended`. When
/// one recognizer begins, the others that received the same touch fail unless a delegate lets
/// them recognize simultaneously, as in UIKit.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    /// Settable, as UIKit lets subclasses set it (UIGestureRecognizerSubclass.h): setting it
    /// sends the actions of the new state, as UIKit does.
    open var state: State {
        get { currentState }
        set { transition(to: newValue) }
    }
    private var currentState: State = .possible {
        didSet {
            // A recognizer that fails may let the recognizers waiting for it go ahead.
            if currentState == .failed, oldValue != .failed { UIGestureRecognizer.settleHeldRecognitions() }
        }
    }
    open weak var delegate: (any UIGestureRecognizerDelegate)?
    open var isEnabled = true {
        didSet { if !isEnabled, state == .began || state == .changed { transition(to: .cancelled) } }
    }
    open internal(set) weak var view: UIView?
    open var cancelsTouchesInView = true
    open var delaysTouchesBegan = false
    open var delaysTouchesEnded = true
    open var requiresExclusiveTouchType = true
    open var name: String?
    open var numberOfTouches: Int { touch == nil ? 0 : fingers }
    /// How many fingers are down (scripted touches have one or two).
    var fingers = 1

    private var targetActions: [TargetAction] = []
    /// Actions of GoldensUIKit's own recognizers (the navigation controller's back swipe).
    var handlers: [(UIGestureRecognizer) -> Void] = []
    private var failureRequirements: [WeakRecognizer] = []
    /// The other recognizers that receive the same touch (set as the touch goes down), which
    /// delegates and subclasses may make this one wait for.
    var touchPeers: [WeakRecognizer] = []

    /// The finger, in window coordinates, while it is down.
    var touch: TouchState?

    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// Sent after a storyboard or nib made the recognizer and connected its outlets.
    open func awakeFromNib() {}

    open func addTarget(_ target: Any, action: Selector) {
        guard !targetActions.contains(where: { $0.matches(target: target, action: action) }) else { return }
        targetActions.append(TargetAction(target: target, action: action))
    }

    /// Removes `target` (nil: every target) with `action` (nil: every action).
    open func removeTarget(_ target: Any?, action: Selector?) {
        targetActions.removeAll { $0.matches(target: target, action: action) }
    }

    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(recognizer: otherGestureRecognizer))
    }

    open func reset() {}

    open func location(in view: UIView?) -> CGPoint {
        guard let touch else { return .zero }
        return Self.convert(fromWindow: touch.location, to: view ?? self.view)
    }

    // MARK: Touches (UIGestureRecognizerSubclass)
    //
    // The finger reaches a recognizer through these, before the view under it. A subclass
    // overrides them (calling super, as UIKit asks) and sets `state`; the built-in kinds
    // recognize in the internal `touchDown`/`touchMoved`/`touchUp` these call.

    // Several fingers move the recognizer's one touch by their centroid, as UIKit's pan does.

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let centroid = UITouch.centroid(of: touches) else { return }
        fingers = touches.count
        touchDown(TouchState(at: centroid.location, time: centroid.time))
    }

    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let centroid = UITouch.centroid(of: touches) else { return }
        touchMoved(to: centroid.location, at: centroid.time)
    }

    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let centroid = UITouch.centroid(of: touches) else { return }
        touchUp(at: centroid.time)
    }

    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if isTracking { transition(to: .cancelled) } else if currentState == .possible { currentState = .failed }
    }

    /// Stops this recognizer hearing `touch` (UIGestureRecognizerSubclass).
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        if currentState == .possible { currentState = .failed }
    }

    /// Failure requirements a subclass declares (UIGestureRecognizerSubclass): false, as UIKit's.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        location(in: view)
    }

    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    // MARK: The state machine

    /// Moves to `state` and sends the actions UIKit sends for it. A recognizer that must wait
    /// for another to fail stays possible while that one is still in play for the same touch.
    func transition(to newState: State) {
        if currentState == .possible, newState == .began || newState == .ended {
            let blockers = recognizersWaitedFor
            if !blockers.isEmpty {
                // One of them recognized: this one fails, as UIKit fails a recognizer whose
                // requirement succeeded. Otherwise it recognizes when they all have failed.
                if blockers.contains(where: \.hasRecognized) {
                    currentState = .failed
                } else {
                    // Listed once, however often a pan's moves ask again while it waits.
                    if held == nil { UIGestureRecognizer.holding.append(WeakRecognizer(recognizer: self)) }
                    held = (newState, blockers.map(WeakRecognizer.init))
                }
                return
            }
            guard delegate?.gestureRecognizerShouldBegin(self) ?? true, view?.gestureRecognizerShouldBegin(self) ?? true else {
                currentState = .failed
                return
            }
        }
        currentState = newState
        switch newState {
        case .began, .changed, .ended, .cancelled:
            for targetAction in targetActions { targetAction.send(from: self) }
            for handler in handlers { handler(self) }
        case .possible, .failed:
            break
        }
        // Recognized: what waited for this one fails.
        if newState == .began || newState == .ended { UIGestureRecognizer.settleHeldRecognitions() }
    }

    /// True while the gesture tracks (began or changed).
    var isTracking: Bool { state == .began || state == .changed }

    /// Whether this recognizer waits for others to fail: `require(toFail:)`, or, for the others
    /// on the same touch, its delegate's `shouldRequireFailureOf`, theirs'
    /// `shouldBeRequiredToFailBy`, or the subclass methods of either.
    var hasFailureRequirements: Bool { !failureRequirements.isEmpty || !dynamicRequirements.isEmpty }

    /// The recognizers this one must wait for that are still in play and have not failed.
    private var recognizersWaitedFor: [UIGestureRecognizer] {
        (failureRequirements.compactMap(\.recognizer) + dynamicRequirements).filter { other in
            other !== self && other.isInPlay && other.state != .failed
        }
    }

    /// Whether this recognizer still takes part in the gesture under way: its finger is down
    /// (a multiple tap also while it waits for its next tap).
    var isInPlay: Bool { touch != nil }

    /// Whether it has recognized its gesture (began, changed or ended).
    private var hasRecognized: Bool { state == .began || state == .changed || state == .ended }

    /// A recognition held back until the recognizers it waits for have failed (a single tap
    /// that requires a double tap to fail recognizes once the double tap's pause is over).
    private var held: (state: State, blockers: [WeakRecognizer])?
    /// The recognizers with a held recognition.
    private static var holding: [WeakRecognizer] = []
    private static var settling = false

    /// Lets each held recognition go whose recognizers waited for have all failed (or gone out
    /// of play), and fails those one of which recognized.
    private static func settleHeldRecognitions() {
        guard !settling, !holding.isEmpty else { return }
        settling = true
        defer { settling = false }
        var index = 0
        while index < holding.count {
            guard let recognizer = holding[index].recognizer, let (state, blockers) = recognizer.held else {
                holding.remove(at: index)
                continue
            }
            let others = blockers.compactMap(\.recognizer)
            if others.contains(where: \.hasRecognized) {
                recognizer.held = nil
                holding.remove(at: index)
                if recognizer.currentState == .possible, recognizer.touch != nil { recognizer.currentState = .failed }
                continue
            }
            guard others.allSatisfy({ $0.state == .failed || !$0.isInPlay }) else {
                index += 1
                continue
            }
            recognizer.held = nil
            holding.remove(at: index)
            guard recognizer.currentState == .possible, recognizer.isEnabled else { continue }
            recognizer.transition(to: state)
            // Recognized after its finger lifted: ready for the next touch.
            if recognizer.touch == nil { recognizer.returnToPossible() }
        }
    }

    /// The recognizers on the same touch that this one must wait for, as the delegates and
    /// subclasses of both say (UIKit asks them as the touch goes on).
    private var dynamicRequirements: [UIGestureRecognizer] {
        touchPeers.compactMap(\.recognizer).filter { other in
            other !== self && (delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true
                || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self))
        }
    }

    // Touches, in window coordinates, at clock time. Subclasses recognize in these.
    func touchDown(_ touch: TouchState) { self.touch = touch }
    func touchMoved(to location: CGPoint, at time: Double) { touch?.move(to: location, at: time) }
    func touchUp(at time: Double) {}

    /// A continuous gesture's fingers moved: it begins when `beginning` says so, and changes
    /// with each movement once it has.
    func continueTracking(beginning: Bool) {
        if state == .possible, beginning { transition(to: .began) } else if isTracking { transition(to: .changed) }
    }

    /// The finger lifted from a continuous gesture: it ends if it began, else it fails.
    func endTracking() {
        if isTracking { transition(to: .ended) } else if state == .possible { state = .failed }
    }
    /// The finger is still where it was at `time`: its velocity is now zero.
    func touchStayed(at time: Double) {
        if let location = touch?.location { touch?.move(to: location, at: time) }
    }

    /// After the finger lifted: back to possible for the next touch.
    func endTouch() {
        touch = nil
        touchPeers = []
        returnToPossible()
        // Out of play now: what waited for this one may go ahead.
        UIGestureRecognizer.settleHeldRecognitions()
    }

    /// Back to possible for the next touch, through the subclass's `reset()`, when it is not
    /// there already.
    func returnToPossible() {
        guard currentState != .possible else { return }
        reset()
        currentState = .possible
    }

    static func convert(fromWindow point: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        return view.convert(point, from: nil)
    }
}

/// The one finger a scripted touch moves: where it went down, where it is, and where it was
/// at the previous sample (for the velocity).
struct TouchState {
    let start: CGPoint
    let startTime: Double
    private(set) var location: CGPoint
    private(set) var time: Double
    private(set) var previous: CGPoint
    private(set) var previousTime: Double

    init(at location: CGPoint, time: Double) {
        start = location
        startTime = time
        self.location = location
        self.time = time
        previous = location
        previousTime = time
    }

    mutating func move(to newLocation: CGPoint, at newTime: Double) {
        previous = location
        previousTime = time
        location = newLocation
        time = newTime
    }

    /// Distance from where the finger went down.
    var travel: CGFloat { hypot(location.x - start.x, location.y - start.y) }

    /// Points per second over the last sample, in window coordinates.
    var velocity: CGPoint {
        let elapsed = time - previousTime
        guard elapsed > 0 else { return .zero }
        return CGPoint(x: (location.x - previous.x) / elapsed, y: (location.y - previous.y) / elapsed)
    }
}

struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
}

/// A recognizer's delegate; every method optional, with UIKit's defaults.
@preconcurrency @MainActor
public protocol UIGestureRecognizerDelegate: NSObjectProtocol {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool
}

extension UIGestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                  shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
}

/// A finger on the screen, as a delegate sees it.
@preconcurrency @MainActor
open class UITouch: NSObject {
    public enum Phase: Int, Sendable { case began, moved, stationary, ended, cancelled }
    open internal(set) var phase: Phase = .began
    open internal(set) var timestamp: TimeInterval = 0
    open internal(set) var tapCount = 1
    open internal(set) weak var view: UIView?
    open internal(set) weak var window: UIWindow?
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// A finger on glass, at the pressure and size of a light touch.
    open var type: TouchType { .direct }
    open var force: CGFloat { 0 }
    open var maximumPossibleForce: CGFloat { 0 }
    open var majorRadius: CGFloat { 20 }
    open var majorRadiusTolerance: CGFloat { 5 }
    /// Where the finger is, and where it was before its last move, in window coordinates.
    var windowLocation: CGPoint = .zero
    /// Which finger of a scripted touch this is (0 for the first): it orders the fingers, so
    /// what is computed from several is the same on every run.
    var finger = 0

    /// Where the fingers of `touches` are on average, in window coordinates, and when; nil for
    /// none. One finger gives its own location exactly.
    static func centroid(of touches: Set<UITouch>) -> (location: CGPoint, time: Double)? {
        let ordered = touches.sorted { $0.finger < $1.finger }
        guard let first = ordered.first else { return nil }
        var x: CGFloat = 0, y: CGFloat = 0
        for touch in ordered {
            x += touch.windowLocation.x
            y += touch.windowLocation.y
        }
        let count = CGFloat(ordered.count)
        return (CGPoint(x: x / count, y: y / count), first.timestamp)
    }
    private var previousWindowLocation: CGPoint?

    /// Moves the finger: where it was becomes its previous location.
    func move(to location: CGPoint) {
        previousWindowLocation = windowLocation
        windowLocation = location
    }

    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
        @available(*, deprecated, renamed: "pencil")
        public static var stylus: TouchType { .pencil }
    }

    open func location(in view: UIView?) -> CGPoint {
        UIGestureRecognizer.convert(fromWindow: windowLocation, to: view)
    }

    /// Where the finger was before its last move (where it is, before it has moved).
    open func previousLocation(in view: UIView?) -> CGPoint {
        UIGestureRecognizer.convert(fromWindow: previousWindowLocation ?? windowLocation, to: view)
    }

    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }
    open func precisePreviousLocation(in view: UIView?) -> CGPoint { previousLocation(in: view) }
}
