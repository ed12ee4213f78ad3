import Foundation
import GoldensResources
import Testing

/// Colour sets: every component form, space, appearance and device slot, and every bad value.
@Suite struct AssetCatalogColorTests {
    /// Writes a colour set with `entries` and reads it.
    private func read(_ entries: String...) throws -> AssetColor {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.write("Test.colorset/Contents.json", """
        { "colors" : [ \(entries.joined(separator: ", ")) ], "info" : { "author" : "xcode", "version" : 1 } }
        """)
        return try AssetColor(contentsOfColorSet: folder.path("Test.colorset"))
    }

    /// The error reading a colour set with `entries` gives, with the temporary folder taken out
    /// of its description (`Test.colorset/Contents.json: …`).
    private func failure(_ entries: String...) throws -> String {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.write("Test.colorset/Contents.json", """
        { "colors" : [ \(entries.joined(separator: ", ")) ] }
        """)
        let error = try #require(throws: AssetCatalogError.self) {
            try AssetColor(contentsOfColorSet: folder.path("Test.colorset"))
        }
        #expect(error.file == folder.path("Test.colorset/Contents.json"))
        return error.description.replacingOccurrences(of: folder.root + "/", with: "")
    }

    private func rgba(_ color: AssetColor, _ appearance: AssetAppearance = .any) -> AssetRGBA? {
        color.variants[appearance]?.rgba
    }

    // MARK: Component forms

    @Test func floatingPointStringsAsXcodeWritesThem() throws {
        let color = try read(ColorJSON.entry(ColorJSON.rgb(#""0.200""#, #""0.400""#, #""0.600""#, alpha: #""0.500""#)))
        #expect(rgba(color) == AssetRGBA(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.5))
        #expect(color.variants.count == 1)
    }

    @Test func eightBitIntegerStringsAreOutOf255() throws {
        let color = try read(ColorJSON.entry(ColorJSON.rgb(#""255""#, #""128""#, #""0""#)))
        #expect(rgba(color) == AssetRGBA(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        // Xcode's 8-bit form is a plain integer, so "1" is 1/255, not 1.
        let one = try read(ColorJSON.entry(ColorJSON.rgb(#""1""#, #""007""#, #""0""#)))
        #expect(rgba(one) == AssetRGBA(red: 1.0 / 255, green: 7.0 / 255, blue: 0, alpha: 1))
    }

    @Test func hexadecimalStringsAreOutOf255() throws {
        let color = try read(ColorJSON.entry(ColorJSON.rgb(#""0xFF""#, #""0x80""#, #""0X0a""#)))
        #expect(rgba(color) == AssetRGBA(red: 1, green: 128.0 / 255, blue: 10.0 / 255, alpha: 1))
        let shipSwift = try read(ColorJSON.entry(ColorJSON.rgb(#""0x31""#, #""0x46""#, #""0x3E""#)))
        #expect(rgba(shipSwift) == AssetRGBA(red: 49.0 / 255, green: 70.0 / 255, blue: 62.0 / 255, alpha: 1))
    }

    @Test func jsonNumbersAreReadAsZeroToOne() throws {
        let color = try read(ColorJSON.entry(ColorJSON.rgb("0.5", "1", "0", alpha: "1")))
        #expect(rgba(color) == AssetRGBA(red: 0.5, green: 1, blue: 0, alpha: 1))
        let exponent = try read(ColorJSON.entry(ColorJSON.rgb("2.5e-1", "0.0", "1E0", alpha: "0.25")))
        #expect(rgba(exponent) == AssetRGBA(red: 0.25, green: 0, blue: 1, alpha: 0.25))
    }

    @Test func aColourWithoutAColourSpaceIsSRGB() throws {
        let color = try read(#"{ "color" : { "components" : { "red" : "0.100", "green" : "0.200", "blue" : "0.300", "alpha" : "1.000" } }, "idiom" : "universal" }"#)
        #expect(rgba(color) == AssetRGBA(red: 0.1, green: 0.2, blue: 0.3, alpha: 1))
    }

    // MARK: Colour spaces

    @Test func extendedSpacesAreClampedToZeroToOne() throws {
        let extended = try read(ColorJSON.entry(ColorJSON.rgb(#""1.200""#, #""-0.100""#, #""0.500""#, space: "extended-srgb")))
        #expect(rgba(extended) == AssetRGBA(red: 1, green: 0, blue: 0.5, alpha: 1))
        let gray = try read(ColorJSON.entry(ColorJSON.gray(#""-0.200""#, alpha: #""0.500""#, space: "extended-gray")))
        #expect(rgba(gray) == AssetRGBA(red: 0, green: 0, blue: 0, alpha: 0.5))
        let linear = try read(ColorJSON.entry(ColorJSON.rgb(#""2.000""#, #""0.000""#, #""-1.000""#, space: "extended-linear-srgb")))
        #expect(rgba(linear) == AssetRGBA(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func greysHaveWhiteAndAlpha() throws {
        let white = try read(ColorJSON.entry(ColorJSON.gray(#""1.000""#, space: "extended-gray")))
        #expect(rgba(white) == AssetRGBA(red: 1, green: 1, blue: 1, alpha: 1))
        let black = try read(ColorJSON.entry(ColorJSON.gray(#""0.000""#)))
        #expect(rgba(black) == AssetRGBA(red: 0, green: 0, blue: 0, alpha: 1))
        // Gray Gamma 2.2 is not sRGB's curve: 0.5 is a little lighter in sRGB.
        let mid = try #require(rgba(try read(ColorJSON.entry(ColorJSON.gray(#""0.500""#)))))
        #expect(abs(mid.red - 0.50386678227452825) < 1e-14)
        #expect(mid.red == mid.green && mid.green == mid.blue)
        let eightBit = try #require(rgba(try read(ColorJSON.entry(ColorJSON.gray(#""0x00""#, alpha: #""128""#)))))
        #expect(eightBit == AssetRGBA(red: 0, green: 0, blue: 0, alpha: 128.0 / 255))
    }

    @Test func displayP3IsConvertedAndAGreyStaysExact() throws {
        let p3 = try #require(rgba(try read(ColorJSON.entry(ColorJSON.rgb(#""0.800""#, #""0.400""#, #""0.200""#, space: "display-p3")))))
        #expect(abs(p3.red - 0.85956979339861413) < 1e-14)
        #expect(abs(p3.green - 0.37040228688550161) < 1e-14)
        #expect(abs(p3.blue - 0.12343446308517259) < 1e-14)
        let grey = try read(ColorJSON.entry(ColorJSON.rgb(#""0.500""#, #""0.500""#, #""0.500""#, alpha: #""0.250""#, space: "display-p3")))
        #expect(rgba(grey) == AssetRGBA(red: 0.5, green: 0.5, blue: 0.5, alpha: 0.25))
    }

    // MARK: System colours

    @Test func systemColourReferencesAreKeptByName() throws {
        let color = try read(
            #"{ "color" : { "platform" : "ios", "reference" : "systemBlueColor" }, "idiom" : "universal" }"#,
            ColorJSON.entry(#"{ "platform" : "universal", "reference" : "labelColor" }"#, appearances: [ColorJSON.dark]))
        let blue = AssetSystemColor(reference: "systemBlueColor", platform: "ios")
        #expect(color.any == .system(blue))
        #expect(blue.uiColorName == "systemBlue")
        #expect(color.dark == .system(AssetSystemColor(reference: "labelColor", platform: "universal")))
        #expect(AssetSystemColor(reference: "separatorColor").uiColorName == "separator")
        #expect(AssetSystemColor(reference: "Color").uiColorName == "Color")
        #expect(color.any?.rgba == nil)
        #expect(color.any?.description == "system colour systemBlueColor")
    }

    @Test func aReferenceMayStandBesideComponentsInOneSet() throws {
        let color = try read(
            ColorJSON.entry(ColorJSON.gray(#""1.000""#, space: "extended-gray")),
            ColorJSON.entry(#"{ "platform" : "XR", "reference" : "systemBackgroundColor" }"#, appearances: [ColorJSON.dark]))
        #expect(color.resolved(dark: false) == .rgba(AssetRGBA(red: 1, green: 1, blue: 1, alpha: 1)))
        #expect(color.resolved(dark: true) == .system(AssetSystemColor(reference: "systemBackgroundColor", platform: "XR")))
    }

    // MARK: Appearances

    /// An sRGB grey, so the values read back as written.
    private func value(_ white: Double) -> String { ColorJSON.rgb("\"\(white)\"", "\"\(white)\"", "\"\(white)\"") }
    private func grey(_ white: Double) -> AssetColorValue { .rgba(AssetRGBA(red: white, green: white, blue: white, alpha: 1)) }

    @Test func allSixAppearancesAreRead() throws {
        let color = try read(
            ColorJSON.entry(value(0.1)),
            ColorJSON.entry(value(0.2), appearances: [ColorJSON.light]),
            ColorJSON.entry(value(0.3), appearances: [ColorJSON.dark]),
            ColorJSON.entry(value(0.4), appearances: [ColorJSON.high]),
            ColorJSON.entry(value(0.5), appearances: [ColorJSON.light, ColorJSON.high]),
            ColorJSON.entry(value(0.6), appearances: [ColorJSON.dark, ColorJSON.high]))
        #expect([color.any, color.light, color.dark, color.highContrast, color.highContrastLight, color.highContrastDark]
                == [grey(0.1), grey(0.2), grey(0.3), grey(0.4), grey(0.5), grey(0.6)])
        #expect(color.resolvedAppearance(dark: false) == .light)
        #expect(color.resolvedAppearance(dark: true) == .dark)
        #expect(color.resolvedAppearance(dark: false, highContrast: true) == .highContrastLight)
        #expect(color.resolvedAppearance(dark: true, highContrast: true) == .highContrastDark)
    }

    @Test func theFallbackOrderKeepsLuminosityBeforeContrast() throws {
        // Any, Dark and High Contrast (any), as Xcode's editor fills them with "High Contrast" ticked.
        let color = try read(
            ColorJSON.entry(value(0.1)),
            ColorJSON.entry(value(0.3), appearances: [ColorJSON.dark]),
            ColorJSON.entry(value(0.4), appearances: [ColorJSON.high]))
        #expect(color.resolvedAppearance(dark: false) == .any)
        #expect(color.resolvedAppearance(dark: true) == .dark)
        #expect(color.resolvedAppearance(dark: false, highContrast: true) == .highContrast)
        // Dark + high contrast: no high-contrast dark, so dark (not the light-leaning high contrast any).
        #expect(color.resolvedAppearance(dark: true, highContrast: true) == .dark)

        #expect(AssetAppearance.lookupOrder(dark: true, highContrast: true) == [.highContrastDark, .dark, .highContrast, .any])
        #expect(AssetAppearance.lookupOrder(dark: false, highContrast: false) == [.light, .any])
        #expect(AssetAppearance.lookupOrder(dark: true, highContrast: false) == [.dark, .any])
        #expect(AssetAppearance.lookupOrder(dark: false, highContrast: true) == [.highContrastLight, .light, .highContrast, .any])
        #expect(AssetAppearance.highContrastDark.description == "high contrast dark")
        #expect(AssetAppearance.highContrast.description == "high contrast")
    }

    @Test func aSetWithOnlyADarkColourHasNothingForLightMode() throws {
        let color = try read(ColorJSON.entry(value(0.3), appearances: [ColorJSON.dark]))
        #expect(color.resolved(dark: false) == nil)
        #expect(color.resolved(dark: true) == grey(0.3))
    }

    @Test func entriesWithoutAColourAreEmptySlots() throws {
        // Xcode's template AccentColor: an Any slot and a Dark slot, neither filled.
        let color = try read(
            #"{ "idiom" : "universal" }"#,
            #"{ "appearances" : [ { "appearance" : "luminosity", "value" : "dark" } ], "idiom" : "universal" }"#)
        #expect(color.variants.isEmpty)
        #expect(color.resolved(dark: false) == nil)
        #expect(color.resolved(dark: true, highContrast: true) == nil)
        #expect(try read().variants.isEmpty)
    }

    // MARK: Devices

    @Test func anIPhoneEntryBeatsUniversalWhateverTheOrder() throws {
        let first = try read(ColorJSON.entry(value(0.2), idiom: "iphone"), ColorJSON.entry(value(0.1)))
        let last = try read(ColorJSON.entry(value(0.1)), ColorJSON.entry(value(0.2), idiom: "iphone"))
        #expect(first.any == grey(0.2))
        #expect(last.any == grey(0.2))
    }

    @Test func entriesForOtherDevicesAreNotUsed() throws {
        let color = try read(
            ColorJSON.entry(value(0.9), idiom: "ipad"),
            ColorJSON.entry(value(0.8), idiom: "mac"),
            ColorJSON.entry(value(0.7), idiom: "watch"),
            ColorJSON.entry(value(0.1)),
            ColorJSON.entry(value(0.6), idiom: "tv", appearances: [ColorJSON.dark]))
        #expect(color.variants == [.any: grey(0.1)])
        let none = try read(ColorJSON.entry(value(0.9), idiom: "ipad"))
        #expect(none.variants.isEmpty)
    }

    @Test func theSRGBGamutEntryBeatsDisplayP3() throws {
        let color = try read(
            ColorJSON.entry(value(0.9), extra: #""display-gamut" : "display-P3", "#),
            ColorJSON.entry(value(0.1), extra: #""display-gamut" : "sRGB", "#))
        #expect(color.any == grey(0.1))
        let p3Only = try read(ColorJSON.entry(value(0.9), extra: #""display-gamut" : "display-P3", "#), ColorJSON.entry(value(0.5), idiom: "ipad"))
        #expect(p3Only.any == grey(0.9))
    }

    @Test func entriesForTraitsNotModelledAreNotUsed() throws {
        let color = try read(
            ColorJSON.entry(value(0.9), extra: #""width-class" : "compact", "#),
            ColorJSON.entry(value(0.8), extra: #""locale" : "ja", "#),
            ColorJSON.entry(value(0.7), extra: #""language-direction" : "right-to-left", "#),
            ColorJSON.entry(value(0.1)),
            ColorJSON.entry(value(0.2), extra: #""language-direction" : "left-to-right", "#))
        #expect(color.any == grey(0.2))
    }

    @Test func theFirstOfEqualEntriesIsUsed() throws {
        let color = try read(ColorJSON.entry(value(0.1)), ColorJSON.entry(value(0.2)))
        #expect(color.any == grey(0.1))
    }

    // MARK: Bad input

    @Test func componentsOutOfRangeNameTheFileElementAndValue() throws {
        #expect(try failure(ColorJSON.entry(ColorJSON.rgb(#""1.500""#, #""0""#, #""0""#)))
                == #"Test.colorset/Contents.json: colors[0].color.components.red: "1.500" is out of range: expected 0…1 for red in srgb"#)
        #expect(try failure(ColorJSON.entry(ColorJSON.rgb(#""0""#, #""-0.100""#, #""0""#, space: "display-p3")))
                == #"Test.colorset/Contents.json: colors[0].color.components.green: "-0.100" is out of range: expected 0…1 for green in display-p3"#)
        #expect(try failure(ColorJSON.entry(ColorJSON.rgb(#""0""#, #""0""#, #""256""#)))
                == #"Test.colorset/Contents.json: colors[0].color.components.blue: "256" is not a component: expected an 8-bit value 0…255 (or floating point such as "0.500")"#)
        #expect(try failure(ColorJSON.entry(ColorJSON.rgb(#""0""#, #""0""#, "128")))
                == #"Test.colorset/Contents.json: colors[0].color.components.blue: 128 is out of range: expected 0…1 for blue in srgb (an 8-bit value is written as a string, "128")"#)
        // Alpha is 0…1 even in the extended spaces.
        #expect(try failure(ColorJSON.entry(ColorJSON.rgb(#""0""#, #""0""#, #""0""#, alpha: #""1.500""#, space: "extended-srgb")))
                == #"Test.colorset/Contents.json: colors[0].color.components.alpha: "1.500" is out of range: expected 0…1 for alpha in extended-srgb"#)
        #expect(try failure(ColorJSON.entry(value(0.1)), ColorJSON.entry(ColorJSON.gray(#""2.000""#)))
                == #"Test.colorset/Contents.json: colors[1].color.components.white: "2.000" is out of range: expected 0…1 for white in gray-gamma-22"#)
    }

    @Test func hugeIntegersAreErrorsNotCrashes() throws {
        #expect(try failure(ColorJSON.entry(ColorJSON.rgb(#""0xFFFFFFFFFFFF""#, #""0""#, #""0""#)))
                == #"Test.colorset/Contents.json: colors[0].color.components.red: "0xFFFFFFFFFFFF" is not a component: expected a hexadecimal byte 0x00…0xFF"#)
        #expect(try failure(ColorJSON.entry(ColorJSON.rgb(#""0x100""#, #""0""#, #""0""#)))
                == #"Test.colorset/Contents.json: colors[0].color.components.red: "0x100" is not a component: expected a hexadecimal byte 0x00…0xFF"#)
        #expect(try failure(ColorJSON.entry(ColorJSON.rgb(#""0x""#, #""0""#, #""0""#)))
                == #"Test.colorset/Contents.json: colors[0].color.components.red: "0x" is not a component: expected a hexadecimal byte 0x00…0xFF"#)
        #expect(try failure(ColorJSON.entry(ColorJSON.rgb(#""0x-1""#, #""0""#, #""0""#)))
                == #"Test.colorset/Contents.json: colors[0].color.components.red: "0x-1" is not a component: expected a hexadecimal byte 0x00…0xFF"#)
        #expect(try failure(ColorJSON.entry(ColorJSON.rgb(#""99999999999999999999999""#, #""0""#, #""0""#)))
                == #"Test.colorset/Contents.json: colors[0].color.components.red: "99999999999999999999999" is not a component: expected an 8-bit value 0…255 (or floating point such as "0.500")"#)
        #expect(try failure(ColorJSON.entry(ColorJSON.rgb("1e308", #""0""#, #""0""#)))
                == #"Test.colorset/Contents.json: colors[0].color.components.red: 1e308 is out of range: expected 0…1 for red in srgb"#)
    }

    @Test func componentsThatAreNotNumbersAreNamed() throws {
        for (written, shown) in [(#""abc""#, #""abc""#), (#""nan""#, #""nan""#), (#""inf""#, #""inf""#), (#""-infinity""#, #""-infinity""#),
                                 (#""""#, #""""#), (#"" 0.5""#, #"" 0.5""#), (#""0x1p-1""#, #""0x1p-1""#), (#""1e999""#, #""1e999""#)] {
            let expected = written.hasPrefix("\"0x")
                ? "Test.colorset/Contents.json: colors[0].color.components.red: \(shown) is not a component: expected a hexadecimal byte 0x00…0xFF"
                : "Test.colorset/Contents.json: colors[0].color.components.red: \(shown) is not a number: expected a component such as \"0.500\", \"128\" or \"0x80\""
            #expect(try failure(ColorJSON.entry(ColorJSON.rgb(written, #""0""#, #""0""#))) == expected)
        }
        for (written, shown) in [("true", "true"), ("null", "null"), ("[1]", "an array"), (#"{ "v" : 1 }"#, "an object")] {
            #expect(try failure(ColorJSON.entry(ColorJSON.rgb(written, #""0""#, #""0""#)))
                    == "Test.colorset/Contents.json: colors[0].color.components.red: is \(shown), expected a component such as \"0.500\", \"128\" or \"0x80\"")
        }
    }

    @Test func missingComponentsAreNamed() throws {
        #expect(try failure(#"{ "color" : { "color-space" : "srgb", "components" : { "red" : "0", "green" : "0", "alpha" : "1.000" } }, "idiom" : "universal" }"#)
                == #"Test.colorset/Contents.json: colors[0].color.components: has no "blue" component: a srgb colour needs red, green, blue, alpha"#)
        #expect(try failure(#"{ "color" : { "color-space" : "srgb", "components" : { "red" : "0", "green" : "0", "blue" : "0" } }, "idiom" : "universal" }"#)
                == #"Test.colorset/Contents.json: colors[0].color.components: has no "alpha" component: a srgb colour needs red, green, blue, alpha"#)
        #expect(try failure(#"{ "color" : { "color-space" : "gray-gamma-22", "components" : { "red" : "0", "green" : "0", "blue" : "0", "alpha" : "1" } } }"#)
                == #"Test.colorset/Contents.json: colors[0].color.components: has no "white" component: a gray-gamma-22 colour needs white, alpha"#)
        #expect(try failure(#"{ "color" : { "color-space" : "srgb" }, "idiom" : "universal" }"#)
                == #"Test.colorset/Contents.json: colors[0].color: has neither "components" nor a system colour "reference""#)
        #expect(try failure(#"{ "color" : { "color-space" : "srgb", "components" : [ 1, 0, 0, 1 ] } }"#)
                == #"Test.colorset/Contents.json: colors[0].color.components: is an array, expected an object"#)
    }

    @Test func anUnknownColourSpaceIsNamedWithTheKnownOnes() throws {
        #expect(try failure(ColorJSON.entry(ColorJSON.rgb(#""0""#, #""0""#, #""0""#, space: "adobe-rgb")))
                == #"Test.colorset/Contents.json: colors[0].color.color-space: "adobe-rgb" is no colour space Xcode writes: expected one of srgb, extended-srgb, extended-linear-srgb, display-p3, gray-gamma-22, extended-gray"#)
        #expect(try failure(#"{ "color" : { "color-space" : 3, "components" : {} } }"#)
                == #"Test.colorset/Contents.json: colors[0].color.color-space: is 3, expected a string"#)
    }

    @Test func badSlotsAreNamed() throws {
        #expect(try failure(ColorJSON.entry(value(0.1), appearances: [#"{ "appearance" : "luminosity", "value" : "dim" }"#]))
                == #"Test.colorset/Contents.json: colors[0].appearances[0]: appearance "luminosity" with value "dim": expected luminosity light or dark, or contrast high"#)
        #expect(try failure(ColorJSON.entry(value(0.1), appearances: [#"{ "appearance" : "vibrancy" }"#]))
                == #"Test.colorset/Contents.json: colors[0].appearances[0]: appearance "vibrancy" with value (none): expected luminosity light or dark, or contrast high"#)
        #expect(try failure(ColorJSON.entry(value(0.1), extra: #""display-gamut" : "P3", "#))
                == #"Test.colorset/Contents.json: colors[0].display-gamut: "P3" is no display gamut: expected sRGB or display-P3"#)
        #expect(try failure(ColorJSON.entry(value(0.1), idiom: "iphone\", \"language-direction\" : \"up"))
                == #"Test.colorset/Contents.json: colors[0].language-direction: "up" is no language direction: expected left-to-right or right-to-left"#)
        #expect(try failure(#""just a string""#)
                == #"Test.colorset/Contents.json: colors[0]: is "just a string", expected an object (one entry of the set)"#)
        // An entry for another device is still checked: the file is wrong.
        #expect(try failure(ColorJSON.entry(value(0.1)), ColorJSON.entry(ColorJSON.rgb(#""1.5""#, #""0""#, #""0""#), idiom: "ipad"))
                == #"Test.colorset/Contents.json: colors[1].color.components.red: "1.5" is out of range: expected 0…1 for red in srgb"#)
    }

    @Test func theFileItselfMustBeAnObjectWithAColoursArray() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        try folder.write("A.colorset/Contents.json", #"[ 1, 2 ]"#)
        let array = try #require(throws: AssetCatalogError.self) { try AssetColor(contentsOfColorSet: folder.path("A.colorset")) }
        #expect(array.description == "\(folder.path("A.colorset/Contents.json")): is an array, expected an object with a \"colors\" array")
        try folder.write("B.colorset/Contents.json", #"{ "colors" : { "color" : 1 } }"#)
        let notArray = try #require(throws: AssetCatalogError.self) { try AssetColor(contentsOfColorSet: folder.path("B.colorset")) }
        #expect(notArray.description == "\(folder.path("B.colorset/Contents.json")): colors: is an object, expected an array")
    }
}
