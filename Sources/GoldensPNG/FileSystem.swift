#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif
import GoldensRaster
import Synchronization

/// The little file I/O the codec needs, on POSIX calls so every failure keeps its errno.
public enum FileSystem {
    /// Reads a whole regular file. Refuses directories, unreadable files and files over `maxBytes`
    /// before reading them.
    public static func readFile(at path: String, maxBytes: Int = .max) throws(PNGError) -> [UInt8] {
        do {
            return try WholeFile.read(at: path, maxBytes: maxBytes)
        } catch {
            let problem: PNGError.Problem = switch error {
            case .notFound: .notFound
            case .isDirectory: .isDirectory
            case .notReadable(let reason): .notReadable(reason: reason)
            case .tooLarge(let bytes, let limit): .fileTooLarge(bytes: bytes, limit: limit)
            }
            throw PNGError(file: path, problem: problem)
        }
    }

    /// Writes `bytes` to a temporary file beside `path`, flushes it to disk and renames it over
    /// `path`. Readers see the old file or the new one, never a part of either; a failure leaves
    /// the old file untouched and no temporary behind.
    ///
    /// `beforeRename` runs once the temporary file is complete; tests use it to stand in for a
    /// process killed at the worst moment.
    public static func writeAtomically(_ bytes: [UInt8], to path: String,
                                       beforeRename: () throws -> Void = {}) throws(PNGError) {
        let temporary = temporaryPath(beside: path)
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        if descriptor < 0 {
            let code = errno
            throw PNGError(file: path, problem: .writeFailed(reason: "cannot create \(temporary): \(errorText(code))"))
        }
        var failure: String?
        bytes.withUnsafeBytes { buffer in
            var done = 0
            while done < buffer.count {
                let count = write(descriptor, buffer.baseAddress! + done, buffer.count - done)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errorText(errno)
                    return
                }
                done += count
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = errorText(errno) }
        if close(descriptor) != 0, failure == nil { failure = errorText(errno) }
        if failure == nil {
            do { try beforeRename() } catch { failure = "interrupted before rename: \(error)" }
        }
        if failure == nil, rename(temporary, path) != 0 { failure = errorText(errno) }
        if let failure {
            unlink(temporary)
            throw PNGError(file: path, problem: .writeFailed(reason: failure))
        }
    }

    /// A hidden name in the same directory (rename is atomic only within one file system),
    /// unique per process and call so parallel writers never share one.
    static func temporaryPath(beside path: String) -> String {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[...$0]) } ?? ""
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let serial = TemporaryCounter.next()
        return "\(directory).\(name).\(getpid()).\(serial).tmp"
    }

    static func errorText(_ code: Int32) -> String {
        WholeFile.errorText(code)
    }
}

/// A process-wide counter for temporary names, safe to call from any thread.
private enum TemporaryCounter {
    private static let value = Atomic<UInt64>(0)

    static func next() -> UInt64 {
        value.wrappingAdd(1, ordering: .relaxed).newValue
    }
}
