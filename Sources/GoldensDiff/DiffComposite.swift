import GoldensRaster

/// The review sheet: golden | actual | diff side by side under labelled header bars, and, when
/// the change is small, a second row with the changed box cropped and magnified in all three.
///
/// Transparent pixels are shown over a light checkerboard so transparency is visible. Sizes may
/// differ (size mismatch): each panel keeps its own size, aligned top-left.
extension ImageDiff {
    /// Largest magnification of the changed box.
    public static let maxMagnification = 16

    /// A composite from a finished comparison (no second pass over the pixels).
    public static func composite(golden: Bitmap, actual: Bitmap, comparison: Comparison,
                                 magnifyingChange: Bool = true) -> Bitmap {
        let panels = [golden, actual, comparison.diffImage]
        let names = ["GOLDEN", "ACTUAL", "DIFF"]
        let headerColors = [OpaqueColor(r: 58, g: 84, b: 120), OpaqueColor(r: 58, g: 110, b: 72), OpaqueColor(r: 150, g: 38, b: 38)]
        let smallest = max(1, min(golden.width, actual.width))
        let scale = max(1, min(4, smallest / 120))
        let gap = 4 * scale
        let header = LabelFont.glyphHeight * scale + 4 * scale

        // The zoom row, when a change exists and is small enough to gain from magnifying.
        var zoom: (box: PixelRect, factor: Int)?
        if magnifyingChange, let box = comparison.verdict.changedBounds {
            let overlapWidth = min(golden.width, actual.width), overlapHeight = min(golden.height, actual.height)
            let margin = max(2, max(box.width, box.height) / 8)
            let padded = PixelRect(x: box.x - margin, y: box.y - margin, width: box.width + 2 * margin, height: box.height + 2 * margin)
                .clipped(width: overlapWidth, height: overlapHeight)
            let factor = magnification(for: padded, fittingIn: max(64, min(overlapWidth, 360)))
            if factor >= 2 && !padded.isEmpty { zoom = (padded, factor) }
        }

        func columnWidth(_ index: Int, contentWidth: Int, label: String) -> Int {
            max(contentWidth, LabelFont.width(of: label, scale: scale) + 4 * scale)
        }
        var firstRowWidths: [Int] = []
        for index in 0..<3 { firstRowWidths.append(columnWidth(index, contentWidth: panels[index].width, label: names[index])) }
        let firstRowHeight = header + panels.map(\.height).max()!
        var width = firstRowWidths.reduce(0, +) + 2 * gap
        var height = firstRowHeight
        var zoomLabels: [String] = []
        var zoomWidths: [Int] = []
        if let zoom {
            zoomLabels = names.map { "\($0) X\(zoom.factor)" }
            for index in 0..<3 {
                zoomWidths.append(columnWidth(index, contentWidth: zoom.box.width * zoom.factor, label: zoomLabels[index]))
            }
            width = max(width, zoomWidths.reduce(0, +) + 2 * gap)
            height += gap + header + zoom.box.height * zoom.factor
        }

        var canvas = Bitmap(width: width, height: height, fill: PremultipliedPixel(r: 40, g: 40, b: 40, a: 255))
        canvas.withUnsafeMutableBytes { bytes in
            guard let base = bytes.baseAddress else { return }
            var x = 0
            for index in 0..<3 {
                fill(PixelRect(x: x, y: 0, width: firstRowWidths[index], height: header), headerColors[index], base, width)
                LabelFont.draw(names[index], x: x + 2 * scale, y: 2 * scale, scale: scale, color: OpaqueColor(r: 255, g: 255, b: 255),
                               into: base, width: width, height: height)
                let panel = panels[index]
                blit(panel, region: PixelRect(x: 0, y: 0, width: panel.width, height: panel.height), factor: 1,
                     into: base, canvasWidth: width, at: x, header)
                x += firstRowWidths[index] + gap
            }
            if let zoom {
                let top = firstRowHeight + gap
                x = 0
                for index in 0..<3 {
                    fill(PixelRect(x: x, y: top, width: zoomWidths[index], height: header), headerColors[index], base, width)
                    LabelFont.draw(zoomLabels[index], x: x + 2 * scale, y: top + 2 * scale, scale: scale,
                                   color: OpaqueColor(r: 255, g: 255, b: 255), into: base, width: width, height: height)
                    blit(panels[index], region: zoom.box, factor: zoom.factor, into: base, canvasWidth: width, at: x, top + header)
                    x += zoomWidths[index] + gap
                }
            }
        }
        return canvas
    }

    /// Compares, then builds the composite.
    public static func composite(golden: Bitmap, actual: Bitmap, tolerance: Tolerance = .exact,
                                 magnifyingChange: Bool = true) -> Bitmap {
        composite(golden: golden, actual: actual, comparison: diff(golden: golden, actual: actual, tolerance: tolerance),
                  magnifyingChange: magnifyingChange)
    }

    /// The largest whole magnification (at most `maxMagnification`) at which `box` fits in a
    /// square of `side` pixels; 1 when it already does not fit.
    public static func magnification(for box: PixelRect, fittingIn side: Int) -> Int {
        let longest = max(box.width, box.height)
        guard longest > 0 else { return 1 }
        return max(1, min(maxMagnification, side / longest))
    }

    /// `region` of `bitmap` (clipped to it) enlarged `factor` times with nearest-neighbour
    /// sampling, so every source pixel becomes a crisp `factor` x `factor` block.
    public static func magnifiedCrop(_ bitmap: Bitmap, region: PixelRect, factor: Int) -> Bitmap {
        let box = region.clipped(width: bitmap.width, height: bitmap.height)
        let f = max(1, min(factor, maxMagnification))
        var out = Bitmap(width: box.width * f, height: box.height * f)
        let outWidth = out.width
        bitmap.withUnsafeBytes { source in
            out.withUnsafeMutableBytes { target in
                guard let s = source.baseAddress, let t = target.baseAddress else { return }
                var ty = 0
                while ty < box.height &* f {
                    let sy = box.y &+ ty / f
                    var tx = 0
                    while tx < outWidth {
                        let word = s.loadUnaligned(fromByteOffset: (sy &* bitmap.width &+ box.x &+ tx / f) &* 4, as: UInt32.self)
                        t.storeBytes(of: word, toByteOffset: (ty &* outWidth &+ tx) &* 4, as: UInt32.self)
                        tx &+= 1
                    }
                    ty &+= 1
                }
            }
        }
        return out
    }

    private static func fill(_ rect: PixelRect, _ color: OpaqueColor, _ base: UnsafeMutableRawPointer, _ canvasWidth: Int) {
        let word = color.word
        var y = rect.y
        while y < rect.maxY {
            var x = rect.x
            while x < rect.maxX {
                base.storeBytes(of: word, toByteOffset: (y &* canvasWidth &+ x) &* 4, as: UInt32.self)
                x &+= 1
            }
            y &+= 1
        }
    }

    /// Draws `region` of `source`, magnified by `factor`, at (left, top), over an 8 px light
    /// checkerboard (visible through translucent pixels). The caller sized the canvas to fit.
    private static func blit(_ source: Bitmap, region: PixelRect, factor: Int,
                             into base: UnsafeMutableRawPointer, canvasWidth: Int, at left: Int, _ top: Int) {
        let box = region.clipped(width: source.width, height: source.height)
        let sourceWidth = source.width
        source.withUnsafeBytes { bytes in
            guard let s = bytes.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            let t = base.assumingMemoryBound(to: UInt8.self)
            let outWidth = box.width &* factor, outHeight = box.height &* factor
            var ty = 0
            while ty < outHeight {
                let sourceRow = s + ((box.y &+ ty / factor) &* sourceWidth &+ box.x) &* 4
                let targetRow = t + ((top &+ ty) &* canvasWidth &+ left) &* 4
                var tx = 0
                while tx < outWidth {
                    let p = sourceRow + (tx / factor) &* 4
                    let q = targetRow + tx &* 4
                    let alpha = Int(p[3])
                    if alpha == 255 {
                        q[0] = p[0]
                        q[1] = p[1]
                        q[2] = p[2]
                    } else {
                        let checker = ((tx >> 3) ^ (ty >> 3)) & 1 == 0 ? 236 : 200
                        let under = (checker &* (255 &- alpha) &+ 127) / 255
                        // Premultiplied source over the checker; the clamp guards non-premultiplied input.
                        var r = Int(p[0]) &+ under, g = Int(p[1]) &+ under, b = Int(p[2]) &+ under
                        if r > 255 { r = 255 }
                        if g > 255 { g = 255 }
                        if b > 255 { b = 255 }
                        q[0] = UInt8(truncatingIfNeeded: r)
                        q[1] = UInt8(truncatingIfNeeded: g)
                        q[2] = UInt8(truncatingIfNeeded: b)
                    }
                    q[3] = 255
                    tx &+= 1
                }
                ty &+= 1
            }
        }
    }
}
