import Foundation
import GoldensJPEG
import GoldensPDF
import GoldensRaster
import Testing

/// One-page vector PDFs, as asset catalogs hold icons: drawn through the rasterizer, and refused
/// with a message naming the file when they cannot be.
@Suite struct PDFImageTests {
    /// A PDF of one page holding `content`, the page `box` points.
    private func pdf(_ content: String, box: String = "0 0 40 50", extra: String = "", resources: String = "") -> [UInt8] {
        Array("""
            %PDF-1.4
            1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj
            2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 /MediaBox [\(box)] >> endobj
            3 0 obj << /Type /Page /Parent 2 0 R /Contents 4 0 R /Resources << \(resources) >> >> endobj
            4 0 obj << /Length \(content.utf8.count) >>
            stream
            \(content)
            endstream
            endobj
            \(extra)
            trailer << /Root 1 0 R >>
            %%EOF
            """.utf8)
    }

    /// Blue square 10...30 from the bottom left, a red line 4 wide at 40 up, on a 40 x 50 page.
    private let drawing = "q 1 0 0 1 0 0 cm 0 0 1 rg 10 10 20 20 re f Q 1 0 0 RG 4 w 0 40 m 40 40 l S"

    private func checkDrawing(_ bitmap: Bitmap) {
        #expect(bitmap.width == 80 && bitmap.height == 100, "40 x 50 points at scale 2")
        // The page's y grows upward: the square's middle (20, 20) is 30 points below the top.
        let square = bitmap[40, 60]
        #expect(square.b == 255 && square.r == 0 && square.a == 255)
        let line = bitmap[40, 20]
        #expect(line.r == 255 && line.b == 0 && line.a == 255)
        #expect(bitmap[4, 96].a == 0, "transparent where nothing is drawn")
    }

    @Test func pathsFillAndStrokeInThePagesSpace() throws {
        let page = try PDFImage(bytes: pdf(drawing), file: "square.pdf")
        #expect(page.size == Size(width: 40, height: 50) && page.notDrawn.isEmpty)
        checkDrawing(page.render(scale: 2))
    }

    @Test func aCompressedContentStreamIsInflated() throws {
        let bytes = try #require(Data(base64Encoded: "JVBERi0xLjQKMSAwIG9iaiA8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4gZW5kb2JqCjIgMCBvYmogPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFszIDAgUl0gL0NvdW50IDEgL01lZGlhQm94IFswIDAgNDAgNTBdID4+IGVuZG9iagozIDAgb2JqIDw8IC9UeXBlIC9QYWdlIC9QYXJlbnQgMiAwIFIgL0NvbnRlbnRzIDQgMCBSID4+IGVuZG9iago0IDAgb2JqIDw8IC9MZW5ndGggNTQgL0ZpbHRlciAvRmxhdGVEZWNvZGUgPj4Kc3RyZWFtCnicK1QwVDAAQgiZnAvlFKUrGBqAkBEYFaUqpCkEQhUFuSuYKJQDGSYGCrkgAohyFIIBLvAPHwplbmRzdHJlYW0KZW5kb2JqCnRyYWlsZXIgPDwgL1Jvb3QgMSAwIFIgPj4KJSVFT0YK"))
        checkDrawing(try PDFImage(bytes: Array(bytes), file: "flate.pdf").render(scale: 2))
    }

    @Test func alphaClipsAndFormsDraw() throws {
        let content = "/Half gs 0 g 0 0 40 50 re f q 0 0 20 50 re W n 1 0 0 rg 0 0 40 50 re f Q /Box Do"
        let form = "5 0 obj << /Type /XObject /Subtype /Form /BBox [0 0 10 10] /Matrix [1 0 0 1 30 40] /Length 26 >>\nstream\n0 1 0 rg 0 0 100 100 re f\nendstream\nendobj"
        let page = try PDFImage(bytes: pdf(content, extra: form, resources: "/ExtGState << /Half << /ca 0.5 >> >> /XObject << /Box 5 0 R >>"),
                                file: "layers.pdf")
        let bitmap = page.render(scale: 1)
        let left = bitmap[5, 25], right = bitmap[35, 25], corner = bitmap[35, 5]
        // Red at half alpha over the black at half alpha, clipped to the left half (premultiplied).
        #expect(left.r == 128 && left.g == 0 && abs(Int(left.a) - 191) <= 1, "\(left)")
        #expect(right.r == 0 && right.a == 128, "black at half alpha on the right")
        #expect(corner.g == 128 && corner.r == 0, "the form, clipped to its 10-point box at its matrix")
    }

    /// An image XObject `name` of `width` × `height` samples written in hex, with `filters`
    /// after the hex one and more of its dictionary in `extra`.
    private func imageObject(_ number: Int, width: Int, height: Int, hex: String, filters: String = "",
                             extra: String = "/ColorSpace /DeviceRGB /BitsPerComponent 8") -> String {
        "\(number) 0 obj << /Type /XObject /Subtype /Image /Width \(width) /Height \(height) \(extra) "
            + "/Filter [/ASCIIHexDecode \(filters)] /Length \(hex.utf8.count + 1) >>\nstream\n\(hex)>\nendstream\nendobj"
    }

    /// An image fills the unit square of the space `cm` sets, its first row at the top, its soft
    /// mask as alpha; the graphics state's alpha applies to it.
    @Test func imagesDrawWithTheirSoftMasks() throws {
        let samples = imageObject(5, width: 2, height: 2, hex: "FF0000 00FF00 0000FF FFFFFF",
                                  extra: "/ColorSpace /DeviceRGB /BitsPerComponent 8 /SMask 6 0 R")
        let mask = imageObject(6, width: 2, height: 2, hex: "FF FF 80 00", extra: "/ColorSpace /DeviceGray /BitsPerComponent 8")
        let page = try PDFImage(bytes: pdf("q 20 0 0 20 10 10 cm /Im Do Q", extra: samples + "\n" + mask,
                                           resources: "/XObject << /Im 5 0 R >>"), file: "photo.pdf")
        #expect(page.notDrawn.isEmpty)
        let bitmap = page.render(scale: 1)
        // The square spans x 10...30 and, 50 points tall, y 20...40 from the top.
        let red = bitmap[12, 22], green = bitmap[27, 22], blue = bitmap[12, 37], clear = bitmap[27, 37]
        #expect(red.r > 240 && red.g < 15 && red.a == 255, "\(red)")
        #expect(green.g > 240 && green.r < 15, "\(green)")
        #expect(abs(Int(blue.b) - 128) <= 8 && abs(Int(blue.a) - 128) <= 8, "half the mask: \(blue)")
        #expect(clear.a < 10, "\(clear)")
        #expect(bitmap[5, 5].a == 0, "nothing outside the square")
    }

    /// A JPEG (DCTDecode) image, as design tools export a photo into a PDF asset.
    @Test func aJPEGImageDraws() throws {
        let photo = Bitmap(width: 16, height: 16, fill: PremultipliedPixel(r: 40, g: 120, b: 220, a: 255))
        let jpeg = try #require(JPEGEncoder.encode(photo, quality: 95))
        let hex = jpeg.map { String(format: "%02X", $0) }.joined()
        let image = imageObject(5, width: 16, height: 16, hex: hex, filters: "/DCTDecode")
        let page = try PDFImage(bytes: pdf("q 40 0 0 50 0 0 cm /Photo Do Q", extra: image, resources: "/XObject << /Photo 5 0 R >>"),
                                file: "lion.pdf")
        #expect(page.notDrawn.isEmpty)
        let pixel = page.render(scale: 1)[20, 25]
        #expect(abs(Int(pixel.r) - 40) <= 4 && abs(Int(pixel.g) - 120) <= 4 && abs(Int(pixel.b) - 220) <= 4 && pixel.a == 255, "\(pixel)")
    }

    /// Images in forms this reader does not decode (a stencil mask, indexed colours) are named.
    @Test func imagesNotReadAreNamed() throws {
        let indexed = imageObject(5, width: 1, height: 1, hex: "00", extra: "/ColorSpace [/Indexed /DeviceRGB 0 <FF0000>] /BitsPerComponent 8")
        let page = try PDFImage(bytes: pdf("/Im Do", extra: indexed, resources: "/XObject << /Im 5 0 R >>"), file: "indexed.pdf")
        #expect(page.notDrawn == ["images"])
    }

    @Test func whatIsNotDrawnIsNamed() throws {
        let page = try PDFImage(bytes: pdf("BT /F1 12 Tf (Hi) Tj ET 0 0 1 rg 0 0 10 10 re f"), file: "text.pdf")
        #expect(page.notDrawn == ["text"])
    }

    /// Hostile files end in an error that names the file, or draw what they can; none traps or hangs.
    @Test func hostileFilesAreRefusedOrBounded() throws {
        #expect(throws: PDFError.self) { try PDFImage(bytes: Array("GIF89a".utf8), file: "not.pdf") }
        #expect(throws: PDFError.self) { try PDFImage(bytes: Array(pdf(drawing).prefix(40)), file: "cut.pdf") }
        #expect(throws: PDFError.self) { try PDFImage(bytes: pdf(drawing, box: "0 0 0 10"), file: "flat.pdf") }
        #expect(throws: PDFError.self) { try PDFImage(bytes: pdf(drawing, box: "0 0 1e9 10"), file: "huge.pdf") }
        do {
            _ = try PDFImage(bytes: Array("%PDF-1.4\n".utf8), file: "empty.pdf")
            Issue.record("a PDF without a page was read")
        } catch {
            #expect(error.description.hasPrefix("empty.pdf: "))
        }
        // A form that draws itself, nesting without end, and a deep array: drawn to a bound.
        let loop = "5 0 obj << /Type /XObject /Subtype /Form /Resources << /XObject << /Me 5 0 R >> >> /Length 6 >>\nstream\n/Me Do\nendstream\nendobj"
        let looping = try PDFImage(bytes: pdf("/Me Do", extra: loop, resources: "/XObject << /Me 5 0 R >>"), file: "loop.pdf")
        _ = looping.render(scale: 1)
        let deep = String(repeating: "[", count: 5000) + " 0 0 10 10 re f " + String(repeating: "q ", count: 5000)
        _ = try PDFImage(bytes: pdf(deep), file: "deep.pdf").render(scale: 1)
        // An object stream claiming its objects start 1e300 bytes in, and a huge drawing scale.
        let packed = "6 0 obj << /Type /ObjStm /N 1 /First 1e300 /Length 3 >>\nstream\n1 0\nendstream\nendobj"
        let page = try PDFImage(bytes: pdf(drawing, extra: packed.replacingOccurrences(of: "1e300", with: "9" + String(repeating: "0", count: 300))),
                                file: "packed.pdf")
        #expect(page.render(scale: 1e300).width == PDFImage.maximumSide)
        // Contents whose length is another stream whose length is the first: read, not recursed.
        let lengths = "5 0 obj << /Length 4 0 R >>\nstream\nx\nendstream\nendobj"
        let crossed = String(decoding: pdf(drawing, extra: lengths), as: UTF8.self)
            .replacingOccurrences(of: "4 0 obj << /Length \(drawing.utf8.count) >>", with: "4 0 obj << /Length 5 0 R >>")
        _ = try PDFImage(bytes: Array(crossed.utf8), file: "crossed.pdf").render(scale: 1)
        let bad = try #require(Data(base64Encoded: "JVBERi0xLjQKMSAwIG9iaiA8PCAvVHlwZSAvQ2F0YWxvZyAvUGFnZXMgMiAwIFIgPj4gZW5kb2JqCjIgMCBvYmogPDwgL1R5cGUgL1BhZ2VzIC9LaWRzIFszIDAgUl0gL0NvdW50IDEgL01lZGlhQm94IFswIDAgNDAgNTBdID4+IGVuZG9iagozIDAgb2JqIDw8IC9UeXBlIC9QYWdlIC9QYXJlbnQgMiAwIFIgL0NvbnRlbnRzIDQgMCBSID4+IGVuZG9iago0IDAgb2JqIDw8IC9MZW5ndGggNTQgL0ZpbHRlciAvRmxhdGVEZWNvZGUgPj4Kc3RyZWFtCnicK1QwVDAAQgiZnAvlFKUrGBqAkBEYFaUqpCkEQhUFuSuYKJQDGSYGCrkgAohyFIIBLvAPHwplbmRzdHJlYW0KZW5kb2JqCnRyYWlsZXIgPDwgL1Jvb3QgMSAwIFIgPj4KJSVFT0YK"))
        var corrupt = Array(bad)
        if let stream = corrupt.firstIndex(of: 0x78) { corrupt[stream + 2] ^= 0xFF }
        _ = try? PDFImage(bytes: corrupt, file: "corrupt.pdf")
    }
}
