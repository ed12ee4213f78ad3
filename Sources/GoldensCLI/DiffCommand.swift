import ArgumentParser
import Foundation
import GoldensDiff
import GoldensPNG
import GoldensRaster

/// `goldens diff GOLDEN.png ACTUAL.png`: compare two images the way a golden test does.
///
/// Exit status: 0 when the images match within the tolerance (identical included), 1 when they
/// differ (size mismatch included), 2 when an input cannot be used (unreadable or invalid PNG,
/// a tolerance value out of range, an output that cannot be written). Unknown flags are usage
/// errors and exit with ArgumentParser's status 64.
struct DiffCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "diff",
        abstract: "Compare an actual PNG with its golden; print the verdict; optionally write diff images.",
        discussion: """
            The default tolerance is exact: every changed pixel fails. Loosen it explicitly with \
            one colour model (--max-channel-delta, --yiq or --delta-e), a failing-pixel budget \
            (--max-failing-pixels, --max-failing-ratio), --detect-antialiasing and --ignore regions. \
            Translucent pixels are compared premultiplied, so differences under alpha 0 never count. \
            Byte-identical files are identical once their chunks and CRCs check out; their image \
            data is only decoded (and so only validated) when -o or --composite asks for images. \
            Exit status: 0 within tolerance, 1 different, 2 bad input.
            """
    )

    @Argument(help: "The golden (expected) PNG.", completion: .file(extensions: ["png"]))
    var golden: String

    @Argument(help: "The actual PNG.", completion: .file(extensions: ["png"]))
    var actual: String

    @Option(help: "Per-channel tolerance: a pixel fails when some premultiplied channel changes by more than N of 255.")
    var maxChannelDelta: Int?

    @Option(help: "pixelmatch's YIQ threshold, 0...1 (pixelmatch uses 0.1).")
    var yiq: Double?

    @Option(help: "CIEDE2000 tolerance: a pixel fails when ΔE00 exceeds this (1 ≈ invisible, 2 ≈ barely visible).")
    var deltaE: Double?

    @Option(help: "The images still match with up to this many failing pixels.")
    var maxFailingPixels: Int?

    @Option(help: "The images still match with up to this fraction (0...1) of compared pixels failing.")
    var maxFailingRatio: Double?

    @Flag(help: "Count differing pixels on anti-aliased edges apart; they do not fail.")
    var detectAntialiasing = false

    @Option(help: "A region not compared, in pixels, as x,y,width,height. Repeatable.")
    var ignore: [String] = []

    @Option(name: [.customShort("o"), .long], help: "Write the diff image (golden dimmed, failing pixels red, anti-aliasing yellow).")
    var output: String?

    @Option(help: "Write the golden | actual | diff composite (with a magnified crop of a small change).")
    var composite: String?

    @Flag(help: "Print the verdict as JSON instead of one line.")
    var json = false

    func run() throws {
        let tolerance: Tolerance
        do {
            tolerance = try makeTolerance()
        } catch {
            printError("error: \(error.message)")
            throw ExitCode(2)
        }

        let verdict: Verdict
        do {
            let files = try PNGFilePair(golden: golden, actual: actual)
            if output == nil, composite == nil, let size = try files.identicalImageSize() {
                // Byte-identical files hold the same pixels: nothing to decode or compare.
                verdict = ImageDiff.identicalVerdict(width: size.width, height: size.height, tolerance: tolerance)
            } else {
                verdict = try compare(try files.decode(), tolerance: tolerance)
            }
        } catch let error as PNGError {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        print(json ? verdict.json : verdict.description)
        if !verdict.passed { throw ExitCode(1) }
    }

    /// The verdict, writing the diff images asked for.
    func compare(_ images: (golden: Bitmap, actual: Bitmap), tolerance: Tolerance) throws -> Verdict {
        guard output != nil || composite != nil else {
            return ImageDiff.compare(golden: images.golden, actual: images.actual, tolerance: tolerance)
        }
        let comparison = ImageDiff.diff(golden: images.golden, actual: images.actual, tolerance: tolerance)
        do {
            if let output {
                try PNGEncoder.write(comparison.diffImage, to: output)
            }
            if let composite {
                let sheet = ImageDiff.composite(golden: images.golden, actual: images.actual, comparison: comparison)
                try PNGEncoder.write(sheet, to: composite)
            }
        } catch {
            printError("error: \(error)")
            throw ExitCode(2)
        }
        return comparison.verdict
    }

    /// The tolerance the flags describe; exact when none is given.
    func makeTolerance() throws(ToleranceProblem) -> Tolerance {
        var tolerance = Tolerance.exact
        let models = [maxChannelDelta != nil, yiq != nil, deltaE != nil].filter { $0 }.count
        if models > 1 {
            throw ToleranceProblem(message: "choose one colour model: --max-channel-delta, --yiq or --delta-e")
        }
        if let maxChannelDelta {
            guard (0...255).contains(maxChannelDelta) else {
                throw ToleranceProblem(message: "--max-channel-delta \(maxChannelDelta): expected 0...255")
            }
            tolerance.distance = .perChannel(maxDelta: maxChannelDelta)
        }
        if let yiq {
            guard yiq >= 0 && yiq <= 1 else { throw ToleranceProblem(message: "--yiq \(yiq): expected a threshold in 0...1") }
            tolerance.distance = .yiq(threshold: yiq)
        }
        if let deltaE {
            guard deltaE >= 0 && deltaE.isFinite else {
                throw ToleranceProblem(message: "--delta-e \(deltaE): expected a finite ΔE00 ≥ 0")
            }
            tolerance.distance = .deltaE(maxDeltaE: deltaE)
        }
        if let maxFailingPixels {
            guard maxFailingPixels >= 0 else {
                throw ToleranceProblem(message: "--max-failing-pixels \(maxFailingPixels): expected a count ≥ 0")
            }
            tolerance = tolerance.allowingFailingPixels(maxFailingPixels)
        }
        if let maxFailingRatio {
            guard maxFailingRatio >= 0 && maxFailingRatio <= 1 else {
                throw ToleranceProblem(message: "--max-failing-ratio \(maxFailingRatio): expected a fraction in 0...1")
            }
            tolerance = tolerance.allowingFailingRatio(maxFailingRatio)
        }
        tolerance.detectsAntiAliasing = detectAntialiasing
        for text in ignore {
            let parts = text.split(separator: ",", omittingEmptySubsequences: false).map { Int($0.trimmingCharacters(in: .whitespaces)) }
            guard parts.count == 4, let x = parts[0], let y = parts[1], let width = parts[2], let height = parts[3],
                  width >= 0, height >= 0 else {
                throw ToleranceProblem(message: "--ignore \(text): expected x,y,width,height in whole pixels (width, height ≥ 0)")
            }
            tolerance = tolerance.ignoring(PixelRect(x: x, y: y, width: width, height: height))
        }
        return tolerance
    }
}

/// A tolerance flag that cannot be used, with a message naming the flag and what was expected.
struct ToleranceProblem: Error {
    var message: String
}
