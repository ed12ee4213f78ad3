import GoldensRaster

/// An image cut into 8x8 blocks of its three components (Y, Cb, Cr at full resolution, the
/// edge samples repeated to fill the last blocks), each transformed and quantized, kept in
/// zigzag order so that a first pass can count the symbols and a second write them.
struct QuantizedBlocks {
    private let columns: Int
    private let rows: Int
    /// Blocks in MCU order: for each block position, Y then Cb then Cr; 64 coefficients each.
    private let coefficients: [Int16]

    init(_ bitmap: Bitmap, tables: QuantizationTables) {
        let columns = (bitmap.width + 7) / 8, rows = (bitmap.height + 7) / 8
        self.columns = columns
        self.rows = rows
        var coefficients = [Int16](repeating: 0, count: columns * rows * 3 * 64)
        let width = bitmap.width, height = bitmap.height
        bitmap.withUnsafeBytes { raw in
            guard let pixels = raw.baseAddress?.assumingMemoryBound(to: UInt8.self) else { return }
            let samples = UnsafeMutablePointer<Int>.allocate(capacity: 3 * 64)
            let workspace = UnsafeMutablePointer<Int>.allocate(capacity: 64)
            defer {
                samples.deallocate()
                workspace.deallocate()
            }
            tables.luminance.withUnsafeBufferPointer { luminance in
                tables.chrominance.withUnsafeBufferPointer { chrominance in
                    coefficients.withUnsafeMutableBufferPointer { output in
                        guard let out = output.baseAddress, let lq = luminance.baseAddress, let cq = chrominance.baseAddress else { return }
                        var block = 0
                        var blockRow = 0
                        while blockRow < rows {
                            var blockColumn = 0
                            while blockColumn < columns {
                                Self.loadSamples(pixels, width: width, height: height, x: blockColumn &* 8, y: blockRow &* 8, into: samples)
                                ForwardDCT.quantize(samples, quantizers: lq, workspace: workspace, output: out + block &* 192)
                                ForwardDCT.quantize(samples + 64, quantizers: cq, workspace: workspace, output: out + (block &* 192 &+ 64))
                                ForwardDCT.quantize(samples + 128, quantizers: cq, workspace: workspace, output: out + (block &* 192 &+ 128))
                                block &+= 1
                                blockColumn &+= 1
                            }
                            blockRow &+= 1
                        }
                    }
                }
            }
        }
        self.coefficients = coefficients
    }

    /// The block at (x, y) as level-shifted Y, Cb and Cr samples (64 each), from the pixels'
    /// premultiplied colour (their colour over black), with JFIF's conversion in 16.16 fixed point.
    private static func loadSamples(_ pixels: UnsafePointer<UInt8>, width: Int, height: Int, x: Int, y: Int,
                                    into samples: UnsafeMutablePointer<Int>) {
        var row = 0
        while row < 8 {
            let sourceRow = min(y &+ row, height &- 1)
            var column = 0
            while column < 8 {
                let offset = (sourceRow &* width &+ min(x &+ column, width &- 1)) &* 4
                let r = Int(pixels[offset]), g = Int(pixels[offset &+ 1]), b = Int(pixels[offset &+ 2])
                let index = row &* 8 &+ column
                samples[index] = ((19595 &* r &+ 38470 &* g &+ 7471 &* b &+ 32768) >> 16) &- 128
                samples[64 &+ index] = (-11059 &* r &- 21709 &* g &+ 32768 &* b &+ 32767) >> 16
                samples[128 &+ index] = (32768 &* r &- 27439 &* g &- 5329 &* b &+ 32767) >> 16
                column &+= 1
            }
            row &+= 1
        }
    }

    /// Calls `body` with every symbol the scan codes: (component, symbol, whether it is a DC
    /// category), in order.
    func forEachSymbol(_ body: (Int, UInt8, Bool) -> Void) {
        walk { component, symbol, isDC, _, _ in body(component, symbol, isDC) }
    }

    /// Writes the scan: each symbol's code, then its value's extra bits.
    func encode(into bits: inout BitWriter, dc: [HuffmanCodes], ac: [HuffmanCodes]) {
        walk { component, symbol, isDC, extra, extraLength in
            let table = component == 0 ? (isDC ? dc[0] : ac[0]) : (isDC ? dc[1] : ac[1])
            bits.write(table.codes[Int(symbol)], count: table.lengths[Int(symbol)])
            if extraLength > 0 { bits.write(extra, count: extraLength) }
        }
    }

    /// The coding of every block: the DC difference from the component's previous block as a
    /// size category and its bits, then the AC coefficients as (run of zeros, size) symbols, a
    /// 16-zero run (0xF0) for longer runs and an end of block (0x00) after the last non-zero one.
    private func walk(_ body: (Int, UInt8, Bool, UInt32, Int) -> Void) {
        var previousDC = [0, 0, 0]
        coefficients.withUnsafeBufferPointer { buffer in
            guard let all = buffer.baseAddress else { return }
            let blocks = columns * rows * 3
            var block = 0
            while block < blocks {
                let component = block % 3
                let c = all + block * 64
                let dc = Int(c[0])
                let (dcSize, dcBits) = Self.category(dc - previousDC[component])
                previousDC[component] = dc
                body(component, UInt8(dcSize), true, dcBits, dcSize)
                var run = 0, k = 1
                while k < 64 {
                    let value = Int(c[k])
                    if value == 0 {
                        run += 1
                    } else {
                        while run > 15 {
                            body(component, 0xF0, false, 0, 0)
                            run -= 16
                        }
                        let (size, extra) = Self.category(value)
                        body(component, UInt8(run << 4 | size), false, extra, size)
                        run = 0
                    }
                    k += 1
                }
                if run > 0 { body(component, 0x00, false, 0, 0) }
                block += 1
            }
        }
    }

    /// A value's size category (its magnitude's bit length) and the bits written after the
    /// symbol: the value itself, or for a negative one its ones' complement.
    private static func category(_ value: Int) -> (Int, UInt32) {
        let magnitude = abs(value)
        var size = 0
        while magnitude >> size > 0 { size += 1 }
        let bits = value < 0 ? value - 1 : value
        return (size, UInt32(truncatingIfNeeded: bits) & ((1 << UInt32(size)) - 1))
    }
}
