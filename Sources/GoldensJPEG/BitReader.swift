/// Reads the entropy-coded data of a scan, most significant bit first.
///
/// In that data a 0xFF byte is followed by a stuffed 0x00 (dropped), and anything else after a
/// 0xFF is a marker: a restart or the end of the scan. The reader never reads past a marker or
/// the end of the data; from there on it supplies zero bits (Huffman lookups peek further than
/// a code reaches) and counts them in `padding`, so the scan decoder can tell, after each MCU,
/// whether it consumed bits that were never in the file (`overran`).
struct BitReader {
    private let bytes: UnsafePointer<UInt8>
    private let end: Int
    /// The next byte to load; at a marker, the offset of its 0xFF.
    private(set) var position: Int
    /// Unread bits, left-aligned: the next bit is bit 63.
    private var buffer: UInt64 = 0
    private var count = 0
    /// Zero bits at the bottom of `buffer` that stand for data past a marker or the end.
    private var padding = 0
    /// Whether loading stopped at a marker or at the end of the data.
    private(set) var stopped = false

    init(bytes: UnsafePointer<UInt8>, start: Int, end: Int) {
        self.bytes = bytes
        position = start
        self.end = end
    }

    /// True when more bits were consumed than the data held.
    var overran: Bool { count < padding }

    /// True when loading stopped at the end of the data rather than at a marker.
    var reachedEnd: Bool { position >= end }

    /// Loads bytes until at least 57 bits are buffered.
    private mutating func refill() {
        while count <= 56 {
            var byte: UInt64 = 0
            if !stopped {
                if position >= end {
                    stopped = true
                } else if bytes[position] != 0xFF {
                    byte = UInt64(bytes[position])
                    position &+= 1
                } else {
                    // Fill bytes (extra 0xFFs) may come before a marker's code.
                    var next = position &+ 1
                    while next < end && bytes[next] == 0xFF { next &+= 1 }
                    if next < end && bytes[next] == 0 {
                        byte = 0xFF
                        position = next &+ 1
                    } else {
                        stopped = true
                        position = next &- 1
                    }
                }
            }
            if stopped { padding &+= 8 }
            buffer |= byte &<< UInt64(56 &- count)
            count &+= 8
        }
    }

    /// The next Huffman symbol of `table`, or -1 when the bits are no code of it.
    mutating func decode(_ table: HuffmanLookup) -> Int {
        if count < 16 { refill() }
        let peek = Int(truncatingIfNeeded: buffer &>> 48)
        let entry = Int(table.fast[peek &>> (16 &- HuffmanTable.fastBits)])
        if entry != 0 {
            let length = entry &>> 8
            buffer = buffer &<< UInt64(length)
            count &-= length
            return entry & 0xFF
        }
        var length = HuffmanTable.fastBits &+ 1
        while length <= 16 {
            let code = peek &>> (16 &- length)
            if code <= Int(table.maxCode[length]) {
                buffer = buffer &<< UInt64(length)
                count &-= length
                return Int(table.values[code &+ Int(table.valueOffset[length])])
            }
            length &+= 1
        }
        return -1
    }

    /// The next `length` bits (1 to 16) as an unsigned number.
    mutating func bits(_ length: Int) -> Int {
        if count < length { refill() }
        let value = Int(truncatingIfNeeded: buffer &>> UInt64(64 &- length))
        buffer = buffer &<< UInt64(length)
        count &-= length
        return value
    }

    mutating func bit() -> Int {
        if count < 1 { refill() }
        let value = Int(truncatingIfNeeded: buffer &>> 63)
        buffer = buffer &<< 1
        count &-= 1
        return value
    }

    /// The next `length` bits (1 to 16) read as a coefficient of that size class: the codes
    /// 0 ..< 2^(length-1) stand for the negative values, the rest for the positive ones.
    mutating func signedValue(_ length: Int) -> Int {
        let value = bits(length)
        return value < 1 &<< (length &- 1) ? value &- (1 &<< length) &+ 1 : value
    }

    /// Drops the buffered bits (a restart interval ends on a byte boundary) and finds the next
    /// marker from the current position, skipping any bytes left before it. Returns its code,
    /// and leaves the reader after it, or nil when the data ends first.
    mutating func nextMarker() -> UInt8? {
        buffer = 0
        count = 0
        padding = 0
        stopped = false
        while position < end {
            if bytes[position] == 0xFF {
                var next = position &+ 1
                while next < end && bytes[next] == 0xFF { next &+= 1 }
                guard next < end else { break }
                if bytes[next] != 0 {
                    position = next &+ 1
                    return bytes[next]
                }
                position = next &+ 1
            } else {
                position &+= 1
            }
        }
        position = end
        return nil
    }
}
