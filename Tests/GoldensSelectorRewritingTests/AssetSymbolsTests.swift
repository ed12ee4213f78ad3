import Foundation
@testable import GoldensSelectorRewriting
import Testing

/// The symbols Xcode generates for an app's asset catalogs, made from a catalog as Xcode saves it.
struct AssetSymbolsTests {
    /// A catalog with colour and image sets, one in a group that provides a namespace.
    private func catalog() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("asset-symbols-\(UUID().uuidString)/Assets.xcassets")
        let sets = ["BrandLight.colorset", "AccentColor.colorset", "card-background.colorset", "Red.colorset",
                    "LogoImage.imageset", "1Hero.imageset", "Icons/Close.imageset", "Plain/Arrow.imageset"]
        for set in sets {
            let folder = root.appendingPathComponent(set)
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data("{}".utf8).write(to: folder.appendingPathComponent("Contents.json"))
        }
        try Data(#"{ "properties" : { "provides-namespace" : true } }"#.utf8)
            .write(to: root.appendingPathComponent("Icons/Contents.json"))
        return root
    }

    @Test func setsAreNamedAsXcodeNamesThem() throws {
        let assets = AssetSymbols.assets(inCatalogs: [try catalog()])
        let names = assets.compactMap { asset in AssetSymbols.identifier(for: asset).map { "\(asset.kind):\($0)=\(asset.name)" } }
        // Colours, then images, each sorted by the set's name.
        #expect(names == ["color:accent=AccentColor", "color:brandLight=BrandLight", "color:red=Red",
                          "color:cardBackground=card-background", "image:_1Hero=1Hero", "image:arrow=Arrow",
                          "image:iconsClose=Icons/Close", "image:logo=LogoImage"])
    }

    @Test func theSourceLeavesOutWhatUIKitOrTheAppDeclares() throws {
        let assets = AssetSymbols.assets(inCatalogs: [try catalog()])
        let declared = AssetSymbols.staticMembers(in: "extension UIColor { static let brandLight = UIColor(named: \"BrandLight\")! }")
        let source = AssetSymbols.source(assets: assets, declared: declared)
        #expect(source.contains("static let brandLight = ColorResource(name: \"BrandLight\", bundle: .main)"))
        #expect(!source.contains("static var brandLight: UIColor"), "the app's own")
        #expect(!source.contains("static var red: UIColor"), "UIKit's own")
        #expect(source.contains("static var cardBackground: UIColor { UIColor(resource: .cardBackground) }"))
        #expect(source.contains("static var iconsClose: UIImage { UIImage(resource: .iconsClose) }"))
        #expect(source.contains("static let iconsClose = ImageResource(name: \"Icons/Close\", bundle: .main)"))
    }
}
