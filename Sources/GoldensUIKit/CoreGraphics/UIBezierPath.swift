import Foundation
import GoldensScene

/// An immutable path (CoreGraphics'), holding the scene model's `Path`.
public final class CGPath: @unchecked Sendable {
    let path: Path

    init(_ path: Path) { self.path = path }

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

    /// Stored for code that sets them; a shadow path is filled, never stroked.
    open var lineWidth: CGFloat = 1
    open var usesEvenOddFillRule = false

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
}
