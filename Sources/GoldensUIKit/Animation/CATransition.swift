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
open class CATransition: CAAnimation {
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

extension CALayer {
    /// Runs `transition` on this layer's view (a layer of no view's tree has nothing on
    /// screen to move: the delegate is still told, at the start and the end).
    func addTransition(_ transition: CATransition, forKey key: String, clock: VirtualClock) {
        let timing = transition.timing(addedAt: clock.now)
        let id = clock.makeAnimationID()
        clock.record(timing, animation: id, label: "\(transition.type.rawValue) transition of \(node.view?.displayName ?? "layer")")
        guard let view = node.view, let superview = view.superview,
              let old = view.snapshotView(afterScreenUpdates: false) else {
            KeyedAnimationCallbacks.schedule(transition, id: id, timing: timing, on: node, clock: clock)
            return
        }
        let state = view.layer.model
        old.bounds = state.bounds
        old.center = state.position
        old.layer.transform3D = state.transform3D
        if transition.type == .moveIn {
            superview.insertSubview(old, belowSubview: view)
        } else {
            superview.insertSubview(old, aboveSubview: view)
        }
        // The offset the arriving side starts at: the width (or height) toward the subtype's side.
        let size = state.bounds.size
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
        let leaving: (inout LayerState, Double) -> Void
        let arriving: ((inout LayerState, Double) -> Void)?
        switch transition.type {
        case .push:
            (leaving, arriving) = (moving((0, 0), (-from.x, -from.y)), moving(from, (0, 0)))
        case .moveIn:
            (leaving, arriving) = ({ _, _ in }, moving(from, (0, 0)))
        case .reveal:
            (leaving, arriving) = (moving((0, 0), (-from.x, -from.y)), nil)
        default:
            (leaving, arriving) = ({ state, p in state.opacity *= 1 - p }, nil)
        }
        old.layer.add(KeyedAnimation(key: key, id: clock.makeAnimationID(), timing: timing, fillsBackwards: true,
                                     holdsEnd: false, apply: leaving))
        if let arriving {
            node.add(KeyedAnimation(key: key, id: id, timing: timing, fillsBackwards: true, holdsEnd: false, apply: arriving))
        }
        KeyedAnimationCallbacks.schedule(transition, id: id, timing: timing, on: node, clock: clock)
        _ = clock.schedule(at: timing.endTime, label: "transition end") {
            MainActor.assumeIsolated {
                old.removeFromSuperview()
                _ = view.layer.collectFinishedKeyedAnimations(at: clock.now)
            }
        }
    }
}
