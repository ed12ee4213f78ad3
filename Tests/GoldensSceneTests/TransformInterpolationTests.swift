import Foundation
import GoldensScene
import Testing

@Suite struct TransformInterpolationTests {
    private func expectClose(_ a: Transform, _ b: Transform, tolerance: Double = 1e-12,
                             sourceLocation: SourceLocation = #_sourceLocation) {
        let differences = [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty]
        #expect(differences.allSatisfy { abs($0) <= tolerance }, "\(a) vs \(b)", sourceLocation: sourceLocation)
    }

    @Test(arguments: [
        Transform.identity,
        Transform(rotationAngle: 0.3),
        Transform(scaleX: 2, y: 0.5).rotated(by: -2.5).translatedBy(x: 10, y: -3),
        Transform(translationX: 40, y: -200).scaledBy(x: 0.6, y: 0.6),
        Transform(scaleX: -1, y: 1),
        Transform(a: 1, b: 0.2, c: 0.7, d: 1.1, tx: 3, ty: 4),  // skewed
        Transform(scaleX: 0, y: 0),
        Transform(scaleX: 0, y: 2).rotated(by: 1),
    ])
    func decomposingAndRecomposingGivesTheMatrixBack(_ transform: Transform) {
        expectClose(DecomposedTransform(transform).transform, transform)
    }

    @Test func identityRecomposesExactly() {
        #expect(DecomposedTransform(Transform.identity).transform == .identity)
    }

    @Test func halfWayBetweenRotationsIsARigidRotation() {
        let from = DecomposedTransform(Transform.identity)
        let to = DecomposedTransform(Transform(rotationAngle: .pi / 2))
        let middle = from.interpolated(to: to, progress: 0.5).transform
        expectClose(middle, Transform(rotationAngle: .pi / 4))
    }

    @Test func growingFromScaleZeroIsLinearInScale() {
        let from = DecomposedTransform(Transform(scaleX: 0, y: 0))
        let to = DecomposedTransform(Transform.identity)
        expectClose(from.interpolated(to: to, progress: 0.5).transform, Transform(scaleX: 0.5, y: 0.5))
        expectClose(from.interpolated(to: to, progress: 0.25).transform, Transform(scaleX: 0.25, y: 0.25))
    }

    @Test func nearestRotationTakesTheShortWayRound() {
        let from = DecomposedTransform(Transform(rotationAngle: 3.0))
        let to = DecomposedTransform(Transform(rotationAngle: -3.0)).nearestRotation(to: from)
        #expect(abs(to.angle - (2 * .pi - 3.0)) < 1e-12)
        // Half-way passes through π, not through 0.
        expectClose(from.interpolated(to: to, progress: 0.5).transform, Transform(rotationAngle: .pi), tolerance: 1e-12)
    }

    @Test func theEndsOfAnInterpolationAreTheEndsThemselves() {
        let from = DecomposedTransform(Transform(rotationAngle: 0.2).scaledBy(x: 3, y: 3))
        let to = DecomposedTransform(Transform(translationX: 5, y: 6))
        #expect(from.interpolated(to: to, progress: 0) == from)
        #expect(from.interpolated(to: to, progress: 1) == to)
    }
}
