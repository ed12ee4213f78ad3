#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bulk memory operations through the C library. The generic `initialize(repeating:)`,
/// `update(repeating:)` and `update(from:)` of typed pointers go element by element through
/// value witnesses in a debug build (`swift test`), hundreds of times slower than `memset`.
enum Memory {
    @inline(__always)
    static func fill(_ pointer: UnsafeMutablePointer<UInt8>, with value: UInt8, count: Int) {
        if count > 0 { _ = memset(pointer, Int32(value), count) }
    }

    @inline(__always)
    static func zero<T>(_ pointer: UnsafeMutablePointer<T>, count: Int) {
        if count > 0 { _ = memset(pointer, 0, count * MemoryLayout<T>.stride) }
    }

    @inline(__always)
    static func copy(_ destination: UnsafeMutablePointer<UInt8>, from source: UnsafePointer<UInt8>, count: Int) {
        if count > 0 { _ = memcpy(destination, source, count) }
    }

    /// Fills `count` 32-bit words with `value`: by `memset` when its four bytes are equal,
    /// otherwise by copying the filled prefix onto the rest in doubling chunks (a handful of
    /// `memcpy` calls instead of a per-pixel loop, which a debug build runs slowly).
    static func fill(_ pointer: UnsafeMutablePointer<UInt32>, with value: UInt32, count: Int) {
        guard count > 0 else { return }
        let byte = value & 0xFF
        if value == byte &* 0x0101_0101 {
            _ = memset(pointer, Int32(byte), count &* 4)
            return
        }
        pointer[0] = value
        var filled = 1
        while filled < count {
            let chunk = filled < count &- filled ? filled : count &- filled
            _ = memcpy(pointer + filled, pointer, chunk &* 4)
            filled &+= chunk
        }
    }

    /// How many of the `count` words at `words` equal the first (`count` ≥ 1), when that is
    /// at least `minimum`; otherwise some smaller number. The words are compared by `memcmp` of
    /// the row against itself one word on (equal exactly when every word in the range is):
    /// first the `minimum`, then chunks that double while they match and halve when not, so a
    /// long run of one colour costs a few C calls, not a loop per pixel (which a debug build
    /// runs slowly), and a short one a single call.
    static func runLength(_ words: UnsafePointer<UInt32>, count: Int, minimum: Int) -> Int {
        if count < minimum || memcmp(words + 1, words, (minimum &- 1) &* 4) != 0 { return 1 }
        var length = minimum
        var chunk = minimum
        while length < count {
            let n = chunk < count &- length ? chunk : count &- length
            if memcmp(words + length, words + (length &- 1), n &* 4) == 0 {
                length &+= n
                chunk &*= 2
            } else if n == 1 {
                break
            } else {
                chunk = n &>> 1
            }
        }
        return length
    }
}
