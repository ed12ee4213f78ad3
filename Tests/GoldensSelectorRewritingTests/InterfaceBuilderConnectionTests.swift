import Foundation
import GoldensSelectorRewriting
import Testing

/// The generated header lines (`override func interfaceBuilderSetValue(…`), trimmed, in order,
/// each after the name of the class it is in.
private func generatedHeaders(in text: String) -> [String] {
    var currentClass = ""
    var headers: [String] = []
    for line in text.split(separator: "\n") {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if let declaration = trimmed.firstMatch(of: /^(?:(?:open|public|package|internal|fileprivate|private|final) )*class (\w+)/) {
            currentClass = String(declaration.1)
        }
        // The class method a document's objects are made through has tests of its own.
        if let range = trimmed.range(of: "func interfaceBuilder"), !trimmed.contains("interfaceBuilderInstance") {
            let name = trimmed[trimmed.index(range.lowerBound, offsetBy: 5)...].prefix { $0 != "(" }
            headers.append(currentClass + ": " + trimmed[..<range.lowerBound] + String(name))
        }
    }
    return headers
}

/// The generated `case` lines, trimmed, without the `switch … {` the first shares its line with.
private func generatedCases(in text: String) -> [String] {
    text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.compactMap { line in
        guard let range = line.range(of: "case \"") else { return nil }
        return String(line[range.lowerBound...])
    }
}

private func warnings(_ result: RewrittenFile) -> [String] {
    result.warnings.map { "\($0.line):\($0.column): \($0.message)" }
}

struct InterfaceBuilderConnectionTests {
    /// Each generated line that names a member is reported at the member's line, the others at
    /// the class's name; the closing brace goes back to its own line.
    @Test func aControllersOutletsInspectablesAndActions() {
        let source = """
            class ProfileViewController: UIViewController {
                @IBOutlet weak var nameLabel: UILabel!
                @IBOutlet var buttons: [UIButton]!
                @IBInspectable var cornerRadius: CGFloat = 0
                @IBAction func close(_ sender: Any) { dismiss(animated: true) }
                @IBAction func done() {}
                @IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
            }
            """
        let result = SelectorRewriter.rewrite(source: source, path: "Profile.swift")
        #expect(result.warnings.isEmpty)
        #expect(result.text == """
            import GoldensUIKit
            #sourceLocation(file: "Profile.swift", line: 1)
            class ProfileViewController: UIViewController {
                weak var nameLabel: UILabel!
                var buttons: [UIButton]!
                @IBInspectable var cornerRadius: CGFloat = 0
                func close(_ sender: Any) { dismiss(animated: true) }
                func done() {}
                func tapped(_ sender: UIButton, forEvent event: UIEvent) {}

            #sourceLocation(file: "Profile.swift", line: 1)
                override func interfaceBuilderSetValue(_ value: Any?, forKey key: String) -> Bool {
                    switch key { case "nameLabel": return InterfaceBuilderProperty.assign(&self.nameLabel, value)
                    case "buttons": return InterfaceBuilderProperty.assign(&self.buttons, value)
                    case "cornerRadius": return InterfaceBuilderProperty.assign(&self.cornerRadius, value)
            #sourceLocation(file: "Profile.swift", line: 1)
                    default: return super.interfaceBuilderSetValue(value, forKey: key)
                    }
                }
            #sourceLocation(file: "Profile.swift", line: 1)
                override func interfaceBuilderAction(named name: String) -> Selector? {
            #sourceLocation(file: "Profile.swift", line: 5)
                    switch name { case "close:": return Selector("close:", ProfileViewController.close(_:))
                    case "done": return Selector("done", ProfileViewController.done)
                    case "tapped:forEvent:": return Selector("tapped:forEvent:", ProfileViewController.tapped(_:forEvent:))
            #sourceLocation(file: "Profile.swift", line: 1)
                    default: return super.interfaceBuilderAction(named: name)
                    }
                }
            #sourceLocation(file: "Profile.swift", line: 8)
            }
            """)
        // The import and the members.
        #expect(result.insertedLines == 22)
    }

    /// A class deriving from NSObject has no members to override: it gets both, answering false
    /// and nil for what it does not declare, and the protocol in an extension (not in its own
    /// inheritance list, which in Swift 6 would make the whole class main-actor isolated).
    @Test func anNSObjectDataSourceStartsTheMembers() {
        let source = """
            final class ContactsDataSource: NSObject, UITableViewDataSource {
                @IBOutlet weak var tableView: UITableView!
            }
            """
        #expect(rewritten(source, path: "Source.swift") == """
            final class ContactsDataSource: NSObject, UITableViewDataSource {
                weak var tableView: UITableView!

            #sourceLocation(file: "Source.swift", line: 1)
                func interfaceBuilderSetValue(_ value: Any?, forKey key: String) -> Bool {
                    switch key { case "tableView": return InterfaceBuilderProperty.assign(&self.tableView, value)
            #sourceLocation(file: "Source.swift", line: 1)
                    default: return false
                    }
                }
            #sourceLocation(file: "Source.swift", line: 1)
                func interfaceBuilderAction(named name: String) -> Selector? { nil }
            #sourceLocation(file: "Source.swift", line: 1)
                @MainActor class func interfaceBuilderInstance() -> AnyObject? { ContactsDataSource() }
            #sourceLocation(file: "Source.swift", line: 3)
            }; extension ContactsDataSource: InterfaceBuilderConnectable {}; extension ContactsDataSource: InterfaceBuilderInstantiable {}
            """)
    }

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
        let conformances = result.text.components(separatedBy: "; extension ").dropFirst()
            .filter { $0.contains(": InterfaceBuilderConnectable") }.map { $0.prefix { $0 != ":" } }
        #expect(conformances == ["BaseSource", "PlainChild", "Swipe", "Adaptive", "Item", "Shape", "Root"])
        #expect(result.text.contains("default: return super.interfaceBuilderSetValue(value, forKey: key)"))
    }

    /// An override must be as visible as its class; `final` changes nothing.
    @Test func theMembersAreAsVisibleAsTheirClass() {
        let source = """
            open class OpenCard: UIView { @IBOutlet public weak var title: UILabel! }
            public class PublicCard: OpenCard { @IBInspectable var tilt: CGFloat = 0 }
            public final class FinalCard: UIView { @IBAction func flip() {} }
            package class PackageCard: UIView { @IBAction func flip() {} }
            private class PrivateCard: UIView { @IBAction func flip() {} }
            fileprivate final class FilePrivateCard: UIView { @IBAction func flip() {} }
            open class OpenSource: NSObject { @IBAction func reload() {} }
            public class PublicSource: NSObject { @IBAction func reload() {} }
            """
        #expect(generatedHeaders(in: rewritten(source)) == [
            "OpenCard: open override interfaceBuilderSetValue",
            "PublicCard: public override interfaceBuilderSetValue",
            "FinalCard: public override interfaceBuilderAction",
            "PackageCard: package override interfaceBuilderAction",
            "PrivateCard: override interfaceBuilderAction",
            "FilePrivateCard: override interfaceBuilderAction",
            "OpenSource: open interfaceBuilderSetValue", "OpenSource: open interfaceBuilderAction",
            "PublicSource: public interfaceBuilderSetValue", "PublicSource: public interfaceBuilderAction",
        ])
    }

    /// Private members are fine: the generated members are in the same class. Of what a
    /// document cannot set or send, nothing is generated, and a warning says why.
    @Test func whatAStoryboardCannotSetOrSendIsLeftOutWithAWarning() {
        let source = """
            final class Card: UIView {
                @IBOutlet private weak var badge: UILabel?
                @IBInspectable fileprivate(set) var tilt: CGFloat = 0 { didSet { setNeedsLayout() } }
                @IBInspectable var shadow: Bool { get { layer.shadowOpacity > 0 } set { layer.shadowOpacity = newValue ? 1 : 0 } }
                @IBInspectable var area: CGFloat { bounds.width * bounds.height }
                @IBInspectable var width: CGFloat { get { bounds.width } }
                @IBOutlet let fixed = UILabel()
                @IBOutlet static var shared: UILabel?
                @IBOutlet var (x, y): (UIView?, UIView?)
                @IBAction private func flip(_ sender: Any) {}
                @IBAction static func make() {}
                @IBAction func move(_ a: Any, _ b: Any, _ c: Any) {}
                @IBAction func load() async {}
                @IBAction func check() throws {}
                @IBAction func pick<T>(_ sender: T) {}
                @IBAction func count(_ values: Int...) {}
            }
            """
        let result = SelectorRewriter.rewrite(source: source, path: "Card.swift")
        #expect(generatedCases(in: result.text) == [
            #"case "badge": return InterfaceBuilderProperty.assign(&self.badge, value)"#,
            #"case "tilt": return InterfaceBuilderProperty.assign(&self.tilt, value)"#,
            #"case "shadow": return InterfaceBuilderProperty.assign(&self.shadow, value)"#,
            #"case "flip:": return Selector("flip:", Card.flip(_:))"#,
        ])
        #expect(warnings(result) == [
            "5:24: a storyboard cannot set a property without a setter",
            "6:24: a storyboard cannot set a property without a setter",
            "7:15: a storyboard cannot set a constant: declare the @IBOutlet with var",
            "8:22: a storyboard cannot set a static @IBOutlet property",
            "11:27: a storyboard cannot send this action: it is a static method",
            "12:20: a storyboard cannot send this action: an action takes at most two arguments (the sender and the event)",
            "13:20: a storyboard cannot send this action: it is async or throws",
            "14:20: a storyboard cannot send this action: it is async or throws",
            "15:20: a storyboard cannot send this action: it is generic",
            "16:20: a storyboard cannot send this action: a variadic or inout parameter cannot be passed a sender",
        ])
    }

    /// The names a document uses: Objective-C's selectors (`ObjCSelectorName`), or the ones
    /// `@objc(…)` gives.
    @Test func membersAreNamedAsObjectiveCNamesThem() {
        let source = """
            final class Card: UIViewController {
                @objc(titleView) @IBOutlet weak var titleLabel: UILabel!
                @IBAction func didTap(_ sender: UIButton) {}
                @IBAction func buttonTapped(sender: UIButton) {}
                @IBAction func move(to sender: UIButton) {}
                @objc(customName:) @IBAction func renamed(_ sender: UIButton) {}
                @IBAction func `default`() {}
            }
            """
        #expect(generatedCases(in: rewritten(source)) == [
            #"case "titleView": return InterfaceBuilderProperty.assign(&self.titleLabel, value)"#,
            #"case "didTap:": return Selector("didTap:", Card.didTap(_:))"#,
            #"case "buttonTappedWithSender:": return Selector("buttonTappedWithSender:", Card.buttonTapped(sender:))"#,
            #"case "moveTo:": return Selector("moveTo:", Card.move(to:))"#,
            #"case "customName:": return Selector("customName:", Card.renamed(_:))"#,
            #"case "default": return Selector("default", Card.`default`)"#,
        ])
    }

    /// An action without parameters named like a method UIKit's controller declares (`dismiss()`
    /// beside `dismiss(animated:completion:)`) is called through a closure: `Card.dismiss` alone
    /// would be ambiguous.
    @Test func anActionNamedLikeAnInheritedMethodIsCalledThroughAClosure() {
        let source = """
            final class Card: UIViewController {
                @IBAction func dismiss() {}
                @IBAction func done() {}
            }
            """
        #expect(generatedCases(in: rewritten(source)) == [
            #"case "dismiss": return Selector("dismiss", { (target: Card) in { target.dismiss() } })"#,
            #"case "done": return Selector("done", Card.done)"#,
        ])
    }

    /// Two methods of one full name (or a method without arguments beside others of its base
    /// name) make `Card.close(_:)` ambiguous: the action is called through a closure with its
    /// declared types. Of two actions with one selector, the first declared is kept, as
    /// `#selector(close(_:))` takes it.
    @Test func overloadedActionsAreCalledThroughAClosure() {
        let source = """
            final class Card: UIViewController {
                @IBAction func close(_ sender: UIButton) {}
                @IBAction func close(_ sender: UIBarButtonItem) {}
                @IBAction func done() {}
                func done(_ sender: UIButton!) {}
                @IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
                func tapped(_ sender: UIButton, forEvent event: Int) {}
            }
            """
        #expect(generatedCases(in: rewritten(source)) == [
            #"case "close:": return Selector("close:", { (target: Card) in { (sender: UIButton) in target.close(sender) } })"#,
            #"case "done": return Selector("done", { (target: Card) in { target.done() } })"#,
            #"case "tapped:forEvent:": return Selector("tapped:forEvent:", { (target: Card) in { (sender: UIButton, event: UIEvent) in target.tapped(sender, forEvent: event) } })"#,
        ])
    }

    /// Actions in extensions of a class declared in the file join the class's; properties can
    /// be in extensions only when computed with a setter. An action in an extension of UIKit's
    /// class cannot be reached: a warning says so.
    @Test func membersOfExtensionsInTheFileJoinTheirClass() {
        let source = """
            class Card: UIViewController {
                @IBOutlet weak var titleLabel: UILabel!
            }
            extension Card {
                @IBAction private func share(_ sender: UIBarButtonItem) {}
                @IBInspectable var tilt: CGFloat { get { 0 } set {} }
            }
            private extension Card {
                @IBAction func pin() {}
            }
            extension UIViewController {
                @IBAction func dismissAnything(_ sender: Any) {}
            }
            """
        let result = SelectorRewriter.rewrite(source: source, path: "Card.swift")
        #expect(generatedCases(in: result.text) == [
            #"case "titleLabel": return InterfaceBuilderProperty.assign(&self.titleLabel, value)"#,
            #"case "tilt": return InterfaceBuilderProperty.assign(&self.tilt, value)"#,
            #"case "share:": return Selector("share:", Card.share(_:))"#,
            #"case "pin": return Selector("pin", Card.pin)"#,
        ])
        // Each case at its member's line, in the extensions too.
        #expect(result.text.contains("""
            #sourceLocation(file: "Card.swift", line: 5)
                    switch name { case "share:": return Selector("share:", Card.share(_:))
            #sourceLocation(file: "Card.swift", line: 9)
                    case "pin": return Selector("pin", Card.pin)
            """))
        #expect(warnings(result) == [
            "12:20: a storyboard cannot reach this action: it is declared in an extension of UIViewController, a class of UIKit's; "
                + "declare it in a subclass",
        ])
    }

    /// Inspectables in extensions of UIKit's classes: one table per class, written by the first
    /// file (in path order) that declares one, listing every file's.
    @Test func inspectablesInExtensionsOfUIKitClassesGetATable() {
        let styles = """
            extension UIView {
                @IBInspectable var cornerRadius: CGFloat { get { layer.cornerRadius } set { layer.cornerRadius = newValue } }
            }
            """
        let borders = """
            extension UIView {
                @IBInspectable var borderWidth: CGFloat { get { 0 } set {} }
                @IBInspectable private var hidden2: Bool { get { false } set {} }
            }
            extension UIButton {
                @IBOutlet weak var badge: UILabel? { get { nil } set {} }
            }
            """
        let index = TargetIndex(files: [(path: "/app/Borders.swift", source: borders), (path: "/app/Styles.swift", source: styles)])
        let first = SelectorRewriter.rewrite(source: borders, path: "/app/Borders.swift", index: index).text
        let second = SelectorRewriter.rewrite(source: styles, path: "/app/Styles.swift", index: index).text
        #expect(first.contains("final class InterfaceBuilderExtension_UIView: InterfaceBuilderExtensionMembers {"))
        #expect(first.contains("final class InterfaceBuilderExtension_UIButton: InterfaceBuilderExtensionMembers {"))
        #expect(first.contains("guard let object = object as? UIView else { return false }"))
        // Its own private member, and the other file's.
        #expect(generatedCases(in: first) == [
            #"case "borderWidth": return InterfaceBuilderProperty.assign(&object.borderWidth, value)"#,
            #"case "hidden2": return InterfaceBuilderProperty.assign(&object.hidden2, value)"#,
            #"case "cornerRadius": return InterfaceBuilderProperty.assign(&object.cornerRadius, value)"#,
            #"case "badge": return InterfaceBuilderProperty.assign(&object.badge, value)"#,
        ])
        #expect(!second.contains("InterfaceBuilderExtension_"))
        #expect(first.hasPrefix("import GoldensUIKit\n"))
    }

    /// Classes nested in types get their members in their own body; the conformance of one
    /// deriving from NSObject goes after the declaration at file scope, named in full. Generic
    /// classes need nothing special (their own name means them in their body). A class in a
    /// function, or under an `#if` inside a type, is left with a warning.
    @Test func nestedGenericAndUnreachableClasses() {
        let source = """
            enum Menu {
                class Controller: UIViewController { @IBOutlet weak var table: UITableView! }
                class Source: NSObject { @IBAction func refresh(_ sender: Any) {} }
            }
            extension Menu {
                final class Inner<Item>: NSObject { @IBInspectable var count: Int = 0 }
            }
            class Box<T>: UIView { @IBAction func poke() {} }
            #if os(iOS)
            class Guarded: UIView { @IBAction func poke() {} }
            #endif
            func make() {
                class Local: UIView { @IBOutlet weak var label: UILabel! }
            }
            struct Holder {
                #if DEBUG
                class Debug: UIView { @IBOutlet weak var label: UILabel! }
                #endif
            }
            """
        let result = SelectorRewriter.rewrite(source: source, path: "Menu.swift")
        #expect(generatedHeaders(in: result.text) == [
            "Controller: override interfaceBuilderSetValue",
            "Source: interfaceBuilderSetValue", "Source: interfaceBuilderAction",
            "Inner: interfaceBuilderSetValue", "Inner: interfaceBuilderAction",
            "Box: override interfaceBuilderAction",
            "Guarded: override interfaceBuilderAction",
        ])
        #expect(result.text.contains("}; extension Menu.Source: InterfaceBuilderConnectable {}; extension Menu.Source: InterfaceBuilderInstantiable {}\nextension Menu {"))
        #expect(result.text.contains("}; extension Menu.Inner: InterfaceBuilderConnectable {}\nclass Box<T>"))
        #expect(result.text.contains(#"case "refresh:": return Selector("refresh:", Source.refresh(_:))"#))
        #expect(result.text.contains(#"case "poke": return Selector("poke", Box.poke)"#))
        let unreachable = "a storyboard cannot reach the outlets and actions of a class declared in a function, in an extension of a generic type "
            + "or under an #if inside a type; declare it at file scope or directly in a type"
        #expect(warnings(result) == ["13:11: " + unreachable, "17:11: " + unreachable])
    }

    /// An override moved out of an extension and the generated members both go to the end of
    /// the class's body, in that order, and every original line stays at its line.
    @Test func withAMovedOverrideEveryLineStaysAtItsLine() {
        let source = """
            final class Card: UIViewController { // L1
                @IBOutlet weak var titleLabel: UILabel! // L2
            } // L3
            extension Card { // L4
                override func viewDidLoad() {} // L5
                @IBAction func close() {} // L6
            } // L7
            """
        let result = SelectorRewriter.rewrite(source: source, path: "Card.swift")
        let moved = result.text.range(of: "override func viewDidLoad")
        let generated = result.text.range(of: "override func interfaceBuilderSetValue")
        #expect(moved != nil && generated != nil && moved!.lowerBound < generated!.lowerBound)
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count + 1 + result.insertedLines)
        // Every line the compiler counts is the original's line of that number.
        var reported = 0
        for line in lines {
            if let number = line.firstMatch(of: /#sourceLocation\(file: "Card.swift", line: (\d+)\)/)?.1 {
                reported = Int(number)!
                continue
            }
            if let marker = line.firstMatch(of: /\/\/ L(\d+)$/)?.1 {
                #expect(Int(marker) == reported, "\(line)")
            }
            reported += 1
        }
    }
}

/// What other files of the target declare, through the index the plugin's first pass writes.
struct TargetIndexTests {
    private let base = """
        class FeedSource: NSObject {
            @IBOutlet weak var tableView: UITableView!
        }
        class Plain: NSObject {}
        class FeedController: UIViewController {
            var count = 0
        }
        @objc protocol FeedDelegate {
            @objc optional func feedDidLoad()
        }
        """
    private let other = """
        class PagedSource: FeedSource {
            @IBInspectable var pageSize: Int = 20
        }
        class PlainSub: Plain {
            @IBAction func go(_ sender: Any) {}
        }
        extension FeedController {
            @IBAction func refresh(_ sender: UIButton) { count += 1 }
            @IBAction private func secret() {}
        }
        """

    @Test func theIndexReadsBackAsWritten() {
        let index = TargetIndex(files: [(path: "/app/Feed.swift", source: base), (path: "/app/Feed\tPaged.swift", source: other)])
        #expect(index.optionalRequirements == ["feedDidLoad()"])
        #expect(TargetIndex(serialized: index.serialized) == index)
        #expect(index.serialized.contains("class\tPagedSource\tFeedSource\tmembers\tinherited\t-\t/app/Feed\\tPaged.swift\n"))
        // An index file from before classes were indexed: one requirement per line.
        #expect(TargetIndex(serialized: "menuDidClose()\nmenu(_:didSelect:)\n").optionalRequirements == ["menuDidClose()", "menu(_:didSelect:)"])
    }

    /// A subclass of a class in another file overrides its members when that class has them,
    /// and starts them when it derives from NSObject without them.
    @Test func superclassesInOtherFilesDecideOverriding() {
        let index = TargetIndex(files: [(path: "/app/Feed.swift", source: base), (path: "/app/Paged.swift", source: other)])
        let result = SelectorRewriter.rewrite(source: other, path: "/app/Paged.swift", index: index)
        #expect(generatedHeaders(in: result.text) == [
            "PagedSource: override interfaceBuilderSetValue",
            "PlainSub: interfaceBuilderSetValue", "PlainSub: interfaceBuilderAction",
        ])
        #expect(warnings(result) == [
            "9:28: a storyboard cannot reach 'secret': it is private to this file, and its class is declared in another; make it internal",
        ])
        // Without the index the file alone cannot tell that Plain derives from NSObject.
        let alone = SelectorRewriter.rewrite(source: other, path: "/app/Paged.swift")
        #expect(generatedHeaders(in: alone.text).contains("PlainSub: override interfaceBuilderAction"))
    }

    /// An action declared in an extension in another file is called through a closure (its
    /// overloads there are not known) and reported at its own file and line.
    @Test func actionsInExtensionsInOtherFilesJoinTheirClass() {
        let index = TargetIndex(files: [(path: "/app/Feed.swift", source: base), (path: "/app/Paged.swift", source: other)])
        let result = SelectorRewriter.rewrite(source: base, path: "/app/Feed.swift", index: index)
        #expect(result.text.contains("""
                var count = 0

            #sourceLocation(file: "/app/Feed.swift", line: 5)
                override func interfaceBuilderAction(named name: String) -> Selector? {
            #sourceLocation(file: "/app/Paged.swift", line: 8)
                    switch name { case "refresh:": return Selector("refresh:", { (target: FeedController) in { (sender: UIButton) in target.refresh(sender) } })
            #sourceLocation(file: "/app/Feed.swift", line: 5)
                    default: return super.interfaceBuilderAction(named: name)
            """))
        #expect(!result.text.contains("secret"))
    }
}

/// The rewritten classes compile in both language modes against a stand-in for GoldensUIKit's
/// declarations, and an error in a generated line is reported at the member that caused it.
struct InterfaceBuilderCompileTests {
    /// GoldensUIKit's shapes: `Selector`'s three action initializers, the two open members on
    /// `UIResponder`, the protocol and `InterfaceBuilderProperty`'s overloads.
    static let standIn = """
        import Foundation
        public struct Selector {
            public init(_ name: String) {}
            @preconcurrency public init<Target: AnyObject, Result>(_ name: String, _ method: @escaping @MainActor (Target) -> () -> Result) {}
            @preconcurrency public init<Target: AnyObject, Sender, Result>(
                _ name: String, _ method: @escaping @MainActor (Target) -> (Sender) -> Result) {}
            @preconcurrency public init<Target: AnyObject, Sender, Event, Result>(
                _ name: String, _ method: @escaping @MainActor (Target) -> (Sender, Event) -> Result) {}
        }
        @preconcurrency @MainActor public protocol InterfaceBuilderConnectable: AnyObject {
            func interfaceBuilderSetValue(_ value: Any?, forKey key: String) -> Bool
            func interfaceBuilderAction(named name: String) -> Selector?
        }
        @preconcurrency @MainActor open class UIResponder: NSObject, InterfaceBuilderConnectable {
            open func interfaceBuilderSetValue(_ value: Any?, forKey key: String) -> Bool { false }
            open func interfaceBuilderAction(named name: String) -> Selector? { nil }
        }
        open class UIView: UIResponder {}
        open class UILabel: UIView {}
        open class UIButton: UIView {}
        open class UIViewController: UIResponder {}
        open class UIEvent: NSObject {}
        open class UIBarButtonItem: NSObject {}
        open class UIGestureRecognizer: NSObject {}
        open class UIPercentDrivenInteractiveTransition: NSObject {}
        public protocol InterfaceBuilderInstantiable: AnyObject {
            @MainActor static func interfaceBuilderInstance() -> AnyObject?
        }
        public protocol InterfaceBuilderAwakening: AnyObject {
            @MainActor func awakeFromNib()
        }
        public protocol InterfaceBuilderExtensionMembers {
            @MainActor static func interfaceBuilderSetValue(_ value: Any?, forKey key: String, of object: AnyObject) -> Bool
        }
        public enum InterfaceBuilderProperty {
            public static func assign<Value>(_ slot: inout Value?, _ value: Any?) -> Bool { true }
            public static func assign<Value>(_ slot: inout Value, _ value: Any?) -> Bool { true }
            public static func assign<Element>(_ slot: inout [Element]?, _ value: Any?) -> Bool { true }
            public static func assign<Element>(_ slot: inout [Element], _ value: Any?) -> Bool { true }
        }
        """

    static let storyboardClasses = """
        import Foundation
        open class CardView: UIView {
            @IBInspectable open var cornerRadius: CGFloat = 0
            @IBInspectable var isElevated = false { didSet {} }
            @IBOutlet public weak var titleLabel: UILabel!
        }
        public final class ProfileViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet var buttons: [UIButton]!
            @IBOutlet private var optionalButtons: [UIButton]?
            @IBOutlet private weak var card: CardView?
            @IBAction func close() {}
            @IBAction func rate(_ sender: UIButton) {}
            @IBAction func rate(_ sender: UIBarButtonItem) {}
            @IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent?) {}
        }
        extension ProfileViewController {
            @IBAction private func edit(sender: UIBarButtonItem) {}
        }
        class DetailsSource: NSObject {
            @IBOutlet weak var owner: ProfileViewController?
            @IBAction func reload() {}
        }
        final class PagedSource: DetailsSource {
            @IBInspectable var pageSize: Int = 20
        }
        enum Menu {
            class Source: NSObject { @IBOutlet var items: [UIView] = [] }
        }
        class Box<Item>: UIView { @IBAction func poke(_ sender: Any) {} }
        class Swipe: UIGestureRecognizer { @IBInspectable var strength: Double = 1 }
        class Settings: NSObject {
            @MainActor static let shared = Settings()
            private override init() { super.init() }
        }
        class Loader: NSObject {
            let album: String
            init(album: String) { self.album = album }
        }
        final class AlbumLoader: Loader {}
        class Styled: NSObject {
            #if DEBUG
            init(debug: Bool) {}
            #endif
            convenience init(style: Int = 0) { self.init() }
        }
        @MainActor class SwipeDriver: UIPercentDrivenInteractiveTransition {
            var progress: Double
            override init() { progress = 0 }
        }
        final class CardSegue: NSObject {
            private class Presenter: NSObject { @objc func tap() {} }
            private final class BouncyPresenter: Presenter { @objc func bounce() {} }
            fileprivate class Dismisser: NSObject { @objc func tap() {} }
        }
        class Refused: NSObject {
            @available(*, unavailable) override init() { fatalError() }
            init(name: String) {}
        }
        public class Mixed<Model>: NSObject {}
        class CaptionStyler: NSObject {
            var awoken = false
            override func awakeFromNib() {
                super.awakeFromNib()
                awoken = true
            }
        }
        final class LoudCaptionStyler: CaptionStyler {
            override func awakeFromNib() { super.awakeFromNib() }
        }
        extension UIView {
            @IBInspectable var outline: Double { get { 0 } set {} }
        }
        """


    @Test(.enabled(if: SwiftCompiler.onPath != nil, "swiftc is not on PATH"), arguments: ["5", "6"])
    func theGeneratedMembersCompile(languageMode: String) throws {
        let folder = try ScratchFolder()
        let rewrite = SelectorRewriter.rewrite(source: Self.storyboardClasses, path: "Storyboard.swift")
        #expect(rewrite.warnings.isEmpty)
        let compiler = try #require(SwiftCompiler.onPath)
        let result = try compiler.typecheck(rewrite.text, named: "Storyboard.swift", against: Self.standIn, languageMode: languageMode, in: folder)
        #expect(result.status == 0, "\(result.output)\n--- rewritten\n\(rewrite.text)")
        #expect(!result.output.contains("warning:"), "\(result.output)")
    }

    /// With an `assign` that takes only classes, the inspectable `Double` fails to compile: the
    /// compiler says so at the property's name, where it was declared (not at its attribute).
    @Test(.enabled(if: SwiftCompiler.onPath != nil, "swiftc is not on PATH"))
    func anErrorInAGeneratedLineIsReportedAtItsMember() throws {
        let folder = try ScratchFolder()
        let source = """
            final class Card: UIView {
                @IBOutlet weak var titleLabel: UILabel!

                @IBInspectable
                var radius: Double = 0
            }
            """
        let standIn = Self.standIn.components(separatedBy: "public enum InterfaceBuilderProperty")[0] + """
            public enum InterfaceBuilderProperty {
                public static func assign<Value: AnyObject>(_ slot: inout Value?, _ value: Any?) -> Bool { true }
            }
            """
        let original = folder.url.appendingPathComponent("Card.swift")
        let rewrite = SelectorRewriter.rewrite(source: source, path: original.path)
        let compiler = try #require(SwiftCompiler.onPath)
        let result = try compiler.typecheck(rewrite.text, named: "Card.swift", against: standIn, in: folder)
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error:") }
        #expect(result.status != 0)
        #expect(!errors.isEmpty && errors.allSatisfy { $0.hasPrefix("\(original.path):5:") }, "\(result.output)")
    }
}

/// Generated members name GoldensUIKit's protocols: a file that does not import the module gets
/// the import, before its first line so that no line moves.
struct GeneratedImportTests {
    @Test func aFileImportingOnlyFoundationImportsGoldensUIKit() {
        let source = """
            import Foundation
            final class Settings: NSObject {}
            """
        let text = SelectorRewriter.rewrite(source: source, path: "Settings.swift").text
        #expect(text.hasPrefix("import GoldensUIKit\n#sourceLocation(file: \"Settings.swift\", line: 1)\nimport Foundation\n"))
    }

    @Test func aFileThatImportsItAlreadyOrGeneratesNothingIsLeftAlone() {
        let idiom = """
            #if canImport(UIKit)
            import UIKit
            #else
            @preconcurrency import GoldensUIKit
            #endif
            final class Settings: NSObject {}
            """
        #expect(SelectorRewriter.rewrite(source: idiom, path: "Settings.swift").text.hasPrefix("#sourceLocation"))
        let plain = """
            import Foundation
            struct Point { var x = 0.0 }
            final class Box {}
            """
        #expect(SelectorRewriter.rewrite(source: plain, path: "Point.swift").text == "#sourceLocation(file: \"Point.swift\", line: 1)\n" + plain)
    }
}

/// The class method a document's `<customObject>` is made through (`InterfaceBuilderInstantiable`).
struct InterfaceBuilderInstantiationTests {
    private func instanceLines(_ source: String) -> [String] {
        rewritten(source).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.contains("interfaceBuilderInstance") || $0.contains("InterfaceBuilderInstantiable") }
    }

    @Test func theFirstClassBelowNSObjectDeclaresItAndSubclassesOverrideIt() {
        let source = """
            class Presenter: NSObject, UIViewControllerTransitioningDelegate {}
            final class SlideUpPresenter: Presenter {}
            class Swipe: UIPercentDrivenInteractiveTransition {}
            """
        #expect(instanceLines(source) == [
            "@MainActor class func interfaceBuilderInstance() -> AnyObject? { Presenter() }",
            "}; extension Presenter: InterfaceBuilderInstantiable {}",
            "@MainActor override class func interfaceBuilderInstance() -> AnyObject? { SlideUpPresenter() }",
            "@MainActor class func interfaceBuilderInstance() -> AnyObject? { Swipe() }",
            "}; extension Swipe: InterfaceBuilderInstantiable {}",
        ])
    }

    /// A class nested in a `public extension` is public, and so must be the member that
    /// fulfils the public protocol's requirement.
    @Test func aClassInAPublicExtensionDeclaresItPublic() {
        let source = """
            public final class SheetController: UIPresentationController {}
            public extension SheetController {
                final class Detent: NSObject {}
            }
            """
        #expect(instanceLines(source).contains(
            "@MainActor public class func interfaceBuilderInstance() -> AnyObject? { Detent() }"))
    }

    @Test func aClassWithoutAnInitializerTakingNoArgumentsAnswersNil() {
        let source = """
            class Loader: NSObject {
                init(album: String) {}
            }
            final class AlbumLoader: Loader {}
            class Singleton: NSObject {
                private override init() {}
            }
            class SingletonChild: Singleton {}
            class Optioned: NSObject {
                init(style: Int = 0) {}
            }
            class Throwing: NSObject {
                init() throws {}
            }
            """
        #expect(instanceLines(source) == [
            "@MainActor class func interfaceBuilderInstance() -> AnyObject? { nil }",
            "}; extension Loader: InterfaceBuilderInstantiable {}",
            "@MainActor override class func interfaceBuilderInstance() -> AnyObject? { nil }",
            // Its own body can call a private init(), a subclass cannot.
            "@MainActor class func interfaceBuilderInstance() -> AnyObject? { Singleton() }",
            "}; extension Singleton: InterfaceBuilderInstantiable {}",
            "@MainActor override class func interfaceBuilderInstance() -> AnyObject? { nil }",
            "@MainActor class func interfaceBuilderInstance() -> AnyObject? { Optioned() }",
            "}; extension Optioned: InterfaceBuilderInstantiable {}",
            "@MainActor class func interfaceBuilderInstance() -> AnyObject? { nil }",
            "}; extension Throwing: InterfaceBuilderInstantiable {}",
        ])
    }

    /// The first class of a chain below NSObject that declares awakeFromNib declares it (NSObject
    /// has none here) and the protocol the loader sends it through; its subclasses override it.
    @Test func theFirstAwakeFromNibBelowNSObjectLosesOverrideAndSuper() {
        let source = """
            class Styler: NSObject {
                override func awakeFromNib() {
                    super.awakeFromNib()
                    refresh()
                }
                func refresh() {}
            }
            final class LoudStyler: Styler {
                override func awakeFromNib() { super.awakeFromNib() }
            }
            """
        let text = rewritten(source)
        #expect(text.contains("""
            class Styler: NSObject {
                func awakeFromNib() {
                    _ = ()
                    refresh()
                }
            """))
        #expect(text.contains("override func awakeFromNib() { super.awakeFromNib() }"))
        #expect(text.contains("}; extension Styler: InterfaceBuilderInstantiable {}; extension Styler: InterfaceBuilderAwakening {}"))
        #expect(!text.contains("extension LoudStyler: InterfaceBuilderAwakening"))
    }

    /// (A private class inside a type cannot be named where its conformance would go.)
    @Test func viewsGenericClassesAndOtherBasesGetNothing() {
        let source = """
            class Card: UIView {}
            class Box<Item>: NSObject {}
            class BoxChild: Box<Int> {}
            class Presentation: UIPresentationController {}
            class Plain {}
            class Formatter: DateFormatter {}
            final class CardSegue: UIStoryboardSegue {
                private class Presenter: NSObject {}
                private final class BouncyPresenter: Presenter {}
            }
            """
        #expect(instanceLines(source).isEmpty)
    }
}

/// The class method a table or collection view makes a class registered through a value with
/// (`register(type, forCellWithReuseIdentifier:)` in a generic helper).
struct ReusableViewInstantiationTests {
    private func instanceLines(_ source: String) -> [String] {
        rewritten(source).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { $0.contains("reusableViewInstance") }
    }

    @Test func eachFamilyIsMadeWithUIKitsInitializer() {
        let source = """
            final class PhotoCell: UICollectionViewCell {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Badge: UICollectionReusableView {}
            final class ContactCell: UITableViewCell {}
            public final class SectionHeader: UITableViewHeaderFooterView {
                override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        #expect(instanceLines(source) == [
            "@MainActor override class func reusableViewInstance(frame: CGRect, reuseIdentifier: String?) -> UIView? { "
                + "self == PhotoCell.self ? PhotoCell(frame: frame) : nil }",
            "@MainActor override class func reusableViewInstance(frame: CGRect, reuseIdentifier: String?) -> UIView? { "
                + "self == Badge.self ? Badge(frame: frame) : nil }",
            "@MainActor override class func reusableViewInstance(frame: CGRect, reuseIdentifier: String?) -> UIView? { "
                + "self == ContactCell.self ? ContactCell(style: .default, reuseIdentifier: reuseIdentifier) : nil }",
            "@MainActor public override class func reusableViewInstance(frame: CGRect, reuseIdentifier: String?) -> UIView? { "
                + "self == SectionHeader.self ? SectionHeader(reuseIdentifier: reuseIdentifier) : nil }",
        ])
    }

    /// A class that cannot be made as UIKit makes it gets nothing: it declares other
    /// initializers only, it is generic, or it inherits from an app class without declaring the
    /// initializer itself; other views get nothing either.
    @Test func classesUIKitCouldNotMakeGetNothing() {
        let source = """
            final class ItemCell: UICollectionViewCell {
                init(item: Int) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class GenericCell<Model>: UICollectionViewCell {}
            class BaseCell: UICollectionViewCell {}
            final class DerivedCell: BaseCell {}
            final class Card: UIView {}
            """
        #expect(instanceLines(source) == [
            "@MainActor override class func reusableViewInstance(frame: CGRect, reuseIdentifier: String?) -> UIView? { "
                + "self == BaseCell.self ? BaseCell(frame: frame) : nil }",
        ])
    }
}
