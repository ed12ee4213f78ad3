import GoldensResources
import Testing

/// The XML reader takes what Xcode writes and refuses what is not well-formed, naming where.
@Suite struct MarkupReaderTests {
    private func read(_ text: String) throws(MarkupError) -> MarkupElement {
        try MarkupReader.read(Array(text.utf8), file: "Test.storyboard")
    }

    private func failure(_ text: String) -> MarkupError? {
        do {
            _ = try read(text)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsElementsAttributesAndTextInOrder() throws {
        let root = try read("""
        <?xml version="1.0" encoding="UTF-8"?>
        <!-- saved by Xcode -->
        <document type="t" version="3.0">
            <scenes>
                <scene sceneID="a"><objects/></scene>
                <scene sceneID='b'>
                    <string key="text">Two
        lines &amp; more</string>
                </scene>
            </scenes>
        </document>
        """)
        #expect(root.name == "document")
        #expect(root["version"] == "3.0")
        #expect(root.line == 3)
        let scenes = try #require(root.child(named: "scenes")).children(named: "scene")
        #expect(scenes.map { $0["sceneID"] } == ["a", "b"])
        #expect(scenes[1].child(named: "string", key: "text")?.text == "Two\nlines & more")
        #expect(scenes[1].child(named: "string")?.line == 7)
    }

    @Test func resolvesEntitiesCharacterReferencesAndCDATA() throws {
        let root = try read(#"<a title="&lt;b&gt; &quot;q&quot; &apos;s&apos; &#10;&#x1F600;"><![CDATA[<raw> & ]]>text</a>"#)
        #expect(root["title"] == "<b> \"q\" 's' \n😀")
        #expect(root.text == "<raw> & text")
    }

    @Test func attributeWhitespaceIsNormalisedAsXMLSays() throws {
        let root = try read("<a t=\"one\ttwo\nthree\"/>")
        #expect(root["t"] == "one two three")
    }

    @Test func malformedDocumentsNameTheLineColumnAndProblem() {
        #expect(failure("<a><b></a>")?.description == "Test.storyboard:1:7: end tag </a> closes <b> opened on line 1")
        #expect(failure("<a>\n<b>\n")?.problem == "<b> opened on line 2 is never closed")
        #expect(failure("<a x=\"1\" x=\"2\"/>")?.problem == "<a> has x twice")
        #expect(failure("<a x=1/>")?.problem == "expected a quoted value for x")
        #expect(failure("<a>&nbsp;</a>")?.problem == "unknown entity &nbsp;")
        #expect(failure("<a>&#0;</a>")?.problem == "&#0; is not a character")
        #expect(failure("<a/><b/>")?.problem == "a second root element")
        #expect(failure("hello")?.problem == "text outside the root element")
        #expect(failure("")?.problem == "no root element")
        #expect(failure("<a><!-- open")?.problem == "comment opened on line 1 is never closed")
        #expect(failure("<a t=\"x")?.problem == "the value of t is never closed")
        #expect(failure("<a></b>")?.line == 1)
        #expect(failure("</a>")?.problem == "end tag </a> without a start tag")
    }

    /// Nesting is bounded, so no document can exhaust the stack (of reading, or of freeing the tree).
    @Test func deepNestingIsRefusedNotCrashedOn() {
        let deep = String(repeating: "<v>", count: 100_000)
        #expect(failure(deep)?.problem == "elements nested deeper than \(MarkupReader.maximumDepth) levels")
        let fine = String(repeating: "<v>", count: 200) + String(repeating: "</v>", count: 200)
        #expect(failure(fine) == nil)
    }

    @Test func aMissingFileIsAnErrorNamingIt() {
        do {
            _ = try MarkupReader.read(contentsOf: "/nonexistent/Main.storyboard")
            Issue.record("read a missing file")
        } catch {
            #expect(error.description.contains("/nonexistent/Main.storyboard"))
        }
    }
}
