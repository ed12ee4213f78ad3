import GoldensRaster

/// The outcome of comparing an actual image with its golden, with the numbers a person needs to
/// act on it.
///
/// Pixel classes (see `Tolerance` for the order of judgement): a compared pixel is *equal*,
/// *tolerated* (differs within the colour threshold), *anti-aliasing* (beyond the threshold but on
/// an anti-aliased edge, with detection on) or *failing*. `differingPixels` counts the last three.
/// Distances are in the tolerance's unit (`distanceUnit`) and summarise the differing pixels that
/// are not anti-aliasing (tolerated and failing): anti-aliasing pixels are only counted.
///
/// For a size mismatch the numbers describe the overlapping top-left region, which is still
/// compared so the message can say whether the content moved or merely grew.
public struct Verdict: Sendable, Hashable, CustomStringConvertible {
    public enum Kind: String, Sendable, Hashable {
        /// Same size and byte-for-byte the same pixels.
        case identical
        /// Some pixels differ, but all within the tolerance.
        case withinTolerance
        /// The failing pixels exceed the budget.
        case different
        /// The images have different sizes.
        case sizeMismatch
    }

    public var kind: Kind
    public var goldenWidth: Int
    public var goldenHeight: Int
    public var actualWidth: Int
    public var actualHeight: Int
    /// Pixels compared: the overlap, less ignored regions.
    public var comparedPixels: Int
    /// Pixels that differ at all (tolerated + anti-aliasing + failing).
    public var differingPixels: Int
    /// Pixels beyond the colour threshold and not anti-aliasing.
    public var failingPixels: Int
    /// Pixels beyond the colour threshold on an anti-aliased edge (0 unless detection is on).
    public var antiAliasedPixels: Int
    /// Largest distance of a tolerated or failing pixel, in `distanceUnit`.
    public var maxDistance: Double
    /// Mean distance of the tolerated and failing pixels (0 when there are none).
    public var meanDistance: Double
    /// The unit of the distances ("Δ", "YIQ", "ΔE").
    public var distanceUnit: String
    /// Bounding box of the failing pixels, nil when none fail.
    public var failingBounds: PixelRect?
    /// Bounding box of all differing pixels (anti-aliasing and tolerated included).
    public var differingBounds: PixelRect?

    /// True when the actual image passes: identical or within tolerance.
    public var passed: Bool { kind == .identical || kind == .withinTolerance }

    /// Failing pixels as a fraction of the compared pixels (0 when nothing was compared).
    public var failingRatio: Double {
        comparedPixels == 0 ? 0 : Double(failingPixels) / Double(comparedPixels)
    }

    /// The box to show a person: the failing pixels', else every differing pixel's.
    public var changedBounds: PixelRect? { failingBounds ?? differingBounds }

    /// One line: e.g. `1 812 px differ (0.14 %), max ΔE 41.2, region x 40..388 y 210..530`.
    public var description: String {
        switch kind {
        case .identical:
            return "identical (\(goldenWidth)x\(goldenHeight))"
        case .sizeMismatch:
            var line = "size differs: golden \(goldenWidth)x\(goldenHeight), actual \(actualWidth)x\(actualHeight)"
            if comparedPixels > 0 {
                line += "; in the overlap " + (differingPixels == 0 ? "no pixel differs" : pixelSummary)
            }
            return line
        case .withinTolerance:
            return "within tolerance: " + pixelSummary
        case .different:
            return pixelSummary
        }
    }

    /// "N px differ (r %), max ..., region ..." plus the tolerated / anti-aliasing counts.
    private var pixelSummary: String {
        var parts: [String] = []
        if failingPixels > 0 || kind == .different {
            parts.append("\(Self.grouped(failingPixels)) px differ (\(Self.percent(failingRatio)) %)")
        } else {
            parts.append("0 px fail")
        }
        if differingPixels > 0 && differingPixels != antiAliasedPixels {
            parts.append("max \(distanceUnit) \(DecimalText.fixed(maxDistance, digits: 1))")
        }
        if let box = failingBounds {
            parts.append("region \(box)")
        }
        let tolerated = differingPixels - failingPixels - antiAliasedPixels
        if tolerated > 0 { parts.append("\(Self.grouped(tolerated)) px within colour threshold") }
        if antiAliasedPixels > 0 { parts.append("\(Self.grouped(antiAliasedPixels)) px anti-aliasing") }
        return parts.joined(separator: ", ")
    }

    // MARK: Formatting helpers (no locale: output must not depend on the machine)

    /// Thousands grouped with a space: 1812 → "1 812".
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var out = ""
        for (index, character) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { out.append(" ") }
            out.append(character)
        }
        return value < 0 ? "-" + out : out
    }

    /// A percentage with two decimals, but never "0.00" for a non-zero ratio.
    static func percent(_ ratio: Double) -> String {
        let value = ratio * 100
        if value > 0 && value < 0.005 { return "<0.01" }
        return DecimalText.fixed(value, digits: 2)
    }

}

// MARK: - JSON

extension Verdict {
    /// The verdict as one JSON object with stable key order (for `goldens diff --json` and
    /// reports). Ratios are fractions (0...1); distances are in `distanceUnit`.
    public var json: String {
        func rect(_ box: PixelRect?) -> String {
            guard let box else { return "null" }
            return "{\"x\": \(box.x), \"y\": \(box.y), \"width\": \(box.width), \"height\": \(box.height)}"
        }
        let fields: [(String, String)] = [
            ("verdict", JSONText.string(kind.rawValue)),
            ("passed", passed ? "true" : "false"),
            ("golden", "{\"width\": \(goldenWidth), \"height\": \(goldenHeight)}"),
            ("actual", "{\"width\": \(actualWidth), \"height\": \(actualHeight)}"),
            ("comparedPixels", String(comparedPixels)),
            ("differingPixels", String(differingPixels)),
            ("failingPixels", String(failingPixels)),
            ("failingRatio", Self.number(failingRatio)),
            ("antiAliasedPixels", String(antiAliasedPixels)),
            ("maxDistance", Self.number(maxDistance)),
            ("meanDistance", Self.number(meanDistance)),
            ("distanceUnit", JSONText.string(distanceUnit)),
            ("failingBounds", rect(failingBounds)),
            ("differingBounds", rect(differingBounds)),
            ("description", JSONText.string(description)),
        ]
        return "{" + fields.map { "\(JSONText.string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    /// A JSON number; non-finite values (which JSON cannot hold) become null.
    static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
        return String(value)
    }
}
