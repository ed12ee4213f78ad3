// swift-tools-version: 6.1
// Benchmarks live in their own package so their dependencies never reach users of the library.
// Run one with `swift run -c release <Name>` (and `-c debug` for the figure `swift test` sees).
import PackageDescription

let package = Package(
    name: "TransitionGoldensBenchmarks",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(name: "TransitionGoldens", path: ".."),
    ],
    targets: [
        .target(
            name: "BenchmarkSupport",
            dependencies: [.product(name: "GoldensRaster", package: "TransitionGoldens")]
        ),
        .executableTarget(
            name: "PNGBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "GoldensPNG", package: "TransitionGoldens"),
                .product(name: "GoldensRaster", package: "TransitionGoldens"),
            ]
        ),
        .executableTarget(
            name: "JPEGBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "GoldensJPEG", package: "TransitionGoldens"),
                .product(name: "GoldensPNG", package: "TransitionGoldens"),
                .product(name: "GoldensRaster", package: "TransitionGoldens"),
            ]
        ),
        .executableTarget(
            name: "DiffBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "GoldensDiff", package: "TransitionGoldens"),
                .product(name: "GoldensPNG", package: "TransitionGoldens"),
                .product(name: "GoldensRaster", package: "TransitionGoldens"),
            ]
        ),
        .executableTarget(
            name: "SceneBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "GoldensScene", package: "TransitionGoldens"),
            ]
        ),
        .executableTarget(
            name: "RasterBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "GoldensPNG", package: "TransitionGoldens"),
                .product(name: "GoldensRaster", package: "TransitionGoldens"),
            ]
        ),
        .executableTarget(
            name: "SuiteBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "GoldensScene", package: "TransitionGoldens"),
                .product(name: "GoldensTesting", package: "TransitionGoldens"),
            ]
        ),
        .executableTarget(
            name: "LayoutBenchmark",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "GoldensLayout", package: "TransitionGoldens"),
            ]
        ),
    ]
)
