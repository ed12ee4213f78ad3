import Foundation
import GoldensPNG
import GoldensRaster

/// What a run tells GitHub Actions: an `::error` workflow command per failing frame, which the
/// job's page shows at the test's source line (and a pull request's diff inline), and a
/// Markdown summary appended to `$GITHUB_STEP_SUMMARY`, shown on the run's summary page.
///
/// Nothing here happens outside Actions: `isActive` is true only with `GITHUB_ACTIONS=true`,
/// which the runner sets for every step.
public enum GitHubActions {
    public static func isActive(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment["GITHUB_ACTIONS"] == "true"
    }

    /// One `::error file=…,line=…,title=…::message` line per frame that failed its test. The
    /// file is relative to `workspace` (`GITHUB_WORKSPACE`, the checkout), as annotations need.
    public static func annotations(for record: GoldenRunRecord, workspace: String?) -> [String] {
        var properties: [(String, String)] = []
        if let path = record.sourcePath { properties.append(("file", relativePath(path, workspace: workspace))) }
        if let line = record.sourceLine { properties.append(("line", String(line))) }
        return record.failingFrames.map { frame in
            let title = "Golden \(frame.status == .different ? "mismatch" : frame.status.rawValue): \(record.transition) \(frame.label)"
            let fields = (properties + [("title", title)]).map { "\($0.0)=\(escapeProperty($0.1))" }.joined(separator: ",")
            return "::error \(fields)::\(escapeData(frame.message ?? frame.problem ?? frame.status.rawValue))"
        }
    }

    /// The run in Markdown: counts, then each failing transition with its first divergent frame
    /// and source, then where the report is.
    public static func stepSummary(records: [GoldenRunRecord], problems: [String] = [], reportPath: String?,
                                   workspace: String?) -> String {
        let summary = RunSummary(records: records, problems: problems)
        let totals = summary.totals
        let failing = summary.transitions.filter { $0.status == "failed" }
        var lines: [String] = []
        lines.append(failing.isEmpty
            ? "### Goldens: all \(totals.transitions) transition\(totals.transitions == 1 ? "" : "s") match"
            : "### Goldens: \(failing.count) of \(totals.transitions) transitions failed")
        lines.append("")
        lines.append("\(totals.frames) frames: \(totals.passed) passed, \(totals.failed) failed, \(totals.recorded) recorded.")
        if !failing.isEmpty {
            lines.append("")
            lines.append("| transition | failing frames | first divergent frame | source |")
            lines.append("|---|---|---|---|")
            for record in records {
                let frames = record.failingFrames
                guard let first = frames.first else { continue }
                let time = first.time.map { " (t = \(DecimalText.fixed($0, digits: 3)) s)" } ?? ""
                let source = record.sourceText(relativeTo: workspace ?? FileManager.default.currentDirectoryPath)
                lines.append("| \(cell(record.identifier)) | \(frames.count) of \(record.frames.count) | \(cell(first.label + time)) | "
                    + "\(cell(source)) |")
            }
        }
        for problem in summary.unreadableRecords { lines += ["", "Unreadable run record: \(cell(problem))"] }
        if let reportPath {
            lines.append("")
            lines.append("Report: `\(relativePath(reportPath, workspace: workspace))` (upload it with the run's artifacts to review "
                + "golden, actual and diff of every failing frame).")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Appends `markdown` to the file `GITHUB_STEP_SUMMARY` names, if any.
    public static func appendStepSummary(_ markdown: String, environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        guard let path = environment["GITHUB_STEP_SUMMARY"], !path.isEmpty else { return }
        if !FileManager.default.fileExists(atPath: path) {
            _ = FileManager.default.createFile(atPath: path, contents: nil)
        }
        guard let handle = FileHandle(forWritingAtPath: path) else {
            throw GoldenSetupError.cannotWrite(path: path, reason: "cannot open GITHUB_STEP_SUMMARY for appending")
        }
        defer { try? handle.close() }
        try handle.seekToEnd()
        try handle.write(contentsOf: Data(markdown.utf8))
    }

    /// `path` relative to the workspace (or the current directory) when inside it.
    static func relativePath(_ path: String, workspace: String?) -> String {
        PathText.relative(path, to: workspace ?? FileManager.default.currentDirectoryPath)
    }

    /// Workflow-command escaping: a message may span lines; properties also lose `:` and `,`.
    static func escapeData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    static func escapeProperty(_ text: String) -> String {
        escapeData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }

    /// A Markdown table cell: pipes escaped, one line.
    private static func cell(_ text: String) -> String {
        text.replacingOccurrences(of: "|", with: "\\|").replacingOccurrences(of: "\n", with: " ")
    }
}
