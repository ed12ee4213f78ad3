#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Path {
    /// Appends a circular arc of `radius` about `center` from `startAngle` to `endAngle`
    /// (radians; 0 along +x, angles growing toward +y, which is clockwise on a y-down screen),
    /// going the `clockwise` way round, as CoreGraphics and UIBezierPath do: a line joins the
    /// current point to the arc's start (a move when the path is empty), a sweep of 2π or more
    /// is a whole circle. Each piece spans at most 45° and is one cubic whose handles are
    /// 4/3 tan(θ/4) of the radius (radial error under 5·10⁻⁶ of the radius), as the 45° arcs
    /// of ellipses and rounded rects.
    public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
        guard radius.isFinite, startAngle.isFinite, endAngle.isFinite else { return }
        let r = abs(radius)
        let fullTurn = 2 * Double.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
            if endAngle - startAngle >= fullTurn { sweep = fullTurn }
        } else {
            if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
            if startAngle - endAngle >= fullTurn { sweep = -fullTurn }
        }
        let start = Point(x: center.x + r * PortableMath.cos(startAngle), y: center.y + r * PortableMath.sin(startAngle))
        if elements.isEmpty { move(to: start) } else { line(to: start) }
        let pieces = max(1, Int((abs(sweep) / (Double.pi / 4)).rounded(.up)))
        let step = sweep / Double(pieces)
        let handle = 4.0 / 3 * PortableMath.tan(step / 4) * r
        var angle = startAngle
        var from = start
        for _ in 0..<pieces {
            let next = angle + step
            let to = Point(x: center.x + r * PortableMath.cos(next), y: center.y + r * PortableMath.sin(next))
            curve(to: to,
                  control1: Point(x: from.x - handle * PortableMath.sin(angle), y: from.y + handle * PortableMath.cos(angle)),
                  control2: Point(x: to.x + handle * PortableMath.sin(next), y: to.y - handle * PortableMath.cos(next)))
            angle = next
            from = to
        }
    }
}

extension Path {
    /// Core Graphics' tangent arc (`CGContext.addArc(tangent1End:tangent2End:radius:)`): a line
    /// from the current point towards `corner`, then the arc of `radius` that turns from that
    /// line onto the line from `corner` to `end`, touching both. Where the lines do not turn (the
    /// three points on one line) or the radius is 0, a line to `corner`; with no current point,
    /// a move to `corner`.
    public mutating func addArc(tangent1End corner: Point, tangent2End end: Point, radius: Double) {
        guard let from = currentPoint else { return move(to: corner) }
        guard corner.x.isFinite, corner.y.isFinite, end.x.isFinite, end.y.isFinite, radius.isFinite else { return }
        let a = Point(x: from.x - corner.x, y: from.y - corner.y), b = Point(x: end.x - corner.x, y: end.y - corner.y)
        let la = PortableMath.hypot(a.x, a.y), lb = PortableMath.hypot(b.x, b.y)
        let cross = a.x * b.y - a.y * b.x
        let r = abs(radius)
        guard la > 0, lb > 0, r > 0, abs(cross) > 1e-12 * la * lb else { return line(to: corner) }
        let u = Point(x: a.x / la, y: a.y / la), v = Point(x: b.x / lb, y: b.y / lb)
        // Half the angle between the lines: the tangent points lie r / tan(half) from the corner,
        // the centre r / sin(half) along the bisector.
        let cosAngle = max(-1, min(1, u.x * v.x + u.y * v.y))
        let half = PortableMath.acos(cosAngle) / 2
        let reach = r / PortableMath.tan(half), toCentre = r / PortableMath.sin(half)
        let start = Point(x: corner.x + u.x * reach, y: corner.y + u.y * reach)  // the arc's own start; addArc lines to it
        let bisector = Point(x: u.x + v.x, y: u.y + v.y)
        let lBisector = PortableMath.hypot(bisector.x, bisector.y)
        let centre = Point(x: corner.x + bisector.x / lBisector * toCentre, y: corner.y + bisector.y / lBisector * toCentre)
        let startAngle = PortableMath.atan2(start.y - centre.y, start.x - centre.x)
        let endAngle = PortableMath.atan2(corner.y + v.y * reach - centre.y, corner.x + v.x * reach - centre.x)
        // The short way round: increasing angles when the turn from the first line to the second
        // is clockwise on a y-down screen (the cross product of the incoming and outgoing
        // directions positive).
        let incoming = Point(x: -u.x, y: -u.y)
        let turnsClockwise = incoming.x * v.y - incoming.y * v.x > 0
        var sweep = endAngle - startAngle
        if turnsClockwise, sweep < 0 { sweep += 2 * Double.pi }
        if !turnsClockwise, sweep > 0 { sweep -= 2 * Double.pi }
        addArc(center: centre, radius: r, startAngle: startAngle, endAngle: startAngle + sweep, clockwise: turnsClockwise)
    }
}
