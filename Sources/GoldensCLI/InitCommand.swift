import ArgumentParser
import Foundation
import GoldensDoctor

/// `goldens init APP`: a test package beside an app, whose test target compiles the app's folders
/// unchanged, with a first golden test of its transition.
struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a test package beside an app, with a first golden test of its transition.",
        discussion: """
            Writes PACKAGE (default: APPTransitionTests beside APP): Package.swift with a test \
            target that links the app's source folders (those holding Swift files, without its \
            own tests, Pods and build folders), excludes them and compiles them through the \
            GoldensSelectors plugin; a test of the app's first transitioning delegate or animator \
            that can be made with init(); Goldens/; .gitignore; and with --ci the CI workflow. \
            Only missing files are written: running it again changes nothing you edited. Then run \
            `swift test` in PACKAGE to record the first goldens.
            """
    )

    @Argument(help: "The app's folder: where its .xcodeproj or its source folders are.", completion: .directory)
    var app: String

    @Option(help: "The test package's folder.", completion: .directory)
    var package: String?

    @Option(help: "Depend on this package by URL (with --from) instead of by the path it was built from.")
    var packageURL: String?

    @Option(help: "The version to depend on with --package-url.")
    var from = "0.1.0"

    @Option(help: "The CI workflow to add: github, gitlab or none.")
    var ci = "none"

    func run() throws {
        guard let workflow = TestPackageScaffold.Workflow(rawValue: ci) else {
            throw ValidationError("--ci \(ci): expected github, gitlab or none")
        }
        do {
            let scaffold = try TestPackageScaffold(appFolder: app, packageFolder: package,
                                                   dependency: packageURL.map { .url($0, from: from) }, workflow: workflow)
            let entries = try scaffold.write()
            print("goldens init: \(scaffold.packageFolder)")
            for entry in entries { print("  \(entry.created ? "created" : "kept   ") \(entry.path)") }
            print("Next: cd \(scaffold.packageFolder) && swift test   (records the first goldens; `swift run goldens report` shows them)")
        } catch {  // a DoctorError: the do block throws nothing else
            printError("error: \(error)")
            throw ExitCode(2)
        }
    }
}
