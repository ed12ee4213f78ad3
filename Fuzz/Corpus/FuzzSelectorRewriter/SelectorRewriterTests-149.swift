
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
            class Other { func move(to point: CGPoint) {} }
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