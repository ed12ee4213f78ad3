import GoldensUIKit
import Testing

/// Target-action written with `@objc` and `#selector` (Transitions/SelectorWiring.swift, compiled
/// through the GoldensSelectors plugin) calls the methods it names, and stops once removed.
@MainActor
struct SelectorWiringTests {
    @Test func sendingAnEventRunsTheActionMethods() {
        let controller = SelectorWiringViewController()
        controller.loadViewIfNeeded()

        controller.closeButton.sendActions(for: .touchUpInside)
        controller.moreButton.sendActions(for: .touchUpInside)
        controller.closeButton.sendActions(for: .touchUpInside)

        #expect(controller.closeCount == 2)
        #expect(controller.moreCount == 1)
        #expect(controller.lastSender === controller.moreButton)
    }

    @Test func otherEventsRunNothing() {
        let controller = SelectorWiringViewController()
        controller.loadViewIfNeeded()

        controller.closeButton.sendActions(for: .valueChanged)

        #expect(controller.closeCount == 0)
    }

    /// Added as `#selector(showMore(_:))`, removed as `#selector(showMore)`: one selector.
    @Test func aRemovedTargetNoLongerRuns() {
        let controller = SelectorWiringViewController()
        controller.loadViewIfNeeded()
        controller.moreButton.sendActions(for: .touchUpInside)

        controller.pin()
        controller.moreButton.sendActions(for: .touchUpInside)

        #expect(controller.moreCount == 1)
        #expect(controller.moreButton.allTargets.isEmpty)
    }
}
