import Foundation
import GoldensPNG
import GoldensRaster
import GoldensScene

/// `goldens report`: one static HTML page from the run records, plus `summary.json` and
/// `junit.xml` beside it.
///
/// The page is self-contained: every image is embedded as a `data:` URI and the little
/// script and style are inline, so it opens from disk, from a CI artifact or an e-mail with no
/// network and no other files (the goldens live outside the artifacts directory, so relative
/// links would break as soon as the artifacts are uploaded alone).
///
/// It leads with what needs a person: failing transitions first, then recordings, each
/// expanded (status, tolerance, source, the `goldens accept` commands, golden and actual
/// animated, the filmstrip with failing frames outlined, then per failing frame its message,
/// golden | actual | diff, a viewer that flips between them and a swipe/onion-skin compare).
/// Passing transitions follow, one line each with their settled frame as a thumbnail.
/// Full-size images appear only for failing frames, once each (the viewers borrow them by id),
/// so a passing run's page stays small. A filter (failed / recorded / passed / all), a search
/// over names and the keyboard (j/k between failing frames, ←/→ between golden, actual and
/// diff) are in `ReportPage`'s script.
public enum GoldenReport {
    public struct Output: Sendable {
        public var htmlPath: String
        public var summaryPath: String
        public var junitPath: String
        public var summary: RunSummary
        /// The records the files were made from.
        public var records: [GoldenRunRecord]

        /// The run for `$GITHUB_STEP_SUMMARY` (see `GitHubActions`).
        public func stepSummary(workspace: String?) -> String {
            GitHubActions.stepSummary(records: records, problems: summary.unreadableRecords, reportPath: htmlPath, workspace: workspace)
        }
    }

    /// Largest filmstrip thumbnail and animated preview, in pixels.
    static let thumbnailBox = (width: 160, height: 240)
    static let previewBox = (width: 300, height: 520)
    /// A passing transition's thumbnail.
    static let passThumbnailBox = (width: 64, height: 96)
    /// Largest height at which a failing frame is shown (it is scaled down by the browser).
    static let fullHeight = 640

    /// Reads the records under `artifactsDirectory/records` and writes `report.html`,
    /// `summary.json` and `junit.xml` into `outputDirectory` (the artifacts directory by default).
    public static func write(artifactsDirectory: String, outputDirectory: String? = nil) throws -> Output {
        let layout = GoldenLayout(goldensDirectory: "/", artifactsDirectory: artifactsDirectory)
        let (records, problems) = GoldenRunRecord.loadAll(from: layout.recordsDirectory)
        let summary = RunSummary(records: records, problems: problems)
        let output = PathText.absolute(outputDirectory ?? artifactsDirectory)
        try PathText.makeDirectory(output)
        let html = PathText.join(output, "report.html")
        let json = PathText.join(output, "summary.json")
        let junit = PathText.join(output, "junit.xml")
        let page = makeHTML(records: records, summary: summary, artifactsDirectory: layout.artifactsDirectory)
        try FileSystem.writeAtomically(Array(page.utf8), to: html)
        try FileSystem.writeAtomically(Array(try summary.encoded()) + [0x0A], to: json)
        try FileSystem.writeAtomically(Array(JUnitReport.make(records).utf8), to: junit)
        return Output(htmlPath: html, summaryPath: json, junitPath: junit, summary: summary, records: records)
    }

    // MARK: - The page

    /// Failed transitions first, then recorded, then passed; by identifier within each.
    static func reviewOrder(_ summary: RunSummary) -> [Int] {
        func rank(_ status: String) -> Int { status == "failed" ? 0 : (status == "recorded" ? 1 : 2) }
        return summary.transitions.indices.sorted {
            (rank(summary.transitions[$0].status), $0) < (rank(summary.transitions[$1].status), $1)
        }
    }

    static func makeHTML(records: [GoldenRunRecord], summary: RunSummary, artifactsDirectory: String) -> String {
        var page = HTMLPage()
        page.add("<header><h1>Golden report</h1>")
        let totals = summary.totals
        page.add("<p class=\"totals\">\(totals.transitions) transition\(totals.transitions == 1 ? "" : "s"), "
            + "\(totals.frames) frame\(totals.frames == 1 ? "" : "s"): <b class=\"passed\">\(totals.passed) passed</b>, "
            + "<b class=\"failed\">\(totals.failed) failed</b>, <b class=\"recorded\">\(totals.recorded) recorded</b>"
            + " <span class=\"meta\">· verified by fingerprint \(totals.verifiedByFingerprint), by pixels \(totals.verifiedByPixels)</span></p>")
        let counts = Dictionary(grouping: summary.transitions, by: \.status).mapValues(\.count)
        page.add("<nav class=\"toolbar\"><span class=\"filters\" role=\"group\" aria-label=\"show\">")
        for (filter, title) in [("failed", "Failed"), ("recorded", "Recorded"), ("passed", "Passed"), ("all", "All")] {
            let count = filter == "all" ? summary.transitions.count : counts[filter, default: 0]
            page.add("<button type=\"button\" data-filter=\"\(filter)\" aria-pressed=\"\(filter == "all")\">\(title) "
                + "<span class=\"count\">\(count)</span></button>")
        }
        page.add("</span><input type=\"search\" id=\"search\" placeholder=\"Search transitions ( / )\" aria-label=\"search transitions\">"
            + "<span class=\"keys\"><kbd>j</kbd>/<kbd>k</kbd> next/previous failing frame · <kbd>←</kbd>/<kbd>→</kbd> golden, actual, diff</span>"
            + "</nav></header>")
        for problem in summary.unreadableRecords {
            page.add("<p class=\"problem\">Unreadable record: \(escape(problem))</p>")
        }
        if records.isEmpty {
            page.add("<p>No run records found. Run the tests (<code>goldens test</code> or <code>swift test</code>) first.</p>")
        }
        page.add("<p id=\"nothing\" hidden>No transition matches the filter and search.</p>")
        page.add("<main>")
        // Sections are independent (each decodes and shrinks its own images), so they are made
        // on all cores and joined in review order.
        let order = reviewOrder(summary)
        let sections = concurrentMap(order.count) { slot -> String in
            let index = order[slot]
            let record = records[index], status = summary.transitions[index].status
            let context = SectionContext(id: "t\(index)", status: status, artifactsDirectory: artifactsDirectory,
                                         packageDirectory: GoldenLayout.packageRoot(containing: record.goldensRoot))
            var fragment = HTMLPage()
            if status == "passed" {
                passedLine(record, context, into: &fragment)
            } else {
                section(record, context, into: &fragment)
            }
            return fragment.body
        }
        page.add(sections.joined(separator: "\n"))
        page.add("</main>")
        return page.document
    }


    struct SectionContext {
        var id: String
        var status: String
        var artifactsDirectory: String
        var packageDirectory: String?

        func acceptCommand(_ name: String) -> String {
            GoldenAcceptance.command(accepting: name, artifactsDirectory: artifactsDirectory, packageDirectory: packageDirectory)
        }

    }

    /// The opening tag every transition shares: what the filter and search read.
    private static func openSection(_ record: GoldenRunRecord, _ context: SectionContext, extraClass: String = "",
                                    into page: inout HTMLPage) {
        page.add("<section class=\"transition \(context.status)\(extraClass)\" id=\"\(context.id)\" data-status=\"\(context.status)\" "
            + "data-name=\"\(escape(record.identifier.lowercased()))\">")
    }

    /// The source, linked to the file, for the meta line.
    private static func sourceLink(_ record: GoldenRunRecord, _ context: SectionContext) -> String {
        let text = escape(record.sourceText(relativeTo: context.packageDirectory))
        guard let path = record.sourcePath else { return "<span class=\"source\">\(text)</span>" }
        return "<a class=\"source\" href=\"\(escape(URL(fileURLWithPath: path).absoluteString))\">\(text)</a>"
    }

    /// A passing transition: one line (its settled frame as a thumbnail, name, frames, source),
    /// which unfolds to the filmstrip.
    private static func passedLine(_ record: GoldenRunRecord, _ context: SectionContext, into page: inout HTMLPage) {
        openSection(record, context, extraClass: " line", into: &page)
        // One golden decoded per passing transition (its settled frame, a passing frame's
        // actual being its golden): a run that changed nothing pays little for its page.
        var thumbnail = ""
        if let frame = record.frames.last, let golden = FrameImages.load(frame.comparedGoldenPath).bitmap {
            let small = ReviewImage.fitted(golden, maxWidth: passThumbnailBox.width, maxHeight: passThumbnailBox.height)
            if let bytes = try? PNGEncoder.encode(small) {
                thumbnail = "<img class=\"thumb\" alt=\"\(escape(frame.label))\" src=\"\(dataURI(bytes))\" "
                    + "width=\"\(small.width)\" height=\"\(small.height)\">"
            }
        }
        let labels = record.frames.map(\.label).joined(separator: ", ")
        page.add("<div class=\"summary\"><span class=\"thumbbox\">\(thumbnail)</span>"
            + "<span class=\"name\">\(escape(record.identifier))</span> <span class=\"badge passed\">passed</span> "
            + "<span class=\"meta\" title=\"\(escape(labels))\">\(record.frames.count) frame\(record.frames.count == 1 ? "" : "s") · "
            + "\(escape(record.tolerance)) · \(sourceLink(record, context))</span></div></section>")
    }

    typealias FrameRecord = GoldenRunRecord.FrameRecord

    /// A failing or recorded transition, expanded.
    private static func section(_ record: GoldenRunRecord, _ context: SectionContext, into page: inout HTMLPage) {
        let id = context.id, status = context.status
        openSection(record, context, into: &page)
        let failing = record.frames.filter { $0.status.failsTest }
        page.add("<h2>\(escape(record.identifier)) <span class=\"badge \(status)\">\(status)</span> "
            + "<span class=\"meta\">\(failing.count) of \(record.frames.count) frames</span></h2>")
        page.add("<p class=\"meta\">source: \(sourceLink(record, context)) · tolerance: \(escape(record.tolerance)) · "
            + "record mode: \(escape(record.recordMode)) · goldens: \(escape(PathText.join(record.goldensRoot, record.goldenDirectory)))</p>")
        let acceptable = failing.contains { $0.status != .recorded && $0.actualPath != nil }
        if acceptable {
            page.add("<p class=\"accept\">Accept every failing frame of this transition (in the package directory):"
                + "<code class=\"command\">\(escape(context.acceptCommand(record.goldenDirectory)))</code></p>")
        }

        // What to show per frame: the golden as compared and the actual the run produced.
        let frames = record.frames.map(FrameImages.init)
        let reference = frames.lazy.compactMap { $0.golden ?? $0.actual }.first
        // Shrunk once per distinct image (a passing frame's actual is its golden); the
        // filmstrip's thumbnails are shrunk again from these, never from the full frames.
        var actualPreviews: [Bitmap?] = Array(repeating: nil, count: frames.count)
        if let reference {
            let previewFactor = ReviewImage.shrinkFactor(width: reference.width, height: reference.height,
                                                         maxWidth: previewBox.width, maxHeight: previewBox.height)
            let width = max(1, reference.width / previewFactor), height = max(1, reference.height / previewFactor)
            let placeholder = Bitmap(width: 1, height: 1)
            let goldenFrames = frames.map { ReviewImage.flattened($0.golden ?? placeholder, factor: previewFactor, width: width, height: height) }
            let actualFrames = zip(frames, goldenFrames).map { images, goldenPreview in
                images.actual == nil || images.actual == images.golden
                    ? goldenPreview
                    : ReviewImage.flattened(images.actual ?? placeholder, factor: previewFactor, width: width, height: height)
            }
            for index in frames.indices where frames[index].actual != nil || frames[index].golden != nil {
                actualPreviews[index] = actualFrames[index]
            }
            page.add("<div class=\"previews\">")
            for (name, sequence) in [("golden", goldenFrames), ("actual", actualFrames)] {
                if let apng = try? APNGEncoder.encode(sequence, delayMilliseconds: 250) {
                    page.add("<figure><img class=\"preview\" alt=\"\(name) animation\" src=\"\(dataURI(apng))\" "
                        + "\(displaySize(width, height, maxHeight: previewBox.height))><figcaption>\(name), animated</figcaption></figure>")
                }
            }
            page.add("</div>")
        }

        page.add("<div class=\"filmstrip\">")
        for (frame, preview) in zip(record.frames, actualPreviews) {
            let failing = frame.status.failsTest
            page.add("<figure class=\"frame \(failing ? "failing" : "passing") \(frame.status.rawValue)\">")
            if let image = preview {
                let thumb = ReviewImage.fitted(image, maxWidth: thumbnailBox.width, maxHeight: thumbnailBox.height)
                if let bytes = try? PNGEncoder.encode(thumb) {
                    let link = failing ? "<a href=\"#\(id)-f\(frame.index)\">" : ""
                    page.add("\(link)<img alt=\"\(escape(frame.label))\" src=\"\(dataURI(bytes))\" "
                        + "\(displaySize(thumb.width, thumb.height, maxHeight: thumbnailBox.height))>\(failing ? "</a>" : "")")
                }
            } else {
                page.add("<div class=\"noimage\">no image</div>")
            }
            page.add("<figcaption>\(escape(frame.label))\(timeText(frame.time))<br>\(frame.status.rawValue)</figcaption></figure>")
        }
        page.add("</div>")

        if let motion = record.motion {
            page.add(motionSection(motion, of: record))
        }

        for (frame, images) in zip(record.frames, frames) where frame.status.failsTest {
            let accept = frame.status != .recorded && frame.actualPath != nil
                ? context.acceptCommand(record.goldenDirectory + "/" + GoldenName.component(frame.label)) : nil
            failure(frame, images, id: "\(id)-f\(frame.index)", acceptCommand: accept, into: &page)
        }
        page.add("</section>")
    }

    /// The golden's and this run's motion curves, drawn on shared axes.
    private static func motionSection(_ motion: GoldenRunRecord.MotionRecord, of record: GoldenRunRecord) -> String {
        var problems = [motion.problem].compactMap { $0 }
        func load(_ path: String?) -> MotionTrace? {
            guard let path else { return nil }
            do {
                return try MotionFile.read(path)
            } catch {
                problems.append("\(error)")
                return nil
            }
        }
        let golden = load(motion.comparedGoldenPath), actual = load(motion.actualPath)
        guard golden != nil || actual != nil || !problems.isEmpty else { return "" }
        let instants = record.frames.compactMap { frame in frame.time.map { (time: $0, failing: record.fails(frame)) } }
        return MotionChart.section(golden: golden, actual: actual, frames: instants, problems: problems)
    }

    private static func failure(_ frame: FrameRecord, _ images: FrameImages, id: String, acceptCommand: String?,
                                into page: inout HTMLPage) {
        page.add("<article class=\"failure\" id=\"\(id)\" tabindex=\"-1\">")
        page.add("<h3>\(escape(frame.label))\(timeText(frame.time)): \(frame.status.rawValue)</h3>")
        page.add("<pre>\(escape(frame.message ?? frame.problem ?? ""))</pre>")
        if let acceptCommand {
            page.add("<p class=\"accept\">Accept this frame: <code class=\"command\">\(escape(acceptCommand))</code></p>")
        }
        let shown = images.golden ?? images.actual
        let scale = shown.map { displayScale(height: $0.height, maxHeight: fullHeight) } ?? 1
        func size(_ bitmap: Bitmap) -> String {
            "width=\"\(Int((Double(bitmap.width) * scale).rounded()))\" height=\"\(Int((Double(bitmap.height) * scale).rounded()))\""
        }
        page.add("<div class=\"sidebyside\">")
        var ids: [(name: String, id: String, bitmap: Bitmap)] = []
        for (name, bitmap, bytes) in [("golden", images.golden, images.goldenBytes),
                                      ("actual", images.actual, images.actualBytes),
                                      ("diff", images.diff, images.diffBytes)] {
            page.add("<figure><figcaption>\(name)</figcaption>")
            if let bitmap, let bytes {
                let imageID = "\(id)-\(name)"
                ids.append((name, imageID, bitmap))
                page.add("<img id=\"\(imageID)\" class=\"full\" alt=\"\(name)\" src=\"\(dataURI(bytes))\" \(size(bitmap))>")
            } else {
                page.add("<div class=\"noimage\">\(name == "golden" ? "no golden" : "none")</div>")
            }
            page.add("</figure>")
        }
        page.add("</div>")
        // One image at a time, flipped with the buttons or ←/→: a change too small to see side
        // by side jumps out when the two alternate in place.
        if ids.count > 1 {
            let first = ids.first { $0.name == "diff" } ?? ids[0]
            page.add("<div class=\"viewer\" data-mode=\"\(first.name)\"><div class=\"tabs\">"
                + ids.map { "<button type=\"button\" data-mode=\"\($0.name)\">\($0.name)</button>" }.joined()
                + "</div><div class=\"stage\">"
                + ids.map { "<img class=\"flip \($0.name)\" alt=\"\($0.name)\" data-src=\"\($0.id)\" \(size($0.bitmap))>" }.joined()
                + "</div></div>")
        }
        if let golden = ids.first(where: { $0.name == "golden" }), let actual = ids.first(where: { $0.name == "actual" }) {
            page.add("<div class=\"compare\"><div class=\"stage\">"
                + "<img class=\"under\" alt=\"golden\" data-src=\"\(golden.id)\" \(size(golden.bitmap))>"
                + "<img class=\"over\" alt=\"actual\" data-src=\"\(actual.id)\" \(size(actual.bitmap))></div>"
                + "<div class=\"controls\"><label>swipe golden ⟷ actual <input type=\"range\" class=\"swipe\" min=\"0\" max=\"100\" value=\"50\"></label>"
                + "<label>onion skin (actual opacity) <input type=\"range\" class=\"onion\" min=\"0\" max=\"100\" value=\"100\"></label></div></div>")
        }
        page.add("</article>")
    }

    // MARK: - Images of one frame

    struct FrameImages {
        var golden: Bitmap?
        var goldenBytes: [UInt8]?
        var actual: Bitmap?
        var actualBytes: [UInt8]?
        var diff: Bitmap?
        var diffBytes: [UInt8]?

        /// The golden as it was compared (the copy kept when it was overwritten), the actual
        /// the run produced (a passing frame's actual is its golden), and the diff image.
        init(_ frame: FrameRecord) {
            (golden, goldenBytes) = Self.load(frame.comparedGoldenPath)
            (actual, actualBytes) = Self.load(frame.actualPath)
            (diff, diffBytes) = Self.load(frame.diffPath)
            if actual == nil && !frame.status.failsTest { (actual, actualBytes) = (golden, goldenBytes) }
        }

        static func load(_ path: String?) -> (bitmap: Bitmap?, bytes: [UInt8]?) {
            guard let path, let bytes = try? FileSystem.readFile(at: path, maxBytes: PNGDecodeLimits.default.maxFileBytes),
                  let image = try? PNGDecoder.decode(bytes, file: path) else { return (nil, nil) }
            return (image.bitmap, bytes)
        }
    }

    /// Images are shown at most `maxHeight` tall, and small ones are enlarged (whole pixels
    /// stay sharp: `image-rendering: pixelated`) up to 8 times so a 40-pixel test frame is
    /// still visible.
    static func displayScale(height: Int, maxHeight: Int) -> Double {
        min(8, Double(maxHeight) / Double(max(1, height)))
    }

    /// `width="…" height="…"` for an image shown under `displayScale`.
    static func displaySize(_ width: Int, _ height: Int, maxHeight: Int) -> String {
        let scale = displayScale(height: height, maxHeight: maxHeight)
        return "width=\"\(max(1, Int((Double(width) * scale).rounded())))\" height=\"\(max(1, Int((Double(height) * scale).rounded())))\""
    }

    private static func timeText(_ time: Double?) -> String {
        time.map { " (t = \(DecimalText.fixed($0, digits: 3)) s)" } ?? ""
    }

    static func dataURI(_ png: [UInt8]) -> String {
        "data:image/png;base64," + Data(png).base64EncodedString()
    }

    static func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            default: out.append(character)
            }
        }
        return out
    }
}
