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