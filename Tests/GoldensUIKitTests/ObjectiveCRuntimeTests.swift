import Foundation
@testable import GoldensUIKit
import Testing

/// Associated objects and key-value coding, written as UIKit code uses them.
@MainActor
struct ObjectiveCRuntimeTests {
    private static var badgeKey: UInt8 = 0
    private static var ownerKey: UInt8 = 0

    @Test func associatedObjectsLiveWithTheirObject() {
        let controller = UIViewController()
        let other = UIViewController()
        objc_setAssociatedObject(controller, &Self.badgeKey, "3", .OBJC_ASSOCIATION_RETAIN_NONATOMIC)

        #expect(objc_getAssociatedObject(controller, &Self.badgeKey) as? String == "3")
        #expect(objc_getAssociatedObject(other, &Self.badgeKey) == nil)
        #expect(objc_getAssociatedObject(controller, &Self.ownerKey) == nil)

        objc_setAssociatedObject(controller, &Self.badgeKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
        #expect(objc_getAssociatedObject(controller, &Self.badgeKey) == nil)
    }

    /// `.OBJC_ASSOCIATION_ASSIGN` does not keep its value alive; the others do.
    @Test func assignDoesNotRetain() {
        let view = UIView()
        weak var weakOwner: UIViewController?
        weak var weakRetained: UIViewController?
        do {
            let owner = UIViewController()
            let retained = UIViewController()
            weakOwner = owner
            weakRetained = retained
            objc_setAssociatedObject(view, &Self.ownerKey, owner, .OBJC_ASSOCIATION_ASSIGN)
            objc_setAssociatedObject(view, &Self.badgeKey, retained, .OBJC_ASSOCIATION_RETAIN)
            #expect(objc_getAssociatedObject(view, &Self.ownerKey) as? UIViewController === owner)
        }
        #expect(weakOwner == nil)
        #expect(objc_getAssociatedObject(view, &Self.ownerKey) == nil)
        #expect(weakRetained != nil)
        objc_removeAssociatedObjects(view)
        #expect(weakRetained == nil)
    }

    /// A value kept under a key of an animation is read back when it ends, as animation
    /// delegates do; stored properties are read by name; unknown keys are nil.
    @Test func keyValueCodingKeepsAndReadsValues() {
        let fade = CABasicAnimation(keyPath: "opacity")
        let layer = CALayer()
        fade.setValue(layer, forKey: "targetLayer")
        fade.setValue("fade-in", forKeyPath: "name")
        #expect(fade.value(forKey: "targetLayer") as? CALayer === layer)
        #expect(fade.value(forKey: "name") as? String == "fade-in")
        #expect(fade.value(forKey: "nothing") == nil)

        final class Card: NSObject {
            var title = "Basil"
            var subtitle: String? = "Herb"
            var missing: String?
        }
        let card = Card()
        #expect(card.value(forKey: "title") as? String == "Basil")
        #expect(card.value(forKey: "subtitle") as? String == "Herb")
        #expect(card.value(forKey: "missing") == nil)
    }

    @Test func uikitAnswersTheKeysCodeReachesFor() {
        let button = UIButton(type: .system)
        let item = UIBarButtonItem(customView: button)
        #expect(item.value(forKey: "view") as? UIButton === button)
        #expect(UIApplication.value(forKeyPath: "shared") as? UIApplication === UIApplication.shared)
    }
}
