import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// A custom container's children hear their appearance callbacks as UIKit sends them: when the
/// container appears or disappears with their views in its view, and when a child's view joins
/// or leaves the shown container (`addChild` + `addSubview`, `removeFromSuperview`), unless the
/// container forwards them itself.
@MainActor
@Suite struct CustomContainerAppearanceTests {
    final class Page: UIViewController {
        let name: String
        var events: [String] = []
        init(_ name: String) {
            self.name = name
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { fatalError("not used") }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); events.append("will appear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); events.append("did appear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); events.append("will disappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); events.append("did disappear") }
    }

    /// Shows one page at a time, adding and removing the pages' views itself.
    final class Pager: UIViewController {
        let first = Page("first")
        var forwards = true
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwards }
        override func viewDidLoad() {
            super.viewDidLoad()
            show(page: first)
        }
        func show(page: Page) {
            addChild(page)
            page.view.frame = view.bounds
            view.addSubview(page.view)
            page.didMove(toParent: self)
        }
        func hide(page: Page) {
            page.willMove(toParent: nil)
            page.view.removeFromSuperview()
            page.removeFromParent()
        }
    }

    private func launch(_ pager: Pager) -> UIWindow {
        let window = UIWindow(rootViewController: pager)
        window.makeKeyAndVisible()
        return window
    }

    @Test func aChildInTheViewWhenTheContainerAppearsAppearsWithIt() {
        let pager = Pager()
        _ = launch(pager)
        #expect(pager.first.events == ["will appear", "did appear"])
    }

    @Test func aChildAddedOrRemovedWhileTheContainerShowsHearsItThen() {
        let pager = Pager()
        let window = launch(pager)
        let second = Page("second")
        pager.show(page: second)
        #expect(second.events == ["will appear", "did appear"])
        pager.hide(page: pager.first)
        #expect(pager.first.events == ["will appear", "did appear", "will disappear", "did disappear"])
        #expect(second.events.count == 2, "the other child hears nothing")
        withExtendedLifetime(window) {}
    }

    @Test func thePagesDisappearAndAppearWithAScreenPresentedOverTheContainer() throws {
        let pager = Pager()
        let window = launch(pager)
        let cover = UIViewController()
        cover.modalPresentationStyle = .fullScreen
        pager.present(cover, animated: false)
        #expect(pager.first.events == ["will appear", "did appear", "will disappear", "did disappear"])
        cover.dismiss(animated: false)
        #expect(pager.first.events.suffix(2) == ["will appear", "did appear"])
        withExtendedLifetime(window) {}
    }

    @Test func aContainerThatForwardsNothingLeavesItToTheContainer() {
        let pager = Pager()
        pager.forwards = false
        let window = launch(pager)
        let second = Page("second")
        pager.show(page: second)
        #expect(pager.first.events.isEmpty && second.events.isEmpty)
        withExtendedLifetime(window) {}
    }

    @Test func aChildSwapSendsEachChildOnePair() throws {
        let pager = Pager()
        let window = launch(pager)
        let second = Page("second")
        pager.addChild(second)
        pager.first.willMove(toParent: nil)
        pager.transition(from: pager.first, to: second, duration: 0.3, animations: nil) { _ in
            pager.first.removeFromParent()
            second.didMove(toParent: pager)
        }
        try window.windowNode.clock.advance(by: 1)
        #expect(pager.first.events == ["will appear", "did appear", "will disappear", "did disappear"])
        #expect(second.events == ["will appear", "did appear"])
    }
}
