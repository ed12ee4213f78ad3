import Foundation
@testable import GoldensRaster
import Testing

/// The TrueType reader against fontTools' reading of the same files (Expectations/, written by
/// scripts/make_fonts.py with the fonts), the rasterizer's fill of an outline against its area,
/// and damaged files against the promise that reading never traps.
@Suite struct TrueTypeFontTests {
    struct Expectations: Decodable {
        let weights: [String: Weight]
        let composites: [String: Composite]
    }

    struct Weight: Decodable {
        let unitsPerEm, ascender, descender, lineGap, glyphCount, kerningPairCount, mappedCharacters: Int
        let characters: [String: Glyph]
        let kerning: [String: Int]
    }

    struct Glyph: Decodable {
        let glyph, advance, leftSideBearing, contours, points, onCurve: Int
        /// xMin, yMin, xMax, yMax of the points; absent for a glyph without outline.
        let box: [Double]?
        /// The exact area of the quadratic outline (fontTools' AreaPen), in font units².
        let area: Double?
    }

    struct Composite: Decodable {
        let glyph: Int
        let endPoints: [Int]
        let points: [CompositePoint]
    }

    /// `[x, y, onCurve]`.
    struct CompositePoint: Decodable {
        let x, y: Double
        let onCurve: Bool

        init(from decoder: Decoder) throws {
            var fields = try decoder.unkeyedContainer()
            x = try fields.decode(Double.self)
            y = try fields.decode(Double.self)
            onCurve = try fields.decode(Bool.self)
        }
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Expectations")

    static func expectations() throws -> Expectations {
        try JSONDecoder().decode(Expectations.self, from: Data(contentsOf: folder.appendingPathComponent("font_expectations.json")))
    }

    static func weight(_ name: String) throws -> FontWeight {
        try #require(FontWeight(rawValue: name), "no weight \(name)")
    }

    static func regularBytes() throws -> [UInt8] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/GoldensRaster/Fonts/Inter-Regular.ttf")
        return [UInt8](try Data(contentsOf: url))
    }

    @Test func metricsAndCharacterMapMatchFontTools() throws {
        let expectations = try Self.expectations()
        #expect(expectations.weights.count == FontWeight.allCases.count)
        for (name, expected) in expectations.weights {
            let font = try SystemFont.font(try Self.weight(name))
            #expect(font.metrics == TrueTypeFont.Metrics(unitsPerEm: expected.unitsPerEm, ascender: expected.ascender,
                                                          descender: expected.descender, lineGap: expected.lineGap), "\(name)")
            #expect(font.glyphCount == expected.glyphCount, "\(name)")
            // Every scalar the cmap maps, counted over the planes the subset could reach.
            let mapped = (0..<0x3_0000).reduce(0) { count, value in
                count + (Unicode.Scalar(UInt32(value)).flatMap { font.glyphIndex(for: $0) } == nil ? 0 : 1)
            }
            #expect(mapped == expected.mappedCharacters, "\(name)")
        }
    }

    @Test func glyphsMatchFontTools() throws {
        for (name, expected) in try Self.expectations().weights {
            let font = try SystemFont.font(try Self.weight(name))
            for (character, glyph) in expected.characters {
                let label = "\(name) \(character)"
                let scalar = try #require(character.unicodeScalars.first)
                #expect(font.glyphIndex(for: scalar) == glyph.glyph, "\(label)")
                #expect(font.advanceWidth(glyph: glyph.glyph) == glyph.advance, "\(label)")
                #expect(font.leftSideBearing(glyph: glyph.glyph) == glyph.leftSideBearing, "\(label)")
                let contours = font.contours(glyph: glyph.glyph)
                #expect(contours.count == glyph.contours, "\(label)")
                #expect(contours.joined().count == glyph.points, "\(label)")
                #expect(contours.joined().filter(\.onCurve).count == glyph.onCurve, "\(label)")
                let outline = font.outline(glyph: glyph.glyph)
                if let box = glyph.box {
                    let bounds = outline.controlBounds
                    #expect([bounds.minX, bounds.minY, bounds.maxX, bounds.maxY] == box, "\(label)")
                } else {
                    #expect(outline.isEmpty, "\(label)")
                }
            }
        }
    }

    @Test func kerningMatchesFontTools() throws {
        for (name, expected) in try Self.expectations().weights {
            let font = try SystemFont.font(try Self.weight(name))
            for (pair, value) in expected.kerning {
                let scalars = Array(pair.unicodeScalars)
                let left = try #require(font.glyphIndex(for: scalars[0])), right = try #require(font.glyphIndex(for: scalars[1]))
                #expect(font.kerning(left: left, right: right) == value, "\(name) \(pair)")
            }
        }
    }

    @Test func compositesMatchFontTools() throws {
        let data = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("composite_test.ttf")))
        let font = try TrueTypeFont(data: data)
        let composites = try Self.expectations().composites
        #expect(composites.count == 7)
        for (name, expected) in composites {
            let contours = font.contours(glyph: expected.glyph)
            #expect(contours.reduce(into: [Int]()) { ends, contour in ends.append((ends.last ?? -1) + contour.count) } == expected.endPoints, "\(name)")
            let points = Array(contours.joined())
            #expect(points.count == expected.points.count, "\(name)")
            for (point, wanted) in zip(points, expected.points) {
                #expect(abs(point.x - wanted.x) < 1e-9 && abs(point.y - wanted.y) < 1e-9 && point.onCurve == wanted.onCurve,
                        "\(name): \(point) vs \(wanted.x), \(wanted.y)")
            }
        }
        // The test font's cmap has a format 12 subtable (it maps U+1F600), preferred over format 4.
        #expect(font.glyphIndex(for: "\u{1F600}") == 1)
        #expect(font.glyphIndex(for: "A") == 1 && font.glyphIndex(for: "G") == 7)
        // The base glyph's triangle has two control points in a row: the curve passes through the
        // implied point halfway between them (600, 300), so the path has two quads there.
        let quads = font.outline(glyph: 1).elements.filter { if case .quad = $0 { true } else { false } }
        #expect(quads == [.quad(to: Point(x: 600, y: 300), control: Point(x: 550, y: 300)),
                          .quad(to: Point(x: 700, y: 0), control: Point(x: 650, y: 300))])
    }

    /// The filled outline covers its area: the rasterizer's coverage against fontTools' exact area
    /// of the quadratic outline and against the shoelace area of the outline flattened finely.
    @Test(arguments: ["O", "H", "g", "&"])
    func renderedGlyphCoversItsArea(character: String) throws {
        let expectations = try Self.expectations()
        for name in ["regular", "bold"] {
            let font = try SystemFont.font(try Self.weight(name))
            let expected = try #require(expectations.weights[name]?.characters[character])
            let glyph = expected.glyph
            let scale = 300.0 / Double(font.metrics.unitsPerEm)
            let top = Double(font.metrics.ascender) * scale + 10
            let transform = Transform(a: scale, b: 0, c: 0, d: -scale, tx: 10, ty: top)
            let height = Int((top + Double(-font.metrics.descender) * scale + 10).rounded(.up))
            let width = Int((Double(font.advanceWidth(glyph: glyph)) * scale + 20).rounded(.up))
            let path = font.outline(glyph: glyph)
            let bitmap = try Support.render([.fillPath(path, rule: .nonZero, color: .white, transform: transform)],
                                            width: width, height: height)
            let covered = Support.coveredArea(bitmap)
            let (area, perimeter) = Self.flattenedAreaAndPerimeter(path)
            let exact = try #require(expected.area)
            // Flattening 64 pieces per quad loses under a hundred-thousandth of the area.
            #expect(abs(area - exact) / exact < 1e-5, "\(name) \(character): \(area) vs fontTools \(exact)")
            // Each edge pixel may round by half a level; a glyph of straight lines ("H") is held to
            // that alone. The rasterizer's chords cut inside curves: at 300 px to the em they lose
            // 0.002–0.008 px² per pixel of perimeter, held here to 0.01.
            let curved = path.elements.contains { if case .quad = $0 { true } else { false } }
            let pixelArea = exact * scale * scale
            let epsilon = perimeter * scale * (0.5 / 255 + (curved ? 0.01 : 0))
            #expect(abs(covered - pixelArea) < epsilon, "\(name) \(character): covered \(covered) px² vs \(pixelArea) (ε \(epsilon))")
        }
    }

    /// |shoelace area| (contours of opposite directions subtract) and perimeter, quads cut in 64.
    static func flattenedAreaAndPerimeter(_ path: Path) -> (Double, Double) {
        var area = 0.0, perimeter = 0.0
        var current = Point(x: 0, y: 0), start = current
        func edge(to p: Point) {
            area += current.x * p.y - p.x * current.y
            perimeter += ((p.x - current.x) * (p.x - current.x) + (p.y - current.y) * (p.y - current.y)).squareRoot()
            current = p
        }
        for element in path.elements {
            switch element {
            case .move(let p): current = p; start = p
            case .line(let p): edge(to: p)
            case .quad(let p, let c):
                let p0 = current
                for k in 1...64 {
                    let t = Double(k) / 64, u = 1 - t
                    edge(to: Point(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .cubic(let p, _, _): edge(to: p)
            case .close: edge(to: start)
            }
        }
        return (abs(area) / 2, perimeter)
    }

    /// The renderer reads the bytes compiled into the library; they are the .ttf files beside
    /// them, byte for byte (so the files and the expectations made from them describe what draws).
    @Test(arguments: FontWeight.allCases)
    func embeddedBytesAreTheFontFiles(weight: FontWeight) throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/GoldensRaster/Fonts/\(weight.fileName).ttf")
        let embedded = try #require(Data(base64Encoded: weight.embeddedBytes))
        #expect(embedded == (try Data(contentsOf: url)))
    }

    @Test func uiFontWeightsDrawTheNearestBundledWeight() {
        let drawn = [-0.8, -0.4, 0, 0.1, 0.23, 0.3, 0.4, 0.56, 0.62].map { FontWeight(uiFontWeight: $0) }
        #expect(drawn == [.regular, .regular, .regular, .regular, .medium, .semibold, .bold, .bold, .bold])
    }

    @Test func missingCharactersAndGlyphsGiveNothing() throws {
        let font = try SystemFont.font(.regular)
        for scalar: Unicode.Scalar in ["\u{4E2D}", "\u{1F600}", "\u{0001}", "\u{0627}", "\u{2318}"] {
            #expect(font.glyphIndex(for: scalar) == nil, "U+\(String(scalar.value, radix: 16))")
        }
        // Latin Extended-A and -B, the modifier apostrophe, Vietnamese's precomposed letters,
        // Greek and Cyrillic are in: apps label screens in those languages.
        for scalar: Unicode.Scalar in ["\u{0100}", "\u{0219}", "\u{02BC}", "\u{1EBF}", "\u{1EC7}", "\u{0416}", "\u{03A9}", "\u{2605}"] {
            #expect(font.glyphIndex(for: scalar) != nil, "U+\(String(scalar.value, radix: 16))")
        }
        for glyph in [-1, font.glyphCount, 70_000] {
            #expect(font.advanceWidth(glyph: glyph) == 0 && font.outline(glyph: glyph).isEmpty)
            #expect(font.kerning(left: glyph, right: 1) == 0 && font.contours(glyph: glyph).isEmpty)
        }
        // The space has an advance and no outline.
        let space = try #require(font.glyphIndex(for: " "))
        #expect(font.advanceWidth(glyph: space) > 0 && font.outline(glyph: space).isEmpty)
    }

    // MARK: CJK fallback

    /// Chinese, Japanese and Korean characters Inter lacks come from the fallback font: an
    /// ideograph is one em wide (the fallback's advance), a Latin run before it keeps its own
    /// width, and a character neither font has (an emoji) is still Inter's box.
    @Test func cjkCharactersComeFromTheFallbackFont() throws {
        let fallback = SystemFont.fallback
        #expect(fallback.glyphCount > 10_000)
        for scalar: Unicode.Scalar in ["中", "國", "가", "カ", "ひ", "。", "Ａ"] {
            #expect(fallback.glyphIndex(for: scalar) != nil, "U+\(String(scalar.value, radix: 16))")
        }
        #expect(fallback.glyphIndex(for: "\u{1F600}") == nil)
        let size = 20.0
        #expect(abs(TextLayout.measure("你好", fontSize: size).width - 2 * size) < 1e-9)
        let latin = TextLayout.measure("Hi ", fontSize: size).width
        #expect(abs(TextLayout.measure("Hi 你好", fontSize: size).width - (latin + 2 * size)) < 1e-9)
        // Lines keep the system font's height, with or without CJK text.
        #expect(TextLayout.measure("你好", fontSize: size).height == TextLayout.measure("Hi", fontSize: size).height)
        let emoji = TextLayout.measure("\u{1F600}", fontSize: size).width
        // The box is a system-font glyph, so it carries the size's tracking (-0.45 pt at 20 pt).
        let box = Double(try SystemFont.font(.regular).advanceWidth(glyph: 0)) * size / 2816 - 0.45
        #expect(abs(emoji - box) < 1e-9)
    }

    /// Pronunciations in IPA draw their letters (ɒ, ʊ, ə), not the replacement box.
    @Test func ipaLettersHaveGlyphs() throws {
        let font = try SystemFont.font(.regular)
        for scalar: Unicode.Scalar in ["\u{252}", "\u{28A}", "\u{259}", "\u{2C8}"] {
            #expect(font.glyphIndex(for: scalar) != nil, "U+\(String(scalar.value, radix: 16))")
        }
    }

    /// A combining acute accent over a capital Cyrillic letter sits centred above the letter's
    /// cap height; under a lowercase letter's x-height it is drawn where the font put it, centred.
    @Test func combiningMarksAreCentredOverTheirLetter() throws {
        let font = try SystemFont.font(.regular)
        let setter = GlyphSetter(font: font, fontSize: 20)
        let ya = try #require(setter.glyph(for: "\u{42F}\u{301}"))
        #expect(ya.marks.count == 1)
        let placed = try #require(setter.placedMarks(of: ya).first)
        let base = try #require(font.extent(glyph: ya.index)), mark = try #require(font.extent(glyph: placed.index))
        #expect(abs((mark.minX + mark.maxX) / 2 + placed.dx - (base.minX + base.maxX) / 2) < 1e-9)
        #expect(mark.minY + placed.dy > base.maxY, "above the capital")
        let a = try #require(setter.glyph(for: "\u{430}\u{301}"))
        let lower = try #require(setter.placedMarks(of: a).first)
        #expect(lower.dy >= 0 && lower.dy < 40, "a lowercase letter keeps the mark about where the font drew it (its overshoot)")
        // Two marks above stack.
        let two = try #require(setter.glyph(for: "\u{42F}\u{301}\u{308}"))
        let stacked = setter.placedMarks(of: two)
        #expect(stacked.count == 2 && stacked[1].dy > stacked[0].dy)
    }

    /// "一" (one) is a single horizontal bar: drawn, its ink sits in a band around the middle of
    /// the em, where Inter's replacement box would ink the top and bottom rows too.
    @Test func anIdeographDrawsItsOwnShape() throws {
        let path = try #require(TextLayout.outline(of: "一", in: Rect(x: 0, y: 0, width: 60, height: 60),
                                                   style: TextStyle(fontSize: 48, color: .white)))
        let bitmap = try DisplayList(width: 60, height: 60, background: .clear,
                                     ops: [.fillPath(path, color: .white)]).render()
        var inkedRows: [Int] = []
        for y in 0..<60 where (0..<60).contains(where: { bitmap[$0, y].a > 128 }) { inkedRows.append(y) }
        let rows = try #require(inkedRows.first).distance(to: try #require(inkedRows.last)) + 1
        #expect(rows >= 2 && rows <= 8, "ink on rows \(inkedRows)")
        let inkedColumns = (0..<60).filter { x in (0..<60).contains { bitmap[x, $0].a > 128 } }
        #expect(inkedColumns.count > 35, "a bar most of the em wide: \(inkedColumns.count) columns")
    }

    // MARK: Damaged files

    /// The byte offset of `tag`'s record in the table directory.
    static func record(_ tag: String, in data: [UInt8]) throws -> Int {
        let count = Int(data[4]) << 8 | Int(data[5])
        let index = try #require((0..<count).first { String(decoding: data[(12 + 16 * $0)..<(16 + 16 * $0)], as: UTF8.self) == tag })
        return 12 + 16 * index
    }

    static func u32(_ data: [UInt8], _ at: Int) -> Int { (0..<4).reduce(0) { $0 << 8 | Int(data[at + $1]) } }

    static func put(_ value: Int, bytes: Int, into data: inout [UInt8], at: Int) {
        for k in 0..<bytes { data[at + k] = UInt8(truncatingIfNeeded: value >> (8 * (bytes - 1 - k))) }
    }

    static func readingError(_ data: [UInt8]) -> FontError? {
        do {
            _ = try TrueTypeFont(data: data)
            return nil
        } catch {
            return error
        }
    }

    /// A font with short loca offsets (the composite test font; the bundled subsets are too large
    /// for them and use long ones); the same glyphs through long (32-bit) offsets, in a loca
    /// rewritten at the end of the file, decode to the same contours.
    @Test func longLocaOffsetsReadTheSameGlyphs() throws {
        let original = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("composite_test.ttf")))
        var data = original
        let locaRecord = try Self.record("loca", in: data), head = Self.u32(data, try Self.record("head", in: data) + 8)
        let loca = Self.u32(data, locaRecord + 8), entries = Self.u32(data, locaRecord + 12) / 2
        #expect(data[head + 50] == 0 && data[head + 51] == 0, "the test font's loca is no longer short")
        let start = data.count
        data += [UInt8](repeating: 0, count: 4 * entries)
        for k in 0..<entries {
            // A short entry is half the byte offset.
            Self.put(2 * (Int(original[loca + 2 * k]) << 8 | Int(original[loca + 2 * k + 1])), bytes: 4, into: &data, at: start + 4 * k)
        }
        Self.put(start, bytes: 4, into: &data, at: locaRecord + 8)
        Self.put(4 * entries, bytes: 4, into: &data, at: locaRecord + 12)
        Self.put(1, bytes: 2, into: &data, at: head + 50)
        let long = try TrueTypeFont(data: data), short = try TrueTypeFont(data: original)
        #expect(long.glyphCount == short.glyphCount && long.glyphCount == entries - 1)
        #expect((0..<short.glyphCount).map(long.contours) == (0..<short.glyphCount).map(short.contours))
    }

    @Test func truncatedFilesThrowNamingTheTable() throws {
        let data = try Self.regularBytes()
        #expect(Self.readingError(data) == nil)
        for length in [0, 3, 11] {
            #expect(Self.readingError(Array(data.prefix(length)))?.table == "sfnt", "\(length) bytes")
        }
        // Cut inside the tables: the table that now runs past the end is named.
        for length in [100, data.count / 3, data.count / 2, data.count - 1] {
            let error = try #require(Self.readingError(Array(data.prefix(length))), "\(length) bytes")
            let record = try Self.record(error.table, in: data)
            #expect(Self.u32(data, record + 8) + Self.u32(data, record + 12) > length, "\(length) bytes: \(error)")
            #expect(error.problem.contains("past the end of the file"), "\(error)")
        }
    }

    @Test func aTableOffsetPastTheEndThrowsNamingIt() throws {
        var data = try Self.regularBytes()
        Self.put(data.count - 8, bytes: 4, into: &data, at: try Self.record("hmtx", in: data) + 8)
        let error = try #require(Self.readingError(data))
        #expect(error.table == "hmtx" && error.problem.contains("past the end of the file"), "\(error)")
    }

    @Test func aBadLocaThrowsNamingIt() throws {
        let original = try Self.regularBytes()
        let loca = Self.u32(original, try Self.record("loca", in: original) + 8)
        let head = Self.u32(original, try Self.record("head", in: original) + 8)
        // Short offsets (indexToLocFormat 0) are half the byte offset into glyf, in 2 bytes; long
        // ones (1) the byte offset, in 4.
        let width = original[head + 51] == 0 ? 2 : 4
        var pastGlyf = original
        Self.put(width == 2 ? 0xFFFF : 0x7FFF_FFF0, bytes: width, into: &pastGlyf, at: loca + width * 5)
        let past = try #require(Self.readingError(pastGlyf))
        #expect(past.table == "loca" && past.problem.contains("past the end of glyf"), "\(past)")
        var backwards = original
        Self.put(0, bytes: width, into: &backwards, at: loca + width * 40)
        let decreasing = try #require(Self.readingError(backwards))
        #expect(decreasing.table == "loca" && decreasing.problem.contains("before it starts"), "\(decreasing)")
    }

    @Test func onlyAnUnknownCmapFormatThrowsNamingCmap() throws {
        var data = try Self.regularBytes()
        let cmap = Self.u32(data, try Self.record("cmap", in: data) + 8)
        let subtables = Int(data[cmap + 2]) << 8 | Int(data[cmap + 3])
        for index in 0..<subtables {
            Self.put(99, bytes: 2, into: &data, at: cmap + Self.u32(data, cmap + 4 + 8 * index + 4))
        }
        let error = try #require(Self.readingError(data))
        #expect(error == FontError(table: "cmap", problem: "no Unicode subtable of format 4 or 12 (found format 99, 99)"))
    }

    @Test func aCompositeThatContainsItselfThrowsNamingGlyf() throws {
        var data = [UInt8](try Data(contentsOf: Self.folder.appendingPathComponent("composite_test.ttf")))
        let loca = Self.u32(data, try Self.record("loca", in: data) + 8), glyf = Self.u32(data, try Self.record("glyf", in: data) + 8)
        // Glyph 2 ("shifted") is one component: after its 10-byte header, flags then the glyph index.
        let shifted = glyf + 2 * (Int(data[loca + 4]) << 8 | Int(data[loca + 5]))
        #expect(data[shifted + 13] == 1, "shifted no longer uses glyph 1")
        Self.put(2, bytes: 2, into: &data, at: shifted + 12)
        let error = try #require(Self.readingError(data))
        #expect(error.table == "glyf" && error.problem.contains("nest deeper than 8"), "\(error)")
    }

    @Test func otherFontsAndCorruptedBytesThrowOrReadButNeverTrap() throws {
        let original = try Self.regularBytes()
        var cff = original
        Self.put(0x4F54_544F, bytes: 4, into: &cff, at: 0)
        #expect(Self.readingError(cff)?.table == "sfnt")
        // Corrupt a few bytes, mostly in the directory and the small tables at the front, and
        // use whatever reads: every outcome is a FontError or a font, never a crash.
        var random = Support.Random(seed: 0x464F_4E54)
        var failures = 0
        for _ in 0..<150 {
            var data = original
            for _ in 0..<(1 + Int(random.next() % 6)) {
                let reach = random.next() % 2 == 0 ? 1024 : data.count
                data[Int(random.next() % UInt64(reach))] = UInt8(truncatingIfNeeded: random.next())
            }
            guard let font = try? TrueTypeFont(data: data) else {
                failures += 1
                continue
            }
            for glyph in 0..<font.glyphCount { _ = font.outline(glyph: glyph).controlBounds }
            _ = font.glyphIndex(for: "A").map { font.kerning(left: $0, right: $0) }
        }
        #expect(failures > 10, "only \(failures) of 150 corrupted files were refused")
    }
}
