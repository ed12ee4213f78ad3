import Synchronization

/// Work the app puts on the main queue (`DispatchQueue.main.async` and `asyncAfter`,
/// `perform(_:with:afterDelay:)`), waiting for a virtual clock to take it. The next clock to
/// turn (advance, or be asked what is pending) schedules it at its own `now` plus the delay
/// asked for, so a dimming view that fades 0.2 s after a presentation starts, or a completion
/// deferred a run-loop turn, happens at its virtual time, in order, whatever the machine.
///
/// The main queue is one per process in UIKit too, and code may enqueue from any thread, so the
/// queue is process-wide behind a lock; each item is taken by exactly one clock.
public enum MainQueueWork {
    struct Item {
        let delay: Double
        let label: String
        let work: @Sendable () -> Void
    }

    private static let pending = Mutex<[Item]>([])

    /// Queues `work` to run `delay` seconds (0 or more) of virtual time after the clock that
    /// takes it turns; a delay that is not finite never runs.
    public static func enqueue(after delay: Double, label: String, _ work: @escaping @Sendable () -> Void) {
        guard delay.isFinite else { return }
        pending.withLock { $0.append(Item(delay: max(0, delay), label: label, work: work)) }
    }

    /// Takes every waiting item, oldest first.
    static func take() -> [Item] {
        pending.withLock { items in
            defer { items.removeAll() }
            return items
        }
    }
}
