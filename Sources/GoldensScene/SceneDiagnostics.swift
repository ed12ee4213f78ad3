import Synchronization

/// Problems in app code that UIKit would log or raise on (a misused animator, a keyframe outside
/// a keyframe block, a storyboard that cannot be read). They are collected, in order, so the
/// sampler can fail the transition with them.
@MainActor
public enum SceneDiagnostics {
    /// Behind a lock: a few reports come from code UIKit lets run on any thread (an image
    /// literal, a pattern colour).
    private nonisolated static let received = Mutex<[String]>([])

    /// The messages not yet drained.
    public static var messages: [String] { received.withLock { $0 } }

    /// Records a problem, stamped with the time of the clock animations run on now.
    public static func report(_ message: String) {
        let stamped = "t=\(AnimationContext.clock.now) s: \(message)"
        received.withLock { $0.append(stamped) }
    }

    /// Records a problem found by code that may run off the main actor, without a time.
    public nonisolated static func reportFromAnyThread(_ message: String) {
        received.withLock { $0.append(message) }
    }

    /// Returns the messages so far and forgets them.
    public static func drain() -> [String] {
        received.withLock { messages in
            defer { messages.removeAll() }
            return messages
        }
    }
}
