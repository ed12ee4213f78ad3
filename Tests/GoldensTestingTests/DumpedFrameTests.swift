import Foundation
import GoldensPNG
import GoldensTesting
import Testing

/// A failing frame's artifacts hold its display list and the images it draws, and together
/// they redraw the frame exactly, without the test that made it.
@MainActor
@Suite struct DumpedFrameTests {
    @Test func aFailingFrameRedrawsFromItsDumpedListAndImages() throws {
        let window = Window(size: Size(width: 40, height: 30), scale: 1)
        let root = ViewController()
        window.rootViewController = root
        let details = ViewController()
        var picture = Bitmap(width: 4, height: 4, fill: PremultipliedPixel(r: 0, g: 200, b: 0, a: 255))
        picture[1, 2] = PremultipliedPixel(r: 250, g: 10, b: 10, a: 255)
        // A name that is not a safe file name: it must not become a path in the artifacts.
        let imageView = ImageView(image: Image(name: "../herbs/basil", bitmap: picture), frame: Rect(x: 5, y: 5, width: 20, height: 12))
        imageView.filter = .nearest
        details.view.addSubview(imageView)
        let frames = try TransitionSampler(window: window).record(.present(details, from: root), at: .progress([0.5]), settle: false)

        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("dumped-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let layout = GoldenLayout(goldensDirectory: directory.appendingPathComponent("Goldens").path,
                                  artifactsDirectory: directory.appendingPathComponent("artifacts").path)
        let location = GoldenTestLocation(suite: "DumpedFrameTests", test: "dump", fileID: "\(#fileID)", filePath: "\(#filePath)",
                                          line: #line, column: 1)
        let result = try GoldenCheck(transition: "present", location: location, recordMode: .never, layout: layout)
            .run(frames.map(\.goldenFrame))
        #expect(!result.passed)  // no goldens: every frame fails and is dumped

        let middle = try #require(result.record.frames.first { $0.label == "present@0.50" })
        let listPath = try #require(middle.displayListPath)
        let list = try DisplayList(jsonString: String(decoding: try Data(contentsOf: URL(fileURLWithPath: listPath)), as: UTF8.self))
        let folder = URL(fileURLWithPath: listPath).deletingLastPathComponent()
        var images: [String: Bitmap] = [:]
        for op in list.ops {
            guard case let .drawImage(name, _, _, _) = op.kind else { continue }
            #expect(!name.contains("/"))
            images[name] = try PNGDecoder.decode(contentsOf: folder.appendingPathComponent(name).path).bitmap
        }
        #expect(images.count == 1)
        let redrawn = try Renderer(images: images).render(list)
        #expect(redrawn == frames.first { $0.label == "present@0.50" }?.bitmap)
    }
}
