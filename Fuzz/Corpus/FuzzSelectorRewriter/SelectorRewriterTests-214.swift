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