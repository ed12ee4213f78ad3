#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// Zeroed memory for offscreen surfaces (group layers, planes), kept between layers and
/// between renders.
///
/// Why: a layer the size of the screen is 12 MB that `calloc` hands out as fresh pages, and
/// touching them for the first time (a page fault each, and the kernel zeroing the page) cost
/// more than drawing the group; freeing them also lets the heap shrink, so the next frame's
/// canvas faults its pages in again. A surface gives its memory back with the pixels it drew
/// zeroed again (every write to a surface lies in a span it marks as drawn), so every pooled
/// block is zero throughout and serves any layer that fits in it, whatever its width.
///
/// Process-wide, since each frame is a new render; a render takes blocks and gives them back,
/// so renders on several threads never share one.
enum LayerPool {
    /// Pooled blocks beyond this many bytes, or this many blocks, are freed: memory held
    /// between renders stays that of a few screen-sized layers, and finding a block stays a
    /// short scan.
    static let retainedByteLimit = 96 << 20
    static let retainedBlockLimit = 16

    /// Addresses (as integers, to cross the lock) and byte counts of the zeroed blocks.
    private static let blocks = Mutex<[(address: Int, capacity: Int)]>([])

    /// A block of at least `count` zero bytes, and its capacity: the smallest pooled block
    /// that fits, else new memory from `calloc`.
    static func take(_ count: Int) -> (base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        let pooled: (address: Int, capacity: Int)? = blocks.withLock { blocks in
            var best = -1
            var index = 0
            while index < blocks.count {
                if blocks[index].capacity >= count && (best < 0 || blocks[index].capacity < blocks[best].capacity) {
                    best = index
                }
                index += 1
            }
            return best < 0 ? nil : blocks.remove(at: best)
        }
        if let pooled, let base = UnsafeMutablePointer<UInt8>(bitPattern: pooled.address) {
            return (base, pooled.capacity)
        }
        if let zeroed = calloc(count, 1) {
            return (zeroed.bindMemory(to: UInt8.self, capacity: count), count)
        }
        let base = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        Memory.zero(base, count: count)
        return (base, count)
    }

    /// Takes back a block that is zero throughout. Past the limits the smallest blocks are
    /// freed first: a screen-sized layer is the one worth keeping.
    static func give(_ base: UnsafeMutablePointer<UInt8>, capacity: Int) {
        guard capacity <= retainedByteLimit else {
            free(base)
            return
        }
        let evicted: [Int] = blocks.withLock { blocks in
            blocks.append((Int(bitPattern: base), capacity))
            var held = 0
            for block in blocks { held += block.capacity }
            var evicted: [Int] = []
            while held > retainedByteLimit || blocks.count > retainedBlockLimit {
                var smallest = 0
                var index = 1
                while index < blocks.count {
                    if blocks[index].capacity < blocks[smallest].capacity { smallest = index }
                    index += 1
                }
                let block = blocks.remove(at: smallest)
                held -= block.capacity
                evicted.append(block.address)
            }
            return evicted
        }
        for address in evicted { free(UnsafeMutableRawPointer(bitPattern: address)) }
    }
}
