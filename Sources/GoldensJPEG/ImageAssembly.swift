import GoldensRaster

/// Turns the decoded coefficients into the bitmap: each component's blocks through the IDCT
/// into a plane of samples, then row by row, each component stretched to full size and the
/// three (or one) converted to RGBA.
enum ImageAssembly {
    static func bitmap(frame: FrameHeader, components: [ComponentStorage], colorModel: JPEGHeader.ColorModel) -> Bitmap {
        let width = frame.width, height = frame.height
        let workspace = UnsafeMutablePointer<Int>.allocate(capacity: 64)
        defer { workspace.deallocate() }
        let planes = components.map { storage in
            plane(storage, frame: frame, workspace: workspace)
        }
        defer {
            for plane in planes {
                plane.samples.deallocate()
                plane.row.deallocate()
            }
        }
        let bytes = [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, initialized in
            let out = buffer.baseAddress!
            let rowBytes = width &* 4
            if planes.count == 1 {
                let luma = planes[0]
                var y = 0
                while y < height {
                    ColorConversion.grey(luma.imageRow(y, outputWidth: width), into: out + y &* rowBytes, width: width)
                    y &+= 1
                }
            } else {
                let first = planes[0], second = planes[1], third = planes[2]
                let isRGB = colorModel == .rgb
                var y = 0
                while y < height {
                    let a = first.imageRow(y, outputWidth: width)
                    let b = second.imageRow(y, outputWidth: width)
                    let c = third.imageRow(y, outputWidth: width)
                    if isRGB {
                        ColorConversion.rgb(a, b, c, into: out + y &* rowBytes, width: width)
                    } else {
                        ColorConversion.yCbCr(a, b, c, into: out + y &* rowBytes, width: width)
                    }
                    y &+= 1
                }
            }
            initialized = width * height * 4
        }
        return Bitmap(width: width, height: height, premultipliedBytes: bytes)!
    }

    /// The samples of one component: every block that holds samples, through the IDCT.
    private static func plane(_ storage: ComponentStorage, frame: FrameHeader, workspace: UnsafeMutablePointer<Int>) -> ComponentPlane {
        let component = storage.frame
        let blocksWide = component.blocksWide, blocksHigh = component.blocksHigh
        let stride = blocksWide * 8
        let samples = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * blocksHigh * 8)
        let coefficients = storage.coefficients, quantization = storage.quantization
        let blocksPerLine = component.blocksPerLine
        var blockRow = 0
        while blockRow < blocksHigh {
            var blockColumn = 0
            while blockColumn < blocksWide {
                let block: Int = (blockRow &* blocksPerLine &+ blockColumn) &* 64
                let origin: Int = blockRow &* 8 &* stride &+ blockColumn &* 8
                IDCT.transform(coefficients + block, quantization, workspace, samples + origin, stride: stride)
                blockColumn &+= 1
            }
            blockRow &+= 1
        }
        let horizontal = frame.maxHorizontalSampling / component.horizontalSampling
        let vertical = frame.maxVerticalSampling / component.verticalSampling
        return ComponentPlane(samples: samples, stride: stride, width: component.width, height: component.height,
                              upsampling: Upsampling(horizontal: horizontal, vertical: vertical),
                              row: .allocate(capacity: component.width * horizontal))
    }
}
