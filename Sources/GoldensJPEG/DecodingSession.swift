/// One decode: walks the markers of the file, keeps the tables they define, decodes each scan
/// into the components' coefficients and, at the EOI marker, turns those into pixels.
final class DecodingSession {
    private let bytes: UnsafePointer<UInt8>
    private let count: Int
    private let file: String
    private let limits: JPEGDecodeLimits
    /// The next byte to read.
    private var position = 2

    private var frame: FrameHeader?
    private var components: [ComponentStorage] = []
    /// Quantizer steps in natural order, by table index, as the latest DQT set them.
    private var quantizationTables: [[Int32]?] = [nil, nil, nil, nil]
    private var dcTables: [HuffmanTable?] = [nil, nil, nil, nil]
    private var acTables: [HuffmanTable?] = [nil, nil, nil, nil]
    private var restartInterval = 0
    private var sawJFIF = false
    private var adobeTransform: Int?
    private var scanCount = 0
    private let naturalOrder: UnsafeMutablePointer<Int32>

    init(bytes: UnsafePointer<UInt8>, count: Int, file: String, limits: JPEGDecodeLimits) {
        self.bytes = bytes
        self.count = count
        self.file = file
        self.limits = limits
        naturalOrder = .allocate(capacity: 64)
        naturalOrder.initialize(from: ZigZag.naturalOrder, count: 64)
    }

    deinit {
        naturalOrder.deallocate()
    }

    func run() throws(JPEGError) -> JPEGImage {
        var afterScan = false
        while true {
            let (marker, offset) = try nextMarker(skippingData: afterScan)
            afterScan = false
            switch marker {
            case Marker.endOfImage:
                return try finish()
            case Marker.firstRestart...Marker.lastRestart, 0x01:
                continue  // markers without a segment, meaningless here
            case Marker.startOfImage:
                throw corrupt("a second SOI marker at offset \(offset)")
            default:
                break
            }
            var reader = try segment(marker, at: offset)
            switch marker {
            case 0xC0, 0xC1, 0xC2:
                guard frame == nil else { throw reader.corrupt("a second frame header") }
                frame = try FrameHeader(&reader, marker: marker, limits: limits)
            case 0xC3:
                throw reader.unsupported("lossless coding")
            case 0xC5, 0xC6, 0xC7, 0xDE, 0xDF:
                throw reader.unsupported("hierarchical (differential) coding")
            case 0xC9, 0xCA, 0xCB, 0xCC, 0xCD, 0xCE, 0xCF:
                throw reader.unsupported("arithmetic coding")
            case Marker.huffmanTables:
                try readHuffmanTables(&reader)
            case Marker.quantizationTables:
                try readQuantizationTables(&reader)
            case Marker.restartInterval:
                guard reader.remaining == 2 else { throw reader.corrupt("\(reader.remaining) bytes, expected 2") }
                restartInterval = try reader.word()
            case Marker.startOfScan:
                try decodeScan(&reader)
                afterScan = true
            case Marker.app0:
                // JFIF: "JFIF\0", version, units, densities, thumbnail size.
                sawJFIF = sawJFIF || (reader.remaining >= 14 && startsWith(reader, "JFIF\0"))
            case Marker.app14:
                // Adobe: "Adobe", version, two flag words, then the colour transform.
                if reader.remaining >= 12 && startsWith(reader, "Adobe") {
                    adobeTransform = Int(bytes[reader.position + 11])
                }
            case 0xE1...0xED, 0xEF, 0xFE, 0xF0...0xFD, 0xDC, 0xC8:
                break  // metadata, comments and extensions that do not change the pixels
            default:
                throw corrupt("an unknown marker FF \(Marker.hex(marker)) at offset \(offset)")
            }
        }
    }

    // MARK: - Markers and segments

    /// The next marker and the offset of its 0xFF. Between segments the marker must come next
    /// (after optional 0xFF fill bytes); after a scan's coded data, bytes before it are skipped,
    /// as encoders may leave a partial byte or padding there.
    private func nextMarker(skippingData: Bool) throws(JPEGError) -> (UInt8, Int) {
        var at = position
        if skippingData {
            while at < count {
                if bytes[at] == 0xFF {
                    var next = at + 1
                    while next < count && bytes[next] == 0xFF { next += 1 }
                    if next < count && bytes[next] != 0 { break }
                    at = next + 1
                } else {
                    at += 1
                }
            }
        }
        guard at < count else {
            throw JPEGError(file: file, problem: .truncated(detail: "the data ends at offset \(count) without an EOI marker"))
        }
        guard bytes[at] == 0xFF else {
            throw corrupt("expected a marker at offset \(at), found the byte \(Marker.hex(bytes[at]))")
        }
        var code = at + 1
        while code < count && bytes[code] == 0xFF { code += 1 }
        guard code < count else {
            throw JPEGError(file: file, problem: .truncated(detail: "the data ends inside the marker at offset \(at)"))
        }
        guard bytes[code] != 0 else { throw corrupt("expected a marker at offset \(at), found FF 00") }
        position = code + 1
        return (bytes[code], code - 1)
    }

    /// The payload of the segment whose marker ends at `position`; moves past the segment.
    private func segment(_ marker: UInt8, at offset: Int) throws(JPEGError) -> SegmentReader {
        guard position + 2 <= count else {
            throw JPEGError(file: file, problem: .truncated(detail: "the data ends in the length of the \(Marker.name(marker)) marker at offset \(offset)"))
        }
        let length = Int(bytes[position]) << 8 | Int(bytes[position + 1])
        guard length >= 2 else {
            throw corrupt("the \(Marker.name(marker)) segment at offset \(offset) has the length \(length), less than its own 2 bytes")
        }
        guard length <= count - position else {
            throw JPEGError(file: file, problem: .truncated(detail: "the \(Marker.name(marker)) segment at offset \(offset) is \(length) bytes, "
                + "only \(count - position) are left"))
        }
        let reader = SegmentReader(bytes: bytes, start: position + 2, end: position + length, marker: marker, file: file)
        position += length
        return reader
    }

    private func startsWith(_ reader: SegmentReader, _ text: String) -> Bool {
        var index = reader.position
        for byte in text.utf8 {
            guard index < reader.end, bytes[index] == byte else { return false }
            index += 1
        }
        return true
    }

    // MARK: - Tables

    private func readQuantizationTables(_ reader: inout SegmentReader) throws(JPEGError) {
        while reader.remaining > 0 {
            let header = try reader.byte()
            let precision = header >> 4, index = header & 15
            guard precision <= 1 else { throw reader.corrupt("quantization table precision \(precision), expected 0 (8-bit) or 1 (16-bit)") }
            guard index <= 3 else { throw reader.corrupt("quantization table index \(index), the largest is 3") }
            var table = [Int32](repeating: 0, count: 64)
            for k in 0..<64 {
                let step = precision == 0 ? try reader.byte() : try reader.word()
                table[Int(ZigZag.naturalOrder[k])] = Int32(step)
            }
            quantizationTables[index] = table
        }
    }

    private func readHuffmanTables(_ reader: inout SegmentReader) throws(JPEGError) {
        while reader.remaining > 0 {
            let header = try reader.byte()
            let tableClass = header >> 4, index = header & 15
            guard tableClass <= 1 else { throw reader.corrupt("Huffman table class \(tableClass), expected 0 (DC) or 1 (AC)") }
            guard index <= 3 else { throw reader.corrupt("Huffman table index \(index), the largest is 3") }
            var counts: [Int] = []
            for _ in 0..<16 { counts.append(try reader.byte()) }
            let total = counts.reduce(0, +)
            guard total <= 256 else { throw reader.corrupt("a Huffman table of \(total) codes, more than the 256 symbols a byte has") }
            var symbols: [UInt8] = []
            for _ in 0..<total { symbols.append(UInt8(try reader.byte())) }
            // A DC symbol is the bit size of a difference, at most 15 here (11 for 8-bit data).
            if tableClass == 0, let large = symbols.first(where: { $0 > 15 }) {
                throw reader.corrupt("DC Huffman table \(index) has the symbol \(large), the largest is 15")
            }
            guard let table = HuffmanTable(counts: counts, symbols: symbols) else {
                throw reader.corrupt("\(tableClass == 0 ? "DC" : "AC") Huffman table \(index) has more codes of some length than fit in that many bits")
            }
            if tableClass == 0 { dcTables[index] = table } else { acTables[index] = table }
        }
    }

    // MARK: - Scans

    private func decodeScan(_ reader: inout SegmentReader) throws(JPEGError) {
        guard let frame else { throw reader.corrupt("a scan before the frame header (SOF)") }
        scanCount += 1
        guard scanCount <= limits.maxScans else {
            throw JPEGError(file: file, problem: .unsupported(detail: "more than \(limits.maxScans) scans"))
        }
        if components.isEmpty { components = frame.components.map(ComponentStorage.init) }

        let componentCount = try reader.byte()
        guard (1...4).contains(componentCount), reader.remaining == 2 * componentCount + 3 else {
            throw reader.corrupt("\(componentCount) components in \(reader.remaining + 1) bytes")
        }
        var selected: [(storage: ComponentStorage, dc: Int, ac: Int)] = []
        for _ in 0..<componentCount {
            let id = try reader.byte()
            let tables = try reader.byte()
            guard let storage = components.first(where: { $0.frame.id == id }) else {
                throw reader.corrupt("component id \(id), which the frame does not have")
            }
            guard !selected.contains(where: { $0.storage === storage }) else { throw reader.corrupt("component id \(id) twice") }
            let dc = tables >> 4, ac = tables & 15
            guard dc <= 3, ac <= 3 else { throw reader.corrupt("Huffman table indexes \(dc) and \(ac), the largest is 3") }
            selected.append((storage, dc, ac))
        }
        let spectralStart = try reader.byte(), spectralEnd = try reader.byte()
        let approximation = try reader.byte()
        let high = approximation >> 4, low = approximation & 15

        let kind: ScanKind
        if frame.process == .progressive {
            guard spectralStart <= spectralEnd, spectralEnd <= 63 else {
                throw reader.corrupt("the spectral band \(spectralStart)...\(spectralEnd) is not within 0...63")
            }
            guard (spectralStart == 0) == (spectralEnd == 0) else {
                throw reader.corrupt("the band \(spectralStart)...\(spectralEnd) mixes the DC coefficient with AC ones")
            }
            guard spectralStart == 0 || componentCount == 1 else {
                throw reader.corrupt("an AC scan of \(componentCount) components; progressive AC scans have one")
            }
            guard high <= 13, low <= 13 else { throw reader.corrupt("successive approximation bits \(high) and \(low), at most 13") }
            if spectralStart == 0 {
                kind = high == 0 ? .dcFirst : .dcRefine
            } else {
                kind = high == 0 ? .acFirst : .acRefine
            }
        } else {
            // Sequential scans always carry whole blocks; the band fields are ignored, as by
            // other decoders (some encoders write them carelessly).
            kind = .sequential
        }
        if componentCount > 1 {
            let blocks = selected.reduce(0) { $0 + $1.storage.frame.horizontalSampling * $1.storage.frame.verticalSampling }
            guard blocks <= 10 else { throw reader.corrupt("\(blocks) blocks per MCU, at most 10") }
        }

        let needsDC = kind == .sequential || kind == .dcFirst
        let needsAC = kind == .sequential || kind == .acFirst || kind == .acRefine
        let scanComponents = UnsafeMutablePointer<ScanComponent>.allocate(capacity: componentCount)
        var initialized = 0
        defer {
            scanComponents.deinitialize(count: initialized)
            scanComponents.deallocate()
        }
        for (storage, dc, ac) in selected {
            let component = storage.frame
            var dcTable: HuffmanLookup?
            var acTable: HuffmanLookup?
            if needsDC {
                guard let table = dcTables[dc] else { throw reader.corrupt("component \(component.id) uses DC Huffman table \(dc), which no DHT segment defined") }
                dcTable = table.lookup
            }
            if needsAC {
                guard let table = acTables[ac] else { throw reader.corrupt("component \(component.id) uses AC Huffman table \(ac), which no DHT segment defined") }
                acTable = table.lookup
            }
            if !storage.hasQuantization {
                guard let table = quantizationTables[component.quantizationTable] else {
                    throw reader.corrupt("component \(component.id) uses quantization table \(component.quantizationTable), "
                        + "which no DQT segment before its first scan defined")
                }
                storage.quantization.update(from: table, count: 64)
                storage.hasQuantization = true
            }
            storage.scanCount += 1
            (scanComponents + initialized).initialize(to: ScanComponent(
                coefficients: storage.coefficients, blocksPerLine: component.blocksPerLine,
                horizontalSampling: component.horizontalSampling, verticalSampling: component.verticalSampling,
                blocksWide: component.blocksWide, blocksHigh: component.blocksHigh, dc: dcTable, ac: acTable))
            initialized += 1
        }

        // One component alone is coded block by block over the blocks holding its samples;
        // several are coded MCU by MCU, padded to whole MCUs.
        let single = componentCount == 1 ? selected[0].storage.frame : nil
        var decoder = ScanDecoder(
            bits: BitReader(bytes: bytes, start: position, end: count), components: scanComponents,
            componentCount: componentCount, naturalOrder: naturalOrder, kind: kind,
            spectralStart: frame.process == .progressive ? spectralStart : 0,
            spectralEnd: frame.process == .progressive ? spectralEnd : 63,
            shift: frame.process == .progressive ? low : 0, restartInterval: restartInterval,
            mcusWide: single?.blocksWide ?? frame.mcusWide, mcusHigh: single?.blocksHigh ?? frame.mcusHigh)
        let scanStart = position
        do {
            try withExtendedLifetime((dcTables, acTables)) { () throws(ScanFailure) in try decoder.run() }
        } catch {
            let scan = "scan \(scanCount) (from offset \(scanStart))"
            switch error {
            case .badCode:
                throw corrupt("\(scan) has a bit pattern that is no code of its Huffman tables, near offset \(decoder.bits.position)")
            case .overran(let atEnd):
                if atEnd { throw JPEGError(file: file, problem: .truncated(detail: "the data ends inside \(scan)")) }
                throw corrupt("\(scan) stops at a marker (offset \(decoder.bits.position)) before its last block")
            case .wrongRestart(let expected, let found):
                guard let found else {
                    throw JPEGError(file: file, problem: .truncated(detail: "the data ends inside \(scan), before \(Marker.name(expected))"))
                }
                throw corrupt("\(scan): expected the restart marker \(Marker.name(expected)) near offset \(decoder.bits.position), "
                    + "found \(Marker.name(found))")
            case .coefficientPastBand:
                throw corrupt("\(scan) codes a coefficient past the end of its block, near offset \(decoder.bits.position)")
            }
        }
        position = decoder.bits.position
    }

    // MARK: - The image

    private func finish() throws(JPEGError) -> JPEGImage {
        guard let frame else { throw corrupt("no frame header (SOF) before the EOI marker") }
        guard scanCount > 0 else { throw corrupt("no scan (SOS) before the EOI marker") }
        for storage in components where storage.scanCount == 0 {
            throw corrupt("component \(storage.frame.id) is in no scan")
        }
        let colorModel: JPEGHeader.ColorModel
        let ids = frame.components.map(\.id)
        if ids.count == 1 {
            colorModel = .greyscale
        } else if sawJFIF {
            colorModel = .yCbCr
        } else if let adobeTransform {
            colorModel = adobeTransform == 0 ? .rgb : .yCbCr
        } else {
            colorModel = ids == [82, 71, 66] ? .rgb : .yCbCr  // "R", "G", "B"
        }
        let bitmap = ImageAssembly.bitmap(frame: frame, components: components, colorModel: colorModel)
        let header = JPEGHeader(
            width: frame.width, height: frame.height, process: frame.process, colorModel: colorModel,
            components: frame.components.map {
                JPEGHeader.Component(id: $0.id, horizontalSampling: $0.horizontalSampling, verticalSampling: $0.verticalSampling)
            })
        return JPEGImage(bitmap: bitmap, header: header)
    }

    private func corrupt(_ detail: String) -> JPEGError {
        JPEGError(file: file, problem: .corrupt(detail: detail))
    }
}
