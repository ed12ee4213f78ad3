/// What `goldens doctor` found in an app, in the shape `--json` prints (`schemaVersion` 1; fields
/// are only ever added). Lists are sorted: files by path, symbols by how many files need them.
public struct DoctorReport: Sendable, Equatable, Codable {
    /// One Swift file's result.
    public struct SwiftFile: Sendable, Equatable, Codable {
        public let path: String
        /// `compiles`, `missing-api` (needs UIKit API GoldensUIKit lacks), `unavailable` (needs API
        /// GoldensUIKit refuses), `old-swift` (uses Swift 2 or 3 names today's SDK renamed),
        /// `other-module` (needs a module the test target lacks) or `other` (the app's own code).
        public let verdict: String
        public let errors: [FileError]
        /// Imports the test target's idiom does not provide, commented out to compile the file.
        public let removedImports: [String]
    }

    public struct FileError: Sendable, Equatable, Codable {
        public let line: Int
        public let column: Int
        public let message: String
        /// An `ErrorCause.kind`.
        public let cause: String
        /// The API or module the cause names.
        public let symbol: String?
    }

    /// A symbol (or module) and where the app's files use it.
    public struct Need: Sendable, Equatable, Codable {
        public let symbol: String
        /// Why it is refused (unavailable API), or what it does here (caveats); empty otherwise.
        public let note: String
        /// `path:line`, one for each use.
        public let uses: [String]
        public let files: Int
    }

    /// One storyboard, xib or asset catalog.
    public struct Resource: Sendable, Equatable, Codable {
        public let path: String
        /// `loads`, `loads-with-reports` or `unreadable`.
        public let verdict: String
        public let problems: [String]
        /// For catalogs: how many colour and image sets.
        public let colors: Int?
        public let images: Int?
    }

    public var schemaVersion = 1
    public var roots: [String]
    public var swiftVersion: String
    /// False when the GoldensSelectors tool was not built: `@objc` and `#selector` stay as written.
    public var selectorsRewritten: Bool
    public var files: [SwiftFile]
    public var missingAPI: [Need]
    public var unavailableAPI: [Need]
    /// Swift 2 and 3 names the files use, which Xcode's SDK refuses today too.
    public var outdatedNames: [Need]
    public var otherModules: [Need]
    /// API the files compile with that GoldensUIKit accepts with UIKit's default, or fails a frame on.
    public var caveats: [Need]
    public var interfaceBuilder: [Resource]
    public var assetCatalogs: [Resource]
    public var skipped: [AppSources.Skipped]

    public var compilingFiles: Int { files.count { $0.verdict == "compiles" } }
    /// Every file compiles and every document and catalog loads without a report.
    public var passed: Bool {
        compilingFiles == files.count && (interfaceBuilder + assetCatalogs).allSatisfy { $0.verdict == "loads" }
    }
}
