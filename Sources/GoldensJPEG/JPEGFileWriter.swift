/// The bytes of a JPEG file around its scan: the markers and the tables.
struct JPEGFileWriter {
    var bytes: [UInt8] = []

    mutating func writeMarker(_ marker: UInt8) {
        bytes += [0xFF, marker]
    }

    /// A marker segment: the marker, its length (which counts itself) and its body.
    private mutating func writeSegment(_ marker: UInt8, _ body: [UInt8]) {
        writeMarker(marker)
        let length = body.count + 2
        bytes += [UInt8(length >> 8), UInt8(length & 0xFF)]
        bytes += body
    }

    /// SOI, JFIF, the quantization tables, the frame, the Huffman tables and the scan header.
    mutating func writeHeader(width: Int, height: Int, tables: QuantizationTables, huffman: [HuffmanCodes]) {
        writeMarker(0xD8)
        // JFIF 1.01, no density unit, 1:1 aspect, no thumbnail.
        writeSegment(0xE0, [0x4A, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00])
        for (id, table) in [tables.luminance, tables.chrominance].enumerated() {
            let zigzag = ZigZag.naturalOrder.map { UInt8(table[Int($0)]) }
            writeSegment(0xDB, [UInt8(id)] + zigzag)
        }
        // Baseline frame: 8-bit samples, three components at full resolution.
        writeSegment(0xC0, [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), 3,
                            1, 0x11, 0, 2, 0x11, 1, 3, 0x11, 1])
        // DC 0, AC 0 (luminance), DC 1, AC 1 (chrominance).
        for (index, table) in huffman.enumerated() {
            let classAndID = UInt8((index % 2) << 4 | index / 2)
            writeSegment(0xC4, [classAndID] + table.bits.map { UInt8($0) } + table.values)
        }
        writeSegment(0xDA, [3, 1, 0x00, 2, 0x11, 3, 0x11, 0, 63, 0])
    }
}

/// Bits written most significant first, a 0xFF byte followed by a stuffed 0x00 as the scan
/// requires, the last byte padded with ones.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt32 = 0
    private var count = 0

    mutating func write(_ value: UInt32, count length: Int) {
        guard length > 0 else { return }
        buffer = buffer << UInt32(length) | (value & ((1 << UInt32(length)) - 1))
        count += length
        while count >= 8 {
            let byte = UInt8(truncatingIfNeeded: buffer >> UInt32(count - 8))
            bytes.append(byte)
            if byte == 0xFF { bytes.append(0) }
            count -= 8
        }
        buffer &= (1 << UInt32(count)) &- 1
    }

    /// The bytes, with the last one filled up with ones.
    mutating func finish() -> [UInt8] {
        if count > 0 { write((1 << UInt32(8 - count)) - 1, count: 8 - count) }
        return bytes
    }
}
