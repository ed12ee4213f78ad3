import Foundation
import GoldensRaster

/// A direction and strength given either as a vector or as an angle and a magnitude, as gravity
/// and push take theirs. The angle is kept while the magnitude is 0, so that setting the
/// magnitude back restores the direction; the vector is built with sine and cosine exact at
/// quarter turns, so "straight down" is exactly (0, m).
struct DirectionVector {
    private(set) var vector: CGVector
    /// Radians, 0 pointing right, π/2 down.
    private(set) var angle: CGFloat

    init(_ vector: CGVector, angle: CGFloat) {
        self.vector = vector
        self.angle = angle
    }

    var magnitude: CGFloat { (vector.dx * vector.dx + vector.dy * vector.dy).squareRoot() }

    mutating func set(_ newVector: CGVector) {
        vector = newVector
        if newVector.dx != 0 || newVector.dy != 0 { angle = PortableMath.atan2(newVector.dy, newVector.dx) }
    }

    mutating func set(angle newAngle: CGFloat, magnitude: CGFloat) {
        let (cos, sin) = QuarterTurnTrig.cosSin(newAngle)
        vector = CGVector(dx: cos * magnitude, dy: sin * magnitude)
        angle = newAngle
    }
}
