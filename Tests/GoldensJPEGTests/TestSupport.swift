import Foundation
import GoldensJPEG
import GoldensRaster

/// Where this test target keeps its files, found from this source file's path so the tests run
/// from a plain clone with no bundle machinery.
enum TestResources {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Resources")

    /// The test JPEGs' names without extension, sorted.
    static var names: [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return files.filter { $0.hasSuffix(".jpg") }.map { String($0.dropLast(4)) }.sorted()
    }

    static func path(_ name: String, _ ext: String) -> String {
        directory.appendingPathComponent("\(name).\(ext)").path
    }

    static func bytes(_ name: String, _ ext: String = "jpg") throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path(name, ext))))
    }
}

/// The marker segments of a JPEG up to and including its first SOS, for tests that cut or
/// damage one of them.
struct JPEGSegments {
    struct Segment {
        let marker: UInt8
        /// The offset of the segment's 0xFF.
        let offset: Int
        /// Marker, length field and payload.
        let size: Int
    }

    let segments: [Segment]

    init(_ data: [UInt8]) {
        var found: [Segment] = []
        var position = 2
        while position + 4 <= data.count, data[position] == 0xFF {
            let marker = data[position + 1]
            let length = Int(data[position + 2]) << 8 | Int(data[position + 3])
            found.append(Segment(marker: marker, offset: position, size: 2 + length))
            if marker == 0xDA { break }
            position += 2 + length
        }
        segments = found
    }

    func first(_ marker: UInt8) -> Segment? { segments.first { $0.marker == marker } }

    /// `data` without every segment with `marker`.
    static func removing(_ marker: UInt8, from data: [UInt8]) -> [UInt8] {
        var result = data
        for segment in JPEGSegments(data).segments.reversed() where segment.marker == marker {
            result.removeSubrange(segment.offset..<segment.offset + segment.size)
        }
        return result
    }
}

/// The largest difference of any channel between a decoded bitmap and reference RGB bytes, and
/// how many channel values differ at all.
func compare(_ bitmap: Bitmap, toRGB reference: [UInt8]) -> (maximum: Int, differing: Int)? {
    guard reference.count == bitmap.pixelCount * 3 else { return nil }
    var maximum = 0, differing = 0
    for pixel in 0..<bitmap.pixelCount {
        for channel in 0..<3 {
            let difference = abs(Int(bitmap.bytes[pixel * 4 + channel]) - Int(reference[pixel * 3 + channel]))
            maximum = max(maximum, difference)
            if difference != 0 { differing += 1 }
        }
    }
    return (maximum, differing)
}
