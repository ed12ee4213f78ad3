/// One `addKeyframe(withRelativeStartTime:relativeDuration:animations:)` as it affects one
/// property: when, as fractions of the whole keyframe animation, and the value it sets.
public struct Keyframe<Value: Interpolatable>: Sendable {
    public var relativeStartTime: Double
    public var relativeDuration: Double
    public var value: Value

    public init(relativeStartTime: Double, relativeDuration: Double, value: Value) {
        self.relativeStartTime = relativeStartTime
        self.relativeDuration = relativeDuration
        self.value = value
    }
}

/// The values one property takes over a keyframe animation, as the `CAKeyframeAnimation`
/// UIKit builds for it (docs/UIKitBehaviour.md, "Keyframes"): `keyTimes` are the keyframe
/// boundaries, the property holds its value between keyframes, and the calculation mode decides
/// what happens inside them.
///
/// The timeline is evaluated at a *timeline fraction* in [0, 1]. The keyframe animation's
/// overall curve (easeInOut unless another curve is OR-ed into the options) maps wall time to
/// that fraction first, so key times live in the eased domain (see `KeyframeAnimation`).
///
/// Normalisation, so that any input yields a well-formed timeline: start and duration are
/// clamped into [0, 1] (NaN counts as 0), keyframes are ordered by start time (stably), and a
/// keyframe that starts before the previous one ended starts when it ends. `validationError`
/// reports the first input that needed more than ordering.
public struct KeyframeTimeline<Value: Interpolatable>: Sendable {
    public let calculationMode: KeyframeCalculationMode
    /// Boundary times, non-decreasing, from 0 to 1.
    public let keyTimes: [Double]
    /// The value at each key time (same count as `keyTimes`).
    public let values: [Value]
    public let validationError: AnimationParameterError?

    /// Arc-length table for the paced modes: cumulative length at the end of each piece.
    private let pacedPieces: [PacedPiece]
    private let pacedLength: Double
    /// The values with repeats collapsed: the path the paced modes travel.
    private let pacedPoints: [Value]

    public init(initialValue: Value, keyframes: [Keyframe<Value>], calculationMode: KeyframeCalculationMode = .linear) {
        self.calculationMode = calculationMode
        var problem: AnimationParameterError?
        func unit(_ name: String, _ value: Double) -> Double {
            if problem == nil {
                problem = AnimationParameterError.check(name, value, in: 0...1, expected: "a fraction in 0...1")
            }
            if value.isNaN { return 0 }
            return min(max(value, 0), 1)
        }
        let ordered = keyframes.enumerated().sorted { a, b in
            let sa = a.element.relativeStartTime.isNaN ? 0 : a.element.relativeStartTime
            let sb = b.element.relativeStartTime.isNaN ? 0 : b.element.relativeStartTime
            return sa != sb ? sa < sb : a.offset < b.offset
        }
        var times: [Double] = [0]
        var values: [Value] = [initialValue]
        var current = initialValue
        var lastTime = 0.0
        for (_, keyframe) in ordered {
            let start = max(unit("relativeStartTime", keyframe.relativeStartTime), lastTime)
            let end = max(min(start + unit("relativeDuration", keyframe.relativeDuration), 1), start)
            if start > lastTime {
                times.append(start)   // hold the previous value until the keyframe begins
                values.append(current)
            }
            times.append(end)
            values.append(keyframe.value)
            current = keyframe.value
            lastTime = end
        }
        if lastTime < 1 {
            times.append(1)
            values.append(current)
        }
        keyTimes = times
        self.values = values
        validationError = problem

        // Paced modes ignore key times: collapse repeated values and move at constant speed.
        var distinct: [Value] = [values[0]]
        for value in values.dropFirst() where value.distance(to: distinct[distinct.count - 1]) > 0 {
            distinct.append(value)
        }
        let pieces = calculationMode == .cubicPaced
            ? PacedPiece.cubicPieces(through: distinct)
            : PacedPiece.linearPieces(through: distinct)
        pacedPieces = pieces
        pacedLength = pieces.last?.cumulativeEnd ?? 0
        pacedPoints = distinct
    }

    /// The value at a timeline fraction (clamped to [0, 1]). The first and last key values
    /// are returned exactly at 0 and 1.
    public func value(atFraction fraction: Double) -> Value {
        if fraction.isNaN {
            return values[0].interpolated(to: values[values.count - 1], progress: .nan)
        }
        let f = min(max(fraction, 0), 1)
        if f >= 1 { return values[values.count - 1] }
        switch calculationMode {
        case .linear, .discrete, .cubic:
            return keyedValue(at: f)
        case .paced, .cubicPaced:
            return pacedValue(at: f)
        }
    }

    private func keyedValue(at f: Double) -> Value {
        // The segment [t_i, t_(i+1)) containing f; zero-length segments are instantaneous jumps.
        var i = 0
        while i + 1 < keyTimes.count && !(f < keyTimes[i + 1]) { i += 1 }
        if i + 1 >= keyTimes.count { return values[values.count - 1] }
        let t0 = keyTimes[i], t1 = keyTimes[i + 1]
        let u = (f - t0) / (t1 - t0)
        switch calculationMode {
        case .discrete:
            return values[i]
        case .cubic:
            return CatmullRom.value(values, segment: i, at: u)
        default:
            return values[i].interpolated(to: values[i + 1], progress: u)
        }
    }

    private func pacedValue(at f: Double) -> Value {
        guard pacedLength > 0, let first = pacedPieces.first else { return values[values.count - 1] }
        let target = f * pacedLength
        // Binary search for the first piece ending beyond the target (cumulative ends ascend).
        var lo = 0, hi = pacedPieces.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if target < pacedPieces[mid].cumulativeEnd { hi = mid } else { lo = mid + 1 }
        }
        let piece = lo < pacedPieces.count ? pacedPieces[lo] : first
        return piece.evaluate(target, values: pacedPoints, calculationMode: calculationMode)
    }
}

/// Uniform Catmull-Rom (Kochanek–Bartels with zero tension, continuity and bias) through a
/// list of values, the curve of Core Animation's cubic calculation mode. The end tangents
/// repeat the end points, which keeps the curve inside the hull at the ends.
enum CatmullRom {
    static func value<Value: Interpolatable>(_ points: [Value], segment i: Int, at u: Double) -> Value {
        if u <= 0 { return points[i] }
        if u >= 1 { return points[i + 1] }
        let p0 = points[i], p1 = points[i + 1]
        let before = i > 0 ? points[i - 1] : p0
        let after = i + 2 < points.count ? points[i + 2] : p1
        let m0 = (p1 - before).scaled(by: 0.5)
        let m1 = (after - p0).scaled(by: 0.5)
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1
        let h10 = u3 - 2 * u2 + u
        let h01 = -2 * u3 + 3 * u2
        let h11 = u3 - u2
        return p0.scaled(by: h00) + m0.scaled(by: h10) + p1.scaled(by: h01) + m1.scaled(by: h11)
    }
}

/// One piece of a paced path: a straight segment, or one sub-step of a Catmull-Rom segment
/// whose length is approximated by its chord.
struct PacedPiece: Sendable {
    var segment: Int
    var u0: Double
    var u1: Double
    var cumulativeStart: Double
    var cumulativeEnd: Double

    /// Sub-steps per Catmull-Rom segment for arc length: enough that chord and arc differ by
    /// far less than a pixel for any on-screen path.
    static let cubicSubdivisions = 64

    static func linearPieces<Value: Interpolatable>(through points: [Value]) -> [PacedPiece] {
        var pieces: [PacedPiece] = []
        var total = 0.0
        var i = 0
        while i + 1 < points.count {
            let length = points[i].distance(to: points[i + 1])
            pieces.append(PacedPiece(segment: i, u0: 0, u1: 1, cumulativeStart: total, cumulativeEnd: total + length))
            total += length
            i += 1
        }
        return pieces
    }

    static func cubicPieces<Value: Interpolatable>(through points: [Value]) -> [PacedPiece] {
        var pieces: [PacedPiece] = []
        var total = 0.0
        var i = 0
        while i + 1 < points.count {
            var previous = points[i]
            var step = 1
            while step <= cubicSubdivisions {
                let u0 = Double(step - 1) / Double(cubicSubdivisions)
                let u1 = Double(step) / Double(cubicSubdivisions)
                let next = CatmullRom.value(points, segment: i, at: u1)
                let length = previous.distance(to: next)
                pieces.append(PacedPiece(segment: i, u0: u0, u1: u1, cumulativeStart: total, cumulativeEnd: total + length))
                total += length
                previous = next
                step += 1
            }
            i += 1
        }
        return pieces
    }

    func evaluate<Value: Interpolatable>(_ target: Double, values: [Value], calculationMode: KeyframeCalculationMode) -> Value {
        let length = cumulativeEnd - cumulativeStart
        let w = length > 0 ? min(max((target - cumulativeStart) / length, 0), 1) : 0
        if calculationMode == .cubicPaced {
            // Inside the sub-step, find the parameter whose chord from the sub-step's start has
            // the wanted length (the chord grows monotonically over so short a piece).
            let start = CatmullRom.value(values, segment: segment, at: u0)
            let wanted = w * length
            var lo = u0, hi = u1
            var iteration = 0
            while iteration < 40 {
                let mid = (lo + hi) / 2
                if start.distance(to: CatmullRom.value(values, segment: segment, at: mid)) < wanted { lo = mid } else { hi = mid }
                iteration += 1
            }
            return CatmullRom.value(values, segment: segment, at: (lo + hi) / 2)
        }
        return values[segment].interpolated(to: values[segment + 1], progress: w)
    }
}

/// A keyframe animation of one property: the overall timing (duration, delay, curve, repeat)
/// and the timeline it drives. `animateKeyframes(withDuration:delay:options:…)` eases the
/// whole timeline with the options' curve field, easeInOut by default (docs/UIKitBehaviour.md,
/// "Keyframes"; reported, not verified on a device), so a keyframe at relative start 0.25 begins
/// at wall fraction 0.3462.
public struct KeyframeAnimation<Value: Interpolatable>: Sendable {
    public let timing: AnimationTiming
    public let timeline: KeyframeTimeline<Value>

    public init(timing: AnimationTiming, timeline: KeyframeTimeline<Value>) {
        self.timing = timing
        self.timeline = timeline
    }

    /// The keyframe animation of `animateKeyframes` called at `beginTime`.
    public init(
        beginTime: Double, duration: Double, delay: Double = 0, options: KeyframeAnimationOptions = [],
        initialValue: Value, keyframes: [Keyframe<Value>]
    ) {
        timing = .block(beginTime: beginTime, duration: duration, delay: delay, options: options.animationOptions)
        timeline = KeyframeTimeline(initialValue: initialValue, keyframes: keyframes, calculationMode: options.calculationMode)
    }

    /// The value shown at clock time `t`: the initial value while waiting, the last keyframe
    /// value once over (the model value, exactly).
    public func value(at t: Double) -> Value {
        timeline.value(atFraction: timing.progress(at: t))
    }
}
