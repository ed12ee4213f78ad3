import Foundation
import GoldensWorkflow

/// Compares a transition's frames with their goldens and records one test failure per frame
/// that does not match.
///
/// ```swift
/// @MainActor @Test func herbPop() throws {
///     let frames = try TransitionSampler(window: window)
///         .record(.present(details, from: herbs), at: .progress([0, 0.1, 0.3, 0.6]))
///     try expectGoldens(frames, named: "herb-pop")
/// }
/// ```
/// Goldens live at `Goldens/<suite>/<test>/<transition>/<frame label>.png` (without the
/// `<transition>` level when `named` is nil); see `TestFramework` for how the suite and test are
/// named and `GoldenName` for how each component is made safe.
///
/// - Parameters:
///   - frames: the frames in sequence order (`GoldenFrame`s, or a `TransitionSampler`'s frames);
///     labels must be unique.
///   - transition: the transition's name in messages and the report, and a directory level.
///   - tolerance: what differences are forgiven; exact unless stated (or set by a scope).
///   - record: the record mode for this call; nil uses the scope's, then `GOLDENS_RECORD`,
///     then `missing` locally and `never` on CI.
///   - goldensDirectory: where goldens live; nil means `Goldens/` in the package root found
///     above `filePath`.
///   - artifactsDirectory: where failure images and run records go; nil means
///     `GOLDENS_ARTIFACTS`, else `.build/goldens-artifacts/` in the package root.
///   - fileID: the calling file, for messages and the suite's name under XCTest; leave the default.
///   - filePath: the calling file's path, above which the package root is found; leave the default.
///   - function: the calling function, the test's name under XCTest; leave the default.
///   - line: where failures are reported; leave the default.
///   - column: where failures are reported; leave the default.
/// - Returns: what was compared and written (failures are already recorded).
/// - Throws: `GoldenSetupError` when nothing could be compared: no frames, duplicate labels,
///   a golden path another test uses, no package root, or a bad `GOLDENS_RECORD`.
@discardableResult
public func expectGoldens(
    _ frames: [some GoldenFrameConvertible],
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
    let environment = ProcessInfo.processInfo.environment
    let defaults = GoldenDefaults.current
    let fileIDText = "\(fileID)", filePathText = "\(filePath)"
    let location = TestFramework.location(fileID: fileIDText, filePath: filePathText, function: "\(function)",
                                          line: Int(line), column: Int(column))
    let mode = try record ?? defaults.recordMode ?? RecordMode.fromEnvironment(environment)
    let modeFromEnvironment = record == nil && defaults.recordMode == nil
    let layout = try GoldenLayout.resolve(testFile: filePathText,
                                          goldensDirectory: goldensDirectory ?? defaults.goldensDirectory,
                                          artifactsDirectory: artifactsDirectory ?? defaults.artifactsDirectory,
                                          environment: environment)
    var check = GoldenCheck(transition: transition, location: location, tolerance: tolerance ?? defaults.tolerance ?? .exact,
                            recordMode: mode, layout: layout)
    check.verifyPixels = GoldenFingerprint.verifyPixels(environment)
    check.recordingFailsTest = !(modeFromEnvironment && environment["GOLDENS_RECORDING_FAILS"]?.trimmingCharacters(in: .whitespaces) == "0")
    let result = try check.run(frames.map(\.goldenFrame))

    for failure in result.failures {
        TestFramework.record(failure, fileID: fileIDText, filePath: filePath, line: line, column: column)
    }
    if GitHubActions.isActive(environment), !result.failures.isEmpty {
        // Swift Testing's and XCTest's output carries no workflow commands; these put each
        // failing frame on the test's line in the job and the pull request.
        print(GitHubActions.annotations(for: result.record, workspace: environment["GITHUB_WORKSPACE"]).joined(separator: "\n"))
    }
    let recorded = result.record.frames.filter { $0.status == .recorded }
    let progress = environment["GOLDENS_PROGRESS"].map { !$0.isEmpty && $0 != "0" } ?? false
    if progress || !result.passed {
        var lines = [result.progressLine]
        for frame in recorded { lines.append("goldens: recorded \(frame.goldenPath)") }
        print(lines.joined(separator: "\n"))
    }
    return result
}

/// Compares one image with its golden `Goldens/<suite>/<test>/<name>.png`; the single-image
/// form of `expectGoldens` (same parameters and rules).
@discardableResult
public func expectGolden(
    _ bitmap: Bitmap,
    named name: String,
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
    try expectGoldens([GoldenFrame(label: name, bitmap: bitmap)], named: nil, tolerance: tolerance, record: record,
                      goldensDirectory: goldensDirectory, artifactsDirectory: artifactsDirectory,
                      fileID: fileID, filePath: filePath, function: function, line: line, column: column)
}
