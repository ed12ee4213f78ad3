/// Builders for the shapes views are made of. Every builder winds **clockwise on screen**
/// (y down) unless asked otherwise; a band such as a border is an outer outline plus an inner
/// one wound the opposite way, so the inside of the inner outline has winding 0 even where
/// the two outlines cross the same pixel (a same-direction inner outline would have winding 2
/// and, with area coverage, leave thin borders wrong by up to a third of full intensity).
extension Path {
    /// A rect as one closed subpath. An empty rect still yields a (zero-area) subpath.
    public static func rect(_ rect: Rect, clockwise: Bool = true) -> Path {
        var path = Path()
        path.addRect(rect, clockwise: clockwise)
        return path
    }

    /// A rect with **circular** corners of `radius` (CALayer `cornerCurve = .circular`), the
    /// radius clamped to `[0, min(w, h) / 2]`. Each quarter circle is two cubic Béziers of 45°,
    /// whose radial error is 4·10⁻⁶ of the radius (0.004 px at r = 1000 px): well under the
    /// flattening tolerance, so the corners are circles to within what can be drawn.
    public static func roundedRect(_ rect: Rect, radius: Double, clockwise: Bool = true) -> Path {
        var path = Path()
        path.addRoundedRect(rect, radius: radius, clockwise: clockwise)
        return path
    }

    /// The ellipse inscribed in `rect`, as eight 45° cubic arcs.
    public static func ellipse(in rect: Rect, clockwise: Bool = true) -> Path {
        var path = Path()
        path.addEllipse(in: rect, clockwise: clockwise)
        return path
    }

    public mutating func addRect(_ rect: Rect, clockwise: Bool = true) {
        let r = rect.standardized
        let corners = [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                       Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)]
        let ordered = clockwise ? corners : [corners[0], corners[3], corners[2], corners[1]]
        move(to: ordered[0])
        line(to: ordered[1])
        line(to: ordered[2])
        line(to: ordered[3])
        closeSubpath()
    }

    /// The radius a rounded rect really uses: negative and NaN become 0, larger than half the
    /// shorter side becomes half of it (CALayer.cornerRadius behaviour).
    public static func clampedCornerRadius(_ radius: Double, in rect: Rect) -> Double {
        let r = rect.standardized
        let limit = min(r.width, r.height) / 2
        guard radius > 0 else { return 0 }
        return min(radius, limit)
    }

    public mutating func addRoundedRect(_ rect: Rect, radius: Double, clockwise: Bool = true) {
        let r = rect.standardized
        let radius = Path.clampedCornerRadius(radius, in: r)
        if radius == 0 {
            addRect(r, clockwise: clockwise)
            return
        }
        // Corner centres in clockwise order starting top-right, with the angle (in eighths of
        // a turn, y down) where each corner's arc starts when going clockwise.
        let corners: [(Point, Int)] = [
            (Point(x: r.maxX - radius, y: r.minY + radius), 6),  // top-right: from up (-90°)
            (Point(x: r.maxX - radius, y: r.maxY - radius), 0),  // bottom-right: from right (0°)
            (Point(x: r.minX + radius, y: r.maxY - radius), 2),  // bottom-left: from down (90°)
            (Point(x: r.minX + radius, y: r.minY + radius), 4),  // top-left: from left (180°)
        ]
        if clockwise {
            move(to: Path.arcPoint(corners[3].0, radius, radius, 6))
            for (center, start) in corners {
                line(to: Path.arcPoint(center, radius, radius, start))
                addArc(center: center, rx: radius, ry: radius, fromEighth: start, eighths: 2)
            }
        } else {
            move(to: Path.arcPoint(corners[0].0, radius, radius, 6))
            for (center, start) in corners.reversed() {
                line(to: Path.arcPoint(center, radius, radius, start + 2))
                addArc(center: center, rx: radius, ry: radius, fromEighth: start + 2, eighths: -2)
            }
        }
        closeSubpath()
    }

    public mutating func addEllipse(in rect: Rect, clockwise: Bool = true) {
        let r = rect.standardized
        let center = Point(x: r.midX, y: r.midY)
        let rx = r.width / 2, ry = r.height / 2
        move(to: Path.arcPoint(center, rx, ry, 0))
        addArc(center: center, rx: rx, ry: ry, fromEighth: 0, eighths: clockwise ? 8 : -8)
        closeSubpath()
    }

    /// Appends cubic arcs of 45° each, from angle `fromEighth · 45°` over `eighths` steps
    /// (negative: counter-clockwise on screen). Angles are exact multiples of 45°, so the
    /// points come from a table, not from libm: the same bits on every machine.
    mutating func addArc(center: Point, rx: Double, ry: Double, fromEighth: Int, eighths: Int) {
        let step = eighths >= 0 ? 1 : -1
        var index = fromEighth
        var remaining = abs(eighths)
        // 4/3 · tan(45° / 4): the handle length of a 45° cubic arc of radius 1.
        let k = 0.26521648983954400922 * Double(step)
        while remaining > 0 {
            let next = index + step
            let (c0, s0) = Path.unitCircle(index)
            let (c1, s1) = Path.unitCircle(next)
            let control1 = Point(x: center.x + rx * (c0 - k * s0), y: center.y + ry * (s0 + k * c0))
            let control2 = Point(x: center.x + rx * (c1 + k * s1), y: center.y + ry * (s1 - k * c1))
            curve(to: Path.arcPoint(center, rx, ry, next), control1: control1, control2: control2)
            index = next
            remaining -= 1
        }
    }

    static func arcPoint(_ center: Point, _ rx: Double, _ ry: Double, _ eighth: Int) -> Point {
        let (cosine, sine) = unitCircle(eighth)
        return Point(x: center.x + rx * cosine, y: center.y + ry * sine)
    }

    /// (cos, sin) of `eighth · 45°`.
    static func unitCircle(_ eighth: Int) -> (Double, Double) {
        let h = 0.70710678118654752440
        switch ((eighth % 8) + 8) % 8 {
        case 0: return (1, 0)
        case 1: return (h, h)
        case 2: return (0, 1)
        case 3: return (-h, h)
        case 4: return (-1, 0)
        case 5: return (-h, -h)
        case 6: return (0, -1)
        default: return (h, -h)
        }
    }
}
