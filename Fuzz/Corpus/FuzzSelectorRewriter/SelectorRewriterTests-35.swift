
    @Test func aFileWithoutObjectiveCIsOnlyGivenItsSourceLocation() {
        let source = "import GoldensUIKit\n\nfinal class Plain { func close() {} }\n"
        let result = SelectorRewriter.rewrite(source: source, path: "/app/Transitions/Plain.swift")
        #expect(result.text == "#sourceLocation(file: \"/app/Transitions/Plain.swift\", line: 1)\n" + source)
        #expect(result.warnings.isEmpty)
        #expect(SelectorRewriter.passThrough(source: source, path: "/app/Transitions/Plain.swift") == result.text)
    }

    @Test func escapesThePathInTheSourceLocation() {
        let text = SelectorRewriter.rewrite(source: "", path: #"C:\App\"Odd".swift"#).text
        #expect(text == #"#sourceLocation(file: "C:\\App\\\"Odd\".swift", line: 1)"# + "\n")
    }

    @Test func warnsThatOptionalRequirementsCannotWork() {
        let source = """
            @objc protocol CardDelegate {
                @objc optional func cardDidClose()
            }
            """
        let result = SelectorRewriter.rewrite(source: source, path: "Card.swift")
        #expect(result.text.hasSuffix("""
            protocol CardDelegate {
                optional func cardDidClose()
            }
            """))
        #expect(result.warnings.map { "\($0.line):\($0.column)" } == ["2:11"])
        #expect(result.warnings.first?.description.hasPrefix("Card.swift:2:11: warning: an 'optional' protocol requirement") == true)
    }
}