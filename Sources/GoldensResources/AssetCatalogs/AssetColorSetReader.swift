/// Reads a colour set's `Contents.json` into an `AssetColor`.
///
/// Every entry with a colour is checked, including entries for other devices (an error in an
/// iPad variant is still an error in the file), but only the entries an iPhone uses become
/// variants. A `color` without `color-space` is read as sRGB.
enum AssetColorSetReader {
    static func read(folder: String, name: String) throws(AssetCatalogError) -> AssetColor {
        let file = folder + "/Contents.json"
        let root = try CatalogJSONReader.read(contentsOf: file)
        try root.requireObject("an object with a \"colors\" array")
        var best: [AssetAppearance: (preference: Int, value: AssetColorValue)] = [:]
        for entry in try root.array("colors") ?? [] {
            let slot = try AssetSlot(entry)
            guard let color = try entry.object("color") else { continue }
            let value = try colorValue(color)
            guard let preference = slot.preference else { continue }
            if let kept = best[slot.appearance], kept.preference <= preference { continue }
            best[slot.appearance] = (preference, value)
        }
        return AssetColor(name: name, contentsFile: file, variants: best.mapValues(\.value))
    }

    private static func colorValue(_ color: CatalogJSONNode) throws(AssetCatalogError) -> AssetColorValue {
        if let reference = try color.string("reference") {
            return .system(AssetSystemColor(reference: reference, platform: try color.string("platform")))
        }
        let spaceName = try color.string("color-space") ?? AssetColorSpace.sRGB.rawValue
        guard let space = AssetColorSpace(rawValue: spaceName) else {
            let known = AssetColorSpace.allCases.map(\.rawValue).joined(separator: ", ")
            throw (try color.member("color-space") ?? color).error("\"\(spaceName)\" is no colour space Xcode writes: expected one of \(known)")
        }
        guard let components = try color.object("components") else {
            throw color.error("has neither \"components\" nor a system colour \"reference\"")
        }
        var values: [Double] = []
        for key in space.componentNames {
            values.append(try ColorComponentReader.read(components, key, space: space))
        }
        let alpha = try ColorComponentReader.read(components, "alpha", space: space)
        guard let rgb = space.sRGB(of: values) else {
            throw components.error("has \(values.count) components, expected \(space.componentNames.count)")
        }
        return .rgba(AssetRGBA(red: rgb.red, green: rgb.green, blue: rgb.blue, alpha: alpha))
    }
}
