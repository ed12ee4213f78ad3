import Foundation
import Synchronization

/// Which test uses which golden in this process, so two tests whose names sanitise to the same
/// path fail with a clear error instead of overwriting each other's goldens.
///
/// Paths are compared case-folded: `Pop.png` and `pop.png` are one file on the default macOS
/// and Windows file systems, and a suite must behave the same everywhere. A claimant is one
/// test (its full identity); it may claim a path again (a loop, `--repetitions`, a parameterised
/// test's cases, or one golden asserted twice on purpose), any other test may not.
public enum GoldenClaims {
    private static let claims = Mutex<[String: String]>([:])

    /// Claims every path for `claimant`, or none of them.
    public static func claim(_ paths: [String], for claimant: String) throws(GoldenSetupError) {
        let result: GoldenSetupError? = claims.withLock { table in
            for path in paths {
                if let owner = table[key(path)], owner != claimant {
                    return GoldenSetupError.pathClaimed(path: path, by: owner, claimant: claimant)
                }
            }
            for path in paths { table[key(path)] = claimant }
            return nil
        }
        if let result { throw result }
    }

    static func key(_ path: String) -> String {
        path.precomposedStringWithCanonicalMapping.lowercased()
    }
}

