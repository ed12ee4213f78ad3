
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