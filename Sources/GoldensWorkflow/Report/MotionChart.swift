import GoldensRaster
import GoldensScene

/// The report's motion section: for each value a transition animates, a small SVG chart with
/// the golden's curve and the run's on the same axes, and the sampled frames' instants marked
/// (failing ones in red). Charts whose curves differ come first; the rest fold away.
enum MotionChart {
    /// One value of one view, as the golden trace and the run's trace have it.
    struct Curve {
        var view: String
        var property: String
        var golden: Series?
        var actual: Series?

        /// The largest difference at a time both traces sampled, and when.
        var largestDifference: (value: Double, time: Double)? {
            guard let golden, let actual else { return nil }
            var byTime: [Double: Double] = [:]
            for (time, value) in zip(golden.times, golden.values) { if let value { byTime[time] = value } }
            var largest: (value: Double, time: Double)?
            for (time, value) in zip(actual.times, actual.values) {
                guard let value, let other = byTime[time] else { continue }
                let difference = abs(value - other)
                if difference > (largest?.value ?? 0) { largest = (difference, time) }
            }
            return largest
        }

        /// Moved differently: in one trace only, sampled over other times, or apart by more
        /// than a hundredth (of a point, a degree or a unit of scale or alpha) somewhere.
        var differs: Bool {
            guard let golden, let actual else { return true }
            if golden.times != actual.times || zip(golden.values, actual.values).contains(where: { ($0 == nil) != ($1 == nil) }) {
                return true
            }
            return (largestDifference?.value ?? 0) > 0.01
        }
    }

    struct Series {
        var times: [Double]
        var values: [Double?]
    }

    /// Every value either trace has, golden order first.
    static func curves(golden: MotionTrace?, actual: MotionTrace?) -> [Curve] {
        var curves: [Curve] = []
        var index: [String: Int] = [:]
        for (trace, isGolden) in [(golden, true), (actual, false)] {
            guard let trace else { continue }
            for view in trace.views {
                for curve in view.properties {
                    let key = view.name + "\u{0}" + curve.property
                    let series = Series(times: trace.times, values: curve.values)
                    if index[key] == nil {
                        index[key] = curves.count
                        curves.append(Curve(view: view.name, property: curve.property))
                    }
                    if isGolden { curves[index[key]!].golden = series } else { curves[index[key]!].actual = series }
                }
            }
        }
        return curves
    }

    /// The section's HTML; `frames` are the sampled instants (seconds) and whether each failed.
    static func section(golden: MotionTrace?, actual: MotionTrace?, frames: [(time: Double, failing: Bool)],
                        problems: [String]) -> String {
        let curves = curves(golden: golden, actual: actual)
        var html = "<div class=\"motion\"><h3>Motion</h3>"
        html += "<p class=\"meta\"><span class=\"key golden\"></span> golden · <span class=\"key actual\"></span> this run · "
            + "ticks: sampled frames (red: failing) · values sampled every \(stepText(golden ?? actual))</p>"
        for problem in problems { html += "<p class=\"problem\">\(GoldenReport.escape(problem))</p>" }
        if golden == nil { html += "<p class=\"meta\">No golden motion trace: only this run's curves are drawn.</p>" }
        let changed = curves.filter(\.differs), unchanged = curves.filter { !$0.differs }
        if curves.isEmpty { html += "<p class=\"meta\">No view's values changed.</p>" }
        html += "<div class=\"charts\">" + changed.map { svg($0, frames: frames) }.joined() + "</div>"
        if !unchanged.isEmpty {
            html += "<details><summary>\(unchanged.count) value\(unchanged.count == 1 ? "" : "s") moved as in the golden</summary>"
                + "<div class=\"charts\">" + unchanged.map { svg($0, frames: frames) }.joined() + "</div></details>"
        }
        return html + "</div>"
    }

    private static func stepText(_ trace: MotionTrace?) -> String {
        guard let step = trace?.step, step > 0 else { return "?" }
        return "1/\(Int((1 / step).rounded())) s"
    }

    static let size = (width: 320.0, height: 140.0)
    static let plot = (left: 52.0, right: 8.0, top: 34.0, bottom: 18.0)

    /// One chart. The polylines' `points` are the data a test reads back.
    static func svg(_ curve: Curve, frames: [(time: Double, failing: Bool)]) -> String {
        let series = [curve.golden, curve.actual].compactMap { $0 }
        let values = series.flatMap { $0.values.compactMap { $0 } }
        let times = series.flatMap(\.times) + frames.map(\.time)
        var low = values.min() ?? 0, high = values.max() ?? 1
        if high - low < 1e-9 { low -= 1; high += 1 }
        let pad = (high - low) * 0.08
        low -= pad
        high += pad
        let end = max(times.max() ?? 1, 1e-9)
        let width = size.width - plot.left - plot.right, height = size.height - plot.top - plot.bottom
        func x(_ time: Double) -> String { DecimalText.fixed(plot.left + time / end * width, digits: 1) }
        func y(_ value: Double) -> String { DecimalText.fixed(plot.top + (high - value) / (high - low) * height, digits: 1) }

        // Two lines above the plot: the view (its last path component), then the value and
        // how far the run strayed from the golden.
        let unit = MotionProperty(rawValue: curve.property)?.unit ?? ""
        var viewName = curve.view.split(separator: "/").last.map(String.init) ?? curve.view
        if viewName.count > 48 { viewName = String(viewName.prefix(47)) + "…" }
        var subtitle = curve.property + (unit.isEmpty ? "" : " (\(unit))")
        if let largest = curve.largestDifference, curve.differs {
            subtitle += " · max Δ \(MotionFile.number(largest.value)) at \(DecimalText.fixed(largest.time, digits: 3)) s"
        } else if curve.golden == nil || curve.actual == nil {
            subtitle += curve.golden == nil ? " · not in the golden" : " · not in this run"
        }
        let escape = GoldenReport.escape
        var svg = "<svg class=\"motion-chart\" width=\"\(Int(size.width))\" "
            + "height=\"\(Int(size.height))\" viewBox=\"0 0 \(Int(size.width)) \(Int(size.height))\" "
            + "data-view=\"\(escape(curve.view))\" data-property=\"\(escape(curve.property))\" data-differs=\"\(curve.differs)\">"
        svg += "<title>\(escape(curve.view)) · \(escape(curve.property))</title>"
        svg += "<rect class=\"plot\" x=\"\(plot.left)\" y=\"\(plot.top)\" width=\"\(width)\" height=\"\(height)\"/>"
        for frame in frames {
            svg += "<line class=\"tick\(frame.failing ? " failing" : "")\" x1=\"\(x(frame.time))\" x2=\"\(x(frame.time))\" "
                + "y1=\"\(plot.top)\" y2=\"\(plot.top + height)\"/>"
        }
        for (name, item) in [("golden", curve.golden), ("actual", curve.actual)] {
            guard let item else { continue }
            // A view absent for a while (nil) breaks its line.
            var segment: [String] = []
            func flush() {
                if !segment.isEmpty { svg += "<polyline class=\"\(name)\" points=\"\(segment.joined(separator: " "))\"/>" }
                segment = []
            }
            for (time, value) in zip(item.times, item.values) {
                if let value { segment.append("\(x(time)),\(y(value))") } else { flush() }
            }
            flush()
        }
        svg += "<text class=\"title\" x=\"4\" y=\"13\">\(escape(viewName))</text>"
        svg += "<text class=\"subtitle\" x=\"4\" y=\"26\">\(escape(subtitle))</text>"
        svg += "<text class=\"axis\" x=\"\(plot.left - 4)\" y=\"\(plot.top + 8)\" text-anchor=\"end\">\(MotionFile.number(high - pad))</text>"
        svg += "<text class=\"axis\" x=\"\(plot.left - 4)\" y=\"\(plot.top + height)\" text-anchor=\"end\">\(MotionFile.number(low + pad))</text>"
        svg += "<text class=\"axis\" x=\"\(plot.left)\" y=\"\(size.height - 4)\">0</text>"
        svg += "<text class=\"axis\" x=\"\(size.width - plot.right)\" y=\"\(size.height - 4)\" text-anchor=\"end\">"
            + "\(DecimalText.fixed(end, digits: 3)) s</text>"
        return svg + "</svg>"
    }
}
