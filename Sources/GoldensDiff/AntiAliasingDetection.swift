/// The anti-aliasing test: does a pixel look like a blend on the edge of a shape, rather than
/// content? It is pixelmatch's neighbourhood rule (after Vyšniauskas, "Anti-aliased pixel and
/// intensity slope detector", 2009), applied to premultiplied pixels:
///
/// 1. Look at the pixel's 3x3 neighbourhood in one image and compare each neighbour's brightness
///    (the Y of YIQ) with the centre's. Neighbours outside the image count as equal-brightness.
/// 2. If three or more neighbours have exactly the centre's brightness, the pixel sits in a flat
///    area: not anti-aliasing.
/// 3. Otherwise take the darkest and the brightest neighbour (the first found, scanning columns
///    left to right and each column top to bottom). If there is no darker or no brighter
///    neighbour, the pixel is a local extreme: not anti-aliasing (a 1-px line, a dot).
/// 4. It is anti-aliasing when the darkest or the brightest neighbour has "many siblings" — three
///    or more identical neighbours of its own (bytes equal, border again counting as one) — in
///    *both* images: the pixel then lies between two flat areas, i.e. on the slope of an edge.
///
/// A differing pixel counts as anti-aliasing when the rule holds in either image (the edge may
/// exist in the golden or in the actual image).
enum AntiAliasingDetection {
    /// The rule above, for pixel (x, y) of `image` with `other` as the second image. Both are
    /// premultiplied RGBA rows of `stride` pixels; `width` x `height` is the compared area.
    static func isAntiAliased(_ image: UnsafePointer<UInt8>, stride: Int,
                              other: UnsafePointer<UInt8>, otherStride: Int,
                              x: Int, y: Int, width: Int, height: Int) -> Bool {
        let x0 = x > 0 ? x &- 1 : 0, y0 = y > 0 ? y &- 1 : 0
        let x2 = x &+ 1 < width ? x &+ 1 : x, y2 = y &+ 1 < height ? y &+ 1 : y
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        let words = UnsafeRawPointer(image).assumingMemoryBound(to: UInt32.self)
        let centreWord = words[y &* stride &+ x]
        let c = image + (y &* stride &+ x) &* 4
        // Brightness written out here and below: debug builds do not inline calls.
        let centre = Double(c[0]) * 0.29889531 + Double(c[1]) * 0.58662247 + Double(c[2]) * 0.11448223
        // centre - neighbour: most negative at the brightest neighbour, most positive at the darkest.
        var lowestDelta = 0.0, highestDelta = 0.0
        var darkX = 0, darkY = 0, brightX = 0, brightY = 0
        var nx = x0
        while nx <= x2 {
            var ny = y0
            while ny <= y2 {
                if nx != x || ny != y {
                    let index = ny &* stride &+ nx
                    // An identical neighbour has the same brightness: skip the arithmetic (flat areas).
                    var delta = 0.0
                    if words[index] != centreWord {
                        let n = image + index &* 4
                        delta = centre - (Double(n[0]) * 0.29889531 + Double(n[1]) * 0.58662247 + Double(n[2]) * 0.11448223)
                    }
                    if delta == 0 {
                        zeroes &+= 1
                        if zeroes > 2 { return false }
                    } else if delta < lowestDelta {
                        lowestDelta = delta
                        brightX = nx
                        brightY = ny
                    } else if delta > highestDelta {
                        highestDelta = delta
                        darkX = nx
                        darkY = ny
                    }
                }
                ny &+= 1
            }
            nx &+= 1
        }
        if lowestDelta == 0 || highestDelta == 0 { return false }
        return (hasManySiblings(image, stride: stride, x: darkX, y: darkY, width: width, height: height)
            && hasManySiblings(other, stride: otherStride, x: darkX, y: darkY, width: width, height: height))
            || (hasManySiblings(image, stride: stride, x: brightX, y: brightY, width: width, height: height)
                && hasManySiblings(other, stride: otherStride, x: brightX, y: brightY, width: width, height: height))
    }

    /// Whether at least three of the pixel's neighbours are byte-for-byte equal to it (a border
    /// counts as one), i.e. the pixel belongs to a flat area.
    @inline(__always)
    static func hasManySiblings(_ image: UnsafePointer<UInt8>, stride: Int, x: Int, y: Int, width: Int, height: Int) -> Bool {
        let x0 = x > 0 ? x &- 1 : 0, y0 = y > 0 ? y &- 1 : 0
        let x2 = x &+ 1 < width ? x &+ 1 : x, y2 = y &+ 1 < height ? y &+ 1 : y
        var zeroes = (x == x0 || x == x2 || y == y0 || y == y2) ? 1 : 0
        let words = UnsafeRawPointer(image).assumingMemoryBound(to: UInt32.self)
        let value = words[y &* stride &+ x]
        var nx = x0
        while nx <= x2 {
            var ny = y0
            while ny <= y2 {
                if nx != x || ny != y, words[ny &* stride &+ nx] == value {
                    zeroes &+= 1
                    if zeroes > 2 { return true }
                }
                ny &+= 1
            }
            nx &+= 1
        }
        return false
    }
}
