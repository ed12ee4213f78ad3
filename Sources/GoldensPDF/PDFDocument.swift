import CPNGShim

/// A PDF file's objects, found by scanning for `n g obj` (so a damaged or missing cross-reference
/// table does not matter) and in object streams, and its first page: what an asset catalog's
/// vector image is.
struct PDFDocument: Sendable {
    let file: String
    private let bytes: [UInt8]
    /// Where each object's value starts, the last definition winning (incremental updates).
    private var offsets: [Int: Int] = [:]
    /// Objects held in object streams, parsed.
    private var packed: [Int: PDFValue] = [:]

    static let maximumFileBytes = 32 << 20
    static let maximumStreamBytes = 16 << 20

    init(bytes: [UInt8], file: String) throws(PDFError) {
        guard bytes.count <= PDFDocument.maximumFileBytes else {
            throw PDFError(file: file, "\(bytes.count) bytes, more than the \(PDFDocument.maximumFileBytes) a vector image may have")
        }
        guard bytes.starts(with: Array("%PDF".utf8)) || bytes.prefix(1024).windows(of: 5).contains(Array("%PDF-".utf8)) else {
            throw PDFError(file: file, "not a PDF (no %PDF- header)")
        }
        self.file = file
        self.bytes = bytes
        findObjects()
        unpackObjectStreams()
    }

    /// Every `n g obj` in the file.
    private mutating func findObjects() {
        var i = 0
        let count = bytes.count
        while i + 3 <= count {
            defer { i += 1 }
            guard bytes[i] == 0x6F, bytes[i + 1] == 0x62, bytes[i + 2] == 0x6A,  // "obj"
                  i + 3 == count || PDFScanner.isSpace(bytes[i + 3]) || PDFScanner.isDelimiter(bytes[i + 3]) else { continue }
            // Back over " g " and "n ".
            var j = i - 1
            guard j >= 0, PDFScanner.isSpace(bytes[j]) else { continue }
            while j >= 0, PDFScanner.isSpace(bytes[j]) { j -= 1 }
            var digits = 0
            while j >= 0, bytes[j] >= 0x30, bytes[j] <= 0x39 { j -= 1; digits += 1 }
            guard digits > 0, j >= 0, PDFScanner.isSpace(bytes[j]) else { continue }
            while j >= 0, PDFScanner.isSpace(bytes[j]) { j -= 1 }
            var number = 0
            var place = 1
            digits = 0
            while j >= 0, bytes[j] >= 0x30, bytes[j] <= 0x39, digits < 9 {
                number += Int(bytes[j] - 0x30) * place
                place *= 10
                j -= 1
                digits += 1
            }
            guard digits > 0 else { continue }
            offsets[number] = i + 3
        }
    }

    /// The value of object `number`: from the file, or from an object stream. With
    /// `readingStream` false a stream answers as its dictionary alone: looking through every
    /// object for one kind must not search for each stream's end (a file of many streams without
    /// lengths would take quadratic time).
    func object(_ number: Int, readingStream: Bool = true) -> PDFValue? {
        if let value = packed[number] { return value }
        guard let offset = offsets[number] else { return nil }
        var scanner = PDFScanner(bytes, at: offset)
        guard let value = scanner.value() else { return nil }
        guard case let .dictionary(dictionary) = value, readingStream else { return value }
        let saved = scanner.index
        guard case .keyword("stream")? = scanner.nextToken() else {
            scanner.index = saved
            return value
        }
        // The data starts after the end of line that follows `stream`.
        var start = scanner.index
        if start < bytes.count, bytes[start] == 13 { start += 1 }
        if start < bytes.count, bytes[start] == 10 { start += 1 }
        var end = start
        // A length held in another object is read without its stream, so two streams whose
        // lengths name each other end rather than recurse.
        var lengthValue = dictionary["Length"]
        if case let .reference(other)? = lengthValue { lengthValue = object(other, readingStream: false) }
        if let length = lengthValue?.number, length >= 0, length < Double(bytes.count - start + 1) {
            end = start + Int(length)
        } else if let found = find(Array("endstream".utf8), from: start) {
            end = found
            while end > start, bytes[end - 1] == 10 || bytes[end - 1] == 13 { end -= 1 }
        } else {
            end = bytes.count
        }
        return .stream(dictionary, Array(bytes[start..<min(end, bytes.count)]))
    }

    private func find(_ needle: [UInt8], from start: Int) -> Int? {
        guard !needle.isEmpty, start >= 0 else { return nil }
        var i = start
        while i + needle.count <= bytes.count {
            if bytes[i] == needle[0], Array(bytes[i..<i + needle.count]) == needle { return i }
            i += 1
        }
        return nil
    }

    /// `value`, with references followed (a few steps, so a cycle ends).
    func resolved(_ value: PDFValue?) -> PDFValue? {
        var current = value
        var steps = 0
        while case let .reference(number)? = current, steps < 16 {
            current = object(number)
            steps += 1
        }
        if case .reference? = current { return nil }
        return current
    }

    /// The objects compressed into object streams (PDF 1.5).
    private mutating func unpackObjectStreams() {
        for number in offsets.keys.sorted() {
            guard let dictionary = object(number, readingStream: false)?.dictionary, dictionary["Type"]?.name == "ObjStm",
                  let count = resolved(dictionary["N"])?.number, let first = resolved(dictionary["First"])?.number,
                  count >= 0, count < 100_000, first >= 0, first < 1e9,
                  let data = try? decoded(object(number)) else { continue }
            var header = PDFScanner(data)
            var entries: [(Int, Int)] = []
            for _ in 0..<Int(count) {
                guard case let .value(.number(object))? = header.nextToken(), case let .value(.number(offset))? = header.nextToken(),
                      object >= 0, object < 1e9, offset >= 0, offset < 1e9 else { break }
                entries.append((Int(object), Int(offset)))
            }
            for (object, offset) in entries where offsets[object] == nil {
                var scanner = PDFScanner(data, at: Int(first) + offset)
                if let value = scanner.value() { packed[object] = value }
            }
        }
    }

    /// A stream's bytes with its filters undone (FlateDecode, ASCIIHexDecode); throws for a filter
    /// not read here.
    func decoded(_ value: PDFValue?) throws(PDFError) -> [UInt8] {
        guard case let .stream(dictionary, data)? = value else { throw PDFError(file: file, "a content stream is missing") }
        return try undo(filters(of: dictionary), on: data)
    }

    /// An image stream's bytes with its filters undone, except a last DCTDecode: its JPEG data is
    /// returned as stored, with `isJPEG` set.
    func imageData(_ value: PDFValue) throws(PDFError) -> (bytes: [UInt8], isJPEG: Bool) {
        guard case let .stream(dictionary, data) = value else { throw PDFError(file: file, "an image stream is missing") }
        var filters = filters(of: dictionary)
        let isJPEG = filters.last == "DCTDecode" || filters.last == "DCT"
        if isJPEG { filters.removeLast() }
        return (try undo(filters, on: data), isJPEG)
    }

    private func filters(of dictionary: [String: PDFValue]) -> [String] {
        switch resolved(dictionary["Filter"]) {
        case let .name(name)?: [name]
        case let .array(items)?: items.compactMap { resolved($0)?.name }
        default: []
        }
    }

    private func undo(_ filters: [String], on data: [UInt8]) throws(PDFError) -> [UInt8] {
        var result = data
        for filter in filters {
            switch filter {
            case "FlateDecode", "Fl": result = try inflate(result)
            case "ASCIIHexDecode", "AHx":
                let digits = result.compactMap(PDFScanner.hexDigit)
                result = stride(from: 0, to: digits.count - 1, by: 2).map { digits[$0] << 4 | digits[$0 + 1] }
            default: throw PDFError(file: file, "a stream is compressed with \(filter), which is not read here (FlateDecode is)")
            }
        }
        return result
    }

    private func inflate(_ data: [UInt8]) throws(PDFError) -> [UInt8] {
        var capacity = max(4096, min(data.count * 8, PDFDocument.maximumStreamBytes))
        while true {
            var out = [UInt8](repeating: 0, count: capacity)
            var written = 0
            let status = data.withUnsafeBufferPointer { input in
                out.withUnsafeMutableBufferPointer { output in
                    gpng_inflate_zlib(input.baseAddress, input.count, output.baseAddress, output.count, &written)
                }
            }
            switch status {
            case GPNG_OK, GPNG_TRUNCATED: return Array(out.prefix(written))
            case GPNG_UNSUPPORTED where capacity < PDFDocument.maximumStreamBytes:
                capacity = min(capacity * 4, PDFDocument.maximumStreamBytes)
            case GPNG_UNSUPPORTED:
                throw PDFError(file: file, "a stream inflates to more than \(PDFDocument.maximumStreamBytes) bytes")
            default:
                throw PDFError(file: file, "a FlateDecode stream is not valid zlib data")
            }
        }
    }

    /// The first page's dictionary, through the catalog's page tree, else the first object that
    /// says it is a page.
    func firstPage() -> [String: PDFValue]? {
        for number in offsets.keys.sorted() + packed.keys.sorted() {
            guard let catalog = object(number, readingStream: false)?.dictionary, catalog["Type"]?.name == "Catalog" else { continue }
            var node = resolved(catalog["Pages"])?.dictionary
            var steps = 0
            while let current = node, steps < 32 {
                if current["Type"]?.name == "Page" { return current }
                guard let first = resolved(current["Kids"])?.array?.first else { break }
                node = resolved(first)?.dictionary
                steps += 1
            }
        }
        for number in offsets.keys.sorted() + packed.keys.sorted() {
            if let page = object(number, readingStream: false)?.dictionary, page["Type"]?.name == "Page" { return page }
        }
        return nil
    }

    /// A page attribute, from the page or the page tree above it (MediaBox, Resources).
    func inherited(_ key: String, of page: [String: PDFValue]) -> PDFValue? {
        var node: [String: PDFValue]? = page
        var steps = 0
        while let current = node, steps < 32 {
            if let value = resolved(current[key]) { return value }
            node = resolved(current["Parent"])?.dictionary
            steps += 1
        }
        return nil
    }
}

private extension Array where Element == UInt8 {
    func windows(of size: Int) -> [[UInt8]] {
        guard count >= size else { return [] }
        return (0...(count - size)).map { Array(self[$0..<$0 + size]) }
    }
}

private extension ArraySlice where Element == UInt8 {
    func windows(of size: Int) -> [[UInt8]] { Array(self).windows(of: size) }
}
