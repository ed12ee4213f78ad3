import Foundation
@testable import GoldensUIKit
import Testing

/// Code that swizzles a UIKit method finds no method to exchange, and goes on without it.
@MainActor
@Suite struct MethodSwizzlingTests {
    @Test func swizzlingFindsNoMethodAndTheClassKeepsItsOwn() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        var exchanged = false
        if let original = class_getInstanceMethod(UIWindow.self, Selector("sendEvent:")),
           let replacement = class_getInstanceMethod(UIWindow.self, Selector("tracked_sendEvent:")) {
            method_exchangeImplementations(original, replacement)
            exchanged = true
        }
        #expect(!exchanged)
        #expect(window.bounds.width == 390)
    }
}
