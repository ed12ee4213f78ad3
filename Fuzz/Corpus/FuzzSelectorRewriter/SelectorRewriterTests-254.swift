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
            }
            """)
    }