import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// UIKit Dynamics as app code uses it: an animator on a view controller's view, behaviors on
/// 100×100 subviews, and the virtual clock advanced by the test.
@MainActor
@Suite struct DynamicsTests {
    /// A key window 390×844 and its root view, the reference view of the animators here.
    func stage() -> (UIWindow, UIView) {
        let controller = UIViewController()
        let window = UIWindow(rootViewController: controller)
        window.makeKeyAndVisible()
        let root = controller.view!
        root.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        return (window, root)
    }

    func box(in root: UIView, x: CGFloat = 145, y: CGFloat = 100) -> UIView {
        let view = UIView(frame: CGRect(x: x, y: y, width: 100, height: 100))
        root.addSubview(view)
        return view
    }

    func advance(by seconds: Double) throws {
        let clock = View.animationClock
        try clock.advance(to: clock.now + seconds)
    }

    final class PauseRecorder: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
        var pauses = 0
        var resumes = 0
        var began: [(String?, CGPoint)] = []
        func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { resumes += 1 }
        func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { pauses += 1 }
        func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: any UIDynamicItem,
                               withBoundaryIdentifier identifier: (any NSCopying)?, at p: CGPoint) {
            began.append(((identifier as? NSString).map { String(describing: $0) }, p))
        }
    }

    /// Free fall: y0 + ½·1000·t². The fixed 1/240 s step with semi-implicit Euler is ahead by
    /// ½·g·t·step = 0.625 pt at 0.3 s, hence the 1 pt tolerance.
    @Test func gravityAcceleratesAt1000PointsPerSecondSquared() throws {
        let (_, root) = stage()
        let view = box(in: root)
        let animator = UIDynamicAnimator(referenceView: root)
        let gravity = UIGravityBehavior(items: [view])
        gravity.gravityDirection = CGVector(dx: 0, dy: 1)
        #expect(gravity.magnitude == 1)
        animator.addBehavior(gravity)
        #expect(animator.isRunning)
        try advance(by: 0.3)
        #expect(abs(animator.elapsedTime - 0.3) < 1e-9)
        #expect(view.center.x == 195)
        #expect(abs(view.center.y - (150 + 0.5 * 1000 * 0.3 * 0.3)) < 1)
        #expect(animator.isRunning)
    }

    /// A behavior whose action removes it once its time is up (a drop-out animator that then
    /// completes its transition from the pause) pauses the animator in that same frame, though
    /// the item is still moving.
    @Test func removingTheLastBehaviorPausesTheAnimatorAtOnce() throws {
        let (_, root) = stage()
        let view = box(in: root)
        let animator = UIDynamicAnimator(referenceView: root)
        let recorder = PauseRecorder()
        animator.delegate = recorder
        let gravity = UIGravityBehavior(items: [view])
        gravity.action = { [unowned animator, unowned gravity] in
            if animator.elapsedTime >= 0.5 { animator.removeBehavior(gravity) }
        }
        animator.addBehavior(gravity)
        try advance(by: 0.6)
        #expect(!animator.isRunning)
        #expect(recorder.pauses == 1)
        #expect(abs(animator.elapsedTime - 0.5) < 0.02)
    }

    @Test func aFallingViewComesToRestOnTheReferenceBoundsAndTheAnimatorPauses() throws {
        let (_, root) = stage()
        let view = box(in: root)
        let animator = UIDynamicAnimator(referenceView: root)
        let recorder = PauseRecorder()
        animator.delegate = recorder
        let gravity = UIGravityBehavior(items: [view])
        let collision = UICollisionBehavior(items: [view])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.collisionDelegate = recorder
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        #expect(recorder.resumes == 1)
        try advance(by: 3)
        #expect(abs(view.frame.maxY - 844) < 0.5)
        #expect(view.center.x == 195)
        #expect(!animator.isRunning)
        #expect(recorder.pauses == 1)
        #expect(recorder.began.count == 1)
        #expect(recorder.began.first?.0 == nil)  // the reference bounds have no identifier
        #expect(abs((recorder.began.first?.1.y ?? 0) - 844) < 1e-9)
        // Fell 644 pt: √(2·644/1000) ≈ 1.13 s, then rested 0.25 s before pausing.
        #expect(animator.elapsedTime > 1.3 && animator.elapsedTime < 1.5)
    }

    @Test func aSegmentBoundaryStopsTheViewAndReportsItsIdentifier() throws {
        let (_, root) = stage()
        let view = box(in: root)
        let animator = UIDynamicAnimator(referenceView: root)
        let recorder = PauseRecorder()
        let collision = UICollisionBehavior(items: [view])
        collision.addBoundary(withIdentifier: "shelf" as NSString, from: CGPoint(x: 0, y: 400), to: CGPoint(x: 390, y: 400))
        collision.collisionDelegate = recorder
        #expect(collision.boundary(withIdentifier: "shelf" as NSString) != nil)
        #expect(collision.boundaryIdentifiers?.count == 1)
        let gravity = UIGravityBehavior(items: [view])
        gravity.magnitude = 2
        animator.addBehavior(gravity)
        animator.addBehavior(collision)
        try advance(by: 2)
        #expect(abs(view.frame.maxY - 400) < 0.5)
        #expect(recorder.began.map(\.0) == ["shelf"])
        #expect(!animator.isRunning)
    }

    /// Magnitude 1 on a 100×100 item of density 1 is 100 points/s of velocity for an
    /// instantaneous push; density 2 halves it. The push turns itself off.
    @Test func anInstantaneousPushGivesTheDocumentedVelocity() throws {
        let (_, root) = stage()
        let light = box(in: root, y: 100)
        let heavy = box(in: root, y: 300)
        let animator = UIDynamicAnimator(referenceView: root)
        let properties = UIDynamicItemBehavior(items: [light])
        let dense = UIDynamicItemBehavior(items: [heavy])
        dense.density = 2
        let push = UIPushBehavior(items: [light, heavy], mode: .instantaneous)
        push.pushDirection = CGVector(dx: 1, dy: 0)
        #expect(push.active)
        animator.addBehavior(properties)
        animator.addBehavior(dense)
        animator.addBehavior(push)
        try advance(by: 1.0 / 60)
        #expect(!push.active)
        #expect(abs(properties.linearVelocity(for: light).x - 100) < 1e-9)
        #expect(abs(dense.linearVelocity(for: heavy).x - 50) < 1e-9)
        #expect(properties.linearVelocity(for: light).y == 0)
        // A nanosecond more: the 30th frame falls due at origin + 30/60, which rounding can put
        // an ulp past origin + 1/60 + (0.5 − 1/60) when the shared clock is far from zero.
        try advance(by: 0.5 - 1.0 / 60 + 1e-9)
        #expect(abs(light.center.x - (195 + 50)) < 1e-6)
        #expect(abs(heavy.center.x - (195 + 25)) < 1e-6)
    }

    @Test func aContinuousPushAcceleratesAt100PointsPerSecondSquared() throws {
        let (_, root) = stage()
        let view = box(in: root)
        let animator = UIDynamicAnimator(referenceView: root)
        let push = UIPushBehavior(items: [view], mode: .continuous)
        push.setAngle(.pi / 2, magnitude: 1)
        animator.addBehavior(push)
        try advance(by: 1)
        let items = UIDynamicItemBehavior(items: [view])
        animator.addBehavior(items)
        #expect(abs(items.linearVelocity(for: view).y - 100) < 1e-6)
        #expect(abs(view.center.y - (150 + 50)) < 0.5)
    }

    @Test func aSnapBehaviorSettlesAtItsPoint() throws {
        let (_, root) = stage()
        let view = box(in: root, x: 0, y: 0)
        let animator = UIDynamicAnimator(referenceView: root)
        let recorder = PauseRecorder()
        animator.delegate = recorder
        let snap = UISnapBehavior(item: view, snapTo: CGPoint(x: 300, y: 600))
        #expect(snap.damping == 0.5)
        animator.addBehavior(snap)
        try advance(by: 0.2)
        #expect(hypot(view.center.x - 300, view.center.y - 600) > 50)  // on its way, not there at once
        try advance(by: 5)
        #expect(hypot(view.center.x - 300, view.center.y - 600) < 0.5)
        #expect(recorder.pauses == 1 && !animator.isRunning)
    }

    @Test func aRigidAttachmentKeepsItsLength() throws {
        let (_, root) = stage()
        let view = box(in: root, x: 245, y: 100)
        let animator = UIDynamicAnimator(referenceView: root)
        let anchor = CGPoint(x: 195, y: 150)
        let attachment = UIAttachmentBehavior(item: view, offsetFromCenter: .zero, attachedToAnchor: anchor)
        #expect(attachment.length == 100)
        animator.addBehavior(attachment)
        animator.addBehavior(UIGravityBehavior(items: [view]))
        try advance(by: 0.4)
        #expect(abs(hypot(view.center.x - anchor.x, view.center.y - anchor.y) - 100) < 0.01)
        #expect(view.center.y > 200)  // swung down
    }

    /// A custom behavior made of children, as apps write one, with its per-frame action.
    final class FallBehavior: UIDynamicBehavior {
        var frames = 0
        init(items: [any UIDynamicItem]) {
            super.init()
            addChildBehavior(UIGravityBehavior(items: items))
            let collision = UICollisionBehavior(items: items)
            collision.translatesReferenceBoundsIntoBoundary = true
            addChildBehavior(collision)
            action = { [unowned self] in self.frames += 1 }
        }
    }

    @Test func aCompositeBehaviorRunsItsChildrenAndItsAction() throws {
        let (_, root) = stage()
        let view = box(in: root)
        let animator = UIDynamicAnimator(referenceView: root)
        let fall = FallBehavior(items: [view])
        animator.addBehavior(fall)
        #expect(fall.dynamicAnimator === animator && fall.childBehaviors.allSatisfy { $0.dynamicAnimator === animator })
        try advance(by: 0.5)
        #expect(fall.frames == 30)
        #expect(view.center.y > 200)
        animator.removeAllBehaviors()
        #expect(animator.behaviors.isEmpty && fall.dynamicAnimator == nil)
        let y = view.center.y
        try advance(by: 0.5)
        #expect(view.center.y == y)
    }

    /// Two items thrown and pushed against the bounds and a ramp, sampled every `interval`
    /// from half a frame after the start (so that no sample falls on a frame's exact time,
    /// where rounding of the clock's sums could put the frame on either side).
    func run(sampling interval: Double, for duration: Double) throws -> [CGPoint] {
        let (_, root) = stage()
        let a = box(in: root, x: 20, y: 50)
        let b = box(in: root, x: 250, y: 50)
        let animator = UIDynamicAnimator(referenceView: root)
        let items = UIDynamicItemBehavior(items: [a, b])
        items.elasticity = 0.6
        items.friction = 0.3
        items.resistance = 0.2
        items.addLinearVelocity(CGPoint(x: 340, y: -120), for: a)
        let collision = UICollisionBehavior(items: [a, b])
        collision.translatesReferenceBoundsIntoBoundary = true
        collision.addBoundary(withIdentifier: "ramp" as NSString, from: CGPoint(x: 0, y: 500), to: CGPoint(x: 390, y: 700))
        let push = UIPushBehavior(items: [b], mode: .instantaneous)
        push.setAngle(.pi, magnitude: 2)
        animator.addBehavior(UIGravityBehavior(items: [a, b]))
        animator.addBehavior(collision)
        animator.addBehavior(items)
        animator.addBehavior(push)
        var samples: [CGPoint] = []
        try advance(by: 0.5 / 60)
        var time = 0.0
        while time < duration - 1e-9 {
            try advance(by: interval)
            time += interval
            samples += [a.center, b.center]
        }
        return samples
    }

    @Test func runsAreIdenticalAndIndependentOfHowTheClockIsSampled() throws {
        let first = try run(sampling: 1.0 / 30, for: 3)
        let second = try run(sampling: 1.0 / 30, for: 3)
        #expect(first == second)
        #expect(Set(first.map(\.y)).count > 10)  // the items did move
        let coarse = try run(sampling: 1, for: 3)
        #expect(coarse.suffix(2) == first.suffix(2))
    }

    /// Gravity and push take a direction as a vector or as angle and magnitude; an angle set
    /// while the magnitude is 0 is kept, and quarter turns are exact.
    @Test func directionsKeepTheirAngleAtMagnitudeZero() {
        let gravity = UIGravityBehavior(items: [])
        #expect(gravity.gravityDirection == CGVector(dx: 0, dy: 1) && gravity.angle == .pi / 2)
        gravity.magnitude = 0
        gravity.angle = 0
        gravity.magnitude = 2
        #expect(gravity.gravityDirection == CGVector(dx: 2, dy: 0))

        let push = UIPushBehavior(items: [], mode: .continuous)
        push.pushDirection = CGVector(dx: 0, dy: -3)
        #expect(push.magnitude == 3 && push.angle == -.pi / 2)
        push.setAngle(.pi, magnitude: 0.5)
        #expect(push.pushDirection == CGVector(dx: -0.5, dy: 0))
    }
}
