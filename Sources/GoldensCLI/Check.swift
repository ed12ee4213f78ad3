import ArgumentParser
import Foundation
import GoldensPNG

/// `goldens check`: the main job. Today it validates every golden under the goldens directory
/// (each must decode within the limits); as fixtures arrive it also renders them and compares.
struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Check every golden: decode and validate each PNG under the goldens directory.",
        discussion: "Prints one verdict line per golden and a summary; exits with status 1 if any golden is bad."
    )

    @Option(help: "The directory holding the goldens.", completion: .directory)
    var goldens: String = "Goldens"

    func run() throws {
        let files = try Self.pngFiles(under: goldens)
        var bad = 0
        for file in files {
            do {
                let image = try PNGDecoder.decode(contentsOf: file)
                print("ok    \(file)  \(image.header.width)x\(image.header.height)")
            } catch {
                print("BAD   \(error)")
                bad += 1
            }
        }
        print("\(files.count) golden\(files.count == 1 ? "" : "s") checked, \(files.count - bad) valid, \(bad) bad")
        if bad > 0 { throw ExitCode.failure }
    }

    /// Every `.png` below `directory`, sorted so output never depends on directory order.
    static func pngFiles(under directory: String) throws -> [String] {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ValidationError("\(directory): no such directory, expected the goldens directory")
        }
        let root = URL(fileURLWithPath: directory)
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var files: [String] = []
        for case let url as URL in walker where url.pathExtension.lowercased() == "png" {
            let relative = url.path.dropFirst(root.path.count).drop { $0 == "/" }
            files.append(directory.hasSuffix("/") ? directory + relative : directory + "/" + relative)
        }
        return files.sorted()
    }
}
