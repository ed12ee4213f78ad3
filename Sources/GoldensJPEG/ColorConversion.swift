/// Turns rows of full-size component samples into opaque RGBA pixels, in integer arithmetic.
///
/// YCbCr to RGB uses the JFIF matrix with its factors scaled by 2^16 and rounded (1.402,
/// 0.34414, 0.71414, 1.772 become 91881, 22554, 46802, 116130), each product rounded to the
/// nearest integer as libjpeg does, so the results match its bytes. Opaque pixels are their own
/// premultiplied form.
enum ColorConversion {
    static func yCbCr(_ luma: UnsafePointer<UInt8>, _ blue: UnsafePointer<UInt8>, _ red: UnsafePointer<UInt8>,
                      into out: UnsafeMutablePointer<UInt8>, width: Int) {
        let half = 1 &<< 15
        var x = 0
        var o = 0
        while x < width {
            let y = Int(luma[x]), cb = Int(blue[x]) &- 128, cr = Int(red[x]) &- 128
            out[o] = clamp(y &+ ((91881 &* cr &+ half) &>> 16))
            out[o &+ 1] = clamp(y &+ ((-22554 &* cb &- 46802 &* cr &+ half) &>> 16))
            out[o &+ 2] = clamp(y &+ ((116130 &* cb &+ half) &>> 16))
            out[o &+ 3] = 255
            x &+= 1
            o &+= 4
        }
    }

    static func rgb(_ red: UnsafePointer<UInt8>, _ green: UnsafePointer<UInt8>, _ blue: UnsafePointer<UInt8>,
                    into out: UnsafeMutablePointer<UInt8>, width: Int) {
        var x = 0
        var o = 0
        while x < width {
            out[o] = red[x]
            out[o &+ 1] = green[x]
            out[o &+ 2] = blue[x]
            out[o &+ 3] = 255
            x &+= 1
            o &+= 4
        }
    }

    static func grey(_ luma: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<UInt8>, width: Int) {
        var x = 0
        var o = 0
        while x < width {
            let value = luma[x]
            out[o] = value
            out[o &+ 1] = value
            out[o &+ 2] = value
            out[o &+ 3] = 255
            x &+= 1
            o &+= 4
        }
    }

    @inline(__always)
    private static func clamp(_ value: Int) -> UInt8 {
        value < 0 ? 0 : value > 255 ? 255 : UInt8(truncatingIfNeeded: value)
    }
}
