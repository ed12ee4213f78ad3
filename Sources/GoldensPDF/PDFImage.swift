import GoldensRaster

/// A one-page vector PDF, as an asset catalog holds an icon: its page drawn to pixels.
///
/// Paths, fills and strokes, colours (gray, RGB, CMYK, ICC spaces by their component count),
/// the graphics state's alpha, clipping, transforms, form XObjects and images (8-bit samples,
/// raw, Flate or JPEG, with soft masks) are drawn by the package's renderer; text, other images,
/// shadings and patterns are not, and are named in `notDrawn` so a caller can say so. Hostile files end in a `PDFError` naming the file, never a trap or a hang: sizes,
/// nesting and operator counts are bounded.
public struct PDFImage: Sendable {
    /// The page's size in points (its MediaBox, or CropBox when smaller).
    public let size: Size
    /// What the page holds that is not drawn ("text", "images"…), sorted.
    public let notDrawn: [String]
    private let document: PDFDocument
    private let contents: [UInt8]
    private let resources: [String: PDFValue]?
    private let box: Rect

    /// The largest side, in pixels, a page is drawn at.
    public static let maximumSide = 4096
    /// The largest file read.
    public static let maximumFileBytes = PDFDocument.maximumFileBytes

    public init(bytes: [UInt8], file: String) throws(PDFError) {
        let document = try PDFDocument(bytes: bytes, file: file)
        guard let page = document.firstPage() else { throw PDFError(file: file, "no page") }
        guard let media = document.inherited("MediaBox", of: page)?.numbers, media.count == 4 else {
            throw PDFError(file: file, "its page has no MediaBox of four numbers")
        }
        var box = Rect(x: min(media[0], media[2]), y: min(media[1], media[3]),
                       width: abs(media[2] - media[0]), height: abs(media[3] - media[1]))
        if let crop = document.inherited("CropBox", of: page)?.numbers, crop.count == 4 {
            let cropped = Rect(x: min(crop[0], crop[2]), y: min(crop[1], crop[3]), width: abs(crop[2] - crop[0]), height: abs(crop[3] - crop[1]))
            if cropped.width > 0, cropped.height > 0 { box = cropped }
        }
        guard box.width > 0, box.height > 0, box.width < 1e5, box.height < 1e5 else {
            throw PDFError(file: file, "its page is \(box.width) × \(box.height) points, not a size that can be drawn")
        }
        var contents: [UInt8] = []
        switch document.resolved(page["Contents"]) {
        case let stream? where stream.dictionary != nil: contents = try document.decoded(stream)
        case let .array(parts)?:
            for part in parts {
                contents += try document.decoded(document.resolved(part))
                contents.append(10)
                guard contents.count <= PDFDocument.maximumStreamBytes else {
                    throw PDFError(file: file, "its page's content is more than \(PDFDocument.maximumStreamBytes) bytes")
                }
            }
        default: break
        }
        self.document = document
        self.contents = contents
        resources = document.inherited("Resources", of: page)?.dictionary
        size = box.size
        self.box = box
        notDrawn = PDFImage.interpret(document, contents, resources, box, device: .identity).notDrawn.sorted()
    }

    /// The page's content run with the page's space (origin bottom left, y up) turned to the
    /// box's top-left origin, y down, then `device`.
    private static func interpret(_ document: PDFDocument, _ contents: [UInt8], _ resources: [String: PDFValue]?, _ box: Rect,
                                  device: Transform) -> PDFContentInterpreter {
        let flip = Transform(a: 1, b: 0, c: 0, d: -1, tx: -box.minX, ty: box.maxY)
        var interpreter = PDFContentInterpreter(document: document, transform: flip.concatenating(device))
        interpreter.run(contents, resources: resources)
        return interpreter
    }

    /// The page at `scale` pixels per point, on transparency.
    public func render(scale: Double) -> Bitmap {
        let scale = scale > 0 && scale.isFinite ? scale : 1
        // Capped before the conversion, which a huge scale would otherwise overflow.
        let side = Double(PDFImage.maximumSide)
        let width = max(1, Int(min(side, (size.width * scale).rounded(.up))))
        let height = max(1, Int(min(side, (size.height * scale).rounded(.up))))
        let device = Transform(scaleX: Double(width) / size.width, y: Double(height) / size.height)
        let page = PDFImage.interpret(document, contents, resources, box, device: device)
        let list = DisplayList(width: width, height: height, background: .clear, ops: page.ops, name: "PDF page")
        return (try? Renderer(images: page.images).render(list)) ?? Bitmap(width: width, height: height)
    }
}
