import GoldensRaster
import GoldensDiff

extension Tolerance {
    /// The tolerance in words for messages and records: "exact", or e.g.
    /// "ΔE ≤ 2, ≤ 50 failing px, anti-aliasing detected, 1 ignored region (status bar clock)".
    public var summary: String {
        var parts: [String] = []
        switch distance {
        case .exact: break
        case .perChannel(let delta): parts.append("Δ ≤ \(delta) per channel")
        case .yiq(let threshold): parts.append("YIQ ≤ \(DecimalText.fixed(threshold, digits: 3))")
        case .deltaE(let limit): parts.append("ΔE ≤ \(DecimalText.fixed(limit, digits: 2))")
        }
        if let count = budget.maxPixels { parts.append("≤ \(count) failing px") }
        if let ratio = budget.maxRatio { parts.append("≤ \(NumberText.percent(ratio)) % failing") }
        if detectsAntiAliasing { parts.append("anti-aliasing detected") }
        if !ignoredRegions.isEmpty {
            parts.append("\(ignoredRegions.count) ignored region\(ignoredRegions.count == 1 ? "" : "s")")
        }
        var text = parts.isEmpty ? "exact" : parts.joined(separator: ", ")
        if let reason { text += " (\(reason))" }
        return text
    }
}
