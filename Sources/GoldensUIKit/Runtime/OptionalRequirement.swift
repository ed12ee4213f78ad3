import Foundation

/// What Objective-C gives an `@objc optional` protocol requirement, for code compiled through the
/// GoldensSelectors plugin, which has no Objective-C runtime to ask.
///
/// On Apple platforms `delegate?.menuDidClose?()` sends the message only if the delegate
/// implements it, and is nil otherwise. The plugin rewrites such a protocol into a plain one
/// whose optional requirements get a default implementation in a protocol extension (which
/// calls `missing()`), and each call `x?.f?(…)` into `OptionalRequirement.call { x?.f(…) }`. A
/// conformer's own method is the witness and runs; a conformer without one runs the default,
/// which marks the call as missed, and `call` answers nil, as Objective-C does. The default's
/// return value is a placeholder that `call` drops unseen.
///
/// Known difference: a method declared only in a subclass of the conforming class is not a
/// Swift witness, so the default runs (Objective-C would find the subclass's method).
public enum OptionalRequirement {
    /// Runs a call of an optional requirement; nil if the requirement it reached has no
    /// implementation. Calls nest (`a?.f?(b?.g?())`): each answers for its own requirement.
    @discardableResult
    public static func call<Result>(_ body: () throws -> Result?) rethrows -> Result? {
        let state = CallState.current
        state.depth += 1
        let depth = state.depth
        defer {
            state.missed.remove(depth)
            state.depth -= 1
        }
        let result = try body()
        return state.missed.contains(depth) ? nil : result
    }

    /// The body of an optional requirement's default implementation that returns nothing.
    public static func missing() {
        let state = CallState.current
        state.missed.insert(state.depth)
    }

    /// The body of an optional requirement's default implementation that returns a value: marks
    /// the call missed and returns a placeholder nobody sees (see `placeholder`).
    public static func missing<Result>(_ requirement: StaticString = #function) -> Result {
        missing()
        return placeholder(for: requirement)
    }

    /// The type's zero value (see `ZeroValue`), or for a class an object of another class that
    /// is only retained and released: `call` drops it before anyone reads it. A type that is
    /// neither (a struct holding references) cannot be made up, and stops with its name.
    private static func placeholder<Result>(for requirement: StaticString) -> Result {
        if let zero: Result = ZeroValue.make() { return zero }
        if Result.self is AnyObject.Type {
            return unsafeBitCast(Placeholder(), to: Result.self)
        }
        fatalError("the optional requirement \(requirement) is not implemented, and its return type \(Result.self) has no stand-in value here")
    }

    /// Which nested calls are running on this thread and which of them reached a default.
    private final class CallState {
        var depth = 0
        var missed: Set<Int> = []

        static var current: CallState {
            let key = "GoldensUIKit.OptionalRequirement"
            if let state = Thread.current.threadDictionary[key] as? CallState { return state }
            let state = CallState()
            Thread.current.threadDictionary[key] = state
            return state
        }
    }

    private final class Placeholder {}
}
