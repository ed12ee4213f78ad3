import ArgumentParser
import Foundation
import GoldensWorkflow

/// Prints a run's lines with, on a terminal, a status line under them (transitions done,
/// frames per second, time left) that is rewritten in place and cleared at the end. Off a
/// terminal (CI logs, pipes) the lines are printed as they are, with no status.
final class StatusLine {
    private var progress: RunProgress
    /// Whether a status line is drawn (standard output is a terminal and not quiet).
    let isLive: Bool
    private let started = ContinuousClock.now
    private var showing = false

    init(total: Int?, quiet: Bool) {
        progress = RunProgress(total: total)
        isLive = !quiet && isatty(STDOUT_FILENO) == 1
        redraw()
    }

    /// Prints `line` above the status line.
    func print(_ line: String) {
        clear()
        Swift.print(line)
        redraw()
    }

    /// Counts a finished transition and redraws the status.
    func finishedTransition(frames: Int) {
        progress.finishedTransition(frames: frames)
        redraw()
    }

    /// Removes the status line (before the run's closing lines).
    func clear() {
        guard showing else { return }
        Swift.print("\r\u{1B}[2K", terminator: "")
        fflush(nil)
        showing = false
    }

    private func redraw() {
        guard isLive else { return }
        let elapsed = started.duration(to: .now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
        Swift.print("\r\u{1B}[2K" + progress.status(elapsedSeconds: seconds), terminator: "")
        fflush(nil)
        showing = true
    }
}
