import GoldensRaster

/// How far a long run is: transitions done (of how many, when known), frames, frames per
/// second and the time left, for the status line `goldens check`, `record` and `test` keep at
/// the bottom of a terminal. Wall time is only ever shown here, never compared or recorded.
public struct RunProgress: Sendable, Equatable {
    /// The transitions the run will check; nil when not known (a first `goldens test`).
    public var total: Int?
    public private(set) var transitions = 0
    public private(set) var frames = 0

    public init(total: Int?) {
        self.total = total
    }

    public mutating func finishedTransition(frames: Int) {
        transitions += 1
        self.frames += frames
    }

    /// "12/28 transitions · 143 frames · 31.2 frames/s · about 9 s left".
    public func status(elapsedSeconds: Double) -> String {
        var parts = [total.map { "\(transitions)/\(max($0, transitions)) transitions" }
                        ?? "\(transitions) transition\(transitions == 1 ? "" : "s")",
                     "\(frames) frame\(frames == 1 ? "" : "s")"]
        guard elapsedSeconds > 0, transitions > 0 else { return parts.joined(separator: " · ") }
        parts.append("\(DecimalText.fixed(Double(frames) / elapsedSeconds, digits: 1)) frames/s")
        if let total, total > transitions {
            let left = elapsedSeconds / Double(transitions) * Double(total - transitions)
            parts.append("about \(Self.duration(left)) left")
        }
        return parts.joined(separator: " · ")
    }

    /// "9 s", "2 min 05 s".
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        guard whole >= 60 else { return "\(whole) s" }
        let rest = whole % 60
        return "\(whole / 60) min \(rest < 10 ? "0" : "")\(rest) s"
    }

    /// The number of frames a progress line (`GoldenCheckResult.progressLine`, "…: 12 frames
    /// compared, …") reports, or nil when `line` is not one.
    public static func framesInProgressLine(_ line: String) -> Int? {
        guard line.hasPrefix("goldens: "), let range = line.range(of: " frames compared") ?? line.range(of: " frame compared")
        else { return nil }
        let digits = line[..<range.lowerBound].reversed().prefix { $0.isNumber }
        return Int(String(digits.reversed()))
    }
}
