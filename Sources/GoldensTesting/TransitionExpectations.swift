import GoldensScene
import GoldensWorkflow

/// Compares a sampled transition with its goldens: `expectGoldens` for the frames a
/// `TransitionSampler` returns.
///
/// ```swift
/// let frames = try TransitionSampler(window: window).record(.present(details, from: menu), at: .progress([0, 0.5]))
/// try expectGoldens(frames, named: "present")
/// ```
@discardableResult
public func expectGoldens(
    _ frames: [TransitionFrame],
    named transition: String? = nil,
    tolerance: Tolerance? = nil,
    record: RecordMode? = nil,
    goldensDirectory: String? = nil,
    artifactsDirectory: String? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    function: StaticString = #function,
    line: UInt = #line,
    column: UInt = #column
) throws -> GoldenCheckResult {
    try expectGoldens(frames.map(GoldenFrame.init), named: transition, tolerance: tolerance, record: record,
                      goldensDirectory: goldensDirectory, artifactsDirectory: artifactsDirectory,
                      fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}
