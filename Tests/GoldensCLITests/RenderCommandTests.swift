import Foundation
import GoldensPNG
import GoldensRaster
import Testing

@Suite struct RenderCommandTests {
    private func write(_ json: String, in directory: URL, name: String = "list.json") throws -> String {
        let path = directory.appendingPathComponent(name).path
        try Data(json.utf8).write(to: URL(fileURLWithPath: path))
        return path
    }

    @Test func rendersAListWithAnImageRelativeToIt() throws {
        let directory = try CLIFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try PNGEncoder.write(Bitmap(width: 2, height: 2, fill: PremultipliedPixel(r: 0, g: 0, b: 255, a: 255)),
                             to: directory.appendingPathComponent("blue.png").path)
        let list = try write("""
            {"version": 1, "width": 8, "height": 4, "background": [1, 1, 1, 1], "ops": [
              {"op": "fillRect", "rect": [0, 0, 4, 4], "color": [1, 0, 0, 1], "id": "left"},
              {"op": "drawImage", "image": "blue.png", "rect": [4, 0, 4, 4], "filter": "nearest"}
            ]}
            """, in: directory)
        let output = directory.appendingPathComponent("out.png").path
        let result = try CommandRunner.run(["render", list, "--output", output])
        #expect(result.status == 0, "\(result.standardError)")
        let image = try PNGDecoder.decode(contentsOf: output).bitmap
        #expect(image.width == 8 && image.height == 4)
        #expect(image[1, 1] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
        #expect(image[6, 2] == PremultipliedPixel(r: 0, g: 0, b: 255, a: 255))
    }

    @Test func refusesAnInvalidListNamingTheFieldAndWritesNothing() throws {
        let directory = try CLIFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let list = try write("""
            {"version": 1, "width": 8, "height": 4, "ops": [
              {"op": "fillRect", "rect": [0, 0, 4, 4], "color": [1, 0, 0, 1]},
              {"op": "fillRect", "rect": [0, 0, 4, 4], "color": [1, 0, 0, 1], "transform": [1, 0, 0, NaN, 0, 0]}
            ]}
            """, in: directory)
        let output = directory.appendingPathComponent("out.png").path
        let result = try CommandRunner.run(["render", list, "--output", output])
        #expect(result.status != 0)
        #expect(result.standardError.contains("ops[1].transform[3]"))
        #expect(result.standardError.contains("not a finite number"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }

    @Test func drawsTheSameBytesOnAnyNumberOfThreads() throws {
        let directory = try CLIFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        // 160 rows: up to five bands of 32; a rotated rounded card and a shadow cross every band.
        let list = try write("""
            {"version": 5, "width": 120, "height": 160, "background": [1, 1, 1, 1], "ops": [
              {"op": "roundedRectShadow", "rect": [10, 10, 100, 140], "radius": 18, "shadowColor": [0, 0, 0, 0.5],
               "shadowOffset": [0, 6], "shadowRadius": 9, "transform": [0.966, 0.259, -0.259, 0.966, 25, -12]},
              {"op": "fillRoundedRect", "rect": [10, 10, 100, 140], "radius": 18, "color": [0.2, 0.4, 0.9, 1],
               "transform": [0.966, 0.259, -0.259, 0.966, 25, -12]},
              {"op": "fillRect", "rect": [30.5, 0, 0.6, 160], "color": [1, 0, 0, 0.8]}
            ]}
            """, in: directory)
        var outputs: [[UInt8]] = []
        for threads in [1, 2, 5] {
            let output = directory.appendingPathComponent("out-\(threads).png").path
            let result = try CommandRunner.run(["render", list, "--output", output, "--threads", String(threads)])
            #expect(result.status == 0, "\(result.standardError)")
            outputs.append(try PNGDecoder.decode(contentsOf: output).bitmap.bytes)
        }
        #expect(outputs[0].contains { $0 != 255 }, "the card is drawn")
        #expect(outputs[1] == outputs[0])
        #expect(outputs[2] == outputs[0])
    }

    @Test func refusesAThreadCountOutsideOneTo256() throws {
        let directory = try CLIFixtures.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let list = try write(#"{"version": 1, "width": 4, "height": 4, "ops": []}"#, in: directory)
        let output = directory.appendingPathComponent("out.png").path
        let result = try CommandRunner.run(["render", list, "--output", output, "--threads", "0"])
        #expect(result.status != 0)
        #expect(result.standardError.contains("--threads 0: expected a whole number from 1 to 256"))
        #expect(!FileManager.default.fileExists(atPath: output))
    }
}
