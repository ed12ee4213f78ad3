import Foundation
@testable import GoldensUIKit
import Testing

/// Objects app code makes by name, without arguments or from strings: UIKit's private custom
/// blur, `UIBlurEffect()`,
/// `UIPageViewController()` (and a subclass's `()`), and UIKit's geometry strings.
@MainActor
@Suite struct RuntimeMadeObjectsTests {
    /// A blur library's way, line for line after the plugin's rename: a class by name, made
    /// through its metatype, set by keys.
    @Test func aCustomBlurMadeByNameTakesItsRadiusAndTintByKey() throws {
        let type = try #require(goldensClassFromString("_UICustomBlurEffect") as? UIBlurEffect.Type)
        let effect = type.init()
        #expect(effect.value(forKeyPath: "blurRadius") as! CGFloat == 0)
        #expect(effect.value(forKeyPath: "scale") as! CGFloat == 1)
        effect.setValue(CGFloat(12), forKeyPath: "blurRadius")
        effect.setValue(UIColor.red, forKeyPath: "colorTint")
        effect.setValue(CGFloat(0.3), forKeyPath: "colorTintAlpha")
        let view = UIVisualEffectView(effect: nil)
        view.effect = effect
        #expect(view.layer.node.backdropBlur == 12)
        let tint = try #require(view.backgroundColor)
        var (r, a): (CGFloat, CGFloat) = (0, 0)
        tint.getRed(&r, green: nil, blue: nil, alpha: &a)
        #expect(r == 1 && abs(a - 0.3) < 1e-9)
        // Any other name is Foundation's to find.
        #expect(goldensClassFromString("NoSuchClassAnywhere") == nil)
    }

    @Test func aBlurEffectMadeWithoutAStyleIsRegular() {
        #expect(UIBlurEffect().style == .regular)
        // Through the metatype, as code that picks an effect class does.
        let type: UIBlurEffect.Type = UIBlurEffect.self
        #expect(type.init().style == .regular)
    }

    @Test func aPageViewControllerMadeWithoutArgumentsCurlsHorizontally() {
        final class Pager: UIPageViewController {
            override init(transitionStyle style: UIPageViewController.TransitionStyle,
                          navigationOrientation: UIPageViewController.NavigationOrientation,
                          options: [UIPageViewController.OptionsKey: Any]? = nil) {
                super.init(transitionStyle: .scroll, navigationOrientation: navigationOrientation, options: options)
            }
            required init?(coder: NSCoder) { nil }
        }
        let plain = UIPageViewController()
        #expect(plain.transitionStyle == .pageCurl && plain.navigationOrientation == .horizontal)
        // A subclass that overrides both designated initializers is made with `()` too.
        #expect(Pager().transitionStyle == .scroll)
    }

    @Test func geometryStringsReadAndWriteAsUIKitsDo() {
        #expect(NSStringFromCGPoint(CGPoint(x: 1, y: 2.5)) == "{1, 2.5}")
        #expect(NSStringFromCGRect(CGRect(x: 0, y: 47, width: 390, height: 44)) == "{{0, 47}, {390, 44}}")
        #expect(CGVectorFromString("{3, -4.5}") == CGVector(dx: 3, dy: -4.5))
        #expect(CGRectFromString("{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(UIEdgeInsetsFromString(NSStringFromUIEdgeInsets(UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)))
                == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(NSStringFromCGAffineTransform(.identity) == "[1, 0, 0, 1, 0, 0]", "a transform in brackets, as UIKit writes it")
        #expect(CGAffineTransformFromString(NSStringFromCGAffineTransform(CGAffineTransform(translationX: 5, y: 6)))
                == CGAffineTransform(translationX: 5, y: 6))
        // Numbers missing read as 0; text around them is ignored.
        #expect(CGPointFromString("{7}") == CGPoint(x: 7, y: 0))
        #expect(CGSizeFromString("garbage") == .zero)
    }
}
