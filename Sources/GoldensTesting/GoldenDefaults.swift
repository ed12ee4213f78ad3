import GoldensWorkflow

/// Settings that apply to every golden assertion inside a scope (a suite, a test, a block),
/// below an explicit argument and above the environment.
///
/// Order of precedence for the record mode: the call's `record:` argument, then the innermost
/// scope (`withGoldenDefaults` or the `.goldens(...)` trait), then `GOLDENS_RECORD`/`CI`.
public struct GoldenDefaults: Sendable {
    public var recordMode: RecordMode?
    public var tolerance: Tolerance?
    public var goldensDirectory: String?
    public var artifactsDirectory: String?

    public init(recordMode: RecordMode? = nil, tolerance: Tolerance? = nil,
                goldensDirectory: String? = nil, artifactsDirectory: String? = nil) {
        self.recordMode = recordMode
        self.tolerance = tolerance
        self.goldensDirectory = goldensDirectory
        self.artifactsDirectory = artifactsDirectory
    }

    /// The defaults in force for the current task.
    @TaskLocal public static var current = GoldenDefaults()

    /// These defaults with `inner`'s values where it sets them.
    func overlaid(by inner: GoldenDefaults) -> GoldenDefaults {
        GoldenDefaults(recordMode: inner.recordMode ?? recordMode, tolerance: inner.tolerance ?? tolerance,
                       goldensDirectory: inner.goldensDirectory ?? goldensDirectory,
                       artifactsDirectory: inner.artifactsDirectory ?? artifactsDirectory)
    }
}

/// Runs `body` with golden defaults, e.g. to record a group of XCTest assertions.
public func withGoldenDefaults<R>(_ defaults: GoldenDefaults, _ body: () throws -> R) rethrows -> R {
    try GoldenDefaults.$current.withValue(GoldenDefaults.current.overlaid(by: defaults), operation: body)
}

/// Runs `body` with golden defaults (async form).
public func withGoldenDefaults<R>(_ defaults: GoldenDefaults, isolation: isolated (any Actor)? = #isolation,
                                  _ body: () async throws -> R) async rethrows -> R {
    try await GoldenDefaults.$current.withValue(GoldenDefaults.current.overlaid(by: defaults), operation: body)
}
