import Foundation
import GoldensResources
import Testing

/// Finding catalogs and indexing their sets by name.
@Suite struct AssetCatalogTests {
    let red = ColorJSON.entry(ColorJSON.rgb(#""1.000""#, #""0.000""#, #""0.000""#))
    let blue = ColorJSON.entry(ColorJSON.rgb(#""0.000""#, #""0.000""#, #""1.000""#))

    @Test func findsCatalogsAtAnyDepthAndIndexesColourAndImageSets() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.write("App/Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try folder.colorSet("App/Assets.xcassets/Brand.colorset", red)
        try folder.imageSet("Modules/Feature/Sources/Media.xcassets/Logo.imageset",
                            #"{ "filename" : "logo.png", "idiom" : "universal", "scale" : "1x" }"#)

        let catalog = try AssetCatalog(searchDirectories: [folder.root])
        #expect(catalog.catalogs == [folder.path("App/Assets.xcassets"), folder.path("Modules/Feature/Sources/Media.xcassets")])
        #expect(catalog.colorNames == ["Brand"])
        #expect(catalog.imageNames == ["Logo"])
        #expect(catalog.warnings.isEmpty)
        #expect(try catalog.color(named: "Brand")?.any == .rgba(AssetRGBA(red: 1, green: 0, blue: 0, alpha: 1)))
        #expect(try catalog.imageSet(named: "Logo")?.files.map(\.path) == [folder.path("Modules/Feature/Sources/Media.xcassets/Logo.imageset/logo.png")])
        #expect(try catalog.color(named: "Logo") == nil)
        #expect(try catalog.imageSet(named: "Brand") == nil)
    }

    @Test func aNameInAnotherCaseFindsTheOneSetItCanMean() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.colorSet("A.xcassets/Brand.colorset", red)
        try folder.colorSet("A.xcassets/Accent.colorset", red)
        try folder.colorSet("A.xcassets/ACCENT.colorset", blue)
        let catalog = try AssetCatalog(searchDirectories: [folder.root])
        #expect(try catalog.color(named: "brand")?.any == .rgba(AssetRGBA(red: 1, green: 0, blue: 0, alpha: 1)))
        #expect(try catalog.color(named: "ACCENT")?.any == .rgba(AssetRGBA(red: 0, green: 0, blue: 1, alpha: 1)), "an exact name wins")
        #expect(try catalog.color(named: "accent") == nil, "two sets could be meant: neither is chosen")
    }

    @Test func aSearchFolderMayBeACatalogItself() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.colorSet("Colors.xcassets/Brand.colorset", red)
        let catalog = try AssetCatalog(searchDirectories: [folder.path("Colors.xcassets")])
        #expect(catalog.catalogs == [folder.path("Colors.xcassets")])
        #expect(catalog.colorNames == ["Brand"])
    }

    @Test func namespacedFoldersPrefixNamesAndPlainFoldersOnlyGroup() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.group("A.xcassets/Palette", namespace: true)
        try folder.colorSet("A.xcassets/Palette/Primary.colorset", red)
        try folder.group("A.xcassets/Palette/Dark", namespace: true)
        try folder.colorSet("A.xcassets/Palette/Dark/Primary.colorset", blue)
        try folder.group("A.xcassets/Icons", namespace: false)
        try folder.imageSet("A.xcassets/Icons/Close.imageset", #"{ "filename" : "close.pdf", "idiom" : "universal" }"#)
        // A group without a Contents.json (other tools write none) only groups.
        try folder.colorSet("A.xcassets/Loose/Accent.colorset", blue)
        // A namespace inside a plain group starts the prefix there.
        try folder.group("A.xcassets/Icons/Tabs", namespace: true)
        try folder.imageSet("A.xcassets/Icons/Tabs/Home.imageset", #"{ "filename" : "home.pdf", "idiom" : "universal" }"#)

        let catalog = try AssetCatalog(searchDirectories: [folder.root])
        #expect(catalog.colorNames == ["Accent", "Palette/Dark/Primary", "Palette/Primary"])
        #expect(catalog.imageNames == ["Close", "Tabs/Home"])
        #expect(try catalog.color(named: "Palette/Dark/Primary")?.any == .rgba(AssetRGBA(red: 0, green: 0, blue: 1, alpha: 1)))
        #expect(try catalog.color(named: "Primary") == nil)
        #expect(catalog.colorSetFolder(named: "Palette/Primary") == folder.path("A.xcassets/Palette/Primary.colorset"))
        #expect(catalog.imageSetFolder(named: "Tabs/Home") == folder.path("A.xcassets/Icons/Tabs/Home.imageset"))
    }

    @Test func theFirstOfTwoSetsWithOneNameIsUsedAndTheWarningSaysSo() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.colorSet("First/B.xcassets/Brand.colorset", red)
        try folder.colorSet("First/A.xcassets/Brand.colorset", blue)  // sorted first: A before B
        try folder.colorSet("Second/C.xcassets/Brand.colorset", blue)

        let catalog = try AssetCatalog(searchDirectories: [folder.path("First"), folder.path("Second")])
        #expect(try catalog.color(named: "Brand")?.any == .rgba(AssetRGBA(red: 0, green: 0, blue: 1, alpha: 1)))
        #expect(catalog.colorSetFolder(named: "Brand") == folder.path("First/A.xcassets/Brand.colorset"))
        #expect(catalog.warnings.map(\.description) == [
            "\(folder.path("First/B.xcassets/Brand.colorset")): colour set \"Brand\" has the same name as \(folder.path("First/A.xcassets/Brand.colorset")), which is the one used (the first found: search folders in the order given, each in sorted order)",
            "\(folder.path("Second/C.xcassets/Brand.colorset")): colour set \"Brand\" has the same name as \(folder.path("First/A.xcassets/Brand.colorset")), which is the one used (the first found: search folders in the order given, each in sorted order)",
        ])

        // Search folders in the order given: Second first now.
        let reversed = try AssetCatalog(searchDirectories: [folder.path("Second"), folder.path("First")])
        #expect(reversed.colorSetFolder(named: "Brand") == folder.path("Second/C.xcassets/Brand.colorset"))
    }

    @Test func aColourAndAnImageMayShareAName() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.colorSet("A.xcassets/Brand.colorset", red)
        try folder.imageSet("A.xcassets/Brand.imageset", #"{ "filename" : "brand.png", "idiom" : "universal", "scale" : "2x" }"#)
        let catalog = try AssetCatalog(searchDirectories: [folder.root])
        #expect(catalog.warnings.isEmpty)
        #expect(try catalog.color(named: "Brand") != nil)
        #expect(try catalog.imageSet(named: "Brand") != nil)
    }

    @Test func hiddenAndBuildFoldersAreNotSearched() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.colorSet(".build/debug/App.xcassets/Stale.colorset", red)
        try folder.colorSet(".build-catalogs/App.xcassets/Stale2.colorset", red)
        try folder.colorSet(".git/App.xcassets/Hidden.colorset", red)
        try folder.colorSet("App/Assets.xcassets/.Hidden.colorset", red)
        try folder.colorSet("App/Assets.xcassets/Shown.colorset", red)
        let catalog = try AssetCatalog(searchDirectories: [folder.root])
        #expect(catalog.colorNames == ["Shown"])
        #expect(catalog.catalogs == [folder.path("App/Assets.xcassets")])
    }

    @Test func otherAssetTypesAreSkippedWithoutError() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        // Contents Xcode writes for them, plus sets inside that must not be indexed.
        try folder.write("A.xcassets/AppIcon.appiconset/Contents.json",
                         #"{ "images" : [ { "idiom" : "universal", "platform" : "ios", "size" : "1024x1024" } ], "info" : { "author" : "xcode", "version" : 1 } }"#)
        try folder.write("A.xcassets/Config.dataset/Contents.json", #"{ "data" : [ { "filename" : "config.json", "idiom" : "universal" } ] }"#)
        try folder.write("A.xcassets/custom.symbol.symbolset/Contents.json", #"{ "symbols" : [ { "filename" : "custom.svg", "idiom" : "universal" } ] }"#)
        try folder.write("A.xcassets/LaunchImage.launchimage/Contents.json", "not even JSON")
        try folder.colorSet("A.xcassets/Sprites.spriteatlas/Inner.colorset", red)
        try folder.colorSet("A.xcassets/Brand.colorset", red)
        let catalog = try AssetCatalog(searchDirectories: [folder.root])
        #expect(catalog.colorNames == ["Brand"])
        #expect(catalog.imageNames == [])
        #expect(catalog.warnings.isEmpty)
        #expect(catalog.validate().isEmpty)
    }

    @Test func anEmptyCatalogIsReportedByName() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.write("Preview Content/Preview Assets.xcassets/Contents.json", #"{ "info" : { "author" : "xcode", "version" : 1 } }"#)
        try folder.makeFolder("Empty.xcassets/Only/Groups")
        let catalog = try AssetCatalog(searchDirectories: [folder.root])
        #expect(catalog.colorNames.isEmpty)
        #expect(catalog.warnings.map(\.description) == [
            "\(folder.path("Empty.xcassets")): is an empty asset catalog: no colour, image or other sets in it",
            "\(folder.path("Preview Content/Preview Assets.xcassets")): is an empty asset catalog: no colour, image or other sets in it",
        ])
        #expect(catalog.validate() == catalog.warnings)
    }

    @Test func foldersWithoutCatalogsGiveAnEmptyIndex() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.writeFile("Images/icon@2x.png")
        let catalog = try AssetCatalog(searchDirectories: [folder.root])
        #expect(catalog.catalogs.isEmpty)
        #expect(catalog.warnings.isEmpty)
        #expect(try catalog.color(named: "icon") == nil)
    }

    @Test func aMissingSearchFolderIsAnError() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let error = try #require(throws: AssetCatalogError.self) {
            try AssetCatalog(searchDirectories: [folder.path("Nope")])
        }
        #expect(error.description == "\(folder.path("Nope")): no such folder to search for asset catalogs")

        try folder.writeFile("file.txt")
        let fileError = try #require(throws: AssetCatalogError.self) {
            try AssetCatalog(searchDirectories: [folder.path("file.txt")])
        }
        #expect(fileError.description == "\(folder.path("file.txt")): is a file, expected a folder to search for asset catalogs")
    }

    @Test func relativeSearchFoldersAreMadeAbsolute() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.colorSet("A.xcassets/Brand.colorset", red)
        // The path from the current folder (which tests running in parallel share, so it is not
        // changed) up to the root and down to the catalog.
        let current = FileManager.default.currentDirectoryPath
        let up = String(repeating: "../", count: current.split(separator: "/").count)
        let relative = up + folder.path("A.xcassets/").dropFirst()
        let catalog = try AssetCatalog(searchDirectories: [relative])
        #expect(catalog.searchDirectories == [current + "/" + String(relative.dropLast())])
        #expect(catalog.colorSetFolder(named: "Brand") == current + "/" + up + folder.path("A.xcassets/Brand.colorset").dropFirst())
    }

    @Test func aBrokenGroupContentsFileFailsTheIndexNamingIt() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let file = try folder.write("A.xcassets/Palette/Contents.json", #"{ "properties" : { "provides-namespace" : "yes" } }"#)
        try folder.colorSet("A.xcassets/Palette/Primary.colorset", red)
        let error = try #require(throws: AssetCatalogError.self) {
            try AssetCatalog(searchDirectories: [folder.root])
        }
        #expect(error.description == "\(file): properties.provides-namespace: is \"yes\", expected true or false")

        try folder.write("A.xcassets/Palette/Contents.json", #"{ "properties" : { "provides-namespace" : true }"#)
        let syntax = try #require(throws: AssetCatalogError.self) {
            try AssetCatalog(searchDirectories: [folder.root])
        }
        #expect(syntax.description == "\(file): is not valid JSON: line 1, column 49: the file ends inside an object, expected , or }")
    }

    @Test func aBrokenSetFailsOnlyTheLookupsOfItsName() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let file = try folder.write("A.xcassets/Broken.colorset/Contents.json", #"{ "colors" : [ { "color" : { "color-space" : "srgb", "components" : { "red" : "2.0", "green" : "0", "blue" : "0", "alpha" : "1.000" } } } ] }"#)
        try folder.makeFolder("A.xcassets/NoContents.colorset")
        try folder.colorSet("A.xcassets/Fine.colorset", red)
        let catalog = try AssetCatalog(searchDirectories: [folder.root])
        #expect(try catalog.color(named: "Fine") != nil)
        let expected = "\(file): colors[0].color.components.red: \"2.0\" is out of range: expected 0…1 for red in srgb"
        for _ in 0..<2 {  // the second answer comes from the cache
            let error = try #require(throws: AssetCatalogError.self) { try catalog.color(named: "Broken") }
            #expect(error.description == expected)
        }
        let missing = try #require(throws: AssetCatalogError.self) { try catalog.color(named: "NoContents") }
        #expect(missing.description == "\(folder.path("A.xcassets/NoContents.colorset/Contents.json")): no such file")
        #expect(catalog.validate().map(\.description) == [expected, missing.description])
    }

    @Test func aLinkLoopEndsAndALinkedCatalogIsReadOnce() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.colorSet("Real/App.xcassets/Brand.colorset", red)
        try folder.makeFolder("Real/Deeper")
        // Deeper/Up → Real: walking it would go round for ever.
        try FileManager.default.createSymbolicLink(atPath: folder.path("Real/Deeper/Up"), withDestinationPath: folder.path("Real"))
        // A link to the catalog, and a link to itself.
        try FileManager.default.createSymbolicLink(atPath: folder.path("Linked.xcassets"), withDestinationPath: folder.path("Real/App.xcassets"))
        try FileManager.default.createSymbolicLink(atPath: folder.path("Self"), withDestinationPath: folder.path("Self"))
        // Inside the catalog, a group linking back to the catalog.
        try FileManager.default.createSymbolicLink(atPath: folder.path("Real/App.xcassets/Loop"), withDestinationPath: folder.path("Real/App.xcassets"))

        let catalog = try AssetCatalog(searchDirectories: [folder.root])
        #expect(catalog.catalogs == [folder.path("Linked.xcassets")])
        #expect(catalog.colorNames == ["Brand"])
        #expect(catalog.warnings.isEmpty)
    }

    @Test func lookupsFromManyThreadsAgree() async throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        for index in 0..<20 {
            let value = String(format: "\"%.3f\"", Double(index) / 20)
            try folder.colorSet("A.xcassets/C\(index).colorset", ColorJSON.entry(ColorJSON.rgb(value, value, value)))
        }
        let catalog = try AssetCatalog(searchDirectories: [folder.root])
        let results = await withTaskGroup(of: [Double].self) { group in
            for _ in 0..<8 {
                group.addTask {
                    (0..<20).map { index in (try? catalog.color(named: "C\(index)"))??.any?.rgba?.red ?? -1 }
                }
            }
            var all: [[Double]] = []
            for await result in group { all.append(result) }
            return all
        }
        let expected = (0..<20).map { Double(String(format: "%.3f", Double($0) / 20)) ?? 0 }
        #expect(results.count == 8)
        #expect(results.allSatisfy { $0 == expected })
    }

    @Test func readingASetFolderDirectlyNamesItByTheFolder() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.colorSet("Brand.Primary.colorset", red)
        let color = try AssetColor(contentsOfColorSet: folder.path("Brand.Primary.colorset"))
        #expect(color.name == "Brand.Primary")
        #expect(color.contentsFile == folder.path("Brand.Primary.colorset/Contents.json"))
    }
}
