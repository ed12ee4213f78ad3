import Foundation

/// Reads an image set's `Contents.json` into an `AssetImageSet`.
///
/// Every entry with a `filename` is checked, including entries for other devices: its `scale`
/// must be `"1x"`, `"2x"`, `"3x"` (any positive `"<number>x"`) or absent, and its file must be
/// in the set's folder. An entry without a `filename` is an empty slot in Xcode and is skipped.
enum AssetImageSetReader {
    static func read(folder: String, name: String) throws(AssetCatalogError) -> AssetImageSet {
        let file = folder + "/Contents.json"
        let root = try CatalogJSONReader.read(contentsOf: file)
        try root.requireObject("an object with an \"images\" array")

        var intent = AssetRenderingIntent.automatic
        var preservesVectors = false
        if let properties = try root.object("properties") {
            switch try properties.string("template-rendering-intent") {
            case nil: break
            case "template": intent = .template
            case "original": intent = .original
            case let other?:
                throw (try properties.member("template-rendering-intent") ?? properties)
                    .error("\"\(other)\" is no rendering intent: expected template or original")
            }
            preservesVectors = try properties.bool("preserves-vector-representation") ?? false
        }

        var best: [SlotKey: (preference: Int, file: AssetImageFile)] = [:]
        for entry in try root.array("images") ?? [] {
            let slot = try AssetSlot(entry)
            let scale = try self.scale(entry)
            guard let filename = try entry.string("filename") else { continue }
            let path = try self.path(of: filename, in: folder, entry: entry)
            guard let preference = slot.preference else { continue }
            let key = SlotKey(appearance: slot.appearance, scale: scale)
            if let kept = best[key], kept.preference <= preference { continue }
            best[key] = (preference, AssetImageFile(path: path, filename: filename, scale: scale, appearance: slot.appearance))
        }
        return AssetImageSet(name: name, contentsFile: file, renderingIntent: intent,
                             preservesVectorRepresentation: preservesVectors, files: best.values.map(\.file))
    }

    private struct SlotKey: Hashable {
        let appearance: AssetAppearance
        let scale: Double?
    }

    /// `"2x"` → 2; absent → nil.
    private static func scale(_ entry: CatalogJSONNode) throws(AssetCatalogError) -> Double? {
        guard let text = try entry.string("scale") else { return nil }
        let number = text.hasSuffix("x") ? String(text.dropLast()) : ""
        guard !number.isEmpty, number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") }),
              let value = Double(number), value > 0, value.isFinite else {
            throw (try entry.member("scale") ?? entry).error("\"\(text)\" is no scale: expected \"1x\", \"2x\" or \"3x\"")
        }
        return value
    }

    /// The absolute path of `filename`, which must be a file in the set's folder.
    private static func path(of filename: String, in folder: String, entry: CatalogJSONNode) throws(AssetCatalogError) -> String {
        let node = try entry.member("filename") ?? entry
        guard !filename.isEmpty, !filename.contains("/"), filename != ".", filename != ".." else {
            throw node.error("\"\(filename)\" is no file name: expected the name of a file in \(folder)")
        }
        var path = folder + "/" + filename
        var isDirectory: ObjCBool = false
        if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), let spelled = differentlyComposed(filename, in: folder) {
            path = folder + "/" + spelled
        }
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw node.error("\"\(filename)\" is not in the image set: no file \(path)")
        }
        guard !isDirectory.boolValue else {
            throw node.error("\"\(filename)\" is a folder, expected an image file")
        }
        return path
    }

    /// The name of the file in `folder` that is `filename` composed differently: Xcode may write
    /// a name's accented or Hangul letters decomposed while the disk holds them composed, and
    /// macOS finds the file either way. Swift compares strings by canonical equivalence.
    private static func differentlyComposed(_ filename: String, in folder: String) -> String? {
        guard !filename.allSatisfy(\.isASCII), let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return nil }
        return names.first { $0 == filename }
    }
}
