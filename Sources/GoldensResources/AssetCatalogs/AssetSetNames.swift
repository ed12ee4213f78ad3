/// The sets of one kind in the catalogs, by name, with their folders.
///
/// A compiled catalog answers a name written in another case (`PlayIcon` finds
/// `Playicon.imageset` on a device), so a name not found exactly is looked up regardless of
/// case, and found when exactly one set's name matches that way; two sets that differ only in
/// case answer neither spelling but their own.
struct AssetSetNames: Sendable {
    /// Each set's folder by its exact name.
    let folders: [String: String]
    /// The folders by case-folded name, where that name belongs to one set only.
    private let foldedFolders: [String: String]

    init(_ folders: [String: String]) {
        self.folders = folders
        var folded: [String: String?] = [:]
        for (name, folder) in folders {
            let key = name.lowercased()
            folded[key] = folded[key] == nil ? folder : .some(nil)
        }
        foldedFolders = folded.compactMapValues { $0 }
    }

    func folder(named name: String) -> String? {
        folders[name] ?? foldedFolders[name.lowercased()]
    }
}
