/// Which device and appearance an entry of a colour or image set is for, read from its slot keys,
/// and how well it suits the device the engine stands in for: an iPhone in the left-to-right
/// languages, drawing into sRGB.
///
/// Of several entries for the same appearance (and scale), the one with the lowest
/// `preference` is used, the first in the file on a tie:
/// - `idiom`: `iphone` before `universal` (or no idiom); `ipad`, `mac`, `tv`, `watch`, `car`,
///   `vision` and the rest are not for an iPhone.
/// - `display-gamut`: `sRGB` before none before `display-P3`, since the engine draws in sRGB
///   (a real iPhone has a P3 screen and would take the P3 entry; its sRGB twin is what the
///   designer chose for sRGB).
/// - `language-direction`: `left-to-right` before none; `right-to-left` is not used.
/// Entries narrowed by a trait the engine does not model (`width-class`, `height-class`,
/// `locale`, `subtype`, `memory`, `graphics-feature-set`, `screen-width`, or an entry
/// `platform` other than `ios`) are not used: the generic entry is.
struct AssetSlot {
    let appearance: AssetAppearance
    /// Lower is better; nil when an iPhone does not use the entry.
    let preference: Int?

    private static let unmodelledQualifiers = ["width-class", "height-class", "locale", "subtype", "memory",
                                               "graphics-feature-set", "screen-width"]

    init(_ entry: CatalogJSONNode) throws(AssetCatalogError) {
        try entry.requireObject("an object (one entry of the set)")
        appearance = try Self.appearance(entry)

        let idiomRank: Int?
        switch try entry.string("idiom") {
        case "iphone": idiomRank = 0
        case nil, "universal": idiomRank = 1
        default: idiomRank = nil
        }

        let gamutRank: Int
        switch try entry.string("display-gamut") {
        case "sRGB": gamutRank = 0
        case nil: gamutRank = 1
        case "display-P3": gamutRank = 2
        case let other?:
            throw (try entry.member("display-gamut") ?? entry).error("\"\(other)\" is no display gamut: expected sRGB or display-P3")
        }

        let directionRank: Int?
        switch try entry.string("language-direction") {
        case "left-to-right": directionRank = 0
        case nil: directionRank = 1
        case "right-to-left": directionRank = nil
        case let other?:
            throw (try entry.member("language-direction") ?? entry).error("\"\(other)\" is no language direction: expected left-to-right or right-to-left")
        }

        var narrowed = false
        for key in Self.unmodelledQualifiers {
            if try entry.member(key) != nil { narrowed = true }
        }
        if let platform = try entry.string("platform"), platform != "ios" { narrowed = true }

        if let idiomRank, let directionRank, !narrowed {
            preference = idiomRank * 100 + gamutRank * 10 + directionRank
        } else {
            preference = nil
        }
    }

    private static func appearance(_ entry: CatalogJSONNode) throws(AssetCatalogError) -> AssetAppearance {
        var luminosity = AssetAppearance.Luminosity.any
        var highContrast = false
        for item in try entry.array("appearances") ?? [] {
            let kind = try item.string("appearance")
            let value = try item.string("value")
            switch (kind, value) {
            case ("luminosity", "light"): luminosity = .light
            case ("luminosity", "dark"): luminosity = .dark
            case ("luminosity", "any"): luminosity = .any
            case ("contrast", "high"): highContrast = true
            default:
                throw item.error("appearance \(kind.map { "\"\($0)\"" } ?? "(none)") with value \(value.map { "\"\($0)\"" } ?? "(none)"): "
                                 + "expected luminosity light or dark, or contrast high")
            }
        }
        return AssetAppearance(luminosity: luminosity, highContrast: highContrast)
    }
}
