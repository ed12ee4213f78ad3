
    /// Up the superclass chain: an app class with generated members is overridden; one without
    /// is passed through to its own superclass; NSObject, `NS…`/`CA…` classes and UIKit's
    /// non-responders start the members; any other class outside the file is taken for a
    /// responder.
    @Test func overridingFollowsTheSuperclassChain() {
        let source = """
            class BaseSource: NSObject { @IBOutlet weak var owner: UIViewController? }
            class ChildSource: BaseSource { @IBOutlet weak var header: UIView! }
            class PlainBase: NSObject {}
            class PlainChild: PlainBase { @IBAction func go() {} }
            class GrandChild: PlainChild { @IBAction func stop() {} }
            class Swipe: UISwipeGestureRecognizer { @IBInspectable var strength: CGFloat = 1 }
            class Adaptive: NSLayoutConstraint { @IBInspectable var compact: CGFloat = 0 }
            class Item: UIKit.UIBarButtonItem { @IBInspectable var badge: Int = 0 }
            class Shape: CAShapeLayer { @IBInspectable var sides: Int = 3 }
            class Root { @IBAction func go() {} }
            class Card: CardKit.CardView { @IBInspectable var tilt: CGFloat = 0 }
            class Cell: UITableViewCell { @IBOutlet weak var icon: UIImageView! }
            """
        let result = SelectorRewriter.rewrite(source: source, path: "Sources.swift")
        #expect(generatedHeaders(in: result.text) == [
            "BaseSource: interfaceBuilderSetValue", "BaseSource: interfaceBuilderAction",
            "ChildSource: override interfaceBuilderSetValue",
            "PlainChild: interfaceBuilderSetValue", "PlainChild: interfaceBuilderAction",
            "GrandChild: override interfaceBuilderAction",
            "Swipe: interfaceBuilderSetValue", "Swipe: interfaceBuilderAction",
            "Adaptive: interfaceBuilderSetValue", "Adaptive: interfaceBuilderAction",
            "Item: interfaceBuilderSetValue", "Item: interfaceBuilderAction",
            "Shape: interfaceBuilderSetValue", "Shape: interfaceBuilderAction",
            "Root: interfaceBuilderSetValue", "Root: interfaceBuilderAction",
            "Card: override interfaceBuilderSetValue",
            "Cell: override interfaceBuilderSetValue",
        ])
        let conformances = result.text.components(separatedBy: "; extension ").dropFirst().map { $0.prefix { $0 != ":" } }
        #expect(conformances == ["BaseSource", "PlainChild", "Swipe", "Adaptive", "Item", "Shape", "Root"])
        #expect(result.text.contains("default: return super.interfaceBuilderSetValue(value, forKey: key)"))
    }