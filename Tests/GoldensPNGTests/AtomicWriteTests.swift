import Dispatch
import Foundation
import GoldensPNG
import GoldensRaster
import Testing

@Suite struct AtomicWriteTests {
    let red = Bitmap(width: 8, height: 8, fill: PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
    let blue = Bitmap(width: 8, height: 8, fill: PremultipliedPixel(r: 0, g: 0, b: 255, a: 255))

    @Test func writeThenReadBackWithNothingElseLeftBehind() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("frame.png")
        try PNGEncoder.write(red, to: path, text: .golden(describing: "red"))
        #expect(try PNGDecoder.decode(contentsOf: path).bitmap == red)
        try PNGEncoder.write(blue, to: path)
        #expect(try PNGDecoder.decode(contentsOf: path).bitmap == blue)
        #expect(try directory.contents() == ["frame.png"])
    }

    @Test func anInterruptedWriteLeavesTheOldFileWholeAndNoTemporary() throws {
        struct Killed: Error {}
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("golden.png")
        try PNGEncoder.write(red, to: path)
        let before = try TestResources.bytes(URL(fileURLWithPath: path))
        let newBytes = try PNGEncoder.encode(blue)
        #expect(throws: PNGError.self) {
            try FileSystem.writeAtomically(newBytes, to: path, beforeRename: { throw Killed() })
        }
        #expect(try TestResources.bytes(URL(fileURLWithPath: path)) == before)
        #expect(try directory.contents() == ["golden.png"])
    }

    @Test func aWriteIntoAMissingDirectoryFailsNamingTheFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("no/such/dir/frame.png")
        do {
            try PNGEncoder.write(red, to: path)
            Issue.record("expected a failure")
        } catch {
            #expect(error.file == path)
            guard case .writeFailed(let reason) = error.problem else {
                Issue.record("expected writeFailed, got \(error.problem)")
                return
            }
            #expect(reason.contains("No such file or directory"))
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }

    @Test func parallelWritersToOnePathLeaveOneWholeImage() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.path("contended.png")
        let candidates = (0..<8).map { index in
            Bitmap(width: 64, height: 64, fill: PremultipliedPixel(r: UInt8(index * 30), g: 0, b: 0, a: 255))
        }
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            try? PNGEncoder.write(candidates[index], to: path)
        }
        let result = try PNGDecoder.decode(contentsOf: path).bitmap
        #expect(candidates.contains(result))
        #expect(try directory.contents() == ["contended.png"])
    }
}
