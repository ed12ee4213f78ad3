import Synchronization

/// Problems in app code that UIKit would log or raise on (a misused animator, a keyframe outside
/// a keyframe block, a storyboard that cannot be read). They are collected, in order, so the
/// sampler can fail the transition with them: each with the key window when it is reported (the
/// one whose screen the code is building or animating), so two windows, or two tests, never
/// receive each other's; those reported off the main actor or with no window, apart.
@MainActor
public enum SceneDiagnostics {
    /// Behind a lock: a few reports come from code UIKit lets run on any thread (an image
    /// literal, a pattern colour).
    private nonisolated static let received = Mutex<[String]>([])

    /// The messages not yet drained: the key window's, then those of no window.
    public static var messages: [String] { (Window.key?.diagnostics ?? []) + received.withLock { $0 } }

    /// Records a problem, stamped with the time of the clock animations run on now.
    public static func report(_ message: String) {
        if let window = Window.key { return report(message, in: window) }
        let stamped = "t=\(AnimationContext.clock.now) s: \(message)"
        received.withLock { $0.append(stamped) }
    }

    /// Records a problem with the window it happened in, whichever window is key, stamped
    /// with the time animations there run on now.
    public static func report(_ message: String, in window: Window) {
        window.diagnostics.append("t=\(AnimationContext.clock(for: window.layer).now) s: \(message)")
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
        defer { window.diagnostics.removeAll() }
        return window.diagnostics + drainUnattributed()
    }

    private static func drainUnattributed() -> [String] {
        received.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
    }
}
