import Foundation
import Testing

/// `goldens doctor` as a team runs it, on the doctor tests' sample app (two of its five Swift
/// files compile; a storyboard loads, a xib does not).
@Suite struct DoctorCommandTests {
    static let sampleApp = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("GoldensDoctorTests/SampleApp").path

    @Test func printsTheVerdictsAndExitsOneWhenSomethingDoesNotCompileOrLoad() throws {
        let result = try CommandRunner.run(["doctor", Self.sampleApp])
        #expect(result.status == 1, "\(result.standardError)")
        #expect(result.standardOutput.contains("Swift: 2 of 5 files compile against GoldensUIKit"))
        #expect(result.standardOutput.contains("Missing UIKit API, by how many files need it:"))
    }

    @Test func jsonIsTheReportAndNothingElse() throws {
        let result = try CommandRunner.run(["doctor", "--json", Self.sampleApp + "/Transitions/FadeAnimator.swift"])
        #expect(result.status == 0, "one file that compiles, nothing to load: \(result.standardError)")
        let json = try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any]
        #expect(json?["schemaVersion"] as? Int == 1)
        #expect((json?["files"] as? [[String: Any]])?.first?["verdict"] as? String == "compiles")
    }

    @Test func aPathThatDoesNotExistExitsTwoNamingIt() throws {
        let result = try CommandRunner.run(["doctor", "/no/such/app"])
        #expect(result.status == 2)
        #expect(result.standardError.contains("/no/such/app: no such file or folder"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test func anUnknownLanguageModeIsRefused() throws {
        let result = try CommandRunner.run(["doctor", "--swift-version", "7", Self.sampleApp])
        #expect(result.status != 0 && result.status != 1)
        #expect(result.standardError.contains("--swift-version 7: expected 5 or 6"))
    }
}
