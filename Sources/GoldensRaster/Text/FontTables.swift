/// The TrueType tables `TrueTypeFont` reads besides the outlines: the table directory, `head`,
/// `hhea`, `maxp`, `hmtx`, `cmap` (formats 4 and 12) and `kern` (format 0). Each is decoded in
/// full when the font is opened, so every problem is found there and named by its table, and
/// the lookups afterwards cannot fail.

/// Big-endian reads inside one table. Every read is bounds-checked against the table, so a
/// damaged file throws a `FontError` naming the table instead of trapping.
struct FontBytes {
    let data: [UInt8]
    let table: String
    /// Where the table (or the part of it this view covers) starts in `data`, and its length.
    let start: Int
    let count: Int

    func failure(_ problem: String) -> FontError { FontError(table: table, problem: problem) }

    /// The part of this view from `offset` to its end, as its own view with the same table name.
    func suffix(from offset: Int) throws(FontError) -> FontBytes {
        try check(offset, 0)
        return FontBytes(data: data, table: table, start: start + offset, count: count - offset)
    }

    func slice(_ offset: Int, _ length: Int) throws(FontError) -> FontBytes {
        try check(offset, length)
        return FontBytes(data: data, table: table, start: start + offset, count: length)
    }

    func check(_ offset: Int, _ size: Int) throws(FontError) {
        // Offsets come from 32-bit fields plus small sums, so none of this arithmetic overflows.
        guard offset >= 0, size >= 0, offset <= count - size else {
            throw failure("reading \(size) bytes at offset \(offset) runs past its end (\(count) bytes)")
        }
    }

    func u8(_ offset: Int) throws(FontError) -> Int {
        try check(offset, 1)
        return Int(data[start + offset])
    }

    func i8(_ offset: Int) throws(FontError) -> Int {
        Int(Int8(truncatingIfNeeded: try u8(offset)))
    }

    func u16(_ offset: Int) throws(FontError) -> Int {
        try check(offset, 2)
        return Int(data[start + offset]) << 8 | Int(data[start + offset + 1])
    }

    func i16(_ offset: Int) throws(FontError) -> Int {
        Int(Int16(truncatingIfNeeded: try u16(offset)))
    }

    func u32(_ offset: Int) throws(FontError) -> Int {
        try check(offset, 4)
        var value = 0
        for k in 0..<4 { value = value << 8 | Int(data[start + offset + k]) }
        return value
    }

    /// A 2.14 fixed-point number (a composite glyph's scale).
    func f2dot14(_ offset: Int) throws(FontError) -> Double {
        Double(try i16(offset)) / 16384
    }
}

/// The tables of an sfnt file by tag, each checked to lie inside the file.
enum TableDirectory {
    static func read(_ data: [UInt8]) throws(FontError) -> [String: FontBytes] {
        let file = FontBytes(data: data, table: "sfnt", start: 0, count: data.count)
        let version = try file.u32(0)
        if version == 0x4F54_544F {
            throw file.failure("CFF outlines ('OTTO') are not read, only TrueType glyf outlines")
        }
        guard version == 0x0001_0000 || version == 0x7472_7565 else {
            throw file.failure("not a TrueType font: version 0x\(String(version, radix: 16))")
        }
        var tables: [String: FontBytes] = [:]
        for index in 0..<(try file.u16(4)) {
            let record = 12 + 16 * index
            let tag = String(decoding: try file.slice(record, 4).bytes, as: UTF8.self)
            let offset = try file.u32(record + 8), length = try file.u32(record + 12)
            guard offset <= data.count, length <= data.count - offset else {
                throw FontError(table: tag, problem: "its \(length) bytes at offset \(offset) run past the end of the file (\(data.count) bytes)")
            }
            tables[tag] = FontBytes(data: data, table: tag, start: offset, count: length)
        }
        return tables
    }

    static func required(_ tag: String, in tables: [String: FontBytes]) throws(FontError) -> FontBytes {
        guard let table = tables[tag] else { throw FontError(table: tag, problem: "missing") }
        return table
    }
}

extension FontBytes {
    var bytes: ArraySlice<UInt8> { data[start..<(start + count)] }
}

/// `head`, `hhea` and `maxp`: the numbers the other tables are read with.
struct FontHeader {
    var unitsPerEm: Int
    var longLocaOffsets: Bool
    var ascender: Int
    var descender: Int
    var lineGap: Int
    var horizontalMetricCount: Int
    var glyphCount: Int

    init(head: FontBytes, hhea: FontBytes, maxp: FontBytes) throws(FontError) {
        guard try head.u32(12) == 0x5F0F_3CF5 else { throw head.failure("bad magic number") }
        unitsPerEm = try head.u16(18)
        guard (16...16384).contains(unitsPerEm) else { throw head.failure("unitsPerEm \(unitsPerEm) is outside 16…16384") }
        let locaFormat = try head.i16(50)
        guard locaFormat == 0 || locaFormat == 1 else { throw head.failure("indexToLocFormat \(locaFormat) is neither 0 nor 1") }
        longLocaOffsets = locaFormat == 1
        ascender = try hhea.i16(4)
        descender = try hhea.i16(6)
        lineGap = try hhea.i16(8)
        horizontalMetricCount = try hhea.u16(34)
        glyphCount = try maxp.u16(4)
        guard glyphCount > 0 else { throw maxp.failure("the font has no glyphs") }
        guard (1...glyphCount).contains(horizontalMetricCount) else {
            throw hhea.failure("numberOfHMetrics \(horizontalMetricCount) is not within 1…\(glyphCount) (the glyph count)")
        }
    }
}

/// `hmtx`: every glyph's advance width and left side bearing. Glyphs past numberOfHMetrics share
/// the last advance and have only their bearing stored.
struct HorizontalMetrics {
    var advances: [Int] = []
    var leftSideBearings: [Int] = []

    init(hmtx: FontBytes, header: FontHeader) throws(FontError) {
        advances.reserveCapacity(header.glyphCount)
        leftSideBearings.reserveCapacity(header.glyphCount)
        let full = header.horizontalMetricCount
        for glyph in 0..<header.glyphCount {
            if glyph < full {
                advances.append(try hmtx.u16(4 * glyph))
                leftSideBearings.append(try hmtx.i16(4 * glyph + 2))
            } else {
                advances.append(advances[full - 1])
                leftSideBearings.append(try hmtx.i16(4 * full + 2 * (glyph - full)))
            }
        }
    }
}

/// `cmap`: Unicode scalar value → glyph, from the best Unicode subtable (format 12, which covers
/// every plane, over format 4, which covers the Basic Multilingual Plane).
enum CharacterMap {
    /// More entries than Unicode has scalars means overlapping ranges in a damaged table; stop
    /// before they cost unbounded time.
    static let entryBudget = 0x11_0000

    static func read(_ cmap: FontBytes, glyphCount: Int) throws(FontError) -> [UInt32: Int] {
        var best: (rank: Int, table: FontBytes)?
        var formats: [Int] = []
        for index in 0..<(try cmap.u16(2)) {
            let record = 4 + 8 * index
            let platform = try cmap.u16(record), encoding = try cmap.u16(record + 2)
            // Unicode platform, or Windows' BMP (1) and full-repertoire (10) Unicode encodings.
            guard platform == 0 || (platform == 3 && (encoding == 1 || encoding == 10)) else { continue }
            let subtable = try cmap.suffix(from: try cmap.u32(record + 4))
            let format = try subtable.u16(0)
            formats.append(format)
            let rank = format == 12 ? 2 : format == 4 ? 1 : 0
            if rank > 0 && rank > (best?.rank ?? 0) { best = (rank, subtable) }
        }
        guard let best else {
            let found = formats.isEmpty ? "none" : "format " + formats.map(String.init).joined(separator: ", ")
            throw cmap.failure("no Unicode subtable of format 4 or 12 (found \(found))")
        }
        return best.rank == 2 ? try format12(best.table, glyphCount: glyphCount)
                              : try format4(best.table, glyphCount: glyphCount)
    }

    /// Segments of consecutive codes, each mapped by a delta or through the glyph-index array.
    private static func format4(_ table: FontBytes, glyphCount: Int) throws(FontError) -> [UInt32: Int] {
        let segmentCount = try table.u16(6) / 2
        let ends = 14, starts = 16 + 2 * segmentCount
        let deltas = starts + 2 * segmentCount, rangeOffsets = deltas + 2 * segmentCount
        var map: [UInt32: Int] = [:]
        var entries = 0
        for segment in 0..<segmentCount {
            let first = try table.u16(starts + 2 * segment), last = try table.u16(ends + 2 * segment)
            let delta = try table.u16(deltas + 2 * segment)
            let rangeOffsetAt = rangeOffsets + 2 * segment
            let rangeOffset = try table.u16(rangeOffsetAt)
            guard first <= last else { continue }  // an empty segment maps nothing
            entries += last - first + 1
            guard entries <= entryBudget else { throw table.failure("format 4 segments overlap past \(entryBudget) codes") }
            for code in first...last {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (code + delta) & 0xFFFF
                } else {
                    // idRangeOffset counts bytes from its own position to the glyph-index entry.
                    glyph = try table.u16(rangeOffsetAt + rangeOffset + 2 * (code - first))
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                try add(UInt32(code), glyph, to: &map, glyphCount: glyphCount, table: table)
            }
        }
        return map
    }

    /// Groups of consecutive scalars mapped to consecutive glyphs.
    private static func format12(_ table: FontBytes, glyphCount: Int) throws(FontError) -> [UInt32: Int] {
        var map: [UInt32: Int] = [:]
        var entries = 0
        for group in 0..<(try table.u32(12)) {
            let record = 16 + 12 * group
            let first = try table.u32(record), last = try table.u32(record + 4), firstGlyph = try table.u32(record + 8)
            guard first <= last, last <= 0x10_FFFF else {
                throw table.failure("format 12 group \(group) covers U+\(String(first, radix: 16))…U+\(String(last, radix: 16))")
            }
            entries += last - first + 1
            guard entries <= entryBudget else { throw table.failure("format 12 groups overlap past \(entryBudget) codes") }
            for code in first...last {
                try add(UInt32(code), firstGlyph + (code - first), to: &map, glyphCount: glyphCount, table: table)
            }
        }
        return map
    }

    private static func add(_ code: UInt32, _ glyph: Int, to map: inout [UInt32: Int], glyphCount: Int,
                            table: FontBytes) throws(FontError) {
        guard glyph != 0 else { return }  // glyph 0 is .notdef: the character is not in the font
        guard glyph < glyphCount else {
            throw table.failure("U+\(String(code, radix: 16, uppercase: true)) maps to glyph \(glyph) of \(glyphCount)")
        }
        map[code] = glyph
    }
}

/// `kern` version 0: horizontal format 0 subtables, pairs of glyphs and the advance adjustment
/// between them. Subtables add up unless one says it overrides; other formats are skipped.
enum KerningPairs {
    static func key(_ left: Int, _ right: Int) -> UInt32 { UInt32(left & 0xFFFF) << 16 | UInt32(right & 0xFFFF) }

    static func read(_ kern: FontBytes) throws(FontError) -> [UInt32: Int] {
        guard try kern.u16(0) == 0 else { throw kern.failure("only version 0 (not Apple's version 1) is read") }
        var pairs: [UInt32: Int] = [:]
        var offset = 4
        for _ in 0..<(try kern.u16(2)) {
            let coverage = try kern.u16(offset + 4)
            let format = coverage >> 8
            let horizontal = coverage & 1 != 0, minimum = coverage & 2 != 0, crossStream = coverage & 4 != 0
            guard format == 0 else {
                offset += try kern.u16(offset + 2)  // a 16-bit length is exact for the small other formats
                continue
            }
            let count = try kern.u16(offset + 6)
            // Format 0's length field overflows past 10 921 pairs; the pair count says where it ends.
            if horizontal && !minimum && !crossStream {
                for index in 0..<count {
                    let record = offset + 14 + 6 * index
                    let key = key(try kern.u16(record), try kern.u16(record + 2))
                    let value = try kern.i16(record + 4)
                    pairs[key] = coverage & 8 != 0 ? value : (pairs[key] ?? 0) + value
                }
            }
            offset += 14 + 6 * count
        }
        return pairs
    }
}
