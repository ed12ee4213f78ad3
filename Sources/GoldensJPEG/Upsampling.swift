/// How a subsampled component is stretched back to the image's size.
///
/// The rule is fixed, so the pixels never depend on anything but the file: the same "fancy"
/// triangle filter as libjpeg's default, which lets the tests hold the output to Pillow's exactly.
/// - Half width (h2v1): each output sample is 3/4 of the nearer input sample plus 1/4 of the next
///   one on the other side, rounding alternately down and up.
/// - Half height (h1v2): the same filter between rows.
/// - Half width and height (h2v2): both at once, 9/16, 3/16, 3/16, 1/16 of the four nearest samples.
/// - Any other whole ratio (4:1:1, quarter height…): each sample is repeated.
/// At the edges of the component (its samples, not its padded blocks) the edge sample stands in for
/// the missing neighbour, which makes the edge outputs equal to it.
enum Upsampling {
    case none
    case halfWidth
    case halfHeight
    case halfBoth
    case repeated(horizontal: Int, vertical: Int)

    init(horizontal: Int, vertical: Int) {
        switch (horizontal, vertical) {
        case (1, 1): self = .none
        case (2, 1): self = .halfWidth
        case (1, 2): self = .halfHeight
        case (2, 2): self = .halfBoth
        default: self = .repeated(horizontal: horizontal, vertical: vertical)
        }
    }
}

/// A component's decoded samples and what it takes to give any row of the image from them.
struct ComponentPlane {
    /// `stride` bytes per row, `width` x `height` samples that count, then block padding.
    let samples: UnsafeMutablePointer<UInt8>
    let stride: Int
    let width: Int
    let height: Int
    let upsampling: Upsampling
    /// Room for one full-size row when the component is stretched.
    let row: UnsafeMutablePointer<UInt8>

    /// Row `y` of the image for this component: at least `outputWidth` samples.
    func imageRow(_ y: Int, outputWidth: Int) -> UnsafePointer<UInt8> {
        switch upsampling {
        case .none:
            return UnsafePointer(samples + y &* stride)
        case .halfWidth:
            stretchWidth(samples + y &* stride, into: row, outputWidth: outputWidth)
        case .halfHeight:
            let (near, far) = neighbourRows(y)
            // The upper output row of a pair rounds down, the lower one up.
            let bias = y & 1 == 0 ? 1 : 2
            var x = 0
            while x < outputWidth {
                row[x] = UInt8(truncatingIfNeeded: (3 &* Int(near[x]) &+ Int(far[x]) &+ bias) &>> 2)
                x &+= 1
            }
        case .halfBoth:
            let (near, far) = neighbourRows(y)
            stretchBoth(near, far, outputWidth: outputWidth)
        case .repeated(let horizontal, let vertical):
            let source = samples + (y / vertical) &* stride
            var x = 0
            while x < outputWidth {
                row[x] = source[x / horizontal]
                x &+= 1
            }
        }
        return UnsafePointer(row)
    }

    /// For row `y` of a half-height component: the component row it falls in, and the row on the
    /// side `y` lies towards (above for the upper of the two output rows, below for the lower),
    /// the edge row itself past the top or bottom.
    private func neighbourRows(_ y: Int) -> (UnsafePointer<UInt8>, UnsafePointer<UInt8>) {
        let nearRow = y &>> 1
        var farRow = y & 1 == 0 ? nearRow &- 1 : nearRow &+ 1
        if farRow < 0 { farRow = 0 }
        if farRow >= height { farRow = height &- 1 }
        return (UnsafePointer(samples + nearRow &* stride), UnsafePointer(samples + farRow &* stride))
    }

    private func stretchWidth(_ source: UnsafeMutablePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, outputWidth: Int) {
        let last = width &- 1
        var x = 0
        while x < width && x &* 2 < outputWidth {
            let centre = 3 &* Int(source[x])
            let left = Int(source[x > 0 ? x &- 1 : 0])
            let right = Int(source[x < last ? x &+ 1 : last])
            out[x &* 2] = UInt8(truncatingIfNeeded: (centre &+ left &+ 1) &>> 2)
            out[x &* 2 &+ 1] = UInt8(truncatingIfNeeded: (centre &+ right &+ 2) &>> 2)
            x &+= 1
        }
    }

    private func stretchBoth(_ near: UnsafePointer<UInt8>, _ far: UnsafePointer<UInt8>, outputWidth: Int) {
        // Column sums of the vertical filter (3 near + 1 far), then the same filter across them.
        let last = width &- 1
        var x = 0
        while x < width && x &* 2 < outputWidth {
            let left = x > 0 ? x &- 1 : 0, right = x < last ? x &+ 1 : last
            let centre = 3 &* (3 &* Int(near[x]) &+ Int(far[x]))
            let leftSum = 3 &* Int(near[left]) &+ Int(far[left])
            let rightSum = 3 &* Int(near[right]) &+ Int(far[right])
            row[x &* 2] = UInt8(truncatingIfNeeded: (centre &+ leftSum &+ 8) &>> 4)
            row[x &* 2 &+ 1] = UInt8(truncatingIfNeeded: (centre &+ rightSum &+ 7) &>> 4)
            x &+= 1
        }
    }
}
