/// The second byte of a JPEG marker (the first is always 0xFF), with the names messages use.
enum Marker {
    static let startOfImage: UInt8 = 0xD8
    static let endOfImage: UInt8 = 0xD9
    static let startOfScan: UInt8 = 0xDA
    static let quantizationTables: UInt8 = 0xDB
    static let huffmanTables: UInt8 = 0xC4
    static let restartInterval: UInt8 = 0xDD
    static let firstRestart: UInt8 = 0xD0
    static let lastRestart: UInt8 = 0xD7
    static let app0: UInt8 = 0xE0
    static let app14: UInt8 = 0xEE

    /// "SOF2", "DHT", "APP1", "RST3", or "FF12" for markers without a name.
    static func name(_ code: UInt8) -> String {
        switch code {
        case 0xC4: return "DHT"
        case 0xC8: return "JPG"
        case 0xCC: return "DAC"
        case 0xC0...0xCF: return "SOF\(code - 0xC0)"
        case 0xD0...0xD7: return "RST\(code - 0xD0)"
        case 0xD8: return "SOI"
        case 0xD9: return "EOI"
        case 0xDA: return "SOS"
        case 0xDB: return "DQT"
        case 0xDC: return "DNL"
        case 0xDD: return "DRI"
        case 0xDE: return "DHP"
        case 0xDF: return "EXP"
        case 0xE0...0xEF: return "APP\(code - 0xE0)"
        case 0xFE: return "COM"
        default: return "FF" + hex(code)
        }
    }

    static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return digits.count == 1 ? "0" + digits : digits
    }
}

/// Reads the payload of one marker segment, whose bytes are known to lie inside the data: a
/// read past the segment's end is a lie in the segment's length, reported as corrupt.
struct SegmentReader {
    let bytes: UnsafePointer<UInt8>
    private(set) var position: Int
    let start: Int
    let end: Int
    /// "DHT segment at offset 142", for messages.
    let label: String
    let file: String

    init(bytes: UnsafePointer<UInt8>, start: Int, end: Int, marker: UInt8, file: String) {
        self.bytes = bytes
        position = start
        self.start = start
        self.end = end
        // The marker itself sits four bytes before the payload: FF, code and two length bytes.
        label = "\(Marker.name(marker)) segment at offset \(start - 4)"
        self.file = file
    }

    var remaining: Int { end - position }

    mutating func byte() throws(JPEGError) -> Int {
        guard position < end else { throw tooShort() }
        let value = Int(bytes[position])
        position += 1
        return value
    }

    /// A big-endian 16-bit value.
    mutating func word() throws(JPEGError) -> Int {
        let high = try byte()
        return high << 8 | (try byte())
    }

    mutating func skip(_ count: Int) throws(JPEGError) {
        guard count <= remaining else { throw tooShort() }
        position += count
    }

    func corrupt(_ detail: String) -> JPEGError {
        JPEGError(file: file, problem: .corrupt(detail: "\(label): \(detail)"))
    }

    func unsupported(_ detail: String) -> JPEGError {
        JPEGError(file: file, problem: .unsupported(detail: "\(label): \(detail)"))
    }

    private func tooShort() -> JPEGError {
        corrupt("its length field says \(end - start + 2) bytes, too few for what it holds")
    }
}
