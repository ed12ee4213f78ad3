import Foundation
import GoldensScene
import Synchronization

/// Draws symbols into images: the catalog's glyph at a configuration's size and weight, at the
/// screen's scale, black (symbol images are templates: views draw them in their tint). A name
/// the catalog has no drawing of draws a dashed rounded square of the same size, and says so
/// once on standard error, so screens keep their layout and a reader of the frames sees where
/// an icon stands. Drawn images are kept, as UIKit keeps its symbol images.
enum SymbolArtwork {
    struct Drawn: Sendable {
        let image: Image
        /// The text baseline's height above the image's bottom, in points.
        let baselineOffset: Double
    }

    private struct Key: Hashable {
        let name: String
        let metrics: SymbolMetrics
        let screenScale: Double
    }

    private static let drawn = Mutex<[Key: Drawn]>([:])
    private static let unknownNamesTold = Mutex<Set<String>>([])

    /// `name` drawn for `configuration`; nil for a name no symbol can have (empty, or with an
    /// empty part).
    static func image(named name: String, configuration: UIImage.SymbolConfiguration?) -> Drawn? {
        guard !name.isEmpty, !name.split(separator: ".", omittingEmptySubsequences: false).contains(where: \.isEmpty) else { return nil }
        let key = Key(name: name, metrics: SymbolMetrics(configuration), screenScale: UIScreen.mainScale.withLock { $0 })
        if let found = drawn.withLock({ $0[key] }) { return found }
        let made = draw(key)
        drawn.withLock { $0[key] = made }
        return made
    }

    private static func draw(_ key: Key) -> Drawn {
        let metrics = key.metrics
        let glyph: SymbolGlyph, filled: Bool
        if let found = SymbolCatalog.glyph(named: key.name) {
            (glyph, filled) = found
        } else {
            tellUnknown(key.name)
            (glyph, filled) = (placeholder, false)
        }
        let points = Size(width: glyph.box.width * metrics.pointsPerUnit, height: glyph.box.height * metrics.pointsPerUnit)
        // A screen scale that is none draws at 1; the pixel sides are capped before the
        // conversion, which a huge scale would otherwise overflow.
        let scale = key.screenScale > 0 && key.screenScale.isFinite ? min(key.screenScale, 16) : 1
        let width = max(1, Int(min(4096, (points.width * scale).rounded(.up))))
        let height = max(1, Int(min(4096, (points.height * scale).rounded(.up))))
        // Design units to pixels, centred in the whole pixels.
        let unit = metrics.pointsPerUnit * scale
        let toPixels = Transform(scaleX: unit, y: unit)
            .concatenating(Transform(translationX: (Double(width) - glyph.box.width * unit) / 2,
                                     y: (Double(height) - glyph.box.height * unit) / 2))
        var pen = SymbolPen(lineWidth: metrics.lineWidth, filled: filled, transform: toPixels)
        glyph.draw(&pen)
        var bitmap = render(pen.ink, width: width, height: height)
        if !pen.cuts.isEmpty { bitmap = bitmap.removingCoverage(of: render(pen.cuts, width: width, height: height)) }
        if !pen.restored.isEmpty {
            let under = DisplayOp.drawImage("cut", rect: Rect(x: 0, y: 0, width: Double(width), height: Double(height)), filter: .nearest)
            bitmap = render([under] + pen.restored, width: width, height: height, images: ["cut": bitmap])
        }
        let image = Image(name: "symbol \(key.name)", bitmap: bitmap, scale: scale)
        return Drawn(image: image, baselineOffset: metrics.baselineOffset(height: image.size.height))
    }

    private static func render(_ ops: [DisplayOp], width: Int, height: Int, images: [String: Bitmap] = [:]) -> Bitmap {
        let list = DisplayList(width: width, height: height, background: .clear, ops: ops, name: "symbol")
        return (try? list.render(images: images)) ?? Bitmap(width: width, height: height)
    }

    /// What stands for a symbol the package has no drawing of.
    private static let placeholder = SymbolGlyph(88, 88) { pen in
        pen.stroke(.rounded(10, 10, 68, 68, 14), width: 0.6, dashes: [2, 2.5])
    }

    private static func tellUnknown(_ name: String) {
        let isNew = unknownNamesTold.withLock { $0.insert(name).inserted }
        guard isNew else { return }
        let message = "GoldensUIKit: the SF Symbol \"\(name)\" has no drawing in this package; a dashed square of its size "
            + "stands in (drawn: \(SymbolCatalog.names.count) names and their .fill, .circle and .square forms)\n"
        FileHandle.standardError.write(Data(message.utf8))
    }
}
