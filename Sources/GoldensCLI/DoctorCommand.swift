import ArgumentParser
import Foundation
import GoldensDoctor

/// `goldens doctor PATH…`: what of an app's code, storyboards and asset catalogs works with
/// GoldensUIKit today, before any test is written.
struct DoctorCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "doctor",
        abstract: "Tell what of an app's source folders compiles and loads against GoldensUIKit.",
        discussion: """
            Compiles the app's Swift files together as a test target would (UIKit imports read \
            GoldensUIKit, other imports are removed and listed, @objc and #selector are rewritten \
            as the GoldensSelectors plugin does), puts each error down to missing UIKit API, a \
            module the test target lacks, or the app's own code, and loads every storyboard, xib \
            and asset catalog. Prints per-file verdicts, the missing API ranked by how many files \
            need it, what compiles but does not draw as on a device, and a test target for the \
            folders. Folders named Pods, Carthage, DerivedData, build and *Tests are skipped, and \
            so is main.swift. Exit status: 0 when every file compiles and every document and \
            catalog loads without a report, 1 otherwise, 2 when the folders or the compiler \
            cannot be used. --json prints the report as JSON (schemaVersion 1).
            """
    )

    @Argument(help: "The app's source folders or files.", completion: .directory)
    var paths: [String]

    @Flag(help: "Print the report as JSON.")
    var json = false

    @Flag(help: "List every error, use and problem, not the first few.")
    var verbose = false

    @Option(help: "The Swift language mode to compile in: 5 or 6.")
    var swiftVersion = "5"

    @Option(help: "The build folder holding GoldensUIKit's module (default: the one this tool was built in).")
    var buildFolder: String?

    func validate() throws {
        guard ["4", "4.2", "5", "6"].contains(swiftVersion) else {
            throw ValidationError("--swift-version \(swiftVersion): expected 5 or 6 (or 4, 4.2)")
        }
    }

    func run() throws {
        let folder = buildFolder ?? Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().path ?? "."
        let report: DoctorReport
        do {
            let toolchain = try SwiftToolchain.discover(buildFolder: folder)
            let doctor = Doctor(toolchain: toolchain, swiftVersion: swiftVersion)
            report = try MainActor.assumeIsolated { () throws(DoctorError) -> DoctorReport in try doctor.examine(paths) }
        } catch let error as DoctorError {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        if json {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
            print(String(decoding: try encoder.encode(report), as: UTF8.self))
        } else {
            print(report.text(verbose: verbose))
        }
        if !report.passed { throw ExitCode.failure }
    }
}
