/// Why a JPEG could not be read. Every message names the file.
public struct JPEGError: Error, Equatable, CustomStringConvertible {
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
        case notJPEG(firstBytes: [UInt8])
        /// The data ends before the image does.
        case truncated(detail: String)
        /// The data breaks the format: a bad length, table, marker or code.
        case corrupt(detail: String)
        /// A valid JPEG of a kind this decoder does not read (arithmetic coding, 12-bit, CMYK…).
        case unsupported(detail: String)
        case tooManyPixels(width: Int, height: Int, limit: Int)
    }

    public var description: String { "\(file): \(problem)" }
}

extension JPEGError.Problem: CustomStringConvertible {
    public var description: String {
        switch self {
        case .notFound:
            return "no such file"
        case .isDirectory:
            return "is a directory, expected a JPEG file"
        case .notReadable(let reason):
            return "cannot be read (\(reason))"
        case .empty:
            return "is empty (0 bytes), expected a JPEG file"
        case .fileTooLarge(let bytes, let limit):
            return "is \(bytes) bytes, more than the limit of \(limit) bytes for a JPEG"
        case .notJPEG(let firstBytes):
            let hex = firstBytes.map { byte -> String in
                let digits = String(byte, radix: 16, uppercase: true)
                return digits.count == 1 ? "0" + digits : digits
            }.joined(separator: " ")
            return "is not a JPEG file: it starts with \(hex.isEmpty ? "nothing" : hex), expected FF D8"
        case .truncated(let detail):
            return "is truncated: \(detail)"
        case .corrupt(let detail):
            return "is corrupt: \(detail)"
        case .unsupported(let detail):
            return "is a JPEG this decoder does not read: \(detail)"
        case .tooManyPixels(let width, let height, let limit):
            return "claims \(width)x\(height) pixels, more than the limit of \(limit) pixels"
        }
    }
}
