import GoldensRaster
import GoldensDiff

/// The text of one failing frame: what, where in the sequence, how much, and where to look.
///
/// ```
/// herb-pop: frame "present@0.30" (t = 0.300 s), 4 of 12, differs from its golden
///   1 812 px differ (0.14 %), max Δ 41.0, region x 40..388 y 210..530; mean Δ 12.3
///   first divergent frame: "present@0.10" (t = 0.100 s), 2 of 12
///   tolerance: exact
///   golden: /pkg/Goldens/NavigationTests/herbPop/herb-pop/present@0.30.png
///   actual: /pkg/.build/goldens-artifacts/frames/.../actual.png
///   diff:   /pkg/.build/goldens-artifacts/frames/.../diff.png
/// ```
enum FailureMessage {
    /// `acceptCommand` is the command that takes this frame's actual as its golden.
    static func make(frame: GoldenRunRecord.FrameRecord, of count: Int, transition: String,
                     firstDivergent: GoldenRunRecord.FrameRecord?, tolerance: Tolerance, recordMode: RecordMode,
                     acceptCommand: String) -> String {
        let name = frameName(frame, of: count)
        var lines: [String] = []
        switch frame.status {
        case .passed:
            lines.append("\(transition): frame \(name), matches its golden")
        case .different:
            lines.append("\(transition): frame \(name), differs from its golden")
        case .missing:
            lines.append("\(transition): frame \(name), has no golden, and record mode \"\(recordMode)\" does not write one"
                + (recordMode == .never ? " (the default on CI)" : ""))
        case .unreadable:
            lines.append("\(transition): frame \(name): its golden cannot be used and was left as it is")
        case .recorded:
            let what = switch frame.found {
            case "missing": "recorded a new golden"
            case "unreadable": "recorded a golden over an unreadable one"
            case "differs": "recorded a golden over one that differed"
            default: "re-recorded its golden"
            }
            lines.append("\(transition): frame \(name): \(what) (record mode \"\(recordMode)\"); "
                + "review and commit it, the next run compares against it")
        case .recordFailed:
            lines.append("\(transition): frame \(name): its golden could not be recorded")
        }
        if let verdict = frame.verdict, frame.found == "differs" || frame.found == "matches" {
            var line = "  " + verdict.description
            if verdict.failingPixels > 0 || verdict.maxDistance > 0 {
                line += "; mean \(verdict.distanceUnit) \(DecimalText.fixed(verdict.meanDistance, digits: 1))"
            }
            if let region = verdict.region, !verdict.description.contains("region") {
                line += "; changed region x \(region[0])..\(region[0] + region[2] - 1) y \(region[1])..\(region[1] + region[3] - 1)"
            }
            lines.append(line)
        }
        if let problem = frame.problem { lines.append("  problem: \(problem)") }
        if let first = firstDivergent {
            lines.append(first.index == frame.index
                ? "  first divergent frame: this one"
                : "  first divergent frame: \(frameName(first, of: count))")
        }
        lines.append("  tolerance: \(tolerance.summary)")
        lines.append("  golden: \(frame.goldenPath)" + (frame.status == .missing ? " (missing)" : ""))
        if let path = frame.previousGoldenPath { lines.append("  previous golden: \(path)") }
        if let path = frame.actualPath { lines.append("  actual: \(path)") }
        if let path = frame.diffPath { lines.append("  diff:   \(path)") }
        if let path = frame.compositePath { lines.append("  composite: \(path)") }
        if let path = frame.displayListPath { lines.append("  display list: \(path)") }
        switch frame.status {
        case .missing:
            lines.append("  to record it: GOLDENS_RECORD=missing swift test (or goldens record), then review the image")
        case .different, .unreadable:
            lines.append("  to review: goldens report; to take the actual as the new golden: \(acceptCommand)")
        default:
            break
        }
        return lines.joined(separator: "\n")
    }

    /// "\"present@0.30\" (t = 0.300 s), 4 of 12".
    static func frameName(_ frame: GoldenRunRecord.FrameRecord, of count: Int) -> String {
        var text = "\"\(frame.label)\""
        if let time = frame.time { text += " (t = \(DecimalText.fixed(time, digits: 3)) s)" }
        return text + ", \(frame.index + 1) of \(count)"
    }
}
