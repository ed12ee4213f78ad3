
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