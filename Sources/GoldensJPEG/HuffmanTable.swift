/// One Huffman table of a DHT segment, laid out for decoding.
///
/// Codes are canonical: the segment gives only how many codes have each length (1 to 16 bits)
/// and the symbols in code order, and the codes follow by counting. Decoding looks the next
/// `fastBits` bits up in one table, which settles every short code (nearly all of them in real
/// files) in one step; longer codes are found by comparing against the largest code of each
/// length.
final class HuffmanTable {
    static let fastBits = 9

    /// Owns the memory `lookup` points into.
    private let storage: UnsafeMutablePointer<Int32>
    let lookup: HuffmanLookup

    /// A table from its 16 code-length counts and its symbols, or nil when the counts claim more
    /// codes of some length than fit (which also rules out a code of all 1 bits, reserved so a
    /// decoder can never mistake fill bits for a code).
    init?(counts: [Int], symbols: [UInt8]) {
        precondition(counts.count == 16 && symbols.count == counts.reduce(0, +))
        let fastCount = 1 << HuffmanTable.fastBits
        // fast | largest code per length (index 0...16) | offset per length | symbols
        let size = fastCount + 17 + 17 + 256
        let storage = UnsafeMutablePointer<Int32>.allocate(capacity: size)
        storage.initialize(repeating: 0, count: size)
        let fast = storage
        let maxCode = storage + fastCount
        let valueOffset = maxCode + 17
        let values = valueOffset + 17

        var code = 0
        var index = 0
        var length = 1
        var valid = true
        while length <= 16 {
            valueOffset[length] = Int32(index - code)
            var remaining = counts[length - 1]
            maxCode[length] = remaining > 0 ? Int32(code + remaining - 1) : -1
            while remaining > 0 {
                let symbol = Int32(symbols[index])
                values[index] = symbol
                if length <= HuffmanTable.fastBits {
                    // Every lookup index that starts with this code settles it.
                    let shift = HuffmanTable.fastBits - length
                    var entry = code << shift
                    let end = (code + 1) << shift
                    while entry < end && entry < fastCount {
                        fast[entry] = Int32(length << 8) | symbol
                        entry += 1
                    }
                }
                code += 1
                index += 1
                remaining -= 1
            }
            if code >= 1 << length {
                valid = false
                break
            }
            code <<= 1
            length += 1
        }
        guard valid else {
            storage.deallocate()
            return nil
        }
        self.storage = storage
        lookup = HuffmanLookup(fast: fast, maxCode: maxCode, valueOffset: valueOffset, values: values)
    }

    deinit {
        storage.deallocate()
    }
}

/// The pointers of a `HuffmanTable`, copied into the scan decoder so its inner loop touches no
/// class and no reference count. Valid while the table lives.
struct HuffmanLookup {
    /// Indexed by the next `fastBits` bits: `length << 8 | symbol`, 0 where no code that short matches.
    let fast: UnsafeMutablePointer<Int32>
    /// Per length 1...16: the largest code of that length, -1 when there is none.
    let maxCode: UnsafeMutablePointer<Int32>
    /// Per length: add to a code to get the index of its symbol.
    let valueOffset: UnsafeMutablePointer<Int32>
    let values: UnsafeMutablePointer<Int32>
}
