
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