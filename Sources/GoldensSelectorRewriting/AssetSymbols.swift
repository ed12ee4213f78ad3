import Foundation

/// The Swift symbols Xcode generates for an app's asset catalogs (iOS 17's asset symbols):
/// `ColorResource.brandLight` and `UIColor.brandLight` for a colour set "BrandLight",
/// `ImageResource.logo` and `UIImage.logo` for an image set "Logo", so app code written against
/// them compiles. A name is the set's name in lower camel case, words split at anything but
/// letters and digits, a trailing "Color" (colours) or "Image" (images) dropped, as Xcode names
/// them; a group that provides a namespace prefixes its sets' names ("Brand/Light"). A UIKit
/// member the target declares itself (`extension UIColor { static let brandLight = … }`, from
/// before Xcode generated them) is left to the target.
public enum AssetSymbols {
    /// A colour or image set, by the name `UIColor(named:)` and `UIImage(named:)` take.
    public struct Asset: Hashable, Sendable {
        public enum Kind: Sendable { case color, image }
        public let kind: Kind
        public let name: String
    }

    /// The sets of the catalogs, sorted by kind and name, each once.
    public static func assets(inCatalogs catalogs: [URL]) -> [Asset] {
        var found: Set<Asset> = []
        for catalog in catalogs { collect(in: catalog, namespace: "", into: &found) }
        return found.sorted { ($0.kind == .color ? 0 : 1, $0.name) < ($1.kind == .color ? 0 : 1, $1.name) }
    }

    private static func collect(in folder: URL, namespace: String, into found: inout Set<Asset>) {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let url = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
            let base = (name as NSString).deletingPathExtension
            switch (name as NSString).pathExtension {
            case "colorset": found.insert(Asset(kind: .color, name: namespace + base))
            case "imageset": found.insert(Asset(kind: .image, name: namespace + base))
            case "":
                collect(in: url, namespace: providesNamespace(url) ? namespace + name + "/" : namespace, into: &found)
            default: break
            }
        }
    }

    /// Whether a group's Contents.json says `"provides-namespace" : true`.
    private static func providesNamespace(_ group: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: group.appendingPathComponent("Contents.json").path),
              let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let properties = json["properties"] as? [String: Any] else { return false }
        return properties["provides-namespace"] as? Bool == true
    }

    /// The Swift identifier Xcode gives `asset`; nil when nothing of the name is left.
    public static func identifier(for asset: Asset) -> String? {
        var words: [String] = []
        var word = ""
        for character in asset.name {
            if character.isLetter || character.isNumber {
                word.append(character)
            } else if !word.isEmpty {
                words.append(word)
                word = ""
            }
        }
        if !word.isEmpty { words.append(word) }
        guard var first = words.first else { return nil }
        first = first.prefix(1).lowercased() + first.dropFirst()
        var identifier = ([first] + words.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }).joined()
        let suffix = asset.kind == .color ? "Color" : "Image"
        if identifier.hasSuffix(suffix), identifier.count > suffix.count { identifier.removeLast(suffix.count) }
        if identifier.first?.isNumber == true { identifier = "_" + identifier }
        return keywords.contains(identifier) ? "`\(identifier)`" : identifier
    }

    private static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "func", "import", "init", "inout", "let", "operator",
        "protocol", "static", "struct", "subscript", "typealias", "var", "break", "case", "continue", "default", "defer",
        "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return", "switch", "where", "while", "as",
        "catch", "false", "is", "nil", "rethrows", "super", "self", "Self", "throw", "throws", "true", "try",
    ]

    /// The members UIColor and UIImage have already (a colour set named "Red" gets no
    /// `UIColor.red`, which UIKit has).
    private static let uikitMembers: Set<String> = [
        "black", "darkGray", "lightGray", "white", "gray", "red", "green", "blue", "cyan", "yellow", "magenta", "orange",
        "purple", "brown", "clear", "label", "link", "separator", "tintColor", "add", "remove", "checkmark", "actions",
        "strokedCheckmark", "systemRed", "systemBlue", "systemGreen", "systemBackground",
    ]

    /// The generated file: the resources, then the UIKit members the target does not declare
    /// itself (`declared`: names it declares as `static let` or `static var`).
    public static func source(assets: [Asset], declared: Set<String>) -> String {
        var colors: [(String, String)] = [], images: [(String, String)] = []
        var seen: Set<String> = []
        for asset in assets {
            guard let identifier = identifier(for: asset), seen.insert("\(asset.kind)\(identifier)").inserted else { continue }
            if asset.kind == .color { colors.append((identifier, asset.name)) } else { images.append((identifier, asset.name)) }
        }
        func literal(_ name: String) -> String {
            "\"" + name.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        func own(_ identifier: String) -> Bool {
            let bare = identifier.trimmingCharacters(in: CharacterSet(charactersIn: "`"))
            return declared.contains(bare) || uikitMembers.contains(bare)
        }
        var lines = ["// Generated by GoldensSelectorsTool from the target's asset catalogs, as Xcode generates asset symbols.",
                     "#if !canImport(UIKit)", "import Foundation", "import GoldensUIKit", ""]
        for (sets, resource, uikit) in [(colors, "ColorResource", "UIColor"), (images, "ImageResource", "UIImage")] where !sets.isEmpty {
            lines.append("extension \(resource) {")
            for (identifier, name) in sets { lines.append("    static let \(identifier) = \(resource)(name: \(literal(name)), bundle: .main)") }
            lines += ["}", "", "extension \(uikit) {"]
            for (identifier, _) in sets where !own(identifier) {
                lines.append("    static var \(identifier): \(uikit) { \(uikit)(resource: .\(identifier)) }")
            }
            lines += ["}", ""]
        }
        lines.append("#endif")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The names `source` declares as `static let` or `static var` (a scan of the text: enough
    /// to keep an app's own `UIColor.brandLight` from being declared twice).
    public static func staticMembers(in source: String) -> Set<String> {
        var names: Set<String> = []
        let words = source.split(whereSeparator: { !($0.isLetter || $0.isNumber || $0 == "_") })
        var index = 0
        while index + 2 < words.count {
            if words[index] == "static", words[index + 1] == "let" || words[index + 1] == "var" { names.insert(String(words[index + 2])) }
            index += 1
        }
        return names
    }
}
