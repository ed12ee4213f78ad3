            + "or under an #if inside a type; declare it at file scope or directly in a type"
        #expect(warnings(result) == ["13:11: " + unreachable, "17:11: " + unreachable])
    }

    /// An override moved out of an extension and the generated members both go to the end of
    /// the class's body, in that order, and every original line stays at its line.
    @Test func withAMovedOverrideEveryLineStaysAtItsLine() {
        let source = """
            final class Card: UIViewController { // L1
                @IBOutlet weak var titleLabel: UILabel! // L2
            } // L3
            extension Card { // L4
                override func viewDidLoad() {} // L5
                @IBAction func close() {} // L6
            } // L7
            """
        let result = SelectorRewriter.rewrite(source: source, path: "Card.swift")
        let moved = result.text.range(of: "override func viewDidLoad")
        let generated = result.text.range(of: "override func interfaceBuilderSetValue")
        #expect(moved != nil && generated != nil && moved!.lowerBound < generated!.lowerBound)
        let lines = result.text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == source.split(separator: "\n", omittingEmptySubsequences: false).count + 1 + result.insertedLines)
        // Every line the compiler counts is the original's line of that number.
        var reported = 0
        for line in lines {
            if let number = line.firstMatch(of: /#sourceLocation\(file: "Card.swift", line: (\d+)\)/)?.1 {
                reported = Int(number)!
                continue
            }
            if let marker = line.firstMatch(of: /\/\/ L(\d+)$/)?.1 {
                #expect(Int(marker) == reported, "\(line)")
            }
            reported += 1
        }
    }
}