/// The inverse DCT of one 8x8 block in integer arithmetic, so every machine gets the same bytes.
///
/// The arithmetic is that of the accurate fixed-point method libjpeg calls "islow" (its default):
/// a separable transform, columns first then rows, each 1-D pass factored into an even and an
/// odd half with 12 multiplications. The cosine factors are scaled by 2^13 (`constBits`) and
/// rounded, and the first pass keeps 2 extra fraction bits (`pass1Bits`) for the second. Doing
/// the same operations with the same roundings is what makes the pixels equal libjpeg's (and so
/// Pillow's) exactly. Everything is 64-bit Int, where no intermediate can overflow for 16-bit
/// coefficients times 16-bit quantizers, so the wrapping operators never wrap.
enum IDCT {
    /// Dequantizes and transforms `coefficients` (natural order) with `quantization` (natural
    /// order) and writes 8 rows of 8 samples, level-shifted by 128 and clamped to 0...255, to
    /// `output`, `stride` bytes apart. `workspace` holds 64 Ints between the passes.
    static func transform(_ coefficients: UnsafePointer<Int16>, _ quantization: UnsafePointer<Int32>,
                          _ workspace: UnsafeMutablePointer<Int>, _ output: UnsafeMutablePointer<UInt8>, stride: Int) {
        // round(x * 2^13) of the factors of the 1-D transform.
        let f0_298631336 = 2446, f0_390180644 = 3196, f0_541196100 = 4433, f0_765366865 = 6270
        let f0_899976223 = 7373, f1_175875602 = 9633, f1_501321110 = 12299, f1_847759065 = 15137
        let f1_961570560 = 16069, f2_053119869 = 16819, f2_562915447 = 20995, f3_072711026 = 25172
        let constBits = 13, pass1Bits = 2

        // Pass 1: columns, from coefficients to the workspace, scaled up by 2^pass1Bits.
        var column = 0
        while column < 8 {
            let c = coefficients + column, q = quantization + column, w = workspace + column
            if c[8] == 0 && c[16] == 0 && c[24] == 0 && c[32] == 0 && c[40] == 0 && c[48] == 0 && c[56] == 0 {
                // Only DC: the column is flat (the full formula gives the same value).
                let dc = (Int(c[0]) &* Int(q[0])) &<< pass1Bits
                var row = 0
                while row < 64 {
                    w[row] = dc
                    row &+= 8
                }
                column &+= 1
                continue
            }
            // Even part.
            var z2 = Int(c[16]) &* Int(q[16])
            var z3 = Int(c[48]) &* Int(q[48])
            var z1 = (z2 &+ z3) &* f0_541196100
            var tmp2 = z1 &- z3 &* f1_847759065
            var tmp3 = z1 &+ z2 &* f0_765366865
            z2 = Int(c[0]) &* Int(q[0])
            z3 = Int(c[32]) &* Int(q[32])
            var tmp0 = (z2 &+ z3) &<< constBits
            var tmp1 = (z2 &- z3) &<< constBits
            let tmp10 = tmp0 &+ tmp3, tmp13 = tmp0 &- tmp3
            let tmp11 = tmp1 &+ tmp2, tmp12 = tmp1 &- tmp2

            // Odd part.
            tmp0 = Int(c[56]) &* Int(q[56])
            tmp1 = Int(c[40]) &* Int(q[40])
            tmp2 = Int(c[24]) &* Int(q[24])
            tmp3 = Int(c[8]) &* Int(q[8])
            z1 = tmp0 &+ tmp3
            z2 = tmp1 &+ tmp2
            z3 = tmp0 &+ tmp2
            var z4 = tmp1 &+ tmp3
            let z5 = (z3 &+ z4) &* f1_175875602
            tmp0 = tmp0 &* f0_298631336
            tmp1 = tmp1 &* f2_053119869
            tmp2 = tmp2 &* f3_072711026
            tmp3 = tmp3 &* f1_501321110
            z1 = z1 &* -f0_899976223
            z2 = z2 &* -f2_562915447
            z3 = z3 &* -f1_961570560 &+ z5
            z4 = z4 &* -f0_390180644 &+ z5
            tmp0 = tmp0 &+ z1 &+ z3
            tmp1 = tmp1 &+ z2 &+ z4
            tmp2 = tmp2 &+ z2 &+ z3
            tmp3 = tmp3 &+ z1 &+ z4

            let shift = constBits &- pass1Bits, half = 1 &<< (shift &- 1)
            w[0] = (tmp10 &+ tmp3 &+ half) &>> shift
            w[56] = (tmp10 &- tmp3 &+ half) &>> shift
            w[8] = (tmp11 &+ tmp2 &+ half) &>> shift
            w[48] = (tmp11 &- tmp2 &+ half) &>> shift
            w[16] = (tmp12 &+ tmp1 &+ half) &>> shift
            w[40] = (tmp12 &- tmp1 &+ half) &>> shift
            w[24] = (tmp13 &+ tmp0 &+ half) &>> shift
            w[32] = (tmp13 &- tmp0 &+ half) &>> shift
            column &+= 1
        }

        // Pass 2: rows, from the workspace to samples, removing the 2^pass1Bits and the factor 8
        // of the two passes.
        var row = 0
        while row < 8 {
            let w = workspace + row &* 8, out = output + row &* stride
            if w[1] == 0 && w[2] == 0 && w[3] == 0 && w[4] == 0 && w[5] == 0 && w[6] == 0 && w[7] == 0 {
                let shift = pass1Bits &+ 3
                let value = sample((w[0] &+ (1 &<< (shift &- 1))) &>> shift)
                var x = 0
                while x < 8 {
                    out[x] = value
                    x &+= 1
                }
                row &+= 1
                continue
            }
            var z2 = w[2]
            var z3 = w[6]
            var z1 = (z2 &+ z3) &* f0_541196100
            var tmp2 = z1 &- z3 &* f1_847759065
            var tmp3 = z1 &+ z2 &* f0_765366865
            var tmp0 = (w[0] &+ w[4]) &<< constBits
            var tmp1 = (w[0] &- w[4]) &<< constBits
            let tmp10 = tmp0 &+ tmp3, tmp13 = tmp0 &- tmp3
            let tmp11 = tmp1 &+ tmp2, tmp12 = tmp1 &- tmp2

            tmp0 = w[7]
            tmp1 = w[5]
            tmp2 = w[3]
            tmp3 = w[1]
            z1 = tmp0 &+ tmp3
            z2 = tmp1 &+ tmp2
            z3 = tmp0 &+ tmp2
            var z4 = tmp1 &+ tmp3
            let z5 = (z3 &+ z4) &* f1_175875602
            tmp0 = tmp0 &* f0_298631336
            tmp1 = tmp1 &* f2_053119869
            tmp2 = tmp2 &* f3_072711026
            tmp3 = tmp3 &* f1_501321110
            z1 = z1 &* -f0_899976223
            z2 = z2 &* -f2_562915447
            z3 = z3 &* -f1_961570560 &+ z5
            z4 = z4 &* -f0_390180644 &+ z5
            tmp0 = tmp0 &+ z1 &+ z3
            tmp1 = tmp1 &+ z2 &+ z4
            tmp2 = tmp2 &+ z2 &+ z3
            tmp3 = tmp3 &+ z1 &+ z4

            let shift = constBits &+ pass1Bits &+ 3, half = 1 &<< (shift &- 1)
            out[0] = sample((tmp10 &+ tmp3 &+ half) &>> shift)
            out[7] = sample((tmp10 &- tmp3 &+ half) &>> shift)
            out[1] = sample((tmp11 &+ tmp2 &+ half) &>> shift)
            out[6] = sample((tmp11 &- tmp2 &+ half) &>> shift)
            out[2] = sample((tmp12 &+ tmp1 &+ half) &>> shift)
            out[5] = sample((tmp12 &- tmp1 &+ half) &>> shift)
            out[3] = sample((tmp13 &+ tmp0 &+ half) &>> shift)
            out[4] = sample((tmp13 &- tmp0 &+ half) &>> shift)
            row &+= 1
        }
    }

    /// A transform output (centred on 0) as a sample: shifted up by 128 and clamped.
    @inline(__always)
    private static func sample(_ value: Int) -> UInt8 {
        let shifted = value &+ 128
        return shifted < 0 ? 0 : shifted > 255 ? 255 : UInt8(truncatingIfNeeded: shifted)
    }
}
