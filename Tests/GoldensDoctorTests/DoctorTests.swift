import Foundation
@testable import GoldensDoctor
import Testing

/// `SampleApp/` is an app's folder as a team would point doctor at it: two files that compile,
/// three that fail on purpose (missing UIKit API, a third-party module, Swift 2 names), a
/// storyboard that loads, a broken xib, an asset catalog with a vector image, and what a test
/// target leaves out (main.swift, the app's own tests, Pods).
@MainActor
@Suite struct DoctorTests {
    static let sampleApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("SampleApp").path

    /// The build folder of this test run, which holds GoldensUIKit's module and the plugin's tool.
    static var buildFolder: String? {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<5 {
            if FileManager.default.fileExists(atPath: directory.path + "/Modules/GoldensUIKit.swiftmodule") { return directory.path }
            directory = directory.deletingLastPathComponent()
        }
        return nil
    }

    func examineSampleApp() throws -> DoctorReport {
        let folder = try #require(Self.buildFolder, "no build folder with Modules/GoldensUIKit.swiftmodule above \(CommandLine.arguments[0])")
        let doctor = Doctor(toolchain: try SwiftToolchain.discover(buildFolder: folder))
        return try doctor.examine([Self.sampleApp])
    }

    @Test func givesEachFileTheVerdictTheCompilerGives() throws {
        let report = try examineSampleApp()
        #expect(report.selectorsRewritten, "the plugin's tool is built in this package")
        let verdicts = Dictionary(uniqueKeysWithValues: report.files.map { (($0.path as NSString).lastPathComponent, $0.verdict) })
        #expect(verdicts == ["FadeAnimator.swift": "compiles", "CardController.swift": "compiles", "PrintingCard.swift": "missing-api",
                             "ProfileScreen.swift": "other-module", "OldFade.swift": "old-swift"])
        #expect(report.compilingFiles == 2)
        #expect(!report.passed)
    }

    @Test func ranksWhatIsMissingAndWhatCompilesButDrawsDifferently() throws {
        let report = try examineSampleApp()
        #expect(report.missingAPI.map(\.symbol) == ["UIPrintInteractionController", "UIView.isFocused"])
        #expect(report.missingAPI.first?.uses == [Self.sampleApp + "/Transitions/PrintingCard.swift:6"])
        #expect(report.otherModules.map(\.symbol) == ["SnapKit"])
        #expect(report.outdatedNames.map(\.symbol) == ["CGRectZero", "UIView.animateWithDuration"])
        #expect(report.caveats.map(\.symbol) == ["UIImpactFeedbackGenerator.impactOccurred()"])
        #expect(report.caveats.first?.note.hasPrefix("accepted: ") == true)
    }

    @Test func loadsDocumentsAndCatalogsAndSaysWhatDidNotLoad() throws {
        let report = try examineSampleApp()
        let documents = Dictionary(uniqueKeysWithValues: report.interfaceBuilder.map { (($0.path as NSString).lastPathComponent, $0) })
        #expect(documents["Main.storyboard"]?.verdict == "loads", "its custom class is the app's: \(documents["Main.storyboard"]?.problems ?? [])")
        #expect(documents["Broken.xib"]?.verdict == "unreadable")
        #expect(documents["Broken.xib"]?.problems.first?.contains("Broken.xib:5") == true)
        let catalog = try #require(report.assetCatalogs.first)
        #expect(catalog.colors == 1 && catalog.images == 1)
        #expect(catalog.problems.count == 1 && catalog.problems[0].contains("logo.pdf: cannot be drawn"), "\(catalog.problems)")
        #expect(Set(report.skipped.map { ($0.path as NSString).lastPathComponent }) == ["Pods", "SampleAppTests", "main.swift"])
    }

    @Test func printsVerdictsThenNeedsThenATestTarget() throws {
        let text = try examineSampleApp().text(relativeTo: Self.sampleApp, packageName: "TransitionGoldens")
        #expect(text.contains("Swift: 2 of 5 files compile against GoldensUIKit"))
        #expect(text.contains("✗ Transitions/PrintingCard.swift  (missing API; 2 errors)"))
        #expect(text.contains("  1 file    UIPrintInteractionController  (Transitions/PrintingCard.swift:6)"))
        #expect(text.contains("plugins: [.plugin(name: \"GoldensSelectors\", package: \"TransitionGoldens\")]"))
        #expect(text.contains("ln -s \(Self.sampleApp) Tests/AppTransitionTests/SampleApp"))
    }

    @Test func aFolderThatDoesNotExistIsAnErrorNamingIt() throws {
        let folder = try #require(Self.buildFolder)
        let doctor = Doctor(toolchain: try SwiftToolchain.discover(buildFolder: folder))
        #expect(throws: DoctorError(path: "/no/such/app", problem: "no such file or folder (expected the app's source folders or files)")) {
            try doctor.examine(["/no/such/app"])
        }
        #expect(throws: DoctorError.self) { try SwiftToolchain.discover(buildFolder: "/no/such/build") }
    }

    @Test func theJSONReportHasItsDocumentedKeys() throws {
        let report = try examineSampleApp()
        let json = try JSONSerialization.jsonObject(with: JSONEncoder().encode(report)) as? [String: Any]
        #expect(Set(json?.keys.map { $0 } ?? []) == ["schemaVersion", "roots", "swiftVersion", "selectorsRewritten", "files", "missingAPI",
                                                      "unavailableAPI", "outdatedNames", "otherModules", "caveats", "interfaceBuilder",
                                                      "assetCatalogs", "skipped"])
        #expect(json?["schemaVersion"] as? Int == 1)
        let decoded = try JSONDecoder().decode(DoctorReport.self, from: JSONEncoder().encode(report))
        #expect(decoded == report)
    }
}
