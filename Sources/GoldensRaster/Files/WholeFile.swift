#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a whole regular file on POSIX calls, so every failure keeps its errno; the image codecs
/// (GoldensPNG, GoldensJPEG) read their files through it and name the failure in their own errors.
public enum WholeFile {
    /// Why a file could not be read.
    public enum Failure: Error, Sendable, Hashable {
        case notFound
        case isDirectory
        case notReadable(reason: String)
        case tooLarge(bytes: Int, limit: Int)
    }

    /// The bytes of the regular file at `path`. Refuses directories, unreadable files and files
    /// over `maxBytes` before reading them; a file that shrinks while it is read gives what is
    /// there.
    public static func read(at path: String, maxBytes: Int = .max) throws(Failure) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        if descriptor < 0 {
            let code = errno
            switch code {
            case ENOENT: throw .notFound
            case EISDIR: throw .isDirectory
            default: throw .notReadable(reason: errorText(code))
            }
        }
        defer { close(descriptor) }

        var status = stat()
        guard fstat(descriptor, &status) == 0 else { throw .notReadable(reason: errorText(errno)) }
        if (status.st_mode & S_IFMT) == S_IFDIR { throw .isDirectory }
        guard (status.st_mode & S_IFMT) == S_IFREG else { throw .notReadable(reason: "not a regular file") }
        let size = Int(status.st_size)
        guard size <= maxBytes else { throw .tooLarge(bytes: size, limit: maxBytes) }

        var failure: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, initialized in
            var done = 0
            while done < size {
                let count = systemRead(descriptor, buffer.baseAddress! + done, size - done)
                if count < 0 {
                    if errno == EINTR { continue }
                    failure = errno
                    break
                }
                if count == 0 { break }  // The file shrank while it was read.
                done += count
            }
            initialized = done
        }
        if failure != 0 { throw .notReadable(reason: errorText(failure)) }
        bytes.reserveCapacity(0)
        return bytes
    }

    /// The C library's text for an errno value.
    public static func errorText(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}

/// The C library's `read`, which `WholeFile.read` would otherwise shadow.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
