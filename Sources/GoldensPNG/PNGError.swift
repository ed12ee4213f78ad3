/// Why a PNG could not be read or written. Every message names the file.
public struct PNGError: Error, Equatable, CustomStringConvertible {
    /// The file's path, or a label such as `<memory>` for data that never was a file.
    public var file: String
    public var problem: Problem

    public init(file: String, problem: Problem) {
        self.file = file
        self.problem = problem
    }

    public enum Problem: Equatable, Sendable {
        case notFound
        case isDirectory
        case notReadable(reason: String)
        case empty
        case fileTooLarge(bytes: Int, limit: Int)
        case notPNG(firstBytes: [UInt8])
        case truncated(detail: String)
        case corrupt(detail: String)
        case tooManyPixels(width: Int, height: Int, limit: Int)
        case outOfMemory
        case invalidText(detail: String)
        case writeFailed(reason: String)
    }

    public var description: String { "\(file): \(problem)" }
}

extension PNGError.Problem: CustomStringConvertible {
    public var description: String {
        switch self {
        case .notFound:
            return "no such file"
        case .isDirectory:
            return "is a directory, expected a PNG file"
        case .notReadable(let reason):
            return "cannot be read (\(reason))"
        case .empty:
            return "is empty (0 bytes), expected a PNG file"
        case .fileTooLarge(let bytes, let limit):
            return "is \(bytes) bytes, more than the limit of \(limit) bytes for a PNG"
        case .notPNG(let firstBytes):
            let hex = firstBytes.map { byte -> String in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined(separator: " ")
            let kind = Self.guessFormat(firstBytes).map { " (looks like \($0))" } ?? ""
            return "is not a PNG file: it starts with \(hex)\(kind), expected 89 50 4E 47 0D 0A 1A 0A"
        case .truncated(let detail):
            return "is truncated: \(detail)"
        case .corrupt(let detail):
            return "is corrupt: \(detail)"
        case .tooManyPixels(let width, let height, let limit):
            return "claims \(width)x\(height) pixels, more than the limit of \(limit) pixels"
        case .outOfMemory:
            return "could not be decoded: out of memory"
        case .invalidText(let detail):
            return "has invalid text metadata: \(detail)"
        case .writeFailed(let reason):
            return "could not be written (\(reason))"
        }
    }

    private static func guessFormat(_ bytes: [UInt8]) -> String? {
        func starts(with prefix: [UInt8]) -> Bool { bytes.starts(with: prefix) }
        if starts(with: [0xFF, 0xD8, 0xFF]) { return "a JPEG" }
        if starts(with: Array("GIF8".utf8)) { return "a GIF" }
        if starts(with: Array("RIFF".utf8)) { return "a RIFF/WebP file" }
        if starts(with: Array("%PDF".utf8)) { return "a PDF" }
        if PNGDecoder.looksLikePNG(bytes) { return "a PNG whose signature was damaged in transfer" }
        if let first = bytes.first, first == UInt8(ascii: "{") || first == UInt8(ascii: "<") { return "text" }
        return nil
    }
}
