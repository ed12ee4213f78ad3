import GoldensScene

/// Anything `expectGoldens` can compare: a `GoldenFrame`, or a frame a `TransitionSampler` made.
public protocol GoldenFrameConvertible {
    var goldenFrame: GoldenFrame { get }
}

extension GoldenFrame: GoldenFrameConvertible {
    public var goldenFrame: GoldenFrame { self }
}

extension TransitionFrame: GoldenFrameConvertible {
    /// The frame with its display list, so a failing frame can be read ("which view drew this
    /// pixel") and redrawn with `goldens render`.
    public var goldenFrame: GoldenFrame { GoldenFrame(self) }
}

extension GoldenFrame {
    /// A sampled transition frame, with its display list.
    public init(_ frame: TransitionFrame) {
        self.init(label: frame.label, time: frame.time, bitmap: frame.bitmap, displayList: frame.displayList.jsonString)
    }
}
