import GoldensDiff
import GoldensRaster
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The comparison written straight from GoldensDiff's documentation (`Tolerance`, `ColorDistance`,
/// `AntiAliasingDetection`, `FailureBudget`, `Verdict`): one loop over every pixel of the overlap,
/// no equal-run skipping, no memo, no bands. What it counts is what the engine must count.
///
/// Colour distances are computed here by formulas of its own (pixelmatch's YIQ difference,
/// CIEDE2000 after Sharma, Wu and Dalal), which agree with the engine's to about 1e-12: a pixel
/// whose distance lies within `margin` of its threshold could honestly go either way, and is
/// reported as undecided rather than as failing or tolerated.
struct ReferenceDiff {
    enum Model { case perChannel(limit: Int), yiq(threshold: Double), deltaE(threshold: Double) }

    struct Result {
        var comparedPixels = 0
        var differingPixels = 0
        var failingPixels = 0
        var antiAliasedPixels = 0
        /// Pixels too close to the threshold to call (see above); none in almost every case.
        var undecidedPixels = 0
        var maxDistance = 0.0
        var distanceSum = 0.0
        var differingBounds: PixelRect?
        var failingBounds: PixelRect?
        var identical = false
    }

    let golden: Bitmap
    let actual: Bitmap
    let model: Model
    let detectsAntiAliasing: Bool
    let ignoredRegions: [PixelRect]

    /// The threshold each model reads from the tolerance (`ColorDistance.threshold`'s rules):
    /// NaN or negative → 0; per-channel within 0...255, YIQ within 0...1.
    static func model(for distance: ColorDistance) -> Model {
        switch distance {
        case .exact: .perChannel(limit: 0)
        case .perChannel(let n): .perChannel(limit: n < 0 ? 0 : (n > 255 ? 255 : n))
        case .yiq(let t): .yiq(threshold: t.isNaN || t < 0 ? 0 : (t > 1 ? 1 : t))
        case .deltaE(let e): .deltaE(threshold: e.isNaN || e < 0 ? 0 : e)
        }
    }

    func run() -> Result {
        var result = Result()
        let width = min(golden.width, actual.width), height = min(golden.height, actual.height)
        result.identical = golden.width == actual.width && golden.height == actual.height && golden.bytes == actual.bytes
        var differing: (x0: Int, y0: Int, x1: Int, y1: Int)?
        var failing: (x0: Int, y0: Int, x1: Int, y1: Int)?
        for y in 0..<height {
            for x in 0..<width {
                // 1. ignored regions are not compared
                if ignoredRegions.contains(where: { x >= $0.x && y >= $0.y && x < $0.maxX && y < $0.maxY }) { continue }
                result.comparedPixels += 1
                let g = golden[x, y], a = actual[x, y]
                // 2. equal bytes, or transparent in both
                if g == a || (g.a == 0 && a.a == 0) { continue }
                result.differingPixels += 1
                differing = grow(differing, x, y)
                // 3. the distance, and whether it is beyond the threshold (nil: too close to call)
                let (distance, fails) = measure(g, a)
                guard let fails else {
                    result.undecidedPixels += 1
                    continue
                }
                // 4. beyond it on an anti-aliased edge (in either image): counted apart
                if fails && detectsAntiAliasing
                    && (isAntiAliased(golden, other: actual, x, y, width, height)
                        || isAntiAliased(actual, other: golden, x, y, width, height)) {
                    result.antiAliasedPixels += 1
                    continue
                }
                // tolerated and failing pixels make the distance statistics
                result.distanceSum += distance
                result.maxDistance = max(result.maxDistance, distance)
                if fails {
                    // 5. failing
                    result.failingPixels += 1
                    failing = grow(failing, x, y)
                }
            }
        }
        result.differingBounds = differing.map { PixelRect(x: $0.x0, y: $0.y0, width: $0.x1 - $0.x0 + 1, height: $0.y1 - $0.y0 + 1) }
        result.failingBounds = failing.map { PixelRect(x: $0.x0, y: $0.y0, width: $0.x1 - $0.x0 + 1, height: $0.y1 - $0.y0 + 1) }
        return result
    }

    private func grow(_ box: (x0: Int, y0: Int, x1: Int, y1: Int)?, _ x: Int, _ y: Int) -> (x0: Int, y0: Int, x1: Int, y1: Int) {
        guard let box else { return (x, y, x, y) }
        return (min(box.x0, x), min(box.y0, y), max(box.x1, x), max(box.y1, y))
    }

    // MARK: Distances (ColorDistance's documentation)

    /// The distance in the model's unit and whether it fails. Premultiplied pixels are compared
    /// as they look over black (their values) and over white (`c + 255 - a`); the larger counts.
    private func measure(_ p: PremultipliedPixel, _ q: PremultipliedPixel) -> (Double, Bool?) {
        let black1 = [Int(p.r), Int(p.g), Int(p.b)], black2 = [Int(q.r), Int(q.g), Int(q.b)]
        let white1 = black1.map { $0 + 255 - Int(p.a) }, white2 = black2.map { $0 + 255 - Int(q.a) }
        switch model {
        case .perChannel(let limit):
            let delta = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
            return (Double(delta), delta > limit)
        case .yiq(let threshold):
            let delta = max(Self.yiqDelta(black1, black2), Self.yiqDelta(white1, white2))
            let limit = 35215 * threshold * threshold
            return (sqrt(delta / 35215), Self.decide(delta, limit))
        case .deltaE(let threshold):
            let distance = max(Self.ciede2000(Self.lab(black1), Self.lab(black2)), Self.ciede2000(Self.lab(white1), Self.lab(white2)))
            return (distance, Self.decide(distance, threshold))
        }
    }

    /// `value > limit`, or nil when the two are within the rounding of independent formulas.
    private static func decide(_ value: Double, _ limit: Double) -> Bool? {
        if limit.isInfinite { return false }
        let margin = 1e-7 * max(1, abs(limit))
        if abs(value - limit) <= margin { return nil }
        return value > limit
    }

    /// pixelmatch's YIQ δ: the weighted squares of the differences of Y, I and Q.
    static func yiqDelta(_ c1: [Int], _ c2: [Int]) -> Double {
        func y(_ c: [Int]) -> Double { Double(c[0]) * 0.29889531 + Double(c[1]) * 0.58662247 + Double(c[2]) * 0.11448223 }
        func i(_ c: [Int]) -> Double { Double(c[0]) * 0.59597799 - Double(c[1]) * 0.27417610 - Double(c[2]) * 0.32180189 }
        func q(_ c: [Int]) -> Double { Double(c[0]) * 0.21147017 - Double(c[1]) * 0.52261711 + Double(c[2]) * 0.31114694 }
        let dy = y(c1) - y(c2), di = i(c1) - i(c2), dq = q(c1) - q(c2)
        return 0.5053 * dy * dy + 0.299 * di * di + 0.1957 * dq * dq
    }

    /// CIELAB (D65) of an 8-bit sRGB colour.
    static func lab(_ c: [Int]) -> (l: Double, a: Double, b: Double) {
        func linear(_ v: Int) -> Double {
            let s = Double(v) / 255
            return s <= 0.04045 ? s / 12.92 : pow((s + 0.055) / 1.055, 2.4)
        }
        let r = linear(c[0]), g = linear(c[1]), b = linear(c[2])
        let x = (0.4124564 * r + 0.3575761 * g + 0.1804375 * b) / 0.95047
        let y = (0.2126729 * r + 0.7151522 * g + 0.0721750 * b) / 1.0
        let z = (0.0193339 * r + 0.1191920 * g + 0.9503041 * b) / 1.08883
        func f(_ t: Double) -> Double {
            let delta = 6.0 / 29.0
            return t > delta * delta * delta ? cbrt(t) : t / (3 * delta * delta) + 4.0 / 29.0
        }
        return (116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z)))
    }

    /// CIEDE2000 (G. Sharma, W. Wu, E. N. Dalal, 2005), kL = kC = kH = 1, angles in degrees.
    static func ciede2000(_ p: (l: Double, a: Double, b: Double), _ q: (l: Double, a: Double, b: Double)) -> Double {
        func rad(_ degrees: Double) -> Double { degrees * Double.pi / 180 }
        func hue(_ b: Double, _ a: Double) -> Double {
            if a == 0 && b == 0 { return 0 }
            let h = atan2(b, a) * 180 / Double.pi
            return h < 0 ? h + 360 : h
        }
        let c1 = (p.a * p.a + p.b * p.b).squareRoot(), c2 = (q.a * q.a + q.b * q.b).squareRoot()
        let cBar = (c1 + c2) / 2
        let g = 0.5 * (1 - (pow(cBar, 7) / (pow(cBar, 7) + pow(25, 7))).squareRoot())
        let a1 = (1 + g) * p.a, a2 = (1 + g) * q.a
        let c1p = (a1 * a1 + p.b * p.b).squareRoot(), c2p = (a2 * a2 + q.b * q.b).squareRoot()
        let h1 = hue(p.b, a1), h2 = hue(q.b, a2)
        let dL = q.l - p.l, dC = c2p - c1p
        var dh = 0.0
        if c1p * c2p != 0 {
            dh = h2 - h1
            if dh > 180 { dh -= 360 } else if dh < -180 { dh += 360 }
        }
        let dH = 2 * (c1p * c2p).squareRoot() * sin(rad(dh / 2))
        let lBar = (p.l + q.l) / 2, cBarP = (c1p + c2p) / 2
        var hBar = h1 + h2
        if c1p * c2p != 0 {
            if abs(h1 - h2) <= 180 { hBar = (h1 + h2) / 2 }
            else if h1 + h2 < 360 { hBar = (h1 + h2 + 360) / 2 }
            else { hBar = (h1 + h2 - 360) / 2 }
        }
        let t = 1 - 0.17 * cos(rad(hBar - 30)) + 0.24 * cos(rad(2 * hBar)) + 0.32 * cos(rad(3 * hBar + 6)) - 0.20 * cos(rad(4 * hBar - 63))
        let dTheta = 30 * exp(-pow((hBar - 275) / 25, 2))
        let rC = 2 * (pow(cBarP, 7) / (pow(cBarP, 7) + pow(25, 7))).squareRoot()
        let sL = 1 + 0.015 * pow(lBar - 50, 2) / (20 + pow(lBar - 50, 2)).squareRoot()
        let sC = 1 + 0.045 * cBarP
        let sH = 1 + 0.015 * cBarP * t
        let rT = -sin(rad(2 * dTheta)) * rC
        let l = dL / sL, c = dC / sC, h = dH / sH
        return max(0, l * l + c * c + h * h + rT * c * h).squareRoot()
    }

    // MARK: Anti-aliasing (AntiAliasingDetection's rule, step by step)

    private static func brightness(_ p: PremultipliedPixel) -> Double {
        Double(p.r) * 0.29889531 + Double(p.g) * 0.58662247 + Double(p.b) * 0.11448223
    }

    /// The 3x3 neighbourhood clipped to the compared area, columns left to right, each top to
    /// bottom, without the centre; and whether the pixel is on the area's border.
    private static func neighbours(_ x: Int, _ y: Int, _ width: Int, _ height: Int) -> (cells: [(Int, Int)], onBorder: Bool) {
        var cells: [(Int, Int)] = []
        for nx in max(0, x - 1)...min(width - 1, x + 1) {
            for ny in max(0, y - 1)...min(height - 1, y + 1) where nx != x || ny != y {
                cells.append((nx, ny))
            }
        }
        return (cells, x == 0 || y == 0 || x == width - 1 || y == height - 1)
    }

    private func isAntiAliased(_ image: Bitmap, other: Bitmap, _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
        let (cells, onBorder) = Self.neighbours(x, y, width, height)
        let centre = Self.brightness(image[x, y])
        // 1-2. neighbours of equal brightness (the border counting as one): three make it flat
        var equal = onBorder ? 1 : 0
        var darkest: (delta: Double, x: Int, y: Int)?
        var brightest: (delta: Double, x: Int, y: Int)?
        for (nx, ny) in cells {
            let delta = centre - Self.brightness(image[nx, ny])
            if delta == 0 {
                equal += 1
            } else if delta > 0 {
                if delta > (darkest?.delta ?? 0) { darkest = (delta, nx, ny) }  // the first of equals stays
            } else if delta < (brightest?.delta ?? 0) {
                brightest = (delta, nx, ny)
            }
        }
        if equal >= 3 { return false }
        // 3. no darker or no brighter neighbour: a local extreme
        guard let darkest, let brightest else { return false }
        // 4. the darkest or the brightest neighbour lies in a flat area in both images
        return (Self.hasManySiblings(image, darkest.x, darkest.y, width, height)
                && Self.hasManySiblings(other, darkest.x, darkest.y, width, height))
            || (Self.hasManySiblings(image, brightest.x, brightest.y, width, height)
                && Self.hasManySiblings(other, brightest.x, brightest.y, width, height))
    }

    private static func hasManySiblings(_ image: Bitmap, _ x: Int, _ y: Int, _ width: Int, _ height: Int) -> Bool {
        let (cells, onBorder) = neighbours(x, y, width, height)
        let value = image[x, y]
        let same = cells.filter { image[$0.0, $0.1] == value }.count
        return same + (onBorder ? 1 : 0) >= 3
    }
}

extension ReferenceDiff.Result {
    /// The budget rule (`FailureBudget`): with neither limit no pixel may fail; with both, both
    /// hold; negative or NaN limits read as 0.
    func allows(_ budget: FailureBudget) -> Bool {
        if failingPixels == 0 { return true }
        if budget.maxPixels == nil && budget.maxRatio == nil { return false }
        if let maxPixels = budget.maxPixels, failingPixels > max(0, maxPixels) { return false }
        if let maxRatio = budget.maxRatio {
            let ratio = maxRatio.isNaN || maxRatio < 0 ? 0 : maxRatio
            if Double(failingPixels) > ratio * Double(comparedPixels) { return false }
        }
        return true
    }
}
