import Foundation
import GoldensPNG
import GoldensRaster
import GoldensScene

/// A transition's motion trace on disk: `motion.json` beside its goldens (the golden motion)
/// and beside its artifacts (the run's, when a frame failed). Not compared for the verdict:
/// the report draws both so a reviewer sees which value moved differently.
///
/// The file is JSON with one curve per line, so a changed curve is a one-line diff.
public enum MotionFile {
    public static let fileName = "motion.json"
    /// A trace of a few seconds at 120 Hz is tens of kilobytes; anything near this is not one.
    static let maxBytes = 32 << 20

    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    public static func encode(_ trace: MotionTrace) -> [UInt8] {
        var out = "{\"formatVersion\": \(trace.formatVersion), \"step\": \(number(trace.step, digits: 9)),\n"
        out += "\"times\": [\(trace.times.map { number($0) }.joined(separator: ", "))],\n\"views\": ["
        for (viewIndex, view) in trace.views.enumerated() {
            out += viewIndex == 0 ? "\n" : ",\n"
            out += "{\"name\": \(JSONText.string(view.name)), \"properties\": ["
            for (index, curve) in view.properties.enumerated() {
                out += (index == 0 ? "\n" : ",\n") + "  {\"property\": \(JSONText.string(curve.property)), \"values\": ["
                out += curve.values.map { $0.map { number($0) } ?? "null" }.joined(separator: ", ") + "]}"
            }
            out += "]}"
        }
        return Array((out + "]}\n").utf8)
    }

    /// Reads a trace, refusing what is not one: too large, not JSON of this form, another
    /// format version, or curves whose length is not the number of times.
    public static func read(_ path: String) throws -> MotionTrace {
        let bytes = try FileSystem.readFile(at: path, maxBytes: maxBytes)
        let trace: MotionTrace
        do {
            trace = try JSONDecoder().decode(MotionTrace.self, from: Data(bytes))
        } catch {
            throw Problem(description: "\(path): not a motion trace: \(error)")
        }
        guard trace.formatVersion == MotionTrace.formatVersion else {
            throw Problem(description: "\(path): motion format \(trace.formatVersion), expected \(MotionTrace.formatVersion)")
        }
        guard trace.step.isFinite, (1e-6...10).contains(trace.step) else {
            throw Problem(description: "\(path): step \(trace.step), expected seconds between 0.000001 and 10")
        }
        guard trace.times.allSatisfy(\.isFinite) else {
            throw Problem(description: "\(path): a time is not a finite number")
        }
        for view in trace.views {
            for curve in view.properties where curve.values.count != trace.times.count {
                throw Problem(description: "\(path): \(view.name) \(curve.property) has \(curve.values.count) values "
                    + "for \(trace.times.count) times")
            }
        }
        return trace
    }

    /// The shortest decimal of a value rounded to `digits` places ("844", "0.5", "-12.125").
    static func number(_ value: Double, digits: Int = 3) -> String {
        var text = DecimalText.fixed(value, digits: digits)
        if text.contains(".") {
            while text.hasSuffix("0") { text.removeLast() }
            if text.hasSuffix(".") { text.removeLast() }
        }
        return text == "-0" ? "0" : text
    }
}
