import FuzzSupport
import GoldensPDF
import GoldensRaster

/// Any bytes → the PDF reader and its page's drawing. Properties:
/// - it gives a page or a `PDFError` naming the file, never traps (AddressSanitizer checks that
///   it never reads or writes outside its buffers) and never hangs (libFuzzer's timeout);
/// - a page drawn twice gives the same pixels, of the page's size.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPDF(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let page: PDFImage
    do {
        page = try PDFImage(bytes: bytes, file: "fuzz.pdf")
    } catch {
        if !error.description.hasPrefix("fuzz.pdf: ") { fuzzFailure("an error that does not name the file: \(error)") }
        return 0
    }
    // Pages up to 256 points a side are drawn: a larger one spends the time allocating pixels.
    guard page.size.width <= 256, page.size.height <= 256 else { return 0 }
    let first = page.render(scale: 1), second = page.render(scale: 1)
    if first != second { fuzzFailure("the same page draws different pixels") }
    let expected = (max(1, Int(page.size.width.rounded(.up))), max(1, Int(page.size.height.rounded(.up))))
    if first.width != expected.0 || first.height != expected.1 {
        fuzzFailure("a \(page.size) page draws \(first.width)x\(first.height) pixels")
    }
    return 0
}
