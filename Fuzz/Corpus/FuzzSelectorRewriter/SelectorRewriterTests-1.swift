import GoldensSelectorRewriting
import Testing

struct AttributeRemovalTests {
    @Test func removesTheObjectiveCAttributesAndKeepsTheOthers() {
        let source = """
            @objcMembers
            @IBDesignable final class Card: UIView {
                @IBOutlet weak var label: UILabel!
                @IBInspectable var cornerRadius: CGFloat = 0
                @objc dynamic var progress: CGFloat = 0
                @objc
                func close() {}
                @objc(closeWithSender:) func close(_ sender: Any) {}
                @IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
                @nonobjc func reset() {}
                @discardableResult @objc private func measure() -> Int { 0 }
            }
            """
        #expect(rewritten(source) == """

            @IBDesignable final class Card: UIView {
                weak var label: UILabel!
                @IBInspectable var cornerRadius: CGFloat = 0
                dynamic var progress: CGFloat = 0

                func close() {}
                func close(_ sender: Any) {}
                func tapped(_ sender: UIButton, forEvent event: UIEvent) {}
                func reset() {}
                @discardableResult private func measure() -> Int { 0 }
            }
            """)
    }