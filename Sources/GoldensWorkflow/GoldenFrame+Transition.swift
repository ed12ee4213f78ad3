import GoldensScene

extension GoldenFrame {
    /// A sampled transition frame, with its display list so a failing frame can be read
    /// ("which view drew this pixel") and redrawn with `goldens render`.
    public init(_ frame: TransitionFrame) {
        self.init(label: frame.label, time: frame.time, bitmap: frame.bitmap, displayList: frame.displayList.jsonString)
    }
}
