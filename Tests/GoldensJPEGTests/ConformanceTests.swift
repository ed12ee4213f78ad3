import GoldensJPEG
import GoldensRaster
import Testing

/// Every test image decodes to exactly the bytes Pillow (libjpeg-turbo with its defaults: the
/// accurate integer IDCT and fancy upsampling) gives for it; the references are made with the
/// images by scripts/jpeg/make-test-images.py.
@Suite struct ConformanceTests {
    /// The tolerance against Pillow, per channel: none. The decoder follows libjpeg's integer
    /// arithmetic step for step, so any difference is a bug.
    static let tolerance = 0

    @Test func theImagesAreThere() {
        #expect(TestResources.names.count >= 20)
    }

    @Test(arguments: TestResources.names)
    func matchesPillow(_ name: String) throws {
        let image = try JPEGDecoder.decode(contentsOf: TestResources.path(name, "jpg"))
        let reference = try TestResources.bytes(name, "rgb")
        let found = try #require(compare(image.bitmap, toRGB: reference), "\(name): size \(image.bitmap.width)x\(image.bitmap.height) does not match the reference")
        #expect(found.maximum <= Self.tolerance, "\(name): \(found.differing) channel values differ, by up to \(found.maximum)")
        #expect(image.bitmap.isOpaque)
    }

    @Test func headersSayWhatTheFilesAre() throws {
        let baseline = try JPEGDecoder.decode(TestResources.bytes("baseline-420-40x30")).header
        #expect(baseline.width == 40 && baseline.height == 30)
        #expect(baseline.process == .baseline && baseline.colorModel == .yCbCr)
        #expect(baseline.components.map { [$0.horizontalSampling, $0.verticalSampling] } == [[2, 2], [1, 1], [1, 1]])

        let progressive = try JPEGDecoder.decode(TestResources.bytes("progressive-422-37x21")).header
        #expect(progressive.process == .progressive)
        #expect(progressive.components.map { [$0.horizontalSampling, $0.verticalSampling] } == [[2, 1], [1, 1], [1, 1]])

        #expect(try JPEGDecoder.decode(TestResources.bytes("grey-baseline-29x13")).header.colorModel == .greyscale)
        #expect(try JPEGDecoder.decode(TestResources.bytes("adobe-rgb-20x12")).header.colorModel == .rgb)
        let fourFourZero = try JPEGDecoder.decode(TestResources.bytes("baseline-440-13x29")).header
        #expect(fourFourZero.components.map { [$0.horizontalSampling, $0.verticalSampling] } == [[1, 2], [1, 1], [1, 1]])
    }

    /// Decoding is a pure function of the bytes: twice gives the same pixels. (That they are the
    /// same on every machine follows from integer arithmetic; `matchesPillow` pins the bytes.)
    @Test func decodingIsDeterministic() throws {
        for name in TestResources.names {
            let data = try TestResources.bytes(name)
            let first = try JPEGDecoder.decode(data).bitmap
            let second = try JPEGDecoder.decode(data).bitmap
            #expect(first == second, "\(name)")
        }
    }

    @Test func aFileOnDiskAndItsBytesDecodeAlike() throws {
        let name = "progressive-restart-420-35x27"
        let fromFile = try JPEGDecoder.decode(contentsOf: TestResources.path(name, "jpg"))
        let fromBytes = try JPEGDecoder.decode(TestResources.bytes(name))
        #expect(fromFile == fromBytes)
    }
}
