/// A 5x7 pixel font with just the characters diff-image labels use ("GOLDEN", "ACTUAL",
/// "DIFF", "X4"): A C D E F G I L N O T U X and the digits. It lives here because labels must
/// look the same on every machine and the diff module knows bitmaps only, not the vector font.
enum LabelFont {
    static let glyphWidth = 5
    static let glyphHeight = 7
    /// Horizontal advance per character, in font pixels (glyph plus one column of space).
    static let advance = 6

    /// Seven rows, top to bottom; bit 4 is the leftmost column. Unknown characters are blank.
    static func rows(_ character: Character) -> [UInt8] {
        switch character.uppercased().first ?? " " {
        case "A": [0b01110, 0b10001, 0b10001, 0b11111, 0b10001, 0b10001, 0b10001]
        case "C": [0b01110, 0b10001, 0b10000, 0b10000, 0b10000, 0b10001, 0b01110]
        case "D": [0b11110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b11110]
        case "E": [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b11111]
        case "F": [0b11111, 0b10000, 0b10000, 0b11110, 0b10000, 0b10000, 0b10000]
        case "G": [0b01110, 0b10001, 0b10000, 0b10111, 0b10001, 0b10001, 0b01111]
        case "I": [0b01110, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110]
        case "L": [0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b10000, 0b11111]
        case "N": [0b10001, 0b11001, 0b10101, 0b10011, 0b10001, 0b10001, 0b10001]
        case "O": [0b01110, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110]
        case "T": [0b11111, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100, 0b00100]
        case "U": [0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b10001, 0b01110]
        case "X": [0b00000, 0b00000, 0b10001, 0b01010, 0b00100, 0b01010, 0b10001]
        case "0": [0b01110, 0b10001, 0b10011, 0b10101, 0b11001, 0b10001, 0b01110]
        case "1": [0b00100, 0b01100, 0b00100, 0b00100, 0b00100, 0b00100, 0b01110]
        case "2": [0b01110, 0b10001, 0b00001, 0b00010, 0b00100, 0b01000, 0b11111]
        case "3": [0b11111, 0b00010, 0b00100, 0b00010, 0b00001, 0b10001, 0b01110]
        case "4": [0b00010, 0b00110, 0b01010, 0b10010, 0b11111, 0b00010, 0b00010]
        case "5": [0b11111, 0b10000, 0b11110, 0b00001, 0b00001, 0b10001, 0b01110]
        case "6": [0b00110, 0b01000, 0b10000, 0b11110, 0b10001, 0b10001, 0b01110]
        case "7": [0b11111, 0b00001, 0b00010, 0b00100, 0b01000, 0b01000, 0b01000]
        case "8": [0b01110, 0b10001, 0b10001, 0b01110, 0b10001, 0b10001, 0b01110]
        case "9": [0b01110, 0b10001, 0b10001, 0b01111, 0b00001, 0b00010, 0b01100]
        default: [0, 0, 0, 0, 0, 0, 0]
        }
    }

    /// Width in pixels of `text` at `scale` (each font pixel a `scale` x `scale` block).
    static func width(of text: String, scale: Int) -> Int {
        text.isEmpty ? 0 : (text.count * advance - 1) * scale
    }

    /// Draws `text` with its top-left corner at (x, y), clipped to the canvas.
    static func draw(_ text: String, x: Int, y: Int, scale: Int, color: OpaqueColor,
                     into canvas: UnsafeMutableRawPointer, width: Int, height: Int) {
        let word = color.word
        var penX = x
        for character in text {
            let rows = rows(character)
            for row in 0..<glyphHeight {
                for column in 0..<glyphWidth where rows[row] & (0b10000 >> UInt8(column)) != 0 {
                    let left = penX + column * scale, top = y + row * scale
                    var py = max(top, 0)
                    while py < min(top + scale, height) {
                        var px = max(left, 0)
                        while px < min(left + scale, width) {
                            canvas.storeBytes(of: word, toByteOffset: (py &* width &+ px) &* 4, as: UInt32.self)
                            px &+= 1
                        }
                        py &+= 1
                    }
                }
            }
            penX += advance * scale
        }
    }
}
