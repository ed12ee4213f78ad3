import Foundation
import Synchronization

/// What UIKit writes to the console and carries on after (a storyboard's runtime attribute its
/// object has no key for, a second `completeTransition`): written to standard error once per message, never failing a frame.
package enum ConsoleLog {
    private static let written = Mutex<Set<String>>([])

    package static func write(_ message: String) {
        guard written.withLock({ $0.insert(message).inserted }) else { return }
        FileHandle.standardError.write(Data(("GoldensUIKit: " + message + "\n").utf8))
    }
}
