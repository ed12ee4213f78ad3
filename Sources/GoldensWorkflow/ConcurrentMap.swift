import Dispatch
import Foundation

/// `body(0..<count)` on all cores, results in index order: for work items that are
/// independent (frames of a sequence, sections of a report), so the output never depends on
/// which thread ran what.
func concurrentMap<Value>(_ count: Int, _ body: @Sendable (Int) -> Value) -> [Value] {
    let slots = Slots<Value>(count: count)
    DispatchQueue.concurrentPerform(iterations: count) { index in
        slots.store(body(index), at: index)
    }
    return slots.values
}

/// One slot per index, each written once by one worker thread.
private final class Slots<Value>: @unchecked Sendable {
    private var slots: [Value?]
    private let lock = NSLock()

    init(count: Int) { slots = Array(repeating: nil, count: count) }

    func store(_ value: Value, at index: Int) {
        lock.withLock { slots[index] = value }
    }

    /// Every slot is filled once `concurrentPerform` returns.
    var values: [Value] { lock.withLock { slots.compactMap { $0 } } }
}
