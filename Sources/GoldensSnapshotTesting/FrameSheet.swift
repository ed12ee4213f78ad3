import GoldensPNG
import GoldensRaster
import GoldensWorkflow

/// A sequence's frames in one image, in rows of up to `maxColumns`: the form a
/// swift-snapshot-testing snapshot takes (one file per assertion, viewable as a picture in a
/// pull request). Each cell is as large as the largest frame; frames sit at their cell's top
/// left. The labels, times and sizes travel in the PNG's text chunk, so a comparison can name
/// the frames that changed.
public struct FrameSheet: Sendable, Equatable {
    public struct Cell: Sendable, Equatable {
        public var label: String
        public var time: Double?
        public var width: Int
        public var height: Int
    }

    public static let maxColumns = 6
    /// The text chunk keyword that holds the cells.
    static let cellsKey = "Goldens-Frames"

    public var cells: [Cell]
    public var columns: Int
    public var cellWidth: Int
    public var cellHeight: Int
    public var bitmap: Bitmap
    /// Why a stored sheet could not be read (damaged, or not written by this bridge); a
    /// comparison with it fails with this reason.
    public var problem: String?

    public init(frames: [GoldenFrame]) {
        cells = frames.map { Cell(label: $0.label, time: $0.time, width: $0.bitmap.width, height: $0.bitmap.height) }
        columns = max(1, min(Self.maxColumns, frames.count))
        cellWidth = frames.map(\.bitmap.width).max() ?? 1
        cellHeight = frames.map(\.bitmap.height).max() ?? 1
        let rows = max(1, (frames.count + columns - 1) / columns)
        bitmap = Bitmap(width: cellWidth * columns, height: cellHeight * rows)
        for (index, frame) in frames.enumerated() {
            Self.copy(frame.bitmap, from: (0, 0), size: (frame.bitmap.width, frame.bitmap.height),
                      into: &bitmap, at: origin(of: index))
        }
    }

    /// A sheet read back from its PNG; a damaged or foreign file gives an empty sheet whose
    /// `problem` says why (swift-snapshot-testing reads references with no way to fail).
    public init(png: [UInt8], file: String = "<reference>") {
        cells = []
        columns = 1
        cellWidth = 1
        cellHeight = 1
        bitmap = Bitmap(width: 1, height: 1)
        let image: PNGImage
        do {
            // A sheet holds many frames: up to 16 phone screens at 3x, more than one golden's limit.
            image = try PNGDecoder.decode(png, file: file, limits: PNGDecodeLimits(maxPixels: 1 << 28))
        } catch {
            problem = "\(error)"
            return
        }
        guard let text = image.text.first(where: { $0.key == Self.cellsKey })?.value,
              let layout = Self.parse(text) else {
            problem = "\(file): no \(Self.cellsKey) text chunk that describes its frames; was it written by .goldenFrames()?"
            return
        }
        let rows = max(1, (layout.cells.count + layout.columns - 1) / layout.columns)
        guard image.bitmap.width == layout.cellWidth * layout.columns, image.bitmap.height == layout.cellHeight * rows,
              layout.cells.allSatisfy({ $0.width <= layout.cellWidth && $0.height <= layout.cellHeight }) else {
            problem = "\(file): \(image.bitmap.width)x\(image.bitmap.height) px does not hold \(layout.cells.count) frames of "
                + "\(layout.cellWidth)x\(layout.cellHeight) in \(layout.columns) columns"
            return
        }
        (cells, columns, cellWidth, cellHeight, bitmap) = (layout.cells, layout.columns, layout.cellWidth, layout.cellHeight, image.bitmap)
    }

    /// The sheet as a PNG, its cells in a text chunk.
    public func png() throws -> [UInt8] {
        try PNGEncoder.encode(bitmap, text: .golden(describing: "\(cells.count) frames: " + cells.map(\.label).joined(separator: ", "))
            + [PNGTextChunk(key: Self.cellsKey, value: Self.describe(self))])
    }

    /// Frame `index` cut out of the sheet.
    public func frame(_ index: Int) -> Bitmap {
        let cell = cells[index]
        var out = Bitmap(width: max(1, cell.width), height: max(1, cell.height))
        Self.copy(bitmap, from: origin(of: index), size: (cell.width, cell.height), into: &out, at: (0, 0))
        return out
    }

    private func origin(of index: Int) -> (x: Int, y: Int) {
        ((index % columns) * cellWidth, (index / columns) * cellHeight)
    }

    /// Copies a `size` block of `source` at `from` to `destination` at `at`, row by row.
    private static func copy(_ source: Bitmap, from: (x: Int, y: Int), size: (width: Int, height: Int),
                             into destination: inout Bitmap, at: (x: Int, y: Int)) {
        let sourceStride = source.width * 4, destinationStride = destination.width * 4, rowBytes = size.width * 4
        source.withUnsafeBytes { from_ in
            destination.withUnsafeMutableBytes { to in
                guard let base = from_.baseAddress, let target = to.baseAddress else { return }
                var row = 0
                while row < size.height {
                    (target + (at.y + row) * destinationStride + at.x * 4)
                        .copyMemory(from: base + (from.y + row) * sourceStride + from.x * 4, byteCount: rowBytes)
                    row += 1
                }
            }
        }
    }

    // MARK: - The text chunk

    /// "columns 6 cell 390x844" then one line per frame: "390x844 0.125 present%400.25"
    /// (time "-" when unknown; the label percent-encoded, so a PNG text chunk can hold it).
    static func describe(_ sheet: FrameSheet) -> String {
        var lines = ["columns \(sheet.columns) cell \(sheet.cellWidth)x\(sheet.cellHeight)"]
        for cell in sheet.cells {
            lines.append("\(cell.width)x\(cell.height) \(cell.time.map { DecimalText.fixed($0, digits: 6) } ?? "-") \(encode(cell.label))")
        }
        return lines.joined(separator: "\n")
    }

    static func parse(_ text: String) -> (columns: Int, cellWidth: Int, cellHeight: Int, cells: [Cell])? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let header = lines.first?.split(separator: " "), header.count == 4, header[0] == "columns", header[2] == "cell",
              let columns = Int(header[1]), (1...(1 << 16)).contains(columns), let cell = size(header[3]) else { return nil }
        var cells: [Cell] = []
        for line in lines.dropFirst() {
            let parts = line.split(separator: " ", maxSplits: 2, omittingEmptySubsequences: false)
            guard parts.count == 3, let frameSize = size(parts[0]), let label = decode(parts[2]) else { return nil }
            let time = parts[1] == "-" ? nil : Double(parts[1])
            if parts[1] != "-" && time == nil { return nil }
            cells.append(Cell(label: label, time: time, width: frameSize.width, height: frameSize.height))
        }
        // Bounded before multiplying: the numbers come from a file.
        let side = 1 << 16
        guard !cells.isEmpty, cells.count <= side, columns <= side, cell.width <= side, cell.height <= side,
              cell.width * columns <= side, cell.height * ((cells.count + columns - 1) / columns) <= side
        else { return nil }
        return (columns, cell.width, cell.height, cells)
    }

    private static func size(_ text: Substring) -> (width: Int, height: Int)? {
        let parts = text.split(separator: "x")
        guard parts.count == 2, let width = Int(parts[0]), let height = Int(parts[1]), (1...(1 << 16)).contains(width),
              (1...(1 << 16)).contains(height) else { return nil }
        return (width, height)
    }

    /// Bytes outside printable ASCII, space and "%" become "%XX".
    private static func encode(_ label: String) -> String {
        var out = ""
        for byte in label.utf8 {
            if byte > 0x20 && byte < 0x7F && byte != 0x25 {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (hex.count == 1 ? "0" : "") + hex
            }
        }
        return out
    }

    private static func decode(_ text: Substring) -> String? {
        var bytes: [UInt8] = []
        var index = text.startIndex
        while index < text.endIndex {
            if text[index] == "%" {
                guard let end = text.index(index, offsetBy: 3, limitedBy: text.endIndex),
                      let byte = UInt8(text[text.index(after: index)..<end], radix: 16) else { return nil }
                bytes.append(byte)
                index = end
            } else {
                bytes += Array(String(text[index]).utf8)
                index = text.index(after: index)
            }
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
