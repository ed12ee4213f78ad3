import Foundation

/// Planes drawn by projecting their shapes instead of a texture of them.
///
/// A plane holding only solid shapes (fills, borders, text, strokes, clips: what most 3-D layers
/// hold) is drawn by mapping each shape's outline through the plane's projection and filling it
/// on the canvas: every edge, the plane's own and those inside it, gets exact-area coverage, and
/// nothing is resampled. Curves are cut into lines in the plane, finely enough for the largest
/// magnification the projection applies, then the lines are projected (a projective map keeps
/// lines straight); the part of each outline behind the eye is cut off before the divide.
/// A plane with anything sampled or layered (images, gradients, shadows, blurs, groups, masks,
/// nested planes) is drawn through a texture (`PlaneDrawing`).
enum PlaneProjection {
    /// Where a plane's ops end, and how it is drawn.
    struct Span: Equatable {
        /// The index of its `popPlane`.
        let end: Int
        /// Whether its contents can all be projected (else it is drawn through a texture).
        let projected: Bool
    }

    /// The span of each `pushPlane` not inside another plane, by the push's index.
    static func topLevelPlanes(_ ops: [DisplayOp]) -> [Int: Span] {
        var result: [Int: Span] = [:]
        var index = 0
        while index < ops.count {
            guard case .pushPlane(_, let projection) = ops[index].kind else {
                index += 1
                continue
            }
            var end = index + 1
            var depth = 0
            var projectable = projection.isFinite
            scan: while end < ops.count {
                switch ops[end].kind {
                case .popPlane where depth == 0:
                    break scan
                case .popPlane:
                    depth -= 1
                case .pushPlane:
                    depth += 1
                    projectable = false
                case .fillRect, .fillRoundedRect, .strokeRoundedRect, .fillPath, .drawText, .strokePath,
                     .pushClipRect, .pushClipRoundedRect, .pushClipPath, .popClip:
                    break
                default:
                    projectable = false
                }
                end += 1
            }
            if end < ops.count { result[index] = Span(end: end, projected: projectable) }
            index = end + 1
        }
        return result
    }

    /// How many times the projection enlarges the plane at most, over `rect` (at its corners:
    /// a projective map's scale changes monotonically across a quad seen in front of the eye).
    static func magnification(of projection: ProjectiveTransform, over rect: Rect) -> Double {
        let r = rect.standardized
        var largest = 0.0
        for corner in [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)] {
            let h = projection.homogeneous(corner)
            guard h.w > 0 else { return .infinity }
            let x = h.x / h.w, y = h.y / h.w, m = projection
            let alongU = (((m.m11 - x * m.m13) / h.w) * ((m.m11 - x * m.m13) / h.w)
                + ((m.m12 - y * m.m13) / h.w) * ((m.m12 - y * m.m13) / h.w)).squareRoot()
            let alongV = (((m.m21 - x * m.m23) / h.w) * ((m.m21 - x * m.m23) / h.w)
                + ((m.m22 - y * m.m23) / h.w) * ((m.m22 - y * m.m23) / h.w)).squareRoot()
            largest = max(largest, alongU, alongV)
        }
        return largest
    }

    /// `path` under `transform`, each subpath cut into a polygon whose lines stay within
    /// `tolerance` of the curves.
    static func polygons(of path: Path, transform: Transform, tolerance: Double) -> [[Point]] {
        var polygons: [[Point]] = []
        var current: [Point] = []
        var last = Point.zero
        func pieces(_ deviation: Double) -> Int {
            let n = (deviation / tolerance).squareRoot().rounded(.up)
            return n.isFinite ? Int(min(max(n, 1), 256)) : 1
        }
        for element in path.elements {
            switch element {
            case .move(let p):
                if current.count > 1 { polygons.append(current) }
                last = p.applying(transform)
                current = [last]
            case .line(let p):
                last = p.applying(transform)
                current.append(last)
            case .quad(let p, let c):
                let p0 = last, c1 = c.applying(transform), p1 = p.applying(transform)
                let n = pieces(PortableMath.hypot(p0.x - 2 * c1.x + p1.x, p0.y - 2 * c1.y + p1.y) / 4)
                for k in 1...n {
                    let t = Double(k) / Double(n), s = 1 - t
                    let w0: Double = s * s, w1: Double = 2 * s * t, w2: Double = t * t
                    current.append(Point(x: w0 * p0.x + w1 * c1.x + w2 * p1.x, y: w0 * p0.y + w1 * c1.y + w2 * p1.y))
                }
                last = p1
            case .cubic(let p, let c1, let c2):
                let p0 = last, a = c1.applying(transform), b = c2.applying(transform), p1 = p.applying(transform)
                let n = pieces(0.75 * max(PortableMath.hypot(p0.x - 2 * a.x + b.x, p0.y - 2 * a.y + b.y),
                                          PortableMath.hypot(a.x - 2 * b.x + p1.x, a.y - 2 * b.y + p1.y)))
                for k in 1...n {
                    let t = Double(k) / Double(n), s = 1 - t
                    let w0 = s * s * s, w1 = 3 * s * s * t, w2 = 3 * s * t * t, w3 = t * t * t
                    current.append(Point(x: w0 * p0.x + w1 * a.x + w2 * b.x + w3 * p1.x,
                                         y: w0 * p0.y + w1 * a.y + w2 * b.y + w3 * p1.y))
                }
                last = p1
            case .close:
                if current.count > 1 { polygons.append(current) }
                current = current.first.map { [$0] } ?? []
                last = current.first ?? last
            }
        }
        if current.count > 1 { polygons.append(current) }
        return polygons
    }
}

extension RenderContext {
    /// Runs `kind`, an op of a plane's own space, on the canvas through `projection`: its
    /// outline projected and filled (or clipped to) in canvas space. `magnification` is the
    /// projection's largest enlargement, which sets how finely curves are cut.
    func executeProjected(_ kind: DisplayOp.Kind, projection: ProjectiveTransform, magnification: Double) {
        /// A rounded-rect op's outline, its radius clamped as the op clamps it.
        func roundedOutline(_ rect: Rect, _ radius: Double) -> Path {
            let r = Path.clampedCornerRadius(radius, in: rect)
            return r == 0 ? Path.rect(rect) : Path.roundedRect(rect, radius: r)
        }
        /// The op's outline in canvas space, made once for all the bands of the render.
        func projected(_ path: @autoclosure () -> Path, _ transform: Transform) -> Path {
            let p = projection
            return sharedWork([magnification, p.m11, p.m12, p.m13, p.m21, p.m22, p.m23, p.m31, p.m32, p.m33]) {
                let tolerance = Stroker.deviceTolerance / max(magnification, 1e-9)
                var result = Path()
                for polygon in PlaneProjection.polygons(of: path(), transform: transform, tolerance: tolerance) {
                    let points = projection.projectVisible(polygon)
                    guard points.count >= 3 else { continue }
                    result.move(to: points[0])
                    for point in points.dropFirst() { result.line(to: point) }
                    result.closeSubpath()
                }
                return result
            }
        }
        switch kind {
        case .fillRect(let rect, let color, let t):
            execute(.fillPath(projected(Path.rect(rect), t), rule: .nonZero, color: color, transform: .identity))
        case .fillRoundedRect(let rect, let radius, let color, let t):
            execute(.fillPath(projected(roundedOutline(rect, radius), t), rule: .nonZero, color: color, transform: .identity))
        case .strokeRoundedRect(let rect, let radius, let lineWidth, let color, let t):
            guard lineWidth > 0 else { return }
            execute(.fillPath(projected(Path.border(rect, radius: radius, lineWidth: lineWidth), t), rule: .nonZero,
                              color: color, transform: .identity))
        case .fillPath(let path, let rule, let color, let t):
            execute(.fillPath(projected(path, t), rule: rule, color: color, transform: .identity))
        case .drawText(let text, let rect, let style, let t):
            let outline = projected(TextLayout.outline(of: text, in: rect, style: style) ?? Path(), t)
            execute(.fillPath(outline, rule: .nonZero, color: style.color, transform: .identity))
        case .strokePath(let path, let style, let color, let t):
            let scale = t.largestScale * magnification
            guard style.lineWidth > 0, scale > 0, scale.isFinite else { return }
            let outline = projected(path.stroked(style, tolerance: Stroker.deviceTolerance / scale), t)
            execute(.fillPath(outline, rule: .nonZero, color: color, transform: .identity))
        case .pushClipRect(let rect, let t):
            execute(.pushClipPath(projected(Path.rect(rect), t), rule: .nonZero, transform: .identity))
        case .pushClipRoundedRect(let rect, let radius, let t):
            execute(.pushClipPath(projected(roundedOutline(rect, radius), t), rule: .nonZero, transform: .identity))
        case .pushClipPath(let path, let rule, let t):
            execute(.pushClipPath(projected(path, t), rule: rule, transform: .identity))
        default:
            execute(kind)
        }
    }
}
