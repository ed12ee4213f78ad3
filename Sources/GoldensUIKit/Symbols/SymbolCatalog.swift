import GoldensScene

/// The symbols the package draws itself, by SF Symbols name. These are its own simple line
/// drawings of what each name shows (an x, a chevron, a heart), made so that screens keep
/// their icons' places and meaning; they are not Apple's artwork and differ from it in
/// detail. A name is read as UIKit's names are built: `base`, `base.fill` (the filled
/// variant), `base.circle` / `base.square` (the mark in a circle or rounded square) and
/// `base.circle.fill` (a filled circle with the mark cut out).
enum SymbolCatalog {
    /// What `name` draws: the glyph and whether it is the filled variant; nil for a name the
    /// package has no drawing of.
    static func glyph(named name: String) -> (glyph: SymbolGlyph, filled: Bool)? {
        var parts = name.split(separator: ".").map(String.init)
        guard !parts.isEmpty else { return nil }
        var filled = false
        if parts.count > 1, parts.last == "fill" {
            filled = true
            parts.removeLast()
        }
        let base = aliases[parts.joined(separator: ".")] ?? parts.joined(separator: ".")
        if let glyph = glyphs[base] { return (glyph, filled) }
        // `xmark.circle`, `plus.square`: a known mark in a container.
        let baseParts = base.split(separator: ".")
        if baseParts.count > 1, let container = SymbolContainer(rawValue: String(baseParts.last!)) {
            let mark = baseParts.dropLast().joined(separator: ".")
            // The mark's own drawing, without the margins its image alone would have.
            if let glyph = drawings[aliases[mark] ?? mark] ?? character(mark) { return (glyph.enclosed(in: container), filled) }
        }
        return nil
    }

    /// A small letter or a number of up to two digits as a mark (`a.circle`, `1.square.fill`,
    /// `50.circle`), drawn in the bundled font.
    private static func character(_ mark: String) -> SymbolGlyph? {
        let isLetter = mark.count == 1 && mark.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
        let isNumber = (1...2).contains(mark.count) && mark.unicodeScalars.allSatisfy { ("0"..."9").contains($0) }
        guard isLetter || isNumber else { return nil }
        return SymbolGlyph(64, 64) { pen in
            pen.text(mark, size: mark.count > 1 ? 52 : 64, center: Point(x: 32, y: 32), smallLetters: isLetter)
        }
    }

    /// Every base name drawn, for reports and tests.
    static var names: [String] { glyphs.keys.sorted() }

    /// Other names UIKit gives the same picture.
    private static let aliases: [String: String] = [
        "chevron.backward": "chevron.left", "chevron.forward": "chevron.right",
        "arrow.backward": "arrow.left", "arrow.forward": "arrow.right",
        "line.horizontal.3": "line.3.horizontal", "line.horizontal.3.decrease": "line.3.horizontal.decrease",
        "gearshape": "gear", "bubble.left": "message", "text.bubble": "message", "mappin.and.ellipse": "mappin",
        "person.crop.circle": "person.circle", "photo.on.rectangle": "photo", "gobackward": "arrow.counterclockwise",
        "goforward": "arrow.clockwise", "arrow.triangle.2.circlepath": "arrow.clockwise",
        "speaker.wave.3": "speaker.wave.2", "square.and.arrow.up.on.square": "square.and.arrow.up",
        "multiply": "xmark", "list.dash": "list.bullet", "location.north": "location",
        "arrow.up.forward": "arrow.up.right", "rectangle.grid.2x2": "square.grid.2x2",
        "arrowshape.turn.up.backward": "arrowshape.turn.up.left", "arrowshape.backward": "arrowshape.turn.up.left",
        "arrowshape.turn.up.forward": "arrowshape.turn.up.right", "arrow.uturn.backward": "arrow.uturn.left",
        "arrow.uturn.forward": "arrow.uturn.right", "person.3.sequence": "person.3", "car.side": "car", "book.closed": "book",
        "doc.on.clipboard": "doc.on.doc",
    ]

    private static let chevronLeft = SymbolGlyph(52, 88) { pen in pen.stroke(.polyline([(36, 10), (14, 44), (36, 78)])) }
    private static let chevronUp = SymbolGlyph(88, 52) { pen in pen.stroke(.polyline([(10, 38), (44, 14), (78, 38)])) }
    private static let chevronCompactDown = SymbolGlyph(110, 40) { pen in pen.stroke(.polyline([(12, 12), (55, 28), (98, 12)])) }
    private static let arrowLeft = SymbolGlyph(84, 76) { pen in
        pen.stroke(.line(14, 38, 72, 38))
        pen.stroke(.polyline([(40, 12), (14, 38), (40, 64)]))
    }
    private static let arrowClockwise = SymbolGlyph(84, 88) { pen in
        pen.stroke(.arc(42, 50, 30, from: -50, to: 268))
        pen.fill(.polyline([(52, 20), (36, 9), (36, 31)], closed: true))
    }
    private static let backward = SymbolGlyph(100, 64) { pen in
        pen.shape(.polyline([(48, 12), (12, 32), (48, 52)], closed: true))
        pen.shape(.polyline([(88, 12), (52, 32), (88, 52)], closed: true))
    }
    private static let turnLeft = SymbolGlyph(108, 90) { pen in
        pen.shape(.outline("M 42 10 L 10 40 L 42 70 L 42 52 C 66 52 82 58 96 80 C 94 54 80 30 42 28 Z"))
    }
    private static let uTurnLeft = SymbolGlyph(100, 88) { pen in
        pen.stroke(.outline("M 18 34 L 66 34 C 80 34 90 44 90 57 C 90 70 80 80 66 80 L 50 80"))
        pen.stroke(.polyline([(36, 14), (16, 34), (36, 54)]))
    }
    private static let message = SymbolGlyph(96, 90) { pen in
        pen.shape(.outline("M 48 10 C 72 10 88 24 88 42 C 88 60 72 74 48 74 C 42 74 36 73 31 71 L 14 82 L 18 64 "
            + "C 12 58 8 50 8 42 C 8 24 24 10 48 10 Z"))
    }
    private static let eye: @Sendable (inout SymbolPen, Double) -> Void = { pen, dy in
        let almond = Path.outline("M 6 34 C 24 8 76 8 94 34 C 76 60 24 60 6 34 Z").applying(Transform(translationX: 0, y: dy))
        pen.shape(almond)
        if pen.filled {
            pen.cutOut { pen in pen.stroke(.circle(50, 34 + dy, 13)) }
        } else {
            pen.stroke(.circle(50, 34 + dy, 13))
        }
        pen.fill(.circle(50, 34 + dy, 5))
    }

    /// A shape drawn with lines cut out of it when filled, drawn over it otherwise.
    private static func marked(_ pen: inout SymbolPen, _ marks: (inout SymbolPen) -> Void) {
        if pen.filled { pen.cutOut(marks) } else { marks(&pen) }
    }

    /// Points `radius` from (cx, cy) at `count` even angles, starting at `start` degrees.
    private static func ring(_ cx: Double, _ cy: Double, _ radius: Double, count: Int, start: Double) -> [(Double, Double)] {
        (0..<count).map { index in
            let angle = (start + 360 * Double(index) / Double(count)) * .pi / 180
            return (cx + radius * PortableMath.cos(angle), cy + radius * PortableMath.sin(angle))
        }
    }

    /// Wider or taller boxes than the drawings need, for the symbols whose images are (their
    /// width-to-height ratios as Interface Builder records them for SF Symbols).
    private static let boxes: [String: (Double, Double)] = [
        "magnifyingglass": (96, 88), "square.and.arrow.up": (86, 96), "square.and.arrow.down": (86, 96), "star": (106, 96),
        "photo": (110, 80), "camera": (110, 80), "folder": (107, 80), "calendar": (111, 92), "eye": (110, 68),
        "eye.slash": (110, 80), "bell": (90, 92), "bookmark": (77, 88), "envelope": (114, 76), "person": (97, 92),
        "phone": (98, 88), "square": (94, 84), "music.note": (72, 96), "doc": (86, 96), "doc.text": (86, 96),
        "mappin": (75, 92), "cart": (110, 88), "list.bullet": (112, 76), "creditcard": (104, 72), "chart.bar": (93, 64),
    ]

    private static let glyphs: [String: SymbolGlyph] = drawings.reduce(into: [:]) { table, entry in
        table[entry.key] = boxes[entry.key].map { entry.value.reboxed($0.0, $0.1) } ?? entry.value
    }

    private static let drawings: [String: SymbolGlyph] = [
        "xmark": SymbolGlyph(88, 78) { pen in
            pen.stroke(.line(20, 15, 68, 63))
            pen.stroke(.line(68, 15, 20, 63))
        },
        "plus": SymbolGlyph(88, 80) { pen in
            pen.stroke(.line(44, 12, 44, 68))
            pen.stroke(.line(16, 40, 72, 40))
        },
        "minus": SymbolGlyph(88, 24) { pen in pen.stroke(.line(16, 12, 72, 12)) },
        "checkmark": SymbolGlyph(88, 78) { pen in pen.stroke(.polyline([(16, 42), (36, 62), (72, 16)])) },
        "chevron.left": chevronLeft.reboxed(66, 88),
        "chevron.right": chevronLeft.mirrored.reboxed(66, 88),
        "chevron.up": chevronUp.reboxed(95, 52),
        "chevron.down": chevronUp.flipped.reboxed(95, 52),
        "chevron.compact.down": chevronCompactDown,
        "chevron.compact.up": chevronCompactDown.flipped,
        "arrow.left": arrowLeft.reboxed(100, 76),
        "arrow.right": arrowLeft.mirrored.reboxed(100, 76),
        "arrow.up": arrowLeft.turnedClockwise,
        "arrow.down": arrowLeft.mirrored.turnedClockwise,
        "arrow.up.right": SymbolGlyph(80, 80) { pen in
            pen.stroke(.line(18, 62, 62, 18))
            pen.stroke(.polyline([(30, 18), (62, 18), (62, 50)]))
        },
        "arrow.clockwise": arrowClockwise,
        "arrow.counterclockwise": arrowClockwise.mirrored,
        "magnifyingglass": SymbolGlyph(88, 88) { pen in
            pen.stroke(.circle(38, 38, 24))
            pen.stroke(.line(56, 56, 76, 76))
        },
        "heart": SymbolGlyph(100, 86) { pen in
            pen.shape(.outline("M 50 80 C 30 66 8 50 8 30 C 8 16 18 8 30 8 C 40 8 46 14 50 22 C 54 14 60 8 70 8 "
                + "C 82 8 92 16 92 30 C 92 50 70 66 50 80 Z"))
        },
        "star": SymbolGlyph(100, 96) { pen in
            let outer = ring(50, 54, 46, count: 5, start: -90), inner = ring(50, 54, 22, count: 5, start: -54)
            pen.shape(.polyline((0..<5).flatMap { [outer[$0], inner[$0]] }, closed: true))
        },
        "bookmark": SymbolGlyph(70, 88) { pen in
            pen.shape(.polyline([(16, 10), (54, 10), (54, 80), (35, 64), (16, 80)], closed: true))
        },
        "trash": SymbolGlyph(84, 92) { pen in
            pen.stroke(.line(10, 22, 74, 22))
            pen.stroke(.polyline([(30, 22), (32, 12), (52, 12), (54, 22)]))
            pen.shape(.polyline([(18, 22), (22, 82), (62, 82), (66, 22)], closed: true))
            marked(&pen) { pen in
                pen.stroke(.line(35, 36, 36, 68))
                pen.stroke(.line(49, 36, 48, 68))
            }
        },
        "gear": SymbolGlyph(96, 96) { pen in
            for (tip, root) in zip(ring(48, 48, 40, count: 8, start: 0), ring(48, 48, 30, count: 8, start: 0)) {
                pen.stroke(.line(root.0, root.1, tip.0, tip.1), width: 2.2)
            }
            pen.shape(.circle(48, 48, 30))
            marked(&pen) { pen in pen.stroke(.circle(48, 48, 11)) }
        },
        "person": SymbolGlyph(84, 92) { pen in
            pen.shape(.circle(42, 28, 17))
            pen.shape(.outline("M 12 84 C 12 64 26 56 42 56 C 58 56 72 64 72 84 Z"))
        },
        "house": SymbolGlyph(100, 82) { pen in
            pen.stroke(.polyline([(8, 44), (50, 10), (92, 44)]))
            pen.shape(.polyline([(20, 34), (20, 76), (80, 76), (80, 34), (50, 10)], closed: true))
            marked(&pen) { pen in pen.stroke(.rounded(43, 56, 14, 20, 2)) }
        },
        "bell": SymbolGlyph(84, 92) { pen in
            pen.shape(.outline("M 42 8 C 26 8 20 22 20 38 L 20 58 L 10 70 L 74 70 L 64 58 L 64 38 C 64 22 58 8 42 8 Z"))
            pen.stroke(.outline("M 32 78 C 34 88 50 88 52 78"))
        },
        "ellipsis": SymbolGlyph(96, 28) { pen in
            for x in [16.0, 48, 80] { pen.fill(.circle(x, 14, 7)) }
        },
        "info": SymbolGlyph(40, 88) { pen in
            pen.fill(.circle(20, 14, 7))
            pen.stroke(.polyline([(11, 36), (20, 36), (20, 78)]))
            pen.stroke(.line(10, 78, 30, 78))
        },
        "questionmark": SymbolGlyph(60, 90) { pen in
            pen.stroke(.outline("M 12 28 C 12 14 20 8 30 8 C 42 8 48 16 48 26 C 48 40 30 42 30 56 L 30 60"))
            pen.fill(.circle(30, 78, 6))
        },
        "exclamationmark": SymbolGlyph(30, 90) { pen in
            pen.stroke(.line(15, 10, 15, 58))
            pen.fill(.circle(15, 78, 6))
        },
        "exclamationmark.triangle": SymbolGlyph(100, 90) { pen in
            pen.shape(.polyline([(50, 8), (92, 82), (8, 82)], closed: true))
            marked(&pen) { pen in
                pen.stroke(.line(50, 34, 50, 56))
                pen.fill(.circle(50, 68, 5))
            }
        },
        "square.and.arrow.up": SymbolGlyph(80, 96) { pen in
            pen.stroke(.polyline([(26, 38), (12, 38), (12, 88), (68, 88), (68, 38), (54, 38)]))
            pen.stroke(.line(40, 8, 40, 62))
            pen.stroke(.polyline([(26, 22), (40, 8), (54, 22)]))
        },
        "square.and.arrow.down": SymbolGlyph(80, 96) { pen in
            pen.stroke(.polyline([(26, 38), (12, 38), (12, 88), (68, 88), (68, 38), (54, 38)]))
            pen.stroke(.line(40, 8, 40, 62))
            pen.stroke(.polyline([(26, 48), (40, 62), (54, 48)]))
        },
        "pencil": SymbolGlyph(88, 88) { pen in
            pen.shape(.polyline([(14, 74), (20, 56), (62, 14), (74, 26), (32, 68)], closed: true))
            pen.stroke(.line(54, 22, 66, 34))
        },
        "square.and.pencil": SymbolGlyph(96, 92) { pen in
            pen.stroke(.polyline([(50, 14), (14, 14), (14, 80), (80, 80), (80, 44)]))
            pen.shape(.polyline([(38, 56), (42, 44), (74, 12), (84, 22), (52, 54)], closed: true))
        },
        "camera": SymbolGlyph(100, 80) { pen in
            pen.shape(.rounded(8, 20, 84, 54, 10))
            pen.shape(.polyline([(34, 20), (40, 10), (60, 10), (66, 20)], closed: true))
            marked(&pen) { pen in pen.stroke(.circle(50, 47, 14)) }
        },
        "photo": SymbolGlyph(100, 80) { pen in
            pen.shape(.rounded(8, 8, 84, 64, 8))
            marked(&pen) { pen in
                pen.stroke(.polyline([(14, 64), (40, 38), (58, 56), (68, 46), (86, 64)]))
                pen.stroke(.circle(66, 26, 6))
            }
        },
        "play": SymbolGlyph(72, 84) { pen in pen.shape(.polyline([(16, 10), (64, 42), (16, 74)], closed: true)) },
        "pause": SymbolGlyph(64, 80) { pen in
            pen.shape(.rounded(10, 10, 14, 60, 4))
            pen.shape(.rounded(40, 10, 14, 60, 4))
        },
        "stop": SymbolGlyph(76, 76) { pen in pen.shape(.rounded(10, 10, 56, 56, 8)) },
        "backward": backward,
        "forward": backward.mirrored,
        "list.bullet": SymbolGlyph(100, 76) { pen in
            for y in [14.0, 38, 62] {
                pen.fill(.circle(14, y, 6))
                pen.stroke(.line(32, y, 90, y))
            }
        },
        "line.3.horizontal": SymbolGlyph(112, 56) { pen in
            for y in [10.0, 28, 46] { pen.stroke(.line(12, y, 100, y)) }
        },
        "line.3.horizontal.decrease": SymbolGlyph(100, 57) { pen in
            pen.stroke(.line(10, 10, 90, 10))
            pen.stroke(.line(25, 28, 75, 28))
            pen.stroke(.line(40, 46, 60, 46))
        },
        "slider.horizontal.3": SymbolGlyph(96, 80) { pen in
            for (y, knob) in [(14.0, 62.0), (40, 30), (66, 54)] {
                pen.stroke(.line(8, y, knob - 9, y))
                pen.stroke(.circle(knob, y, 9))
                pen.stroke(.line(knob + 9, y, 88, y))
            }
        },
        "calendar": SymbolGlyph(92, 92) { pen in
            pen.shape(.rounded(8, 14, 76, 70, 10))
            marked(&pen) { pen in pen.stroke(.line(8, 34, 84, 34)) }
            pen.stroke(.line(28, 6, 28, 20))
            pen.stroke(.line(64, 6, 64, 20))
        },
        "clock": SymbolGlyph(96, 96) { pen in
            pen.shape(.circle(48, 48, 40))
            marked(&pen) { pen in pen.stroke(.polyline([(48, 24), (48, 48), (64, 58)])) }
        },
        "map": SymbolGlyph(100, 88) { pen in
            pen.shape(.polyline([(8, 18), (36, 8), (64, 18), (92, 8), (92, 70), (64, 80), (36, 70), (8, 80)], closed: true))
            marked(&pen) { pen in
                pen.stroke(.line(36, 8, 36, 70))
                pen.stroke(.line(64, 18, 64, 80))
            }
        },
        "mappin": SymbolGlyph(52, 92) { pen in
            pen.shape(.circle(26, 26, 16))
            pen.stroke(.line(26, 42, 26, 86))
        },
        "location": SymbolGlyph(88, 88) { pen in pen.shape(.polyline([(82, 6), (46, 82), (40, 48), (6, 42)], closed: true)) },
        "paperplane": SymbolGlyph(92, 92) { pen in
            pen.shape(.polyline([(86, 6), (6, 40), (38, 54), (52, 86)], closed: true))
            marked(&pen) { pen in pen.stroke(.line(84, 8, 38, 54)) }
        },
        "envelope": SymbolGlyph(100, 76) { pen in
            pen.shape(.rounded(8, 10, 84, 56, 8))
            marked(&pen) { pen in pen.stroke(.polyline([(12, 16), (50, 44), (88, 16)])) }
        },
        "message": message,
        "bubble.right": message.mirrored,
        "phone": SymbolGlyph(88, 88) { pen in
            pen.shape(.outline("M 24 8 L 34 8 C 36 8 38 10 38 12 L 42 26 C 42 28 41 30 39 31 L 32 36 C 38 50 44 56 56 62 "
                + "L 61 55 C 62 53 64 52 66 52 L 80 56 C 82 56 84 58 84 60 L 84 70 C 84 78 78 84 70 84 "
                + "C 36 84 8 56 8 22 C 8 14 14 8 24 8 Z"))
        },
        "lock": SymbolGlyph(76, 96) { pen in
            pen.stroke(.outline("M 20 44 L 20 30 C 20 16 28 8 38 8 C 48 8 56 16 56 30 L 56 44"))
            pen.shape(.rounded(10, 44, 56, 44, 8))
        },
        "lock.open": SymbolGlyph(86, 96) { pen in
            pen.stroke(.outline("M 40 44 L 40 30 C 40 16 48 8 58 8 C 68 8 76 16 76 30 L 76 36"))
            pen.shape(.rounded(8, 44, 56, 44, 8))
        },
        "eye": SymbolGlyph(100, 68) { pen in eye(&pen, 0) },
        "eye.slash": SymbolGlyph(100, 80) { pen in
            eye(&pen, 6)
            pen.stroke(.line(14, 6, 86, 74))
        },
        "cart": SymbolGlyph(100, 88) { pen in
            if pen.filled { pen.fill(.polyline([(24, 24), (90, 24), (82, 60), (30, 60)], closed: true)) }
            pen.stroke(.polyline([(6, 10), (20, 10), (30, 60), (82, 60), (90, 24), (24, 24)]))
            pen.fill(.circle(36, 76, 6))
            pen.fill(.circle(76, 76, 6))
        },
        "bag": SymbolGlyph(84, 96) { pen in
            pen.shape(.polyline([(10, 32), (74, 32), (70, 88), (14, 88)], closed: true))
            pen.stroke(.outline("M 28 32 L 28 24 C 28 14 34 8 42 8 C 50 8 56 14 56 24 L 56 32"))
        },
        "doc": SymbolGlyph(76, 96) { pen in
            pen.shape(.polyline([(12, 8), (46, 8), (66, 28), (66, 88), (12, 88)], closed: true))
            marked(&pen) { pen in pen.stroke(.polyline([(46, 8), (46, 28), (66, 28)])) }
        },
        "doc.text": SymbolGlyph(76, 96) { pen in
            pen.shape(.polyline([(12, 8), (46, 8), (66, 28), (66, 88), (12, 88)], closed: true))
            marked(&pen) { pen in
                pen.stroke(.polyline([(46, 8), (46, 28), (66, 28)]))
                pen.stroke(.line(24, 46, 54, 46))
                pen.stroke(.line(24, 60, 54, 60))
                pen.stroke(.line(24, 74, 44, 74))
            }
        },
        "folder": SymbolGlyph(100, 80) { pen in
            pen.shape(.polyline([(8, 14), (36, 14), (44, 24), (92, 24), (92, 70), (8, 70)], closed: true))
        },
        "link": SymbolGlyph(96, 96) { pen in
            // Two rounded links at 45°: cos 45° = sin 45° = 0.70710678.
            let r = 0.70710678
            for (cx, cy) in [(36.0, 60.0), (60.0, 36.0)] {
                pen.stroke(Path.rounded(-28, -13, 56, 26, 13).applying(Transform(a: r, b: -r, c: r, d: r, tx: cx, ty: cy)))
            }
        },
        "mic": SymbolGlyph(64, 96) { pen in
            pen.shape(.rounded(20, 8, 24, 50, 12))
            pen.stroke(.outline("M 10 44 C 10 72 54 72 54 44"))
            pen.stroke(.line(32, 66, 32, 86))
            pen.stroke(.line(20, 86, 44, 86))
        },
        "globe": SymbolGlyph(96, 96) { pen in
            pen.stroke(.circle(48, 48, 40))
            pen.stroke(.ellipse(in: Rect(x: 30, y: 8, width: 36, height: 80)))
            pen.stroke(.line(8, 48, 88, 48))
            pen.stroke(.line(16, 28, 80, 28))
            pen.stroke(.line(16, 68, 80, 68))
        },
        "flag": SymbolGlyph(84, 96) { pen in
            pen.stroke(.line(14, 8, 14, 90))
            pen.shape(.polyline([(14, 12), (72, 12), (62, 32), (72, 52), (14, 52)], closed: true))
        },
        "tag": SymbolGlyph(92, 92) { pen in
            pen.shape(.polyline([(8, 8), (48, 8), (86, 46), (46, 86), (8, 48)], closed: true))
            marked(&pen) { pen in pen.stroke(.circle(28, 28, 5)) }
        },
        "bolt": SymbolGlyph(64, 96) { pen in
            pen.shape(.polyline([(38, 6), (10, 54), (32, 54), (26, 90), (56, 40), (34, 40)], closed: true))
        },
        "sun.max": SymbolGlyph(96, 96) { pen in
            pen.shape(.circle(48, 48, 17))
            for (outer, inner) in zip(ring(48, 48, 38, count: 8, start: 0), ring(48, 48, 27, count: 8, start: 0)) {
                pen.stroke(.line(inner.0, inner.1, outer.0, outer.1))
            }
        },
        "moon": SymbolGlyph(88, 92) { pen in
            pen.shape(.outline("M 52 8 C 28 10 10 30 10 52 C 10 74 30 88 52 88 C 66 88 78 80 84 68 C 60 70 40 52 44 28 "
                + "C 45 20 48 14 52 8 Z"))
        },
        "cloud": SymbolGlyph(100, 68) { pen in
            pen.shape(.outline("M 26 60 C 12 60 6 50 6 42 C 6 32 14 26 24 26 C 28 14 38 8 50 8 C 64 8 74 18 76 30 "
                + "C 88 30 94 40 94 46 C 94 54 88 60 78 60 Z"))
        },
        "video": SymbolGlyph(100, 64) { pen in
            pen.shape(.rounded(6, 8, 62, 48, 10))
            pen.shape(.polyline([(68, 26), (94, 12), (94, 52), (68, 38)], closed: true))
        },
        "square": SymbolGlyph(84, 84) { pen in pen.shape(.rounded(8, 8, 68, 68, 14)) },
        "circle": SymbolGlyph(96, 96) { pen in pen.shape(.circle(48, 48, 40)) },
        "square.grid.2x2": SymbolGlyph(88, 88) { pen in
            for (x, y) in [(8.0, 8.0), (48, 8), (8, 48), (48, 48)] { pen.shape(.rounded(x, y, 32, 32, 7)) }
        },
        "music.note": SymbolGlyph(64, 96) { pen in
            pen.stroke(.polyline([(44, 70), (44, 12), (60, 20)]))
            pen.fill(.ellipse(in: Rect(x: 16, y: 61, width: 28, height: 22)))
        },
        "wifi": SymbolGlyph(100, 76) { pen in
            for radius in [16.0, 36, 56] { pen.stroke(.arc(50, 70, radius, from: 225, to: 315)) }
            pen.fill(.circle(50, 68, 6))
        },
        "speaker.wave.2": SymbolGlyph(100, 80) { pen in
            pen.shape(.polyline([(8, 28), (24, 28), (44, 10), (44, 70), (24, 52), (8, 52)], closed: true))
            pen.stroke(.arc(44, 40, 18, from: -40, to: 40))
            pen.stroke(.arc(44, 40, 32, from: -45, to: 45))
        },
        "creditcard": SymbolGlyph(100, 72) { pen in
            pen.shape(.rounded(6, 8, 88, 56, 8))
            marked(&pen) { pen in
                pen.stroke(.line(6, 26, 94, 26), width: 1.6)
                pen.stroke(.line(16, 48, 36, 48))
            }
        },
        "doc.on.doc": SymbolGlyph(88, 96) { pen in
            pen.stroke(.outline("M 24 20 L 24 14 C 24 10 26 8 30 8 L 70 8 C 74 8 76 10 76 14 L 76 68 C 76 72 74 74 70 74 L 64 74"))
            pen.shape(.rounded(12, 22, 52, 66, 6))
        },
        "arrow.up.arrow.down": SymbolGlyph(104, 88) { pen in
            pen.stroke(.line(32, 12, 32, 76))
            pen.stroke(.polyline([(14, 30), (32, 12), (50, 30)]))
            pen.stroke(.line(72, 12, 72, 76))
            pen.stroke(.polyline([(54, 58), (72, 76), (90, 58)]))
        },
        "safari": SymbolGlyph(100, 96) { pen in
            pen.shape(.circle(50, 48, 40))
            marked(&pen) { pen in
                pen.fill(.polyline([(68, 30), (56, 54), (44, 42)], closed: true))
                pen.stroke(.polyline([(68, 30), (56, 54), (32, 66), (44, 42)], closed: true), width: 0.7)
            }
        },
        "arrowshape.turn.up.left": turnLeft,
        "arrowshape.turn.up.right": turnLeft.mirrored,
        "arrow.uturn.left": uTurnLeft,
        "arrow.uturn.right": uTurnLeft.mirrored,
        "delete.left": SymbolGlyph(110, 80) { pen in
            pen.shape(.outline("M 34 10 L 92 10 C 98 10 102 14 102 20 L 102 60 C 102 66 98 70 92 70 L 34 70 L 6 40 Z"))
            marked(&pen) { pen in
                pen.stroke(.line(52, 26, 80, 54))
                pen.stroke(.line(80, 26, 52, 54))
            }
        },
        "speaker.slash": SymbolGlyph(100, 88) { pen in
            pen.shape(.polyline([(18, 32), (34, 32), (54, 14), (54, 74), (34, 56), (18, 56)], closed: true))
            pen.stroke(.line(8, 8, 92, 80))
        },
        "pin": SymbolGlyph(64, 96) { pen in
            pen.shape(.outline("M 18 8 L 46 8 L 42 16 L 42 40 L 54 54 L 10 54 L 22 40 L 22 16 Z"))
            pen.stroke(.line(32, 54, 32, 88))
        },
        "checkmark.seal": SymbolGlyph(100, 96) { pen in
            let outer = ring(50, 48, 42, count: 12, start: -90), inner = ring(50, 48, 35, count: 12, start: -75)
            pen.shape(.polyline((0..<12).flatMap { [outer[$0], inner[$0]] }, closed: true))
            marked(&pen) { pen in pen.stroke(.polyline([(34, 48), (45, 59), (66, 36)])) }
        },
        "iphone": SymbolGlyph(64, 100) { pen in
            pen.shape(.rounded(12, 8, 40, 84, 9))
            marked(&pen) { pen in pen.stroke(.line(27, 16, 37, 16), width: 0.8) }
        },
        "key": SymbolGlyph(62, 96) { pen in
            pen.shape(.circle(31, 28, 20))
            pen.stroke(.polyline([(31, 48), (31, 88), (42, 80), (31, 72), (42, 64)]))
            marked(&pen) { pen in pen.fill(.circle(31, 20, 5)) }
        },
        "book": SymbolGlyph(110, 86) { pen in
            pen.shape(.outline("M 55 20 C 44 12 26 10 10 14 L 10 76 C 26 72 44 74 55 82 Z"))
            pen.shape(.outline("M 55 20 C 66 12 84 10 100 14 L 100 76 C 84 72 66 74 55 82 Z"))
        },
        "number": SymbolGlyph(84, 90) { pen in
            pen.stroke(.line(34, 10, 26, 80))
            pen.stroke(.line(58, 10, 50, 80))
            pen.stroke(.line(14, 32, 74, 32))
            pen.stroke(.line(10, 58, 70, 58))
        },
        "person.2": SymbolGlyph(120, 84) { pen in
            pen.shape(.circle(80, 24, 14))
            pen.stroke(.outline("M 70 50 C 74 48 77 48 80 48 C 96 48 108 56 108 74 L 92 74"))
            pen.shape(.circle(44, 28, 16))
            pen.shape(.outline("M 14 78 C 14 60 26 52 44 52 C 62 52 74 60 74 78 Z"))
        },
        "person.3": SymbolGlyph(136, 66) { pen in
            for cx in [28.0, 108] {
                pen.shape(.circle(cx, 20, 11))
                pen.stroke(.outline("M \(cx - 20) 58 C \(cx - 20) 44 \(cx - 12) 38 \(cx) 38 C \(cx + 12) 38 \(cx + 20) 44 \(cx + 20) 58"))
            }
            pen.shape(.circle(68, 18, 13))
            pen.shape(.outline("M 44 60 C 44 44 54 36 68 36 C 82 36 92 44 92 60 Z"))
        },
        "car": SymbolGlyph(110, 80) { pen in
            pen.shape(.outline("M 10 48 C 10 42 14 38 20 36 L 30 16 C 32 12 36 10 40 10 L 70 10 C 74 10 78 12 80 16 L 90 36 "
                + "C 96 38 100 42 100 48 L 100 60 L 10 60 Z"))
            pen.stroke(.line(22, 60, 22, 70), width: 1.6)
            pen.stroke(.line(88, 60, 88, 70), width: 1.6)
        },
        "hand.thumbsup": SymbolGlyph(96, 96) { pen in
            pen.shape(.rounded(10, 40, 18, 46, 4))
            pen.shape(.outline("M 34 42 L 48 16 C 50 10 56 8 60 12 C 64 16 62 24 60 34 L 80 34 C 86 34 90 40 88 46 "
                + "L 82 78 C 81 84 76 86 70 86 L 34 86 Z"))
        },
        "server.rack": SymbolGlyph(104, 88) { pen in
            for y in [8.0, 34, 60] {
                pen.shape(.rounded(8, y, 88, 20, 5))
                marked(&pen) { pen in pen.fill(.circle(22, y + 10, 3.5)) }
            }
        },
        "chart.bar": SymbolGlyph(88, 64) { pen in
            pen.shape(.rounded(10, 36, 16, 22, 3))
            pen.shape(.rounded(36, 20, 16, 38, 3))
            pen.shape(.rounded(62, 6, 16, 52, 3))
        },
    ]
}
