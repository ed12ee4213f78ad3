import Synchronization

/// The app's asset catalogs (`.xcassets` folders) under the folders a test registers, indexed
/// by set name, so `UIColor(named:)` and `UIImage(named:)` can answer from them.
///
/// Creating one walks the folders once: search folders in the order given, each depth first
/// with entries in byte order of their names, so the result is the same on every machine.
/// Hidden folders (`.git`, `.build*`) are skipped; symbolic links to folders are followed but
/// no folder is walked twice, so a link loop ends. Inside a catalog, a `.colorset` or
/// `.imageset` is found by its folder's name without the extension, prefixed `Folder/` inside
/// every folder whose `Contents.json` has `"properties": {"provides-namespace": true}`; other
/// folders only group. App icons, data sets, symbol sets, launch images, sprite atlases and
/// the other asset types are skipped without error. When two sets have the same name the
/// first found is used and `warnings` says so.
///
/// A set's own `Contents.json` is read on its first lookup and the result, value or error,
/// kept; so a broken set fails the lookups of its name only, and `validate()` reads them all.
/// Names are matched exactly, else regardless of case when only one set's name matches that
/// way: a compiled catalog finds `PlayIcon` in `Playicon.imageset` on a device, and apps ship
/// such names.
///
/// Immutable after creation apart from that cache, which a lock guards: one instance can
/// answer tests running in parallel. Creating one walks the disk, so callers keep it for their
/// set of folders.
public final class AssetCatalog: Sendable {
    /// The folders searched, made absolute, in the order given.
    public let searchDirectories: [String]
    /// The `.xcassets` folders found, in the order they were indexed.
    public let catalogs: [String]
    /// What was odd but not fatal: an empty catalog, two sets of one name, a folder that could
    /// not be listed. Each names the folder.
    public let warnings: [AssetCatalogError]

    private let colorSets: AssetSetNames
    private let imageSets: AssetSetNames
    private let colorCache = Mutex<[String: Result<AssetColor, AssetCatalogError>]>([:])
    private let imageCache = Mutex<[String: Result<AssetImageSet, AssetCatalogError>]>([:])

    /// Indexes every asset catalog under `searchDirectories` (a search folder may itself be a
    /// catalog). Throws when a search folder does not exist or is a file, or when a group's
    /// `Contents.json` is not valid, since names under it would be wrong; folders without any
    /// catalog are not an error (`catalogs` is then empty).
    public init(searchDirectories: [String]) throws(AssetCatalogError) {
        let index = try AssetCatalogIndex(searchDirectories: searchDirectories)
        self.searchDirectories = searchDirectories.map(AssetCatalogIndex.absolute)
        catalogs = index.catalogs
        warnings = index.warnings
        colorSets = AssetSetNames(index.colorSets)
        imageSets = AssetSetNames(index.imageSets)
    }

    /// The names of all colour sets, sorted.
    public var colorNames: [String] { colorSets.folders.keys.sorted() }

    /// The names of all image sets, sorted.
    public var imageNames: [String] { imageSets.folders.keys.sorted() }

    /// The `.colorset` folder of a name, without reading it.
    public func colorSetFolder(named name: String) -> String? { colorSets.folder(named: name) }

    /// The `.imageset` folder of a name, without reading it.
    public func imageSetFolder(named name: String) -> String? { imageSets.folder(named: name) }

    /// The colour set of that name, nil when there is none; throws when its `Contents.json` is
    /// missing or wrong (every later lookup of the name throws the same error).
    public func color(named name: String) throws(AssetCatalogError) -> AssetColor? {
        guard let folder = colorSets.folder(named: name) else { return nil }
        if let known = colorCache.withLock({ $0[name] }) { return try known.get() }
        // Read outside the lock, so one slow file does not hold up other lookups; two threads
        // reading the same set at once get equal results.
        let result = Result { () throws(AssetCatalogError) -> AssetColor in
            try AssetColorSetReader.read(folder: folder, name: name)
        }
        colorCache.withLock { $0[name] = result }
        return try result.get()
    }

    /// The image set of that name, nil when there is none; throws when its `Contents.json` is
    /// missing or wrong or names a file that is not there.
    public func imageSet(named name: String) throws(AssetCatalogError) -> AssetImageSet? {
        guard let folder = imageSets.folder(named: name) else { return nil }
        if let known = imageCache.withLock({ $0[name] }) { return try known.get() }
        let result = Result { () throws(AssetCatalogError) -> AssetImageSet in
            try AssetImageSetReader.read(folder: folder, name: name)
        }
        imageCache.withLock { $0[name] = result }
        return try result.get()
    }

    /// Reads every colour and image set and returns the warnings and every set's error, in name
    /// order: empty when the catalogs are sound. For a test that checks an app's catalogs.
    public func validate() -> [AssetCatalogError] {
        var problems = warnings
        for name in colorNames {
            do { _ = try color(named: name) } catch { problems.append(error) }
        }
        for name in imageNames {
            do { _ = try imageSet(named: name) } catch { problems.append(error) }
        }
        return problems
    }
}
