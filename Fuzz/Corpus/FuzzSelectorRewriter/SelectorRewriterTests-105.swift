                func reload(_ a: Int) {}
                func reload(_ a: Int, _ b: Int) {}
                func wire() {
                    _ = Selector("handlePan:", Card.handlePan)
                    _ = Selector("close", Card.close)
                    _ = Selector("reload", Card.reload)
                    _ = Selector("inherited", Card.inherited)
                }
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