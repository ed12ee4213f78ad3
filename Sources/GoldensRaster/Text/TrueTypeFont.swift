/// A TrueType font read from its bytes by this package (no FreeType), so text renders the same on
/// every machine: metrics, advance widths, kerning pairs and quadratic outlines.
///
/// Everything is decoded and checked when the font is opened: a damaged or unsupported file
/// throws a `FontError` naming the table at fault, and the lookups afterwards cannot fail. All
/// numbers are font units (`metrics.unitsPerEm` to the em); outlines are y up, as the font
/// stores them, so a renderer flips them to its y-down space.
public struct TrueTypeFont: Sendable {
    /// The vertical metrics from `hhea`, in font units (y up: `descender` is negative).
    public struct Metrics: Sendable, Hashable {
        public var unitsPerEm: Int
        public var ascender: Int
        public var descender: Int
        public var lineGap: Int

        /// Baseline to baseline: ascender, descender and line gap.
        public var lineSpacing: Int { ascender - descender + lineGap }
    }

    public let metrics: Metrics
    public var glyphCount: Int { contours.count }

    private let characters: [UInt32: Int]
    private let advances: [Int]
    private let leftSideBearings: [Int]
    private let kerningPairs: [UInt32: Int]
    private let contours: [[[GlyphPoint]]]
    /// Every glyph's outline, built once: text layout copies them, it never rebuilds them.
    private let outlines: [Path]
    /// The tops of "H" and "x" above the baseline, in font units (0 without those glyphs).
    public let capHeight: Double
    public let xHeight: Double

    public init(data: [UInt8]) throws(FontError) {
        let tables = try TableDirectory.read(data)
        let header = try FontHeader(head: try TableDirectory.required("head", in: tables),
                                    hhea: try TableDirectory.required("hhea", in: tables),
                                    maxp: try TableDirectory.required("maxp", in: tables))
        metrics = Metrics(unitsPerEm: header.unitsPerEm, ascender: header.ascender,
                          descender: header.descender, lineGap: header.lineGap)
        let horizontal = try HorizontalMetrics(hmtx: try TableDirectory.required("hmtx", in: tables), header: header)
        advances = horizontal.advances
        leftSideBearings = horizontal.leftSideBearings
        characters = try CharacterMap.read(try TableDirectory.required("cmap", in: tables), glyphCount: header.glyphCount)
        kerningPairs = try tables["kern"].map { (kern) throws(FontError) in try KerningPairs.read(kern) } ?? [:]
        contours = try GlyphOutlines(loca: try TableDirectory.required("loca", in: tables),
                                     glyf: try TableDirectory.required("glyf", in: tables), header: header).contours
        outlines = contours.map(GlyphOutlines.path)
        capHeight = TrueTypeFont.top(of: "H", characters: characters, contours: contours)
        xHeight = TrueTypeFont.top(of: "x", characters: characters, contours: contours)
    }

    private init(metrics: Metrics) {
        self.metrics = metrics
        characters = [:]
        advances = []
        leftSideBearings = []
        kerningPairs = [:]
        contours = []
        outlines = []
        capHeight = 0
        xHeight = 0
    }

    /// A font with Inter's vertical metrics and no glyphs (`SystemFont.face`'s last resort).
    static let empty = TrueTypeFont(metrics: Metrics(unitsPerEm: 2816, ascender: 2728, descender: -680, lineGap: 0))

    /// The glyph that draws `scalar`, or nil when the font has none (it would draw .notdef).
    public func glyphIndex(for scalar: Unicode.Scalar) -> Int? {
        characters[scalar.value]
    }

    /// How far the pen moves after `glyph`; 0 for a glyph the font does not have.
    public func advanceWidth(glyph: Int) -> Int {
        advances.indices.contains(glyph) ? advances[glyph] : 0
    }

    /// From the pen position to the left of `glyph`'s outline, as `hmtx` stores it.
    public func leftSideBearing(glyph: Int) -> Int {
        leftSideBearings.indices.contains(glyph) ? leftSideBearings[glyph] : 0
    }

    /// The change to `left`'s advance when `right` follows it (negative pulls them together).
    public func kerning(left: Int, right: Int) -> Int {
        guard advances.indices.contains(left), advances.indices.contains(right) else { return 0 }
        return kerningPairs[KerningPairs.key(left, right)] ?? 0
    }

    /// `glyph`'s contours as stored (composites resolved): on-curve and control points, y up.
    /// Empty for a glyph without outline (a space) or one the font does not have.
    public func contours(glyph: Int) -> [[GlyphPoint]] {
        contours.indices.contains(glyph) ? contours[glyph] : []
    }

    /// The box around `glyph`'s outline points in font units, y up (control points included,
    /// which only widens it where a curve bulges less than its control point); nil for a glyph
    /// without outline.
    public func extent(glyph: Int) -> (minX: Double, maxX: Double, minY: Double, maxY: Double)? {
        guard contours.indices.contains(glyph) else { return nil }
        var box: (minX: Double, maxX: Double, minY: Double, maxY: Double)?
        for contour in contours[glyph] {
            for point in contour {
                guard let current = box else {
                    box = (point.x, point.x, point.y, point.y)
                    continue
                }
                box = (min(current.minX, point.x), max(current.maxX, point.x), min(current.minY, point.y), max(current.maxY, point.y))
            }
        }
        return box
    }

    /// `glyph`'s outline in font units, y up, as closed subpaths of lines and quadratic curves,
    /// to be filled with the non-zero rule (TrueType winds outer contours clockwise, holes
    /// counter-clockwise).
    public func outline(glyph: Int) -> Path {
        outlines.indices.contains(glyph) ? outlines[glyph] : Path()
    }

    /// The top of `character`'s outline above the baseline, in font units (0 without a glyph):
    /// how a font's cap height and x-height are defined (from "H" and "x").
    private static func top(of character: Unicode.Scalar, characters: [UInt32: Int], contours: [[[GlyphPoint]]]) -> Double {
        guard let glyph = characters[character.value], contours.indices.contains(glyph) else { return 0 }
        return contours[glyph].joined().map(\.y).max() ?? 0
    }
}

/// Why a font file cannot be read: the table at fault and what is wrong with it.
public struct FontError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The table's tag ("glyf", "cmap", …); "sfnt" for the file's header and table directory,
    /// "file" for a font missing from the package's resources.
    public let table: String
    public let problem: String

    public init(table: String, problem: String) {
        self.table = table
        self.problem = problem
    }

    public var description: String { "font table '\(table)': \(problem)" }
}
