import Foundation
import GoldensScene
import Testing

/// 3-D transforms: taken apart and put back together exactly, flat ones as before, and
/// animated with a constant angular speed about their axis.
@Suite struct SpatialTransformTests {
    private func expectClose(_ a: Transform3D, _ b: Transform3D, tolerance: Double = 1e-9,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let worst = zip(a.entries, b.entries).map { abs($0 - $1) }.max() ?? 0
        #expect(worst <= tolerance, "\(a) vs \(b)", sourceLocation: sourceLocation)
    }

    static func perspective(_ distance: Double) -> Transform3D {
        var t = Transform3D.identity
        t.m34 = -1 / distance
        return t
    }

    static let spatial: [Transform3D] = [
        Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0).concatenating(perspective(500)),
        Transform3D(rotationAngle: -2.9, x: 1, y: 0, z: 0).concatenating(perspective(800)),
        Transform3D(rotationAngle: Double.pi, x: 0, y: 1, z: 0),
        Transform3D(scaleX: 2, y: 0.5, z: 3).concatenating(Transform3D(rotationAngle: 1.2, x: 1, y: 2, z: 3))
            .concatenating(Transform3D(translationX: 10, y: -4, z: 7)).concatenating(perspective(300)),
        Transform3D(scaleX: -1, y: 1, z: 1).concatenating(Transform3D(rotationAngle: 0.4, x: 0, y: 1, z: 0)),
        Transform3D(entries: [1, 0.2, 0.1, 0.001, 0.3, 1.1, -0.2, 0.002, 0.05, 0.1, 0.9, -0.003, 5, 6, 7, 1.2]),
    ]

    @Test(arguments: spatial)
    func takingApartAndPuttingBackGivesTheMatrix(_ m: Transform3D) {
        let parts = DecomposedTransform(m)
        #expect(!parts.depth.isZeroForTesting)
        expectClose(parts.transform3D, m)
    }

    @Test func flatTransformsKeepThePlaneDecompositionExactly() {
        let flat = Transform(scaleX: 2, y: 0.5).rotated(by: -2.5).translatedBy(x: 10, y: -3)
        let parts = DecomposedTransform(Transform3D(flat))
        #expect(parts == DecomposedTransform(flat))
        #expect(parts.transform3D == Transform3D(DecomposedTransform(flat).transform))
        let middle = parts.interpolated(to: DecomposedTransform(Transform3D.identity), progress: 0.3)
        #expect(middle.transform3D.isAffine)
    }

    @Test func aFlipAnimatesAtAConstantAngularSpeedWithItsPerspective() {
        let eye = SpatialTransformTests.perspective(500)
        let from = DecomposedTransform(eye)
        let to = DecomposedTransform(Transform3D(rotationAngle: Double.pi / 2, x: 0, y: 1, z: 0).concatenating(eye))
        for progress in [0.1, 0.25, 0.5, 0.9] {
            let expected = Transform3D(rotationAngle: progress * Double.pi / 2, x: 0, y: 1, z: 0).concatenating(eye)
            expectClose(from.interpolated(to: to, progress: progress).transform3D, expected)
        }
    }

    @Test func aRotationPastAHalfTurnTakesTheShorterWay() {
        let from = DecomposedTransform(Transform3D(rotationAngle: 3, x: 0, y: 1, z: 0))
        // 3.5 rad about y is −2.78 rad about y: the nearer representative is 3.5.
        let to = DecomposedTransform(Transform3D(rotationAngle: 3.5, x: 0, y: 1, z: 0)).nearestRotation(to: from)
        expectClose(from.interpolated(to: to, progress: 0.5).transform3D, Transform3D(rotationAngle: 3.25, x: 0, y: 1, z: 0))
    }

    @Test func theProjectionOfAFlipFollowsThePerspectiveFormula() throws {
        // x' = x·cos θ / (1 + x·sin θ / d) for a point at x from the axis.
        let theta = 1.0, d = 500.0
        let m = Transform3D(rotationAngle: theta, x: 0, y: 1, z: 0).concatenating(SpatialTransformTests.perspective(d))
        for x in [-150.0, -20, 60, 180] {
            let image = try #require(m.projection.apply(Point(x: x, y: 40)))
            let w = 1 + x * sin(theta) / d
            #expect(abs(image.x - x * cos(theta) / w) < 1e-9)
            #expect(abs(image.y - 40 / w) < 1e-9)
        }
    }
}

extension DecomposedTransform.Depth {
    var isZeroForTesting: Bool { self == DecomposedTransform.Depth() }
}
