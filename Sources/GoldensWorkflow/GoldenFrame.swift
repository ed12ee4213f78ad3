import GoldensRaster
import GoldensScene

/// One frame to compare with its golden: what a transition sampler produces for each sample
/// time, or any bitmap a test wants to pin down.
///
/// The `label` becomes the golden's file name (sanitised, see `GoldenName`), so it should say
/// what the frame is, e.g. `"present@0.30"`: the phase and the fraction of the transition.
/// Labels must be unique within one sequence.
public struct GoldenFrame: Sendable {
    /// What the frame shows, e.g. `"present@0.30"`; the golden's file name.
    public var label: String
    /// When the frame was sampled, in seconds from the start of the transition, if known.
    public var time: Double?
    /// The rendered pixels (drawn when first read, for a sampled transition's frame).
    public var bitmap: Bitmap {
        get { pixels.bitmap }
        set {
            // Pixels from elsewhere are not what the fingerprint's scene draws.
            pixels = FramePixels(newValue)
            fingerprint = nil
        }
    }
    /// Where the pixels come from; a check that matches the frame by its fingerprint never
    /// reads them.
    public var pixels: FramePixels
    /// The scene digest of what determines the pixels (see `GoldenFingerprint`), when known.
    public var fingerprint: String?
    /// The display list (its JSON form: docs/DisplayListFormat.md) the frame was drawn from, if
    /// known. Saved beside a failing frame's artifacts so `goldens render` can redraw it and a
    /// person can see which operation produced a changed pixel.
    public var displayList: String?
    /// The PNGs the display list's `drawImage` ops name, by file name relative to the list;
    /// written beside it so `goldens render` can redraw the frame.
    public var displayListImages: [String: Bitmap]
    /// How the transition's views moved (the same trace on every frame of a sequence), kept as
    /// `motion.json` beside the goldens and drawn in the report.
    public var motion: MotionTrace?

    public init(label: String, time: Double? = nil, bitmap: Bitmap, displayList: String? = nil,
                displayListImages: [String: Bitmap] = [:], motion: MotionTrace? = nil) {
        self.init(label: label, time: time, pixels: FramePixels(bitmap), displayList: displayList,
                  displayListImages: displayListImages, motion: motion, fingerprint: nil)
    }

    init(label: String, time: Double?, pixels: FramePixels, displayList: String?, displayListImages: [String: Bitmap],
         motion: MotionTrace?, fingerprint: String?) {
        self.label = label
        self.time = time
        self.pixels = pixels
        self.displayList = displayList
        self.displayListImages = displayListImages
        self.motion = motion
        self.fingerprint = fingerprint
    }
}
