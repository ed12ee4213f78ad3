@testable import GoldensResources
import Testing

/// The strict JSON reader under every Contents.json: values, and errors at a line and column.
@Suite struct AssetCatalogJSONTests {
    private func read(_ text: String) throws -> CatalogJSONValue {
        try CatalogJSONReader.read(Array(text.utf8), file: "Contents.json").value
    }

    /// The problem reading `text` reports, after the file name.
    private func problem(_ text: String) throws -> String {
        try problem(Array(text.utf8))
    }

    private func problem(_ bytes: [UInt8]) throws -> String {
        let error = try #require(throws: AssetCatalogError.self) {
            try CatalogJSONReader.read(bytes, file: "Contents.json")
        }
        #expect(error.file == "Contents.json")
        #expect(error.element == nil)
        return error.problem
    }

    @Test func readsEveryKindOfValueKeepingKeyOrderAndNumberText() throws {
        let value = try read("""
        {
          "b" : [ true, false, null, -0.5, 128, 2.5E+2, "text" ],
          "a" : { "nested" : {} , "empty" : [] }
        }
        """)
        guard case .object(let members) = value else {
            Issue.record("not an object: \(value)")
            return
        }
        #expect(members.map(\.key) == ["b", "a"])
        #expect(members[0].value == .array([.bool(true), .bool(false), .null, .number(-0.5, text: "-0.5"), .number(128, text: "128"),
                                            .number(250, text: "2.5E+2"), .string("text")]))
        #expect(members[1].value == .object([("nested", .object([])), ("empty", .array([]))]))
        #expect(CatalogJSONValue.number(128, text: "128").shown == "128")
        #expect(CatalogJSONValue.string(String(repeating: "x", count: 70)).shown == "\"" + String(repeating: "x", count: 60) + "…\"")
    }

    @Test func readsEscapesAndUTF8() throws {
        #expect(try read(#""a\"b\\c\/d\b\f\n\r\t""#) == .string("a\"b\\c/d\u{8}\u{C}\n\r\t"))
        #expect(try read(#""\u00e9\u4e2d\ud83d\ude00 é""#) == .string("é中😀 é"))
        // A lone surrogate cannot be a character; it reads as U+FFFD, as Foundation reads it.
        #expect(try read(#""\ud800x""#) == .string("\u{FFFD}x"))
        #expect(try read(#""\ud800\u0041""#) == .string("\u{FFFD}A"))
        #expect(try read(#""\udc00""#) == .string("\u{FFFD}"))
        #expect(try read("\u{FEFF}{}") == .object([]))
    }

    @Test func malformedDocumentsNameLineAndColumn() throws {
        #expect(try problem("") == "is not valid JSON: line 1, column 1: the file is empty, expected a JSON object")
        #expect(try problem("  \n ") == "is not valid JSON: line 2, column 2: the file is empty, expected a JSON object")
        #expect(try problem("{\n  \"colors\" : [\n    { \"idiom\" : },\n  ]\n}")
                == "is not valid JSON: line 3, column 17: unexpected '}', expected a value")
        #expect(try problem("{ \"a\" : 1, }") == "is not valid JSON: line 1, column 12: unexpected '}', expected a key in quotes")
        #expect(try problem("[ 1, ]") == "is not valid JSON: line 1, column 6: unexpected ']', expected a value")
        #expect(try problem("[ 1 2 ]") == "is not valid JSON: line 1, column 5: unexpected '2', expected ] after a value in an array (or a comma)")
        #expect(try problem("{ \"a\" 1 }") == "is not valid JSON: line 1, column 7: unexpected '1', expected : after the key \"a\"")
        #expect(try problem("{ \"a\" : 1 \"b\" : 2 }") == "is not valid JSON: line 1, column 11: unexpected '\"', expected } after a value in an object (or a comma)")
        #expect(try problem("{ a : 1 }") == "is not valid JSON: line 1, column 3: unexpected 'a', expected a key in quotes")
        #expect(try problem("{} {}") == "is not valid JSON: line 1, column 4: unexpected '{' after the end of the JSON value")
        #expect(try problem("[ tru ]") == "is not valid JSON: line 1, column 3: unexpected 't', expected a value")
        #expect(try problem("{ \"a\" : 'x' }") == "is not valid JSON: line 1, column 9: unexpected ''', expected a value")
        #expect(try problem("[") == "is not valid JSON: line 1, column 2: the file ends where a value was expected")
        #expect(try problem("[ 1") == "is not valid JSON: line 1, column 4: the file ends inside an array, expected , or ]")
        #expect(try problem("{ \"a\"") == "is not valid JSON: line 1, column 6: the file ends where : was expected after the key \"a\"")
        #expect(try problem("{") == "is not valid JSON: line 1, column 2: the file ends, expected a key in quotes")
    }

    @Test func malformedStringsAreNamed() throws {
        #expect(try problem("\"abc") == "is not valid JSON: line 1, column 5: the file ends inside a string")
        #expect(try problem("\"a\tb\"") == "is not valid JSON: line 1, column 3: a control character (0x9) inside a string")
        #expect(try problem(#""a\qb""#) == #"is not valid JSON: line 1, column 4: unknown escape \q in a string"#)
        #expect(try problem(#""\u12G4""#) == #"is not valid JSON: line 1, column 6: \u must be followed by four hexadecimal digits"#)
        #expect(try problem([0x22, 0x00, 0x22]) == "is not valid JSON: line 1, column 2: a control character (0x0) inside a string")
        #expect(try problem([0xFF]) == "is not valid JSON: line 1, column 1: unexpected byte 0xFF, expected a value")
    }

    @Test func malformedNumbersAreNamed() throws {
        #expect(try problem("[ - ]") == "is not valid JSON: line 1, column 4: a minus sign without digits")
        #expect(try problem("[ 1. ]") == "is not valid JSON: line 1, column 5: a decimal point without digits after it")
        #expect(try problem("[ 1e ]") == "is not valid JSON: line 1, column 5: an exponent without digits")
        #expect(try problem("[ 01 ]") == "is not valid JSON: line 1, column 4: unexpected '1', expected ] after a value in an array (or a comma)")
        #expect(try problem("[ .5 ]") == "is not valid JSON: line 1, column 3: unexpected '.', expected a value")
        #expect(try problem("[ 0x80 ]") == "is not valid JSON: line 1, column 4: unexpected 'x', expected ] after a value in an array (or a comma)")
        #expect(try problem("[ 1e400 ]") == "is not valid JSON: line 1, column 3: the number 1e400 is too large for a Double")
        #expect(try read("[ 1e-400 ]") == .array([.number(0, text: "1e-400")]))
    }

    @Test func duplicateKeysAreAnError() throws {
        #expect(try problem("{ \"scale\" : \"1x\",\n  \"scale\" : \"2x\" }")
                == "is not valid JSON: line 2, column 3: the key \"scale\" appears twice in the same object")
    }

    @Test func deepNestingIsRefusedWithoutExhaustingTheStack() throws {
        let deep = String(repeating: "[", count: 100_000)
        #expect(try problem(deep) == "is not valid JSON: line 1, column 65: nested deeper than 64 levels")
        let fine = String(repeating: "[", count: 63) + String(repeating: "]", count: 63)
        #expect(try read(fine) != .null)
    }

    @Test func oversizedDataIsRefusedBeforeReading() throws {
        let bytes = [UInt8](repeating: 0x20, count: CatalogJSONReader.maximumBytes + 1)
        #expect(try problem(bytes) == "is \(CatalogJSONReader.maximumBytes + 1) bytes, more than the \(CatalogJSONReader.maximumBytes) a Contents.json may be")
    }

    @Test func filesThatCannotBeReadAreNamed() throws {
        let folder = try CatalogFolder()
        defer { folder.remove() }
        let missing = try #require(throws: AssetCatalogError.self) { try CatalogJSONReader.read(contentsOf: folder.path("nope.json")) }
        #expect(missing.description == "\(folder.path("nope.json")): no such file")
        try folder.makeFolder("Contents.json")
        let isFolder = try #require(throws: AssetCatalogError.self) { try CatalogJSONReader.read(contentsOf: folder.path("Contents.json")) }
        #expect(isFolder.description == "\(folder.path("Contents.json")): is a folder, expected a JSON file")
    }
}
