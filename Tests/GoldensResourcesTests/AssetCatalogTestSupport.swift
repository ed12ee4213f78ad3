import Foundation
import GoldensResources

/// A folder of its own under the system's temporary folder, where a test writes the catalogs it
/// reads; `remove()` deletes it. Tests write their documents here rather than shipping them as
/// resources, so each test shows the JSON it reads.
struct CatalogFolder {
    let root: String

    init() throws {
        root = NSTemporaryDirectory() + "AssetCatalogTests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    }

    func remove() {
        try? FileManager.default.removeItem(atPath: root)
    }

    /// The absolute path of `relative`.
    func path(_ relative: String) -> String { root + "/" + relative }

    /// Writes `text` at `relative`, creating the folders on the way.
    @discardableResult
    func write(_ relative: String, _ text: String) throws -> String {
        let full = path(relative)
        try FileManager.default.createDirectory(atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
        return full
    }

    /// Writes bytes (an image stand-in: the catalog reader never decodes images).
    func writeFile(_ relative: String) throws {
        try write(relative, "not really an image")
    }

    func makeFolder(_ relative: String) throws {
        try FileManager.default.createDirectory(atPath: path(relative), withIntermediateDirectories: true)
    }

    /// A `.colorset` with these entries of `colors`, as Xcode lays the file out.
    @discardableResult
    func colorSet(_ relative: String, _ entries: String...) throws -> String {
        try write(relative + "/Contents.json", """
        {
          "colors" : [
            \(entries.joined(separator: ",\n    "))
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }
        }
        """)
    }

    /// A group folder's `Contents.json`, with or without a namespace.
    func group(_ relative: String, namespace: Bool) throws {
        try write(relative + "/Contents.json", """
        {
          "info" : {
            "author" : "xcode",
            "version" : 1
          }\(namespace ? ",\n  \"properties\" : {\n    \"provides-namespace\" : true\n  }" : "")
        }
        """)
    }

    /// An `.imageset` with these entries of `images` and optional `properties`; writes a stand-in
    /// for every `filename` unless `writeFiles` is false.
    @discardableResult
    func imageSet(_ relative: String, properties: String? = nil, writeFiles: Bool = true, _ entries: String...) throws -> String {
        if writeFiles {
            for entry in entries {
                if let range = entry.range(of: #""filename" : "[^"]*""#, options: .regularExpression) {
                    let name = entry[range].split(separator: "\"")[2]
                    try writeFile(relative + "/" + name)
                }
            }
        }
        return try write(relative + "/Contents.json", """
        {
          "images" : [
            \(entries.joined(separator: ",\n    "))
          ],
          "info" : {
            "author" : "xcode",
            "version" : 1
          }\(properties.map { ",\n  \"properties\" : \($0)" } ?? "")
        }
        """)
    }
}

/// JSON of one colour entry as Xcode writes it.
enum ColorJSON {
    static func entry(_ color: String, idiom: String = "universal", appearances: [String] = [], extra: String = "") -> String {
        let appearanceJSON = appearances.isEmpty ? "" : """
        "appearances" : [ \(appearances.joined(separator: ", ")) ],
        """
        return "{ \(appearanceJSON) \"color\" : \(color), \(extra)\"idiom\" : \"\(idiom)\" }"
    }

    static let dark = #"{ "appearance" : "luminosity", "value" : "dark" }"#
    static let light = #"{ "appearance" : "luminosity", "value" : "light" }"#
    static let high = #"{ "appearance" : "contrast", "value" : "high" }"#

    static func rgb(_ red: String, _ green: String, _ blue: String, alpha: String = "\"1.000\"", space: String = "srgb") -> String {
        """
        { "color-space" : "\(space)", "components" : { "alpha" : \(alpha), "blue" : \(blue), "green" : \(green), "red" : \(red) } }
        """
    }

    static func gray(_ white: String, alpha: String = "\"1.000\"", space: String = "gray-gamma-22") -> String {
        #"{ "color-space" : "\#(space)", "components" : { "alpha" : \#(alpha), "white" : \#(white) } }"#
    }
}
