/// A value an animation can move between: anything that behaves like a vector.
///
/// Every property UIKit animates (a number, a point, a size, a rect, a colour, a decomposed
/// transform) is a small vector space. The timing core needs exactly three things from it:
/// interpolate between two values, add the offset of an additive animation on top of a model
/// value, and measure distances for paced keyframes. Geometry and colour types conform where
/// they are defined; the timing core itself only knows `Double`.
public protocol Interpolatable: Sendable {
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    /// The vector multiplied by a scalar.
    func scaled(by factor: Double) -> Self
    /// The squared Euclidean length, used to pace keyframes at constant speed.
    var magnitudeSquared: Double { get }
    /// `self + (end − self)·progress`, returning the end points themselves at progress 0 and 1.
    func interpolated(to end: Self, progress: Double) -> Self
}

extension Interpolatable {
    /// Exact at both ends: an animation sampled at its first or last instant must show the
    /// from or to value bit for bit, not a value one rounding error away from it.
    public func interpolated(to end: Self, progress: Double) -> Self {
        if progress == 0 { return self }
        if progress == 1 { return end }
        return self + (end - self).scaled(by: progress)
    }

    /// The Euclidean distance between two values.
    public func distance(to other: Self) -> Double {
        (other - self).magnitudeSquared.squareRoot()
    }
}

extension Double: Interpolatable {
    public func scaled(by factor: Double) -> Double { self * factor }
    public var magnitudeSquared: Double { self * self }
}

/// A list of values animated element by element (a gradient's `locations` or `colors`); lists of
/// different lengths add and subtract over the shorter one's length.
public struct InterpolatableList<Element: Interpolatable>: Interpolatable {
    public var elements: [Element]

    public init(_ elements: [Element]) { self.elements = elements }

    public static func + (lhs: Self, rhs: Self) -> Self { Self(zip(lhs.elements, rhs.elements).map { $0 + $1 }) }
    public static func - (lhs: Self, rhs: Self) -> Self { Self(zip(lhs.elements, rhs.elements).map { $0 - $1 }) }
    public func scaled(by factor: Double) -> Self { Self(elements.map { $0.scaled(by: factor) }) }
    public var magnitudeSquared: Double { elements.reduce(0) { $0 + $1.magnitudeSquared } }

    public func interpolated(to end: Self, progress: Double) -> Self {
        // Lists that do not pair up switch halfway.
        guard elements.count == end.elements.count else { return progress < 0.5 ? self : end }
        return Self(zip(elements, end.elements).map { $0.interpolated(to: $1, progress: progress) })
    }
}
