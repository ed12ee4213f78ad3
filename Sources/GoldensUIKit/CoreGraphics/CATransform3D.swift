import Foundation
import GoldensScene

#if !canImport(QuartzCore)

/// Core Animation's 4×4 transform, for Linux.
///
/// Row-vector convention, as Core Animation: a point is `[x y z 1] × M`, so
/// m41, m42, m43 hold the translation and `Concat(a, b)` applies a then b.
public struct CATransform3D: Sendable, Equatable {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// All zeros, as the imported C struct's `init()` is (not the identity).
    public init() {
        self.init(m11: 0, m12: 0, m13: 0, m14: 0,
                  m21: 0, m22: 0, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 0, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 0)
    }

    public init(m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
                m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
                m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
                m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// Row-major entries, for the generic arithmetic below.
    fileprivate var rows: [[Double]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
            .map { $0.map(Double.init) }
    }

    fileprivate init(rows r: [[Double]]) {
        self.init(m11: CGFloat(r[0][0]), m12: CGFloat(r[0][1]), m13: CGFloat(r[0][2]), m14: CGFloat(r[0][3]),
                  m21: CGFloat(r[1][0]), m22: CGFloat(r[1][1]), m23: CGFloat(r[1][2]), m24: CGFloat(r[1][3]),
                  m31: CGFloat(r[2][0]), m32: CGFloat(r[2][1]), m33: CGFloat(r[2][2]), m34: CGFloat(r[2][3]),
                  m41: CGFloat(r[3][0]), m42: CGFloat(r[3][1]), m43: CGFloat(r[3][2]), m44: CGFloat(r[3][3]))
    }
}

public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0,
    m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0,
    m41: 0, m42: 0, m43: 0, m44: 1)

public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool {
    t == CATransform3DIdentity
}

public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool {
    a == b
}

public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx
    t.m42 = ty
    t.m43 = tz
    return t
}

public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx
    t.m22 = sy
    t.m33 = sz
    return t
}

/// Rotation by `angle` radians about the axis (x, y, z), right-handed; about
/// (0, 0, 1) it equals `CGAffineTransform(rotationAngle:)`. A zero axis gives
/// the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let (c, s) = QuarterTurnTrig.cosSin(Double(angle))
    return CATransform3D(Transform3D(rotationSine: s, cosine: c, x: Double(x), y: Double(y), z: Double(z)))
}

/// `a` then `b`: the matrix product a × b.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    CATransform3D(a.scene.concatenating(b.scene))
}

// Translate/Scale/Rotate prepend, as Core Animation does: the new operation
// acts first, in t's local space.

public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeTranslation(tx, ty, tz), t)
}

public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeScale(sx, sy, sz), t)
}

public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DConcat(CATransform3DMakeRotation(angle, x, y, z), t)
}

/// The inverse, or `t` unchanged when singular (Core Animation's behaviour).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan with partial pivoting on [t | I].
    var m = t.rows
    var inv: [[Double]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }
    let scale = m.joined().map(abs).max() ?? 0
    guard scale > 0, scale.isFinite else { return t }
    for col in 0..<4 {
        let pivotRow = (col..<4).max { abs(m[$0][col]) < abs(m[$1][col]) }!
        // Relative threshold so rounding residue in a singular matrix is not taken as a pivot.
        guard abs(m[pivotRow][col]) > 1e-12 * scale else { return t }
        m.swapAt(col, pivotRow)
        inv.swapAt(col, pivotRow)
        let p = m[col][col]
        for j in 0..<4 {
            m[col][j] /= p
            inv[col][j] /= p
        }
        for i in 0..<4 where i != col {
            let f = m[i][col]
            if f == 0 { continue }
            for j in 0..<4 {
                m[i][j] -= f * m[col][j]
                inv[i][j] -= f * inv[col][j]
            }
        }
    }
    guard inv.joined().allSatisfy(\.isFinite) else { return t }
    return CATransform3D(rows: inv)
}

public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = m.a
    t.m12 = m.b
    t.m21 = m.c
    t.m22 = m.d
    t.m41 = m.tx
    t.m42 = m.ty
    return t
}

/// True when `t` is exactly representable as a `CGAffineTransform`.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0
        && t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && t.m34 == 0
        && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t`; meaningful only when `CATransform3DIsAffine(t)`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

#endif

