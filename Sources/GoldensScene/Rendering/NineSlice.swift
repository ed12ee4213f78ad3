/// An image drawn in nine parts, as a resizable `UIImage` (its cap insets) and a layer's
/// `contentsCenter` draw: the corners keep their size, the edges stretch along their edge, and
/// the centre stretches both ways. When the destination is smaller than the two caps of an
/// axis, both caps shrink in proportion, as Core Animation shrinks them.
public struct NineSlice: Sendable, Hashable {
    /// The part of the image that stretches, in unit coordinates of the image (y down).
    public var center: Rect

    public init(center: Rect) {
        self.center = center
    }

    /// The slicing of an image `size` points large whose caps are `insets` points wide.
    public init(capInsets insets: EdgeInsets, imageSize size: Size) {
        let width = max(size.width, .leastNonzeroMagnitude), height = max(size.height, .leastNonzeroMagnitude)
        let left = min(max(insets.left, 0), width), top = min(max(insets.top, 0), height)
        let right = min(max(insets.right, 0), width - left), bottom = min(max(insets.bottom, 0), height - top)
        center = Rect(x: left / width, y: top / height, width: (width - left - right) / width, height: (height - top - bottom) / height)
    }

    /// Whether the slicing changes nothing (the whole image stretches).
    public var isWhole: Bool { center == Rect(x: 0, y: 0, width: 1, height: 1) }

    /// Draws `part` (unit coordinates of the whole image) of the image registered as `name`,
    /// sliced, into `destination`. `pixels` is the size of that part in pixels, which decides
    /// how thin a stretched middle of no width samples.
    func draw(_ name: String, part: Rect, pixels: Size, size: Size, into destination: Rect, filter: ImageFilter,
              canvas: inout SceneCanvas, id: String) {
        let columns = Self.spans(capStart: center.minX, capEnd: 1 - center.maxX, extent: size.width, pixels: pixels.width,
                                 from: destination.minX, to: destination.maxX)
        let rows = Self.spans(capStart: center.minY, capEnd: 1 - center.maxY, extent: size.height, pixels: pixels.height,
                              from: destination.minY, to: destination.maxY)
        for row in rows {
            for column in columns {
                let cell = Rect(x: column.destination.start, y: row.destination.start,
                                width: column.destination.end - column.destination.start,
                                height: row.destination.end - row.destination.start)
                // The source span in unit coordinates of the whole image.
                let source = Rect(x: part.minX + column.source.start * part.width, y: part.minY + row.source.start * part.height,
                                  width: (column.source.end - column.source.start) * part.width,
                                  height: (row.source.end - row.source.start) * part.height)
                guard cell.width > 0, cell.height > 0, source.width > 0, source.height > 0 else { continue }
                canvas.drawImage(name, part: source, into: cell, filter: filter, id: id)
            }
        }
    }

    /// A stretch of one axis from `start` to `end`; empty (and skipped) when `end <= start`.
    private struct Span {
        var start: Double
        var end: Double
    }

    /// The three spans of one axis: (source in unit coordinates of the part, destination).
    /// A stretched middle of no width in the source samples the pixel on its line.
    private static func spans(capStart: Double, capEnd: Double, extent: Double, pixels: Double, from start: Double,
                              to end: Double) -> [(source: Span, destination: Span)] {
        let length = max(end - start, 0)
        var first = capStart * extent, last = capEnd * extent
        if first + last > length, first + last > 0 {
            let shrink = length / (first + last)
            first *= shrink
            last *= shrink
        }
        var middle = Span(start: capStart, end: 1 - capEnd)
        if !(middle.end > middle.start) {
            let halfPixel = 0.5 / max(pixels, 1)
            let line = min(max(capStart, halfPixel), 1 - halfPixel)
            middle = Span(start: line - halfPixel, end: line + halfPixel)
        }
        return [(Span(start: 0, end: capStart), Span(start: start, end: start + first)),
                (middle, Span(start: start + first, end: end - last)),
                (Span(start: 1 - capEnd, end: 1), Span(start: end - last, end: end))]
    }
}
