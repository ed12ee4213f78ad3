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
        #expect(summary.totals == RunSummary.Totals(transitions: 3, frames: 6, passed: 3, failed: 2, recorded: 1,
                                                    verifiedByFingerprint: 0, verifiedByPixels: 5))
        #expect(summary.transitions.map(\.identifier) == ["TransitionTests/cardStack/card", "TransitionTests/herbPop/herb-pop",
                                                          "TransitionTests/sheet/sheet"])
        #expect(summary.transitions.map(\.status) == ["passed", "failed", "recorded"])
        #expect(summary.transitions[1].failingFrames == ["present@0.50", "present@1.00"])

        let json = try String(contentsOfFile: output.summaryPath, encoding: .utf8)
        #expect(json.contains("\"failed\" : 2"))
        let junit = try String(contentsOfFile: output.junitPath, encoding: .utf8)
        #expect(junit.contains("<testsuites name=\"goldens\" tests=\"6\" failures=\"3\">"))
        #expect(junit.contains("<testcase classname=\"TransitionTests/herbPop/herb-pop\" name=\"present@0.50\" file="))
        #expect(junit.contains("<failure type=\"golden-different\" message=\"herb-pop: frame &quot;present@0.50&quot;"))
        #expect(junit.contains("<failure type=\"golden-recorded\""))
        // Each failing frame names its images for CI systems that show attachments, and every
        // case says where its test is.
        let frames = "\(sandbox.artifacts)/frames/TransitionTests/herbPop/herb-pop/present@0.50"
        #expect(junit.contains("<system-out>[[ATTACHMENT|\(sandbox.goldens)/TransitionTests/herbPop/herb-pop/present@0.50.png]]\n"
            + "[[ATTACHMENT|\(frames)/actual.png]]\n[[ATTACHMENT|\(frames)/diff.png]]</system-out>"))
        #expect(junit.contains("file=\"\(sandbox.root.path)/Fake.swift\" line=\"1\""))
    }

    @Test func pageIsSelfContainedAndShowsEveryPart() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try makeRun(sandbox)
        let output = try GoldenReport.write(artifactsDirectory: sandbox.artifacts)
        let html = try String(contentsOfFile: output.htmlPath, encoding: .utf8)
        func count(_ text: String) -> Int { html.components(separatedBy: text).count - 1 }
        // Nothing from the network or other files.
        #expect(!html.contains("http://") && !html.contains("https://"))
        #expect(!html.contains("src=\"/") && !html.contains("src=\"file:"))
        #expect(html.contains("<b class=\"failed\">2 failed</b>"))
        // Two failing frames, each with golden/actual/diff, a flip viewer and a compare view; the
        // recorded frame (no golden) shows its actual.
        #expect(count("<article class=\"failure\"") == 3)
        #expect(count("<div class=\"compare\">") == 2)
        #expect(count("<div class=\"viewer\" data-mode=\"diff\">") == 2)
        #expect(count("class=\"swipe\"") == 2)
        #expect(count("class=\"onion\"") == 2)
        // Failing and recorded transitions are expanded: filmstrips of 4 frames, 3 marked failing
        // (2 different + 1 recorded), and golden and actual animated.
        #expect(count("<figure class=\"frame ") == 4)
        #expect(count("<figure class=\"frame failing") == 3)
        #expect(count("class=\"preview\"") == 4)
        // The passing transition is one line with its settled frame as a thumbnail.
        #expect(count("<section class=\"transition passed line\"") == 1)
        #expect(count("<img class=\"thumb\" alt=\"present@1.00\"") == 1)
        #expect(html.contains("data:image/png;base64,"))
    }

    /// Failures lead, then recordings, then passes; each failing transition and frame says how
    /// to accept it, and where its test is.
    @Test func pageLeadsWithFailuresAndSaysHowToAcceptThem() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try makeRun(sandbox)
        let output = try GoldenReport.write(artifactsDirectory: sandbox.artifacts)
        let html = try String(contentsOfFile: output.htmlPath, encoding: .utf8)
        let order = ["data-name=\"transitiontests/herbpop/herb-pop\"", "data-name=\"transitiontests/sheet/sheet\"",
                     "data-name=\"transitiontests/cardstack/card\""].map { html.range(of: $0)?.lowerBound }
        #expect(order.allSatisfy { $0 != nil })
        #expect(order.compactMap { $0 } == order.compactMap { $0 }.sorted())
        #expect(html.contains("<code class=\"command\">swift run goldens accept TransitionTests/herbPop/herb-pop</code>"))
        #expect(html.contains("<code class=\"command\">swift run goldens accept TransitionTests/herbPop/herb-pop/present@0.50</code>"))
        #expect(html.contains("<code class=\"command\">swift run goldens accept TransitionTests/herbPop/herb-pop/present@1.00</code>"))
        // Nothing to accept for a recording: it is a golden already.
        #expect(!html.contains("goldens accept TransitionTests/sheet"))
        #expect(html.contains(">Fake.swift:1</a>"))
        // The command a failing frame's message gives is the one the report shows.
        let record = output.records.first { $0.test == "herbPop" }
        #expect(record?.frames[1].message?.contains("goldens accept TransitionTests/herbPop/herb-pop/present@0.50") == true)
    }

    /// A passing 300-frame run's page holds small thumbnails only: well under the 1.5 MB budget.
    @Test func passingPageStaysSmall() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let big = (0..<30).map { index in
            GoldenFrame(label: "f\(index)", bitmap: Frames.screen(offset: index % 20, width: 390, height: 844))
        }
        for test in 0..<10 {
            _ = try sandbox.check(test: "t\(test)", mode: .all).run(big)
            _ = try sandbox.check(test: "t\(test)", mode: .never).run(big)
        }
        let output = try GoldenReport.write(artifactsDirectory: sandbox.artifacts)
        #expect(output.summary.totals.passed == 300)
        let size = try FileManager.default.attributesOfItem(atPath: output.htmlPath)[.size] as? Int ?? .max
        #expect(size < 400_000, "\(size) bytes")
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
    /// (data URIs, APNGs, the viewers' borrowed images) must load.
    @Test func pageLoadsInHeadlessChromium() throws {
        guard let chromium = Chromium.required() else { return }
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
        // 4 previews + 4 thumbnails + (golden, actual, diff) x 2 + the recording's actual
        // + 3 flips x 2 + 2 compares x 2 + the passing line's thumbnail.
        #expect(images == 4 + 4 + 7 + 6 + 4 + 1)
        #expect(loaded == images)
    }

    /// Drives the page as a reviewer would: the filter buttons, the search box and the keys
    /// (j/k between failing frames, ←/→ between golden, actual and diff), reading what is shown
    /// after each step. The driver is appended to a copy of the page; the page is not changed.
    @Test func filterSearchAndKeysWorkInHeadlessChromium() throws {
        guard let chromium = Chromium.required() else { return }
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try makeRun(sandbox)
        let output = try GoldenReport.write(artifactsDirectory: sandbox.artifacts)
        let driver = """
            <script>
            window.addEventListener("load", function () { setTimeout(function () {
              var log = [];
              function shown() {
                return Array.prototype.filter.call(document.querySelectorAll("section.transition"), function (s) { return !s.hidden; })
                  .map(function (s) { return s.getAttribute("data-name").split("/")[1]; }).join("+");
              }
              function note(step) {
                var current = document.body.getAttribute("data-current") || "-";
                var article = current === "-" ? null : document.getElementById(current);
                var viewer = article && article.querySelector(".viewer");
                var image = viewer && Array.prototype.filter.call(viewer.querySelectorAll("img.flip"), function (i) {
                  return getComputedStyle(i).display !== "none"; }).map(function (i) { return i.alt; }).join("+");
                log.push(step + ":" + shown() + ":" + current + ":" + (image || "-"));
              }
              function click(filter) { document.querySelector("button[data-filter='" + filter + "']").click(); note(filter); }
              function key(name) { document.dispatchEvent(new KeyboardEvent("keydown", { key: name, bubbles: true })); note(name); }
              function search(text) { var box = document.getElementById("search"); box.value = text;
                box.dispatchEvent(new Event("input")); note("search=" + text); }
              note("start");
              click("failed"); click("recorded"); click("passed"); click("all");
              search("SHEET"); search("");
              key("j"); key("ArrowRight"); key("ArrowLeft"); key("ArrowLeft"); key("j"); key("j"); key("j"); key("k");
              click("passed");
              document.body.setAttribute("data-driver", log.join(" "));
            }, 0); });
            </script>
            """
        let html = try String(contentsOfFile: output.htmlPath, encoding: .utf8)
        let driven = sandbox.root.appendingPathComponent("driven.html").path
        try html.replacingOccurrences(of: "</body>", with: driver + "</body>").write(toFile: driven, atomically: true, encoding: .utf8)
        let dom = try Chromium.dumpDOM(chromium, file: driven, profile: sandbox.root.appendingPathComponent("chromium-profile").path)
        let start = try #require(dom.range(of: "data-driver=\""))
        let log = dom[start.upperBound...].prefix { $0 != "\"" }.split(separator: " ").map(String.init)
        // Records are numbered by identifier: t0 cardStack (passed), t1 herbPop (failed), t2 sheet (recorded).
        #expect(log == [
            "start:herbpop+sheet+cardstack:-:-",
            "failed:herbpop:-:-",
            "recorded:sheet:-:-",
            "passed:cardstack:-:-",
            "all:herbpop+sheet+cardstack:-:-",
            "search=SHEET:sheet:-:-",
            "search=:herbpop+sheet+cardstack:-:-",
            "j:herbpop+sheet+cardstack:t1-f1:diff",
            "ArrowRight:herbpop+sheet+cardstack:t1-f1:golden",
            "ArrowLeft:herbpop+sheet+cardstack:t1-f1:diff",
            "ArrowLeft:herbpop+sheet+cardstack:t1-f1:actual",
            "j:herbpop+sheet+cardstack:t1-f2:diff",
            "j:herbpop+sheet+cardstack:t2-f0:-",
            "j:herbpop+sheet+cardstack:t2-f0:-",
            "k:herbpop+sheet+cardstack:t1-f2:diff",
            "passed:cardstack:-:-",
        ])
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

    /// The browser, or nil after saying that the test is skipped.
    static func required() -> String? {
        if executable == nil { print("skipped: chromium not found (install Debian's chromium to run the report browser check)") }
        return executable
    }

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

@Suite struct GitHubActionsTests {
    @Test func annotationsSitOnTheTestLineWithEscapedText() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try makeRun(sandbox)
        let output = try GoldenReport.write(artifactsDirectory: sandbox.artifacts)
        let herbPop = try #require(output.records.first { $0.test == "herbPop" })
        let lines = GitHubActions.annotations(for: herbPop, workspace: sandbox.root.path)
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("::error file=Fake.swift,line=1,title=Golden mismatch%3A herb-pop present@0.50::"
            + "herb-pop: frame \"present@0.50\" (t = 0.175 s), 2 of 3, differs from its golden%0A"))
        #expect(!lines.joined().contains("\n"))
        // A passing transition has nothing to say; a recording that fails the test says so.
        let card = try #require(output.records.first { $0.test == "cardStack" })
        #expect(GitHubActions.annotations(for: card, workspace: nil).isEmpty)
        let sheet = try #require(output.records.first { $0.test == "sheet" })
        #expect(GitHubActions.annotations(for: sheet, workspace: nil).first?.contains("title=Golden recorded%3A sheet settled") == true)
        #expect(GitHubActions.escapeProperty("a,b:c%\r\n") == "a%2Cb%3Ac%25%0D%0A")
    }

    @Test func stepSummaryListsFailingTransitionsWithTheirFirstDivergentFrame() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        try makeRun(sandbox)
        let output = try GoldenReport.write(artifactsDirectory: sandbox.artifacts)
        let markdown = output.stepSummary(workspace: sandbox.root.path)
        #expect(markdown.hasPrefix("### Goldens: 1 of 3 transitions failed\n\n6 frames: 3 passed, 2 failed, 1 recorded.\n"))
        #expect(markdown.contains("| TransitionTests/herbPop/herb-pop | 2 of 3 | present@0.50 (t = 0.175 s) | Fake.swift:1 |"))
        #expect(markdown.contains("Report: `.build/goldens-artifacts/report.html`"))
    }
}

@Suite struct RunProgressTests {
    @Test func statusCountsTransitionsFramesAndTimeLeft() {
        var progress = RunProgress(total: 28)
        #expect(progress.status(elapsedSeconds: 0) == "0/28 transitions · 0 frames")
        progress.finishedTransition(frames: 12)
        progress.finishedTransition(frames: 12)
        #expect(progress.status(elapsedSeconds: 4) == "2/28 transitions · 24 frames · 6.0 frames/s · about 52 s left")
        for _ in 0..<8 { progress.finishedTransition(frames: 12) }
        #expect(progress.status(elapsedSeconds: 10) == "10/28 transitions · 120 frames · 12.0 frames/s · about 18 s left")
        #expect(RunProgress(total: 100).status(elapsedSeconds: 1) == "0/100 transitions · 0 frames")
        var unknown = RunProgress(total: nil)
        unknown.finishedTransition(frames: 1)
        #expect(unknown.status(elapsedSeconds: 2) == "1 transition · 1 frame · 0.5 frames/s")
        #expect(RunProgress.duration(125) == "2 min 05 s")
    }

    @Test func progressLinesOfTheTestsAreRecognised() {
        #expect(RunProgress.framesInProgressLine("goldens: A/b/c: 12 frames compared, all match (0.41 s)") == 12)
        #expect(RunProgress.framesInProgressLine("goldens: A/b/c: 1 frame compared, 1 differ (0.41 s)") == 1)
        #expect(RunProgress.framesInProgressLine("goldens: recorded /x/y.png") == nil)
        #expect(RunProgress.framesInProgressLine("Test run with 3 tests passed") == nil)
    }
}
