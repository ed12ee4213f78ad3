import Foundation
import FuzzSupport
import GoldensDiff
import GoldensFixtures
import GoldensPNG
import GoldensRaster
import GoldensScene

// `MakeSeeds <repository> <corpus directory>`: writes each fuzz target's seed corpus from the
// repository's own files (fixture display lists, goldens, the PNG test suite, the JPEG test
// images, Swift sources) and from the generators the targets use. Deterministic: the same
// repository gives the same files, so regenerating shows in `git diff` only what changed. Run by
// Scripts/make-seeds.sh.

let arguments = CommandLine.arguments
guard arguments.count == 3 else {
    FileHandle.standardError.write(Data("usage: MakeSeeds <repository> <corpus directory>\n".utf8))
    exit(2)
}
let repository = URL(fileURLWithPath: arguments[1])
let corpus = URL(fileURLWithPath: arguments[2])
let files = FileManager.default

/// SplitMix64: a fixed sequence of bytes for the generated seeds.
struct SeedBytes {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
    mutating func bytes(_ count: Int) -> [UInt8] { (0..<count).map { _ in UInt8(truncatingIfNeeded: next()) } }
}
var random = SeedBytes(state: 2024)

/// Empties the target's folder and returns a writer into it.
func seeds(_ target: String) -> (String, [UInt8]) -> Void {
    let folder = corpus.appendingPathComponent(target)
    try? files.removeItem(at: folder)
    try! files.createDirectory(at: folder, withIntermediateDirectories: true)
    return { name, bytes in
        try! Data(bytes).write(to: folder.appendingPathComponent(name))
    }
}

func read(_ relative: String) -> [UInt8] {
    [UInt8](try! Data(contentsOf: repository.appendingPathComponent(relative)))
}

func listing(_ relative: String, suffix: String) -> [String] {
    ((try? files.contentsOfDirectory(atPath: repository.appendingPathComponent(relative).path)) ?? [])
        .filter { $0.hasSuffix(suffix) }.sorted()
}

// MARK: Display lists: one frame from the middle of each fixture transition, and generated lists

var fixtureLists: [DisplayList] = []
var seenTests = Set<String>()
for scenario in FixtureCatalog.all where seenTests.insert(scenario.test).inserted {
    let frames = try scenario.frames()
    fixtureLists.append(frames[frames.count / 2].displayList)
}

do {
    let write = seeds("FuzzDisplayListReader")
    for (index, list) in fixtureLists.enumerated() where list.json.count <= 48_000 {
        write("fixture-\(index).json", list.json)
    }
    for index in 0..<40 {
        var generator = DisplayListGenerator(FuzzInput(random.bytes(600)))
        write("generated-\(index).json", generator.make().json)
    }
}

// MARK: Renderer: generator inputs that together use every op kind

do {
    let write = seeds("FuzzRenderer")
    var kinds = Set<String>()
    var kept = 0
    for attempt in 0..<2000 where kept < 48 {
        let bytes = random.bytes(64 + attempt % 900)
        var generator = DisplayListGenerator(FuzzInput(bytes))
        let list = generator.make()
        guard (try? list.validate(imageNames: Set(DisplayListGenerator.images.keys))) != nil else { continue }
        let new = Set(list.ops.map(\.kind.name)).subtracting(kinds)
        if !new.isEmpty || kept < 24 {
            kinds.formUnion(new)
            write("generated-\(kept)", bytes)
            kept += 1
        }
    }
    print("FuzzRenderer: \(kept) seeds using \(kinds.count) op kinds")
}

// MARK: PNG: the test suite as it is, and crops of goldens encoded every way the encoder can

let goldenFrames = [
    "Goldens/Fixtures/slideDown/present/present@0.50.png", "Goldens/Fixtures/emojiGrow/present/present@0.50.png",
    "Goldens/Fixtures/herbPop/pop-present/present@0.50.png", "Goldens/Fixtures/rotate/present/present@0.50.png",
]
func crop(_ bitmap: Bitmap, x: Int, y: Int, size: Int) -> Bitmap {
    bitmap.cropped(x: min(x, bitmap.width - size), y: min(y, bitmap.height - size), width: size, height: size)
}

do {
    let write = seeds("FuzzPNGDecoder")
    for name in listing("Tests/GoldensPNGTests/Resources/pngsuite", suffix: ".png") {
        write(name, read("Tests/GoldensPNGTests/Resources/pngsuite/\(name)"))
    }
    let options: [PNGEncodeOptions] = [
        .default, PNGEncodeOptions(compressionLevel: 9, strategy: .default, filters: .all),
        PNGEncodeOptions(compressionLevel: 0, strategy: .default, filters: .none),
        PNGEncodeOptions(compressionLevel: 6, strategy: .huffmanOnly, filters: [.sub, .paeth]),
        PNGEncodeOptions(compressionLevel: 6, strategy: .runLength, filters: [.up, .average]),
    ]
    for (index, path) in goldenFrames.enumerated() {
        let golden = try PNGDecoder.decode(contentsOf: repository.appendingPathComponent(path).path).bitmap
        var piece = crop(golden, x: golden.width / 2, y: golden.height / 3, size: 20)
        if index % 2 == 1 {
            // Translucent pixels, so the RGBA path and premultiplication are seeded too.
            for x in 0..<piece.width { piece[x, x] = PremultipliedPixel(straightR: 200, g: 100, b: 50, a: UInt8(x * 12)) }
        }
        let text: [PNGTextChunk] = index == 0 ? .golden(describing: "fuzz seed") : []
        write("golden-\(index)-options-\(index % options.count).png", try PNGEncoder.encode(piece, text: text, options: options[index % options.count]))
        write("golden-\(index)-options-\((index + 1) % options.count).png", try PNGEncoder.encode(piece, options: options[(index + 1) % options.count]))
    }
}

// MARK: JPEG: the test images as they are (every process, sampling, restart intervals)

do {
    let write = seeds("FuzzJPEGDecoder")
    for name in listing("Tests/GoldensJPEGTests/Resources", suffix: ".jpg") {
        write(name, read("Tests/GoldensJPEGTests/Resources/\(name)"))
    }
}

// MARK: Diff: the same spot of consecutive golden frames (edges that moved), and generated cases

do {
    let write = seeds("FuzzDiff")
    let pairs = [("Goldens/Fixtures/slideDown/present/present@0.40.png", "Goldens/Fixtures/slideDown/present/present@0.50.png"),
                 ("Goldens/Fixtures/pop/present/present@0.40.png", "Goldens/Fixtures/pop/present/present@0.50.png"),
                 ("Goldens/Fixtures/rotate/present/present@0.30.png", "Goldens/Fixtures/rotate/present/present@0.40.png"),
                 ("Goldens/Fixtures/herbPop/pop-present/present@0.60.png", "Goldens/Fixtures/herbPop/pop-present/present@0.70.png")]
    var count = 0
    for (first, second) in pairs {
        let golden = try PNGDecoder.decode(contentsOf: repository.appendingPathComponent(first).path).bitmap
        let actual = try PNGDecoder.decode(contentsOf: repository.appendingPathComponent(second).path).bitmap
        guard golden.width == actual.width, golden.height == actual.height else { continue }
        // Crops around the first few differing rows, where the moving edges are.
        var spots: [(Int, Int)] = []
        var y = 0
        while y < golden.height && spots.count < 3 {
            if let x = (0..<golden.width).first(where: { golden[$0, y] != actual[$0, y] }) {
                spots.append((max(0, x - 8), max(0, y - 8)))
                y += 200
            } else {
                y += 1
            }
        }
        for (index, (x, y)) in spots.enumerated() {
            let size = 16 + 8 * index
            var diffCase = DiffCase(golden: crop(golden, x: x, y: y, size: size), actual: crop(actual, x: x, y: y, size: size))
            diffCase.perChannelLimit = [0, 8, 40][index]
            diffCase.yiqThreshold = [0.1, 0.05, 0.3][index]
            diffCase.deltaEThreshold = [1, 2.3, 0.5][index]
            diffCase.maxPixels = [nil, 5, nil][index]
            diffCase.ignoredRegions = index == 1 ? [PixelRect(x: 2, y: 2, width: 5, height: 4)] : []
            write("goldens-\(count)", diffCase.encode())
            count += 1
        }
    }
    for index in 0..<16 {
        write("generated-\(index)", random.bytes(120 + 40 * index))
    }
}

// MARK: Selector rewriter: the project's UIKit transition files and the rewriter's own tests, in pieces

do {
    let write = seeds("FuzzSelectorRewriter")
    let folders = ["Tests/UIKitCompatibilityTests/Transitions", "Tests/GoldensSelectorRewritingTests", "Sources/GoldensSelectorRewriting"]
    var count = 0
    for folder in folders {
        for name in listing(folder, suffix: ".swift") {
            let lines = String(decoding: read("\(folder)/\(name)"), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            // Pieces of about 40 lines, starting at a declaration where one is near: short
            // inputs keep every run fast, and most pieces still parse.
            var start = 0
            while start < lines.count {
                var end = min(lines.count, start + 40)
                if end - start > 20, let boundary = (start + 20..<end).last(where: { lines[$0].hasPrefix("    }") || lines[$0].hasPrefix("}") }) {
                    end = boundary + 1
                }
                let piece = lines[start..<end].joined(separator: "\n")
                if piece.contains("@objc") || piece.contains("#selector") || piece.contains("register(")
                    || piece.contains("@IB") || count % 4 == 0 {
                    write("\(name.dropLast(6))-\(start + 1).swift", Array(piece.utf8))
                }
                count += 1
                start = end
            }
        }
    }
}
print("seeds written to \(corpus.path)")
