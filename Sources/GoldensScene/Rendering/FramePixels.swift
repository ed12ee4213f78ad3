import GoldensRaster
import Synchronization

/// A frame's pixels, drawn from its scene frame the first time they are read (once, on
/// whichever thread asks first) and kept.
///
/// A golden check that can tell from the frame's fingerprint that its golden already holds
/// these pixels never reads them, so the frame is never rasterized; one that compares reads
/// them from all cores at once, each frame drawn on its own thread.
public final class FramePixels: Sendable {
    private enum State: Sendable {
        case pending(SceneFrame)
        case drawn(Bitmap)
    }

    private let state: Mutex<State>
    /// Whether the pixels are (or will be) exactly what the scene frame draws, so its
    /// display list stands for them; false for pixels given as a bitmap.
    public let drawsScene: Bool

    /// Pixels drawn from `frame` when first read. The frame must have been validated: drawing
    /// cannot fail after that (see `TransitionSampler`).
    public init(drawing frame: SceneFrame) {
        state = Mutex(.pending(frame))
        drawsScene = true
    }

    /// Pixels already drawn.
    public init(_ bitmap: Bitmap) {
        state = Mutex(.drawn(bitmap))
        drawsScene = false
    }

    public var bitmap: Bitmap {
        state.withLock { state in
            switch state {
            case .drawn(let bitmap):
                return bitmap
            case .pending(let frame):
                // Validated before this object was made; a list that still fails draws as its
                // background rather than trapping.
                let bitmap = (try? frame.render())
                    ?? Bitmap(width: frame.displayList.width, height: frame.displayList.height,
                              fill: frame.displayList.background.premultiplied)
                state = .drawn(bitmap)
                return bitmap
            }
        }
    }

    /// Whether the pixels have been drawn (for tests of what a check skipped).
    public var isDrawn: Bool {
        state.withLock { if case .drawn = $0 { true } else { false } }
    }
}
