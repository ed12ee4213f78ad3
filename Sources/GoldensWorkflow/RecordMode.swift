/// When a golden test writes goldens instead of only comparing.
///
/// | mode      | golden missing        | golden differs / unreadable | golden matches |
/// |-----------|-----------------------|-----------------------------|----------------|
/// | `never`   | fail                  | fail                        | pass           |
/// | `missing` | record, fail          | fail                        | pass           |
/// | `failed`  | record, fail          | record, fail                | pass           |
/// | `all`     | record, fail          | record, fail                | pass; re-recorded (and failing) unless byte-identical |
///
/// Every recorded golden fails its test. A test that recorded compared nothing, so a green run
/// would claim a check that did not happen, and the new image would reach a commit unseen. The
/// failure says where the golden was written; the next run compares against it. `goldens record`
/// is the exception: it sets `GOLDENS_RECORDING_FAILS=0`, because there a person asked for the
/// recording and the tool lists every golden written; that switch applies only to a mode taken
/// from the environment, so a `record:` argument left in a test's code always fails it.
public enum RecordMode: String, Sendable, CaseIterable, CustomStringConvertible {
    case never
    case missing
    case failed
    case all

    /// The environment variable that selects the mode.
    public static let environmentKey = "GOLDENS_RECORD"

    public var description: String { rawValue }

    /// The mode the environment asks for: `GOLDENS_RECORD` when set (one of never, missing,
    /// failed, all; case and surrounding blanks ignored), otherwise `never` on CI (`CI` set to
    /// anything but empty, `0` or `false`) and `missing` elsewhere. On CI a missing golden is
    /// therefore a failure, never a silent record; an explicit `GOLDENS_RECORD` still wins.
    public static func fromEnvironment(_ environment: [String: String]) throws(GoldenSetupError) -> RecordMode {
        if let raw = environment[environmentKey] {
            let text = raw.trimmingBlanks().lowercased()
            if !text.isEmpty {
                guard let mode = RecordMode(rawValue: text) else {
                    throw GoldenSetupError.invalidRecordMode(raw)
                }
                return mode
            }
        }
        return isContinuousIntegration(environment) ? .never : .missing
    }

    /// True when `CI` is set to something other than empty, `0` or `false`.
    public static func isContinuousIntegration(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.trimmingBlanks().lowercased() else { return false }
        return !(value.isEmpty || value == "0" || value == "false" || value == "no")
    }

    /// Whether a golden in `state` is (re)written in this mode.
    func records(_ state: GoldenState) -> Bool {
        switch (self, state) {
        case (.never, _): false
        case (_, .missing): true
        case (.missing, _): false
        case (.failed, .differs), (.failed, .unreadable): true
        case (.failed, .matches): false
        case (.all, .differs), (.all, .unreadable), (.all, .matches): true
        }
    }
}

/// What was found at a golden's path before anything was written.
enum GoldenState {
    case missing
    case unreadable
    case differs
    /// Within tolerance but not byte-identical (identical goldens are never rewritten).
    case matches
}

extension String {
    func trimmingBlanks() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
