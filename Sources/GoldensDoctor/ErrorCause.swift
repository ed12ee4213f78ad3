/// Why one compiler error happened, as far as `goldens doctor` can tell from its message and the
/// app's own declarations.
public enum ErrorCause: Sendable, Hashable {
    /// UIKit, Core Animation, Core Graphics or Foundation API that GoldensUIKit does not declare
    /// (`UIApplication.statusBarFrame`): the symbol as Apple's documentation names it.
    case missingAPI(symbol: String)
    /// API GoldensUIKit declares unavailable on purpose, with its reason.
    case unavailable(symbol: String, reason: String)
    /// A name Swift 2 or 3 used that today's SDK has renamed (`UIView.animateWithDuration`,
    /// `CGRectZero`, `.EaseInOut`): Xcode refuses it too, and its migration renames it.
    case outdatedName(symbol: String)
    /// A name from a module whose import the test target does not have (a third-party library or
    /// an Apple framework other than UIKit): that module, or the first the file imported.
    case otherModule(String)
    /// Anything else: the app's own code, or Swift that today's compiler rejects.
    case other

    /// A short key for grouping and JSON: `missing-api`, `unavailable`, `old-swift`, `other-module`, `other`.
    public var kind: String {
        switch self {
        case .missingAPI: "missing-api"
        case .unavailable: "unavailable"
        case .outdatedName: "old-swift"
        case .otherModule: "other-module"
        case .other: "other"
        }
    }

    /// How strongly the cause says what a file needs, for the file's verdict: GoldensUIKit's
    /// gaps first, then other modules, then the rest.
    var rank: Int {
        switch self {
        case .missingAPI, .unavailable: 3
        case .outdatedName, .otherModule: 2
        case .other: 1
        }
    }
}
