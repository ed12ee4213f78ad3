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

    /// Fills `count` 32-bit words with `value`.
    static func fill(_ pointer: UnsafeMutablePointer<UInt32>, with value: UInt32, count: Int) {
        let byte = value & 0xFF
        if value == byte &* 0x0101_0101 {
            if count > 0 { _ = memset(pointer, Int32(byte), count &* 4) }
            return
        }
        var i = 0
        while i < count {
            pointer[i] = value
            i &+= 1
        }
    }
}
