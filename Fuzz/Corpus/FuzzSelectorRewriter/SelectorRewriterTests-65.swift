
struct SelectorTests {
    @Test func withArgumentLabels() {
        let source = """
            final class Card: UIViewController {
                func wire(_ button: UIButton) {
                    button.addTarget(self, action: #selector(tapped(_:forEvent:)), for: .touchUpInside)
                    button.addTarget(self, action: #selector(move(to:)), for: .touchUpInside)
                }
            }
            """
        #expect(rewritten(source) == """
            final class Card: UIViewController {
                func wire(_ button: UIButton) {
                    button.addTarget(self, action: Selector("tapped:forEvent:", Card.tapped(_:forEvent:)), for: .touchUpInside)
                    button.addTarget(self, action: Selector("moveTo:", Card.move(to:)), for: .touchUpInside)
                }
            }
            """)
    }

    @Test func withoutLabelsTheFileTellsTheName() {
        let source = """
            final class Card: UIViewController {
                @objc func handlePan(_ recognizer: UIPanGestureRecognizer) {}
                @objc func close() {}
                @objc func reload(_ a: Int) {}
                @objc func reload(_ a: Int, _ b: Int) {}
                func wire() {
                    _ = #selector(handlePan)
                    _ = #selector(close)
                    _ = #selector(reload)
                    _ = #selector(inherited)
                }
            }
            """
        #expect(rewritten(source) == """
            final class Card: UIViewController {
                func handlePan(_ recognizer: UIPanGestureRecognizer) {}
                func close() {}