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
}
