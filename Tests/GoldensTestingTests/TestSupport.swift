import Foundation
import GoldensDiff
import GoldensPNG
import GoldensRaster
@testable import GoldensWorkflow

/// A temporary package-like directory with `Goldens/` and an artifacts directory, removed by
/// the test when done.
struct Sandbox {
    let root: URL

    init(_ label: String = #function) throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("goldens-testing-\(label.filter { $0.isLetter || $0.isNumber })-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try Data("// swift-tools-version: 6.1\n".utf8).write(to: root.appendingPathComponent("Package.swift"))
    }

    var goldens: String { root.appendingPathComponent("Goldens").path }
    var artifacts: String { root.appendingPathComponent(".build/goldens-artifacts").path }
    var layout: GoldenLayout { GoldenLayout(goldensDirectory: goldens, artifactsDirectory: artifacts) }

    func remove() { try? FileManager.default.removeItem(at: root) }

    /// A check for a test of this sandbox; test names carry the sandbox's unique path so claims
    /// never meet across tests.
    func check(suite: String = "TransitionTests", test: String = "herbPop", transition: String? = "herb-pop",
               mode: RecordMode, tolerance: Tolerance = .exact, line: Int = 1) -> GoldenCheck {
        let location = GoldenTestLocation(suite: suite, test: test, testIdentity: "\(root.path):\(suite).\(test)",
                                          fileID: "GoldensTestingTests/Fake.swift", filePath: root.appendingPathComponent("Fake.swift").path,
                                          line: line, column: 5)
        return GoldenCheck(transition: transition, location: location, tolerance: tolerance, recordMode: mode, layout: layout)
    }

    /// Files (not directories) below the root, relative, sorted.
    func files() -> [String] {
        guard let walker = FileManager.default.enumerator(atPath: root.path) else { return [] }
        var out: [String] = []
        while let next = walker.nextObject() as? String {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root.appendingPathComponent(next).path, isDirectory: &isDirectory), !isDirectory.boolValue {
                out.append(next)
            }
        }
        return out.sorted()
    }
}

enum Frames {
    static let blue = PremultipliedPixel(r: 30, g: 60, b: 200, a: 255)
    static let white = PremultipliedPixel(r: 255, g: 255, b: 255, a: 255)

    /// A small "screen": blue with a white square whose left edge sits at `offset`.
    static func screen(offset: Int, width: Int = 24, height: Int = 40) -> Bitmap {
        var bitmap = Bitmap(width: width, height: height, fill: blue)
        for y in 10..<20 {
            for x in offset..<min(width, offset + 8) { bitmap[x, y] = white }
        }
        return bitmap
    }

    /// Frames "present@0.00", "present@0.50", "present@1.00" with the square sliding in.
    static func sequence(offsets: [Int] = [0, 6, 12]) -> [GoldenFrame] {
        offsets.enumerated().map { index, offset in
            let fraction = offsets.count == 1 ? 0 : Double(index) / Double(offsets.count - 1)
            return GoldenFrame(label: "present@" + DecimalText.fixed(fraction, digits: 2), time: fraction * 0.35,
                               bitmap: screen(offset: offset))
        }
    }

    static func pngBytes(at path: String) throws -> [UInt8] {
        try FileSystem.readFile(at: path)
    }

    static func decode(_ path: String) throws -> Bitmap {
        try PNGDecoder.decode(contentsOf: path).bitmap
    }
}
