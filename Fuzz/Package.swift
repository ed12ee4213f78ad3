// swift-tools-version: 6.1
// Differential fuzzing with libFuzzer, in its own package so nothing here (unsafe flags, the
// fuzzing runtime) ever reaches users of the library. Built and run by `scripts/fuzz.sh`; see
// README.md here for what each target checks.
//
// Each fuzz target is an executable whose only entry point is `LLVMFuzzerTestOneInput`:
// libFuzzer supplies `main` when built with `--sanitize=fuzzer`. `-parse-as-library` keeps the
// compiler from expecting top-level code (the files are not named main.swift, and have no @main).
import PackageDescription

let fuzzTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
    name: "TransitionGoldensFuzz",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "TransitionGoldens", path: ".."),
        // The rewriter fuzzer parses its output; the same swift-syntax the package resolves.
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        // What the targets and the seed maker share: the byte reader, the display-list
        // generator and the diff input format (so seeds are written in the format read).
        .target(
            name: "FuzzSupport",
            dependencies: [
                .product(name: "GoldensDiff", package: "TransitionGoldens"),
                .product(name: "GoldensRaster", package: "TransitionGoldens"),
            ]
        ),
        .executableTarget(
            name: "FuzzDisplayListReader",
            dependencies: ["FuzzSupport", .product(name: "GoldensRaster", package: "TransitionGoldens")],
            swiftSettings: fuzzTarget
        ),
        .executableTarget(
            name: "FuzzRenderer",
            dependencies: ["FuzzSupport", .product(name: "GoldensRaster", package: "TransitionGoldens")],
            swiftSettings: fuzzTarget
        ),
        .executableTarget(
            name: "FuzzPNGDecoder",
            dependencies: [
                "FuzzSupport",
                .product(name: "GoldensPNG", package: "TransitionGoldens"),
                .product(name: "GoldensRaster", package: "TransitionGoldens"),
            ],
            swiftSettings: fuzzTarget
        ),
        .executableTarget(
            name: "FuzzJPEGDecoder",
            dependencies: [
                "FuzzSupport",
                .product(name: "GoldensJPEG", package: "TransitionGoldens"),
                .product(name: "GoldensRaster", package: "TransitionGoldens"),
            ],
            swiftSettings: fuzzTarget
        ),
        .executableTarget(
            name: "FuzzPDF",
            dependencies: [
                "FuzzSupport",
                .product(name: "GoldensPDF", package: "TransitionGoldens"),
                .product(name: "GoldensRaster", package: "TransitionGoldens"),
            ],
            swiftSettings: fuzzTarget
        ),
        .executableTarget(
            name: "FuzzDiff",
            dependencies: [
                "FuzzSupport",
                .product(name: "GoldensDiff", package: "TransitionGoldens"),
                .product(name: "GoldensRaster", package: "TransitionGoldens"),
            ],
            swiftSettings: fuzzTarget
        ),
        .executableTarget(
            name: "FuzzSelectorRewriter",
            dependencies: [
                "FuzzSupport",
                "SelectorRewriting",
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftSyntax", package: "swift-syntax"),
            ],
            swiftSettings: fuzzTarget
        ),
        // The package's rewriter, compiled from its own sources (Sources/SelectorRewriting is a
        // symbolic link to ../Sources/GoldensSelectorRewriting): the package exports it as no
        // product, and its module name is taken by the package's own target.
        .target(
            name: "SelectorRewriting",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
            ]
        ),
        // Writes the seed corpora (Scripts/make-seeds.sh); built without the fuzzer runtime.
        .executableTarget(
            name: "MakeSeeds",
            dependencies: [
                "FuzzSupport",
                .product(name: "GoldensDiff", package: "TransitionGoldens"),
                .product(name: "GoldensFixtures", package: "TransitionGoldens"),
                .product(name: "GoldensPNG", package: "TransitionGoldens"),
                .product(name: "GoldensRaster", package: "TransitionGoldens"),
                .product(name: "GoldensScene", package: "TransitionGoldens"),
            ]
        ),
    ]
)
