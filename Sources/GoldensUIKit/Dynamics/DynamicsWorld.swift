import Foundation
import GoldensRaster

/// The physics behind a `UIDynamicAnimator`: point masses at the items' centers, advanced in
/// fixed steps of 1/240 s with semi-implicit Euler (velocity, then position), so that a run
/// gives the same bytes every time.
///
/// Per step: gravity, continuous pushes, snaps and spring attachments give accelerations;
/// instantaneous pushes change velocities; resistance damps them; positions move; rigid
/// attachments are projected back to their length; then items are pushed out of the collision
/// boundaries they overlap, their velocity into the boundary reflected by their elasticity and
/// their sliding slowed by Coulomb friction.
///
/// Known error of the step: under constant acceleration `a` the position after time `t` is
/// ½·a·t² + ½·a·t·step (0.625 pt after 0.3 s of gravity at magnitude 1).
///
/// Not modelled: rotation (transforms are never written; angular velocity is only stored),
/// item–item collisions, collision shapes other than the axis-aligned frame, charge and
/// field behaviors.
@MainActor
final class DynamicsWorld {
    /// The fixed physics step, in seconds.
    static let step = 1.0 / 240
    /// Points/s² of gravity at magnitude 1 (UIKit documents 1000).
    static let gravityUnit = 1000.0
    /// Push force at magnitude 1: 100 points/s² on a 100×100 item of density 1 (mass 10 000).
    static let pushUnit = 100.0 * 10_000
    /// Items slower than this (points per second) count as at rest.
    static let restSpeed = 1.0
    /// The animator pauses once all items have been at rest this long.
    static let restDuration = 0.25
    /// Items this close to a boundary (points) are in contact with it, for the delegate.
    static let contactSlop = 0.1

    final class Body {
        let item: any UIDynamicItem
        var x: Double, y: Double
        var vx = 0.0, vy = 0.0
        var angular = 0.0
        var ax = 0.0, ay = 0.0
        var halfWidth = 0.0, halfHeight = 0.0
        var density = 1.0, elasticity = 0.0, friction = 0.0, resistance = 0.0
        var anchored = false
        var mass: Double { max(halfWidth * halfHeight * 4, 1) * max(density, 1e-6) }
        var inverseMass: Double { anchored ? 0 : 1 / mass }

        init(item: any UIDynamicItem) {
            self.item = item
            x = Double(item.center.x)
            y = Double(item.center.y)
        }
    }

    /// A touch between an item and a boundary, kept by collision behaviors between steps.
    struct Contact {
        let item: any UIDynamicItem
        let identifier: (any NSCopying)?
        let point: CGPoint
        func same(as other: Contact) -> Bool {
            item === other.item && UICollisionBehavior.same(identifier, other.identifier)
        }
    }
    typealias ContactKey = Contact

    private(set) var bodies: [Body] = []
    private var index: [ObjectIdentifier: Body] = [:]
    private var behaviors: [UIDynamicBehavior] = []
    private var referenceBounds = CGRect.zero
    /// How long all items have been at rest.
    var restTime = 0.0
    /// Delegate calls found during the steps of a frame, made once positions are written.
    private var pendingEvents: [() -> Void] = []

    // MARK: Items

    /// Makes a body for each item of the behaviors (keeping existing ones, in order) and reads
    /// the properties item behaviors give them (the last one listing an item wins).
    func sync(behaviors: [UIDynamicBehavior], referenceBounds: CGRect) {
        self.behaviors = behaviors
        self.referenceBounds = referenceBounds
        var kept: [Body] = []
        var keptIndex: [ObjectIdentifier: Body] = [:]
        for behavior in behaviors {
            for item in behavior.dynamicItems {
                let id = ObjectIdentifier(item)
                guard keptIndex[id] == nil else { continue }
                let body = index[id] ?? Body(item: item)
                kept.append(body)
                keptIndex[id] = body
            }
        }
        bodies = kept
        index = keptIndex
        for body in bodies {
            body.halfWidth = Double(body.item.bounds.width) / 2
            body.halfHeight = Double(body.item.bounds.height) / 2
            body.density = 1; body.elasticity = 0; body.friction = 0; body.resistance = 0; body.anchored = false
        }
        for case let properties as UIDynamicItemBehavior in behaviors {
            for item in properties.items {
                guard let body = index[ObjectIdentifier(item)] else { continue }
                body.density = Double(properties.density)
                body.elasticity = Double(properties.elasticity)
                body.friction = Double(properties.friction)
                body.resistance = Double(properties.resistance)
                body.anchored = properties.isAnchored
            }
        }
    }

    private func body(for item: any UIDynamicItem) -> Body {
        if let body = index[ObjectIdentifier(item)] { return body }
        let body = Body(item: item)
        bodies.append(body)
        index[ObjectIdentifier(item)] = body
        return body
    }

    func addVelocity(_ velocity: CGPoint, to item: any UIDynamicItem) {
        let body = body(for: item)
        body.vx += Double(velocity.x)
        body.vy += Double(velocity.y)
    }

    func velocity(of item: any UIDynamicItem) -> CGPoint {
        guard let body = index[ObjectIdentifier(item)] else { return .zero }
        return CGPoint(x: body.vx, y: body.vy)
    }

    func addAngularVelocity(_ velocity: CGFloat, to item: any UIDynamicItem) {
        body(for: item).angular += Double(velocity)
    }

    func angularVelocity(of item: any UIDynamicItem) -> CGFloat {
        CGFloat(index[ObjectIdentifier(item)]?.angular ?? 0)
    }

    func reload(_ item: any UIDynamicItem) {
        guard let body = index[ObjectIdentifier(item)] else { return }
        body.x = Double(item.center.x)
        body.y = Double(item.center.y)
    }

    func items(in rect: CGRect) -> [any UIDynamicItem] {
        bodies.filter {
            CGRect(x: $0.x - $0.halfWidth, y: $0.y - $0.halfHeight, width: 2 * $0.halfWidth, height: 2 * $0.halfHeight)
                .intersects(rect)
        }.map(\.item)
    }

    /// Moves the items to their bodies' positions.
    func writeBack() {
        for body in bodies where !body.anchored {
            let center = CGPoint(x: body.x, y: body.y)
            if body.item.center != center { body.item.center = center }
        }
    }

    func deliverContactEvents() {
        let events = pendingEvents
        pendingEvents.removeAll()
        for event in events { event() }
    }

    // MARK: Stepping

    func step() {
        let dt = Self.step
        for body in bodies {
            body.ax = 0
            body.ay = 0
            if body.anchored { body.vx = 0; body.vy = 0 }
        }
        applyForces()
        for body in bodies where !body.anchored {
            body.vx += body.ax * dt
            body.vy += body.ay * dt
            if body.resistance > 0 {
                let decay = PortableMath.exp(-body.resistance * dt)
                body.vx *= decay
                body.vy *= decay
            }
            body.x += body.vx * dt
            body.y += body.vy * dt
        }
        for case let attachment as UIAttachmentBehavior in behaviors where attachment.frequency <= 0 {
            constrain(attachment)
        }
        for case let collision as UICollisionBehavior in behaviors {
            collide(collision)
        }
        let moving = bodies.contains { !$0.anchored && $0.vx * $0.vx + $0.vy * $0.vy > Self.restSpeed * Self.restSpeed }
        restTime = moving ? 0 : restTime + dt
    }

    private func applyForces() {
        for behavior in behaviors {
            switch behavior {
            case let gravity as UIGravityBehavior:
                let g = gravity.acceleration
                for item in gravity.items {
                    guard let body = index[ObjectIdentifier(item)] else { continue }
                    body.ax += g.x
                    body.ay += g.y
                }
            case let push as UIPushBehavior where push.active:
                let fx = Double(push.pushDirection.dx) * Self.pushUnit, fy = Double(push.pushDirection.dy) * Self.pushUnit
                for item in push.items {
                    guard let body = index[ObjectIdentifier(item)], !body.anchored else { continue }
                    switch push.mode {
                    case .continuous:
                        body.ax += fx / body.mass
                        body.ay += fy / body.mass
                    case .instantaneous:
                        body.vx += fx / body.mass
                        body.vy += fy / body.mass
                    }
                }
                if push.mode == .instantaneous { push.active = false }
            case let snap as UISnapBehavior:
                guard let body = index[ObjectIdentifier(snap.item)] else { continue }
                let omega = UISnapBehavior.naturalFrequency, zeta = snap.dampingRatio
                body.ax += -omega * omega * (body.x - Double(snap.snapPoint.x)) - 2 * zeta * omega * body.vx
                body.ay += -omega * omega * (body.y - Double(snap.snapPoint.y)) - 2 * zeta * omega * body.vy
            case let spring as UIAttachmentBehavior where spring.frequency > 0:
                applySpring(spring)
            default:
                break
            }
        }
    }

    /// An attachment's line between its two ends: the bodies (nil for the anchor), the unit
    /// vector from the second end to the first, the distance, the inverse masses and their sum,
    /// and the speed at which the ends move apart. Nil when an end is not simulated, the ends
    /// coincide, or neither end can move.
    private struct AttachmentAxis {
        let first: Body, second: Body?
        let nx: Double, ny: Double, distance: Double
        let inverse1: Double, inverse2: Double, totalInverse: Double
        let relativeSpeed: Double
    }

    private func axis(of attachment: UIAttachmentBehavior) -> AttachmentAxis? {
        guard let first = index[ObjectIdentifier(attachment.item1)] else { return nil }
        let x1 = first.x + Double(attachment.offset1.horizontal), y1 = first.y + Double(attachment.offset1.vertical)
        let second: Body?, x2: Double, y2: Double
        if let item2 = attachment.item2 {
            guard let body = index[ObjectIdentifier(item2)] else { return nil }
            (second, x2, y2) = (body, body.x + Double(attachment.offset2.horizontal), body.y + Double(attachment.offset2.vertical))
        } else {
            (second, x2, y2) = (nil, Double(attachment.anchorPoint.x), Double(attachment.anchorPoint.y))
        }
        let dx = x1 - x2, dy = y1 - y2
        let distance = (dx * dx + dy * dy).squareRoot()
        guard distance > 1e-9 else { return nil }
        let nx = dx / distance, ny = dy / distance
        let inverse1 = first.inverseMass, inverse2 = second?.inverseMass ?? 0
        let total = inverse1 + inverse2
        guard total > 0 else { return nil }
        let relativeSpeed = (first.vx - (second?.vx ?? 0)) * nx + (first.vy - (second?.vy ?? 0)) * ny
        return AttachmentAxis(first: first, second: second, nx: nx, ny: ny, distance: distance,
                              inverse1: inverse1, inverse2: inverse2, totalInverse: total, relativeSpeed: relativeSpeed)
    }

    /// A damped spring along the attachment: frequency in Hz, damping as the damping ratio,
    /// acting with the pair's reduced mass (the anchor's mass is infinite).
    private func applySpring(_ attachment: UIAttachmentBehavior) {
        guard let a = axis(of: attachment) else { return }
        let reducedMass = 1 / a.totalInverse
        let omega = 2 * Double.pi * Double(attachment.frequency), zeta = Double(attachment.damping)
        let force = -reducedMass * (omega * omega * (a.distance - Double(attachment.length)) + 2 * zeta * omega * a.relativeSpeed)
        a.first.ax += force * a.nx * a.inverse1
        a.first.ay += force * a.ny * a.inverse1
        if let second = a.second {
            second.ax -= force * a.nx * a.inverse2
            second.ay -= force * a.ny * a.inverse2
        }
    }

    /// Puts a rigid attachment back to its length and removes the velocity along it.
    private func constrain(_ attachment: UIAttachmentBehavior) {
        guard let a = axis(of: attachment) else { return }
        let total = a.totalInverse
        let error = a.distance - Double(attachment.length)
        a.first.x -= error * a.nx * a.inverse1 / total
        a.first.y -= error * a.ny * a.inverse1 / total
        a.first.vx -= a.relativeSpeed * a.nx * a.inverse1 / total
        a.first.vy -= a.relativeSpeed * a.ny * a.inverse1 / total
        if let second = a.second {
            second.x += error * a.nx * a.inverse2 / total
            second.y += error * a.ny * a.inverse2 / total
            second.vx += a.relativeSpeed * a.nx * a.inverse2 / total
            second.vy += a.relativeSpeed * a.ny * a.inverse2 / total
        }
    }

    // MARK: Collisions

    private func collide(_ collision: UICollisionBehavior) {
        guard collision.collisionMode.contains(.boundaries) else { return }
        var touching: [Contact] = []
        for item in collision.items {
            guard let body = index[ObjectIdentifier(item)] else { continue }
            if collision.translatesReferenceBoundsIntoBoundary {
                let insets = collision.referenceInsets
                let box = referenceBounds.inset(by: insets)
                if let point = containInBox(body, box: box) { touching.append(Contact(item: item, identifier: nil, point: point)) }
            }
            for boundary in collision.boundaries {
                var point: CGPoint?
                for (p1, p2) in boundary.segments {
                    if let hit = collide(body, p1: p1, p2: p2) { point = point ?? hit }
                }
                if let point { touching.append(Contact(item: item, identifier: boundary.identifier, point: point)) }
            }
        }
        let before = collision.contacts
        collision.contacts = touching
        guard collision.collisionDelegate != nil else { return }
        for contact in touching where !before.contains(where: { $0.same(as: contact) }) {
            pendingEvents.append { [weak collision] in
                guard let collision else { return }
                collision.collisionDelegate?.collisionBehavior(collision, beganContactFor: contact.item,
                                                               withBoundaryIdentifier: contact.identifier, at: contact.point)
            }
        }
        for contact in before where !touching.contains(where: { $0.same(as: contact) }) {
            pendingEvents.append { [weak collision] in
                guard let collision else { return }
                collision.collisionDelegate?.collisionBehavior(collision, endedContactFor: contact.item,
                                                               withBoundaryIdentifier: contact.identifier)
            }
        }
    }

    /// Keeps the body's frame inside `box`; the contact point if it touches an edge.
    private func containInBox(_ body: Body, box: CGRect) -> CGPoint? {
        let minX = Double(box.minX), maxX = Double(box.maxX), minY = Double(box.minY), maxY = Double(box.maxY)
        var point: CGPoint?
        // Each edge: its inward normal and how deep the frame reaches past it.
        let edges: [(nx: Double, ny: Double, depth: Double, contact: CGPoint)] = [
            (0, -1, body.y + body.halfHeight - maxY, CGPoint(x: body.x, y: maxY)),
            (0, 1, minY - (body.y - body.halfHeight), CGPoint(x: body.x, y: minY)),
            (-1, 0, body.x + body.halfWidth - maxX, CGPoint(x: maxX, y: body.y)),
            (1, 0, minX - (body.x - body.halfWidth), CGPoint(x: minX, y: body.y)),
        ]
        for edge in edges where edge.depth > -Self.contactSlop {
            if edge.depth > 0 { resolve(body, nx: edge.nx, ny: edge.ny, depth: edge.depth) }
            point = point ?? edge.contact
        }
        return point
    }

    /// Keeps the body's frame on the side of the segment its center is on; the contact point.
    /// The segment's ends are not rounded: a frame past an end does not touch it.
    private func collide(_ body: Body, p1: CGPoint, p2: CGPoint) -> CGPoint? {
        let x1 = Double(p1.x), y1 = Double(p1.y)
        let ex = Double(p2.x) - x1, ey = Double(p2.y) - y1
        let length = (ex * ex + ey * ey).squareRoot()
        guard length > 1e-9 else { return nil }
        let tx = ex / length, ty = ey / length
        var nx = -ty, ny = tx
        // The side is taken from where the center was before this step's move.
        let previousX = body.x - body.vx * Self.step, previousY = body.y - body.vy * Self.step
        if (previousX - x1) * nx + (previousY - y1) * ny < 0 { nx = -nx; ny = -ny }
        let reachAcross = body.halfWidth * abs(nx) + body.halfHeight * abs(ny)
        let reachAlong = body.halfWidth * abs(tx) + body.halfHeight * abs(ty)
        let along = (body.x - x1) * tx + (body.y - y1) * ty
        guard along > -reachAlong, along < length + reachAlong else { return nil }
        let depth = reachAcross - ((body.x - x1) * nx + (body.y - y1) * ny)
        guard depth > -Self.contactSlop else { return nil }
        if depth > 0 { resolve(body, nx: nx, ny: ny, depth: depth) }
        let clamped = min(max(along, 0), length)
        return CGPoint(x: x1 + tx * clamped, y: y1 + ty * clamped)
    }

    /// Moves the body `depth` along the unit normal (pointing away from the boundary) and
    /// answers its velocity into the boundary with restitution and friction.
    private func resolve(_ body: Body, nx: Double, ny: Double, depth: Double) {
        guard !body.anchored else { return }
        body.x += nx * depth
        body.y += ny * depth
        let normalSpeed = body.vx * nx + body.vy * ny
        guard normalSpeed < 0 else { return }
        let impulse = -(1 + min(max(body.elasticity, 0), 1)) * normalSpeed
        body.vx += impulse * nx
        body.vy += impulse * ny
        let tangentX = body.vx - (body.vx * nx + body.vy * ny) * nx
        let tangentY = body.vy - (body.vx * nx + body.vy * ny) * ny
        let tangentSpeed = (tangentX * tangentX + tangentY * tangentY).squareRoot()
        guard tangentSpeed > 0, body.friction > 0 else { return }
        let slowed = min(tangentSpeed, body.friction * impulse) / tangentSpeed
        body.vx -= tangentX * slowed
        body.vy -= tangentY * slowed
    }
}
