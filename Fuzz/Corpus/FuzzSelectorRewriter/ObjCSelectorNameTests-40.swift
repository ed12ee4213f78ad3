
    @Test func gettersAndSetters() {
        #expect(ObjCSelectorName.getter(property: "isOpen") == "isOpen")
        #expect(ObjCSelectorName.setter(property: "isOpen") == "setIsOpen:")
    }

    @Test func splitsWordsAsSwiftDoes() {
        #expect(CamelCaseWords.words(of: "URLStringFor_x2") == ["URL", "String", "For", "x2"])
        #expect(CamelCaseWords.words(of: "moveTO") == ["move", "TO"])
    }

    /// Asks the compiler for the Objective-C header of the same declarations. Its front end still
    /// accepts `-enable-objc-interop` on Linux; when it does not, the recorded names above stand.
    @Test(.enabled(if: SwiftCompiler.onPath != nil, "swiftc is not on PATH"))
    func matchesTheCompiler() throws {
        let compiler = try #require(SwiftCompiler.onPath)
        let folder = try ScratchFolder()
        let methods = Self.cases.map { "    @objc \($0.declaration) {}" }.joined(separator: "\n")
        let source = try folder.write("@objc class Names {\n\(methods)\n}\n", to: "Names.swift")
        let header = folder.url.appendingPathComponent("Names.h")
        let result = try compiler.run([
            "-frontend", "-typecheck", "-enable-objc-interop", "-disable-objc-attr-requires-foundation-module",
            "-module-name", "Names", source.path, "-emit-objc-header-path", header.path,
        ])
        guard result.status == 0, let text = try? String(contentsOf: header, encoding: .utf8) else {
            print("the compiler wrote no Objective-C header here; keeping the recorded names: \(result.output)")
            return
        }
        // "- (void)tapped:(NSInteger)s forEvent:(NSInteger)e;" → "tapped:forEvent:"
        let declared = text.split(separator: "\n").filter { $0.hasPrefix("- (void)") }.map { line in
            line.dropFirst("- (void)".count).dropLast().split(separator: " ").map { piece in
                piece.contains(":") ? String(piece.prefix { $0 != ":" }) + ":" : String(piece)
            }.joined()
        }
        #expect(declared == Self.cases.map(\.name))
    }
}