import GoldensSelectorRewriting
import Testing

struct AttributeRemovalTests {
    /// (The outlets and the action also give the class the members a storyboard connects
    /// through: see `InterfaceBuilderConnectionTests`.)
    @Test func removesTheObjectiveCAttributesAndKeepsTheOthers() {
        let source = """
            @objcMembers
            @IBDesignable final class Card: UIView {
                @IBOutlet weak var label: UILabel!
                @IBInspectable var cornerRadius: CGFloat = 0
                @objc dynamic var progress: CGFloat = 0
                @objc
                func close() {}
                @objc(closeWithSender:) func close(_ sender: Any) {}
                @IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
                @nonobjc func reset() {}
                @discardableResult @objc private func measure() -> Int { 0 }
            }
            """
        #expect(rewritten(source) == """

            @IBDesignable final class Card: UIView {
                weak var label: UILabel!
                @IBInspectable var cornerRadius: CGFloat = 0
                dynamic var progress: CGFloat = 0

                func close() {}
                func close(_ sender: Any) {}
                func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
                func reset() {}
                @discardableResult private func measure() -> Int { 0 }

            #sourceLocation(file: "Card.swift", line: 2)
                override func interfaceBuilderSetValue(_ value: Any?, forKey key: String) -> Bool {
                    switch key { case "label": return InterfaceBuilderProperty.assign(&self.label, value)
                    case "cornerRadius": return InterfaceBuilderProperty.assign(&self.cornerRadius, value)
                    case "progress": return InterfaceBuilderProperty.assign(&self.progress, value)
            #sourceLocation(file: "Card.swift", line: 2)
                    default: return super.interfaceBuilderSetValue(value, forKey: key)
                    }
                }
            #sourceLocation(file: "Card.swift", line: 2)
                override func interfaceBuilderAction(named name: String) -> Selector? {
            #sourceLocation(file: "Card.swift", line: 7)
                    switch name { case "close": return Selector("close", { (target: Card) in { target.close() } })
                    case "closeWithSender:": return Selector("closeWithSender:", Card.close(_:))
                    case "tapped:forEvent:": return Selector("tapped:forEvent:", Card.tapped(_:forEvent:))
            #sourceLocation(file: "Card.swift", line: 11)
                    case "measure": return Selector("measure", Card.measure)
            #sourceLocation(file: "Card.swift", line: 2)
                    default: return super.interfaceBuilderAction(named: name)
                    }
                }
            #sourceLocation(file: "Card.swift", line: 12)
            }
            """)
    }

    @Test func aFileWithoutObjectiveCIsOnlyGivenItsSourceLocation() {
        let source = "import GoldensUIKit\n\nfinal class Plain { func close() {} }\n"
        let result = SelectorRewriter.rewrite(source: source, path: "/app/Transitions/Plain.swift")
        #expect(result.text == "#sourceLocation(file: \"/app/Transitions/Plain.swift\", line: 1)\n" + source)
        #expect(result.warnings.isEmpty)
        #expect(SelectorRewriter.passThrough(source: source, path: "/app/Transitions/Plain.swift") == result.text)
    }

    @Test func escapesThePathInTheSourceLocation() {
        let text = SelectorRewriter.rewrite(source: "", path: #"C:\App\"Odd".swift"#).text
        #expect(text == #"#sourceLocation(file: "C:\\App\\\"Odd\".swift", line: 1)"# + "\n")
    }

    /// Swift's parser takes time doubling with each `[` inside another: a fuzzed file with a
    /// hundred in a row held it for minutes. Such a file comes back as written, with a warning
    /// where the nesting first gets too deep; the nesting real code writes is rewritten as usual,
    /// and brackets in comments and strings do not count.
    @Test func aFileNestingBracketsTooDeeplyPassesThroughWithAWarning() {
        let deep = String(repeating: "[(", count: 20) + String(repeating: ")]", count: 20)
        let source = """
            final class Card {
                @objc func close() {}
                let grid: [[[String: [Int]]]] = []
                let odd = \(deep)
            }
            """
        let result = SelectorRewriter.rewrite(source: source, path: "Card.swift")
        #expect(result.text == SelectorRewriter.passThrough(source: source, path: "Card.swift"))
        #expect(result.warnings.map { "\($0.line):\($0.column)" } == ["4:39"])
        #expect(result.warnings.first?.message.hasPrefix("'[' nested 20 deep (more than 12)") == true)

        let commented = "let odd: [ /* [[[[[[[[[[[[[[ */ \"[[[[[[[[[[[[[[\" // [[[[[[[[[[[[[[\n" + String(repeating: "[", count: 11)
        #expect(SelectorRewriter.rewrite(source: commented, path: "Odd.swift").warnings.isEmpty)
        let multiline = "let odd = \"\"\"\n[[[[[[[[[[[[[[\\\"\"\"\n\"\"\"\n" + String(repeating: "[", count: 13)
        #expect(SelectorRewriter.rewrite(source: multiline, path: "Odd.swift").warnings.map { "\($0.line):\($0.column)" } == ["4:13"])

        let usual = source.replacingOccurrences(of: deep, with: "[[[[1]]]]")
        #expect(SelectorRewriter.rewrite(source: usual, path: "Card.swift").text.contains("    func close() {}"))
    }
}

struct SelectorTests {
    @Test func withArgumentLabels() {
        let source = """
            final class Card: UIViewController {
                func wire(_ button: UIButton) {
                    button.addTarget(self, action: #selector(tapped(_:forEvent:)), for: .touchUpInside)
                    button.addTarget(self, action: #selector(move(to:)), for: .touchUpInside)
                }
            }
            """
        #expect(rewritten(source) == """
            final class Card: UIViewController {
                func wire(_ button: UIButton) {
                    button.addTarget(self, action: Selector("tapped:forEvent:", Card.tapped(_:forEvent:)), for: .touchUpInside)
                    button.addTarget(self, action: Selector("moveTo:", Card.move(to:)), for: .touchUpInside)
                }
            }
            """)
    }

    @Test func withoutLabelsTheFileTellsTheName() {
        let source = """
            final class Card: UIViewController {
                @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {}
                @objc func close() {}
                @objc func reload(_ a: Int) {}
                @objc func reload(_ a: Int, _ b: Int) {}
                func wire() {
                    _ = #selector(handlePan)
                    _ = #selector(close)
                    _ = #selector(reload)
                    _ = #selector(inherited)
                }
            }
            """
        #expect(rewritten(source) == """
            final class Card: UIViewController {
                func handlePan(_ recognizer: UIPanGestureRecognizer) {}
                func close() {}
                func reload(_ a: Int) {}
                func reload(_ a: Int, _ b: Int) {}
                func wire() {
                    _ = Selector("handlePan:", Card.handlePan)
                    _ = Selector("close", Card.close)
                    _ = Selector("reload", Card.reload)
                    _ = Selector("inherited", Card.inherited)
                }

            #sourceLocation(file: "Card.swift", line: 1)
                override func interfaceBuilderAction(named name: String) -> Selector? {
                    switch name { case "handlePan:": return Selector("handlePan:", Card.handlePan(_:))
                    case "close": return Selector("close", Card.close)
                    case "reload:": return Selector("reload:", Card.reload(_:))
                    case "reload::": return Selector("reload::", Card.reload(_:_:))
            #sourceLocation(file: "Card.swift", line: 1)
                    default: return super.interfaceBuilderAction(named: name)
                    }
                }
            #sourceLocation(file: "Card.swift", line: 12)
            }
            """)
    }

    @Test func anExplicitObjectiveCNameIsTheSelectorsName() {
        let source = """
            class Card {
                @objc(dismissCard:) func close(_ sender: Any) {}
                func wire() { _ = #selector(close) }
            }
            """
        #expect(selectorNames(in: rewritten(source)) == ["dismissCard:"])
    }

    @Test func selfAndSuperBecomeTheType() {
        let source = """
            class Card {
                func close() {}
                func wire() {
                    _ = #selector(self.close)
                    _ = #selector(self.handlePan(_:))
                    _ = #selector(super.viewDidLoad)
                }
            }
            """
        #expect(rewritten(source) == """
            class Card {
                func close() {}
                func wire() {
                    _ = Selector("close", Card.close)
                    _ = Selector("handlePan:", Card.handlePan(_:))
                    _ = Selector("viewDidLoad", Card.viewDidLoad)
                }
            }
            """)
    }

    @Test func anExplicitTypeIsKept() {
        let source = """
            class Other { @objc func move(to point: CGPoint) {} }
            class Card {
                func wire() {
                    _ = #selector(Other.move)
                    _ = #selector(Other.move(to:))
                    _ = #selector(UIKit.UIView.layoutSubviews)
                    _ = #selector(Self.wire)
                }
            }
            """
        #expect(rewritten(source) == """
            class Other { func move(to point: CGPoint) {} 
            #sourceLocation(file: "Card.swift", line: 1)
                func interfaceBuilderSetValue(_ value: Any?, forKey key: String) -> Bool { false }
            #sourceLocation(file: "Card.swift", line: 1)
                func interfaceBuilderAction(named name: String) -> Selector? {
            #sourceLocation(file: "Card.swift", line: 1)
                    switch name { case "moveTo:": return Selector("moveTo:", Other.move(to:))
            #sourceLocation(file: "Card.swift", line: 1)
                    default: return nil
                    }
                }
            #sourceLocation(file: "Card.swift", line: 1)
            }; extension Other: InterfaceBuilderConnectable {}
            class Card {
                func wire() {
                    _ = Selector("moveTo:", Other.move)
                    _ = Selector("moveTo:", Other.move(to:))
                    _ = Selector("layoutSubviews", UIKit.UIView.layoutSubviews)
                    _ = Selector("wire", Self.wire)
                }
            }
            """)
    }

    @Test func gettersSettersAndUnknownTypesAreNamesOnly() {
        let source = """
            class Card {
                var isOpen = false
                func wire(view: UIView) {
                    _ = #selector(getter: Card.isOpen)
                    _ = #selector(setter: Card.isOpen)
                    _ = #selector(view.layoutSubviews)
                    _ = #selector(reload(_:_:_:))
                    _ = #selector(init(frame:))
                    _ = #selector(close as () -> Void)
                }
                static func make() {}
                func close() {}
                func reload(_ a: Int, _ b: Int, _ c: Int) {}
                func wireStatic() { _ = #selector(Card.make) }
            }
            let outside = #selector(close)
            """
        let result = SelectorRewriter.rewrite(source: source, path: "Card.swift")
        #expect(result.text.hasSuffix("""
            class Card {
                var isOpen = false
                func wire(view: UIView) {
                    _ = Selector("isOpen")
                    _ = Selector("setIsOpen:")
                    _ = Selector("layoutSubviews")
                    _ = Selector("reload:::")
                    _ = Selector("initWithFrame:")
                    _ = Selector("close")
                }
                static func make() {}
                func close() {}
                func reload(_ a: Int, _ b: Int, _ c: Int) {}
                func wireStatic() { _ = Selector("make") }
            }
            let outside = Selector("close")
            """))
        // Getters and setters are never sent; the others were meant to be, so each is reported.
        #expect(result.warnings.map(\.line) == [6, 7, 8, 9, 14, 16])
        #expect(result.warnings.first?.message.contains("write #selector(TypeName.layoutSubviews)") == true)
    }

    @Test func nestedTypesAndExtensions() {
        let source = """
            class Outer {
                class Inner {
                    func close() {}
                    func wire() { _ = #selector(close) }
                }
                func wire() { _ = #selector(open(_:)) }
            }
            extension Outer.Inner {
                func rewire() { _ = #selector(close) }
            }
            extension Card {
                func wire() { _ = #selector(handlePan) }
            }
            final class Card {
                func handlePan(_ recognizer: UIPanGestureRecognizer) {}
            }
            """
        #expect(rewritten(source) == """
            class Outer {
                class Inner {
                    func close() {}
                    func wire() { _ = Selector("close", Inner.close) }
                }
                func wire() { _ = Selector("open:", Outer.open(_:)) }
            }
            extension Outer.Inner {
                func rewire() { _ = Selector("close", Outer.Inner.close) }
            }
            extension Card {
                func wire() { _ = Selector("handlePan:", Card.handlePan) }
            }
            final class Card {
                func handlePan(_ recognizer: UIPanGestureRecognizer) {}
            }
            """)
    }

    @Test func genericTypesAndProtocolExtensions() {
        let source = """
            final class Box<Content>: UIView {
                func wire() { _ = #selector(close) }
                func close() {}
            }
            protocol Closable: AnyObject { func close() }
            extension Closable where Self: UIViewController {
                func wire() { _ = #selector(close) }
            }
            """
        #expect(rewritten(source) == """
            final class Box<Content>: UIView {
                func wire() { _ = Selector("close", Box.close) }
                func close() {}
            }
            protocol Closable: AnyObject { func close() }
            extension Closable where Self: UIViewController {
                func wire() { _ = Selector("close", Self.close) }
            }
            """)
    }

    @Test func inAPropertyInitializer() {
        let source = """
            final class Card: UIViewController {
                lazy var pan = UIPanGestureRecognizer(target: self, action: #selector(handlePan))
                @objc private func handlePan(_ recognizer: UIPanGestureRecognizer) {}
            }
            """
        #expect(rewritten(source) == """
            final class Card: UIViewController {
                lazy var pan = UIPanGestureRecognizer(target: self, action: Selector("handlePan:", Card.handlePan))
                private func handlePan(_ recognizer: UIPanGestureRecognizer) {}

            #sourceLocation(file: "Card.swift", line: 1)
                override func interfaceBuilderAction(named name: String) -> Selector? {
            #sourceLocation(file: "Card.swift", line: 3)
                    switch name { case "handlePan:": return Selector("handlePan:", Card.handlePan(_:))
            #sourceLocation(file: "Card.swift", line: 1)
                    default: return super.interfaceBuilderAction(named: name)
                    }
                }
            #sourceLocation(file: "Card.swift", line: 4)
            }
            """)
    }

    /// UIKit matches `removeTarget(_:action:for:)` by selector, and a selector is its name: the one
    /// added with labels and the one removed without must be spelled alike.
    @Test func addedAndRemovedSelectorsHaveTheSameName() {
        let source = """
            final class Card: UIViewController {
                let button = UIButton()
                @objc func tapped(_ sender: UIButton) {}
                @objc func handle(pan: UIPanGestureRecognizer) {}
                func wire() {
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    button.removeTarget(self, action: #selector(tapped), for: .touchUpInside)
                    button.addTarget(self, action: #selector(self.handle(pan:)), for: .touchUpInside)
                    button.removeTarget(self, action: #selector(Card.handle), for: .touchUpInside)
                }
            }
            """
        #expect(selectorNames(in: rewritten(source)) == ["tapped:", "tapped:", "handleWithPan:", "handleWithPan:"])
    }
}

struct CellRegistrationTests {
    @Test func registeredClassesGainTheInitializerUIKitCalls() {
        let source = """
            tableView.register(FactCell.self, forCellReuseIdentifier: "fact")
            tableView.register(Header.self, forHeaderFooterViewReuseIdentifier: Header.id)
            collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
            collectionView.register(Badge.self,
                                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                    withReuseIdentifier: "badge")
            """
        #expect(rewritten(source) == """
            tableView.register(FactCell.self, forCellReuseIdentifier: "fact", making: { FactCell(style: .default, reuseIdentifier: $0) })
            tableView.register(Header.self, forHeaderFooterViewReuseIdentifier: Header.id, making: { Header(reuseIdentifier: $0) })
            collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier, making: { SwatchCell(frame: $0) })
            collectionView.register(Badge.self,
                                    forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                    withReuseIdentifier: "badge", making: { Badge(frame: $0) })
            """)
    }

    /// A generic cell class registered specialised is made specialised; one specialised by a
    /// generic parameter around the call is left alone (its initializer cannot be called).
    @Test func aSpecialisedGenericCellGainsItsMaker() {
        let source = """
            tableView.register(GenericCell<CardView>.self, forCellReuseIdentifier: "card")
            func register<T: UIView>(_ view: T.Type) {
                tableView.register(GenericCell<T>.self, forCellReuseIdentifier: "any")
            }
            """
        #expect(rewritten(source) == """
            tableView.register(GenericCell<CardView>.self, forCellReuseIdentifier: "card", making: { GenericCell<CardView>(style: .default, reuseIdentifier: $0) })
            func register<T: UIView>(_ view: T.Type) {
                tableView.register(GenericCell<T>.self, forCellReuseIdentifier: "any")
            }
            """)
    }

    @Test func cellAndSupplementaryRegistrationsGainTheirMaker() {
        let source = """
            let swatch = UICollectionView.CellRegistration<SwatchCell, Int> { cell, indexPath, item in
                cell.configure(item)
            }
            let list = UICollectionView.CellRegistration<UICollectionViewListCell, String>(handler: { cell, _, name in })
            let header = UICollectionView.SupplementaryRegistration<TitleView>(elementKind: "title") { view, kind, indexPath in }
            """
        #expect(rewritten(source) == """
            let swatch = UICollectionView.CellRegistration<SwatchCell, Int>(making: { SwatchCell(frame: .zero) }) { cell, indexPath, item in
                cell.configure(item)
            }
            let list = UICollectionView.CellRegistration<UICollectionViewListCell, String>(making: { UICollectionViewListCell(frame: .zero) }, handler: { cell, _, name in })
            let header = UICollectionView.SupplementaryRegistration<TitleView>(making: { TitleView(frame: .zero) }, elementKind: "title") { view, kind, indexPath in }
            """)
    }

    @Test func aTrailingCommaTakesTheMakerAfterIt() {
        let source = """
            tableView.register(
                FactCell.self,
                forCellReuseIdentifier: "fact",
            )
            """
        #expect(rewritten(source) == """
            tableView.register(
                FactCell.self,
                forCellReuseIdentifier: "fact",
             making: { FactCell(style: .default, reuseIdentifier: $0) })
            """)
    }

    @Test func otherRegistrationsStayAsTheyAre() {
        let source = """
            extension UICollectionView {
                func register<T: UICollectionViewCell>(_ type: T.Type) {
                    register(T.self, forCellWithReuseIdentifier: String(describing: T.self))
                }
            }
            tableView.register(Self.self, forCellReuseIdentifier: "fact")
            tableView.register(cellType.self, forCellReuseIdentifier: "fact")
            tableView.register(cellClass, forCellReuseIdentifier: "fact")
            tableView.register(UINib(nibName: "Fact", bundle: nil), forCellReuseIdentifier: "fact")
            center.register(Observer.self, forKey: "x")
            """
        #expect(rewritten(source) == source)
    }
}

struct ObjCProtocolTests {
    /// `weak var delegate: MenuDelegate?` needs a class-bound protocol; `@objc` made it one.
    @Test func anObjCProtocolStaysClassBound() {
        let source = """
            @objc protocol MenuDelegate {
                func menuDidClose()
            }
            @objc public protocol FilterDelegate: UIScrollViewDelegate { }
            @objc protocol Shared: NSObjectProtocol {}
            protocol Plain {}
            final class Menu {
                weak var delegate: MenuDelegate?
            }
            """
        #expect(rewritten(source) == """
            protocol MenuDelegate: AnyObject {
                func menuDidClose()
            }
            public protocol FilterDelegate: AnyObject, UIScrollViewDelegate { }
            protocol Shared: NSObjectProtocol {}
            protocol Plain {}
            final class Menu {
                weak var delegate: MenuDelegate?
            }
            """)
    }
}

struct ObjCMethodListingTests {
    /// `@objc` methods are listed by name only where the superclass chain is known: a UIKit class
    /// that is no responder (a path, an activity) starts the members, a view overrides them, and
    /// a class of another module or a protocol in first place gets none.
    @Test func theListingFollowsTheKnownSuperclassChain() {
        let source = """
            final class ShareActivity: UIActivity { @objc func share() {} }
            final class Card: UIView { @objc func flip() {} }
            final class Themed: ThirdPartyBase { @objc func restyle() {} }
            """
        let text = rewritten(source)
        #expect(text.contains("extension ShareActivity: InterfaceBuilderConnectable {}"))
        #expect(text.contains("override func interfaceBuilderAction(named name: String) -> Selector? {"))
        #expect(!text.contains("Themed.restyle"))
        #expect(!text.contains("extension Card: InterfaceBuilderConnectable"))
    }
}

struct AppEntryPointTests {
    /// A test target does not launch the app: its delegate's entry-point attribute goes (the
    /// compiler would check it against UIKit's own protocol), and `@main` elsewhere stays.
    @Test func theAppDelegatesEntryPointGoes() {
        let source = """
            @UIApplicationMain
            class AppDelegate: UIResponder, UIApplicationDelegate {}
            @main final class SceneApp: UIResponder, UIKit.UIApplicationDelegate {}
            @main struct Tool { static func main() {} }
            """
        #expect(rewritten(source) == """

            class AppDelegate: UIResponder, UIApplicationDelegate {}
            final class SceneApp: UIResponder, UIKit.UIApplicationDelegate {}
            @main struct Tool { static func main() {} }
            """)
    }
}

struct SegueInitializerTests {
    /// A storyboard makes the app's segue class by its metatype, through a required initializer;
    /// an override of it says so, on the same line.
    @Test func anOverrideOfTheSeguesInitializerBecomesRequired() {
        let source = """
            final class FadeSegue: UIStoryboardSegue {
                override init(identifier: String?, source: UIViewController, destination: UIViewController) {
                    super.init(identifier: identifier, source: source, destination: destination)
                }
                override init(frame: CGRect) {}
            }
            """
        #expect(rewritten(source) == """
            final class FadeSegue: UIStoryboardSegue {
                required init(identifier: String?, source: UIViewController, destination: UIViewController) {
                    super.init(identifier: identifier, source: source, destination: destination)
                }
                override init(frame: CGRect) {}
            }
            """)
    }
}

struct ExtensionOverrideTests {
    /// Objective-C lets an extension override an `@objc` member; Swift without the runtime does
    /// not, so the override moves to the end of the class's body, rewritten like the rest, and
    /// reported at its original line.
    @Test func anOverrideInAnExtensionMovesIntoItsClass() {
        let source = """
            final class CardPresentationController: UIPresentationController {
                let dimming = UIView()
            }

            extension CardPresentationController {
                @objc
                override func containerViewWillLayoutSubviews() {
                    dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close)))
                }
                override var frameOfPresentedViewInContainerView: CGRect { .zero }
                @objc func close() {}
            }
            """
        let result = SelectorRewriter.rewrite(source: source, path: "Card.swift")
        #expect(result.text == """
            import GoldensUIKit
            #sourceLocation(file: "Card.swift", line: 1)
            final class CardPresentationController: UIPresentationController {
                let dimming = UIView()

            #sourceLocation(file: "Card.swift", line: 6)

                override func containerViewWillLayoutSubviews() {
                    dimming.addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector("close", CardPresentationController.close)))
                }
            #sourceLocation(file: "Card.swift", line: 10)
                override var frameOfPresentedViewInContainerView: CGRect { .zero }
            #sourceLocation(file: "Card.swift", line: 1)
                func interfaceBuilderSetValue(_ value: Any?, forKey key: String) -> Bool { false }
            #sourceLocation(file: "Card.swift", line: 1)
                func interfaceBuilderAction(named name: String) -> Selector? {
            #sourceLocation(file: "Card.swift", line: 11)
                    switch name { case "close": return Selector("close", CardPresentationController.close)
            #sourceLocation(file: "Card.swift", line: 1)
                    default: return nil
                    }
                }
            #sourceLocation(file: "Card.swift", line: 3)
            }; extension CardPresentationController: InterfaceBuilderConnectable {}

            extension CardPresentationController {





                func close() {}
            }
            """)
        // The moved override and property (with their #sourceLocation lines), the list of the
        // class's @objc methods (`close`) a selector made from a name is sent through, and the
        // import of GoldensUIKit the list needs.
        #expect(result.insertedLines == 20)
        #expect(result.text.split(separator: "\n", omittingEmptySubsequences: false).count == 12 + 1 + 20)
    }

    /// The override is found at its place in the file, after the extension's other members.
    @Test func anOverrideAfterOtherMembersMovesFromItsOwnPlace() {
        let source = """
            class Card: UIView {}
            extension Card {
                func first() {}
                override func layoutSubviews() {}
            }
            """
        #expect(SelectorRewriter.rewrite(source: source, path: "Card.swift").text == """
            #sourceLocation(file: "Card.swift", line: 1)
            class Card: UIView {
            #sourceLocation(file: "Card.swift", line: 4)
                override func layoutSubviews() {}
            #sourceLocation(file: "Card.swift", line: 1)
            }
            extension Card {
                func first() {}

            }
            """)
    }

    @Test func nestedClassesAreFoundByTheirQualifiedName() {
        let source = """
            enum Menu {
                class Controller: UIViewController {}
            }
            extension Menu.Controller { override func viewDidLoad() {} }
            extension Controller { override func viewDidLoad() {} }
            """
        let text = SelectorRewriter.rewrite(source: source, path: "Menu.swift").text
        #expect(text == """
            #sourceLocation(file: "Menu.swift", line: 1)
            enum Menu {
                class Controller: UIViewController {
            #sourceLocation(file: "Menu.swift", line: 4)
            override func viewDidLoad() {}
            #sourceLocation(file: "Menu.swift", line: 2)
            }
            }
            extension Menu.Controller {  }
            extension Controller { override func viewDidLoad() {} }
            """)
    }

    /// A class declared elsewhere, inside a function or an `#if`, a struct, a generic
    /// extension and an initializer stay where they are: the compiler says what is wrong.
    @Test func whatCannotBeMovedStays() {
        let source = """
            struct Model {}
            extension Model { override func a() {} }
            extension Elsewhere { override func viewDidLoad() {} }
            func make() { class Local: UIView {} }
            extension Local { override func layoutSubviews() {} }
            #if os(iOS)
            class Guarded: UIView {}
            #endif
            extension Guarded { override func layoutSubviews() {} }
            class Box<T>: UIView {}
            extension Box<Int> { override func layoutSubviews() {} }
            class Plain: UIView {}
            extension Plain { override init(frame: CGRect) { super.init(frame: frame) } }
            """
        #expect(rewritten(source) == source)
    }
}

/// Overrides in extensions of a class another file declares are renamed where they are and
/// forwarded to from the class's body; a base member declared in an extension that a subclass
/// overrides moves into its class's body.
struct ExtensionForwardingTests {
    let screen = """
        class WhiteViewController: ColoredViewController {
            override func buttonWasTapped() {}
        }
        """
    let layout = """
        extension WhiteViewController {
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
            }
            override var preferredStatusBarStyle: UIStatusBarStyle {
                .darkContent
            }
            override func move(_ point: inout CGPoint, by offset: CGFloat, animated: Bool) throws {}
            func plainHelper() {}
        }
        """

    private var index: TargetIndex {
        TargetIndex(files: [(path: "/app/WhiteViewController.swift", source: screen),
                            (path: "/app/WhiteViewController+Layout.swift", source: layout)])
    }

    @Test func theExtensionsOverridesAreRenamedInPlace() {
        let text = SelectorRewriter.rewrite(source: layout, path: "/app/WhiteViewController+Layout.swift", index: index).text
        #expect(text == """
            #sourceLocation(file: "/app/WhiteViewController+Layout.swift", line: 1)
            extension WhiteViewController {
                func goldensExtension_viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                }
                var goldensExtension_preferredStatusBarStyle: UIStatusBarStyle {
                    .darkContent
                }
                func goldensExtension_move(_ point: inout CGPoint, by offset: CGFloat, animated: Bool) throws {}
                func plainHelper() {}
            }
            """)
    }

    @Test func theClassForwardsToThemFromItsBody() {
        let text = SelectorRewriter.rewrite(source: screen, path: "/app/WhiteViewController.swift", index: index).text
        #expect(text == """
            #sourceLocation(file: "/app/WhiteViewController.swift", line: 1)
            class WhiteViewController: ColoredViewController {
                override func buttonWasTapped() {}

            #sourceLocation(file: "/app/WhiteViewController+Layout.swift", line: 2)
            override func viewWillAppear(_ animated: Bool) { goldensExtension_viewWillAppear(animated) }
            #sourceLocation(file: "/app/WhiteViewController+Layout.swift", line: 5)
            override var preferredStatusBarStyle: UIStatusBarStyle { goldensExtension_preferredStatusBarStyle }
            #sourceLocation(file: "/app/WhiteViewController+Layout.swift", line: 8)
            override func move(_ point: inout CGPoint, by offset: CGFloat, animated: Bool) throws { try goldensExtension_move(&point, by: offset, animated: animated) }
            #sourceLocation(file: "/app/WhiteViewController.swift", line: 3)
            }
            """)
    }

    /// Without the class's file in the target (a UIKit class, or one declared twice), nothing changes.
    @Test func anExtensionOfAClassTheTargetDoesNotDeclareStays() {
        let alone = TargetIndex(files: [(path: "/app/WhiteViewController+Layout.swift", source: layout)])
        let text = SelectorRewriter.rewrite(source: layout, path: "/app/WhiteViewController+Layout.swift", index: alone).text
        #expect(text == "#sourceLocation(file: \"/app/WhiteViewController+Layout.swift\", line: 1)\n" + layout)
    }

    /// An override in an extension of one of UIKit's classes is renamed, so the file compiles;
    /// one that asks the system for what no frame shows silently, any other with a warning
    /// naming it, since what it did is not done.
    @Test func aUIKitClassesOverridesAreRenamedAndLeftUncalled() {
        let source = """
            extension UINavigationController {
                open override var childForStatusBarStyle: UIViewController? { topViewController }
                open override var shouldAutorotate: Bool { true }
                open override func viewDidLoad() {}
            }
            """
        let alone = TargetIndex(files: [(path: "/app/UINavigationController+StatusBar.swift", source: source)])
        let rewritten = SelectorRewriter.rewrite(source: source, path: "/app/UINavigationController+StatusBar.swift", index: alone)
        #expect(rewritten.text == """
            #sourceLocation(file: "/app/UINavigationController+StatusBar.swift", line: 1)
            extension UINavigationController {
                open var goldensExtension_childForStatusBarStyle: UIViewController? { topViewController }
                open var goldensExtension_shouldAutorotate: Bool { true }
                open func goldensExtension_viewDidLoad() {}
            }
            """)
        #expect(rewritten.warnings.map(\.description) == [
            "/app/UINavigationController+StatusBar.swift:4:5: warning: 'viewDidLoad' overridden in an extension of UIKit's "
                + "UINavigationController does not run (without the Objective-C runtime an extension cannot override a UIKit "
                + "class's member); it compiles as an uncalled 'goldensExtension_viewDidLoad'",
        ])
    }

    @Test func aBaseMemberASubclassOverridesMovesIntoItsClass() {
        let base = """
            public class RetroTransition: NSObject {}
            extension RetroTransition: UIViewControllerAnimatedTransitioning {
                public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
                public func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 1 }
                func fraction(of offset: CGFloat) -> CGFloat { offset }
            }
            """
        let circle = """
            class CircleRetroTransition: RetroTransition {
                override public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
                override func fraction(of offset: CGFloat) -> CGFloat { offset / 2 }
            }
            """
        let index = TargetIndex(files: [(path: "/app/Retro.swift", source: base), (path: "/app/Circle.swift", source: circle)])
        #expect(index.overriddenMembers == ["animateTransition(using:)", "fraction(of:)"])
        let text = SelectorRewriter.rewrite(source: base, path: "/app/Retro.swift", index: index).text
        #expect(text.contains("""
            public class RetroTransition: NSObject {
            #sourceLocation(file: "/app/Retro.swift", line: 3)
            @MainActor     public func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {}
            """), "main-actor isolated, as the UIKit conformance made it")
        #expect(text.contains("""
            #sourceLocation(file: "/app/Retro.swift", line: 5)
                func fraction(of offset: CGFloat) -> CGFloat { offset }
            """), "not a requirement: the conformance did not isolate it, and its callers in the extension are not")
        #expect(text.contains("    public func transitionDuration(using"), "a member no one overrides stays")
        #expect(TargetIndex(serialized: index.serialized) == index)
        let forwarding = TargetIndex(files: [(path: "/app/WhiteViewController.swift", source: screen),
                                             (path: "/app/WhiteViewController+Layout.swift", source: layout)])
        #expect(TargetIndex(serialized: forwarding.serialized) == forwarding)
    }
}

/// A member of an app's extension of a UIKit class that the app's classes override dispatches to
/// their renamed overrides; a name some class body declares itself is left alone.
struct ExtensionMemberDispatchTests {
    let base = """
        extension UIViewController {
            func showDrawer(_ drawer: UIViewController) throws { present(drawer, animated: false) }
            func configure() {}
        }
        """
    let hosts = """
        class Host: UINavigationController {
            override func showDrawer(_ drawer: UIViewController) throws { try super.showDrawer(drawer) }
        }
        class WideHost: Host {
            override func showDrawer(_ drawer: UIViewController) throws { try super.showDrawer(drawer) }
        }
        class Panel: UIViewController { override func configure() {} }
        class Own { func configure() {} }
        """

    private var index: TargetIndex {
        TargetIndex(files: [(path: "/app/Drawer.swift", source: base), (path: "/app/Hosts.swift", source: hosts)])
    }

    @Test func theExtensionMemberAsksItsFirstOverridersAndTheOverridesAreRenamed() {
        let extensionText = SelectorRewriter.rewrite(source: base, path: "/app/Drawer.swift", index: index).text
        #expect(extensionText.contains("""
                func goldensBase_showDrawer(_ drawer: UIViewController) throws { present(drawer, animated: false) }; \
            func showDrawer(_ drawer: UIViewController) throws { if let overriding = self as? Host { \
            return try overriding.goldensOverride_showDrawer(drawer) }; return try goldensBase_showDrawer(drawer) }
            """))
        #expect(extensionText.contains("    func configure() {}\n"), "a class body of the target declares configure() itself")
        let hostText = SelectorRewriter.rewrite(source: hosts, path: "/app/Hosts.swift", index: index).text
        #expect(hostText.contains("    func goldensOverride_showDrawer(_ drawer: UIViewController) throws { try super.goldensBase_showDrawer(drawer) }"))
        #expect(hostText.contains("    override func goldensOverride_showDrawer(_ drawer: UIViewController) throws { try super.goldensOverride_showDrawer(drawer) }"))
        #expect(hostText.contains("override func configure() {}"))
        #expect(TargetIndex(serialized: index.serialized) == index)
    }
}

/// The application delegate's window, an optional requirement in UIKit, is unwrapped once.
struct ApplicationDelegateWindowTests {
    @Test func theSecondUnwrapGoes() {
        let source = """
            let insets = UIApplication.shared.delegate?.window??.safeAreaInsets
            let root = UIApplication.shared.delegate!.window!!.rootViewController
            let own = appDelegate.window?.rootViewController
            let other = menu.delegate?.window
            """
        #expect(rewritten(source) == """
            let insets = UIApplication.shared.delegate?.window?.safeAreaInsets
            let root = UIApplication.shared.delegate!.window!.rootViewController
            let own = appDelegate.window?.rootViewController
            let other = menu.delegate?.window
            """)
    }
}

/// Foundation's block timer is replaced by GoldensUIKit's, on the virtual clock.
struct VirtualTimerCallTests {
    @Test func blockTimersAreRenamed() {
        let source = """
            Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in self.dismiss(animated: true) }
            let t = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true, block: tick)
            Timer.scheduledTimer(timeInterval: 1, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
            queue.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
            """
        let text = rewritten(source)
        #expect(text.contains("Timer.goldensScheduledTimer(withTimeInterval: 2, repeats: false) { _ in"))
        #expect(text.contains("let t = Timer.goldensScheduledTimer(withTimeInterval: 0.5, repeats: true, block: tick)"))
        #expect(text.contains("Timer.scheduledTimer(timeInterval: 1, target: self"), "the target-action timer is GoldensUIKit's already")
        #expect(text.contains("queue.scheduledTimer(withTimeInterval: 1"), "only Timer's")
    }
}

/// A deadline written from "now" in `asyncAfter(deadline:) { … }` is written from the virtual now.
struct VirtualDeadlineCallTests {
    @Test func nowInADeadlineIsTheVirtualNow() {
        let source = """
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { self.dimming.alpha = 0 }
            DispatchQueue.main.asyncAfter(deadline: DispatchTime.now() + .milliseconds(250), execute: { done() })
            queue.asyncAfter(deadline: .now() + delay(for: .now())) { _ = 1 }
            DispatchQueue.main.asyncAfter(deadline: .now() + 1, execute: item)
            DispatchQueue.global().asyncAfter(deadline: .now() + 1, qos: .utility) { load() }
            DispatchQueue.main.asyncAfter(wallDeadline: .now() + 1) { tick() }
            let start = DispatchTime.now()
            """
        let text = rewritten(source)
        #expect(text.contains("DispatchQueue.main.asyncAfter(deadline: .goldensNow() + 0.3) { self.dimming.alpha = 0 }"))
        #expect(text.contains("asyncAfter(deadline: DispatchTime.goldensNow() + .milliseconds(250), execute: { done() })"))
        #expect(text.contains("queue.asyncAfter(deadline: .goldensNow() + delay(for: .goldensNow())) { _ = 1 }"))
        #expect(text.contains("asyncAfter(deadline: .now() + 1, execute: item)"), "a work item goes to Dispatch")
        #expect(text.contains("asyncAfter(deadline: .now() + 1, qos: .utility)"), "so does a call with a quality of service")
        #expect(text.contains("asyncAfter(wallDeadline: .now() + 1)"))
        #expect(text.contains("let start = DispatchTime.now()"), "only deadlines")
    }
}

/// Classes looked up by name go through GoldensUIKit's lookup, which knows UIKit's private ones.
struct ClassLookupCallTests {
    @Test func unqualifiedLookupsAreRenamed() {
        let source = """
            private let blurEffect = (NSClassFromString("_UICustomBlurEffect") as! UIBlurEffect.Type).init()
            let mine = Foundation.NSClassFromString("MyApp.Card")
            """
        let text = rewritten(source)
        #expect(text.contains("(goldensClassFromString(\"_UICustomBlurEffect\") as! UIBlurEffect.Type).init()"))
        #expect(text.contains("Foundation.NSClassFromString(\"MyApp.Card\")"), "a qualified call stays")
    }
}

/// Resource lookups on bundles go through GoldensUIKit's, which search the app's folders.
struct BundleResourceCallTests {
    @Test func resourceLookupsAreRenamed() {
        let source = """
            let path = Bundle.main.path(forResource: "demoImage", ofType: "jpeg")
            let url = Bundle(for: Self.self).url(forResource: "states", withExtension: "json")
            let nested = Bundle.main.path(forResource: "a", ofType: "png", inDirectory: "Art")
            let other = router.path(for: route)
            """
        let text = rewritten(source)
        #expect(text.contains("Bundle.main.goldensPath(forResource: \"demoImage\", ofType: \"jpeg\")"))
        #expect(text.contains("Bundle(for: Self.self).goldensURL(forResource: \"states\", withExtension: \"json\")"))
        #expect(text.contains("Bundle.main.path(forResource: \"a\", ofType: \"png\", inDirectory: \"Art\")"), "other lookups stay")
        #expect(text.contains("router.path(for: route)"))
    }
}

struct OptionalRequirementTests {
    /// `optional` goes, the protocol gains a default for each optional method on its closing
    /// line, and calls through `?(` are answered nil by `OptionalRequirement.call` when the
    /// default ran (in parentheses in a statement's head, where a trailing closure would end
    /// it); an optional closure called the same way is left alone.
    @Test func optionalMethodsGainDefaultsAndTheirCallsAreWrapped() {
        let source = """
            @objc public protocol MenuDelegate {
                @objc optional func menuDidClose()
                @objc optional func menu(_ menu: Menu,
                                         didSelect index: Int) -> Bool // one line in the default
                func menuWillOpen()
            }
            final class Menu {
                weak var delegate: MenuDelegate?
                var onClose: (() -> Void)?
                func close() {
                    delegate?.menuDidClose?()
                    onClose?()
                    if delegate?.menu?(self, didSelect: 2) ?? true { delegate!.menuDidClose!() }
                    guard let chosen = delegate?.menu?(self, didSelect: 1) else { return }
                    while delegate?.menu?(self, didSelect: 0) == true, [1].contains(where: { _ in delegate?.menu?(self, didSelect: 3) ?? false }) {}
                }
            }
            """
        let result = SelectorRewriter.rewrite(source: source, path: "Menu.swift")
        #expect(result.warnings.isEmpty)
        #expect(result.text == """
            #sourceLocation(file: "Menu.swift", line: 1)
            public protocol MenuDelegate: AnyObject {
                func menuDidClose()
                func menu(_ menu: Menu,
                                         didSelect index: Int) -> Bool // one line in the default
                func menuWillOpen()
            }; extension MenuDelegate { public func menuDidClose() { OptionalRequirement.missing() }; public func menu(_ menu: Menu, didSelect index: Int) -> Bool { OptionalRequirement.missing() } }
            final class Menu {
                weak var delegate: MenuDelegate?
                var onClose: (() -> Void)?
                func close() {
                    OptionalRequirement.call { delegate?.menuDidClose() }
                    onClose?()
                    if (OptionalRequirement.call { delegate?.menu(self, didSelect: 2) }) ?? true { delegate!.menuDidClose() }
                    guard let chosen = (OptionalRequirement.call { delegate?.menu(self, didSelect: 1) }) else { return }
                    while (OptionalRequirement.call { delegate?.menu(self, didSelect: 0) }) == true, [1].contains(where: { _ in OptionalRequirement.call { delegate?.menu(self, didSelect: 3) } ?? false }) {}
                }
            }
            """)
    }

    /// A call in one file of a requirement declared in another is rewritten when the target's
    /// index names it (by labels, a trailing closure matching any); the chain after the call
    /// stays inside the closure.
    @Test func callsOfRequirementsDeclaredElsewhere() {
        let source = """
            delegate?.sheet?(self, heightFor: 3)?.rounded()
            delegate?.sheet?(self, widthFor: 3)
            delegate?.sheetDidMove?(self) { done in }
            let title = delegate.sheetTitle ?? "Sheet"
            let own = self.sheetTitle
            """
        let known = SelectorRewriter.optionalRequirements(in: """
            @objc protocol SheetDelegate {
                @objc optional func sheet(_ sheet: Sheet, heightFor row: Int) -> CGFloat
                @objc optional func sheetDidMove(_ sheet: Sheet, completion: (Bool) -> Void)
                @objc optional var sheetTitle: String { get }
            }
            """)
        #expect(known == ["sheet(_:heightFor:)", "sheetDidMove(_:completion:)", "sheetTitle"])
        #expect(SelectorRewriter.rewrite(source: source, path: "Sheet.swift", optionalRequirements: known).text == """
            #sourceLocation(file: "Sheet.swift", line: 1)
            OptionalRequirement.call { delegate?.sheet(self, heightFor: 3)?.rounded() }
            delegate?.sheet?(self, widthFor: 3)
            OptionalRequirement.call { delegate?.sheetDidMove(self) { done in } }
            let title = OptionalRequirement.call { delegate.sheetTitle } ?? "Sheet"
            let own = self.sheetTitle
            """)
    }

    /// UIKit's own optional requirements are known without an index: an interactive transition
    /// that forces the animator's interruptible animator, and a delegate proxy that forwards
    /// scrolling, compile as on iOS.
    @Test func callsOfUIKitsOptionalRequirementsAreRewritten() {
        let source = """
            let running = animator!.interruptibleAnimator!(using: context)
            forwarded?.scrollViewDidScroll?(scrollView)
            forwarded?.scrollViewDidPan?(scrollView)
            """
        #expect(SelectorRewriter.rewrite(source: source, path: "Proxy.swift").text == """
            #sourceLocation(file: "Proxy.swift", line: 1)
            let running = animator!.interruptibleAnimator(using: context)
            OptionalRequirement.call { forwarded?.scrollViewDidScroll(scrollView) }
            forwarded?.scrollViewDidPan?(scrollView)
            """)
    }

    /// A read-only optional property gets a default too; a settable one stays, with a warning.
    @Test func optionalPropertiesGetDefaultsUnlessSettable() {
        let source = """
            @objc protocol SheetDelegate {
                @objc optional var sheetTitle: String { get set }
                @objc optional var scrollViewForSheet: UIScrollView { get }
            }
            """
        let result = SelectorRewriter.rewrite(source: source, path: "Sheet.swift")
        #expect(result.text.contains("    optional var sheetTitle: String { get set }"))
        #expect(result.text.contains("""
                var scrollViewForSheet: UIScrollView { get }
            }; extension SheetDelegate { var scrollViewForSheet: UIScrollView { OptionalRequirement.missing() } }
            """))
        #expect(result.warnings.map { "\($0.line):\($0.column)" } == ["2:11"])
    }
}

struct KeyPathStringTests {
    @Test func keyPathsBecomeTheirStrings() {
        let source = """
            let shared = UIApplication.value(forKeyPath: #keyPath(UIApplication.shared))
            observe(#keyPath(scrollView.contentOffset))
            let radius = #keyPath(CALayer.cornerRadius)
            let kept = #keyPath(\\.frame)
            """
        #expect(rewritten(source) == """
            let shared = UIApplication.value(forKeyPath: "shared")
            observe("scrollView.contentOffset")
            let radius = "cornerRadius"
            let kept = #keyPath(\\.frame)
            """)
    }
}

struct KeyValueObserverRewriteTests {
    @Test func observeValueOverridesAnswerThroughTheProtocol() {
        let source = """
            final class MenuAnimator: NSObject {
                override func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    guard keyPath == "frame" else {
                        return super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
                    }
                }
            }
            class Other: NSObject { func observeValue(forKeyPath: String) {} }
            """
        #expect(rewritten(source) == """
            final class MenuAnimator: NSObject {
                func observeValue(forKeyPath keyPath: String?, of object: Any?,
                                           change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
                    guard keyPath == "frame" else {
                        return ()
                    }
                }

            #sourceLocation(file: "Card.swift", line: 1)
                @MainActor class func interfaceBuilderInstance() -> AnyObject? { MenuAnimator() }
            #sourceLocation(file: "Card.swift", line: 8)
            }; extension MenuAnimator: NSKeyValueObserving {}; extension MenuAnimator: InterfaceBuilderInstantiable {}
            class Other: NSObject { func observeValue(forKeyPath: String) {} \("")
            #sourceLocation(file: "Card.swift", line: 9)
                @MainActor class func interfaceBuilderInstance() -> AnyObject? { Other() }
            #sourceLocation(file: "Card.swift", line: 9)
            }; extension Other: InterfaceBuilderInstantiable {}
            """)
    }
}

extension KeyValueObserverRewriteTests {
    /// Only `override` goes when another modifier comes before it, with the line's indentation.
    @Test func anAccessModifierBeforeOverrideStays() {
        let source = """
            public class Watcher: NSObject {
                func start(_ v: UIView) { v.addObserver(self, forKeyPath: "frame", options: [.new], context: nil) }

                public override func observeValue(forKeyPath keyPath: String?,
                                                  of object: Any?, change: [NSKeyValueChangeKey : Any]?,
                                                  context: UnsafeMutableRawPointer?) {
                }
            }
            """
        let result = rewritten(source)
        #expect(result.contains("\n    public func observeValue(forKeyPath keyPath: String?,\n"), "\(result)")
    }
}

struct ManagedPropertyTests {
    @Test func managedPropertiesKeepTheirValuesWithKeyValueCoding() {
        let source = """
            final class CornerLayer: CAShapeLayer {
                @NSManaged var radius: CGFloat
                @NSManaged
                var corner: Int
                @NSManaged var a, b: Int
            }
            """
        #expect(rewritten(source) == """
            final class CornerLayer: CAShapeLayer {
                var radius: CGFloat { get { KeyValueStorage.value(of: self, forKey: "radius") } set { KeyValueStorage.set(newValue, of: self, forKey: "radius") } }

                var corner: Int { get { KeyValueStorage.value(of: self, forKey: "corner") } set { KeyValueStorage.set(newValue, of: self, forKey: "corner") } }
                @NSManaged var a, b: Int
            }
            """)
    }
}
