// Part of scripts/run-real-code.sh: compiled with a real-world unit and its driver into one
// program that samples the unit's transitions and writes each as a filmstrip PNG to look at.
import Foundation
import GoldensPNG
import GoldensRaster
import GoldensScene
import GoldensUIKit

/// Where the filmstrips go: the first argument of the program.
nonisolated(unsafe) var filmstripFolder = CommandLine.arguments.dropFirst().first ?? "."

/// Samples `action` at `times` and writes `<name>.png`: the frames side by side at a quarter of
/// their size, 4 px apart, on grey. Prints one line per transition; an error is printed, not thrown,
/// so that one broken transition does not hide the next.
@MainActor
func filmstrip(_ name: String, window: UIWindow, _ action: TransitionAction,
               at times: SampleTimes = .progress([0, 0.25, 0.5, 0.75])) {
    do {
        let frames = try TransitionSampler(window: window).record(action, at: times)
        // FILMSTRIP_SHRINK=1 keeps the frames at full size, to look at details.
        let shrink = max(1, Int(ProcessInfo.processInfo.environment["FILMSTRIP_SHRINK"] ?? "") ?? 4)
        let sheet = contactSheet(frames.map(\.bitmap), shrink: shrink)
        try PNGEncoder.write(sheet, to: "\(filmstripFolder)/\(name).png")
        print("ran     \(name): \(frames.map(\.label).joined(separator: " "))")
    } catch {
        print("failed  \(name): \(error)")
    }
}

/// The frames in a row, each shrunk by an integer factor (a box average of premultiplied bytes).
func contactSheet(_ frames: [Bitmap], shrink: Int) -> Bitmap {
    let cellWidth = (frames.map(\.width).max() ?? 0) / shrink
    let cellHeight = (frames.map(\.height).max() ?? 0) / shrink
    let gap = 4
    var sheet = Bitmap(width: max(1, frames.count * (cellWidth + gap) + gap), height: cellHeight + 2 * gap,
                       fill: PremultipliedPixel(r: 128, g: 128, b: 128, a: 255))
    for (index, frame) in frames.enumerated() {
        let left = gap + index * (cellWidth + gap)
        for y in 0..<(frame.height / shrink) {
            for x in 0..<(frame.width / shrink) {
                var sum = (0, 0, 0, 0)
                for dy in 0..<shrink {
                    for dx in 0..<shrink {
                        let p = frame[x * shrink + dx, y * shrink + dy]
                        sum.0 += Int(p.r); sum.1 += Int(p.g); sum.2 += Int(p.b); sum.3 += Int(p.a)
                    }
                }
                let n = shrink * shrink
                sheet[left + x, gap + y] = PremultipliedPixel(r: UInt8(sum.0 / n), g: UInt8(sum.1 / n),
                                                              b: UInt8(sum.2 / n), a: UInt8(sum.3 / n))
            }
        }
    }
    return sheet
}
