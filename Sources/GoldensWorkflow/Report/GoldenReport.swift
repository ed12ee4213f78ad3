import Foundation
import GoldensPNG
import GoldensRaster

/// `goldens report`: one static HTML page from the run records, plus `summary.json` and
/// `junit.xml` beside it.
///
/// The page is self-contained: every image is embedded as a `data:` URI and the little
/// script and style are inline, so it opens from disk, from a CI artifact or an e-mail with no
/// network and no other files (the goldens live outside the artifacts directory, so relative
/// links would break as soon as the artifacts are uploaded alone). To keep it small, full-size
/// images appear only for failing frames, once each (the swipe/onion view borrows them by id);
/// filmstrips and the animated previews are shrunk copies.
///
/// Layout per transition: the status and tolerance; two animated PNGs (golden and actual,
/// looping at 4 frames a second); the filmstrip of every frame with failing ones outlined in
/// red; then per failing frame its message, golden | actual | diff side by side, and a compare
/// view where one slider swipes between golden and actual and the other sets the onion-skin
/// opacity of the actual over the golden.
public enum GoldenReport {
    public struct Output: Sendable {
        public var htmlPath: String
        public var summaryPath: String
        public var junitPath: String
        public var summary: RunSummary
    }

    /// Largest filmstrip thumbnail and animated preview, in pixels.
    static let thumbnailBox = (width: 160, height: 240)
    static let previewBox = (width: 300, height: 520)
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
        try FileSystem.writeAtomically(Array(makeHTML(records: records, summary: summary).utf8), to: html)
        try FileSystem.writeAtomically(Array(try summary.encoded()) + [0x0A], to: json)
        try FileSystem.writeAtomically(Array(JUnitReport.make(records).utf8), to: junit)
        return Output(htmlPath: html, summaryPath: json, junitPath: junit, summary: summary)
    }

    // MARK: - The page

    static func makeHTML(records: [GoldenRunRecord], summary: RunSummary) -> String {
        var page = HTMLPage()
        page.add("<h1>Golden report</h1>")
        let totals = summary.totals
        page.add("<p class=\"totals\">\(totals.transitions) transition\(totals.transitions == 1 ? "" : "s"), "
            + "\(totals.frames) frame\(totals.frames == 1 ? "" : "s"): <b class=\"passed\">\(totals.passed) passed</b>, "
            + "<b class=\"failed\">\(totals.failed) failed</b>, <b class=\"recorded\">\(totals.recorded) recorded</b></p>")
        for problem in summary.unreadableRecords {
            page.add("<p class=\"problem\">Unreadable record: \(escape(problem))</p>")
        }
        if records.isEmpty {
            page.add("<p>No run records found. Run the tests (<code>goldens test</code> or <code>swift test</code>) first.</p>")
        }

        page.add("<table class=\"summary\"><thead><tr><th>transition</th><th>status</th><th>frames</th>"
            + "<th>passed</th><th>failed</th><th>recorded</th><th>source</th></tr></thead><tbody>")
        for (index, item) in summary.transitions.enumerated() {
            page.add("<tr class=\"\(item.status)\"><td><a href=\"#t\(index)\">\(escape(item.identifier))</a></td>"
                + "<td>\(item.status)</td><td>\(item.frames)</td><td>\(item.passed)</td><td>\(item.failed)</td>"
                + "<td>\(item.recorded)</td><td>\(escape(item.source))</td></tr>")
        }
        page.add("</tbody></table>")

        for (index, record) in records.enumerated() {
            section(record, id: "t\(index)", status: summary.transitions[index].status, into: &page)
        }
        return page.document
    }

    private static func section(_ record: GoldenRunRecord, id: String, status: String, into page: inout HTMLPage) {
        page.add("<section class=\"transition \(status)\" id=\"\(id)\">")
        page.add("<h2>\(escape(record.identifier)) <span class=\"badge \(status)\">\(status)</span></h2>")
        page.add("<p class=\"meta\">tolerance: \(escape(record.tolerance)) · record mode: \(escape(record.recordMode)) · "
            + "\(escape(record.source)) · goldens: \(escape(PathText.join(record.goldensRoot, record.goldenDirectory)))</p>")

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
                let factor = ReviewImage.shrinkFactor(width: image.width, height: image.height,
                                                      maxWidth: thumbnailBox.width, maxHeight: thumbnailBox.height)
                let thumb = ReviewImage.flattened(image, factor: factor, width: max(1, image.width / factor), height: max(1, image.height / factor))
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

        for (frame, images) in zip(record.frames, frames) where frame.status.failsTest {
            failure(frame, images, id: "\(id)-f\(frame.index)", into: &page)
        }
        page.add("</section>")
    }

    private static func failure(_ frame: GoldenRunRecord.FrameRecord, _ images: FrameImages, id: String, into page: inout HTMLPage) {
        page.add("<article class=\"failure\" id=\"\(id)\">")
        page.add("<h3>\(escape(frame.label))\(timeText(frame.time)): \(frame.status.rawValue)</h3>")
        page.add("<pre>\(escape(frame.message ?? frame.problem ?? ""))</pre>")
        let shown = images.golden ?? images.actual
        let scale = shown.map { displayScale(height: $0.height, maxHeight: fullHeight) } ?? 1
        page.add("<div class=\"sidebyside\">")
        var ids: [String: String] = [:]
        for (name, bitmap, bytes) in [("golden", images.golden, images.goldenBytes),
                                      ("actual", images.actual, images.actualBytes),
                                      ("diff", images.diff, images.diffBytes)] {
            page.add("<figure><figcaption>\(name)</figcaption>")
            if let bitmap, let bytes {
                let imageID = "\(id)-\(name)"
                ids[name] = imageID
                page.add("<img id=\"\(imageID)\" class=\"full\" alt=\"\(name)\" src=\"\(dataURI(bytes))\" "
                    + "width=\"\(Int((Double(bitmap.width) * scale).rounded()))\" height=\"\(Int((Double(bitmap.height) * scale).rounded()))\">")
            } else {
                page.add("<div class=\"noimage\">\(name == "golden" ? "no golden" : "none")</div>")
            }
            page.add("</figure>")
        }
        page.add("</div>")
        if let goldenID = ids["golden"], let actualID = ids["actual"], let golden = images.golden, let actual = images.actual {
            func size(_ bitmap: Bitmap) -> String {
                "width=\"\(Int((Double(bitmap.width) * scale).rounded()))\" height=\"\(Int((Double(bitmap.height) * scale).rounded()))\""
            }
            page.add("<div class=\"compare\"><div class=\"stage\">"
                + "<img class=\"under\" alt=\"golden\" data-src=\"\(goldenID)\" \(size(golden))>"
                + "<img class=\"over\" alt=\"actual\" data-src=\"\(actualID)\" \(size(actual))></div>"
                + "<div class=\"controls\"><label>swipe golden ⟷ actual <input type=\"range\" class=\"swipe\" min=\"0\" max=\"100\" value=\"50\"></label>"
                + "<label>onion skin (actual opacity) <input type=\"range\" class=\"onion\" min=\"0\" max=\"100\" value=\"100\"></label></div></div>")
        }
        page.add("</article>")
    }

    // MARK: - Images of one frame

    private struct FrameImages {
        var golden: Bitmap?
        var goldenBytes: [UInt8]?
        var actual: Bitmap?
        var actualBytes: [UInt8]?
        var diff: Bitmap?
        var diffBytes: [UInt8]?

        /// The golden as it was compared (the copy kept when it was overwritten), the actual
        /// the run produced (a passing frame's actual is its golden), and the diff image.
        init(_ frame: GoldenRunRecord.FrameRecord) {
            let goldenSource = frame.previousGoldenPath ?? (frame.found == "missing" ? nil : frame.goldenPath)
            (golden, goldenBytes) = Self.load(goldenSource)
            (actual, actualBytes) = Self.load(frame.actualPath)
            (diff, diffBytes) = Self.load(frame.diffPath)
            if actual == nil && !frame.status.failsTest { (actual, actualBytes) = (golden, goldenBytes) }
        }

        private static func load(_ path: String?) -> (Bitmap?, [UInt8]?) {
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

/// The page's frame: inline style and script, no external resources.
struct HTMLPage {
    private var body: [String] = []

    mutating func add(_ html: String) { body.append(html) }

    var document: String {
        """
        <!DOCTYPE html>
        <html lang="en"><head><meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>Golden report</title>
        <script>window.goldensErrors = 0; window.addEventListener("error", function () { window.goldensErrors += 1; }, true);</script>
        <style>\(Self.style)</style></head>
        <body data-script="pending">
        \(body.joined(separator: "\n"))
        <script>\(Self.script)</script>
        </body></html>

        """
    }

    static let style = """
        body { font: 14px/1.4 -apple-system, "Segoe UI", Roboto, sans-serif; margin: 24px; color: #222; background: #fafafa; }
        h1 { margin-top: 0; } h2 { margin-bottom: 4px; } pre { background: #fff; border: 1px solid #ddd; padding: 8px; overflow-x: auto; }
        .passed { color: #1b7a34; } .failed { color: #b3261e; } .recorded { color: #8a5a00; }
        table.summary { border-collapse: collapse; margin: 12px 0 24px; } table.summary td, table.summary th { border: 1px solid #ccc; padding: 4px 8px; text-align: left; }
        tr.failed td { background: #fdecea; } tr.recorded td { background: #fff4e0; }
        .badge { font-size: 12px; padding: 2px 6px; border-radius: 4px; background: #e8f5e9; }
        .badge.failed { background: #fdecea; } .badge.recorded { background: #fff4e0; }
        section.transition { border-top: 2px solid #ddd; padding-top: 8px; margin-top: 24px; }
        .meta { color: #666; font-size: 12px; }
        .previews, .filmstrip, .sidebyside { display: flex; flex-wrap: wrap; gap: 8px; align-items: flex-start; }
        figure { margin: 0; } figcaption { font-size: 12px; color: #555; text-align: center; }
        .filmstrip figure { border: 3px solid transparent; padding: 2px; }
        .filmstrip figure.failing { border-color: #d93025; background: #fdecea; }
        .filmstrip figure.recorded { border-color: #e09a00; background: #fff4e0; }
        img { display: block; image-rendering: pixelated; background: repeating-conic-gradient(#ddd 0% 25%, #fff 0% 50%) 50% / 16px 16px; }
        .noimage { width: 120px; height: 80px; display: flex; align-items: center; justify-content: center; background: #eee; color: #888; }
        .compare { margin-top: 12px; } .stage { position: relative; display: inline-block; }
        .stage img.over { position: absolute; left: 0; top: 0; }
        .controls label { display: block; font-size: 12px; }
        """

    static let script = """
        (function () {
          function setUp() {
            document.querySelectorAll("img[data-src]").forEach(function (img) {
              var source = document.getElementById(img.getAttribute("data-src"));
              if (source) { img.src = source.src; }
            });
            document.querySelectorAll(".compare").forEach(function (compare) {
              var over = compare.querySelector(".over");
              var swipe = compare.querySelector(".swipe");
              var onion = compare.querySelector(".onion");
              function update() {
                over.style.clipPath = "inset(0 " + (100 - Number(swipe.value)) + "% 0 0)";
                over.style.opacity = String(Number(onion.value) / 100);
              }
              swipe.addEventListener("input", update);
              onion.addEventListener("input", update);
              update();
            });
          }
          document.addEventListener("DOMContentLoaded", setUp);
          window.addEventListener("load", function () {
            var images = Array.prototype.slice.call(document.images);
            var loaded = images.filter(function (img) { return img.complete && img.naturalWidth > 0; });
            document.body.setAttribute("data-images", String(images.length));
            document.body.setAttribute("data-loaded-images", String(loaded.length));
            document.body.setAttribute("data-errors", String(window.goldensErrors));
            document.body.setAttribute("data-script", "ok");
          });
        })();
        """
}
