import Foundation

/// 3-D transforms animate as their parts, the way Core Animation and CSS interpolate matrices:
/// perspective, translation, scale, shear and rotation, each moving linearly. An affine
/// transform takes the plane decomposition of `DecomposedTransform` with every depth part
/// zero, so flat animations are exactly what they were before 3-D existed.
///
/// A 4×4 transform is taken apart as `M = [[U, 0], [t, 1]] × [[I, p], [0, pw]]`: the upper
/// 3×3 `U`, then the translation `t`, then the perspective column `(p, pw)`. `U` is
/// `Scale × Shear × Rotation`, with the shear lower-triangular (Gram–Schmidt on U's rows).
/// Rotation animates as its rotation vector (axis × angle): between two rotations about one
/// axis, and from no rotation, that is exactly a constant angular speed about the axis.
extension DecomposedTransform {
    /// The parts a 3-D transform adds to the plane decomposition, every one zero for an affine
    /// transform (offsets are stored for the parts whose neutral value is 1, so interpolating
    /// between flat transforms leaves them exactly zero).
    public struct Depth: Sendable, Hashable {
        public var translationZ = 0.0
        /// The z scale minus 1.
        public var scaleZOffset = 0.0
        /// The rotation vector's x and y; its z is the plane decomposition's `angle`.
        public var rotationX = 0.0
        public var rotationY = 0.0
        /// The shear: row y gains `shearXY` × row x; row z gains `shearXZ` × row x and
        /// `shearYZ` × row y.
        public var shearXY = 0.0
        public var shearXZ = 0.0
        public var shearYZ = 0.0
        /// The perspective column (m14, m24, m34 before the rest is applied) and m44 minus 1.
        public var perspectiveX = 0.0
        public var perspectiveY = 0.0
        public var perspectiveZ = 0.0
        public var perspectiveWOffset = 0.0

        public init() {}

        var components: [Double] {
            [translationZ, scaleZOffset, rotationX, rotationY, shearXY, shearXZ, shearYZ,
             perspectiveX, perspectiveY, perspectiveZ, perspectiveWOffset]
        }

        init(components c: [Double]) {
            (translationZ, scaleZOffset, rotationX, rotationY) = (c[0], c[1], c[2], c[3])
            (shearXY, shearXZ, shearYZ) = (c[4], c[5], c[6])
            (perspectiveX, perspectiveY, perspectiveZ, perspectiveWOffset) = (c[7], c[8], c[9], c[10])
        }

        var isZero: Bool { components.allSatisfy { $0 == 0 } }
    }

    /// Takes `m` apart. A matrix whose upper 3×3 is singular (a layer squashed flat) cannot be
    /// taken apart and animates as its plane part.
    public init(_ m: Transform3D) {
        guard !m.isAffine, let parts = SpatialParts(m) else {
            self.init(m.affinePart)
            return
        }
        self.init(translationX: parts.translation.x, translationY: parts.translation.y,
                  scaleX: parts.scale.x, scaleY: parts.scale.y, angle: parts.rotation.z)
        depth = Depth()
        depth.translationZ = parts.translation.z
        depth.scaleZOffset = parts.scale.z - 1
        depth.rotationX = parts.rotation.x
        depth.rotationY = parts.rotation.y
        (depth.shearXY, depth.shearXZ, depth.shearYZ) = parts.shear
        depth.perspectiveX = parts.perspective.x
        depth.perspectiveY = parts.perspective.y
        depth.perspectiveZ = parts.perspective.z
        depth.perspectiveWOffset = parts.perspectiveW - 1
    }

    /// The 4×4 matrix again; the plane recomposition when every depth part is zero.
    public var transform3D: Transform3D {
        guard !depth.isZero else { return Transform3D(transform) }
        let d = depth
        let rotation = Transform3D.rotation(vector: Vector3(x: d.rotationX, y: d.rotationY, z: angle))
        let shear = Transform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: d.shearXY, m22: 1, m23: 0, m24: 0,
                                m31: d.shearXZ, m32: d.shearYZ, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)
        let residual = Transform3D(Transform(a: m11, b: m12, c: m21, d: m22, tx: 0, ty: 0))
        var m = Transform3D(scaleX: scaleX, y: scaleY, z: 1 + d.scaleZOffset)
            .concatenating(residual).concatenating(shear).concatenating(rotation)
        (m.m41, m.m42, m.m43) = (translationX, translationY, d.translationZ)
        let p = Vector3(x: d.perspectiveX, y: d.perspectiveY, z: d.perspectiveZ)
        m.m14 = m.m11 * p.x + m.m12 * p.y + m.m13 * p.z
        m.m24 = m.m21 * p.x + m.m22 * p.y + m.m23 * p.z
        m.m34 = m.m31 * p.x + m.m32 * p.y + m.m33 * p.z
        m.m44 = m.m41 * p.x + m.m42 * p.y + m.m43 * p.z + 1 + d.perspectiveWOffset
        return m
    }

    /// `nearestRotation` for 3-D rotations: when both rotation vectors lie on one axis, this
    /// one's angle moves by whole turns to within half a turn of `other`'s.
    func nearestSpatialRotation(to other: DecomposedTransform) -> DecomposedTransform {
        let mine = Vector3(x: depth.rotationX, y: depth.rotationY, z: angle)
        let theirs = Vector3(x: other.depth.rotationX, y: other.depth.rotationY, z: other.angle)
        let length = mine.length
        guard length > 0 else { return self }
        let axis = mine.scaled(1 / length)
        let along = axis.dot(theirs)
        guard (theirs - axis.scaled(along)).length <= 1e-9 * max(1, theirs.length) else { return self }
        var turned = length
        let turn = 2 * Double.pi
        while turned - along > .pi { turned -= turn }
        while along - turned > .pi { turned += turn }
        var copy = self
        let vector = axis.scaled(turned)
        (copy.depth.rotationX, copy.depth.rotationY, copy.angle) = (vector.x, vector.y, vector.z)
        return copy
    }
}

/// A 3-vector for the decomposition's arithmetic.
struct Vector3 {
    var x, y, z: Double

    static func - (a: Vector3, b: Vector3) -> Vector3 { Vector3(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z) }
    func scaled(_ f: Double) -> Vector3 { Vector3(x: x * f, y: y * f, z: z * f) }
    func dot(_ o: Vector3) -> Double { x * o.x + y * o.y + z * o.z }
    func cross(_ o: Vector3) -> Vector3 { Vector3(x: y * o.z - z * o.y, y: z * o.x - x * o.z, z: x * o.y - y * o.x) }
    var length: Double { dot(self).squareRoot() }
}

/// The parts of a non-affine 4×4 transform (see the extension's documentation).
private struct SpatialParts {
    var perspective: Vector3
    var perspectiveW: Double
    var translation: Vector3
    var scale: Vector3
    var shear: (Double, Double, Double)
    /// Axis × angle, the angle in [0, π].
    var rotation: Vector3

    init?(_ m: Transform3D) {
        let u0 = Vector3(x: m.m11, y: m.m12, z: m.m13)
        let u1 = Vector3(x: m.m21, y: m.m22, z: m.m23)
        let u2 = Vector3(x: m.m31, y: m.m32, z: m.m33)
        let det = u0.dot(u1.cross(u2))
        guard det != 0, det.isFinite, m.isFinite else { return nil }
        // U·p = (m14, m24, m34): solve by Cramer's rule.
        let c = Vector3(x: m.m14, y: m.m24, z: m.m34)
        let columns = (Vector3(x: u0.x, y: u1.x, z: u2.x), Vector3(x: u0.y, y: u1.y, z: u2.y), Vector3(x: u0.z, y: u1.z, z: u2.z))
        perspective = Vector3(x: c.dot(columns.1.cross(columns.2)) / det,
                              y: columns.0.dot(c.cross(columns.2)) / det,
                              z: columns.0.dot(columns.1.cross(c)) / det)
        translation = Vector3(x: m.m41, y: m.m42, z: m.m43)
        perspectiveW = m.m44 - translation.dot(perspective)
        // Gram–Schmidt on the rows: U = L × R with L lower-triangular.
        var sx = u0.length
        var r0 = u0.scaled(1 / sx)
        let a = u1.dot(r0)
        let w1 = u1 - r0.scaled(a)
        var sy = w1.length
        var r1 = w1.scaled(1 / sy)
        let b = u2.dot(r0), e = u2.dot(r1)
        let w2 = u2 - r0.scaled(b) - r1.scaled(e)
        var sz = w2.length
        var r2 = w2.scaled(1 / sz)
        guard sx > 0, sy > 0, sz > 0 else { return nil }
        shear = (a / sy, b / sz, e / sz)
        // A reflection: negate every axis (the shear is unchanged), leaving a proper rotation.
        if r0.dot(r1.cross(r2)) < 0 {
            (sx, sy, sz) = (-sx, -sy, -sz)
            (r0, r1, r2) = (r0.scaled(-1), r1.scaled(-1), r2.scaled(-1))
        }
        scale = Vector3(x: sx, y: sy, z: sz)
        rotation = SpatialParts.rotationVector(r0, r1, r2)
    }

    /// The rotation vector of the rotation whose rows (points are rows) are r0, r1, r2: the
    /// inverse of `Transform3D(rotationAngle:x:y:z:)`.
    static func rotationVector(_ r0: Vector3, _ r1: Vector3, _ r2: Vector3) -> Vector3 {
        // The antisymmetric part is sin θ · axis; the trace is 1 + 2 cos θ.
        let v = Vector3(x: (r1.z - r2.y) / 2, y: (r2.x - r0.z) / 2, z: (r0.y - r1.x) / 2)
        let cosine = (r0.x + r1.y + r2.z - 1) / 2
        let sine = v.length
        let angle = PortableMath.atan2(sine, cosine)
        if sine > 1e-9 { return v.scaled(angle / sine) }
        if cosine > 0 { return Vector3(x: 0, y: 0, z: 0) }
        // A half turn: the axis from the diagonal (r_ii = 2·u_i² − 1), signs from the
        // symmetric part (r_ij + r_ji = 4·u_i·u_j), the largest component positive.
        let squares = Vector3(x: max(0, (r0.x + 1) / 2), y: max(0, (r1.y + 1) / 2), z: max(0, (r2.z + 1) / 2))
        var axis: Vector3
        if squares.x >= squares.y, squares.x >= squares.z {
            let ux = squares.x.squareRoot()
            axis = Vector3(x: ux, y: (r0.y + r1.x) / (4 * ux), z: (r0.z + r2.x) / (4 * ux))
        } else if squares.y >= squares.z {
            let uy = squares.y.squareRoot()
            axis = Vector3(x: (r0.y + r1.x) / (4 * uy), y: uy, z: (r1.z + r2.y) / (4 * uy))
        } else {
            let uz = squares.z.squareRoot()
            axis = Vector3(x: (r0.z + r2.x) / (4 * uz), y: (r1.z + r2.y) / (4 * uz), z: uz)
        }
        return axis.scaled(Double.pi / axis.length)
    }
}

extension Transform3D {
    /// The rotation by the vector's length about its direction (identity for the zero vector).
    static func rotation(vector v: Vector3) -> Transform3D {
        let angle = v.length
        guard angle > 0 else { return .identity }
        return Transform3D(rotationAngle: angle, x: v.x, y: v.y, z: v.z)
    }
}
