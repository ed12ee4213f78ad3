import GoldensRaster

/// Reads whole files through GoldensRaster's `WholeFile`, naming a failure in a `JPEGError`.
enum JPEGFile {
    /// The bytes of the regular file at `path`. Refuses directories, unreadable files and files
    /// over `maxBytes` before reading them.
    static func contents(of path: String, maxBytes: Int) throws(JPEGError) -> [UInt8] {
        do {
            return try WholeFile.read(at: path, maxBytes: maxBytes)
        } catch {
            let problem: JPEGError.Problem = switch error {
            case .notFound: .notFound
            case .isDirectory: .isDirectory
            case .notReadable(let reason): .notReadable(reason: reason)
            case .tooLarge(let bytes, let limit): .fileTooLarge(bytes: bytes, limit: limit)
            }
            throw JPEGError(file: path, problem: problem)
        }
    }
}
