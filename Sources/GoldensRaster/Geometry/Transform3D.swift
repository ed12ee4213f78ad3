import Foundation

/// A 4×4 transform with Core Animation's conventions (CATransform3D): row vectors, so a point
/// is `[x y z 1] × M`, m41…m43 hold the translation, m34 = −1/d gives perspective at eye
/// distance d, and `a.concatenating(b)` applies `a` then `b`.
///
/// A layer lies in its own z = 0 plane, so what reaches the screen of a 4×4 transform is the
/// plane-to-plane map `projection` (dropping the z row and the z column).
public struct Transform3D: Sendable, Hashable, CustomStringConvertible {
    public var m11: Double, m12: Double, m13: Double, m14: Double
    public var m21: Double, m22: Double, m23: Double, m24: Double
    public var m31: Double, m32: Double, m33: Double, m34: Double
    public var m41: Double, m42: Double, m43: Double, m44: Double

    public init(m11: Double, m12: Double, m13: Double, m14: Double,
                m21: Double, m22: Double, m23: Double, m24: Double,
                m31: Double, m32: Double, m33: Double, m34: Double,
                m41: Double, m42: Double, m43: Double, m44: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    public static let identity = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                             m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

    /// The affine transform in the plane, z untouched (CATransform3DMakeAffineTransform).
    public init(_ affine: Transform) {
        self.init(m11: affine.a, m12: affine.b, m13: 0, m14: 0, m21: affine.c, m22: affine.d, m23: 0, m24: 0,
                  m31: 0, m32: 0, m33: 1, m34: 0, m41: affine.tx, m42: affine.ty, m43: 0, m44: 1)
    }

    public init(translationX x: Double, y: Double, z: Double) {
        self = .identity
        m41 = x; m42 = y; m43 = z
    }

    public init(scaleX x: Double, y: Double, z: Double) {
        self = .identity
        m11 = x; m22 = y; m33 = z
    }

    /// Rotation by `angle` radians about the axis (x, y, z), as CATransform3DMakeRotation: about
    /// (0, 0, 1) it equals `Transform(rotationAngle:)`. Quarter turns are exact; a zero or
    /// non-finite axis gives the identity.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let (s, c) = Transform.sineCosine(angle)
        self.init(rotationSine: s, cosine: c, x: x, y: y, z: z)
    }

    /// The rotation whose angle has this sine and cosine, about the axis (x, y, z).
    public init(rotationSine s: Double, cosine c: Double, x: Double, y: Double, z: Double) {
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else {
            self = .identity
            return
        }
        let (ux, uy, uz) = (x / length, y / length, z / length)
        let k = 1 - c
        // Rodrigues' rotation, transposed because points are rows.
        self.init(m11: c + k * ux * ux, m12: k * ux * uy + s * uz, m13: k * ux * uz - s * uy, m14: 0,
                  m21: k * ux * uy - s * uz, m22: c + k * uy * uy, m23: k * uy * uz + s * ux, m24: 0,
                  m31: k * ux * uz + s * uy, m32: k * uy * uz - s * ux, m33: c + k * uz * uz, m34: 0,
                  m41: 0, m42: 0, m43: 0, m44: 1)
    }

    /// The 16 entries, row by row.
    public var entries: [Double] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    public init(entries e: [Double]) {
        precondition(e.count == 16, "a 4x4 transform has 16 entries")
        self.init(m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
                  m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// True when the transform is a plane affine one (CATransform3DIsAffine): nothing moves in
    /// or out of the plane and there is no perspective.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// The affine part: exact when `isAffine`, otherwise the projection onto the plane with
    /// perspective and depth dropped (what a flat frame computation sees).
    public var affinePart: Transform {
        Transform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    public var isFinite: Bool { entries.allSatisfy(\.isFinite) }

    /// `self × other`: apply `self`, then `other`.
    public func concatenating(_ o: Transform3D) -> Transform3D {
        func row(_ a: Double, _ b: Double, _ c: Double, _ d: Double) -> (Double, Double, Double, Double) {
            (a * o.m11 + b * o.m21 + c * o.m31 + d * o.m41,
             a * o.m12 + b * o.m22 + c * o.m32 + d * o.m42,
             a * o.m13 + b * o.m23 + c * o.m33 + d * o.m43,
             a * o.m14 + b * o.m24 + c * o.m34 + d * o.m44)
        }
        let r1 = row(m11, m12, m13, m14), r2 = row(m21, m22, m23, m24)
        let r3 = row(m31, m32, m33, m34), r4 = row(m41, m42, m43, m44)
        return Transform3D(m11: r1.0, m12: r1.1, m13: r1.2, m14: r1.3, m21: r2.0, m22: r2.1, m23: r2.2, m24: r2.3,
                           m31: r3.0, m32: r3.1, m33: r3.2, m34: r3.3, m41: r4.0, m42: r4.1, m43: r4.2, m44: r4.3)
    }

    /// How the z = 0 plane of the transform's input reaches its output plane, seen along z:
    /// `(x, y) ↦ (X/W, Y/W)` with `[X Y Z W] = [x y 0 1] × M`.
    public var projection: ProjectiveTransform {
        ProjectiveTransform(m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
    }

    public var description: String { "[\(entries.map { "\($0)" }.joined(separator: ", "))]" }
}

/// A projective map of the plane (a homography), row-vector convention: `[x y 1] × M = [X Y W]`
/// and the image is `(X/W, Y/W)`. Affine transforms are the ones with m13 = m23 = 0, m33 = 1.
/// Only points with W > 0 are in front of the eye; the rest have no image.
public struct ProjectiveTransform: Sendable, Hashable, CustomStringConvertible {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    public init(m11: Double, m12: Double, m13: Double, m21: Double, m22: Double, m23: Double,
                m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    public init(_ affine: Transform) {
        self.init(m11: affine.a, m12: affine.b, m13: 0, m21: affine.c, m22: affine.d, m23: 0,
                  m31: affine.tx, m32: affine.ty, m33: 1)
    }

    public static let identity = ProjectiveTransform(.identity)

    /// The nine entries, row by row.
    public var entries: [Double] { [m11, m12, m13, m21, m22, m23, m31, m32, m33] }

    public init(entries e: [Double]) {
        precondition(e.count == 9, "a 3x3 transform has 9 entries")
        self.init(m11: e[0], m12: e[1], m13: e[2], m21: e[3], m22: e[4], m23: e[5], m31: e[6], m32: e[7], m33: e[8])
    }

    public var isFinite: Bool { entries.allSatisfy(\.isFinite) }

    public var determinant: Double {
        m11 * (m22 * m33 - m23 * m32) - m12 * (m21 * m33 - m23 * m31) + m13 * (m21 * m32 - m22 * m31)
    }

    /// `self × other`: apply `self`, then `other`.
    public func concatenating(_ o: ProjectiveTransform) -> ProjectiveTransform {
        ProjectiveTransform(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31, m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31, m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31, m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// The inverse (the adjugate over the determinant), or nil when singular or not finite.
    public func inverted() -> ProjectiveTransform? {
        let det = determinant
        guard det != 0, det.isFinite else { return nil }
        let inverse = ProjectiveTransform(
            m11: (m22 * m33 - m23 * m32) / det, m12: (m13 * m32 - m12 * m33) / det, m13: (m12 * m23 - m13 * m22) / det,
            m21: (m23 * m31 - m21 * m33) / det, m22: (m11 * m33 - m13 * m31) / det, m23: (m13 * m21 - m11 * m23) / det,
            m31: (m21 * m32 - m22 * m31) / det, m32: (m12 * m31 - m11 * m32) / det, m33: (m11 * m22 - m12 * m21) / det)
        return inverse.isFinite ? inverse : nil
    }

    /// The homogeneous image `[X Y W]` of `p`.
    public func homogeneous(_ p: Point) -> (x: Double, y: Double, w: Double) {
        (p.x * m11 + p.y * m21 + m31, p.x * m12 + p.y * m22 + m32, p.x * m13 + p.y * m23 + m33)
    }

    /// The image of `p`, or nil when it lies at or behind the eye (W ≤ 0).
    public func apply(_ p: Point) -> Point? {
        let h = homogeneous(p)
        guard h.w > 0 else { return nil }
        return Point(x: h.x / h.w, y: h.y / h.w)
    }

    /// The visible part of the polygon `points` (W > `minimumW`, so nothing is projected from
    /// behind the eye or at infinity), projected: the polygon is clipped in homogeneous space
    /// before the divide, so its edges stay straight lines in the output.
    public func projectVisible(_ points: [Point], minimumW: Double = 1e-6) -> [Point] {
        let h = points.map(homogeneous)
        var visible: [(x: Double, y: Double, w: Double)] = []
        for i in h.indices {
            let a = h[i], b = h[(i + 1) % h.count]
            let aIn = a.w > minimumW, bIn = b.w > minimumW
            if aIn { visible.append(a) }
            if aIn != bIn {
                let t = (minimumW - a.w) / (b.w - a.w)
                visible.append((a.x + (b.x - a.x) * t, a.y + (b.y - a.y) * t, minimumW))
            }
        }
        return visible.map { Point(x: $0.x / $0.w, y: $0.y / $0.w) }
    }

    /// The visible part of `rect`'s image, as `projectVisible` gives it for its corners; empty
    /// when the map is not finite.
    public func visibleImage(of rect: Rect) -> [Point] {
        guard isFinite else { return [] }
        let r = rect.standardized
        return projectVisible([Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY),
                               Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)])
    }

    public var description: String { "[\(entries.map { "\($0)" }.joined(separator: ", "))]" }
}
