import Foundation
import GoldensPNG
import GoldensTesting
import XCTest

/// Under XCTest the suite is the file name and the test the calling function's name.
final class XCTestNamingTests: XCTestCase {
    func testGoldenNamesComeFromFileAndFunction() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let path = sandbox.goldens + "/XCTestNamingTests/testGoldenNamesComeFromFileAndFunction/settled.png"
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try PNGEncoder.write(Frames.screen(offset: 2), to: path)

        let result = try expectGolden(Frames.screen(offset: 2), named: "settled", record: .never,
                                      goldensDirectory: sandbox.goldens, artifactsDirectory: sandbox.artifacts)
        XCTAssertTrue(result.passed)
        XCTAssertEqual(result.record.suite, "XCTestNamingTests")
        XCTAssertEqual(result.record.test, "testGoldenNamesComeFromFileAndFunction")
        XCTAssertEqual(result.record.frames.first?.goldenPath, path)
    }
}
