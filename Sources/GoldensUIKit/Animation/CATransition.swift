import Foundation
import GoldensScene

/// The key Core Animation gives a transition added without one.
public let kCATransition = "transition"

/// A transition of a layer's whole rendering (`layer.add(transition, forKey:)`, then changing
/// what the layer shows in the same turn, e.g. pushing a view controller without animation):
/// the layer as it looked when the transition was added leaves, and the layer as it is now
/// arrives, by a fade, a push, a move in or a reveal, from the subtype's side (from the right
/// by default), over the duration (0.25 s by default) with the timing function (linear by
/// default). The old look is a snapshot placed above the layer (below it for a move in) for
/// the duration. `startProgress`/`endProgress` and filters are not modelled.
///
/// Of Core Animation's private types, which apps name by string (`CATransitionType(rawValue:
/// "cube")`), two are drawn: `cube` (the two looks are neighbouring faces of a cube that turns a
/// quarter turn about its centre, half a width behind the layer, so the new face comes from the
/// subtype's side) and `oglFlip` (the layer turns a half turn about its centre line, showing the
/// new look once past edge-on, as `UIView.transition`'s flips). Both in perspective with the eye
/// 1000 pt away, as the flips (Core Animation's own is not documented). Any other type is
/// reported by name and drawn as a fade.
open class CATransition: CAAnimation {
    open override class func animation() -> CATransition { CATransition() }
    open var type: CATransitionType = .fade
    open var subtype: CATransitionSubtype?
    open var startProgress: Float = 0
    open var endProgress: Float = 1
}

public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

/// How the picture of what left and the view that arrives change with a transition's progress
/// (nil for an arriving view that does not change).
typealias TransitionMotions = (leaving: (inout LayerState, Double) -> Void, arriving: ((inout LayerState, Double) -> Void)?)

extension CALayer {
    /// Runs `transition` on this layer's view: a picture of what it showed leaves and the view
    /// as it is now arrives, as the type and subtype say. On a window (which has no superview)
    /// the picture goes inside it, and what arrives is every view the window holds once the
    /// current event is over: the idiom adds the transition first, then changes the screen
    /// (`present(_:animated: false)`). A layer of no view's tree has nothing on screen to move:
    /// the delegate is still told, at the start and the end.
    func addTransition(_ transition: CATransition, forKey key: String, clock: VirtualClock) {
        let timing = transition.timing(addedAt: clock.now)
        let id = clock.makeAnimationID()
        clock.record(timing, animation: id, label: "\(transition.type.rawValue) transition of \(node.view?.displayName ?? "layer")")
        guard let view = node.view, view.superview != nil || view is Window,
              let old = view.snapshotView(afterScreenUpdates: false) else {
            KeyedAnimationCallbacks.schedule(transition, id: id, timing: timing, on: node, clock: clock)
            return
        }
        let state = view.layer.model
        let motions = Self.motions(of: transition, size: state.bounds.size)
        if motions == nil {
            SceneDiagnostics.report("CATransition of type \"\(transition.type.rawValue)\" on \(view.displayName): a private Core Animation "
                + "type GoldensUIKit does not draw (it draws fade, push, moveIn, reveal, cube and oglFlip); drawn as a fade", about: view)
        }
        let (leaving, arriving) = motions ?? Self.fade
        if let superview = view.superview {
            old.bounds = state.bounds
            old.center = state.position
            old.layer.transform3D = state.transform3D
            if transition.type == .moveIn {
                superview.insertSubview(old, belowSubview: view)
            } else {
                superview.insertSubview(old, aboveSubview: view)
            }
            if let arriving {
                node.add(KeyedAnimation(key: key, id: id, timing: timing, fillsBackwards: true, holdsEnd: false, apply: arriving))
            }
        } else {
            old.frame = view.bounds
            if transition.type == .moveIn { view.insertSubview(old, at: 0) } else { view.addSubview(old) }
            if let arriving {
                _ = clock.schedule(at: clock.now, label: "\(transition.type.rawValue) transition of the window") {
                    MainActor.assumeIsolated {
                        for subview in view.subviews where subview !== old {
                            subview.layer.add(KeyedAnimation(key: key, id: clock.makeAnimationID(), timing: timing,
                                                                  fillsBackwards: true, holdsEnd: false, apply: arriving))
                        }
                    }
                }
            }
        }
        old.layer.add(KeyedAnimation(key: key, id: clock.makeAnimationID(), timing: timing, fillsBackwards: true,
                                     holdsEnd: false, apply: leaving))
        KeyedAnimationCallbacks.schedule(transition, id: id, timing: timing, on: node, clock: clock)
        _ = clock.schedule(at: timing.endTime, label: "transition end") {
            MainActor.assumeIsolated {
                old.removeFromSuperview()
                _ = view.layer.collectFinishedKeyedAnimations(at: clock.now)
            }
        }
    }

    /// How the picture of what left and the view that arrives move (or fade, or turn) with
    /// progress: the arriving side starts a width (or height) toward the subtype's side. Nil for
    /// a type this module does not draw.
    private static func motions(of transition: CATransition, size: Size) -> TransitionMotions? {
        let from: (x: Double, y: Double)
        switch transition.subtype ?? .fromRight {
        case .fromLeft: from = (-size.width, 0)
        case .fromTop: from = (0, -size.height)
        case .fromBottom: from = (0, size.height)
        default: from = (size.width, 0)
        }
        func moving(_ start: (x: Double, y: Double), _ end: (x: Double, y: Double)) -> (inout LayerState, Double) -> Void {
            { state, p in
                state.position.x += start.x + (end.x - start.x) * p
                state.position.y += start.y + (end.y - start.y) * p
            }
        }
        switch transition.type {
        case .push: return (moving((0, 0), (-from.x, -from.y)), moving(from, (0, 0)))
        case .moveIn: return ({ _, _ in }, moving(from, (0, 0)))
        case .reveal: return (moving((0, 0), (-from.x, -from.y)), nil)
        case CATransitionType(rawValue: "cube"): return cube(from: from, size: size)
        case CATransitionType(rawValue: "oglFlip"): return flip(from: from)
        case .fade: return fade
        default: return nil
        }
    }

    /// The old look fades out over the new one.
    private static let fade: TransitionMotions = ({ state, p in state.opacity *= 1 - p }, nil)

    /// The turn of a transition in 3-D: its axis (the y axis for a side, the x axis for the top or
    /// bottom) and sign, so that a positive turn brings the arriving side toward the viewer's
    /// middle as the subtype says (the same sense as `FlipTurn`'s).
    private static func turn(from: (x: Double, y: Double)) -> (axis: (x: Double, y: Double), sign: Double) {
        if from.x != 0 { return ((0, 1), from.x > 0 ? -1 : 1) }
        return ((1, 0), from.y < 0 ? -1 : 1)
    }

    /// `cube`: the leaving face turns a quarter turn away about the cube's centre, half the
    /// layer's extent behind it, and the arriving face turns in from the subtype's side.
    private static func cube(from: (x: Double, y: Double), size: Size) -> TransitionMotions {
        let (axis, sign) = turn(from: from)
        let depth = (from.x != 0 ? size.width : size.height) / 2
        func face(_ angle: @escaping (Double) -> Double) -> (inout LayerState, Double) -> Void {
            { state, p in
                state.transform3D = state.transform3D
                    .concatenating(Transform3D(translationX: 0, y: 0, z: depth))
                    .concatenating(Transform3D(rotationAngle: angle(p), x: axis.x, y: axis.y, z: 0))
                    .concatenating(Transform3D(translationX: 0, y: 0, z: -depth))
                    .concatenating(FlipTurn.eye)
            }
        }
        return (face { p in sign * p * .pi / 2 }, face { p in -sign * (1 - p) * .pi / 2 })
    }

    /// `oglFlip`: the leaving look turns away to edge-on and the arriving one turns in from
    /// edge-on, each hidden while its back faces the viewer, as `UIView.transition`'s flips.
    private static func flip(from: (x: Double, y: Double)) -> TransitionMotions {
        let (axis, sign) = turn(from: from)
        return ({ state, p in FlipTurn.turn(&state, by: sign * p * .pi, about: axis) },
                { state, p in FlipTurn.turn(&state, by: -sign * (1 - p) * .pi, about: axis) })
    }
}
