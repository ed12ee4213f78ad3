import Foundation
import GoldensResources
import Testing

/// Image sets: files by scale and appearance, the choice of file, properties and bad input.
@Suite struct AssetCatalogImageTests {
    private func entry(_ filename: String, scale: String? = nil, idiom: String = "universal", appearances: [String] = []) -> String {
        var parts: [String] = []
        if !appearances.isEmpty { parts.append("\"appearances\" : [ \(appearances.joined(separator: ", ")) ]") }
        parts.append("\"filename\" : \"\(filename)\"")
        parts.append("\"idiom\" : \"\(idiom)\"")
        if let scale { parts.append("\"scale\" : \"\(scale)\"") }
        return "{ " + parts.joined(separator: ", ") + " }"
    }

    @Test func filesByScaleAreAbsoluteAndOrdered() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.imageSet("A.xcassets/Logo.imageset",
                            entry("logo@3x.png", scale: "3x"), entry("logo.png", scale: "1x"), entry("logo@2x.png", scale: "2x"))
        let set = try #require(try AssetCatalog(searchDirectories: [folder.root]).imageSet(named: "Logo"))
        let base = folder.path("A.xcassets/Logo.imageset/")
        #expect(set.files.map(\.path) == [base + "logo.png", base + "logo@2x.png", base + "logo@3x.png"])
        #expect(set.files.map(\.scale) == [1, 2, 3])
        #expect(set.files.allSatisfy { $0.appearance == .any && $0.kind == .png })
        #expect(set.contentsFile == base + "Contents.json")
        #expect(set.renderingIntent == .automatic)
        #expect(!set.preservesVectorRepresentation)
        let two = try #require(set.bestFile(forScale: 2, dark: false))
        #expect(two.file.filename == "logo@2x.png")
        #expect(two.scaleMatch == .exact)
        #expect(two.description == "logo@2x.png (any, 2x) for scale 2x")
    }

    /// Xcode may write a Korean or accented file name decomposed in `Contents.json` while the
    /// disk holds it composed (macOS finds it either way): the file is found.
    @Test func aFileNameComposedDifferentlyOnDiskIsFound() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let composed = "\u{C0AC}\u{C9C4}.png", decomposed = "\u{1109}\u{1161}\u{110C}\u{1175}\u{11AB}.png"
        #expect(Array(composed.unicodeScalars) != Array(decomposed.unicodeScalars) && composed == decomposed)
        try folder.imageSet("Photos.imageset", writeFiles: false, entry(decomposed, scale: "2x"))
        try folder.writeFile("Photos.imageset/" + composed)
        let set = try AssetImageSet(contentsOfImageSet: folder.path("Photos.imageset"))
        let file = try #require(set.files.first)
        #expect(FileManager.default.fileExists(atPath: file.path) && file.path.hasSuffix(composed))
    }

    @Test func aMissingScaleTakesTheNextHigherElseTheHighestLower() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.imageSet("Gaps.imageset", entry("a1.png", scale: "1x"), entry("a3.png", scale: "3x"), entry("", scale: "2x").replacingOccurrences(of: "\"filename\" : \"\", ", with: ""))
        let set = try AssetImageSet(contentsOfImageSet: folder.path("Gaps.imageset"))
        let two = try #require(set.bestFile(forScale: 2, dark: false))
        #expect(two.file.filename == "a3.png")
        #expect(two.scaleMatch == .nextHigher)
        #expect(two.description == "a3.png (any, 3x) for scale 2x: no 2x file, so the next higher scale")

        try folder.imageSet("Low.imageset", entry("b1.png", scale: "1x"), entry("b2.png", scale: "2x"))
        let low = try AssetImageSet(contentsOfImageSet: folder.path("Low.imageset"))
        let three = try #require(low.bestFile(forScale: 3, dark: false))
        #expect(three.file.filename == "b2.png")
        #expect(three.scaleMatch == .highestLower)
        #expect(three.description == "b2.png (any, 2x) for scale 3x: no 3x file or higher, so the highest lower scale")
        #expect(low.bestFile(forScale: 1.5, dark: false)?.file.filename == "b2.png")
    }

    @Test func aSingleScaleFileServesEveryScaleAnExactOneDoesNot() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.imageSet("Icon.imageset", properties: #"{ "preserves-vector-representation" : true, "template-rendering-intent" : "template" }"#,
                            entry("icon.pdf"), entry("icon@1x.png", scale: "1x"))
        let set = try AssetImageSet(contentsOfImageSet: folder.path("Icon.imageset"))
        #expect(set.files.map(\.scale) == [nil, 1])
        #expect(set.files.map(\.kind) == [.pdf, .png])
        #expect(set.preservesVectorRepresentation)
        #expect(set.renderingIntent == .template)
        let one = try #require(set.bestFile(forScale: 1, dark: false))
        #expect(one.file.filename == "icon@1x.png")
        let three = try #require(set.bestFile(forScale: 3, dark: true))
        #expect(three.file.filename == "icon.pdf")
        #expect(three.scaleMatch == .singleScale)
        #expect(three.file.kind.isVector)
        #expect(three.description == "icon.pdf (any, single scale) for scale 3x: no 3x file, so the single-scale file (no files for dark)")
    }

    @Test func theAppearanceDecidesBeforeTheScale() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let dark = ColorJSON.dark, high = ColorJSON.high
        try folder.imageSet("Mode.imageset", properties: #"{ "template-rendering-intent" : "original" }"#,
                            entry("any2.png", scale: "2x"), entry("any3.png", scale: "3x"),
                            entry("dark3.png", scale: "3x", appearances: [dark]),
                            entry("hc2.png", scale: "2x", appearances: [high]),
                            entry("hcdark1.png", scale: "1x", appearances: [dark, high]))
        let set = try AssetImageSet(contentsOfImageSet: folder.path("Mode.imageset"))
        #expect(set.renderingIntent == .original)
        #expect(set.files(for: .dark).map(\.filename) == ["dark3.png"])
        #expect(set.files.map(\.filename) == ["any2.png", "any3.png", "dark3.png", "hc2.png", "hcdark1.png"])
        #expect(set.bestFile(forScale: 2, dark: false)?.file.filename == "any2.png")
        // Dark at 2x: the dark column has only 3x, which beats the any column's exact 2x.
        let darkChoice = try #require(set.bestFile(forScale: 2, dark: true))
        #expect(darkChoice.file.filename == "dark3.png")
        #expect(darkChoice.scaleMatch == .nextHigher)
        #expect(darkChoice.appearancesWithoutFiles == [])
        #expect(set.bestFile(forScale: 2, dark: false, highContrast: true)?.file.filename == "hc2.png")
        #expect(set.bestFile(forScale: 2, dark: true, highContrast: true)?.file.filename == "hcdark1.png")
        let light = try #require(set.bestFile(forScale: 3, dark: false, highContrast: true))
        #expect(light.file.filename == "hc2.png")
        #expect(light.appearancesWithoutFiles == [.highContrastLight, .light])
    }

    @Test func anIPhoneFileBeatsAUniversalOneAndOtherDevicesAreLeftOut() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.imageSet("Device.imageset",
                            entry("universal2.png", scale: "2x"), entry("iphone2.png", scale: "2x", idiom: "iphone"),
                            entry("ipad2.png", scale: "2x", idiom: "ipad"), entry("mac1.png", scale: "1x", idiom: "mac"))
        let set = try AssetImageSet(contentsOfImageSet: folder.path("Device.imageset"))
        #expect(set.files.map(\.filename) == ["iphone2.png"])
        try folder.imageSet("IPadOnly.imageset", entry("ipad.png", scale: "2x", idiom: "ipad"))
        let ipad = try AssetImageSet(contentsOfImageSet: folder.path("IPadOnly.imageset"))
        #expect(ipad.files.isEmpty)
        #expect(ipad.bestFile(forScale: 2, dark: false) == nil)
    }

    @Test func emptySlotsAreSkipped() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        // As Xcode writes a new image set before any file is dropped in.
        try folder.imageSet("New.imageset", #"{ "idiom" : "universal", "scale" : "1x" }"#, #"{ "idiom" : "universal", "scale" : "2x" }"#,
                            #"{ "idiom" : "universal", "scale" : "3x" }"#)
        let set = try AssetImageSet(contentsOfImageSet: folder.path("New.imageset"))
        #expect(set.files.isEmpty)
        #expect(set.bestFile(forScale: 2, dark: false) == nil)
    }

    @Test func fileKindsComeFromTheExtension() {
        #expect(AssetImageKind(filename: "a.PNG") == .png)
        #expect(AssetImageKind(filename: "a.jpg") == .jpeg)
        #expect(AssetImageKind(filename: "a.JPEG") == .jpeg)
        #expect(AssetImageKind(filename: "a.pdf") == .pdf)
        #expect(AssetImageKind(filename: "a.svg") == .svg)
        #expect(AssetImageKind(filename: "a.heic") == .heif)
        #expect(AssetImageKind(filename: "a.gif") == .gif)
        #expect(AssetImageKind(filename: "a.tiff") == .tiff)
        #expect(AssetImageKind(filename: "a.webp") == .other("webp"))
        #expect(AssetImageKind(filename: "noextension") == .other(""))
        #expect(AssetImageKind(filename: ".png") == .other(""))
        #expect(AssetImageKind.svg.isVector && AssetImageKind.pdf.isVector && !AssetImageKind.png.isVector)
        #expect(AssetImageKind.pdf.description == "PDF")
        #expect(AssetImageKind.other("").description == "file without extension")
    }

    // MARK: Bad input

    /// The error reading an image set whose Contents.json is `json`, without the temporary folder.
    private func failure(_ json: String, files: [String] = []) throws -> String {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.write("Bad.imageset/Contents.json", json)
        for file in files { try folder.writeFile("Bad.imageset/" + file) }
        let error = try #require(throws: AssetCatalogError.self) {
            try AssetImageSet(contentsOfImageSet: folder.path("Bad.imageset"))
        }
        return error.description.replacingOccurrences(of: folder.root + "/", with: "")
    }

    @Test func aMissingFileIsNamedWithWhereItWasLookedFor() throws {
        #expect(try failure(#"{ "images" : [ { "filename" : "gone@2x.png", "idiom" : "universal", "scale" : "2x" } ] }"#)
                == #"Bad.imageset/Contents.json: images[0].filename: "gone@2x.png" is not in the image set: no file Bad.imageset/gone@2x.png"#)
        // Also for another device's entry: the catalog is wrong either way.
        #expect(try failure(#"{ "images" : [ { "filename" : "ok.png", "idiom" : "universal" }, { "filename" : "pad.png", "idiom" : "ipad" } ] }"#, files: ["ok.png"])
                == #"Bad.imageset/Contents.json: images[1].filename: "pad.png" is not in the image set: no file Bad.imageset/pad.png"#)
        #expect(try failure(#"{ "images" : [ { "filename" : "../elsewhere.png", "idiom" : "universal" } ] }"#)
                .hasPrefix(#"Bad.imageset/Contents.json: images[0].filename: "../elsewhere.png" is no file name: expected the name of a file in "#))
        #expect(try failure(#"{ "images" : [ { "filename" : "", "idiom" : "universal" } ] }"#)
                .hasPrefix(#"Bad.imageset/Contents.json: images[0].filename: "" is no file name"#))
        #expect(try failure(#"{ "images" : [ { "filename" : 7, "idiom" : "universal" } ] }"#)
                == #"Bad.imageset/Contents.json: images[0].filename: is 7, expected a string"#)
    }

    @Test func aFolderNamedAsTheFileIsAnError() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.write("Bad.imageset/Contents.json", #"{ "images" : [ { "filename" : "dir.png", "idiom" : "universal" } ] }"#)
        try folder.makeFolder("Bad.imageset/dir.png")
        let error = try #require(throws: AssetCatalogError.self) { try AssetImageSet(contentsOfImageSet: folder.path("Bad.imageset")) }
        #expect(error.description == "\(folder.path("Bad.imageset/Contents.json")): images[0].filename: \"dir.png\" is a folder, expected an image file")
    }

    @Test func badScalesAreNamed() throws {
        for scale in ["2", "x", "-1x", "0x", "2X", "1.5.0x", "", "twox"] {
            #expect(try failure("{ \"images\" : [ { \"filename\" : \"a.png\", \"idiom\" : \"universal\", \"scale\" : \"\(scale)\" } ] }", files: ["a.png"])
                    == "Bad.imageset/Contents.json: images[0].scale: \"\(scale)\" is no scale: expected \"1x\", \"2x\" or \"3x\"")
        }
        #expect(try failure(#"{ "images" : [ { "filename" : "a.png", "idiom" : "universal", "scale" : 2 } ] }"#, files: ["a.png"])
                == #"Bad.imageset/Contents.json: images[0].scale: is 2, expected a string"#)
    }

    @Test func badPropertiesAreNamed() throws {
        #expect(try failure(#"{ "images" : [], "properties" : { "template-rendering-intent" : "tinted" } }"#)
                == #"Bad.imageset/Contents.json: properties.template-rendering-intent: "tinted" is no rendering intent: expected template or original"#)
        #expect(try failure(#"{ "images" : [], "properties" : { "preserves-vector-representation" : "true" } }"#)
                == #"Bad.imageset/Contents.json: properties.preserves-vector-representation: is "true", expected true or false"#)
        #expect(try failure(#"{ "images" : [], "properties" : [] }"#)
                == #"Bad.imageset/Contents.json: properties: is an array, expected an object"#)
        #expect(try failure(#"{ "images" : "logo.png" }"#)
                == #"Bad.imageset/Contents.json: images: is "logo.png", expected an array"#)
        #expect(try failure(#"{ "images" : [ { "filename" : "a.png", "appearances" : [ { "appearance" : "luminosity", "value" : "sepia" } ] } ] }"#, files: ["a.png"])
                == #"Bad.imageset/Contents.json: images[0].appearances[0]: appearance "luminosity" with value "sepia": expected luminosity light or dark, or contrast high"#)
        #expect(try failure(#"{ "images" : [ { "filename" : "a.png", "idiom" : "universal", "scale" : "1x" }, ] }"#, files: ["a.png"])
                == #"Bad.imageset/Contents.json: is not valid JSON: line 1, column 81: unexpected ']', expected a value"#)
    }

    @Test func aMissingContentsFileIsNamed() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.imageSet("A.xcassets/Fine.imageset", entry("fine.png", scale: "1x"))
        try folder.writeFile("A.xcassets/Bare.imageset/bare.png")
        let catalog = try AssetCatalog(searchDirectories: [folder.root])
        let error = try #require(throws: AssetCatalogError.self) { try catalog.imageSet(named: "Bare") }
        #expect(error.description == "\(folder.path("A.xcassets/Bare.imageset/Contents.json")): no such file")
        #expect(try catalog.imageSet(named: "Fine")?.files.count == 1)
        #expect(catalog.validate() == [error])
    }
}
