#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif
import Foundation
import Testing

// What libraries and older apps write around their transitions, compiled as their own module
// in Swift 5 mode, as a user's test target compiles them.

/// A layout library's constraint: a subclass of `NSLayoutConstraint` with no initializer of its
/// own, made with the inherited `init(item:attribute:…)` (SnapKit's `LayoutConstraint`).
final class LabelledConstraint: NSLayoutConstraint {
    var label: String?
}

/// A navigation controller that forwards its orientation questions to another delegate, as
/// interactive-pop libraries do.
final class ForwardingNavigationDelegate: NSObject, UINavigationControllerDelegate {
    weak var next: UINavigationControllerDelegate?

    func navigationControllerPreferredInterfaceOrientationForPresentation(_ navigationController: UINavigationController)
        -> UIInterfaceOrientation {
        next?.navigationControllerPreferredInterfaceOrientationForPresentation(navigationController) ?? .portrait
    }
}

final class PlainCell: UICollectionViewCell {}

/// An effect view subclass that overrides the designated initializers and is made with the
/// inherited `init(frame:)`, as blur wrappers in apps are.
final class TintedBlurView: UIVisualEffectView {
    override init(effect: UIVisualEffect?) {
        super.init(effect: effect)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
@Suite struct LibraryPatternsSwift5Tests {
    @Test func aConstraintSubclassIsMadeWithTheInheritedInitializerAndLaysOut() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let width = LabelledConstraint(item: box, attribute: .width, relatedBy: .equal, toItem: nil,
                                       attribute: .notAnAttribute, multiplier: 1, constant: 120)
        width.label = "box.width"
        let height = LabelledConstraint(item: box, attribute: .height, relatedBy: .equal, toItem: root,
                                        attribute: .height, multiplier: 0.5, constant: 0)
        NSLayoutConstraint.activate([width, height])
        root.layoutIfNeeded()
        #expect(box.frame.size == CGSize(width: 120, height: 150))
        #expect(width.label == "box.width" && width.firstItem === box)
        #expect(NSLayoutConstraint().firstAttribute == .notAnAttribute)
    }

    @Test func olderSpellingsOfTheRuntimeAndSettingsCompileAndAnswer() throws {
        let cellClass: AnyClass = PlainCell.classForCoder()
        #expect(cellClass == PlainCell.self)
        #expect(!UIAccessibilityIsReduceTransparencyEnabled() && !UIAccessibilityIsReduceMotionEnabled())
        #expect(UITouch.TouchType.stylus == .pencil)
        let navigation = UINavigationController(rootViewController: UIViewController())
        let forwarding = ForwardingNavigationDelegate()
        forwarding.next = ForwardingNavigationDelegate()
        #expect(forwarding.navigationControllerPreferredInterfaceOrientationForPresentation(navigation) == .portrait)
        final class Target: NSObject {
            func tapped(_ sender: Any?) {}
        }
        let target = Target()
        let button = UIButton(type: .system)
        button.addTarget(target, action: Selector("tapped:", Target.tapped), for: .touchUpInside)
        #expect(button.actions(forTarget: target, forControlEvent: .touchUpInside) == ["tapped:"])
        #expect(button.actions(forTarget: target, forControlEvent: .valueChanged) == nil)
    }

    @Test func anEffectViewSubclassIsMadeWithTheInheritedFrameInitializer() {
        let blur = TintedBlurView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        #expect(blur.frame.size == CGSize(width: 120, height: 40) && blur.effect == nil)
        #expect(blur.contentView.superview === blur)
    }

    /// Apps register the fonts they bundle at launch and make their `UIFont` by the PostScript
    /// name they read back; a file that is not a font gives no `CGFont`.
    @Test func aBundledFontRegistersAndNamesItself() throws {
        let notAFont = try #require(CGDataProvider(data: Data("hello".utf8) as CFData))
        #expect(CGFont(notAFont) == nil)
        let provider = try #require(CGDataProvider(data: Self.fontFile(named: "Brand-Bold") as CFData))
        let font = try #require(CGFont(provider))
        var error: Unmanaged<CFError>?
        #expect(CTFontManagerRegisterGraphicsFont(font, &error) && error == nil)
        let name = try #require(font.postScriptName as String?)
        #expect(name == "Brand-Bold")
        #expect(UIFont(name: name, size: 20)?.pointSize == 20)
    }

    /// The smallest OpenType file with a `name` table holding a PostScript name (name ID 6,
    /// Windows platform, UTF-16 big-endian), as font files store it.
    static func fontFile(named name: String) -> Data {
        func u16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
        func u32(_ v: Int) -> [UInt8] { u16(v >> 16) + u16(v & 0xFFFF) }
        let utf16 = Array(name.utf16).flatMap { u16(Int($0)) }
        let nameTable = u16(0) + u16(1) + u16(6 + 12) + u16(3) + u16(1) + u16(0x409) + u16(6) + u16(utf16.count) + u16(0) + utf16
        let header = u32(0x0001_0000) + u16(1) + u16(16) + u16(0) + u16(0)
        let record = u32(0x6E61_6D65) + u32(0) + u32(12 + 16) + u32(nameTable.count)
        return Data(header + record + nameTable)
    }
}
