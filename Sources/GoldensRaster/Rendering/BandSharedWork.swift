import Synchronization

/// Work the bands of one render share: stroke outlines and blurred shadow masks.
///
/// Every band runs every op clipped to its rows, but some of an op's work does not depend on the
/// rows: a stroke's outline (joins, caps, dashes, round parts), and a shadow's blurred coverage,
/// which spans the shape and its blur whatever rows a band draws. Made once per band, a wide
/// stroke or any shadow cost as many times that work as there are bands (eight on two threads).
/// Each such result is a pure function of its op and the parameters it was made for, so the
/// first band to need it makes it while any other band that needs it meanwhile waits, and the
/// rest take it: the bytes do not depend on which band made it.
final class BandSharedWork: Sendable {
    /// What a result was made from besides its op, by the bits of each number, so only exactly
    /// the same request finds it; and the result's type, so two kinds of work on one op differ.
    private struct Key: Hashable {
        let op: Int
        let kind: ObjectIdentifier
        let parameters: [UInt64]
    }

    /// One result, made under its own lock so that bands needing other results go on.
    private final class Slot: Sendable {
        let value = Mutex<(any Sendable)?>(nil)
    }

    private let slots = Mutex<[Key: Slot]>([:])

    /// The result of op `op` for `parameters`, made by `make` when no band has made it yet.
    func value<Value: Sendable>(op: Int, parameters: [Double], make: () -> Value) -> Value {
        let key = Key(op: op, kind: ObjectIdentifier(Value.self), parameters: parameters.map(\.bitPattern))
        let slot = slots.withLock { slots in
            if let slot = slots[key] { return slot }
            let slot = Slot()
            slots[key] = slot
            return slot
        }
        return slot.value.withLock { made in
            if let made = made as? Value { return made }
            let value = make()
            made = value
            return value
        }
    }
}
