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
    /// A sampled transition frame, with its display list, the images it draws and its
    /// fingerprint; its pixels are drawn only if the check needs them. Image names
    /// ("basil", "snapshot of card") become safe file names ("image-1.png") in the list, so
    /// the dumped list redraws from the files written beside it.
    public init(_ frame: TransitionFrame) {
        var list = frame.displayList
        var files: [String: String] = [:]
        var images: [String: Bitmap] = [:]
        for (index, name) in frame.images.keys.sorted().enumerated() {
            let file = "image-\(index + 1).png"
            files[name] = file
            images[file] = frame.images[name]
        }
        list.ops = list.ops.map { op in
            guard case let .drawImage(name, rect, filter, transform) = op.kind, let file = files[name] else { return op }
            return DisplayOp(.drawImage(image: file, rect: rect, filter: filter, transform: transform), id: op.id, comment: op.comment)
        }
        let json = list.jsonString
        // A frame whose bitmap was replaced is not what its display list draws: no fingerprint.
        self.init(label: frame.label, time: frame.time, pixels: frame.pixels, displayList: json, displayListImages: images,
                  motion: frame.motion,
                  fingerprint: frame.pixels.drawsScene ? GoldenFingerprint.scene(displayList: json, images: images) : nil)
    }
}
