import GoldensUIKit
import Testing

/// Optional requirements and overrides written in an extension (Transitions/SideMenuDelegation.swift,
/// compiled through the GoldensSelectors plugin) behave as the Objective-C runtime makes them
/// behave: an implemented requirement runs, an unimplemented one answers nil, and the overrides
/// are overrides.
@MainActor
struct SideMenuDelegationTests {
    @Test func implementedRequirementsRunAndAnswer() {
        let menu = SideMenuViewController()
        menu.view.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        let host = WidthChoosingMenuHost()
        menu.delegate = host

        menu.open()
        menu.close()

        #expect(host.willOpenCount == 1)
        #expect(menu.menuWidth == 320)
        #expect(menu.tint == .systemTeal)
        #expect(!menu.isClosed)
    }

    @Test func unimplementedRequirementsAnswerNil() {
        let menu = SideMenuViewController()
        menu.view.frame = CGRect(x: 0, y: 0, width: 400, height: 600)
        let host = SilentMenuHost()
        menu.delegate = host
        var opened = 0
        menu.onOpen = { opened += 1 }

        menu.open()
        menu.close()

        #expect(menu.menuWidth == 240)
        #expect(menu.tint == .black, "an unimplemented property reads as nil")
        #expect(menu.isClosed)
        #expect(opened == 1)
    }

    @Test func overridesWrittenInAnExtensionOverride() {
        let menu = SideMenuViewController()
        menu.loadViewIfNeeded()

        #expect(menu.view.backgroundColor == .systemIndigo)
        #expect(menu.preferredStatusBarStyle == .lightContent)
    }
}
