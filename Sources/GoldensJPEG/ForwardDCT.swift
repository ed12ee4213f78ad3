import GoldensRaster

/// The forward DCT of one 8x8 block and its quantization, in integers: F = A·f·Aᵀ with
/// A(u, x) = C(u)/2 · cos((2x + 1)uπ/16) scaled by 2^13 and rounded (C(0) = 1/√2, else 1), the
/// row pass keeping 2 fraction bits for the column pass, and each coefficient divided by its
/// quantizer with rounding half away from zero.
enum ForwardDCT {
    /// A(u, x) · 2^13, row u: computed once with the package's portable cosine, so the table is
    /// the same on every machine.
    static let basis: [Int] = (0..<64).map { index in
        let u = index / 8, x = index % 8
        let scale = u == 0 ? 0.5.squareRoot() / 2 : 0.5
        let value = scale * PortableMath.cos(Double((2 * x + 1) * u) * Double.pi / 16) * 8192
        return Int(value.rounded())
    }

    /// Transforms the level-shifted samples `block` (natural order) and writes the quantized
    /// coefficients in zigzag order to `output`. `quantizers` is in natural order.
    static func quantize(_ block: UnsafePointer<Int>, quantizers: UnsafePointer<Int>, workspace: UnsafeMutablePointer<Int>,
                         output: UnsafeMutablePointer<Int16>) {
        basis.withUnsafeBufferPointer { raw in
            guard let a = raw.baseAddress else { return }
            // Rows: workspace(y, u) = Σx A(u, x)·f(y, x), down to 2 fraction bits.
            var y = 0
            while y < 8 {
                var u = 0
                while u < 8 {
                    var sum = 0, x = 0
                    while x < 8 {
                        sum &+= a[u &* 8 &+ x] &* block[y &* 8 &+ x]
                        x &+= 1
                    }
                    workspace[y &* 8 &+ u] = (sum &+ 1024) >> 11
                    u &+= 1
                }
                y &+= 1
            }
            // Columns: F(v, u) = Σy A(v, y)·workspace(y, u), scaled by 2^15, then quantized.
            var k = 0
            while k < 64 {
                let natural = Int(ZigZag.naturalOrder[k])
                let v = natural >> 3, u = natural & 7
                var sum = 0, row = 0
                while row < 8 {
                    sum &+= a[v &* 8 &+ row] &* workspace[row &* 8 &+ u]
                    row &+= 1
                }
                let divisor = quantizers[natural] << 15
                let magnitude = (abs(sum) &+ divisor / 2) / divisor
                // Baseline codes AC coefficients of up to 10 bits and DC of up to 11.
                let limit = k == 0 ? 2047 : 1023
                output[k] = Int16(min(magnitude, limit) * (sum < 0 ? -1 : 1))
                k &+= 1
            }
        }
    }
}
