import GoldensDiff
import GoldensPNG
import GoldensRaster
import GoldensWorkflow

/// Compares two frame sheets frame by frame with the package's diff engine: what the
/// swift-snapshot-testing `Diffing` reports.
public enum FrameSheetComparison {
    public struct Failure: Sendable {
        /// The message swift-snapshot-testing puts in the test failure.
        public var message: String
        /// PNGs to attach: each failing frame's actual and diff images.
        public var attachments: [(name: String, png: [UInt8])]
    }

    /// Nil when every frame of `actual` is within `tolerance` of the same frame of `reference`.
    public static func compare(reference: FrameSheet, actual: FrameSheet, tolerance: Tolerance) -> Failure? {
        if let problem = reference.problem ?? actual.problem {
            return Failure(message: "goldens: the reference cannot be compared: \(problem)", attachments: [])
        }
        let referenceLabels = reference.cells.map(\.label), actualLabels = actual.cells.map(\.label)
        guard referenceLabels == actualLabels else {
            return Failure(message: "goldens: the frames changed: the reference has \(referenceLabels.count) "
                + "(\(referenceLabels.joined(separator: ", "))), this run \(actualLabels.count) (\(actualLabels.joined(separator: ", ")))",
                attachments: [])
        }
        var lines: [String] = []
        var attachments: [(name: String, png: [UInt8])] = []
        for index in reference.cells.indices {
            let golden = reference.frame(index), frame = actual.frame(index)
            let verdict = ImageDiff.compare(golden: golden, actual: frame, tolerance: tolerance)
            guard !verdict.passed else { continue }
            let cell = actual.cells[index]
            let time = cell.time.map { " (t = \(DecimalText.fixed($0, digits: 3)) s)" } ?? ""
            lines.append("  \(cell.label)\(time), \(index + 1) of \(actual.cells.count): \(verdict.description)")
            let name = GoldenName.component(cell.label)
            if let png = try? PNGEncoder.encode(frame) { attachments.append((name + ".actual.png", png)) }
            let diff = ImageDiff.diff(golden: golden, actual: frame, tolerance: tolerance).diffImage
            if let png = try? PNGEncoder.encode(diff) { attachments.append((name + ".diff.png", png)) }
        }
        guard !lines.isEmpty else { return nil }
        let header = "goldens: \(lines.count) of \(actual.cells.count) frame\(actual.cells.count == 1 ? "" : "s") "
            + "differ\(lines.count == 1 ? "s" : "") (tolerance: \(tolerance.summary))"
        return Failure(message: ([header] + lines).joined(separator: "\n"), attachments: attachments)
    }
}
