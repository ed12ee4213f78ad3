import Foundation
import GoldensPNG
import GoldensRaster
@testable import GoldensUIKit
import Testing

/// Toolbars lay out their items as UIKit does, on their own and at the bottom of a navigation
/// controller, which gives its children's safe area the toolbar's height.
@MainActor
@Suite struct ToolbarTests {
    @Test func itemsSitFromTheLeadingEdgeAndFlexibleSpacesShareTheRest() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        let edit = UIBarButtonItem(title: "Edit", style: .plain, target: nil, action: nil)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        toolbar.items = [edit, done]
        toolbar.layoutIfNeeded()
        let editView = edit.placedView, doneView = done.placedView
        // With no flexible space the items pack at the leading edge, 16 pt in; each button is its
        // title with 8 pt of padding on both sides, the title centred in it.
        #expect(editView?.frame.minX == 16 && doneView?.frame.minX == editView?.frame.maxX)
        let editTitle = (editView?.subviews.first as? UILabel)?.sizeThatFits(CGSize(width: 1000, height: 44)).width ?? 0
        #expect(abs((editView?.frame.width ?? 0) - (editTitle + 16)) < 0.001)
        #expect((doneView?.frame.maxX ?? 390) < 200)

        toolbar.items = [edit, .flexibleSpace(), done]
        toolbar.layoutIfNeeded()
        #expect(abs((done.placedView?.frame.maxX ?? 0) - (390 - 16)) < 0.001, "a flexible space pushes Done to the trailing edge")
        toolbar.items = [edit, .fixedSpace(100), done]
        toolbar.layoutIfNeeded()
        #expect(abs((done.placedView!.frame.minX - edit.placedView!.frame.maxX) - 100) < 0.001, "a fixed space keeps its width")
        #expect(toolbar.sizeThatFits(CGSize(width: 320, height: 0)).height == 44)
    }

    @Test func aNavigationControllerShowsTheTopControllersToolbarItems() throws {
        let list = UIViewController()
        list.view.backgroundColor = .white
        let trash = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        let compose = UIBarButtonItem(title: "New Note", style: .plain, target: nil, action: nil)
        list.setToolbarItems([trash, .flexibleSpace(), compose], animated: false)
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(rootViewController: navigation)
        window.layoutIfNeeded()
        #expect(navigation.isToolbarHidden && navigation.toolbar.superview == nil, "hidden until asked for")
        let before = list.view.safeAreaInsets.bottom

        navigation.setToolbarHidden(false, animated: false)
        window.layoutIfNeeded()
        let toolbar = try #require(navigation.toolbar)
        let bottomInset = navigation.view.safeAreaInsets.bottom
        #expect(toolbar.frame.minY == navigation.view.bounds.height - bottomInset - 44)
        #expect(toolbar.frame.height == 44 + bottomInset, "the background reaches down through the safe area")
        #expect(toolbar.items?.count == 3 && compose.placedView?.superview === toolbar)
        #expect(list.view.safeAreaInsets.bottom == before + 44)
        #expect(toolbar.barPosition == .bottom)

        let (bitmap, scale) = try WhiteScene.render(window)
        if let path = ProcessInfo.processInfo.environment["GOLDENS_DUMP_TOOLBAR"] { try PNGEncoder.write(bitmap, to: path) }
        let title = try #require(compose.placedView).frame
        let found = (0..<Int(title.width)).contains { step in
            let p = bitmap[Int((title.minX + Double(step)) * Double(scale)), Int((toolbar.frame.minY + 22) * Double(scale))]
            return p.b > 200 && p.r < 100
        }
        #expect(found, "the item's title in the tint colour")

        navigation.isToolbarHidden = true
        window.layoutIfNeeded()
        #expect(toolbar.superview == nil && list.view.safeAreaInsets.bottom == before)
    }
}
