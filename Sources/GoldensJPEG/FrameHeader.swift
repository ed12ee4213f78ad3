/// The frame header (SOFn segment): the image size, the coding process and the components with
/// their sampling factors, and the block geometry that follows from them.
struct FrameHeader {
    let process: JPEGHeader.Process
    let width: Int
    let height: Int
    let components: [FrameComponent]
    /// The largest sampling factors: a component sampled at (h, v) has h/maxH of the columns and
    /// v/maxV of the rows of the image.
    let maxHorizontalSampling: Int
    let maxVerticalSampling: Int
    /// MCUs of an interleaved scan: each covers 8*maxH by 8*maxV pixels.
    let mcusWide: Int
    let mcusHigh: Int

    /// Reads an SOF0, SOF1 or SOF2 payload. The pixel budget is checked here, before anything
    /// image-sized exists.
    init(_ reader: inout SegmentReader, marker: UInt8, limits: JPEGDecodeLimits) throws(JPEGError) {
        switch marker {
        case 0xC0: process = .baseline
        case 0xC1: process = .extendedSequential
        default: process = .progressive
        }
        let precision = try reader.byte()
        let height = try reader.word()
        let width = try reader.word()
        let count = try reader.byte()
        if precision == 12 { throw reader.unsupported("12-bit samples") }
        guard precision == 8 else { throw reader.corrupt("sample precision \(precision), expected 8") }
        switch count {
        case 1, 3: break
        case 4: throw reader.unsupported("4 components (CMYK or YCCK)")
        case 2: throw reader.unsupported("2 components (only greyscale and three-component colour are read)")
        default: throw reader.corrupt("\(count) components, expected 1 or 3")
        }
        guard reader.remaining == 3 * count else {
            throw reader.corrupt("\(reader.remaining) bytes of component data for \(count) components, expected \(3 * count)")
        }
        // A height of 0 defers it to a DNL marker after the first scan, which no common encoder
        // writes; refusing it keeps the image size known before any data is decoded.
        if height == 0 { throw reader.unsupported("height 0 (the height is given later by a DNL marker)") }
        guard width > 0 else { throw reader.corrupt("width 0") }
        let (pixels, overflow) = width.multipliedReportingOverflow(by: height)
        guard !overflow, pixels <= limits.maxPixels else {
            throw JPEGError(file: reader.file, problem: .tooManyPixels(width: width, height: height, limit: limits.maxPixels))
        }

        var read: [(id: Int, h: Int, v: Int, table: Int)] = []
        for _ in 0..<count {
            let id = try reader.byte()
            let sampling = try reader.byte()
            let table = try reader.byte()
            let h = sampling >> 4, v = sampling & 15
            guard (1...4).contains(h), (1...4).contains(v) else {
                throw reader.corrupt("component \(id) has sampling factors \(h)x\(v), each must be 1 to 4")
            }
            guard table <= 3 else { throw reader.corrupt("component \(id) uses quantization table \(table), the largest is 3") }
            guard !read.contains(where: { $0.id == id }) else { throw reader.corrupt("component id \(id) appears twice") }
            read.append((id, h, v, table))
        }
        let maxH = read.map(\.h).max()!, maxV = read.map(\.v).max()!
        for component in read where maxH % component.h != 0 || maxV % component.v != 0 {
            throw reader.unsupported("component \(component.id) is sampled \(component.h)x\(component.v) against \(maxH)x\(maxV), "
                + "not a whole fraction of the image")
        }
        self.width = width
        self.height = height
        maxHorizontalSampling = maxH
        maxVerticalSampling = maxV
        mcusWide = (width + 8 * maxH - 1) / (8 * maxH)
        mcusHigh = (height + 8 * maxV - 1) / (8 * maxV)
        let components = read.map { component in
            FrameComponent(id: component.id, horizontalSampling: component.h, verticalSampling: component.v,
                           quantizationTable: component.table,
                           width: (width * component.h + maxH - 1) / maxH, height: (height * component.v + maxV - 1) / maxV,
                           blocksPerLine: (width + 8 * maxH - 1) / (8 * maxH) * component.h,
                           blocksPerColumn: (height + 8 * maxV - 1) / (8 * maxV) * component.v)
        }
        // Blocks are stored padded to whole MCUs, which for a thin image with large sampling
        // factors is many times its pixels (a 1-pixel-wide 4x4-sampled image is padded to 32
        // columns). Bound the coefficient memory as well as the pixels.
        let stored = components.reduce(0) { $0 + $1.blocksPerLine * $1.blocksPerColumn * 64 }
        guard stored <= 4 * limits.maxPixels + (1 << 20) else {
            throw reader.unsupported("\(width)x\(height) pixels padded to whole MCUs make \(stored) samples, "
                + "more than 4 times the limit of \(limits.maxPixels) pixels")
        }
        self.components = components
    }
}

/// One component of the frame and the size of its sample grid.
struct FrameComponent {
    let id: Int
    let horizontalSampling: Int
    let verticalSampling: Int
    let quantizationTable: Int
    /// Samples across and down: the image size scaled by the sampling factors, rounded up.
    let width: Int
    let height: Int
    /// The block grid, padded to whole MCUs of an interleaved scan. Blocks beyond the samples
    /// are decoded (interleaved scans carry them) but never shown.
    let blocksPerLine: Int
    let blocksPerColumn: Int

    /// The blocks that hold samples: what a scan of this component alone covers.
    var blocksWide: Int { (width + 7) / 8 }
    var blocksHigh: Int { (height + 7) / 8 }
}
