import GoldensRaster

/// The display list of a typical transition frame: a table of cells behind, a detail view
/// rotating and shrinking away in a group at alpha 0.5, and a dimming layer, at any size.
enum TransitionScene {
    /// Two procedural images (a photo-like gradient and a small icon).
    static func images() -> [String: Bitmap] {
        ["photo.png": gradientImage(width: 600, height: 400), "icon.png": gradientImage(width: 64, height: 64)]
    }

    static func gradientImage(width: Int, height: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        bitmap.withUnsafeMutableBytes { raw in
            var y = 0
            while y < height {
                var x = 0
                while x < width {
                    let offset = (y * width + x) * 4
                    raw[offset] = UInt8((x * 255) / max(1, width - 1))
                    raw[offset + 1] = UInt8((y * 255) / max(1, height - 1))
                    raw[offset + 2] = UInt8(((x + y) * 97) & 255)
                    raw[offset + 3] = 255
                    x += 1
                }
                y += 1
            }
        }
        return bitmap
    }

    /// - Parameters:
    ///   - cells: rows of the table (each a rounded rect with a label and a border).
    ///   - groups: how many translucent layers (the first is the detail view; the rest are
    ///     extra nested fading containers, to see how time grows with layers).
    static func make(width: Int, height: Int, cells: Int = 30, groups: Int = 1,
                     label: (String, Rect, Transform) -> Path) -> DisplayList {
        let scale = Double(width) / 390
        let device = Transform(scaleX: scale, y: scale)
        let logicalHeight = Double(height) / scale
        var list = DisplayList(width: width, height: height, background: .white)
        list.append(.fillRect(Rect(x: 0, y: 0, width: 390, height: logicalHeight), color: Color(red: 0.95, green: 0.95, blue: 0.97),
                              transform: device, id: "window.background"))
        let rowHeight = max(20, (logicalHeight - 100) / Double(max(1, cells)))
        list.append(.pushClipRect(Rect(x: 0, y: 88, width: 390, height: logicalHeight - 88), transform: device, id: "table"))
        for row in 0..<cells {
            let y = 92 + Double(row) * rowHeight
            let cell = Rect(x: 16, y: y, width: 358, height: rowHeight - 6)
            list.append(.fillRoundedRect(cell, radius: 12, color: .white, transform: device, id: "cell[\(row)]"))
            list.append(.strokeRoundedRect(cell, radius: 12, lineWidth: 1.0 / 3, color: Color(white: 0.78), transform: device))
            list.append(.fillPath(label("Herb number \(row + 1): basil, thyme", Rect(x: 64, y: y + 8, width: 290, height: 17), device),
                                  color: Color(white: 0.1), id: "cell[\(row)].label"))
            list.append(.fillRoundedRect(Rect(x: 24, y: y + 6, width: 32, height: 32), radius: 8,
                                         color: Color(red: 0.2, green: 0.6, blue: 0.3), transform: device))
        }
        list.append(.drawImage("icon.png", rect: Rect(x: 24, y: 40, width: 40, height: 40), transform: device, id: "avatar"))
        list.append(.popClip)
        // The detail view on its way out: rotated, scaled about its centre, at alpha 0.5.
        let detail = Transform(translationX: -195, y: -logicalHeight / 2)
            .concatenating(Transform(rotationAngle: 0.12))
            .concatenating(Transform(scaleX: 0.8, y: 0.8))
            .concatenating(Transform(translationX: 195, y: logicalHeight / 2))
            .concatenating(device)
        for level in 0..<groups {
            list.append(.pushGroup(alpha: level == 0 ? 0.5 : 0.9, id: level == 0 ? "details" : "container[\(level)]"))
        }
        list.append(.pushClipRoundedRect(Rect(x: 0, y: 0, width: 390, height: logicalHeight), radius: 40, transform: detail))
        list.append(.fillRect(Rect(x: 0, y: 0, width: 390, height: logicalHeight), color: .white, transform: detail))
        list.append(.drawImage("photo.png", rect: Rect(x: 0, y: 0, width: 390, height: 260), transform: detail, id: "details.photo"))
        for line in 0..<6 {
            list.append(.fillPath(label("Basil is a culinary herb of the family Lamiaceae.",
                                        Rect(x: 20, y: 280 + Double(line) * 24, width: 350, height: 17), detail),
                                  color: .black, id: "details.text[\(line)]"))
        }
        list.append(.popClip)
        for _ in 0..<groups { list.append(.popGroup) }
        list.append(.fillRect(Rect(x: 0, y: 0, width: 390, height: logicalHeight), color: Color(white: 0, alpha: 0.4),
                              transform: device, id: "dimming"))
        return list
    }

    /// Stand-in glyphs: one rounded bar per word (used when no font is wanted).
    static func wordBars(_ text: String, _ rect: Rect, _ transform: Transform) -> Path {
        var path = Path()
        var x = rect.x
        for word in text.split(separator: " ") {
            let width = Double(word.count) * rect.height * 0.5
            if x + width > rect.maxX { break }
            path.addRoundedRect(Rect(x: x, y: rect.y + rect.height * 0.2, width: width, height: rect.height * 0.6),
                                radius: rect.height * 0.2)
            x += width + rect.height * 0.3
        }
        return path.applying(transform)
    }
}

extension TransitionScene {
    /// Labels in the bundled font, as filled paths so that the peers draw exactly the same
    /// outlines (they have no drawText).
    static func label(_ text: String, _ rect: Rect, _ transform: Transform) -> Path {
        TextLayout(text, fontSize: rect.height * 0.8).path(in: rect).applying(transform)
    }
}
