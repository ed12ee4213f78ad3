import Foundation

/// What one element of a path does, as `CGPath.applyWithBlock(_:)` hands it over.
public enum CGPathElementType: Int32, Sendable {
    case moveToPoint, addLineToPoint, addQuadCurveToPoint, addCurveToPoint, closeSubpath
}

/// One element of a path: its kind and its points (none for a close, one for a move or a line,
/// the control point then the end for a quadratic curve, both control points then the end for a
/// cubic one). The points are valid only during the call that hands the element over.
public struct CGPathElement {
    public var type: CGPathElementType
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

public typealias CGPathApplyBlock = (UnsafePointer<CGPathElement>) -> Void
/// A C function pointer in Core Graphics; a Swift function here (the element is a Swift struct,
/// which C cannot name), so the closures apps pass compile as they are.
public typealias CGPathApplierFunction = (UnsafeMutableRawPointer?, UnsafePointer<CGPathElement>) -> Void

extension CGPath {
    /// Hands each element of the path to `block`, in order.
    public func applyWithBlock(_ block: CGPathApplyBlock) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        points.initialize(repeating: .zero, count: 3)
        for element in path.elements {
            let type: CGPathElementType
            switch element {
            case .move(let point):
                type = .moveToPoint
                points[0] = CGPoint(point)
            case .line(let point):
                type = .addLineToPoint
                points[0] = CGPoint(point)
            case .quad(let end, let control):
                type = .addQuadCurveToPoint
                (points[0], points[1]) = (CGPoint(control), CGPoint(end))
            case .cubic(let end, let control1, let control2):
                type = .addCurveToPoint
                (points[0], points[1], points[2]) = (CGPoint(control1), CGPoint(control2), CGPoint(end))
            case .close:
                type = .closeSubpath
            }
            var element = CGPathElement(type: type, points: points)
            withUnsafePointer(to: &element) { block($0) }
        }
    }

    /// Hands each element of the path to `function`, with `info`, in order.
    public func apply(info: UnsafeMutableRawPointer?, function: CGPathApplierFunction) {
        applyWithBlock { function(info, $0) }
    }
}
