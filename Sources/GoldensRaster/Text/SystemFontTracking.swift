/// The tracking iOS gives its system font at each point size.
///
/// San Francisco carries a tracking table that Core Text applies on its own: every glyph's
/// advance grows or shrinks by an amount that depends only on the point size (tighter at body
/// sizes, looser at captions and titles). Apple publishes that table in the Human Interface
/// Guidelines' typography specifications, in points; it is what makes a 17 pt "Label" 42 points
/// wide in Interface Builder and a 15 pt "Button" 46. The bundled font (Inter) is drawn with the
/// same tracking, which brings its line widths within a few percent of San Francisco's: without
/// it a label Interface Builder sized to its text would end in "…" here.
///
/// Sizes between two listed ones are interpolated linearly, as a font's tracking table is read.
/// Below 6 points the 6-point value keeps its proportion of the size; above 96 points there is
/// no tracking, as from 80 to 96.
enum SystemFontTracking {
    /// Point sizes and their tracking in points, ascending by size.
    private static let table: [(size: Double, points: Double)] = [
        (6, 0.24), (7, 0.23), (8, 0.21), (9, 0.17), (10, 0.12), (11, 0.06), (12, 0),
        (13, -0.08), (14, -0.15), (15, -0.23), (16, -0.31), (17, -0.43), (18, -0.44),
        (19, -0.45), (20, -0.45), (21, -0.36), (22, -0.26), (23, -0.10), (24, 0.07),
        (25, 0.15), (26, 0.22), (27, 0.29), (28, 0.38), (29, 0.40), (30, 0.40), (31, 0.39),
        (32, 0.41), (33, 0.40), (34, 0.40), (35, 0.38), (36, 0.37), (37, 0.36), (38, 0.37),
        (39, 0.38), (40, 0.37), (41, 0.36), (42, 0.37), (43, 0.38), (44, 0.37), (45, 0.35),
        (46, 0.36), (47, 0.37), (48, 0.35), (49, 0.33), (50, 0.34), (51, 0.35), (52, 0.33),
        (53, 0.31), (54, 0.32), (56, 0.30), (58, 0.28), (60, 0.26), (62, 0.24), (64, 0.22),
        (66, 0.19), (68, 0.17), (70, 0.14), (72, 0.14), (76, 0.07), (80, 0),
    ]

    /// The points added to each glyph's advance at `fontSize` (negative: glyphs move closer).
    static func points(atSize fontSize: Double) -> Double {
        guard fontSize.isFinite, fontSize > 0 else { return 0 }
        let first = table[0]
        if fontSize <= first.size { return first.points * fontSize / first.size }
        var index = 1
        while index < table.count {
            let upper = table[index]
            if fontSize <= upper.size {
                let lower = table[index - 1]
                let fraction = (fontSize - lower.size) / (upper.size - lower.size)
                return lower.points + (upper.points - lower.points) * fraction
            }
            index += 1
        }
        return 0
    }
}
