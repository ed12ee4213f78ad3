// swift-tools-version: 6.1
// Golden-snapshot regression tests for view-controller transitions.
//
// Modules depend only downward (see docs/Architecture.md):
//   GoldensRaster  bitmaps, colours, geometry and the software rasterizer
//   GoldensPNG     PNG decode/encode on libpng, with limits and clear errors
//   GoldensJPEG    JPEG decoding in Swift alone (baseline, extended, progressive), bit-exact everywhere
//   GoldensPDF     one-page vector PDFs (asset catalog icons) drawn through the rasterizer
//   GoldensDiff    image comparison: tolerances, anti-aliasing detection, diff images
//   GoldensLayout  the Cassowary constraint solver under Auto Layout
//   GoldensScene   the UIKit-shaped scene model and its animation engine on a virtual clock
//   GoldensResources  the app's resource files read into plain values: storyboards and xibs, asset catalogs
//   GoldensUIKit   UIKit's and CoreGraphics' names and signatures over the scene model
//   GoldensWorkflow  golden comparison, record modes, artifacts and the HTML report
//   GoldensTesting   golden assertions for Swift Testing and XCTest
//   GoldensSnapshotTesting  swift-snapshot-testing strategies for transition frames (trait `SnapshotTesting`)
//   GoldensDoctor  what of an app's folders compiles and loads against GoldensUIKit (`goldens doctor`)
//   GoldensCLI     the `goldens` command-line tool
//   GoldensSelectorRewriting  rewrites `@objc` and `#selector` in UIKit files so they compile on Linux
//   GoldensSelectorsTool      the command the GoldensSelectors build-tool plugin runs on each file
//   GoldensSelectors          opt-in build-tool plugin: compiles a target's excluded UIKit files rewritten
import PackageDescription

let package = Package(
    name: "TransitionGoldens",
    platforms: [.macOS(.v15)],
    products: [
        .library(name: "GoldensRaster", targets: ["GoldensRaster"]),
        .library(name: "GoldensPNG", targets: ["GoldensPNG"]),
        .library(name: "GoldensJPEG", targets: ["GoldensJPEG"]),
        .library(name: "GoldensPDF", targets: ["GoldensPDF"]),
        .library(name: "GoldensDiff", targets: ["GoldensDiff"]),
        .library(name: "GoldensLayout", targets: ["GoldensLayout"]),
        .library(name: "GoldensScene", targets: ["GoldensScene"]),
        .library(name: "GoldensUIKit", targets: ["GoldensUIKit"]),
        .library(name: "GoldensTesting", targets: ["GoldensTesting"]),
        .library(name: "GoldensFixtures", targets: ["GoldensFixtures"]),
        .library(name: "GoldensSnapshotTesting", targets: ["GoldensSnapshotTesting"]),
        .executable(name: "goldens", targets: ["GoldensCLI"]),
        .plugin(name: "GoldensPlugin", targets: ["GoldensPlugin"]),
        .plugin(name: "GoldensSelectors", targets: ["GoldensSelectors"]),
    ],
    traits: [
        .trait(name: "SnapshotTesting",
               description: "GoldensSnapshotTesting's strategies for swift-snapshot-testing (assertSnapshot(of: frames, as: .goldenFrames()))."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Built only with the `SnapshotTesting` trait.
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.17.0"),
        // Only the GoldensSelectors plugin's tool and the rewriter's tests use it: a package that
        // uses this one without applying the plugin never builds it.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
        // `swift package generate-documentation --target GoldensTesting` (the DocC catalog).
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        // libpng (and zlib through it), found by pkg-config.
        .systemLibrary(
            name: "CLibPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev", "zlib1g-dev"]), .brew(["libpng"])]
        ),
        // A small C layer that owns libpng's setjmp, so a libpng error becomes a return
        // code instead of a longjmp across Swift frames (which would abort the process).
        // Its direct decoder calls zlib itself (libpng links zlib only for its own use), and
        // loads libdeflate at run time when the system has it.
        .target(name: "CPNGShim", dependencies: ["CLibPNG"], linkerSettings: [.linkedLibrary("z")]),
        // Fonts/: the Inter subsets the text renderer draws (made by scripts/make_fonts.py) and their
        // OFL, and the CJK fallback's licence (scripts/make_fallback_font.py); the renderer reads the
        // fonts' bytes from EmbeddedFonts.swift and EmbeddedFallbackFont.swift, so no file is a resource.
        .target(name: "GoldensRaster", exclude: ["Fonts/OFL.txt", "Fonts/Inter-Regular.ttf", "Fonts/Inter-Medium.ttf",
                                                "Fonts/Inter-SemiBold.ttf", "Fonts/Inter-Bold.ttf",
                                                "Fonts/DroidSansFallback-LICENSE.txt"]),
        .target(name: "GoldensPNG", dependencies: ["GoldensRaster", "CPNGShim"]),
        // No C and no system library: integer arithmetic only, so its pixels are the same everywhere.
        .target(name: "GoldensJPEG", dependencies: ["GoldensRaster"]),
        .target(name: "GoldensPDF", dependencies: ["GoldensRaster", "GoldensJPEG", "CPNGShim"]),
        .target(name: "GoldensDiff", dependencies: ["GoldensRaster"]),
        // Linear constraints and their incremental solver: no views, no geometry types.
        .target(name: "GoldensLayout"),
        .target(name: "GoldensScene", dependencies: ["GoldensRaster", "GoldensLayout"]),
        // The files an app ships beside its code, read as Xcode saves them (the XML of storyboards
        // and xibs, the JSON of asset catalogs) into plain values, with errors naming the file,
        // the element and the value: no UIKit, no views.
        .target(name: "GoldensResources"),
        // UIKit's names over the scene model, so transition code written for UIKit compiles with
        // only its import changed. Nothing below depends on it.
        .target(name: "GoldensUIKit", dependencies: ["GoldensScene", "GoldensPNG", "GoldensJPEG", "GoldensPDF", "GoldensResources"]),
        // The golden workflow without a test framework (compare, record, artifacts, report),
        // shared by GoldensTesting and the CLI so the tool never links XCTest or Swift Testing.
        .target(name: "GoldensWorkflow", dependencies: ["GoldensRaster", "GoldensPNG", "GoldensDiff", "GoldensScene"]),
        // Golden assertions for Swift Testing and XCTest.
        .target(name: "GoldensTesting", dependencies: ["GoldensWorkflow", "GoldensRaster", "GoldensPNG", "GoldensDiff", "GoldensScene"]),
        // Frames as one sheet image and its frame-by-frame comparison, always built; the
        // swift-snapshot-testing strategies on top only with the `SnapshotTesting` trait.
        .target(
            name: "GoldensSnapshotTesting",
            dependencies: [
                "GoldensTesting", "GoldensWorkflow", "GoldensPNG", "GoldensDiff", "GoldensRaster",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ]
        ),
        .testTarget(
            name: "GoldensSnapshotTestingTests",
            dependencies: [
                "GoldensSnapshotTesting", "GoldensTesting", "GoldensUIKit",
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing", condition: .when(traits: ["SnapshotTesting"])),
            ],
            exclude: ["__Snapshots__"]
        ),
        // The seed transitions ported to the scene model: the package's examples and the main job.
        .target(
            name: "GoldensFixtures",
            dependencies: ["GoldensScene", "GoldensUIKit", "GoldensPNG"],
            path: "Fixtures",
            exclude: ["Images"],
            sources: ["Sources"]
        ),
        // `goldens doctor`: compiles an app's files against the built GoldensUIKit with the
        // toolchain's compiler, and loads its storyboards and catalogs.
        .target(name: "GoldensDoctor", dependencies: ["GoldensUIKit", "GoldensResources", "GoldensPDF", "GoldensPNG"]),
        .executableTarget(
            name: "GoldensCLI",
            dependencies: [
                "GoldensRaster", "GoldensPNG", "GoldensDiff", "GoldensWorkflow", "GoldensFixtures", "GoldensScene", "GoldensDoctor",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // The font reader is checked against fontTools' readings (Expectations/, from scripts/make_fonts.py).
        .testTarget(name: "GoldensRasterTests", dependencies: ["GoldensRaster"], exclude: ["Expectations"]),
        .testTarget(name: "GoldensDiffTests", dependencies: ["GoldensDiff", "GoldensRaster"]),
        // Checked against kiwisolver's solutions (Expectations/, with the script that made them).
        .testTarget(name: "GoldensLayoutTests", dependencies: ["GoldensLayout"], exclude: ["Expectations"]),
        .testTarget(name: "GoldensSceneTests", dependencies: ["GoldensScene", "GoldensRaster"]),
        .testTarget(name: "GoldensResourcesTests", dependencies: ["GoldensResources"]),
        // Core Graphics drawing is checked against cairo's and Skia's (Expectations/, from
        // scripts/coregraphics/make-expectations.py).
        .testTarget(name: "GoldensUIKitTests", dependencies: ["GoldensUIKit", "GoldensTesting", "GoldensPNG"], exclude: ["Expectations"]),
        // The Swift samples of README.md and the DocC articles, compiled and run; a test checks
        // that every sample in those documents is here. Storyboards/ is the samples' app's.
        .testTarget(name: "DocumentationSamplesTests", dependencies: ["GoldensUIKit", "GoldensTesting"], exclude: ["Storyboards"]),
        // Transition code written as UIKit code in Swift 5 mode, as most apps still compile it.
        .testTarget(
            name: "UIKitSwift5Tests",
            dependencies: ["GoldensUIKit", "GoldensTesting"],
            swiftSettings: [.swiftLanguageMode(.v5)]
        ),
        // Transition files written as UIKit code (Tests/UIKitCompatibilityTests/Transitions),
        // compiled with only the import idiom, in Swift 6 mode (golden-tested) and, through a
        // symbolic link to the same folder, in Swift 5 mode (positions measured from pixels). The
        // folder is excluded and compiled through the GoldensSelectors plugin, so its `@objc`
        // methods and `#selector`s compile as they are written for UIKit.
        .testTarget(
            name: "UIKitCompatibilityTests",
            dependencies: ["GoldensUIKit", "GoldensTesting"],
            exclude: ["Transitions", "Storyboards"],
            plugins: ["GoldensSelectors"]
        ),
        .testTarget(
            name: "UIKitCompatibilitySwift5Tests",
            dependencies: ["GoldensUIKit", "GoldensTesting"],
            exclude: ["Transitions"],
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: ["GoldensSelectors"]
        ),
        .testTarget(name: "FixtureGoldenTests", dependencies: ["GoldensFixtures", "GoldensTesting", "GoldensScene"]),
        .testTarget(name: "GoldensTestingTests", dependencies: ["GoldensTesting", "GoldensWorkflow", "GoldensDiff", "GoldensPNG", "GoldensRaster"]),
        // Runs the built `goldens` executable as a user would; depending on it makes `swift test` build it.
        // SampleApp/ is an app's folder for doctor to examine, not code of the target.
        .testTarget(name: "GoldensDoctorTests", dependencies: ["GoldensDoctor"], exclude: ["SampleApp"]),
        .testTarget(name: "GoldensCLITests", dependencies: ["GoldensCLI", "GoldensPNG", "GoldensRaster", "GoldensWorkflow"]),
        .testTarget(
            name: "GoldensPNGTests",
            dependencies: ["GoldensPNG", "GoldensRaster"],
            exclude: ["Resources"]
        ),
        // Resources/: JPEGs and Pillow's decodes of them (scripts/jpeg/make-test-images.py).
        .testTarget(name: "GoldensPDFTests", dependencies: ["GoldensPDF", "GoldensRaster", "GoldensJPEG"]),
        .testTarget(name: "GoldensJPEGTests", dependencies: ["GoldensJPEG", "GoldensRaster"], exclude: ["Resources"]),
        // Rewrites `@objc` and `#selector` (SwiftSyntax only: no macros, no SwiftSyntaxBuilder).
        .target(
            name: "GoldensSelectorRewriting",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // `GoldensSelectorsTool <input.swift> <output.swift>`: one rewritten file per run. No
        // product: SwiftPM refuses a plugin whose tool also backs an executable product.
        .executableTarget(name: "GoldensSelectorsTool", dependencies: ["GoldensSelectorRewriting"]),
        .testTarget(name: "GoldensSelectorRewritingTests", dependencies: ["GoldensSelectorRewriting"]),
        // `exclude: ["Transitions"], plugins: [.plugin(name: "GoldensSelectors", package:
        // "TransitionGoldens")]`: the excluded Swift files are compiled rewritten.
        .plugin(name: "GoldensSelectors", capability: .buildTool(), dependencies: ["GoldensSelectorsTool"]),
        // `swift package --allow-writing-to-package-directory goldens record`: forwards to the tool.
        .plugin(
            name: "GoldensPlugin",
            capability: .command(
                intent: .custom(verb: "goldens", description: "Run golden tests, record, report, accept and prune goldens."),
                permissions: [.writeToPackageDirectory(reason: "Records and accepts golden PNGs under Goldens/.")]
            )
        ),
    ]
)
