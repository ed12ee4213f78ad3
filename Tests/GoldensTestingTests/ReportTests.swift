import Foundation
import GoldensPNG
import GoldensRaster
import Testing
@testable import GoldensWorkflow

/// A run with one passing transition, one with two failing frames and one recorded frame.
private func makeRun(_ sandbox: Sandbox) throws {
    _ = try sandbox.check(test: "herbPop", mode: .all).run(Frames.sequence())
    _ = try sandbox.check(test: "herbPop", mode: .never).run(Frames.sequence(offsets: [0, 7, 14]))
    _ = try sandbox.check(test: "cardStack", transition: "card", mode: .all).run(Frames.sequence(offsets: [2, 4]))
    _ = try sandbox.check(test: "cardStack", transition: "card", mode: .never).run(Frames.sequence(offsets: [2, 4]))
    _ = try sandbox.check(test: "sheet", transition: nil, mode: .missing).run([GoldenFrame(label: "settled", bitmap: Frames.screen(offset: 5))])
}

@Suite struct ReportTests {
    @Test func summaryCountsEveryTransition() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try makeRun(sandbox)
        let output = try GoldenReport.write(artifactsDirectory: sandbox.artifacts)
        let summary = output.summary
        #expect(summary.totals == RunSummary.Totals(transitions: 3, frames: 6, passed: 3, failed: 2, recorded: 1))
        #expect(summary.transitions.map(\.identifier) == ["TransitionTests/cardStack/card", "TransitionTests/herbPop/herb-pop",
                                                          "TransitionTests/sheet/sheet"])
        #expect(summary.transitions.map(\.status) == ["passed", "failed", "recorded"])
        #expect(summary.transitions[1].failingFrames == ["present@0.50", "present@1.00"])

        let json = try String(contentsOfFile: output.summaryPath, encoding: .utf8)
        #expect(json.contains("\"failed\" : 2"))
        let junit = try String(contentsOfFile: output.junitPath, encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"goldens\" tests=\"6\" failures=\"3\">"))
        #expect(junit.contains("<testcase classname=\"TransitionTests/herbPop/herb-pop\" name=\"present@0.50\">"))
        #expect(junit.contains("<failure type=\"golden-different\" message=\"herb-pop: frame &quot;present@0.50&quot;"))
        #expect(junit.contains("<failure type=\"golden-recorded\""))
    }

    @Test func pageIsSelfContainedAndShowsEveryPart() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try makeRun(sandbox)
        let output = try GoldenReport.write(artifactsDirectory: sandbox.artifacts)
        let html = try String(contentsOfFile: output.htmlPath, encoding: .utf8)
        // Nothing from the network or other files.
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("src=\"/") && !html.contains("src=\"file:"))
        #expect(html.contains("<b class=\"failed\">2 failed</b>"))
        // Two failing frames, each with golden/actual/diff and a compare view.
        #expect(html.components(separatedBy: "<article class=\"failure\"").count - 1 == 3)
        #expect(html.components(separatedBy: "<div class=\"compare\">").count - 1 == 2)
        #expect(html.components(separatedBy: "class=\"swipe\"").count - 1 == 2)
        #expect(html.components(separatedBy: "class=\"onion\"").count - 1 == 2)
        // Filmstrips: 6 frames, 3 marked failing (2 different + 1 recorded).
        #expect(html.components(separatedBy: "<figure class=\"frame ").count - 1 == 6)
        #expect(html.components(separatedBy: "<figure class=\"frame failing").count - 1 == 3)
        // Animated previews: golden and actual per transition.
        #expect(html.components(separatedBy: "class=\"preview\"").count - 1 == 6)
        #expect(html.contains("data:image/png;base64,"))
    }

    @Test func namesAreEscapedInThePageAndJUnit() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let label = "<script>alert(\"x\")</script>&"
        _ = try sandbox.check(transition: "<b>", mode: .never).run([GoldenFrame(label: label, bitmap: Frames.screen(offset: 1))])
        let output = try GoldenReport.write(artifactsDirectory: sandbox.artifacts)
        let html = try String(contentsOfFile: output.htmlPath, encoding: .utf8)
        #expect(!html.contains("<script>alert"))
        #expect(html.contains("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;"))
        #expect(!html.contains("<b>"))
        let junit = try String(contentsOfFile: output.junitPath, encoding: .utf8)
        #expect(junit.contains("name=\"&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&amp;\""))
    }

    @Test func animatedPreviewIsAValidAPNG() throws {
        let frames = (0..<4).map { Frames.screen(offset: $0 * 4) }
        let bytes = try APNGEncoder.encode(frames, delayMilliseconds: 250)
        let chunks = try PNGChunks.parse(bytes)
        #expect(chunks.map(\.type) == ["IHDR", "acTL", "fcTL", "IDAT", "fcTL", "fdAT", "fcTL", "fdAT", "fcTL", "fdAT", "IEND"])
        #expect(chunks[1].data == [0, 0, 0, 4, 0, 0, 0, 0])
        // Sequence numbers run 0...6 over fcTL and fdAT chunks.
        let sequence = chunks.filter { $0.type == "fcTL" || $0.type == "fdAT" }.map { Int($0.data[3]) }
        #expect(sequence == [0, 1, 2, 3, 4, 5, 6])
        // A decoder without APNG support (libpng) sees the first frame, and every CRC checks.
        #expect(try PNGDecoder.decode(bytes).bitmap == frames[0])
        #expect(throws: APNGEncoder.Problem.self) {
            try APNGEncoder.encode([Frames.screen(offset: 0), Bitmap(width: 2, height: 2)], delayMilliseconds: 100)
        }
    }

    @Test func crcMatchesTheStandardCheckValue() {
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
    }

    @Test func shrinkingAveragesBlocksOverTheCheckerboard() {
        var source = Bitmap(width: 4, height: 2, fill: PremultipliedPixel(r: 200, g: 100, b: 0, a: 255))
        source[3, 1] = PremultipliedPixel(r: 0, g: 0, b: 0, a: 255)
        let small = ReviewImage.flattened(source, factor: 2, width: 2, height: 1)
        #expect(small[0, 0] == PremultipliedPixel(r: 200, g: 100, b: 0, a: 255))
        #expect(small[1, 0] == PremultipliedPixel(r: 150, g: 75, b: 0, a: 255))
        let clear = ReviewImage.flattened(Bitmap(width: 2, height: 2), factor: 1, width: 2, height: 2)
        #expect(clear[0, 0] == PremultipliedPixel(r: 236, g: 236, b: 236, a: 255))
        #expect(ReviewImage.shrinkFactor(width: 1170, height: 2532, maxWidth: 160, maxHeight: 240) == 11)
    }

    @Test func damagedRecordIsReportedNotDropped() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try makeRun(sandbox)
        let bad = sandbox.layout.recordsDirectory + "/broken.json"
        try Data("{\"formatVersion\": ".utf8).write(to: URL(fileURLWithPath: bad))
        let output = try GoldenReport.write(artifactsDirectory: sandbox.artifacts)
        #expect(output.summary.unreadableRecords.count == 1)
        #expect(output.summary.unreadableRecords[0].hasPrefix(bad))
        #expect(output.summary.totals.transitions == 3)
    }

    /// Opens the page in headless Chromium: the script must run without errors and every image
    /// (data URIs, APNGs, the compare views' borrowed images) must load.
    @Test func pageLoadsInHeadlessChromium() throws {
        guard let chromium = Chromium.executable else {
            print("skipped: chromium not found (install Debian's chromium to run the report browser check)")
            return
        }
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try makeRun(sandbox)
        let output = try GoldenReport.write(artifactsDirectory: sandbox.artifacts)
        let dom = try Chromium.dumpDOM(chromium, file: output.htmlPath, profile: sandbox.root.appendingPathComponent("chromium-profile").path)
        let body = try #require(dom.range(of: "<body").map { String(dom[$0.lowerBound...].prefix(400)) })
        #expect(body.contains("data-script=\"ok\""))
        #expect(body.contains("data-errors=\"0\""))
        let images = Chromium.attribute("data-images", in: body)
        let loaded = Chromium.attribute("data-loaded-images", in: body)
        // 6 thumbnails + 6 previews + (golden, actual, diff) x 2 + (golden, actual) x 2 + 1 actual (recorded frame)
        #expect(images == 6 + 6 + 6 + 4 + 1)
        #expect(loaded == images)
    }
}

enum Chromium {
    static let executable: String? = {
        for candidate in ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
        where FileManager.default.isExecutableFile(atPath: candidate) {
            return candidate
        }
        return nil
    }()

    static func dumpDOM(_ executable: String, file: String, profile: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
                             "--user-data-dir=\(profile)", "--virtual-time-budget=5000", "--dump-dom",
                             URL(fileURLWithPath: file).absoluteString]
        var environment = ProcessInfo.processInfo.environment
        environment["HOME"] = profile
        process.environment = environment
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    static func attribute(_ name: String, in text: String) -> Int? {
        guard let start = text.range(of: name + "=\"") else { return nil }
        return Int(text[start.upperBound...].prefix { $0.isNumber })
    }
}
