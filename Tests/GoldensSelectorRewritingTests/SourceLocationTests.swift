import Foundation
import GoldensSelectorRewriting
import Testing

/// The compiler must report errors in a rewritten file at the original file and line: every line
/// stays at its line, behind a `#sourceLocation` naming the original.
struct SourceLocationTests {
    @Test func linesEndedByACarriageReturnStayAtTheirLines() {
        // A lone "\r" ends a line for the compiler too: the line break the replaced argument
        // held comes back (after the replacement, as for "\n"), so `close()` stays on line 2.
        let source = "let s = #selector(getter:\r    progress)\rfunc close() {}\r"
        let text = SelectorRewriter.rewrite(source: source, path: "Card.swift").text
        #expect(text == "#sourceLocation(file: \"Card.swift\", line: 1)\nlet s = Selector(\"progress\"\n)\rfunc close() {}\r")
    }

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
        let result = SelectorRewriter.rewrite(source: source, path: "Card.swift")
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count + 1 + result.insertedLines)
        // The outlet gives the class generated members before its closing brace on line 19,
        // reported from there on at line 19 again (see `InterfaceBuilderConnections`).
        #expect(result.insertedLines > 0)
        #expect(lines[19 + result.insertedLines - 1] == "#sourceLocation(file: \"Card.swift\", line: 19)")
        for number in 1...19 where number != 13 && number != 17 {
            // Line n of the original is line n + 1 of the output, after the #sourceLocation.
            let index = number == 19 ? number + result.insertedLines : number
            #expect(lines[index].hasSuffix("// L\(number)"), "line \(number): \(lines[index])")
        }
        #expect(lines[13] == "        _ = Selector(\"isOpen\"")
        // The name-only selector's argument went, with its line break, not its indentation.
        #expect(lines[14] == ") // L14")
        #expect(lines[9] == "            Card.handlePan(_:) // L9")
    }

    @Test(.enabled(if: SwiftCompiler.onPath != nil, "swiftc is not on PATH"))
    func theCompilerReportsTheOriginalFileAndLine() throws {
        let compiler = try #require(SwiftCompiler.onPath)
        let folder = try ScratchFolder()
        // Stand-ins for GoldensUIKit's Selector and for the protocol the list of the class's @objc
        // methods conforms it to, and a type error on line 10.
        let standIn = """
            public struct Selector {
                public init(_ name: String) {}
                public init<Target: AnyObject, Result>(_ name: String, _ method: @escaping (Target) -> () -> Result) {}
                public init<Target: AnyObject, Sender, Result>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Result) {}
            }
            public final class Button { public init() {}; public func addTarget(_ target: AnyObject, action: Selector) {} }
            public protocol InterfaceBuilderConnectable: AnyObject {}
            """
        let source = """
            @objcMembers
            final class Card {
                let button = Button()
                @objc func close() {}
                @objc
                func handlePan(_ sender: Button) {}
                func wire() {
                    button.addTarget(self, action: #selector(close))
                    button.addTarget(self, action: #selector(handlePan(_:)))
                    let count: Int = "three"
                }
            }
            """
        let original = folder.url.appendingPathComponent("Transitions/Card.swift")
        let rewrite = SelectorRewriter.rewrite(source: source, path: original.path).text
        let result = try compiler.typecheck(rewrite, named: "Card.swift", against: standIn, in: folder)
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error:") }
        #expect(result.status != 0)
        #expect(errors == ["\(original.path):10:26: error: cannot convert value of type 'String' to specified type 'Int'"],
                "\(result.output)")
    }

    /// An override moved out of its extension (see `ExtensionOverride`) is still reported at
    /// its original line and column, and the lines after it at theirs.
    @Test(.enabled(if: SwiftCompiler.onPath != nil, "swiftc is not on PATH"))
    func aMovedOverrideIsReportedWhereItWasWritten() throws {
        let compiler = try #require(SwiftCompiler.onPath)
        let folder = try ScratchFolder()
        let source = """
            class Controller { func viewDidLoad() {} }
            final class Card: Controller {
                var count = 0
            }
            extension Card {
                override func viewDidLoad() {
                    let title: Int = "Card"
                }
            }
            let after: Int = "after"
            """
        let original = folder.url.appendingPathComponent("Card.swift")
        let output = try folder.write(SelectorRewriter.rewrite(source: source, path: original.path).text, to: "Rewritten_Card.swift")
        let result = try compiler.run(["-typecheck", output.path])
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error:") }.map { $0.replacingOccurrences(of: original.path, with: "Card.swift") }
        // In the order of the rewritten file, where the moved override comes last.
        #expect(errors == [
            "Card.swift:10:18: error: cannot convert value of type 'String' to specified type 'Int'",
            "Card.swift:7:26: error: cannot convert value of type 'String' to specified type 'Int'",
        ], "\(result.output)")
    }
}
