import Foundation

/// A 2-D affine transform with Core Graphics' conventions (CGAffineTransform), so code ported
/// from UIKit keeps its meaning:
///
/// - six numbers `[a b c d tx ty]`, row-vector maths: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`;
/// - `t1.concatenating(t2)` applies `t1` **then** `t2`;
/// - `translatedBy`, `scaledBy` and `rotated(by:)` **prepend**: the new operation is applied first,
///   in the transform's local space, so `Transform(scaleX: 2, y: 2).translatedBy(x: 10, y: 0)`
///   moves a point by 20 on screen;
/// - rotation by θ is `[cos θ, sin θ, −sin θ, cos θ, 0, 0]`: (1, 0) goes to (cos θ, sin θ), which in a
///   y-down space turns **clockwise** on screen for a positive θ.
public struct Transform: Sendable, Hashable, CustomStringConvertible {
    public var a: Double
    public var b: Double
    public var c: Double
    public var d: Double
    public var tx: Double
    public var ty: Double

    public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public init(translationX x: Double, y: Double) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
    }

    public init(scaleX x: Double, y: Double) {
        self.init(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
    }

    /// Rotation by `angle` radians; positive turns clockwise on a y-down screen.
    /// Multiples of a quarter turn are exact (no 6e-17 residue from `cos(.pi / 2)`).
    public init(rotationAngle angle: Double) {
        let (sine, cosine) = Transform.sineCosine(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    public var isIdentity: Bool { self == .identity }

    /// `a·d − b·c`; zero for a transform that flattens the plane onto a line or a point.
    public var determinant: Double { a * d - b * c }

    /// True when all six numbers are finite.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    /// `self × other`: apply `self`, then `other` (CGAffineTransformConcat).
    public func concatenating(_ other: Transform) -> Transform {
        Transform(a: a * other.a + b * other.c,
                  b: a * other.b + b * other.d,
                  c: c * other.a + d * other.c,
                  d: c * other.b + d * other.d,
                  tx: tx * other.a + ty * other.c + other.tx,
                  ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation applied before `self` (in its local space).
    public func translatedBy(x: Double, y: Double) -> Transform {
        Transform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before `self` (in its local space).
    public func scaledBy(x: Double, y: Double) -> Transform {
        Transform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before `self` (in its local space).
    public func rotated(by angle: Double) -> Transform {
        Transform(rotationAngle: angle).concatenating(self)
    }

    /// The inverse, or nil when the determinant is zero or not finite (CGAffineTransformInvert
    /// returns the input unchanged in that case; an optional makes the failure visible).
    public func inverted() -> Transform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let result = Transform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                               tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
        return result.isFinite ? result : nil
    }

    /// True when the transform keeps axis-aligned rects axis-aligned without swapping axes.
    public var isAxisAligned: Bool { b == 0 && c == 0 }

    public var description: String { "[\(a), \(b), \(c), \(d), \(tx), \(ty)]" }

    /// Sine and cosine with exact values at multiples of π/2 (scene code rotates by
    /// `.pi / 2` and expects a pixel-exact quarter turn).
    static func sineCosine(_ angle: Double) -> (Double, Double) {
        let quarter = angle / (Double.pi / 2)
        if quarter.isFinite, quarter == quarter.rounded(), abs(quarter) < 1e15 {
            switch ((Int64(quarter) % 4) + 4) % 4 {
            case 0: return (0, 1)
            case 1: return (1, 0)
            case 2: return (0, -1)
            default: return (-1, 0)
            }
        }
        let (sine, cosine) = PortableMath.sinCos(angle)
        return (sine, cosine)
    }
}
