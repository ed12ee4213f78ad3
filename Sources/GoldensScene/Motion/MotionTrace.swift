import Foundation
import GoldensRaster

/// How a transition's views moved: each animated view's presentation values, sampled densely
/// on the virtual clock (every `step` seconds from the start to the last sampled frame).
///
/// A golden shows where things are at a few instants; the trace shows the path between them,
/// so a review sees *which* value moved differently (a spring that no longer overshoots, a
/// delay that shifted) before anyone compares pixels. Values are a view's own, in its
/// superview's space, as animation code sets them: the untransformed frame, the transform's
/// translation, scale and rotation, and alpha. Only views and values that change are kept.
public struct MotionTrace: Sendable, Hashable, Codable {
    /// Bumped when the form changes incompatibly.
    public static let formatVersion = 1
    /// The default sampling step: 120 samples a second, a ProMotion display's refresh.
    public static let defaultStep = 1.0 / 120

    public var formatVersion: Int
    /// Seconds between samples.
    public var step: Double
    /// Seconds since the transition began, one per sample.
    public var times: [Double]
    /// Views in the order they were first seen in the tree.
    public var views: [ViewMotion]

    public init(step: Double, times: [Double], views: [ViewMotion]) {
        formatVersion = Self.formatVersion
        self.step = step
        self.times = times
        self.views = views
    }
}

/// One view's changing values.
public struct ViewMotion: Sendable, Hashable, Codable {
    /// The view's path from the window: display names joined by "/", with "#2", "#3" for
    /// later siblings of the same name ("UITransitionView/DetailViewController.view").
    public var name: String
    /// In `MotionProperty` order; only the values that changed.
    public var properties: [PropertyCurve]

    public init(name: String, properties: [PropertyCurve]) {
        self.name = name
        self.properties = properties
    }
}

/// One value over time: nil where the view was not in the window.
public struct PropertyCurve: Sendable, Hashable, Codable {
    /// A `MotionProperty` raw value: "x", "y", "width", "height", "translationX", …
    public var property: String
    public var values: [Double?]

    public init(property: String, values: [Double?]) {
        self.property = property
        self.values = values
    }
}

/// The values a trace records, in the order charts show them.
public enum MotionProperty: String, CaseIterable, Sendable {
    case x, y, width, height, translationX, translationY, scaleX, scaleY, rotation, alpha

    /// The unit a chart's axis names.
    public var unit: String {
        switch self {
        case .x, .y, .width, .height, .translationX, .translationY: "pt"
        case .scaleX, .scaleY: "×"
        case .rotation: "°"
        case .alpha: ""
        }
    }

    /// The value in `state`: frame in the superview's space, transform decomposed as
    /// rotation then scale (a flip shows as a negative vertical scale), rotation in degrees.
    func value(in state: LayerState) -> Double {
        let frame = state.untransformedFrame, t = state.transform
        switch self {
        case .x: return frame.origin.x
        case .y: return frame.origin.y
        case .width: return frame.size.width
        case .height: return frame.size.height
        case .translationX: return t.tx
        case .translationY: return t.ty
        case .scaleX: return (t.a * t.a + t.b * t.b).squareRoot()
        case .scaleY:
            let determinant = t.a * t.d - t.b * t.c
            return (t.c * t.c + t.d * t.d).squareRoot() * (determinant < 0 ? -1 : 1)
        case .rotation: return PortableMath.atan2(t.b, t.a) * 180 / .pi
        case .alpha: return state.opacity
        }
    }
}

/// Collects a trace while a sampler runs a transition.
@MainActor
struct MotionRecorder {
    let step: Double
    private(set) var times: [Double] = []
    /// Views in the order first seen, and where each one's curves are.
    private var names: [String] = []
    private var slots: [String: Int] = [:]
    /// Per view, per property (in `MotionProperty` order), the values so far; mutated in
    /// place, so a long trace costs linear time.
    private var curves: [[[Double?]]] = []

    init(step: Double) {
        self.step = step
    }

    /// The most samples one trace takes: twenty seconds at 120 per second.
    static let sampleLimit = 2_400

    /// `step`, or the step that spreads `sampleLimit` samples over `duration` when `step` would
    /// take more: a transition timed in hours (a mistake, or a test of one) is traced in as
    /// many samples as twenty seconds, not stepped through at 120 per second.
    static func step(_ step: Double, covering duration: Double) -> Double {
        guard duration.isFinite, duration / step > Double(sampleLimit) else { return step }
        return duration / Double(sampleLimit)
    }

    /// Records every view under `window` as presented at clock time `clockTime`, labelled
    /// `time` seconds since the transition began.
    mutating func sample(_ window: Window, at time: Double, clockTime: Double) {
        let index = times.count
        times.append(Self.rounded(time))
        var named = Set<String>()
        visit(window.subviews, prefix: "", index: index, clockTime: clockTime, named: &named)
    }

    /// The most views a trace follows, the first in the tree's order: a screen has a few
    /// hundred, and a reviewer reads a handful of curves. A hierarchy of a hundred thousand
    /// views is drawn in full but traced only that far.
    static let viewLimit = 2_000

    private mutating func visit(_ views: [View], prefix: String, index: Int, clockTime: Double, named: inout Set<String>) {
        var seen: [String: Int] = [:]
        for view in views {
            guard named.count < Self.viewLimit else { return }
            let base = view.displayName
            var count = seen[base, default: 0] + 1
            var name = prefix + base + (count > 1 ? "#\(count)" : "")
            // Names are views' own ("Cell#2", "A/B"): one that meets another's path moves on.
            while named.contains(name) {
                count += 1
                name = prefix + base + "#\(count)"
            }
            seen[base] = count
            named.insert(name)
            let slot: Int
            if let known = slots[name] {
                slot = known
            } else {
                slot = curves.count
                slots[name] = slot
                names.append(name)
                curves.append(Array(repeating: [], count: MotionProperty.allCases.count))
            }
            // What is on screen: a view inside an interactive transition's container is at the
            // container's own time (the finger's), as the frames draw it.
            let state = view.layer.presentation(at: view.localTime(atClock: clockTime))
            for (property, kind) in MotionProperty.allCases.enumerated() {
                // A view that was away for a while has nil there.
                let missing = index - curves[slot][property].count
                if missing > 0 { curves[slot][property].append(contentsOf: repeatElement(nil, count: missing)) }
                let value = kind.value(in: state)
                curves[slot][property].append(value.isFinite ? Self.rounded(value) : nil)
            }
            visit(view.subviews, prefix: name + "/", index: index, clockTime: clockTime, named: &named)
        }
    }

    /// The trace: views with at least one value that changed, and only those values.
    func trace() -> MotionTrace {
        var views: [ViewMotion] = []
        for (slot, name) in names.enumerated() {
            var properties: [PropertyCurve] = []
            for (property, kind) in MotionProperty.allCases.enumerated() where Self.varies(curves[slot][property]) {
                var curve = curves[slot][property]
                curve += repeatElement(nil, count: max(0, times.count - curve.count))
                properties.append(PropertyCurve(property: kind.rawValue, values: curve))
            }
            if !properties.isEmpty { views.append(ViewMotion(name: name, properties: properties)) }
        }
        return MotionTrace(step: (step * 1e9).rounded() / 1e9, times: times, views: views)
    }

    /// Whether the values present in `curve` span more than 1e-6. Most views of a screen hold
    /// still, so this runs for every property of every view: a plain loop that stops at the
    /// first change, not a filtered copy.
    private static func varies(_ curve: [Double?]) -> Bool {
        var low = Double.infinity, high = -Double.infinity
        var index = 0
        while index < curve.count {
            if let value = curve[index] {
                if value < low { low = value }
                if value > high { high = value }
                if high - low > 1e-6 { return true }
            }
            index += 1
        }
        return false
    }

    /// Three decimals: below what a pixel shows, and the same in every process, so a trace
    /// read back from its file equals the one recorded (the step keeps nine).
    static func rounded(_ value: Double) -> Double {
        let scaled = (value * 1000).rounded()
        return scaled == 0 ? 0 : scaled / 1000
    }
}
