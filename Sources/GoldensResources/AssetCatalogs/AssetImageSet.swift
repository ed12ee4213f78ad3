/// An image set (`Name.imageset`) read into the files an iPhone may use, one per appearance and
/// scale (see `AssetSlot` for which entry wins when several are for the same ones).
public struct AssetImageSet: Sendable, Equatable {
    /// The name `UIImage(named:)` finds it by (`Folder/Name` inside namespaced folders).
    public let name: String
    /// The `Contents.json` it was read from.
    public let contentsFile: String
    public let renderingIntent: AssetRenderingIntent
    /// `properties.preserves-vector-representation`: the PDF or SVG is kept as vectors and
    /// drawn at any size, rather than rasterized at build time.
    public let preservesVectorRepresentation: Bool
    /// Ordered by appearance (as `AssetAppearance.all`), then scale, single-scale first.
    public let files: [AssetImageFile]

    public init(name: String, contentsFile: String, renderingIntent: AssetRenderingIntent,
                preservesVectorRepresentation: Bool, files: [AssetImageFile]) {
        self.name = name
        self.contentsFile = contentsFile
        self.renderingIntent = renderingIntent
        self.preservesVectorRepresentation = preservesVectorRepresentation
        self.files = files.sorted { a, b in
            if a.appearance.order != b.appearance.order { return a.appearance.order < b.appearance.order }
            return (a.scale ?? 0) < (b.scale ?? 0)
        }
    }

    /// Reads the image set folder at `path` (`…/Logo.imageset`); `name` defaults to the folder's
    /// name without its extension. Every file an entry names must exist.
    public init(contentsOfImageSet path: String, name: String? = nil) throws(AssetCatalogError) {
        self = try AssetImageSetReader.read(folder: path, name: name ?? AssetCatalogIndex.setName(ofFolder: path))
    }

    /// The files for one appearance.
    public func files(for appearance: AssetAppearance) -> [AssetImageFile] {
        files.filter { $0.appearance == appearance }
    }

    /// The file UIKit would load for a screen `scale` and appearance, or nil when the set has no
    /// files an iPhone uses.
    ///
    /// The appearance decides first, in `AssetAppearance.lookupOrder` (dark: dark, then any): the
    /// first appearance with any file. Then, among its files, as UIKit picks a scale: exactly
    /// `scale`; else the single-scale file (Xcode renders it at every scale); else the next
    /// higher scale; else the highest lower one. The choice says which of these it was.
    public func bestFile(forScale scale: Double, dark: Bool, highContrast: Bool = false) -> AssetImageChoice? {
        var skipped: [AssetAppearance] = []
        for appearance in AssetAppearance.lookupOrder(dark: dark, highContrast: highContrast) {
            let candidates = files(for: appearance)
            guard !candidates.isEmpty else {
                skipped.append(appearance)
                continue
            }
            let choice: (AssetImageFile, AssetImageChoice.ScaleMatch)
            if let exact = candidates.first(where: { $0.scale == scale }) {
                choice = (exact, .exact)
            } else if let single = candidates.first(where: { $0.scale == nil }) {
                choice = (single, .singleScale)
            } else if let higher = candidates.filter({ ($0.scale ?? 0) > scale }).min(by: { ($0.scale ?? 0) < ($1.scale ?? 0) }) {
                choice = (higher, .nextHigher)
            } else if let lower = candidates.max(by: { ($0.scale ?? 0) < ($1.scale ?? 0) }) {
                choice = (lower, .highestLower)
            } else {
                continue
            }
            return AssetImageChoice(file: choice.0, requestedScale: scale, scaleMatch: choice.1, appearancesWithoutFiles: skipped)
        }
        return nil
    }
}
