import GoldensDiff
import GoldensRaster

/// The FuzzDiff input: two small premultiplied bitmaps (usually the same size) and the
/// tolerance parameters, decoded from bytes. Pixels come raw (4 bytes each, colour clamped to
/// alpha so every pixel is validly premultiplied) or from a small palette in runs, which makes
/// the flat areas and edges anti-aliasing detection looks for; the actual image is the golden
/// with edits, or raw bytes of its own. `encode` writes a case back (for seeds made from goldens).
public struct DiffCase {
    public var golden: Bitmap
    public var actual: Bitmap
    /// Raw threshold choices, turned into each model's threshold by the target.
    public var perChannelLimit: Int
    public var yiqThreshold: Double
    public var deltaEThreshold: Double
    public var maxPixels: Int?
    public var maxRatio: Double?
    public var ignoredRegions: [PixelRect]

    public static let maximumSide = 48

    static let yiqChoices: [Double] = [0, 0.05, 0.1, 0.2, 0.5, 1, 2, -1, .nan, .infinity, 0.001, 0.3]
    static let deltaEChoices: [Double] = [0, 0.5, 1, 2, 2.3, 5, 10, 100, -1, .nan, .infinity, 1e-9]
    static let ratioChoices: [Double?] = [nil, 0, 0.01, 0.5, 1, -1, .nan, 2]

    public init(golden: Bitmap, actual: Bitmap, perChannelLimit: Int = 0, yiqThreshold: Double = 0.1,
                deltaEThreshold: Double = 1, maxPixels: Int? = nil, maxRatio: Double? = nil, ignoredRegions: [PixelRect] = []) {
        self.golden = golden
        self.actual = actual
        self.perChannelLimit = perChannelLimit
        self.yiqThreshold = yiqThreshold
        self.deltaEThreshold = deltaEThreshold
        self.maxPixels = maxPixels
        self.maxRatio = maxRatio
        self.ignoredRegions = ignoredRegions
    }

    public init(_ input: inout FuzzInput) {
        let flags = input.byte()
        perChannelLimit = Int(Int8(bitPattern: input.byte())) * 2  // -256 ... 254: clamping tested
        yiqThreshold = input.byte() < 200 ? input.pick(Self.yiqChoices) : Double(input.byte()) / 255
        deltaEThreshold = input.byte() < 200 ? input.pick(Self.deltaEChoices) : Double(input.byte()) / 16
        maxPixels = input.chance(50) ? nil : Int(Int8(bitPattern: input.byte()))
        maxRatio = input.pick(Self.ratioChoices)
        ignoredRegions = (0..<input.int(0...3)).map { _ in
            if input.chance(15) {
                return PixelRect(x: input.pick([Int.min, -5, Int.max - 3]), y: input.pick([Int.min, 0, 3]),
                                 width: input.pick([Int.max, 10, -1]), height: input.pick([Int.max, 2, 0]))
            }
            return PixelRect(x: input.int(-4...Self.maximumSide), y: input.int(-4...Self.maximumSide),
                             width: input.int(-2...Self.maximumSide), height: input.int(-2...Self.maximumSide))
        }
        let width = input.int(1...Self.maximumSide), height = input.int(1...Self.maximumSide)
        let palette = (0..<8).map { _ in Self.pixel(&input) }
        golden = flags & 1 == 0 ? Self.raw(width, height, &input) : Self.runs(width, height, palette: palette, &input)
        var actualWidth = width, actualHeight = height
        if flags & 2 != 0 {
            // A size mismatch: the overlap is compared, the rest reported.
            actualWidth = input.int(0...Self.maximumSide)
            actualHeight = input.int(0...Self.maximumSide)
        }
        if flags & 4 != 0 {
            actual = flags & 8 == 0 ? Self.raw(actualWidth, actualHeight, &input)
                : Self.runs(actualWidth, actualHeight, palette: palette, &input)
        } else {
            actual = Self.edited(golden, width: actualWidth, height: actualHeight, palette: palette, &input)
        }
    }

    /// A validly premultiplied pixel from four bytes (each colour at most the alpha).
    static func pixel(_ input: inout FuzzInput) -> PremultipliedPixel {
        let r = input.byte(), g = input.byte(), b = input.byte(), a = input.byte()
        return PremultipliedPixel(r: min(r, a), g: min(g, a), b: min(b, a), a: a)
    }

    static func raw(_ width: Int, _ height: Int, _ input: inout FuzzInput) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        for y in 0..<height { for x in 0..<width { bitmap[x, y] = pixel(&input) } }
        return bitmap
    }

    /// Runs of palette colours in row order: each byte is a colour (low 3 bits) and a length.
    static func runs(_ width: Int, _ height: Int, palette: [PremultipliedPixel], _ input: inout FuzzInput) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height)
        var index = 0
        while index < width * height {
            let byte = input.byte()
            let length = 1 + Int(byte >> 3)
            for i in index..<min(width * height, index + length) {
                bitmap[i % width, i / width] = palette[Int(byte & 7)]
            }
            index += length
        }
        return bitmap
    }

    /// The golden cut or extended to the size, then edited pixel by pixel: recoloured, nudged
    /// by a step in each channel (within the threshold region), or copied from a neighbour (an
    /// edge moved by a pixel).
    static func edited(_ golden: Bitmap, width: Int, height: Int, palette: [PremultipliedPixel],
                       _ input: inout FuzzInput) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, fill: palette[0])
        for y in 0..<min(height, golden.height) { for x in 0..<min(width, golden.width) { bitmap[x, y] = golden[x, y] } }
        guard width > 0 && height > 0 else { return bitmap }
        let edits = input.int(0...40)
        for _ in 0..<edits {
            let x = input.int(0...width - 1), y = input.int(0...height - 1)
            switch input.byte() % 4 {
            case 0:
                bitmap[x, y] = palette[Int(input.byte() & 7)]
            case 1:
                let p = bitmap[x, y], step = Int(input.byte() % 7) - 3
                func nudge(_ c: UInt8, limit: UInt8) -> UInt8 { UInt8(max(0, min(Int(limit), Int(c) + step))) }
                let a = nudge(p.a, limit: 255)
                bitmap[x, y] = PremultipliedPixel(r: min(nudge(p.r, limit: 255), a), g: min(nudge(p.g, limit: 255), a),
                                                  b: min(nudge(p.b, limit: 255), a), a: a)
            case 2:
                let nx = min(width - 1, max(0, x + input.int(-1...1))), ny = min(height - 1, max(0, y + input.int(-1...1)))
                bitmap[x, y] = bitmap[nx, ny]
            default:
                // A whole row run shifted by one pixel: anti-aliased edges that moved.
                for column in stride(from: width - 1, to: 0, by: -1) { bitmap[column, y] = bitmap[column - 1, y] }
            }
        }
        return bitmap
    }

    /// Bytes that decode to this case with raw pixels (thresholds by their raw-byte forms).
    public func encode() -> [UInt8] {
        var out: [UInt8] = []
        let sizeDiffers = golden.width != actual.width || golden.height != actual.height
        out.append(4 | (sizeDiffers ? 2 : 0))  // raw golden, raw actual
        out.append(UInt8(bitPattern: Int8(clamping: perChannelLimit / 2)))
        out += [200, UInt8(max(0, min(255, (yiqThreshold * 255).rounded())))]
        out += [200, UInt8(max(0, min(255, (deltaEThreshold * 16).rounded())))]
        if let maxPixels { out += [255, UInt8(bitPattern: Int8(clamping: maxPixels))] } else { out.append(0) }
        out.append(UInt8(Self.ratioChoices.firstIndex { $0 == maxRatio } ?? 0))
        out.append(UInt8(min(3, ignoredRegions.count)))
        for region in ignoredRegions.prefix(3) {
            out.append(255)  // not one of the extreme regions
            out += [UInt8(region.x + 4), UInt8(region.y + 4), UInt8(region.width + 2), UInt8(region.height + 2)]
        }
        out += [UInt8(golden.width - 1), UInt8(golden.height - 1)]
        out += [UInt8](repeating: 0, count: 32)  // the palette, unused by raw pixels
        out += golden.bytes
        if sizeDiffers { out += [UInt8(actual.width), UInt8(actual.height)] }
        out += actual.bytes
        return out
    }
}
