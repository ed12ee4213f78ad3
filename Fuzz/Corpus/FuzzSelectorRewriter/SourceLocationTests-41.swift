        #expect(lines[9] == "            Card.handlePan(_:) // L9")
    }

    @Test(.enabled(if: SwiftCompiler.onPath != nil, "swiftc is not on PATH"))
    func theCompilerReportsTheOriginalFileAndLine() throws {
        let compiler = try #require(SwiftCompiler.onPath)
        let folder = try ScratchFolder()
        // Self-contained: a stand-in for GoldensUIKit's Selector, and a type error on line 16.
        let source = """
            struct Selector {
                init(_ name: String) {}
                init<Target: AnyObject, Result>(_ name: String, _ method: @escaping (Target) -> () -> Result) {}
                init<Target: AnyObject, Sender, Result>(_ name: String, _ method: @escaping (Target) -> (Sender) -> Result) {}
            }
            final class Button { func addTarget(_ target: AnyObject, action: Selector) {} }
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
        let output = try folder.write(SelectorRewriter.rewrite(source: source, path: original.path).text, to: "Rewritten_Card.swift")
        let result = try compiler.run(["-typecheck", output.path])
        let errors = result.output.split(separator: "\n").filter { $0.contains(": error:") }
        #expect(result.status != 0)
        #expect(errors == ["\(original.path):16:26: error: cannot convert value of type 'String' to specified type 'Int'"],
                "\(result.output)")
    }
}