import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// A navigation bar shows what apps put in their navigation items: several bar button items a
/// side, custom views, a title view, title attributes, a background image; its buttons answer
/// taps. Positions are checked against UIKit's layout: 16 pt from the bar's edges, 8 pt between
/// items, the first item of a list outermost.
@MainActor
@Suite struct NavigationBarItemTests {
    final class Actions: NSObject {
        var heard: [String] = []
        func share(_ sender: UIBarButtonItem) { heard.append("share") }
        func edit(_ sender: UIBarButtonItem) { heard.append("edit") }
    }

    private func screen(_ configure: (UIViewController) -> Void) -> (UIWindow, UINavigationController, UIViewController) {
        let list = UIViewController()
        list.view.backgroundColor = .white
        list.title = "Inbox"
        configure(list)
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(rootViewController: navigation)
        navigation.view.layoutIfNeeded()
        return (window, navigation, list)
    }

    private func frameInWindow(_ view: UIView) -> CGRect { view.convert(view.bounds, to: nil) }

    /// A list pushed from a large-title screen onto a small bar (the bar shrinks alongside the
    /// push) shows its rows at their full height from the push's first frames.
    @Test func aListPushedUnderAShrinkingBarHasItsRowsFromTheStart() throws {
        let (window, navigation, _) = screen { list in
            list.navigationItem.largeTitleDisplayMode = .always
        }
        navigation.navigationBar.prefersLargeTitles = true
        navigation.view.layoutIfNeeded()
        let detail = ThreeRows(style: .plain)
        detail.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(detail, animated: true)
        try window.windowNode.clock.advance(by: 0.05)
        let rows = detail.tableView.visibleCells
        #expect(rows.count == 3)
        #expect(rows.allSatisfy { $0.layer.presentation()?.bounds.height == 44 }, "\(rows.map { $0.layer.presentation()?.bounds.height ?? -1 })")
    }

    @Test func everyRightItemShowsFirstOutermostAndAnswersItsTap() throws {
        let actions = Actions()
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
        badge.backgroundColor = .systemRed
        let share = UIBarButtonItem(title: "Share", style: .plain, target: actions, action: Selector("share:", Actions.share))
        let edit = UIBarButtonItem(title: "Edit", style: .done, target: actions, action: Selector("edit:", Actions.edit))
        let (window, navigation, list) = screen { list in
            list.navigationItem.rightBarButtonItems = [share, edit, UIBarButtonItem(customView: badge)]
        }
        #expect(list.navigationItem.rightBarButtonItems?.count == 3 && list.navigationItem.rightBarButtonItem === share)
        let shareView = try #require(share.value(forKey: "view") as? UIView)
        let editView = try #require(edit.value(forKey: "view") as? UIView)
        #expect((UIBarButtonItem(customView: badge).value(forKey: "view") as? UIView) === badge)
        let bar = navigation.navigationBar
        let barFrame = frameInWindow(bar)
        let shareFrame = frameInWindow(shareView), editFrame = frameInWindow(editView), badgeFrame = frameInWindow(badge)
        #expect(abs(shareFrame.maxX - (barFrame.maxX - 16)) < 0.01)
        #expect(abs(editFrame.maxX - (shareFrame.minX - 8)) < 0.01)
        #expect(abs(badgeFrame.maxX - (editFrame.minX - 8)) < 0.01 && badgeFrame.size == CGSize(width: 30, height: 30))
        #expect(abs(badgeFrame.midY - (barFrame.maxY - 22)) < 0.01, "centred in the 44 pt band")
        window.perform(.tap(at: CGPoint(x: editFrame.midX, y: editFrame.midY)))
        window.perform(.tap(at: CGPoint(x: shareFrame.midX, y: shareFrame.midY)))
        try window.windowNode.clock.advance(by: 0.3)
        #expect(actions.heard == ["edit", "share"])
    }

    @Test func theTitleTakesItsAttributesAndATitleViewReplacesIt() throws {
        let (window, navigation, list) = screen { _ in }
        navigation.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.systemRed]
        var (bitmap, scale) = try WhiteScene.render(window)
        let bar = frameInWindow(navigation.navigationBar)
        // Some pixel of the title is red now.
        var red = false
        for x in 170 * scale..<220 * scale {
            let pixel = bitmap[x, Int(bar.maxY - 22) * scale]
            if pixel.r > 200 && pixel.g < 100 { red = true }
        }
        #expect(red)
        let logo = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
        logo.backgroundColor = .systemBlue
        list.navigationItem.titleView = logo
        navigation.view.layoutIfNeeded()
        let logoFrame = frameInWindow(logo)
        #expect(logoFrame.midX == 195 && abs(logoFrame.midY - (bar.maxY - 22)) < 0.01 && logoFrame.width == 100)
        (bitmap, scale) = try WhiteScene.render(window)
        #expect(bitmap[195 * scale, Int(bar.maxY - 22) * scale] == PremultipliedPixel(uikitColor: .systemBlue))
    }

    @Test func anEmptyBackgroundImageMakesTheBarClear() throws {
        let (window, navigation, list) = screen { _ in }
        list.view.backgroundColor = .systemGreen
        list.edgesForExtendedLayout = .all
        let bar = navigation.navigationBar
        bar.setBackgroundImage(UIImage(), for: .default)
        bar.shadowImage = UIImage()
        navigation.view.layoutIfNeeded()
        let (bitmap, scale) = try WhiteScene.render(window)
        // Beside the title, the screen shows through the bar.
        let barFrame = frameInWindow(bar)
        #expect(bitmap[20 * scale, Int(barFrame.midY) * scale] == PremultipliedPixel(uikitColor: .systemGreen))
        #expect(bar.backgroundImage(for: .default) != nil)
    }

    @Test func theBackButtonPops() throws {
        let (window, navigation, _) = screen { _ in }
        let detail = UIViewController()
        detail.view.backgroundColor = .white
        navigation.pushViewController(detail, animated: false)
        navigation.view.layoutIfNeeded()
        let bar = frameInWindow(navigation.navigationBar)
        window.perform(.tap(at: CGPoint(x: 40, y: bar.maxY - 22)))
        try window.windowNode.clock.advance(by: 1)
        #expect(navigation.viewControllers.count == 1)
    }

    /// Every label in `view`'s tree.
    private func labels(in view: UIView) -> [UILabel] { (view as? UILabel).map { [$0] } ?? view.subviews.flatMap { labels(in: $0) } }

    /// The back button shows the title of the screen it goes back to; that screen's item can ask
    /// for the chevron alone (`.minimal`) or the word "Back" (`.generic`).
    @Test func theBackButtonsTitleFollowsTheDisplayModeOfTheScreenItGoesBackTo() throws {
        for (mode, expected) in [(UINavigationItem.BackButtonDisplayMode.default, "Inbox"), (.generic, "Back"), (.minimal, "")] {
            let (window, navigation, list) = screen { $0.navigationItem.backButtonDisplayMode = mode }
            let detail = UIViewController()
            detail.title = "Message"
            navigation.pushViewController(detail, animated: false)
            navigation.view.layoutIfNeeded()
            let texts = labels(in: navigation.navigationBar).filter { !$0.isHidden }.compactMap(\.text)
            #expect(texts.contains(expected) && !texts.contains(mode == .default ? "Back" : "Inbox"), "\(mode): \(texts)")
            withExtendedLifetime((window, list)) {}
        }
    }

    /// Apps hide every back title by moving it far off through the appearance proxy; the title
    /// then draws nowhere on the bar.
    @Test func aBackTitleMovedOffByTheAppearanceProxyLeavesTheBar() throws {
        let proxy = UIBarButtonItem.appearance()
        proxy.setBackButtonTitlePositionAdjustment(UIOffset(horizontal: -1000, vertical: 0), for: .default)
        defer { proxy.setBackButtonTitlePositionAdjustment(UIOffset(), for: .default) }
        let (window, navigation, _) = screen { _ in }
        navigation.pushViewController(UIViewController(), animated: false)
        navigation.view.layoutIfNeeded()
        let back = try #require(labels(in: navigation.navigationBar).first { $0.text == "Inbox" })
        #expect(back.convert(back.bounds, to: nil).maxX < 0)
        #expect(proxy.backButtonTitlePositionAdjustment(for: .default).horizontal == -1000)
        withExtendedLifetime(window) {}
    }

    @Test func aLargeTitleShowsInABandUnderTheItemsAndTheScreenStartsBelowIt() throws {
        let (window, navigation, list) = screen { _ in }
        navigation.navigationBar.prefersLargeTitles = true
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 96))
        #expect(abs(list.view.safeAreaInsets.top - (47 + 96)) < 1e-9)
        let shown = labels(in: bar).filter { $0.text == "Inbox" && !$0.isHidden }
        #expect(shown.count == 1, "the large title takes the small one's place")
        let large = try #require(shown.first)
        #expect(large.font.pointSize == 34 && large.font.fontName == UIFont.systemFont(ofSize: 34, weight: .bold).fontName)
        let frame = large.convert(large.bounds, to: bar)
        #expect(frame.minX == 16 && frame.minY >= 44 && frame.maxY <= 96)
    }

    @Test func aPushToAScreenWithoutALargeTitleShrinksTheBarAlongside() throws {
        let (window, navigation, _) = screen { _ in }
        navigation.navigationBar.prefersLargeTitles = true
        window.layoutIfNeeded()
        let detail = UIViewController()
        detail.view.backgroundColor = .white
        detail.navigationItem.largeTitleDisplayMode = .never
        let bar = navigation.navigationBar
        navigation.pushViewController(detail, animated: true)
        let clock = window.windowNode.clock
        try clock.advance(by: 0.05)
        let midway = try #require(bar.layer.presentation()?.bounds.height)
        #expect(midway > 44 && midway < 96, "between the two heights: \(midway)")
        #expect(bar.frame.height == 44, "the model is the pushed screen's")
        try clock.advance(by: 2)
        #expect(bar.layer.presentation()?.bounds.height == 44)
        #expect(abs(detail.view.safeAreaInsets.top - (47 + 44)) < 1e-9)
        withExtendedLifetime(window) {}
    }

    @Test func theFirstScreenIsLaidOutBeforeItAppears() {
        final class First: UIViewController {
            var frameOnAppear: CGRect?
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                frameOnAppear = view.frame
            }
        }
        let first = First()
        let navigation = UINavigationController(rootViewController: first)
        let window = UIWindow(rootViewController: navigation)
        #expect(first.frameOnAppear == CGRect(x: 0, y: 0, width: 390, height: 844), "it fills its navigation controller by then")
        withExtendedLifetime(window) {}
    }

    @Test func hidingTheBarInsideAnAnimationBlockAnimatesTheNewLayout() throws {
        let header = UIView()
        let (window, navigation, list) = screen { list in
            header.translatesAutoresizingMaskIntoConstraints = false
            list.view.addSubview(header)
            NSLayoutConstraint.activate([
                header.topAnchor.constraint(equalTo: list.view.safeAreaLayoutGuide.topAnchor),
                header.leadingAnchor.constraint(equalTo: list.view.leadingAnchor),
                header.widthAnchor.constraint(equalToConstant: 100), header.heightAnchor.constraint(equalToConstant: 20),
            ])
        }
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        #expect(abs(header.frame.minY - 91) < 1e-9)
        let clock = window.windowNode.clock
        let start = clock.now
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
            navigation.isNavigationBarHidden = true
        })
        #expect(abs(header.frame.minY - 47) < 1e-9, "laid out at once")
        try clock.advance(to: start + 0.5)
        let shown = try #require(header.layer.presentation()?.position.y)
        #expect(abs(shown - (69 + 10)) < 1e-9, "half way from 91 to 47 (the layer's centre, 10 pt down)")
        withExtendedLifetime(list) {}
    }

    @Test func theBarSitsUnderTheStatusBarAndItsBackgroundReachesUpBehindIt() throws {
        let (window, navigation, _) = screen { _ in }
        let red = UINavigationBarAppearance()
        red.configureWithOpaqueBackground()
        red.backgroundColor = .systemRed
        navigation.navigationBar.standardAppearance = red
        navigation.navigationBar.scrollEdgeAppearance = red
        window.layoutIfNeeded()
        let bar = navigation.navigationBar
        #expect(bar.frame == CGRect(x: 0, y: 47, width: 390, height: 44))
        #expect(bar.barPosition == .topAttached)
        let pixels = try SceneRenderer().frame(of: window.windowNode).render()
        let scale = pixels.width / 390
        let drawnRed = PremultipliedPixel(uikitColor: .systemRed)
        #expect(pixels[195 * scale, 10 * scale] == drawnRed, "the status bar's area is the bar's colour")
        #expect(pixels[195 * scale, 60 * scale] == drawnRed)

        // A colour given to the bar view itself lies behind its background and covers only its
        // own bounds, as in UIKit: it shows through a transparent background under the status bar.
        let clear = UINavigationBarAppearance()
        clear.configureWithTransparentBackground()
        bar.standardAppearance = clear
        bar.scrollEdgeAppearance = clear
        bar.backgroundColor = .systemBlue
        let recoloured = try SceneRenderer().frame(of: window.windowNode).render()
        #expect(recoloured[195 * scale, 10 * scale] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
        #expect(recoloured[195 * scale, 60 * scale] == PremultipliedPixel(uikitColor: .systemBlue))
    }

    @Test func aBarOfItsOwnPushesAndPopsItemsAskingItsDelegate() {
        final class Gate: NSObject, UINavigationBarDelegate {
            var allowsPop = false
            var told: [String] = []
            func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { told.append("push \(item.title ?? "")") }
            func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool { allowsPop }
            func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { told.append("pop \(item.title ?? "")") }
            func position(for bar: UIBarPositioning) -> UIBarPosition { .topAttached }
        }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 47, width: 390, height: 44))
        let gate = Gate()
        bar.delegate = gate
        #expect(bar.barPosition == .topAttached)
        bar.pushItem(UINavigationItem(title: "Inbox"), animated: false)
        bar.pushItem(UINavigationItem(title: "Mail"), animated: false)
        #expect(bar.topItem?.title == "Mail" && bar.backItem?.title == "Inbox")
        #expect(bar.popItem(animated: false) == nil, "the delegate refuses")
        gate.allowsPop = true
        #expect(bar.popItem(animated: false)?.title == "Mail")
        #expect(gate.told == ["push Inbox", "push Mail", "pop Mail"])
    }
}

extension PremultipliedPixel {
    /// An opaque UIKit colour as the renderer writes it.
    init(uikitColor color: UIColor) {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&r, green: &g, blue: &b, alpha: &a)
        self.init(r: UInt8((r * 255).rounded()), g: UInt8((g * 255).rounded()), b: UInt8((b * 255).rounded()), a: 255)
    }
}

private final class ThreeRows: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}
