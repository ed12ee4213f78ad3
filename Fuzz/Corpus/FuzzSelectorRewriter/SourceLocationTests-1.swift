import Foundation
import GoldensSelectorRewriting
import Testing

/// The compiler must report errors in a rewritten file at the original file and line: every line
/// stays at its line, behind a `#sourceLocation` naming the original.
struct SourceLocationTests {
    @Test func everyLineStaysAtItsLine() {
        // Each line ends with a comment naming its line; the rewrite must keep each where it was.
        let source = """
            import GoldensUIKit // L1
            @objcMembers // L2
            final class Card: UIViewController { // L3
                @objc // L4
                func handlePan(_ recognizer: UIPanGestureRecognizer) {} // L5
                lazy var pan = UIPanGestureRecognizer( // L6
                    target: self, // L7
                    action: #selector( // L8
                        handlePan(_:) // L9
                    ) // L10
                ) // L11
                @objc(dismiss) /* L12 */ func close() { // L12
                    _ = #selector(getter: /* L13 */
                        Card.isOpen) // L14
                    _ = #selector(self.close) // L15
                } // L16
                @IBOutlet /* L17
                L18 */ weak var label: UILabel! // L18
            } // L19
            """
        let output = SelectorRewriter.rewrite(source: source, path: "Card.swift").text
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count + 1)
        for number in 1...19 where number != 13 && number != 17 {
            // Line n of the original is line n + 1 of the output, after the #sourceLocation.
            #expect(lines[number].hasSuffix("// L\(number)"), "line \(number): \(lines[number])")
        }
        #expect(lines[13] == "        _ = Selector(\"isOpen\"")
        // The name-only selector's argument went, with its line break, not its indentation.
        #expect(lines[14] == ") // L14")