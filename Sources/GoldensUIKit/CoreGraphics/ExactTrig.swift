import Foundation
import GoldensRaster

/// Cosine and sine that are exact at multiples of a quarter turn.
///
/// `cos(.pi / 2)` is 6e-17, not 0, which leaves rotated-by-90° geometry a hair
/// off the pixel grid; snapping makes quarter turns produce exact matrices.
enum QuarterTurnTrig {
    static func cosSin(_ angle: Double) -> (cos: Double, sin: Double) {
        let quarters = angle / (Double.pi / 2)
        let whole = quarters.rounded()
        // A few ulps of slack so computed angles such as `3 * .pi / 2` also snap;
        // that is below the precision the angle itself carries.
        if quarters.isFinite, abs(whole) < 1e15, abs(quarters - whole) <= 4 * whole.ulp {
            switch ((Int64(whole) % 4) + 4) % 4 {
            case 0: return (1, 0)
            case 1: return (0, 1)
            case 2: return (-1, 0)
            default: return (0, -1)
            }
        }
        let (sine, cosine) = PortableMath.sinCos(angle)
        return (cosine, sine)
    }
}
