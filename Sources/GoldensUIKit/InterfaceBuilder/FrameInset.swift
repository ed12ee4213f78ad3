import GoldensResources

/// A view's frame as Xcode 8 saved some documents (`<frame key="frameInset" minX="20" width="120"
/// height="40"/>`): margins to the superview's edges, and sizes. A missing size is what the two
/// margins leave; a missing margin is 0. A margin written as a percentage (`minX="50.00%"`) is that
/// share of the room the view leaves in its superview, as a flexible margin keeps it (50 % centres
/// it).
struct FrameInset {
    private let element: MarkupElement
    private let file: String

    init(_ element: MarkupElement, file: String) throws(InterfaceBuilderError) {
        self.element = element
        self.file = file
        // Every value is read once here, so a bad one is reported before any is used.
        for name in ["minX", "maxX", "minY", "maxY", "width", "height"] { _ = try value(name) }
    }

    func frame(in container: CGSize) throws(InterfaceBuilderError) -> CGRect {
        let (x, width) = try axis(min: "minX", max: "maxX", size: "width", room: Double(container.width))
        let (y, height) = try axis(min: "minY", max: "maxY", size: "height", room: Double(container.height))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    /// A margin or size: points, or a fraction for a percentage; nil when not written.
    private enum Value {
        case points(Double)
        case fraction(Double)
    }

    private func value(_ name: String) throws(InterfaceBuilderError) -> Value? {
        guard let text = element[name] else { return nil }
        if text.hasSuffix("%") {
            guard let percent = Double(text.dropLast()), percent.isFinite, (0...100).contains(percent) else {
                throw InterfaceBuilderError(file: file, element: element, problem: "\(name)=\"\(text)\" is not a percentage from 0% to 100%")
            }
            return .fraction(percent / 100)
        }
        return .points(try element.number(name, file: file, in: -1e7...1e7))
    }

    private func axis(min: String, max: String, size: String, room: Double) throws(InterfaceBuilderError) -> (origin: Double, length: Double) {
        let leading = try value(min), trailing = try value(max)
        let length: Double
        switch try value(size) {
        case .points(let points)?: length = Swift.max(0, points)
        case .fraction(let share)?: length = room * share
        case nil: length = Swift.max(0, room - points(leading, room: room) - points(trailing, room: room))
        }
        let free = room - length
        let origin: Double = switch (leading, trailing) {
        case (.points(let points)?, _): points
        case (.fraction(let share)?, _): free * share
        case (nil, .points(let points)?): free - points
        case (nil, .fraction(let share)?): free * (1 - share)
        case (nil, nil): 0
        }
        return (origin, length)
    }

    /// A margin in points when the size is left for the margins to decide (a percentage margin
    /// then counts as that share of the room).
    private func points(_ margin: Value?, room: Double) -> Double {
        switch margin {
        case .points(let points)?: points
        case .fraction(let share)?: room * share
        case nil: 0
        }
    }
}
