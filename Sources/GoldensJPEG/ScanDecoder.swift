/// One component of a scan as the block loops see it: plain values and pointers, no classes.
struct ScanComponent {
    let coefficients: UnsafeMutablePointer<Int16>
    let blocksPerLine: Int
    let horizontalSampling: Int
    let verticalSampling: Int
    /// The blocks a scan of this component alone covers.
    let blocksWide: Int
    let blocksHigh: Int
    let dc: HuffmanLookup?
    let ac: HuffmanLookup?
    /// The previous block's DC value: DC coefficients are coded as differences.
    var predictor = 0
}

/// What a scan carries, from its header.
enum ScanKind {
    /// All 64 coefficients of each block at once (SOF0, SOF1).
    case sequential
    /// Progressive: the DC coefficients' high bits, then one more bit per refinement.
    case dcFirst, dcRefine
    /// Progressive: a band of AC coefficients of one component, then one more bit per refinement.
    case acFirst, acRefine
}

/// Why the entropy-coded data of a scan could not be decoded; the caller names the file and scan.
enum ScanFailure: Error {
    case badCode
    case overran(atEnd: Bool)
    case wrongRestart(expected: UInt8, found: UInt8?)
    case coefficientPastBand
}

/// Decodes the entropy-coded data of one scan into the components' coefficient blocks, which
/// hold zigzag-decoded coefficients in natural (row by row) order, not yet dequantized.
struct ScanDecoder {
    var bits: BitReader
    let components: UnsafeMutablePointer<ScanComponent>
    let componentCount: Int
    /// Zigzag index to natural index.
    let naturalOrder: UnsafePointer<Int32>
    let kind: ScanKind
    let spectralStart: Int
    let spectralEnd: Int
    /// The bit position of this scan's successive approximation (Al).
    let shift: Int
    let restartInterval: Int
    let mcusWide: Int
    let mcusHigh: Int
    /// Blocks still to skip in an AC scan: one code can say "the next n blocks have nothing left in
    /// this band".
    var endOfBandRun = 0

    mutating func run() throws(ScanFailure) {
        var mcu = 0
        var restarts = 0
        var row = 0
        while row < mcusHigh {
            var column = 0
            while column < mcusWide {
                if restartInterval > 0 && mcu > 0 && mcu % restartInterval == 0 {
                    try restart(number: restarts)
                    restarts &+= 1
                }
                if componentCount == 1 {
                    let component = components
                    let block = component.pointee.coefficients + (row &* component.pointee.blocksPerLine &+ column) &* 64
                    try decodeBlock(block, component)
                } else {
                    var index = 0
                    while index < componentCount {
                        let component = components + index
                        let h = component.pointee.horizontalSampling, v = component.pointee.verticalSampling
                        var y = 0
                        while y < v {
                            var x = 0
                            while x < h {
                                let blockRow = row &* v &+ y, blockColumn = column &* h &+ x
                                let block = component.pointee.coefficients
                                    + (blockRow &* component.pointee.blocksPerLine &+ blockColumn) &* 64
                                try decodeBlock(block, component)
                                x &+= 1
                            }
                            y &+= 1
                        }
                        index &+= 1
                    }
                }
                if bits.overran { throw .overran(atEnd: bits.reachedEnd) }
                mcu &+= 1
                column &+= 1
            }
            row &+= 1
        }
    }

    /// The restart marker after every `restartInterval` MCUs: RST0 to RST7 in turn. Prediction
    /// and end-of-band runs start afresh after it, so a decoder can resynchronise there.
    private mutating func restart(number: Int) throws(ScanFailure) {
        let expected = Marker.firstRestart &+ UInt8(number & 7)
        let found = bits.nextMarker()
        guard found == expected else { throw .wrongRestart(expected: expected, found: found) }
        var index = 0
        while index < componentCount {
            components[index].predictor = 0
            index &+= 1
        }
        endOfBandRun = 0
    }

    private mutating func decodeBlock(_ block: UnsafeMutablePointer<Int16>,
                                      _ component: UnsafeMutablePointer<ScanComponent>) throws(ScanFailure) {
        switch kind {
        case .sequential: try decodeSequential(block, component)
        case .dcFirst: try decodeDCFirst(block, component)
        case .dcRefine: block[0] |= Int16(truncatingIfNeeded: bits.bit() &<< shift)
        case .acFirst: try decodeACFirst(block, component.pointee.ac!)
        case .acRefine: try decodeACRefine(block, component.pointee.ac!)
        }
    }

    /// The DC difference that starts every block's data.
    private mutating func dcDifference(_ table: HuffmanLookup) throws(ScanFailure) -> Int {
        let size = bits.decode(table)
        if size < 0 { throw .badCode }
        return size == 0 ? 0 : bits.signedValue(size)
    }

    private mutating func decodeSequential(_ block: UnsafeMutablePointer<Int16>,
                                           _ component: UnsafeMutablePointer<ScanComponent>) throws(ScanFailure) {
        block.update(repeating: 0, count: 64)
        let prediction = component.pointee.predictor &+ (try dcDifference(component.pointee.dc!))
        component.pointee.predictor = prediction
        block[0] = Int16(truncatingIfNeeded: prediction)
        let table = component.pointee.ac!
        var k = 1
        while k < 64 {
            let symbol = bits.decode(table)
            if symbol < 0 { throw .badCode }
            // High nibble: zeros to skip; low nibble: the size of the next coefficient.
            let run = symbol &>> 4, size = symbol & 15
            if size == 0 {
                if run != 15 { break }  // end of block: the rest are zero
                k &+= 16  // sixteen zeros
                continue
            }
            k &+= run
            if k > 63 { throw .coefficientPastBand }
            block[Int(naturalOrder[k])] = Int16(truncatingIfNeeded: bits.signedValue(size))
            k &+= 1
        }
    }

    private mutating func decodeDCFirst(_ block: UnsafeMutablePointer<Int16>,
                                        _ component: UnsafeMutablePointer<ScanComponent>) throws(ScanFailure) {
        let prediction = component.pointee.predictor &+ (try dcDifference(component.pointee.dc!))
        component.pointee.predictor = prediction
        block[0] = Int16(truncatingIfNeeded: prediction &<< shift)
    }

    private mutating func decodeACFirst(_ block: UnsafeMutablePointer<Int16>, _ table: HuffmanLookup) throws(ScanFailure) {
        if endOfBandRun > 0 {
            endOfBandRun &-= 1
            return
        }
        var k = spectralStart
        while k <= spectralEnd {
            let symbol = bits.decode(table)
            if symbol < 0 { throw .badCode }
            let run = symbol &>> 4, size = symbol & 15
            if size == 0 {
                if run == 15 {
                    k &+= 16
                    continue
                }
                // 2^run blocks plus `run` more bits' worth end here, this one included.
                endOfBandRun = (1 &<< run) &- 1
                if run > 0 { endOfBandRun &+= bits.bits(run) }
                return
            }
            k &+= run
            if k > spectralEnd { throw .coefficientPastBand }
            block[Int(naturalOrder[k])] = Int16(truncatingIfNeeded: bits.signedValue(size) &<< shift)
            k &+= 1
        }
    }

    /// One more bit of every coefficient in the band. Coefficients already non-zero get a
    /// correction bit each, in order; a coded symbol places a new coefficient of magnitude
    /// 2^shift after skipping `run` coefficients that are still zero.
    private mutating func decodeACRefine(_ block: UnsafeMutablePointer<Int16>, _ table: HuffmanLookup) throws(ScanFailure) {
        let plus = 1 &<< shift, minus = -1 &<< shift
        var k = spectralStart
        if endOfBandRun == 0 {
            while k <= spectralEnd {
                let symbol = bits.decode(table)
                if symbol < 0 { throw .badCode }
                var run = symbol &>> 4
                let size = symbol & 15
                var newValue = 0
                if size != 0 {
                    // The size is always 1 here: the sign of a new ±2^shift coefficient.
                    newValue = bits.bit() != 0 ? plus : minus
                } else if run != 15 {
                    endOfBandRun = 1 &<< run
                    if run > 0 { endOfBandRun &+= bits.bits(run) }
                    break  // this block's remaining coefficients are refined below
                }
                while k <= spectralEnd {
                    let position = Int(naturalOrder[k])
                    let value = Int(block[position])
                    if value != 0 {
                        refine(block + position, value, plus: plus, minus: minus)
                    } else {
                        if run == 0 { break }
                        run &-= 1
                    }
                    k &+= 1
                }
                if newValue != 0 {
                    if k > spectralEnd { throw .coefficientPastBand }
                    block[Int(naturalOrder[k])] = Int16(truncatingIfNeeded: newValue)
                }
                k &+= 1
            }
        }
        if endOfBandRun > 0 {
            while k <= spectralEnd {
                let position = Int(naturalOrder[k])
                let value = Int(block[position])
                if value != 0 { refine(block + position, value, plus: plus, minus: minus) }
                k &+= 1
            }
            endOfBandRun &-= 1
        }
    }

    /// Reads a correction bit for a coefficient that is already non-zero: when set, the
    /// magnitude gains this scan's bit (unless it has it already).
    @inline(__always)
    private mutating func refine(_ coefficient: UnsafeMutablePointer<Int16>, _ value: Int, plus: Int, minus: Int) {
        if bits.bit() != 0 && value & plus == 0 {
            coefficient.pointee = Int16(truncatingIfNeeded: value &+ (value >= 0 ? plus : minus))
        }
    }
}
