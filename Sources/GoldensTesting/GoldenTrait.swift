#if canImport(Testing)
import Testing
import GoldensWorkflow

/// A Swift Testing trait that sets golden defaults for a suite or test:
/// `@Suite(.goldens(record: .all, tolerance: .perceptual))`.
public struct GoldenDefaultsTrait: SuiteTrait, TestTrait, TestScoping {
    public var defaults: GoldenDefaults

    /// Applies to every test in a suite, not once around it.
    public var isRecursive: Bool { true }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await GoldenDefaults.$current.withValue(GoldenDefaults.current.overlaid(by: defaults)) {
            try await function()
        }
    }
}

extension Trait where Self == GoldenDefaultsTrait {
    /// Golden defaults for this suite or test.
    public static func goldens(record: RecordMode? = nil, tolerance: Tolerance? = nil,
                               goldensDirectory: String? = nil, artifactsDirectory: String? = nil) -> Self {
        GoldenDefaultsTrait(defaults: GoldenDefaults(recordMode: record, tolerance: tolerance,
                                                     goldensDirectory: goldensDirectory, artifactsDirectory: artifactsDirectory))
    }
}
#endif
