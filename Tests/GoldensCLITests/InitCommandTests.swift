import Foundation
import Testing

/// `goldens init` beside a copy of the doctor tests' sample app.
@Suite struct InitCommandTests {
    /// A fresh folder holding a copy of the sample app, removed after the test.
    func withSampleApp(_ body: (URL) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-init-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.copyItem(atPath: DoctorCommandTests.sampleApp, toPath: folder.appendingPathComponent("SampleApp").path)
        try body(folder)
    }

    @Test func writesAPackageWhoseTargetLinksTheAppsSourceFolders() throws {
        try withSampleApp { folder in
            let result = try CommandRunner.run(["init", folder.appendingPathComponent("SampleApp").path, "--ci", "gitlab"])
            #expect(result.status == 0, "\(result.standardError)")
            let package = folder.appendingPathComponent("SampleAppTransitionTests")
            let target = package.appendingPathComponent("Tests/AppTransitionTests")
            // Folders with Swift files, not the app's tests, Pods or entry point.
            let links = try FileManager.default.contentsOfDirectory(atPath: target.path).sorted()
            #expect(links == ["AppTransitionTests.swift", "Legacy", "Screens", "Transitions"])
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: target.appendingPathComponent("Screens").path)
                    == "../../../SampleApp/Screens")
            let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
            #expect(manifest.contains("exclude: [\"Legacy\", \"Screens\", \"Transitions\"]"))
            let name = URL(fileURLWithPath: DoctorCommandTests.sampleApp).deletingLastPathComponent().deletingLastPathComponent()
                .deletingLastPathComponent().lastPathComponent  // this package's folder, as SwiftPM names a path dependency
            #expect(manifest.contains("plugins: [.plugin(name: \"GoldensSelectors\", package: \"\(name)\")]"))
            #expect(manifest.contains("platforms: [.macOS(.v15)]"))
            let test = try String(contentsOf: target.appendingPathComponent("AppTransitionTests.swift"), encoding: .utf8)
            #expect(test.contains("let transition = CardController()"), "the app's first transitioning delegate made with init()")
            let workflow = try String(contentsOf: package.appendingPathComponent(".gitlab-ci.yml"), encoding: .utf8)
            #expect(workflow.contains("goldens"))
        }
    }

    @Test func runningItAgainKeepsWhatTheUserEdited() throws {
        try withSampleApp { folder in
            let app = folder.appendingPathComponent("SampleApp").path
            #expect(try CommandRunner.run(["init", app]).status == 0)
            let manifest = folder.appendingPathComponent("SampleAppTransitionTests/Package.swift")
            try "// edited\n".write(to: manifest, atomically: true, encoding: .utf8)
            try FileManager.default.removeItem(at: folder.appendingPathComponent("SampleAppTransitionTests/.gitignore"))
            let again = try CommandRunner.run(["init", app])
            #expect(again.status == 0)
            #expect(again.standardOutput.contains("kept    Package.swift"))
            #expect(again.standardOutput.contains("created .gitignore"))
            #expect(try String(contentsOf: manifest, encoding: .utf8) == "// edited\n")
        }
    }

    @Test func aFolderWithoutSwiftFilesOrAnUnknownWorkflowIsRefused() throws {
        try withSampleApp { folder in
            let empty = folder.appendingPathComponent("Empty")
            try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
            let result = try CommandRunner.run(["init", empty.path])
            #expect(result.status == 2)
            #expect(result.standardError.contains("Empty: no Swift files below it"))
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("EmptyTransitionTests").path), "nothing half-written")
            let workflow = try CommandRunner.run(["init", folder.appendingPathComponent("SampleApp").path, "--ci", "jenkins"])
            #expect(workflow.status != 0 && workflow.standardError.contains("--ci jenkins: expected github, gitlab or none"))
        }
    }
}
