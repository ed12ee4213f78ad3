import GoldensRaster
/// The run as JUnit XML, which CI systems display: one `<testsuite>` per transition and one
/// `<testcase>` per frame (with the `file` and `line` of the test that made it), with a
/// `<failure>` holding the frame's message. A failing frame's images (golden, actual, diff) are
/// named in its `<system-out>` as `[[ATTACHMENT|path]]` lines, the convention Jenkins' JUnit
/// attachments and GitLab's test reports read.
public enum JUnitReport {
    public static func make(_ records: [GoldenRunRecord]) -> String {
        let frames = records.reduce(0) { $0 + $1.frames.count }
        let failures = records.reduce(0) { $0 + $1.failingFrames.count }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"goldens\" tests=\"\(frames)\" failures=\"\(failures)\">\n"
        for record in records {
            let time = DecimalText.fixed(record.durationSeconds, digits: 3)
            out += "  <testsuite name=\"\(escape(record.identifier))\" tests=\"\(record.frames.count)\" "
                + "failures=\"\(record.failingFrames.count)\" time=\"\(time)\">\n"
            var place = ""
            if let path = record.sourcePath { place += " file=\"\(escape(path))\"" }
            if let line = record.sourceLine { place += " line=\"\(line)\"" }
            for frame in record.frames {
                out += "    <testcase classname=\"\(escape(record.identifier))\" name=\"\(escape(frame.label))\"\(place)"
                if record.fails(frame) {
                    let summary = frame.message?.split(separator: "\n").first.map(String.init) ?? frame.status.rawValue
                    out += ">\n      <failure type=\"golden-\(frame.status.rawValue)\" message=\"\(escape(summary))\">"
                    out += escape(frame.message ?? summary) + "</failure>\n"
                    let images = [frame.comparedGoldenPath,
                                  frame.actualPath, frame.diffPath].compactMap { $0 }
                    if !images.isEmpty {
                        out += "      <system-out>" + images.map { "[[ATTACHMENT|\(escape($0))]]" }.joined(separator: "\n")
                            + "</system-out>\n"
                    }
                    out += "    </testcase>\n"
                } else {
                    out += "/>\n"
                }
            }
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// XML text and attribute escaping; characters XML 1.0 cannot hold become U+FFFD.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
