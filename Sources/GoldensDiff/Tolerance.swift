import GoldensRaster

/// What a comparison forgives. The default, `.exact`, forgives nothing: the renderer is
/// deterministic, so any changed pixel is a change. Anything looser is opted into where it is
/// used (per call, per suite, or by CLI flag), ideally with a `reason` that says why.
///
/// Tolerances compose from small parts, each with stated units:
/// ```swift
/// let tolerance = Tolerance(distance: .deltaE(maxDeltaE: 2))      // colour: barely visible
///     .allowingFailingPixels(50)                                  // budget: count
///     .detectingAntiAliasing()                                    // edges counted apart
///     .ignoring(PixelRect(x: 0, y: 0, width: 390, height: 94))    // status bar clock
///     .because("GPU-rendered map tiles vary by a step")
/// ```
/// How a pixel is judged, in order:
/// 1. pixels inside an ignored region are not compared at all;
/// 2. a pixel whose premultiplied bytes are equal (or that is fully transparent in both images)
///    is equal;
/// 3. otherwise its colour distance is measured (`distance`); within the threshold it is
///    *tolerated* (counted as differing, never failing);
/// 4. beyond the threshold, with anti-aliasing detection on, a pixel that looks like an
///    anti-aliased edge pixel in either image is counted as *anti-aliasing* and does not fail
///    (see `AntiAliasingDetection` for the neighbourhood rule);
/// 5. every other pixel *fails*. The images match when the failing pixels fit the `budget`.
public struct Tolerance: Sendable, Hashable {
    /// The per-pixel colour distance model and its threshold.
    public var distance: ColorDistance
    /// How many failing pixels are still a match.
    public var budget: FailureBudget
    /// Whether pixels on anti-aliased edges are counted apart instead of failing.
    public var detectsAntiAliasing: Bool
    /// Regions, in pixels of the golden, that are not compared.
    public var ignoredRegions: [PixelRect]
    /// Why this tolerance is needed; printed with failures so a reader knows it was deliberate.
    public var reason: String?

    public init(distance: ColorDistance = .exact, budget: FailureBudget = .none,
                detectsAntiAliasing: Bool = false, ignoredRegions: [PixelRect] = [], reason: String? = nil) {
        self.distance = distance
        self.budget = budget
        self.detectsAntiAliasing = detectsAntiAliasing
        self.ignoredRegions = ignoredRegions
        self.reason = reason
    }

    /// Every changed pixel fails; the default everywhere.
    public static let exact = Tolerance()

    /// Invisible colour changes (CIEDE2000 ΔE ≤ 1) and anti-aliased edges are forgiven;
    /// every other changed pixel fails.
    public static let perceptual = Tolerance(distance: .deltaE(maxDeltaE: 1), detectsAntiAliasing: true)

    /// pixelmatch's defaults: YIQ threshold 0.1 with anti-aliasing detection.
    public static let pixelmatchDefaults = Tolerance(distance: .yiq(threshold: 0.1), detectsAntiAliasing: true)

    // MARK: Composition (each returns a modified copy)

    public func withDistance(_ distance: ColorDistance) -> Tolerance {
        var copy = self
        copy.distance = distance
        return copy
    }

    /// Allows up to `count` failing pixels (together with any ratio already set).
    public func allowingFailingPixels(_ count: Int) -> Tolerance {
        var copy = self
        copy.budget.maxPixels = count
        return copy
    }

    /// Allows failing pixels up to `ratio` (0...1) of the compared pixels (together with any
    /// count already set).
    public func allowingFailingRatio(_ ratio: Double) -> Tolerance {
        var copy = self
        copy.budget.maxRatio = ratio
        return copy
    }

    public func detectingAntiAliasing(_ on: Bool = true) -> Tolerance {
        var copy = self
        copy.detectsAntiAliasing = on
        return copy
    }

    /// Adds an ignore region in pixels.
    public func ignoring(_ region: PixelRect) -> Tolerance {
        var copy = self
        copy.ignoredRegions.append(region)
        return copy
    }

    /// Adds an ignore region in points at `scale` pixels per point, rounded outwards.
    /// A region that is not finite is undefined and covers nothing.
    public func ignoring(points x: Double, _ y: Double, _ width: Double, _ height: Double, scale: Double) -> Tolerance {
        guard let region = PixelRect(points: x, y, width, height, scale: scale) else { return self }
        return ignoring(region)
    }

    public func because(_ reason: String) -> Tolerance {
        var copy = self
        copy.reason = reason
        return copy
    }
}

/// How many failing pixels still make a match. With neither limit set, no pixel may fail.
/// With both set, both must hold. Invalid values (negative, NaN) read as 0, the strictest.
extension Tolerance: CustomStringConvertible {
    /// What the tolerance forgives, for failure messages: e.g. `ΔE ≤ 2, ≤ 50 px may fail,
    /// anti-aliasing detected, 1 ignored region (because GPU tiles vary)` or `exact`.
    public var description: String {
        var parts: [String] = []
        switch distance {
        case .exact: parts.append("exact")
        case .perChannel: parts.append("per-channel Δ ≤ \(Int(distance.threshold))")
        case .yiq: parts.append("YIQ ≤ \(DecimalText.fixed(distance.threshold, digits: 3))")
        case .deltaE: parts.append("ΔE ≤ \(DecimalText.fixed(distance.threshold, digits: 2))")
        }
        if let pixels = budget.maxPixels { parts.append("≤ \(Verdict.grouped(max(0, pixels))) px may fail") }
        if let ratio = budget.maxRatio { parts.append("≤ \(Verdict.percent(ratio.isNaN ? 0 : max(0, ratio))) % may fail") }
        if detectsAntiAliasing { parts.append("anti-aliasing detected") }
        if !ignoredRegions.isEmpty {
            parts.append("\(ignoredRegions.count) ignored region\(ignoredRegions.count == 1 ? "" : "s")")
        }
        var text = parts.joined(separator: ", ")
        if let reason, !reason.isEmpty { text += " (because \(reason))" }
        return text
    }
}

public struct FailureBudget: Sendable, Hashable {
    /// At most this many failing pixels.
    public var maxPixels: Int?
    /// At most this fraction (0...1) of the compared pixels (ignored regions excluded) may fail.
    public var maxRatio: Double?

    public init(maxPixels: Int? = nil, maxRatio: Double? = nil) {
        self.maxPixels = maxPixels
        self.maxRatio = maxRatio
    }

    /// No failing pixel allowed.
    public static let none = FailureBudget()

    /// Whether `failing` of `compared` pixels fits.
    public func allows(failing: Int, of compared: Int) -> Bool {
        if failing == 0 { return true }
        if maxPixels == nil && maxRatio == nil { return false }
        if let maxPixels, failing > max(0, maxPixels) { return false }
        if let maxRatio {
            let ratio = maxRatio.isNaN ? 0 : max(0, maxRatio)
            // failing / compared <= ratio, without dividing by a zero count.
            if Double(failing) > ratio * Double(compared) { return false }
        }
        return true
    }
}
