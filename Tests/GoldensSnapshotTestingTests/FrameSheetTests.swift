import Foundation
import GoldensPNG
import GoldensSnapshotTesting
import GoldensTesting
import Testing

/// A small screen: blue with a white square at `offset`, `width` x 40.
private func screen(_ offset: Int, width: Int = 24) -> Bitmap {
    var bitmap = Bitmap(width: width, height: 40, fill: PremultipliedPixel(r: 30, g: 60, b: 200, a: 255))
    for y in 10..<20 {
        for x in offset..<min(width, offset + 8) { bitmap[x, y] = PremultipliedPixel(r: 255, g: 255, b: 255, a: 255) }
    }
    return bitmap
}

private func frames(_ offsets: [Int]) -> [GoldenFrame] {
    offsets.enumerated().map { index, offset in
        GoldenFrame(label: "present@0.\(index)0", time: Double(index) / 10, bitmap: screen(offset))
    }
}

@Suite struct FrameSheetTests {
    @Test func framesRoundTripThroughTheSheetsPNG() throws {
        // Eight frames: two rows of six columns; a wider last frame sets the cell width.
        var input = frames([0, 2, 4, 6, 8, 10, 12])
        input.append(GoldenFrame(label: "résumé 100%", bitmap: screen(3, width: 30)))
        let sheet = FrameSheet(frames: input)
        #expect(sheet.columns == 6 && sheet.cellWidth == 30 && sheet.cellHeight == 40)
        #expect(sheet.bitmap.width == 180 && sheet.bitmap.height == 80)
        let read = FrameSheet(png: try sheet.png())
        #expect(read.problem == nil)
        #expect(read == sheet)
        #expect(read.cells.map(\.label).last == "résumé 100%")
        #expect(read.cells.first?.time == 0)
        for index in input.indices { #expect(read.frame(index) == input[index].bitmap) }
    }

    @Test func aDamagedOrForeignReferenceSaysWhy() throws {
        let junk = FrameSheet(png: Array("not a png".utf8), file: "/refs/x.png")
        #expect(junk.problem?.hasPrefix("/refs/x.png") == true)
        // Numbers in the text chunk that would overflow or allocate without end are refused.
        for hostile in ["columns 3 cell 4611686018427387904x1\n1x1 - a", "columns 9223372036854775807 cell 1x1\n1x1 - a\n1x1 - b",
                        "columns 1 cell 1x1\n1x1 nan% a"] {
            let png = try PNGEncoder.encode(screen(1), text: [PNGTextChunk(key: "Goldens-Frames", value: hostile)])
            #expect(FrameSheet(png: png, file: "/refs/h.png").problem?.hasPrefix("/refs/h.png: no Goldens-Frames") == true, "\(hostile)")
        }
        let plain = FrameSheet(png: try PNGEncoder.encode(screen(1)), file: "/refs/plain.png")
        #expect(plain.problem == "/refs/plain.png: no Goldens-Frames text chunk that describes its frames; was it written by .goldenFrames()?")
        let failure = try #require(FrameSheetComparison.compare(reference: plain, actual: FrameSheet(frames: frames([1])),
                                                               tolerance: .exact))
        #expect(failure.message.contains("the reference cannot be compared: /refs/plain.png"))
    }

    @Test func comparisonNamesEachChangedFrameWithItsVerdict() throws {
        let reference = FrameSheet(frames: frames([0, 6, 12]))
        #expect(FrameSheetComparison.compare(reference: reference, actual: FrameSheet(frames: frames([0, 6, 12])), tolerance: .exact) == nil)
        let failure = try #require(FrameSheetComparison.compare(reference: reference, actual: FrameSheet(frames: frames([0, 7, 12])),
                                                               tolerance: .exact))
        let lines = failure.message.split(separator: "\n")
        #expect(lines.first == "goldens: 1 of 3 frames differs (tolerance: exact)")
        #expect(lines.count == 2 && lines[1].hasPrefix("  present@0.10 (t = 0.100 s), 2 of 3: 20 px differ"))
        #expect(failure.attachments.map(\.name) == ["present@0.10.actual.png", "present@0.10.diff.png"])
        #expect(try PNGDecoder.decode(failure.attachments[0].png).bitmap == screen(7))
        // A tolerance that forgives 20 pixels passes it.
        #expect(FrameSheetComparison.compare(reference: reference, actual: FrameSheet(frames: frames([0, 7, 12])),
                                             tolerance: Tolerance(budget: FailureBudget(maxPixels: 20))) == nil)
        // Other frames: said plainly, not compared pixel by pixel.
        let renamed = try #require(FrameSheetComparison.compare(reference: reference, actual: FrameSheet(frames: frames([0, 6])),
                                                               tolerance: .exact))
        #expect(renamed.message == "goldens: the frames changed: the reference has 3 (present@0.00, present@0.10, present@0.20), "
            + "this run 2 (present@0.00, present@0.10)")
    }
}
