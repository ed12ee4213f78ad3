import ArgumentParser
import Foundation
import GoldensWorkflow

/// The `swift test` options `goldens test` and `goldens record` share.
struct SwiftTestOptions: ParsableArguments {
    @Option(help: "Run only tests matching this (swift test --filter).")
    var filter: String?

    @Option(help: "Build directory for swift test (swift test --scratch-path).")
    var scratchPath: String?

    @OptionGroup var sharding: ShardOptions

    @Flag(help: "Compare every frame's pixels, even when its golden's fingerprint shows it matches.")
    var verifyPixels = false

    @Flag(inversion: .prefixedNo, help: "When the test process crashes, run each suite alone to find the one that crashed.")
    var isolateCrashes = true

    @Option(help: "The swift executable.")
    var swift: String = "swift"

    @Argument(parsing: .postTerminator, help: "More arguments for swift test.")
    var swiftTestArguments: [String] = []
}

/// Calls `body` with each line `handle` yields until it closes (a last line without a newline
/// included).
func forwardLines(from handle: FileHandle, _ body: (String) -> Void) {
    var pending: [UInt8] = []
    while let chunk = try? handle.read(upToCount: 1 << 16), !chunk.isEmpty {
        pending += chunk
        while let newline = pending.firstIndex(of: 0x0A) {
            body(String(decoding: pending[..<newline], as: UTF8.self))
            pending.removeSubrange(...newline)
        }
    }
    if !pending.isEmpty { body(String(decoding: pending, as: UTF8.self)) }
}
