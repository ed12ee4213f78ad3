// swift-tools-version: 6.1
// Golden tests of Postcards's transitions, written by `goldens init`. Edit freely: running
// `goldens init` again only adds files that are missing.
import Foundation
import PackageDescription

// This example lives inside the package it tests with, so it depends on it by path, and SwiftPM
// names a path dependency after its folder, which is whatever the clone was called. An app's own
// test package writes the name `goldens init` printed (or depends by URL) instead.
let goldens = URL(fileURLWithPath: Context.packageDirectory).appendingPathComponent("../../..").standardizedFileURL.lastPathComponent

let package = Package(
    name: "PostcardsTransitionTests",
    platforms: [.macOS(.v15)],
    dependencies: [
        .package(path: "../../.."),
    ],
    targets: [
        // The app's folders are symbolic links in Tests/AppTransitionTests, excluded here and
        // compiled by the GoldensSelectors plugin (which rewrites @objc and #selector).
        .testTarget(
            name: "AppTransitionTests",
            dependencies: [
                .product(name: "GoldensUIKit", package: goldens),
                .product(name: "GoldensTesting", package: goldens),
            ],
            exclude: ["AppDelegate.swift", "Screens", "Transitions"],
            plugins: [.plugin(name: "GoldensSelectors", package: goldens)]
        ),
    ]
)
