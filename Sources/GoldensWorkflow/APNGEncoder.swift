import GoldensPNG
import GoldensRaster

/// Animated PNG (APNG) from same-sized opaque frames, for the report's previews.
///
/// Each frame is encoded by `PNGEncoder` (libpng does the compression); this type only
/// rearranges the chunks: the first frame's IHDR, an `acTL` naming the frame count, and per
/// frame an `fcTL` (size, delay) followed by its image data: `IDAT` for the first frame (so
/// viewers without APNG support show it as a still), `fdAT` with a sequence number for the rest.
/// Browsers that support APNG (all current ones) animate it.
public enum APNGEncoder {
    public struct Problem: Error, CustomStringConvertible {
        public var description: String
    }

    /// `frames` must be opaque and all the same size (see `ReviewImage.flattened`).
    /// `delay` is each frame's display time in milliseconds; `loops` 0 repeats forever.
    public static func encode(_ frames: [Bitmap], delayMilliseconds delay: Int, loops: Int = 0) throws -> [UInt8] {
        guard let first = frames.first else { throw Problem(description: "an animation needs at least one frame") }
        var out: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var sequence: UInt32 = 0
        var header: [UInt8]?
        for (index, frame) in frames.enumerated() {
            guard frame.width == first.width, frame.height == first.height else {
                throw Problem(description: "frame \(index) is \(frame.width)x\(frame.height), the first is \(first.width)x\(first.height)")
            }
            guard frame.isOpaque else { throw Problem(description: "frame \(index) is not opaque; flatten it first") }
            let chunks = try PNGChunks.parse(try PNGEncoder.encode(frame))
            guard let ihdr = chunks.first(where: { $0.type == "IHDR" })?.data else {
                throw Problem(description: "frame \(index): the encoder wrote no IHDR")
            }
            if let header {
                guard header == ihdr else { throw Problem(description: "frame \(index) encodes with another header than frame 0") }
            } else {
                header = ihdr
                PNGChunks.append("IHDR", ihdr, to: &out)
                PNGChunks.append("acTL", bigEndian(UInt32(frames.count)) + bigEndian(UInt32(max(0, loops))), to: &out)
            }
            let delayNumerator = UInt16(clamping: max(1, delay))
            var control = bigEndian(sequence) + bigEndian(UInt32(frame.width)) + bigEndian(UInt32(frame.height))
            control += bigEndian(UInt32(0)) + bigEndian(UInt32(0))
            control += bigEndian16(delayNumerator) + bigEndian16(1000)
            control += [0, 0]  // dispose: none; blend: source (every frame covers the canvas)
            PNGChunks.append("fcTL", control, to: &out)
            sequence += 1
            for chunk in chunks where chunk.type == "IDAT" {
                if index == 0 {
                    PNGChunks.append("IDAT", chunk.data, to: &out)
                } else {
                    PNGChunks.append("fdAT", bigEndian(sequence) + chunk.data, to: &out)
                    sequence += 1
                }
            }
        }
        PNGChunks.append("IEND", [], to: &out)
        return out
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
    }

    private static func bigEndian16(_ value: UInt16) -> [UInt8] {
        [UInt8(value >> 8), UInt8(value & 0xFF)]
    }
}

/// Reading and writing PNG chunks (length, type, data, CRC-32).
enum PNGChunks {
    struct Chunk {
        var type: String
        var data: [UInt8]
    }

    static func parse(_ bytes: [UInt8]) throws -> [Chunk] {
        var chunks: [Chunk] = []
        if let broken = walk(bytes, { type, _, data in chunks.append(Chunk(type: type, data: Array(bytes[data]))) }) {
            throw APNGEncoder.Problem(description: "chunk \(broken.type) at byte \(broken.offset) runs past the end")
        }
        return chunks
    }

    /// Visits every chunk after the 8-byte signature, in order: its type, its whole extent
    /// (length field through CRC) and its data, without copying. Returns the chunk that runs
    /// past the end of `bytes`, if one does (trailing bytes too few for a chunk are ignored).
    @discardableResult
    static func walk(_ bytes: [UInt8], _ visit: (_ type: String, _ extent: Range<Int>, _ data: Range<Int>) -> Void)
        -> (type: String, offset: Int)? {
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let type = String(decoding: bytes[(offset + 4)..<(offset + 8)], as: UTF8.self)
            guard offset + 12 + length <= bytes.count else { return (type, offset) }
            visit(type, offset..<(offset + 12 + length), (offset + 8)..<(offset + 8 + length))
            offset += 12 + length
        }
        return nil
    }

    static func append(_ type: String, _ data: [UInt8], to out: inout [UInt8]) {
        let length = UInt32(data.count)
        out += [UInt8(length >> 24), UInt8((length >> 16) & 0xFF), UInt8((length >> 8) & 0xFF), UInt8(length & 0xFF)]
        let typed = Array(type.utf8) + data
        out += typed
        let crc = CRC32.checksum(typed)
        out += [UInt8(crc >> 24), UInt8((crc >> 16) & 0xFF), UInt8((crc >> 8) & 0xFF), UInt8(crc & 0xFF)]
    }
}

/// CRC-32 as PNG defines it (polynomial 0xEDB88320, reflected).
enum CRC32 {
    private static let table: [UInt32] = (0..<256).map { index -> UInt32 in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        table.withUnsafeBufferPointer { table in
            bytes.withUnsafeBufferPointer { data in
                var index = 0
                while index < data.count {
                    crc = table[Int((crc ^ UInt32(data[index])) & 0xFF)] ^ (crc >> 8)
                    index &+= 1
                }
            }
        }
        return crc ^ 0xFFFF_FFFF
    }
}
