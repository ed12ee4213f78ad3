
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