import GoldensScene

/// One of the package's own drawings of a symbol: a box in design units (a full-height glyph is
/// about 100 units tall; see `SymbolMetrics` for units to points) and the marks drawn in it.
struct SymbolGlyph: Sendable {
    let box: Size
    let draw: @Sendable (inout SymbolPen) -> Void

    init(_ width: Double, _ height: Double, _ draw: @escaping @Sendable (inout SymbolPen) -> Void) {
        box = Size(width: width, height: height)
        self.draw = draw
    }

    /// The same drawing centred in a box of another size: the glyph's margins, where the
    /// package's drawing is narrower or shorter than the symbol's image is.
    func reboxed(_ width: Double, _ height: Double) -> SymbolGlyph {
        let (dx, dy) = ((width - box.width) / 2, (height - box.height) / 2), draw = draw
        return SymbolGlyph(width, height) { pen in pen.transformed(Transform(translationX: dx, y: dy), draw) }
    }

    /// This glyph mirrored left to right (a chevron or arrow pointing the other way).
    var mirrored: SymbolGlyph {
        let width = box.width, draw = draw
        return SymbolGlyph(box.width, box.height) { pen in
            pen.transformed(Transform(a: -1, b: 0, c: 0, d: 1, tx: width, ty: 0), draw)
        }
    }

    /// This glyph mirrored top to bottom.
    var flipped: SymbolGlyph {
        let height = box.height, draw = draw
        return SymbolGlyph(box.width, box.height) { pen in
            pen.transformed(Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: height), draw)
        }
    }

    /// This glyph turned a quarter clockwise: its box turns with it.
    var turnedClockwise: SymbolGlyph {
        let height = box.height, draw = draw
        return SymbolGlyph(box.height, box.width) { pen in
            pen.transformed(Transform(a: 0, b: 1, c: -1, d: 0, tx: height, ty: 0), draw)
        }
    }

    /// This glyph inside a circle (`….circle`): outlined, or filled with the glyph cut out of
    /// it (`….circle.fill`).
    func enclosed(in container: SymbolContainer) -> SymbolGlyph {
        let inner = self
        let (width, height) = (100.0, 96.0)
        return SymbolGlyph(width, height) { pen in
            let outline: Path
            switch container {
            case .circle: outline = .circle(width / 2, height / 2, height / 2 - 6)
            case .square: outline = .rounded(8, 6, width - 16, height - 12, 18)
            }
            // The mark takes about half the container, its lines lighter.
            let markSide = container == .circle ? 46.0 : 50.0
            let mark = Rect(x: (width - markSide) / 2, y: (height - markSide) / 2, width: markSide, height: markSide)
            if pen.filled {
                pen.fill(outline)
                pen.stroke(outline)
                pen.cutOut { pen in pen.inset(mark, box: inner.box, lineRatio: 0.8, inner.draw) }
            } else {
                pen.stroke(outline)
                pen.inset(mark, box: inner.box, lineRatio: 0.8, inner.draw)
            }
        }
    }
}

/// The shapes a symbol's name can put its mark in.
enum SymbolContainer: String, Sendable {
    case circle, square
}
