import GoldensScene

/// A space points and rects can be converted between: every view, and the screen's.
@preconcurrency @MainActor
public protocol UICoordinateSpace: AnyObject {
    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint
    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect
    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect
    var bounds: CGRect { get }
}

extension UIView: UICoordinateSpace {
    // The screen's space is the window's here: every window covers the screen from its origin.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(point, to: coordinateSpace as? UIView)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        convert(point, from: coordinateSpace as? UIView)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        convert(rect, to: coordinateSpace as? UIView)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        convert(rect, from: coordinateSpace as? UIView)
    }
}

/// The screen's space (`UIScreen.coordinateSpace`): the windows' space, since each window
/// covers the screen from its origin; the fixed space is the same one, as the screen is never
/// turned here.
final class ScreenCoordinateSpace: UICoordinateSpace {
    let bounds: CGRect

    init(bounds: CGRect) {
        self.bounds = bounds
    }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        (coordinateSpace as? UIView)?.convert(point, from: nil) ?? point
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        (coordinateSpace as? UIView)?.convert(point, to: nil) ?? point
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        (coordinateSpace as? UIView)?.convert(rect, from: nil) ?? rect
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        (coordinateSpace as? UIView)?.convert(rect, to: nil) ?? rect
    }
}
