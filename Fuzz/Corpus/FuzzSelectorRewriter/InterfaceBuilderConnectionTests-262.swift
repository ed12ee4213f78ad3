
    /// Actions in extensions of a class declared in the file join the class's; properties can
    /// be in extensions only when computed with a setter. An extension of a class declared
    /// elsewhere (UIKit's here) cannot be reached: a warning says so.
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
            "11:11: a storyboard cannot reach the outlets and actions of this extension: UIViewController is not a class declared "
                + "in the files the GoldensSelectors plugin rewrites",
        ])
    }