import Foundation
import GoldensScene

/// A path (CoreGraphics'), holding the scene model's `Path`; `CGMutablePath` builds one.
public class CGPath: @unchecked Sendable {
    fileprivate(set) var path: Path

    init(_ path: Path) { self.path = path }

    /// `rect`, optionally transformed.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path.rect(rect.scene).applying(transform?.pointee.scene ?? .identity))
    }

    /// The ellipse inscribed in `rect`, optionally transformed.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path.ellipse(in: rect.scene).applying(transform?.pointee.scene ?? .identity))
    }

    /// `rect` with circular corners (equal corner width and height are drawn; unequal ones
    /// take the smaller), optionally transformed.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        self.init(Path.roundedRect(rect.scene, radius: Double(min(cornerWidth, cornerHeight)))
            .applying(transform?.pointee.scene ?? .identity))
    }

    /// Where the next segment starts; `.zero` for an empty path.
    public var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }

    public func copy() -> CGPath? { CGPath(path) }
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path) }
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path.applying(transform?.pointee.scene ?? .identity))
    }

    /// The smallest rect holding every point of the path, control points included (as
    /// CoreGraphics defines it); `.null` for an empty path.
    public var boundingBox: CGRect {
        var xs: [Double] = [], ys: [Double] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p):
                xs.append(p.x); ys.append(p.y)
            case .quad(let p, let c):
                xs += [p.x, c.x]; ys += [p.y, c.y]
            case .cubic(let p, let c1, let c2):
                xs += [p.x, c1.x, c2.x]; ys += [p.y, c1.y, c2.y]
            case .close:
                break
            }
        }
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public var isEmpty: Bool { path.isEmpty }

    /// The outline a stroke of this path paints with `lineWidth`, caps, joins and miter limit,
    /// as a path to fill (curves flattened to a hundredth of a unit), optionally transformed.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat,
                     transform: CGAffineTransform = .identity) -> CGPath {
        let style = StrokeStyle(lineWidth: Double(lineWidth), lineCap: lineCap.scene, lineJoin: lineJoin.scene,
                                miterLimit: max(1, Double(miterLimit)))
        return CGPath(path.stroked(style, tolerance: 0.01).applying(transform.scene))
    }

    /// Core Graphics' C name for `copy(strokingWithWidth:…)`; nil for a path with nothing to stroke.
    public convenience init?(__byStroking path: CGPath, transform: UnsafePointer<CGAffineTransform>?, lineWidth: CGFloat,
                             lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat) {
        let outline = path.copy(strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
                                transform: transform?.pointee ?? .identity)
        guard !outline.isEmpty else { return nil }
        self.init(outline.path)
    }

    /// The path cut into the dashes of `lengths` (painted, skipped, …) from `phase`: each dash
    /// an open subpath, optionally transformed.
    public func copy(dashingWithPhase phase: CGFloat, lengths: [CGFloat], transform: CGAffineTransform = .identity) -> CGPath {
        var style = StrokeStyle(lineWidth: 1)
        let dashes = lengths.map(Double.init)
        guard dashes.allSatisfy({ $0.isFinite && $0 >= 0 }), dashes.contains(where: { $0 > 0 }) else { return CGPath(path.applying(transform.scene)) }
        style.dashes = dashes
        style.dashPhase = phase.isFinite ? Double(phase) : 0
        return CGPath(path.dashed(style, tolerance: 0.01).applying(transform.scene))
    }

    /// The smallest rect holding every point the path passes through, its curves' control
    /// points left out; `.null` for an empty path.
    public var boundingBoxOfPath: CGRect { path.tightBounds.map(CGRect.init) ?? .null }

    /// Whether a fill of the path with `rule` covers `point` (every subpath closed), the path
    /// first mapped by `transform`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        path.applying(transform.scene).contains(point.scene, rule: rule.scene)
    }
}

/// A path being built, with CoreGraphics' calls. Arcs take CoreGraphics' `clockwise`, which is
/// meant for its y-up space: in UIKit's y-down space a clockwise arc turns counterclockwise on
/// screen (the opposite of `UIBezierPath`'s).
public final class CGMutablePath: CGPath, @unchecked Sendable {
    public convenience init() { self.init(Path()) }

    private func adding(_ other: Path, _ transform: CGAffineTransform) {
        path.append(other.applying(transform.scene))
    }

    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform).scene)
    }

    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.line(to: point.applying(transform).scene)
    }

    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        for (index, point) in points.enumerated() {
            if index == 0 { move(to: point, transform: transform) } else { addLine(to: point, transform: transform) }
        }
    }

    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.quadCurve(to: end.applying(transform).scene, control: control.applying(transform).scene)
    }

    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity) {
        path.curve(to: end.applying(transform).scene, control1: control1.applying(transform).scene,
                   control2: control2.applying(transform).scene)
    }

    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform: CGAffineTransform = .identity) {
        guard transform != .identity else {
            path.addArc(center: center.scene, radius: Double(radius), startAngle: Double(startAngle),
                        endAngle: Double(endAngle), clockwise: !clockwise)
            return
        }
        // Built on its own, transformed, then joined to the current point by a line.
        var arc = Path()
        arc.addArc(center: center.scene, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
                   clockwise: !clockwise)
        var elements = arc.applying(transform.scene).elements
        if !path.isEmpty, case .move(let start)? = elements.first { elements[0] = .line(to: start) }
        path.append(Path(elements: elements))
    }

    /// Core Graphics' tangent arc: towards `tangent1End`, turning onto the line to `tangent2End`
    /// with `radius`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity) {
        guard transform != .identity else {
            return path.addArc(tangent1End: tangent1End.scene, tangent2End: tangent2End.scene, radius: Double(radius))
        }
        // Built in the untransformed space from the current point brought back there.
        guard let current = path.currentPoint, let back = transform.scene.inverted() else {
            return move(to: tangent1End, transform: transform)
        }
        var arc = Path()
        arc.move(to: current.applying(back))
        arc.addArc(tangent1End: tangent1End.scene, tangent2End: tangent2End.scene, radius: Double(radius))
        path.append(Path(elements: Array(arc.applying(transform.scene).elements.dropFirst())))
    }

    /// An arc of `delta` radians from `startAngle` (positive: increasing angles).
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        addArc(center: center, radius: radius, startAngle: startAngle, endAngle: startAngle + delta, clockwise: delta < 0,
               transform: transform)
    }

    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) { adding(.rect(rect.scene), transform) }

    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        adding(.ellipse(in: rect.scene), transform)
    }

    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        adding(.roundedRect(rect.scene, radius: Double(min(cornerWidth, cornerHeight))), transform)
    }

    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) { adding(other.path, transform) }

    public func closeSubpath() { path.closeSubpath() }
}

/// A Bézier path in a view's coordinates, as UIKit builds them: for `layer.shadowPath` and
/// anything else that takes a `CGPath`.
open class UIBezierPath: NSObject {
    var path = Path()

    public override init() { super.init() }

    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect.scene)
    }

    /// UIKit draws these corners continuous (the iOS 7 rounded rect), clamped to half the
    /// shorter side; see `CornerCurve` for the curve used here.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(rect.scene, radius: Double(cornerRadius), style: CornerStyle(curve: .continuous))
    }

    /// Circular corners of `cornerRadii.width` on the corners named (UIKit uses the width).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let named = RectCorners(rawValue: corners.rawValue & RectCorners.all.rawValue)
        path.addRoundedRect(rect.scene, radius: Double(cornerRadii.width), style: CornerStyle(corners: named))
    }

    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect.scene)
    }

    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public convenience init(cgPath: CGPath) {
        self.init()
        path = cgPath.path
    }

    open var cgPath: CGPath {
        get { CGPath(path) }
        set { path = newValue.path }
    }

    open var bounds: CGRect { cgPath.boundingBox }
    open var isEmpty: Bool { path.isEmpty }

    /// How `stroke()` draws the path (a shadow path or a shape layer's path ignores them).
    open var lineWidth: CGFloat = 1
    open var lineCapStyle: CGLineCap = .butt
    open var lineJoinStyle: CGLineJoin = .miter
    open var miterLimit: CGFloat = 10
    /// Kept; curves are flattened to the rasterizer's own accuracy.
    open var flatness: CGFloat = 0.6
    open var usesEvenOddFillRule = false
    var dashes: [Double] = []
    var dashPhase = 0.0

    /// Lengths alternately painted and skipped (`count` of them); none for a solid line.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        let lengths = pattern.map { pointer in (0..<max(0, count)).map { Double(pointer[$0]) } } ?? []
        let usable = lengths.allSatisfy { $0.isFinite && $0 >= 0 } && lengths.contains { $0 > 0 }
        dashes = usable ? lengths : []
        dashPhase = phase.isFinite ? Double(phase) : 0
    }

    /// Where the next segment starts (`.zero` for an empty path, as UIKit's is).
    open var currentPoint: CGPoint { path.currentPoint.map(CGPoint.init) ?? .zero }

    open func move(to point: CGPoint) { path.move(to: point.scene) }
    open func addLine(to point: CGPoint) { path.line(to: point.scene) }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.quadCurve(to: endPoint.scene, control: controlPoint.scene)
    }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.curve(to: endPoint.scene, control1: controlPoint1.scene, control2: controlPoint2.scene)
    }
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center.scene, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle),
                    clockwise: clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = Path() }
    open func append(_ bezierPath: UIBezierPath) { path.append(bezierPath.path) }
    open func apply(_ transform: CGAffineTransform) { path = path.applying(transform.scene) }

    /// Whether a fill of the path (with its own fill rule) covers `point`.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point.scene, rule: usesEvenOddFillRule ? .evenOdd : .nonZero)
    }

    /// The same path traced backwards (each subpath from its end), with this path's drawing
    /// attributes.
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath(cgPath: CGPath(path.reversed()))
        reversed.lineWidth = lineWidth
        reversed.lineCapStyle = lineCapStyle
        reversed.lineJoinStyle = lineJoinStyle
        reversed.miterLimit = miterLimit
        reversed.flatness = flatness
        reversed.usesEvenOddFillRule = usesEvenOddFillRule
        reversed.dashes = dashes
        reversed.dashPhase = dashPhase
        return reversed
    }
}
