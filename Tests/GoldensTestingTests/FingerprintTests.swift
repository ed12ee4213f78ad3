import Foundation
import GoldensPNG
import GoldensScene
import Testing
@testable import GoldensWorkflow

/// A frame drawn from a small display list (a square at `x` over white, and a 2x2 image when
/// `imageShade` is given) whose pixels are drawn only when read.
private func frame(_ label: String = "f", x: Double = 4, imageShade: UInt8? = nil) -> GoldenFrame {
    var ops = [DisplayOp(.fillRect(Rect(x: x, y: 4, width: 8, height: 8), color: Color(red: 0.2, green: 0.4, blue: 0.9),
                                   transform: .identity))]
    var images: [String: Bitmap] = [:]
    if let imageShade {
        images["image-1.png"] = Bitmap(width: 2, height: 2, fill: PremultipliedPixel(r: imageShade, g: 0, b: 0, a: 255))
        ops.append(DisplayOp(.drawImage(image: "image-1.png", rect: Rect(x: 16, y: 16, width: 4, height: 4), filter: .nearest,
                                        transform: .identity)))
    }
    let list = DisplayList(width: 24, height: 24, background: .white, ops: ops)
    let json = list.jsonString
    return GoldenFrame(label: label, time: nil, pixels: FramePixels(drawing: SceneFrame(displayList: list, images: images)),
                       displayList: json, displayListImages: images, motion: nil,
                       fingerprint: GoldenFingerprint.scene(displayList: json, images: images))
}

@Suite struct FingerprintTests {
    @Test func aRecordedGoldenMatchesItsSceneWithoutDrawingIt() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.check(mode: .all).run([frame()])
        let golden = try #require(try Frames.pngBytes(at: sandbox.goldens + "/TransitionTests/herbPop/herb-pop/f.png") as [UInt8]?)
        #expect(GoldenFingerprint.matches(golden, scene: try #require(frame().fingerprint)))
        // The stamp leaves a valid PNG (libpng checks every CRC) with the same pixels.
        #expect(try PNGDecoder.decode(golden).bitmap == frame().bitmap)

        let again = frame()
        let result = try sandbox.check(mode: .never).run([again])
        #expect(result.passed)
        #expect(result.record.frames[0].verifiedBy == .fingerprint)
        #expect(!again.pixels.isDrawn)
        #expect(result.progressLine.contains("1 frame compared, all match, 1 by fingerprint"))

        // Asked to verify pixels, it draws and compares.
        var verifying = sandbox.check(mode: .never)
        verifying.verifyPixels = true
        let verified = try verifying.run([frame()])
        #expect(verified.passed && verified.record.frames[0].verifiedBy == .pixels)
    }

    /// Each ingredient of the fingerprint, changed alone, sends the frame back to its pixels.
    @Test func changingAnyIngredientComparesPixelsAgain() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.check(mode: .all).run([frame(imageShade: 200)])
        let goldenPath = sandbox.goldens + "/TransitionTests/herbPop/herb-pop/f.png"
        let golden = try Frames.pngBytes(at: goldenPath)
        let scene = try #require(frame(imageShade: 200).fingerprint)
        #expect(GoldenFingerprint.matches(golden, scene: scene))

        // The display list (a square moved: different pixels, and found different).
        let moved = try sandbox.check(mode: .never).run([frame(x: 5, imageShade: 200)])
        #expect(moved.record.frames[0].verifiedBy == .pixels && !moved.passed)
        // The bytes of an image it draws.
        let shaded = try sandbox.check(mode: .never).run([frame(imageShade: 201)])
        #expect(shaded.record.frames[0].verifiedBy == .pixels && !shaded.passed)
        // The renderer revision (a golden stamped by another one).
        let otherRenderer = "r999" + scene.drop { $0 != "-" }
        #expect(!GoldenFingerprint.matches(try #require(GoldenFingerprint.stamp(golden, scene: otherRenderer)), scene: scene))
        // The canvas size lives in the display list.
        #expect(GoldenFingerprint.scene(displayList: "{\"width\": 24", images: [:])
            != GoldenFingerprint.scene(displayList: "{\"width\": 25", images: [:]))
        // The golden's image data: the same chunk over other pixels.
        var bytes = golden
        let walk = try #require(PNGChunkWalk(bytes))
        #expect(walk.fingerprintValue != nil)
        var idat: Range<Int>?
        PNGChunks.walk(bytes) { type, _, data in if type == "IDAT" && idat == nil { idat = data } }
        bytes[try #require(idat).lowerBound] ^= 0x01
        #expect(!GoldenFingerprint.matches(bytes, scene: scene))
    }

    /// A golden edited by another tool that kept our text chunks is never skipped.
    @Test func aGoldenRepaintedElsewhereIsComparedByPixels() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.check(mode: .all).run([frame()])
        let goldenPath = sandbox.goldens + "/TransitionTests/herbPop/herb-pop/f.png"
        let image = try PNGDecoder.decode(contentsOf: goldenPath)
        #expect(image.text.contains { $0.key == GoldenFingerprint.key })
        var repainted = image.bitmap
        repainted[1, 1] = PremultipliedPixel(r: 0, g: 0, b: 0, a: 255)
        // Written back with every text chunk it had, the fingerprint included.
        try PNGEncoder.write(repainted, to: goldenPath, text: image.text)
        #expect(try PNGDecoder.decode(contentsOf: goldenPath).text.contains { $0.key == GoldenFingerprint.key })

        let result = try sandbox.check(mode: .never).run([frame()])
        #expect(!result.passed)
        #expect(result.record.frames[0].verifiedBy == .pixels)
        #expect(result.record.frames[0].verdict?.failingPixels == 1)
    }

    @Test func goldensWithoutAFingerprintAreComparedAndGainOneUnderRecordAll() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        let plain = frame()
        let goldenPath = sandbox.goldens + "/TransitionTests/herbPop/herb-pop/f.png"
        try PathText.makeDirectory(PathText.directory(of: goldenPath))
        try PNGEncoder.write(plain.bitmap, to: goldenPath)
        let compared = try sandbox.check(mode: .missing).run([frame()])
        #expect(compared.passed && compared.record.frames[0].verifiedBy == .pixels)
        #expect(!GoldenFingerprint.matches(try Frames.pngBytes(at: goldenPath), scene: plain.fingerprint!))
        // `all` rewrites an identical golden only to give it the fingerprint; then it is skipped.
        let stamped = try sandbox.check(mode: .all).run([frame()])
        #expect(stamped.record.frames[0].status == .recorded)
        #expect(GoldenFingerprint.matches(try Frames.pngBytes(at: goldenPath), scene: plain.fingerprint!))
        let skipped = try sandbox.check(mode: .all).run([frame()])
        #expect(skipped.record.frames[0].status == .passed && skipped.record.frames[0].verifiedBy == .fingerprint)
    }

    @Test func acceptingAnActualStampsTheNewGolden() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.check(mode: .all).run([frame()])
        _ = try sandbox.check(mode: .never).run([frame(x: 6)])
        let records = GoldenRunRecord.loadAll(from: sandbox.layout.recordsDirectory).records
        for item in try GoldenAcceptance.candidates(in: records, matching: []) { try GoldenAcceptance.accept(item) }
        let next = frame(x: 6)
        let result = try sandbox.check(mode: .never).run([next])
        #expect(result.passed && result.record.frames[0].verifiedBy == .fingerprint && !next.pixels.isDrawn)
    }

    @Test func stampingReplacesAnOlderFingerprintAndRefusesWhatIsNotAPNG() throws {
        let png = try PNGEncoder.encode(frame().bitmap)
        let once = try #require(GoldenFingerprint.stamp(png, scene: "r1-a"))
        let twice = try #require(GoldenFingerprint.stamp(once, scene: "r1-b"))
        #expect(try PNGDecoder.decode(twice).text.filter { $0.key == GoldenFingerprint.key }.count == 1)
        #expect(GoldenFingerprint.matches(twice, scene: "r1-b") && !GoldenFingerprint.matches(twice, scene: "r1-a"))
        #expect(GoldenFingerprint.stamp(Array("not a png".utf8), scene: "r1-a") == nil)
        #expect(GoldenFingerprint.stamp(Array(png.dropLast(12)), scene: "r1-a") == nil)
        #expect(!GoldenFingerprint.matches(Array(png.prefix(40)), scene: "r1-a"))
    }

    @Test func digestsAreStableAndSensitive() {
        var digest = ContentDigest()
        digest.update("hello, goldens")
        // Fixed across machines and runs: a recorded value.
        #expect(digest.hex == "10a0c60a11804ad9c54dc2388640e6a7")
        var same = ContentDigest()
        same.update("hello, goldens")
        #expect(same.hex == digest.hex)
        var other = ContentDigest()
        other.update("hello, goldenz")
        #expect(other.hex != digest.hex)
    }
}

@Suite struct FingerprintSafetyTests {
    /// Pixels put in place of what the display list draws are compared, never vouched for.
    @Test func replacedPixelsLoseTheFingerprint() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.check(mode: .all).run([frame()])
        var masked = frame()
        var bitmap = masked.bitmap
        bitmap[0, 0] = PremultipliedPixel(r: 0, g: 0, b: 0, a: 255)
        masked.bitmap = bitmap
        #expect(masked.fingerprint == nil)
        let result = try sandbox.check(mode: .never).run([masked])
        #expect(!result.passed && result.record.frames[0].verifiedBy == .pixels)
    }

    /// A transparency chunk added by another tool changes the decoded pixels; the fingerprint
    /// covers it.
    @Test func chunksThatChangeDecodingAreCovered() throws {
        let png = try #require(GoldenFingerprint.stamp(try PNGEncoder.encode(frame().bitmap), scene: "r1-a"))
        #expect(GoldenFingerprint.matches(png, scene: "r1-a"))
        let iend = png.count - 12
        var edited = Array(png[..<iend])
        PNGChunks.append("tRNS", [0, 255, 0, 255, 0, 255], to: &edited)
        edited += png[iend...]
        #expect(!GoldenFingerprint.matches(edited, scene: "r1-a"))
        // Text and time chunks do not count: a description may change.
        #expect(GoldenFingerprint.matches(try #require(GoldenFingerprint.stamp(png, scene: "r1-a")), scene: "r1-a"))
    }

    /// An actual edited after the run is accepted as a golden, but without the scene's fingerprint.
    @Test func anEditedActualIsAcceptedWithoutAFingerprint() throws {
        let sandbox = try Sandbox()
        defer { sandbox.remove() }
        _ = try sandbox.check(mode: .all).run([frame()])
        let failing = try sandbox.check(mode: .never).run([frame(x: 6)])
        let actualPath = try #require(failing.record.frames[0].actualPath)
        let actual = try PNGDecoder.decode(contentsOf: actualPath)
        var edited = actual.bitmap
        edited[0, 0] = PremultipliedPixel(r: 0, g: 0, b: 0, a: 255)
        try PNGEncoder.write(edited, to: actualPath, text: actual.text)
        let records = GoldenRunRecord.loadAll(from: sandbox.layout.recordsDirectory).records
        for item in try GoldenAcceptance.candidates(in: records, matching: []) { try GoldenAcceptance.accept(item) }
        let golden = try Frames.pngBytes(at: sandbox.goldens + "/TransitionTests/herbPop/herb-pop/f.png")
        #expect(try PNGDecoder.decode(golden).text.allSatisfy { $0.key != GoldenFingerprint.key })
        let next = try sandbox.check(mode: .never).run([frame(x: 6)])
        #expect(!next.passed && next.record.frames[0].verifiedBy == .pixels)
    }
}
