import ArgumentParser
import Foundation
import GoldensPNG
import GoldensRaster

/// `goldens render LIST.json -o OUT.png`: draws one display list (docs/DisplayListFormat.md),
/// e.g. a frame dumped by a failing test, without the test that made it.
struct RenderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "render",
        abstract: "Render a display list (JSON) to a PNG.",
        discussion: """
            The whole list is validated first: an invalid one is refused before anything is drawn, \
            with the offending field (e.g. ops[1].transform[3]: nan is not a finite number), and \
            exit status 1. Images named by drawImage are PNG paths relative to the JSON file.
            """
    )

    @Argument(help: "The display list to render.", completion: .file(extensions: ["json"]))
    var list: String

    @Option(name: [.short, .customLong("output")], help: "Where to write the PNG (written atomically).")
    var output: String

    @Option(help: "Threads drawing the frame, each a band of rows (default: one per core). The bytes are the same for any count.")
    var threads: Int = ProcessInfo.processInfo.activeProcessorCount

    func validate() throws {
        guard (1...256).contains(threads) else {
            throw ValidationError("--threads \(threads): expected a whole number from 1 to 256")
        }
    }

    func run() throws {
        do {
            let rendered = try Self.render(file: list, threads: threads)
            try PNGEncoder.write(rendered.bitmap, to: output, text: .golden(describing: rendered.description))
        } catch let error as DisplayListError {
            printError("error: \(list): \(error)")
            throw ExitCode.failure
        } catch let error as PNGError {
            printError("error: \(error)")
            throw ExitCode.failure
        }
    }

    /// Reads, validates and draws `file`, decoding the images it names relative to it.
    static func render(file: String, threads: Int = 1) throws -> (bitmap: Bitmap, description: String) {
        guard let data = FileManager.default.contents(atPath: file) else {
            throw DisplayListError(path: "", message: "cannot read the file")
        }
        let list = try DisplayList(json: Array(data))
        let directory = URL(fileURLWithPath: file).deletingLastPathComponent()
        var images: [String: Bitmap] = [:]
        for (index, op) in list.ops.enumerated() {
            guard case .drawImage(let name, _, _, _) = op.kind, images[name] == nil else { continue }
            let path = name.hasPrefix("/") ? name : directory.appendingPathComponent(name).path
            do {
                images[name] = try PNGDecoder.decode(contentsOf: path).bitmap
            } catch {
                throw DisplayListError(path: "ops[\(index)].image", message: "\(error)")
            }
        }
        let bitmap = try Renderer(images: images, threads: threads).render(list)
        return (bitmap, list.name ?? URL(fileURLWithPath: file).lastPathComponent)
    }
}
