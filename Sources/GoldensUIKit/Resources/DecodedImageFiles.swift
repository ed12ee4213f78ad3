import Foundation
import GoldensScene
import Synchronization

/// The image files already decoded, by path: UIKit keeps the images `UIImage(named:)` loads, so
/// apps load the same icon for every cell a list dequeues, and a storyboard's photo is read
/// once however many times its scene is made. A file that changed on disk (its size or date)
/// is read again; past a total of `capacityBytes` the oldest entries give way.
enum DecodedImageFiles {
    /// Enough for a few dozen screen-sized photos.
    static let capacityBytes = 512 << 20

    private struct Entry: Sendable {
        let size: UInt64
        let modified: Date?
        let bitmap: Bitmap
        let order: Int
    }

    private struct Store: Sendable {
        var entries: [String: Entry] = [:]
        var bytes = 0
        var counter = 0
    }

    private static let store = Mutex(Store())

    /// The decoded pixels of the file at `path`, decoding it with `decode` when it is not kept
    /// (or changed since); a decoding error is thrown and nothing is kept.
    static func bitmap(atPath path: String, decode: () throws -> Bitmap) throws -> Bitmap {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        let size = (attributes?[.size] as? NSNumber)?.uint64Value ?? 0
        let modified = attributes?[.modificationDate] as? Date
        let kept = store.withLock { store -> Bitmap? in
            guard let entry = store.entries[path], entry.size == size, entry.modified == modified else { return nil }
            return entry.bitmap
        }
        if let kept { return kept }
        let bitmap = try decode()
        store.withLock { store in
            if let old = store.entries.removeValue(forKey: path) { store.bytes -= old.bitmap.bytes.count }
            let bytes = bitmap.bytes.count
            guard bytes <= capacityBytes else { return }
            while store.bytes + bytes > capacityBytes, let oldest = store.entries.min(by: { $0.value.order < $1.value.order }) {
                store.entries.removeValue(forKey: oldest.key)
                store.bytes -= oldest.value.bitmap.bytes.count
            }
            store.counter += 1
            store.entries[path] = Entry(size: size, modified: modified, bitmap: bitmap, order: store.counter)
            store.bytes += bytes
        }
        return bitmap
    }
}
