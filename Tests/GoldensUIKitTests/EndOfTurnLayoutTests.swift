import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

// What an action changes is laid out at the end of the action's run-loop turn, as UIKit lays out
// when it commits: an animation a layout pass starts begins at the action's instant, whichever
// instants a test samples.

/// Slides its drawer to where `isOpen` says, animated, whenever it is laid out.
private final class DrawerView: UIView {
    let drawer = UIView(frame: CGRect(x: 0, y: 600, width: 390, height: 200))
    var isOpen = false { didSet { setNeedsLayout() } }

    override init(frame: CGRect) {
        super.init(frame: frame)
        drawer.backgroundColor = .systemTeal
        addSubview(drawer)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func layoutSubviews() {
        super.layoutSubviews()
        let y: CGFloat = isOpen ? 300 : 600
        guard drawer.frame.minY != y else { return }
        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear]) { self.drawer.frame.origin.y = y }
    }
}

@MainActor
@Suite struct EndOfTurnLayoutTests {
    /// The drawer's top at 0.2 s after opening, sampled with and without the opening instant.
    private func drawerTop(sampleTheStart: Bool) throws -> CGFloat {
        let screen = UIViewController()
        let drawerView = DrawerView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.view.addSubview(drawerView)
        let window = UIWindow(rootViewController: screen)
        window.makeKeyAndVisible()
        _ = try TransitionSampler(window: window).record(.perform("open", phase: "open") { drawerView.isOpen = true },
                                                         at: .seconds([0.2]), includeStart: sampleTheStart, settle: false)
        return try #require(drawerView.drawer.layer.presentation()).frame.minY
    }

    @Test func aLayoutAnimationStartsAtTheActionWhicheverInstantsAreSampled() throws {
        let sampled = try drawerTop(sampleTheStart: true)
        let unsampled = try drawerTop(sampleTheStart: false)
        #expect(abs(sampled - 450) < 1e-6, "half way at 0.2 s of 0.4 s")
        #expect(abs(unsampled - 450) < 1e-6)
    }

    /// Work a timer does is laid out at the timer's instant too.
    @Test func aTimersChangeIsLaidOutAtItsInstant() throws {
        let screen = UIViewController()
        let drawerView = DrawerView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        screen.view.addSubview(drawerView)
        let window = UIWindow(rootViewController: screen)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { drawerView.isOpen = true }
        try window.windowNode.clock.advance(by: 0.3)
        let top = try #require(drawerView.drawer.layer.presentation()).frame.minY
        // Within 2 pt: the delay is read off the wall clock in whole milliseconds, and a loaded
        // machine can take one between the app's `.now()` and the queue's reading.
        #expect(abs(top - 450) < 2, "opened at 0.1 s, half way at 0.3 s (not laid out only when drawn)")
    }

    /// A constraint from an anchor kept only in a `weak` property is alive for the rest of the
    /// turn, as UIKit's autoreleased constraints are, and is released at the turn's end.
    @Test func aConstraintKeptWeaklyLivesUntilTheTurnEnds() throws {
        final class Panel: UIViewController {
            weak var trailing: NSLayoutConstraint?
            let content = UIView()
            override func viewDidLoad() {
                super.viewDidLoad()
                content.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(content)
                trailing = content.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -60)
                trailing!.isActive = true
            }
        }
        let panel = Panel()
        let window = UIWindow(rootViewController: panel)
        window.makeKeyAndVisible()
        #expect(panel.trailing != nil)
        weak var unused = panel.content.widthAnchor.constraint(equalToConstant: 10)
        #expect(unused != nil, "alive until the turn ends")
        try window.windowNode.clock.advance(by: 0.1)
        #expect(unused == nil, "an inactive constraint nothing holds is released at the turn's end")
        #expect(panel.trailing != nil, "an active one is held by its view")
    }
}
