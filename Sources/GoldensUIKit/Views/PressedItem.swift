import Foundation

/// The row or item of a table or collection view a finger went down on, until the finger lifts
/// (the view selects it, telling its delegate) or travels away (in UIKit the scroll view's drag
/// takes the touch, and nothing is selected).
struct PressedItem {
    let indexPath: IndexPath
    /// Where the finger went down, in window coordinates.
    private let start: CGPoint

    /// How far the finger may travel before the press turns into a scroll: the pan's 10 pt.
    private static let travel: CGFloat = 10

    init(_ indexPath: IndexPath, touch: UITouch) {
        self.indexPath = indexPath
        start = touch.location(in: nil)
    }

    @MainActor func isAbandoned(by touch: UITouch) -> Bool {
        let now = touch.location(in: nil)
        return hypot(now.x - start.x, now.y - start.y) > Self.travel
    }

    /// The cell of class `Cell` that `touch` went down in: its view or one of that view's superviews.
    @MainActor static func cell<Cell: UIView>(_: Cell.Type, touchedBy touch: UITouch) -> Cell? {
        var view = touch.view
        while let current = view {
            if let cell = current as? Cell { return cell }
            view = current.superview
        }
        return nil
    }
}
