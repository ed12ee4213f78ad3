import Synchronization

/// Problems in app code that UIKit would log or raise on (a misused animator, a keyframe outside
/// a keyframe block, a storyboard that cannot be read). They are collected, in order, so the
/// sampler can fail the transition with them (contradictory constraints only when it asks, as
/// UIKit recovers from them): each with the key window when it is reported (the
/// one whose screen the code is building or animating), so two windows, or two tests, never
/// receive each other's; those reported off the main actor or with no window, apart.
@MainActor
public enum SceneDiagnostics {
    /// A reported problem, stamped with the time.
    public struct Entry: Sendable {
        public var message: String
        /// A required constraint broken to recover from a contradiction: UIKit logs it and lays
        /// out the rest, so it fails only a sampler that asks (`failsOnLayoutConflicts`).
        public var isLayoutConflict: Bool
    }

    /// Behind a lock: a few reports come from code UIKit lets run on any thread (an image
    /// literal, a pattern colour).
    private nonisolated static let received = Mutex<[String]>([])

    /// The messages not yet drained: the key window's, then those of no window.
    public static var messages: [String] { (Window.key?.diagnostics ?? []).map(\.message) + received.withLock { $0 } }

    /// Records a problem, stamped with the time of the clock animations run on now.
    public static func report(_ message: String) {
        if let window = Window.key { return report(message, in: window) }
        let stamped = "t=\(AnimationContext.clock.now) s: \(message)"
        received.withLock { $0.append(stamped) }
    }

    /// Records a problem with the window it happened in, whichever window is key, stamped
    /// with the time animations there run on now.
    public static func report(_ message: String, in window: Window) {
        window.diagnostics.append(Entry(message: stamped(message, in: window), isLayoutConflict: false))
    }

    /// Records a required constraint broken to recover from a contradiction: written to the
    /// console, as UIKit logs it, and kept with the view's window (the key window when it is in
    /// none; nowhere when there is none).
    public static func reportLayoutConflict(_ message: String, about view: View?) {
        ConsoleLog.write(message)
        guard let window = view?.window ?? Window.key else { return }
        window.diagnostics.append(Entry(message: stamped(message, in: window), isLayoutConflict: true))
    }

    private static func stamped(_ message: String, in window: Window) -> String {
        "t=\(AnimationContext.clock(for: window.layer).now) s: \(message)"
    }

    /// Records a problem about `view`: with its window when it is in one, else as `report(_:)`.
    public static func report(_ message: String, about view: View?) {
        if let window = view?.window { report(message, in: window) } else { report(message) }
    }

    /// Records a problem found by code that may run off the main actor, without a time.
    public nonisolated static func reportFromAnyThread(_ message: String) {
        received.withLock { $0.append(message) }
    }

    /// Returns the key window's messages and those of no window, and forgets them.
    public static func drain() -> [String] {
        guard let window = Window.key else { return drainUnattributed() }
        return drain(window)
    }

    /// Returns `window`'s messages and those of no window, and forgets them.
    public static func drain(_ window: Window) -> [String] {
        drainEntries(window).map(\.message)
    }

    /// Returns `window`'s reports and those of no window, and forgets them.
    public static func drainEntries(_ window: Window) -> [Entry] {
        defer { window.diagnostics.removeAll() }
        return window.diagnostics + drainUnattributed().map { Entry(message: $0, isLayoutConflict: false) }
    }

    private static func drainUnattributed() -> [String] {
        received.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
    }
}
