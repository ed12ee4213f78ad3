import Foundation
import Synchronization

/// Where the app's resources are: the folders a test registers (there is no app bundle on Linux),
/// then a bundle the code names (`Bundle.module` of a test target with resources).
///
/// `UIImage(named:)` looks for image files directly in each folder, then in the asset catalogs,
/// then anywhere below the folders (Xcode copies loose images to the bundle's top level);
/// storyboards, xibs and asset catalogs are found anywhere below a folder, so a test can register the app's source folder as
/// it is (`App/Base.lproj/Main.storyboard`, `App/Assets.xcassets`). Within a folder, files are
/// visited in sorted order and a `Base.lproj` copy wins over other localizations, so the file a
/// name finds is the same on every machine.
public enum AppResources {
    private static let directories = Mutex<[String]>([])
    /// The files below each folder, by name, built on first use.
    private static let indexes = Mutex<[String: [String: [String]]]>([:])

    /// Adds a folder to search, after those added before. `UIImage.addSearchDirectory(_:)` is the
    /// same call.
    public static func addSearchDirectory(_ path: String) {
        directories.withLock { if !$0.contains(path) { $0.append(path) } }
    }

    /// Stops searching `path` (added with `addSearchDirectory(_:)`); the other folders stay.
    public static func removeSearchDirectory(_ path: String) {
        directories.withLock { $0.removeAll { $0 == path } }
        indexes.withLock { $0[path] = nil }
    }

    public static func removeAllSearchDirectories() {
        directories.withLock { $0.removeAll() }
        indexes.withLock { $0.removeAll() }
    }

    /// The folders added, in search order.
    public static var searchDirectories: [String] { directories.withLock { $0 } }

    /// The folders to search for a resource of `bundle`: its resource folder first when it is not
    /// the main bundle (which on Linux is the test runner's), then the registered folders.
    static func directories(for bundle: Bundle?) -> [String] {
        var result: [String] = []
        if let bundle, bundle != Bundle.main, let path = bundle.resourcePath { result.append(path) }
        for directory in searchDirectories where !result.contains(directory) { result.append(directory) }
        return result
    }

    /// The path of the first file named `fileName` below the folders for `bundle`.
    static func file(named fileName: String, bundle: Bundle?) -> String? {
        for directory in directories(for: bundle) {
            if let found = index(of: directory)[fileName]?.first { return found }
        }
        return nil
    }

    /// Every folder whose name ends in `.xcassets` below the folders for `bundle`, in search order.
    static func assetCatalogs(bundle: Bundle?) -> [String] {
        directories(for: bundle).flatMap { index(of: $0)[".xcassets"] ?? [] }
    }

    /// File name → paths below `directory` (`Base.lproj` first, then sorted), and ".xcassets" →
    /// the catalogs. Hidden folders, build folders and catalogs' insides are not entered.
    private static func index(of directory: String) -> [String: [String]] {
        if let known = indexes.withLock({ $0[directory] }) { return known }
        var found: [String: [String]] = [:]
        var pending = [directory]
        var visited = 0
        // A bound on folders, not on depth: symbolic links to folders are not followed, so the walk ends.
        while let folder = pending.popLast(), visited < 20_000 {
            visited += 1
            let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
            var subfolders: [String] = []
            for name in names where !name.hasPrefix(".") {
                let path = (folder as NSString).appendingPathComponent(name)
                guard let type = try? FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType else { continue }
                if type == .typeDirectory {
                    if name.hasSuffix(".xcassets") {
                        found[".xcassets", default: []].append(path)
                    } else if !name.hasPrefix(".build"), name != "DerivedData", name != "Pods" {
                        subfolders.append(path)
                    }
                } else if type == .typeRegular {
                    found[name, default: []].append(path)
                }
            }
            pending.append(contentsOf: subfolders.reversed())
        }
        for (name, paths) in found where paths.count > 1 && name != ".xcassets" {
            found[name] = paths.sorted { rank($0) < rank($1) }
        }
        indexes.withLock { $0[directory] = found }
        return found
    }

    /// Base localization first, then English, then the rest, each in path order.
    private static func rank(_ path: String) -> (Int, String) {
        if path.contains("/Base.lproj/") { return (0, path) }
        if path.contains("/en.lproj/") { return (1, path) }
        return (path.contains(".lproj/") ? 3 : 2, path)
    }
}
