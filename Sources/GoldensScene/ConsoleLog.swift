import Foundation
import Synchronization

/// What UIKit writes to the console and carries on after (a storyboard's runtime attribute its
/// object has no key for, an unknown class in a storyboard, a second `completeTransition`):
/// written to standard error once per message, never failing a frame.
package enum ConsoleLog {
    private static let written = Mutex<Set<String>>([])
    /// The messages written while `capture` runs, every one (the console's once-only rule is
    /// for the console, not for a caller that asked to hear them).
    @TaskLocal private static var listener: Listener?

    package static func write(_ message: String) {
        listener?.messages.withLock { $0.append(message) }
        guard written.withLock({ $0.insert(message).inserted }) else { return }
        FileHandle.standardError.write(Data(("GoldensUIKit: " + message + "\n").utf8))
    }

    /// Runs `body` and returns, with its result, the messages written meanwhile (still written
    /// to the console too): what `goldens doctor` lists of a document UIKit would load with
    /// lines in its log.
    package static func capture<Result>(_ body: () throws -> Result) rethrows -> (Result, [String]) {
        let listener = Listener()
        let result = try $listener.withValue(listener) { try body() }
        return (result, listener.messages.withLock { $0 })
    }

    private final class Listener: Sendable {
        let messages = Mutex<[String]>([])
    }
}
