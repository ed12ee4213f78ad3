import ArgumentParser
import GoldensPNG
import GoldensRaster

/// `goldens info FILE.png`: what a golden holds, after decoding all of it.
struct InfoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "info",
        abstract: "Describe a PNG: size, colour type, bit depth, interlace and text chunks.",
        discussion: "Decodes the whole image, so it also validates it: a bad file exits with status 1 and says why."
    )

    @Argument(help: "The PNG files to describe.", completion: .file(extensions: ["png"]))
    var files: [String]

    @Option(help: "Largest width x height accepted, in pixels.")
    var maxPixels: Int = PNGDecodeLimits.default.maxPixels

    func run() throws {
        var failed = false
        for file in files {
            do {
                let image = try PNGDecoder.decode(contentsOf: file, limits: PNGDecodeLimits(maxPixels: maxPixels))
                print(Self.describe(image, file: file))
            } catch {
                printError("error: \(error)")
                failed = true
            }
        }
        if failed { throw ExitCode.failure }
    }

    static func describe(_ image: PNGImage, file: String) -> String {
        let header = image.header
        var lines = [
            file,
            "  size:       \(header.width) x \(header.height) px",
            "  colour:     \(header.colorType), \(header.bitDepth)-bit\(header.hasTransparencyChunk ? ", tRNS transparency" : "")",
            "  interlace:  \(header.isInterlaced ? "Adam7" : "none")",
            "  opaque:     \(image.bitmap.isOpaque ? "yes" : "no")",
        ]
        if image.text.isEmpty {
            lines.append("  text:       none")
        } else {
            lines.append("  text:")
            for chunk in image.text {
                lines.append("    \(chunk.key): \(chunk.value)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
