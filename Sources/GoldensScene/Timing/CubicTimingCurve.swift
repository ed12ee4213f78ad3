/// A cubic Bézier timing function from (0,0) to (1,1) with two control points, as
/// `CAMediaTimingFunction(controlPoints:)` and CSS `cubic-bezier()` define it.
///
/// Evaluation solves `X(s) = p` for the curve parameter `s` and returns `Y(s)`, following the
/// WebKit `UnitBezier` recipe that Apple ships for CSS: an 11-entry table for the first guess,
/// a few Newton steps, and a bracketed bisection when Newton stalls. Every loop is bounded,
/// so no control points can make evaluation hang.
///
/// Hostile input has defined results:
/// - x coordinates outside [0, 1] are clamped into it (so X stays monotonic and the curve stays
///   a function of time); `validationError` reports them;
/// - a non-finite control point makes every progress strictly inside (0, 1) NaN; the ends
///   stay exact (0 at p ≤ 0, 1 at p ≥ 1) because they do not depend on the control points;
/// - `p` is clamped to [0, 1] (Core Animation never asks outside it); NaN `p` gives NaN.
public struct CubicTimingCurve: Hashable, Sendable, CustomStringConvertible {
    public let x1: Double
    public let y1: Double
    public let x2: Double
    public let y2: Double

    // Polynomial coefficients: X(s) = ((ax·s + bx)·s + cx)·s, the same for Y.
    private let ax: Double, bx: Double, cx: Double
    private let ay: Double, by: Double, cy: Double
    private let isFinite: Bool
    private let isIdentity: Bool

    /// The tolerance on X when solving for the curve parameter (docs/UIKitBehaviour.md, "Timing
    /// curves": 1e-7 keeps the error far below a pixel step).
    public static let solveTolerance = 1e-7

    public init(x1: Double, y1: Double, x2: Double, y2: Double) {
        self.x1 = x1
        self.y1 = y1
        self.x2 = x2
        self.y2 = y2
        isFinite = x1.isFinite && y1.isFinite && x2.isFinite && y2.isFinite
        isIdentity = x1 == y1 && x2 == y2 && (0...1).contains(x1) && (0...1).contains(x2)
        let px1 = Self.clampUnit(x1), px2 = Self.clampUnit(x2)
        cx = 3 * px1
        bx = 3 * (px2 - px1) - cx
        ax = 1 - cx - bx
        cy = 3 * y1
        by = 3 * (y2 - y1) - cy
        ay = 1 - cy - by
    }

    /// `CAMediaTimingFunction(controlPoints: x1, y1, x2, y2)`.
    public init(controlPoints x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        self.init(x1: x1, y1: y1, x2: x2, y2: y2)
    }

    // The named Core Animation curves (docs/UIKitBehaviour.md, "Timing curves").
    public static let linear = CubicTimingCurve(x1: 0, y1: 0, x2: 1, y2: 1)
    public static let easeIn = CubicTimingCurve(x1: 0.42, y1: 0, x2: 1, y2: 1)
    public static let easeOut = CubicTimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
    public static let easeInEaseOut = CubicTimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1)
    /// `CAMediaTimingFunctionName.default` (CSS `ease`), which is not easeInEaseOut.
    public static let systemDefault = CubicTimingCurve(x1: 0.25, y1: 0.1, x2: 0.25, y2: 1)

    /// Why these control points do not describe a valid timing curve, or nil if they do.
    public var validationError: AnimationParameterError? {
        let unit = "a finite number in 0...1"
        if let e = AnimationParameterError.check("controlPoint1.x", x1, in: 0...1, expected: unit) { return e }
        if let e = AnimationParameterError.check("controlPoint2.x", x2, in: 0...1, expected: unit) { return e }
        let any = "a finite number"
        let all = -Double.greatestFiniteMagnitude...Double.greatestFiniteMagnitude
        if let e = AnimationParameterError.check("controlPoint1.y", y1, in: all, expected: any) { return e }
        if let e = AnimationParameterError.check("controlPoint2.y", y2, in: all, expected: any) { return e }
        return nil
    }

    /// The eased progress at the time fraction `p`.
    public func progress(at p: Double) -> Double {
        if p.isNaN { return .nan }
        if p <= 0 { return 0 }
        if p >= 1 { return 1 }
        if !isFinite { return .nan }
        // Control points on the diagonal make Y equal X: the identity, returned exactly rather
        // than to the solver's tolerance.
        if isIdentity { return p }
        return sampleY(solveCurveParameter(forX: p))
    }

    /// The time fraction at which the curve first reaches `progress`: the inverse of
    /// `progress(at:)` where Y is monotonic (every curve with y1, y2 in [0, 1]). For curves that
    /// overshoot, this is the first crossing. Used to re-enter a curve after linear scrubbing.
    public func timeFraction(forProgress progress: Double) -> Double {
        if progress.isNaN || !isFinite { return .nan }
        if progress <= 0 { return 0 }
        if progress >= 1 { return 1 }
        // Find the first s where Y(s) >= progress on a coarse grid, then bisect inside it.
        var lo = 0.0, hi = 1.0
        var i = 1
        while i <= 64 {
            let s = Double(i) / 64
            if sampleY(s) >= progress { hi = s; lo = Double(i - 1) / 64; break }
            i += 1
        }
        var iteration = 0
        while iteration < 60 && hi - lo > 1e-15 {
            let mid = (lo + hi) / 2
            if sampleY(mid) < progress { lo = mid } else { hi = mid }
            iteration += 1
        }
        return sampleX((lo + hi) / 2)
    }

    public var description: String { "cubic(\(x1), \(y1), \(x2), \(y2))" }

    public static func == (a: CubicTimingCurve, b: CubicTimingCurve) -> Bool {
        a.x1.bitPattern == b.x1.bitPattern && a.y1.bitPattern == b.y1.bitPattern
            && a.x2.bitPattern == b.x2.bitPattern && a.y2.bitPattern == b.y2.bitPattern
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(x1.bitPattern)
        hasher.combine(y1.bitPattern)
        hasher.combine(x2.bitPattern)
        hasher.combine(y2.bitPattern)
    }

    // MARK: - Solving

    private func sampleX(_ s: Double) -> Double { ((ax * s + bx) * s + cx) * s }
    private func sampleY(_ s: Double) -> Double { ((ay * s + by) * s + cy) * s }
    private func sampleDerivativeX(_ s: Double) -> Double { (3 * ax * s + 2 * bx) * s + cx }

    /// Solves X(s) = x for s in [0, 1]; x is in (0, 1) and X is monotonic non-decreasing
    /// because both x control points are clamped into [0, 1].
    private func solveCurveParameter(forX x: Double) -> Double {
        let tolerance = Self.solveTolerance
        // First guess: linear interpolation inside the tenth of [0, 1] that brackets x.
        var lo = 0.0, hi = 1.0
        var xLo = 0.0
        var xHi = 1.0
        var i = 1
        while i <= 10 {
            let s = Double(i) / 10
            let xs = sampleX(s)
            if xs >= x {
                lo = Double(i - 1) / 10
                hi = s
                xHi = xs
                break
            }
            xLo = xs
            i += 1
        }
        var s = xHi > xLo ? lo + (x - xLo) / (xHi - xLo) * (hi - lo) : lo

        // Newton: converges in two or three steps for every well-behaved curve.
        var step = 0
        while step < 4 {
            let error = sampleX(s) - x
            if abs(error) < tolerance { return s }
            let slope = sampleDerivativeX(s)
            if abs(slope) < 1e-7 { break }
            let next = s - error / slope
            if !(next >= lo && next <= hi) { break }  // left the bracket: let bisection finish
            s = next
            step += 1
        }
        if abs(sampleX(s) - x) < tolerance { return s }

        // Bisection on the bracketing interval; 64 halvings exhaust double precision.
        s = (lo + hi) / 2
        var iteration = 0
        while iteration < 64 {
            let xs = sampleX(s)
            if abs(xs - x) < tolerance { return s }
            if xs < x { lo = s } else { hi = s }
            s = (lo + hi) / 2
            iteration += 1
        }
        return s
    }

    private static func clampUnit(_ v: Double) -> Double {
        if v.isNaN { return v }
        return v < 0 ? 0 : (v > 1 ? 1 : v)
    }
}
