import GoldensRaster

/// Builds a display list from fuzzer bytes: every op kind the format has, nested pushes and
/// pops that always match, and values chosen to be valid (finite, in range) but often extreme or
/// degenerate: zero scales, huge translations, hairlines, pixel-aligned rects inside one band,
/// planes seen edge-on or from behind. Almost every list it makes passes validation; the few
/// that do not (a plane too large) are skipped by the renderer target.
public struct DisplayListGenerator {
    public static let maximumWidth = 160
    public static let maximumHeight = 320
    public static let maximumOps = 28
    /// Pushes open at once, at most (a group in a clip in a plane in a mask …).
    static let maximumDepth = 6

    /// The images `drawImage` names: odd sizes, opaque and translucent, so sampling meets
    /// edges, single texels and premultiplied interpolation.
    public static let images: [String: Bitmap] = {
        func image(_ width: Int, _ height: Int, _ pixel: (Int, Int) -> PremultipliedPixel) -> Bitmap {
            var bitmap = Bitmap(width: width, height: height)
            for y in 0..<height { for x in 0..<width { bitmap[x, y] = pixel(x, y) } }
            return bitmap
        }
        return [
            "dot": image(1, 1) { _, _ in PremultipliedPixel(r: 200, g: 40, b: 90, a: 255) },
            "checker": image(5, 3) { x, y in (x + y) % 2 == 0 ? PremultipliedPixel(r: 0, g: 0, b: 0, a: 255)
                : PremultipliedPixel(r: 255, g: 255, b: 255, a: 255) },
            "fade": image(16, 16) { x, y in
                PremultipliedPixel(straightR: UInt8(x * 16), g: UInt8(y * 16), b: 128, a: UInt8(min(255, x * 17))) },
            "strip": image(2, 40) { x, y in PremultipliedPixel(straightR: UInt8(y * 6), g: UInt8(x * 200), b: 30, a: UInt8(120 + y)) },
        ]
    }()

    private var input: FuzzInput
    private var ops: [DisplayOp] = []
    /// The scopes open, innermost last.
    private var open: [Scope] = []
    private var width = 1, height = 1

    private enum Scope { case group, clip, plane, mask, maskedContent }

    public init(_ input: FuzzInput) {
        self.input = input
    }

    /// The list the bytes describe.
    public mutating func make() -> DisplayList {
        width = input.chance(85) ? input.int(16...Self.maximumWidth) : input.int(1...Self.maximumWidth)
        // Heights around multiples of the 32-row band, so several bands (and their edges) exist.
        height = input.chance(70) ? min(Self.maximumHeight, 32 * input.int(1...10) + input.int(-2...2)) : input.int(1...Self.maximumHeight)
        height = max(1, height)
        let background = input.chance(30) ? Color.clear : color()
        let count = input.int(0...Self.maximumOps)
        while ops.count < count && !input.isExhausted {
            step()
        }
        closeAll()
        return DisplayList(width: width, height: height, background: background, ops: ops)
    }

    // MARK: Structure

    private mutating func step() {
        let choice = input.byte() % 32
        // A push past the depth limit draws instead.
        if choice <= 6 && open.count >= Self.maximumDepth {
            ops.append(drawing())
            return
        }
        switch choice {
        case 0, 1:
            ops.append(.pushGroup(alpha: input.unit()))
            open.append(.group)
        case 2:
            ops.append(.pushClipRect(rect(), transform: transform()))
            open.append(.clip)
        case 3:
            ops.append(.pushClipRoundedRect(rect(), radius: radius(), transform: transform()))
            open.append(.clip)
        case 4:
            ops.append(.pushClipPath(path(), rule: input.bool() ? .nonZero : .evenOdd, transform: transform()))
            open.append(.clip)
        case 5:
            ops.append(.pushPlane(planeRect(), transform: projection()))
            open.append(.plane)
        case 6:
            ops.append(.pushMask())
            open.append(.mask)
        case 7, 8:
            close()
        default:
            ops.append(drawing())
        }
    }

    /// Closes the innermost scope: a mask opens its content, everything else pops.
    private mutating func close() {
        guard let scope = open.popLast() else { return }
        switch scope {
        case .group: ops.append(.popGroup)
        case .clip: ops.append(.popClip)
        case .plane: ops.append(.popPlane)
        case .mask:
            ops.append(.pushMaskedContent())
            open.append(.maskedContent)
        case .maskedContent: ops.append(.popMask)
        }
    }

    private mutating func closeAll() {
        while !open.isEmpty { close() }
    }

    // MARK: Drawing ops

    private mutating func drawing() -> DisplayOp {
        switch input.byte() % 17 {
        case 0: return .fillRect(rect(), color: color(), transform: transform())
        case 1: return alignedRectInOneBand()
        case 2: return .fillRoundedRect(rect(), radius: radius(), color: color(), transform: transform())
        case 3: return .strokeRoundedRect(rect(), radius: radius(), lineWidth: lineWidth(), color: color(), transform: transform())
        case 4: return .drawImage(input.pick(["dot", "checker", "fade", "strip"]), rect: rect(),
                                  filter: input.bool() ? .nearest : .bilinear, transform: transform())
        case 5: return .fillPath(path(), rule: input.bool() ? .nonZero : .evenOdd, color: color(), transform: transform())
        case 6: return .strokePath(path(), style: strokeStyle(), color: color(), transform: transform())
        case 7: return .fillLinearGradient(rect(), radius: input.chance(50) ? 0 : radius(),
                                           gradient: LinearGradient(start: point(), end: point(), stops: stops()),
                                           transform: transform())
        case 8: return .fillGradient(rect(), gradient: ShapedGradient(
                    shape: .radial(center: point(), radii: Size(width: length(), height: length())), stops: stops()),
                                     transform: transform())
        case 9: return .fillGradient(rect(), gradient: ShapedGradient(
                    shape: .conic(center: point(), startAngle: input.double(-20...20)), stops: stops()),
                                     transform: transform())
        case 10: return .drawText(text(), rect: rect(), style: textStyle(), transform: transform())
        case 11: return .roundedRectShadow(rect(), radius: radius(), shadow: shadow(), transform: transform())
        case 12: return .pathShadow(path(), shadow: shadow(), transform: transform())
        case 13: return .backdropBlur(path(), blur: input.chance(80) ? input.double(0...12, steps: 48) : input.double(0...300),
                                      transform: transform())
        case 14: return .fillRect(Rect(x: Double(input.int(-4...width + 4)), y: Double(input.int(-4...height + 4)),
                                       width: Double(input.int(-8...width)), height: Double(input.int(-8...height))),
                                  color: color())
        default: return .fillRect(rect(), color: color(), transform: input.chance(50) ? .identity : transform())
        }
    }

    /// A rect on whole pixels whose rows lie inside one 32-row band (or straddle one edge by a
    /// row), drawn with an integer translation: the renderer's pixel-aligned fast path.
    private mutating func alignedRectInOneBand() -> DisplayOp {
        let band = input.int(0...max(0, height / 32))
        let y0 = band * 32 + input.int(-1...30)
        let rows = input.int(0...33)
        let x0 = input.int(-3...width), columns = input.int(0...width + 3)
        let dx = Double(input.int(-2...2)), dy = Double(input.int(-2...2))
        return .fillRect(Rect(x: Double(x0), y: Double(y0), width: Double(columns), height: Double(rows)), color: color(),
                         transform: Transform(translationX: dx, y: dy))
    }

    // MARK: Values

    private mutating func color() -> Color {
        switch input.byte() % 6 {
        case 0: return .black
        case 1: return .white
        case 2: return Color(red: input.unit(), green: input.unit(), blue: input.unit(), alpha: 1)
        default: return Color(red: input.unit(), green: input.unit(), blue: input.unit(), alpha: input.unit())
        }
    }

    /// A coordinate: mostly on or near the canvas, on a grid of eighths, sometimes far away.
    private mutating func coordinate(_ extent: Int) -> Double {
        switch input.byte() % 16 {
        case 0: return input.pick([-1e6, 1e6, -1e9, 3e12, -0.0, 1e-9, 16384, -16385])
        case 1, 2: return Double(input.int(-8...extent + 8))
        default: return input.double(-16...Double(extent + 16), steps: 8 * (extent + 32))
        }
    }

    private mutating func point() -> Point {
        Point(x: coordinate(width), y: coordinate(height))
    }

    private mutating func length() -> Double {
        switch input.byte() % 10 {
        case 0: return 0
        case 1: return input.pick([1e-6, 0.25, 0.5, 1e5, 1e9])
        default: return input.double(0...Double(max(width, height)), steps: 4 * max(width, height))
        }
    }

    private mutating func rect() -> Rect {
        let signedWidth = input.chance(10) ? -length() : length()
        let signedHeight = input.chance(10) ? -length() : length()
        return Rect(x: coordinate(width), y: coordinate(height), width: signedWidth, height: signedHeight)
    }

    private mutating func radius() -> Double {
        input.chance(20) ? input.pick([0, 1e-3, 1e6]) : input.double(0...40, steps: 160)
    }

    private mutating func lineWidth() -> Double {
        input.chance(20) ? input.pick([0, 1e-4, 0.01, 500]) : input.double(0...12, steps: 96)
    }

    /// Identity, translations (whole, fractional, huge), scales (zero, negative, tiny, huge),
    /// rotations and shears, alone or combined.
    private mutating func transform() -> Transform {
        switch input.byte() % 12 {
        case 0, 1, 2: return .identity
        case 3: return Transform(translationX: Double(input.int(-40...40)), y: Double(input.int(-40...40)))
        case 4: return Transform(translationX: input.double(-40...40, steps: 640), y: input.double(-40...40, steps: 640))
        case 5: return Transform(translationX: input.pick([1e7, -1e7, 1e15, -3e9]), y: input.pick([0, 1e8, -1e12, 5]))
        case 6:
            let sx = input.pick([0, -1, 2, 0.5, 1e-7, 1e6, -0.25, 3]), sy = input.pick([0, 1, -2, 0.5, 1e-7, 1e6, 4])
            return Transform(scaleX: sx, y: sy).concatenating(Transform(translationX: Double(input.int(0...width)),
                                                                         y: Double(input.int(0...height))))
        case 7: return Transform(rotationAngle: input.double(-7...7, steps: 448))
            .concatenating(Transform(translationX: Double(input.int(0...width)), y: Double(input.int(0...height))))
        case 8: return Transform(a: 1, b: 0, c: input.double(-3...3, steps: 48), d: 1, tx: 0, ty: 0)
        case 9: return Transform(a: 0, b: input.pick([1, -1, 2]), c: input.pick([1, -1, 0.5]), d: 0,
                                 tx: Double(input.int(0...width)), ty: Double(input.int(0...height)))
        case 10:
            // Singular but not zero: everything mapped onto a line.
            let k = input.double(-2...2, steps: 16)
            return Transform(a: 1, b: k, c: 2, d: 2 * k, tx: Double(input.int(0...width)), ty: 0)
        default:
            return Transform(a: input.double(-3...3, steps: 24), b: input.double(-3...3, steps: 24),
                             c: input.double(-3...3, steps: 24), d: input.double(-3...3, steps: 24),
                             tx: coordinate(width), ty: coordinate(height))
        }
    }

    /// Lines, quadratic and cubic curves in one or more subpaths, closed or not; sometimes a
    /// standard shape, sometimes empty or a single point.
    private mutating func path() -> Path {
        switch input.byte() % 10 {
        case 0: return Path.rect(rect())
        case 1: return Path.ellipse(in: rect())
        case 2: return Path.roundedRect(rect(), radius: radius())
        case 3: return Path()
        default:
            var path = Path()
            path.move(to: point())
            let elements = input.int(0...12)
            for _ in 0..<elements {
                switch input.byte() % 8 {
                case 0, 1, 2: path.line(to: point())
                case 3: path.quadCurve(to: point(), control: point())
                case 4, 5: path.curve(to: point(), control1: point(), control2: point())
                case 6: path.closeSubpath()
                default: path.move(to: point())
                }
            }
            if input.chance(40) { path.closeSubpath() }
            return path
        }
    }

    private mutating func strokeStyle() -> StrokeStyle {
        var style = StrokeStyle(lineWidth: lineWidth())
        style.lineCap = input.pick(LineCap.allCases)
        style.lineJoin = input.pick(LineJoin.allCases)
        style.miterLimit = input.chance(70) ? 10 : input.pick([1, 1.0001, 2, 4, 1e6])
        if input.chance(40) {
            let count = input.int(1...5)
            style.dashes = (0..<count).map { _ in input.chance(20) ? 0 : input.double(0...20, steps: 80) }
            if !style.dashes.contains(where: { $0 > 0 }) { style.dashes[0] = input.pick([1e-3, 1, 5]) }
            style.dashPhase = input.chance(50) ? 0 : input.double(-50...50, steps: 400)
        }
        if input.chance(30) {
            let a = input.unit(), b = input.unit()
            style.strokeStart = min(a, b)
            style.strokeEnd = max(a, b)
        }
        return style
    }

    /// One to five stops at non-decreasing locations (repeated locations make hard edges).
    private mutating func stops() -> [LinearGradient.Stop] {
        var location = 0.0
        return (0..<input.int(1...5)).map { _ in
            location = min(1, location + (input.chance(25) ? 0 : input.unit() * (1 - location)))
            return LinearGradient.Stop(location: location, color: color())
        }
    }

    private mutating func text() -> String {
        let pieces = ["Hi", " ", "Wg", "\n", "Ça va", "ÿ", "💥", "\u{301}", "ﬁ", "iiii", "MMM", "0.5", "\t", "long word here"]
        return (0..<input.int(0...6)).map { _ in input.pick(pieces) }.joined()
    }

    private mutating func textStyle() -> TextStyle {
        TextStyle(fontSize: input.chance(15) ? input.pick([0, 0.01, 300]) : input.double(1...48, steps: 94),
                  weight: input.pick(FontWeight.allCases), color: color(),
                  alignment: input.pick(TextStyle.Alignment.allCases), wraps: input.bool())
    }

    private mutating func shadow() -> Shadow {
        Shadow(color: color(), offset: Size(width: input.double(-20...20, steps: 80), height: input.double(-20...20, steps: 80)),
               radius: input.chance(10) ? input.pick([0, 200, 1e4]) : input.double(0...24, steps: 96))
    }

    private mutating func planeRect() -> Rect {
        Rect(x: input.double(-40...40, steps: 160), y: input.double(-40...40, steps: 160),
             width: input.chance(10) ? input.pick([0, -30, 3000]) : input.double(1...200, steps: 398),
             height: input.chance(10) ? input.pick([0, -30, 3000]) : input.double(1...200, steps: 398))
    }

    /// A 3-D layer's projection: affine, a rotation about x or y in perspective (up to edge-on
    /// and past it, so parts lie behind the eye), or raw entries.
    private mutating func projection() -> ProjectiveTransform {
        switch input.byte() % 5 {
        case 0: return ProjectiveTransform(transform())
        case 1, 2:
            var perspective = Transform3D.identity
            perspective.m34 = -1 / input.pick([50, 120, 500, 2000, 1e9])
            let angle = input.chance(20) ? input.pick([Double.pi / 2, -Double.pi / 2, Double.pi]) : input.double(-3.2...3.2, steps: 256)
            let axisIsX = input.bool()
            let centre = Transform3D(translationX: -Double(input.int(0...100)), y: -Double(input.int(0...100)), z: 0)
            return centre.concatenating(Transform3D(rotationAngle: angle, x: axisIsX ? 1 : 0, y: axisIsX ? 0 : 1, z: 0))
                .concatenating(perspective)
                .concatenating(Transform3D(translationX: Double(input.int(0...width)), y: Double(input.int(0...height)),
                                           z: input.double(-200...200, steps: 40)))
                .projection
        default:
            return ProjectiveTransform(entries: (0..<9).map { index in
                switch index {
                case 2, 5: input.double(-0.02...0.02, steps: 64)  // the perspective column
                case 8: input.double(-1...2, steps: 12)
                default: input.double(-3...3, steps: 48) * (index >= 6 ? 40 : 1)
                }
            })
        }
    }
}
