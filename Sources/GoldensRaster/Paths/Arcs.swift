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
