/// A golden test that cannot run as written: thrown (not recorded per frame), because nothing
/// was compared. Each message names the value and what was expected.
public enum GoldenSetupError: Error, Equatable, CustomStringConvertible {
    /// `GOLDENS_RECORD` holds something other than a mode.
    case invalidRecordMode(String)
    /// No `Package.swift` in the directory of the test file or above it.
    case noPackageRoot(testFile: String)
    /// Two frames of one sequence have labels that name the same file.
    case duplicateLabel(label: String, other: String, path: String)
    /// Another test already uses this golden in this process.
    case pathClaimed(path: String, by: String, claimant: String)
    /// The sequence has no frames.
    case noFrames(transition: String)
    /// A directory could not be created or a record could not be written.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidRecordMode(let value):
            return "GOLDENS_RECORD=\"\(value)\" is not a record mode; expected one of never, missing, failed, all"
        case .noPackageRoot(let file):
            return "no Package.swift found in the directories above \(file); pass goldensDirectory: to say where goldens live"
        case .duplicateLabel(let label, let other, let path):
            return "frame labels \"\(other)\" and \"\(label)\" both name the golden \(path); give every frame of a sequence its own label"
        case .pathClaimed(let path, let by, let claimant):
            return "the golden \(path) is already used by \(by); \(claimant) would overwrite it. "
                + "Give one of them another name (named: or a different test name)"
        case .noFrames(let transition):
            return "no frames given for \(transition); expected at least one frame to compare"
        case .cannotWrite(let path, let reason):
            return "cannot write \(path): \(reason)"
        }
    }
}
