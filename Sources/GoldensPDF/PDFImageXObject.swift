import GoldensJPEG
import GoldensRaster

/// An image XObject (ISO 32000-1, 8.9.5) decoded to a premultiplied bitmap: 8-bit gray, RGB or
/// CMYK samples, raw or Flate-compressed (with or without PNG predictors), or a JPEG
/// (DCTDecode), with its soft mask (`SMask`) as alpha. Other forms (stencil masks, indexed
/// colours, samples of other depths, JPEG 2000, TIFF predictors) are not decoded, and the
/// caller names them as not drawn. Sizes are bounded, so a hostile file cannot ask for more.
enum PDFImageXObject {
    /// The most pixels one image may have.
    static let maximumPixels = 4096 * 4096

    /// The image `object` draws, or nil when it is not one of the forms read here.
    static func bitmap(_ object: PDFValue, in document: PDFDocument) -> Bitmap? {
        guard case let .stream(dictionary, _) = object, !isStencilMask(dictionary, in: document),
              let width = document.resolved(dictionary["Width"])?.number.flatMap(Int.init(exactly:)),
              let height = document.resolved(dictionary["Height"])?.number.flatMap(Int.init(exactly:)),
              width > 0, height > 0, width <= maximumPixels / height else { return nil }
        guard var colors = samples(object, width: width, height: height, in: document) else { return nil }
        if let mask = document.resolved(dictionary["SMask"]), mask.dictionary != nil {
            guard let alpha = samples(mask, width: width, height: height, in: document, gray: true) else { return nil }
            applyAlpha(alpha, to: &colors)
        }
        return colors
    }

    /// A stencil mask (`ImageMask true`) paints the fill colour through its one-bit samples.
    private static func isStencilMask(_ dictionary: [String: PDFValue], in document: PDFDocument) -> Bool {
        if case .bool(true)? = document.resolved(dictionary["ImageMask"]) { return true }
        return false
    }

    /// The samples of `object` as an opaque bitmap of `width` × `height` (a soft mask's gray as
    /// its red channel when `gray`), or nil.
    private static func samples(_ object: PDFValue, width: Int, height: Int, in document: PDFDocument,
                                gray: Bool = false) -> Bitmap? {
        guard case let .stream(dictionary, _) = object,
              let (bytes, isJPEG) = try? document.imageData(object) else { return nil }
        if isJPEG {
            guard let decoded = try? JPEGDecoder.decode(bytes, file: document.file),
                  decoded.bitmap.width == width, decoded.bitmap.height == height else { return nil }
            return decoded.bitmap
        }
        let bits = document.resolved(dictionary["BitsPerComponent"])?.number ?? 8
        guard bits == 8, let components = gray ? 1 : componentCount(document.resolved(dictionary["ColorSpace"]), in: document)
        else { return nil }
        let rowBytes = width * components
        var rows = bytes
        if let parameters = document.resolved(dictionary["DecodeParms"])?.dictionary,
           let predictor = document.resolved(parameters["Predictor"])?.number, predictor > 1 {
            // Only PNG predictors (10 and up) are read: each row starts with its filter's byte.
            guard predictor >= 10, let unfiltered = PNGPredictor.undo(bytes, rowBytes: rowBytes, bytesPerPixel: components, rows: height)
            else { return nil }
            rows = unfiltered
        }
        guard rows.count >= rowBytes * height else { return nil }
        return opaqueBitmap(rows, width: width, height: height, components: components)
    }

    /// How many components a colour space has: gray 1, RGB 3, CMYK 4, an ICC profile its `N`;
    /// nil for the spaces not read (indexed, separation, patterns).
    private static func componentCount(_ space: PDFValue?, in document: PDFDocument) -> Int? {
        switch space {
        case let .name(name)?:
            switch name {
            case "DeviceGray", "G", "CalGray": return 1
            case "DeviceRGB", "RGB", "CalRGB": return 3
            case "DeviceCMYK", "CMYK": return 4
            default: return nil
            }
        case let .array(items)?:
            guard let family = items.first.flatMap({ document.resolved($0)?.name }) else { return nil }
            switch family {
            case "ICCBased":
                guard items.count > 1, case let .stream(profile, _)? = document.resolved(items[1]),
                      let count = document.resolved(profile["N"])?.number.flatMap(Int.init(exactly:)),
                      [1, 3, 4].contains(count) else { return nil }
                return count
            case "CalGray": return 1
            case "CalRGB": return 3
            default: return nil
            }
        default:
            return nil
        }
    }

    /// Gray, RGB or CMYK samples (one byte each) as opaque pixels. CMYK is turned to RGB the
    /// naive way (each of red, green and blue is what cyan, magenta or yellow and black leave),
    /// as no colour management is done here.
    private static func opaqueBitmap(_ samples: [UInt8], width: Int, height: Int, components: Int) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        let count = width * height
        samples.withUnsafeBufferPointer { source in
            bitmap.withUnsafeMutableBytes { target in
                var index = 0
                while index < count {
                    let from = index &* components, to = index &* 4
                    var red = source[from], green = red, blue = red
                    if components == 3 {
                        green = source[from &+ 1]
                        blue = source[from &+ 2]
                    } else if components == 4 {
                        let black = 255 &- Int(source[from &+ 3])
                        red = UInt8((255 &- Int(source[from])) &* black / 255)
                        green = UInt8((255 &- Int(source[from &+ 1])) &* black / 255)
                        blue = UInt8((255 &- Int(source[from &+ 2])) &* black / 255)
                    }
                    target[to] = red
                    target[to &+ 1] = green
                    target[to &+ 2] = blue
                    target[to &+ 3] = 255
                    index &+= 1
                }
            }
        }
        return bitmap
    }

    /// Takes `mask`'s red channel (its gray) as the alpha of `colors`, premultiplying them.
    private static func applyAlpha(_ mask: Bitmap, to colors: inout Bitmap) {
        let count = colors.width * colors.height
        mask.withUnsafeBytes { alpha in
            colors.withUnsafeMutableBytes { pixels in
                var index = 0
                while index < count {
                    let at = index &* 4
                    let a = Int(alpha[at])
                    pixels[at] = UInt8((Int(pixels[at]) &* a &+ 127) / 255)
                    pixels[at &+ 1] = UInt8((Int(pixels[at &+ 1]) &* a &+ 127) / 255)
                    pixels[at &+ 2] = UInt8((Int(pixels[at &+ 2]) &* a &+ 127) / 255)
                    pixels[at &+ 3] = UInt8(a)
                    index &+= 1
                }
            }
        }
    }
}

/// The PNG filters (RFC 2083, 6) a Flate stream's `Predictor` of 10 and up asks to undo: every
/// row starts with a byte naming its row's filter.
enum PNGPredictor {
    /// The rows unfiltered, or nil when the data is short or names a filter that does not exist.
    static func undo(_ data: [UInt8], rowBytes: Int, bytesPerPixel: Int, rows: Int) -> [UInt8]? {
        guard data.count >= (rowBytes + 1) * rows else { return nil }
        var output = [UInt8](repeating: 0, count: rowBytes * rows)
        let valid = data.withUnsafeBufferPointer { input in
            output.withUnsafeMutableBufferPointer { out -> Bool in
                var row = 0
                while row < rows {
                    let filter = input[row &* (rowBytes &+ 1)]
                    let from = row &* (rowBytes &+ 1) &+ 1, to = row &* rowBytes
                    var column = 0
                    while column < rowBytes {
                        let raw = Int(input[from &+ column])
                        let left = column >= bytesPerPixel ? Int(out[to &+ column &- bytesPerPixel]) : 0
                        let up = row > 0 ? Int(out[to &- rowBytes &+ column]) : 0
                        let upLeft = row > 0 && column >= bytesPerPixel ? Int(out[to &- rowBytes &+ column &- bytesPerPixel]) : 0
                        let predicted: Int
                        switch filter {
                        case 0: predicted = 0
                        case 1: predicted = left
                        case 2: predicted = up
                        case 3: predicted = (left &+ up) / 2
                        case 4: predicted = paeth(left, up, upLeft)
                        default: return false
                        }
                        out[to &+ column] = UInt8(truncatingIfNeeded: raw &+ predicted)
                        column &+= 1
                    }
                    row &+= 1
                }
                return true
            }
        }
        return valid ? output : nil
    }

    private static func paeth(_ left: Int, _ up: Int, _ upLeft: Int) -> Int {
        let estimate = left &+ up &- upLeft
        let toLeft = abs(estimate &- left), toUp = abs(estimate &- up), toUpLeft = abs(estimate &- upLeft)
        if toLeft <= toUp && toLeft <= toUpLeft { return left }
        return toUp <= toUpLeft ? up : upLeft
    }
}
