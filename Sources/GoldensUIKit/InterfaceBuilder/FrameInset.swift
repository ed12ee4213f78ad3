import GoldensResources

/// A view's frame as Xcode 8 saved some documents (`<frame key="frameInset" minX="20" width="120"
/// height="40"/>`): margins to the superview's edges, and sizes. A missing size is what the two
/// margins leave; a missing margin is 0. A margin written as a percentage (`minX="50.00%"`) is that
/// share of the room the view leaves in its superview, as a flexible margin keeps it (50 % centres
/// it).
struct FrameInset {
    /// A margin or size: points, or a fraction for a percentage.
    private enum Value {
        case points(Double)
        case fraction(Double)
    }

    /// The margins and size along one axis, each nil when not written.
    private struct Axis {
        let leading: Value?
        let trailing: Value?
        let size: Value?
    }

    private let horizontal: Axis
    private let vertical: Axis

    /// Reads every value once, so a bad one is reported before any is used.
    init(_ element: MarkupElement, file: String) throws(InterfaceBuilderError) {
        func value(_ name: String) throws(InterfaceBuilderError) -> Value? {
            guard let text = element[name] else { return nil }
            if text.hasSuffix("%") {
                guard let percent = Double(text.dropLast()), percent.isFinite, (0...100).contains(percent) else {
                    throw InterfaceBuilderError(file: file, element: element, problem: "\(name)=\"\(text)\" is not a percentage from 0% to 100%")
                }
                return .fraction(percent / 100)
            }
            return .points(try element.number(name, file: file, in: -1e7...1e7))
        }
        horizontal = Axis(leading: try value("minX"), trailing: try value("maxX"), size: try value("width"))
        vertical = Axis(leading: try value("minY"), trailing: try value("maxY"), size: try value("height"))
    }

    func frame(in container: CGSize) -> CGRect {
        let (x, width) = Self.place(horizontal, room: Double(container.width))
        let (y, height) = Self.place(vertical, room: Double(container.height))
        return CGRect(x: x, y: y, width: width, height: height)
    }

    private static func place(_ axis: Axis, room: Double) -> (origin: Double, length: Double) {
        let length: Double
        switch axis.size {
        case .points(let points)?: length = max(0, points)
        case .fraction(let share)?: length = room * share
        case nil: length = max(0, room - points(axis.leading, room: room) - points(axis.trailing, room: room))
        }
        let free = room - length
        let origin: Double = switch (axis.leading, axis.trailing) {
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
    private static func points(_ margin: Value?, room: Double) -> Double {
        switch margin {
        case .points(let points)?: points
        case .fraction(let share)?: room * share
        case nil: 0
        }
    }
}
