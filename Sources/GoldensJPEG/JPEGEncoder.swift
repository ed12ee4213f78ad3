import GoldensRaster

/// Writes baseline JPEG files (JFIF, three components at full resolution, 8-bit quantization
/// tables scaled from the standard's by a quality, Huffman tables made for the image), in
/// integer arithmetic so every machine writes the same bytes. Transparent pixels are written
/// as their colour over black, as Core Graphics drops the alpha of premultiplied pixels.
public enum JPEGEncoder {
    /// The image as a JPEG file, or nil when it has no pixels or a side over 65,535 (what a
    /// JPEG frame header can hold). `quality` runs from 1 (smallest) to 100 (best).
    public static func encode(_ bitmap: Bitmap, quality: Int) -> [UInt8]? {
        guard bitmap.width > 0, bitmap.height > 0, bitmap.width <= 65535, bitmap.height <= 65535 else { return nil }
        let tables = QuantizationTables(quality: quality)
        let blocks = QuantizedBlocks(bitmap, tables: tables)
        let luminance = (dc: HuffmanCodeBuilder(), ac: HuffmanCodeBuilder())
        let chrominance = (dc: HuffmanCodeBuilder(), ac: HuffmanCodeBuilder())
        blocks.forEachSymbol { component, symbol, isDC in
            let builder = component == 0 ? (isDC ? luminance.dc : luminance.ac) : (isDC ? chrominance.dc : chrominance.ac)
            builder.count(symbol)
        }
        let codes = [luminance.dc.table(), luminance.ac.table(), chrominance.dc.table(), chrominance.ac.table()]

        var file = JPEGFileWriter()
        file.writeHeader(width: bitmap.width, height: bitmap.height, tables: tables, huffman: codes)
        var bits = BitWriter()
        blocks.encode(into: &bits, dc: [codes[0], codes[2]], ac: [codes[1], codes[3]])
        file.bytes += bits.finish()
        file.writeMarker(0xD9)
        return file.bytes
    }
}

/// The two quantization tables (natural order): the standard's example tables (ITU T.81 Annex K)
/// scaled as the Independent JPEG Group scales them: by 5000/quality below 50, by 200 - 2·quality
/// from 50, each entry kept within 1...255.
struct QuantizationTables {
    let luminance: [Int]
    let chrominance: [Int]

    private static let luminanceBase = [
        16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55,
        14, 13, 16, 24, 40, 57, 69, 56, 14, 17, 22, 29, 51, 87, 80, 62,
        18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81, 104, 113, 92,
        49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
    ]
    private static let chrominanceBase: [Int] = (0..<64).map { index in
        let row = index / 8, column = index % 8
        let corner = [[17, 18, 24, 47], [18, 21, 26, 66], [24, 26, 56, 99], [47, 66, 99, 99]]
        return row < 4 && column < 4 ? corner[row][column] : 99
    }

    init(quality: Int) {
        let quality = min(max(quality, 1), 100)
        let scale = quality < 50 ? 5000 / quality : 200 - 2 * quality
        func scaled(_ base: [Int]) -> [Int] { base.map { min(max(($0 * scale + 50) / 100, 1), 255) } }
        luminance = scaled(Self.luminanceBase)
        chrominance = scaled(Self.chrominanceBase)
    }
}
