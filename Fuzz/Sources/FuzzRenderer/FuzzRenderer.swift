import FuzzSupport
import GoldensRaster
#if canImport(Glibc)
import Glibc
#endif

/// Bytes → a valid display list (DisplayListGenerator) → rendered on 1, 2, 3 and 8 threads.
/// Properties:
/// - the bytes are the same for every thread count (the renderer's band promise);
/// - every render finishes within a generous CPU-time bound for the canvas and op count;
/// - the list's JSON form reads back as the same list (writer and reader agree).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRenderer(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var generator = DisplayListGenerator(FuzzInput(data, size))
    let list = generator.make()
    let images = DisplayListGenerator.images
    do {
        try list.validate(imageNames: Set(images.keys))
    } catch {
        return 0  // the generator's rare invalid list (e.g. a plane too large): nothing to compare
    }
    // The stroker dashes a path along its whole length, up to 20 000 dashes a stroke (its
    // designed cap): a dashed stroke with a point a billion units away takes 9 s in a plain
    // debug build and minutes here. Such lists are left out; smaller dash counts are not.
    if list.ops.contains(where: { estimatedDashes($0.kind) > 400 }) { return 0 }
    let json = list.jsonString
    // `FUZZ_DUMP_JSON=1 FuzzRenderer input` prints the list, to replay a slow input elsewhere
    // (`goldens render`).
    if getenv("FUZZ_DUMP_JSON") != nil {
        _ = Array(json.utf8).withUnsafeBytes { write(1, $0.baseAddress, $0.count) }  // unbuffered: the render may hang
    }
    do {
        let reread = try DisplayList(json: list.json)
        if reread != list {
            fuzzFailure("the JSON form reads back as a different list\n\(json)")
        }
    } catch {
        fuzzFailure("the JSON form of a valid list is refused: \(error)\n\(json)")
    }
    // CPU seconds, generous: this debug build with coverage tracing and AddressSanitizer runs
    // the rasterizer's loops about 40x slower than a plain debug build (a dashed round-capped
    // stroke of 6 000 outline elements: 0.15 s plain, 6 s here). The floor covers work that
    // does not grow with the canvas (outlining a long stroke); hangs are libFuzzer's -timeout.
    let bound = 30 + Double(list.width * list.height) * Double(list.ops.count + 1) / 20_000
    var reference: Bitmap?
    for threads in [1, 2, 3, 8] {
        let start = processCPUSeconds()
        let bitmap: Bitmap
        do {
            bitmap = try Renderer(images: images, threads: threads).render(list)
        } catch {
            fuzzFailure("a list that validated was refused on \(threads) threads: \(error)\n\(json)")
        }
        let elapsed = processCPUSeconds() - start
        if elapsed > bound {
            fuzzFailure("rendering on \(threads) threads took \(elapsed) CPU s, over the bound of \(bound) s\n\(json)")
        }
        guard let first = reference else {
            reference = bitmap
            continue
        }
        if bitmap != first {
            fuzzFailure("\(threads) threads drew different bytes from 1 thread: \(firstDifference(first, bitmap))\n\(json)")
        }
    }
    return 0
}

/// Where two renders of the same size first differ, and how many pixels differ.
private func firstDifference(_ a: Bitmap, _ b: Bitmap) -> String {
    var first: (Int, Int)?
    var count = 0
    for y in 0..<a.height {
        for x in 0..<a.width where a[x, y] != b[x, y] {
            if first == nil { first = (x, y) }
            count += 1
        }
    }
    guard let (x, y) = first else { return "no pixel differs" }
    return "\(count) pixels differ, first at (\(x), \(y)): \(a[x, y]) on 1 thread, \(b[x, y]) banded"
}

/// About how many dashes a dashed `strokePath` makes: its control polygon's length (at least
/// the curves' length) over the pattern's period, times the dashes in a period.
private func estimatedDashes(_ kind: DisplayOp.Kind) -> Double {
    guard case .strokePath(let path, let style, _, _) = kind, !style.dashes.isEmpty else { return 0 }
    var length = 0.0
    var current = Point(x: 0, y: 0), start = current
    func walk(_ points: [Point]) {
        for point in points {
            length += ((point.x - current.x) * (point.x - current.x) + (point.y - current.y) * (point.y - current.y)).squareRoot()
            current = point
        }
    }
    for element in path.elements {
        switch element {
        case .move(let p): current = p; start = p
        case .line(let p): walk([p])
        case .quad(let p, let c): walk([c, p])
        case .cubic(let p, let c1, let c2): walk([c1, c2, p])
        case .close: walk([start])
        }
    }
    let period = style.dashes.reduce(0, +) * (style.dashes.count % 2 == 0 ? 1 : 2)
    guard period > 0, length.isFinite else { return .infinity }
    return length / period * Double(style.dashes.count)
}
