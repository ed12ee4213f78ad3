/// A timing parameter that cannot describe an animation, named with the value that was given
/// and what was expected. Timing types never trap on such input: they evaluate to a defined
/// fallback (documented on each type) and report the problem through this error so the layer
/// above can fail the test with a message a person can act on.
public struct AnimationParameterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The parameter's name as the caller wrote it, e.g. `"stiffness"` or `"controlPoint1.x"`.
    public var parameter: String
    /// The value that was passed.
    public var value: Double
    /// What would have been accepted, e.g. `"a finite number > 0"`.
    public var expected: String

    public init(parameter: String, value: Double, expected: String) {
        self.parameter = parameter
        self.value = value
        self.expected = expected
    }

    public var description: String {
        "invalid animation parameter \(parameter) = \(value): expected \(expected)"
    }

    /// Returns an error unless `value` is finite and lies in `range`.
    static func check(
        _ parameter: String, _ value: Double, in range: ClosedRange<Double>, expected: String
    ) -> AnimationParameterError? {
        if value.isFinite && range.contains(value) { return nil }
        return AnimationParameterError(parameter: parameter, value: value, expected: expected)
    }
}
