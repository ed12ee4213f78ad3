import Foundation

/// The colour and image sets of every asset catalog under some folders, found by walking them
/// once, and what was odd about them.
///
/// Walking: search folders in the order given, each depth first with its entries in byte order
/// of their names, so the result is the same on every machine and file system. Hidden entries
/// (a name starting with ".", which covers `.git` and `.build*`) are skipped. A folder whose
/// name ends in `.xcassets` is a catalog; inside it, `.colorset` and `.imageset` folders are
/// sets, other asset types (app icons, data sets, symbol sets, launch images, sprite atlases…)
/// are skipped with everything in them, and any other folder is a group, walked in turn.
/// Symbolic links to folders are followed, but no folder is walked twice (folders are
/// recognised by their resolved path), so a link loop ends; nesting is limited to
/// `maximumDepth`.
struct AssetCatalogIndex {
    /// Deeper than any project's folders; stops a pathological tree.
    static let maximumDepth = 64

    /// Asset types a catalog may hold that are not colours or images `UIColor(named:)` or
    /// `UIImage(named:)` read: skipped without error, and not walked into.
    static let skippedSetExtensions: Set<String> = [
        "appiconset", "dataset", "symbolset", "launchimage", "imagestack", "imagestacklayer",
        "brandassets", "textureset", "cubetextureset", "mipmapset", "arresourcegroup", "arimageset",
        "arobject", "complicationset", "gcdashboardimage", "gcleaderboard", "gcleaderboardset",
        "spriteatlas", "stickerpack", "sticker", "stickersequence", "iconset", "solidimagestack",
        "solidimagestacklayer", "xcassets",
    ]

    private(set) var catalogs: [String] = []
    private(set) var colorSets: [String: String] = [:]
    private(set) var imageSets: [String: String] = [:]
    private(set) var warnings: [AssetCatalogError] = []
    private var visited: Set<String> = []

    init(searchDirectories: [String]) throws(AssetCatalogError) {
        for directory in searchDirectories {
            let path = Self.absolute(directory)
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw AssetCatalogError(file: path, problem: "no such folder to search for asset catalogs")
            }
            guard isDirectory.boolValue else {
                throw AssetCatalogError(file: path, problem: "is a file, expected a folder to search for asset catalogs")
            }
            if Self.isCatalog(path) {
                try indexCatalog(path)
            } else {
                try search(path, depth: 0)
            }
        }
    }

    /// The set's name from its folder: `…/Brand.colorset` → `Brand`.
    static func setName(ofFolder path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = last.lastIndex(of: "."), dot != last.startIndex else { return last }
        return String(last[..<dot])
    }

    // MARK: Walking

    /// Looks for catalogs under a folder that is not one.
    private mutating func search(_ path: String, depth: Int) throws(AssetCatalogError) {
        guard markVisited(path) else { return }
        guard depth < Self.maximumDepth else {
            warnings.append(AssetCatalogError(file: path, problem: "is more than \(Self.maximumDepth) folders deep in a search folder; not searched"))
            return
        }
        let children: [String]
        do {
            children = try Self.sortedChildren(path)
        } catch {
            warnings.append(AssetCatalogError(file: path, problem: "cannot be listed, so was not searched for asset catalogs (\(error.localizedDescription))"))
            return
        }
        for name in children {
            let child = path + "/" + name
            guard Self.isDirectory(child) else { continue }
            if Self.isCatalog(name) {
                try indexCatalog(child)
            } else {
                try search(child, depth: depth + 1)
            }
        }
    }

    private mutating func indexCatalog(_ path: String) throws(AssetCatalogError) {
        guard markVisited(path) else { return }
        catalogs.append(path)
        if try indexGroup(path, prefix: "", depth: 0) == 0 {
            warnings.append(AssetCatalogError(file: path, problem: "is an empty asset catalog: no colour, image or other sets in it"))
        }
    }

    /// Indexes the sets in a catalog or group folder; returns how many sets of any kind it holds.
    private mutating func indexGroup(_ path: String, prefix: String, depth: Int) throws(AssetCatalogError) -> Int {
        guard depth < Self.maximumDepth else {
            throw AssetCatalogError(file: path, problem: "is more than \(Self.maximumDepth) groups deep in its asset catalog")
        }
        let children: [String]
        do {
            children = try Self.sortedChildren(path)
        } catch {
            throw AssetCatalogError(file: path, problem: "cannot be listed (\(error.localizedDescription))")
        }
        var count = 0
        for name in children {
            let child = path + "/" + name
            guard Self.isDirectory(child) else { continue }
            let ext = Self.pathExtension(name)
            switch ext {
            case "colorset":
                register(name: prefix + Self.setName(ofFolder: name), folder: child, isColor: true)
                count += 1
            case "imageset":
                register(name: prefix + Self.setName(ofFolder: name), folder: child, isColor: false)
                count += 1
            case _ where Self.skippedSetExtensions.contains(ext):
                if ext == "xcassets" {
                    warnings.append(AssetCatalogError(file: child, problem: "is an asset catalog inside another; not read (Xcode does not allow it)"))
                }
                count += 1
            default:
                guard markVisited(child) else { continue }
                let namespaced = try Self.providesNamespace(child)
                count += try indexGroup(child, prefix: namespaced ? prefix + name + "/" : prefix, depth: depth + 1)
            }
        }
        return count
    }

    /// Whether a group's `Contents.json` says `"properties": {"provides-namespace": true}`; a
    /// group without one (Xcode always writes it; other tools may not) only groups.
    private static func providesNamespace(_ group: String) throws(AssetCatalogError) -> Bool {
        let file = group + "/Contents.json"
        guard FileManager.default.fileExists(atPath: file) else { return false }
        let root = try CatalogJSONReader.read(contentsOf: file)
        try root.requireObject("an object (a group's Contents.json)")
        return try root.object("properties")?.bool("provides-namespace") ?? false
    }

    private mutating func register(name: String, folder: String, isColor: Bool) {
        let kind = isColor ? "colour set" : "image set"
        if let kept = isColor ? colorSets[name] : imageSets[name] {
            warnings.append(AssetCatalogError(
                file: folder,
                problem: "\(kind) \"\(name)\" has the same name as \(kept), which is the one used "
                    + "(the first found: search folders in the order given, each in sorted order)"))
            return
        }
        if isColor { colorSets[name] = folder } else { imageSets[name] = folder }
    }

    /// False when the folder was walked already (through a link, or a search folder inside
    /// another), so it is not walked again.
    private mutating func markVisited(_ path: String) -> Bool {
        visited.insert(Self.canonicalPath(path) ?? path).inserted
    }

    // MARK: File system

    private static func sortedChildren(_ path: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: path)
            .filter { !$0.hasPrefix(".") }
            .sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
    }

    /// A folder, or a link to one (a broken link or a link loop is neither).
    private static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    private static func isCatalog(_ path: String) -> Bool {
        pathExtension(path.split(separator: "/").last.map(String.init) ?? path) == "xcassets"
    }

    /// The lowercased extension of a name, "" when none.
    private static func pathExtension(_ name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "" }
        return name[name.index(after: dot)...].lowercased()
    }

    private static func canonicalPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// `path` made absolute against the current folder, without trailing slashes.
    static func absolute(_ path: String) -> String {
        var result = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        while result.count > 1, result.hasSuffix("/") { result.removeLast() }
        return result
    }
}
