/// The parts of a view's frame that stretch when its superview is resized (UIKit's
/// autoresizing mask; the same raw values).
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
}

extension View {
    /// A new size asks for a layout pass and moves the subviews that follow it by their masks.
    func didResize(from oldSize: Size) {
        setNeedsLayout()
        guard autoresizesSubviews else { return }
        for subview in subviews where subview.translatesAutoresizingMaskIntoConstraints && !subview.autoresizingMask.isEmpty {
            subview.autoresize(from: oldSize, to: bounds.size)
        }
    }

    /// UIKit's rule, per axis: the superview's change in size is shared among the flexible
    /// parts (leading margin, size, trailing margin) in proportion to their current lengths,
    /// equally when those are all zero; a view with no flexible part keeps its frame.
    func autoresize(from oldSize: Size, to newSize: Size) {
        let mask = autoresizingMask
        var frame = untransformedFrame
        func share(_ delta: Double, _ start: Double, _ length: Double, _ container: Double,
                   _ flexible: (start: Bool, length: Bool, end: Bool)) -> (start: Double, length: Double) {
            let parts = [(flexible.start, start), (flexible.length, length), (flexible.end, container - start - length)]
            let flexibleParts = parts.filter(\.0)
            guard delta != 0, !flexibleParts.isEmpty else { return (start, length) }
            let total = flexibleParts.reduce(0) { $0 + max(0, $1.1) }
            func portion(_ value: Double) -> Double {
                total > 0 ? delta * max(0, value) / total : delta / Double(flexibleParts.count)
            }
            return (start + (flexible.start ? portion(start) : 0), length + (flexible.length ? portion(length) : 0))
        }
        let horizontal = share(newSize.width - oldSize.width, frame.minX, frame.width, oldSize.width,
                               (mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin)))
        let vertical = share(newSize.height - oldSize.height, frame.minY, frame.height, oldSize.height,
                             (mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin)))
        frame = Rect(x: horizontal.start, y: vertical.start, width: max(0, horizontal.length), height: max(0, vertical.length))
        untransformedFrame = frame
    }
}
