// Built only with the package trait `SnapshotTesting` (`swift build --traits SnapshotTesting`,
// or `traits: ["SnapshotTesting"]` on the dependency), so nobody else builds swift-snapshot-testing.
#if SnapshotTesting
import Foundation
import GoldensDiff
import GoldensWorkflow
import SnapshotTesting

extension Diffing where Value == FrameSheet {
    /// Compares sheets frame by frame with this package's diff engine and `tolerance`; a
    /// failure names each differing frame with its verdict and attaches its actual and diff.
    public static func goldens(tolerance: Tolerance = .exact) -> Diffing {
        .diff(
            toData: { sheet in (try? sheet.png()).map { Data($0) } ?? Data() },
            fromData: { data in FrameSheet(png: [UInt8](data)) },
            diffV2: { reference, actual in
                guard let failure = FrameSheetComparison.compare(reference: reference, actual: actual, tolerance: tolerance)
                else { return nil }
                return (failure.message, failure.attachments.map { DiffAttachment.data(Data($0.png), name: $0.name) })
            }
        )
    }
}

extension Snapshotting where Value: Collection, Value.Element: GoldenFrameConvertible, Format == FrameSheet {
    /// A transition's sampled frames as one PNG snapshot (a sheet of frames), compared frame
    /// by frame with this package's diff engine:
    ///
    /// ```swift
    /// let frames = try TransitionSampler(window: window).record(.present(details, from: list), at: .progress([0, 0.5, 1]))
    /// assertSnapshot(of: frames, as: .goldenFrames())
    /// ```
    public static func goldenFrames(tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .goldens(tolerance: tolerance)) { frames in
            FrameSheet(frames: frames.map(\.goldenFrame))
        }
    }
}

extension Snapshotting where Value: GoldenFrameConvertible, Format == FrameSheet {
    /// One frame as a PNG snapshot, compared with this package's diff engine.
    public static func goldenFrame(tolerance: Tolerance = .exact) -> Snapshotting {
        Snapshotting(pathExtension: "png", diffing: .goldens(tolerance: tolerance)) { frame in
            FrameSheet(frames: [frame.goldenFrame])
        }
    }
}
#endif
