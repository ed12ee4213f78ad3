import Foundation

// UIKit's geometry value types. UIKit never exists on Linux or macOS, so these
// are always defined.

public struct UIEdgeInsets: Sendable, Hashable {
    public var top: CGFloat
    public var left: CGFloat
    public var bottom: CGFloat
    public var right: CGFloat

    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    public static let zero = UIEdgeInsets()
}

public struct NSDirectionalEdgeInsets: Sendable, Hashable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat

    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    public static let zero = NSDirectionalEdgeInsets()
}

public struct UIOffset: Sendable, Hashable {
    public var horizontal: CGFloat
    public var vertical: CGFloat

    public init() {
        self.init(horizontal: 0, vertical: 0)
    }

    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let zero = UIOffset()
}

extension CGRect {
    /// UIKit's `UIEdgeInsetsInsetRect`: plain arithmetic on the rect as given
    /// (no standardizing, no clamping), so large insets give negative sizes.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left,
            y: origin.y + insets.top,
            width: size.width - (insets.left + insets.right),
            height: size.height - (insets.top + insets.bottom)
        )
    }

    /// Whether the two share area, as Core Graphics' `intersects` answers: rects that only
    /// touch along an edge do not (Linux Foundation's `intersects` says they do, so a cell
    /// right beside the visible area would count as visible).
    func sharesArea(with other: CGRect) -> Bool {
        let a = standardized, b = other.standardized
        return a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }
}

public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All bits set, as UIKit's `UIRectCornerAllCorners = ~0UL`.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}

public struct UIRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}

/// Edges named by reading direction (leading and trailing swap in right-to-left layouts).
public struct NSDirectionalRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

#if !canImport(QuartzCore)

/// Core Animation's corner mask (for `CALayer.maskedCorners`). Min/max refer to
/// layer coordinates, so on iOS's y-down layers MinXMinY is the top-left corner.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

#endif

/// UIKit's string forms of geometry (`NSStringFromCGRect` in Objective-C): "{{x, y}, {w, h}}",
/// read back by the `cg…(for:)` methods, which take the numbers in order and answer zero where
/// the string has too few, as UIKit does.
extension NSCoder {
    public class func string(for point: CGPoint) -> String { "{\(number(point.x)), \(number(point.y))}" }
    public class func string(for size: CGSize) -> String { "{\(number(size.width)), \(number(size.height))}" }
    public class func string(for rect: CGRect) -> String { "{\(string(for: rect.origin)), \(string(for: rect.size))}" }
    public class func string(for vector: CGVector) -> String { "{\(number(vector.dx)), \(number(vector.dy))}" }
    public class func string(for insets: UIEdgeInsets) -> String {
        "{\(number(insets.top)), \(number(insets.left)), \(number(insets.bottom)), \(number(insets.right))}"
    }
    public class func string(for offset: UIOffset) -> String { "{\(number(offset.horizontal)), \(number(offset.vertical))}" }
    public class func string(for insets: NSDirectionalEdgeInsets) -> String {
        "{\(number(insets.top)), \(number(insets.leading)), \(number(insets.bottom)), \(number(insets.trailing))}"
    }
    public class func string(for transform: CGAffineTransform) -> String {
        "[\([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(number).joined(separator: ", "))]"
    }

    public class func cgPoint(for string: String) -> CGPoint {
        let values = numbers(in: string, count: 2)
        return CGPoint(x: values[0], y: values[1])
    }

    public class func cgVector(for string: String) -> CGVector {
        let values = numbers(in: string, count: 2)
        return CGVector(dx: values[0], dy: values[1])
    }

    public class func uiOffset(for string: String) -> UIOffset {
        let values = numbers(in: string, count: 2)
        return UIOffset(horizontal: values[0], vertical: values[1])
    }

    public class func uiEdgeInsets(for string: String) -> UIEdgeInsets {
        let values = numbers(in: string, count: 4)
        return UIEdgeInsets(top: values[0], left: values[1], bottom: values[2], right: values[3])
    }

    public class func nsDirectionalEdgeInsets(for string: String) -> NSDirectionalEdgeInsets {
        let values = numbers(in: string, count: 4)
        return NSDirectionalEdgeInsets(top: values[0], leading: values[1], bottom: values[2], trailing: values[3])
    }

    public class func cgAffineTransform(for string: String) -> CGAffineTransform {
        let values = numbers(in: string, count: 6)
        return CGAffineTransform(a: values[0], b: values[1], c: values[2], d: values[3], tx: values[4], ty: values[5])
    }

    public class func cgSize(for string: String) -> CGSize {
        let values = numbers(in: string, count: 2)
        return CGSize(width: values[0], height: values[1])
    }

    public class func cgRect(for string: String) -> CGRect {
        let values = numbers(in: string, count: 4)
        return CGRect(x: values[0], y: values[1], width: values[2], height: values[3])
    }

    /// "10" for 10, "10.5" for 10.5: the shortest form, as `%g` prints.
    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : "\(Double(value))"
    }

    private static func numbers(in string: String, count: Int) -> [CGFloat] {
        let separators = CharacterSet(charactersIn: "{}[], \t\n")
        var values = string.components(separatedBy: separators).compactMap { Double($0) }.map { CGFloat($0) }
        while values.count < count { values.append(0) }
        return values
    }
}
