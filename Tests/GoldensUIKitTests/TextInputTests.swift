import Foundation
@testable import GoldensUIKit
import Testing

/// Text fields and text views answer UITextInput as a search field's autocompletion and a
/// code-entry field use it: positions counted from the start, the selection, text in a range.
@MainActor
@Suite struct TextInputTests {
    @Test func positionsAndRangesCountFromTheStartOfTheText() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "Rosemary"
        let start = field.beginningOfDocument
        #expect(field.offset(from: start, to: field.endOfDocument) == 8)
        // The caret sits at the end until code moves it.
        let caret = try #require(field.selectedTextRange)
        #expect(caret.isEmpty && field.offset(from: start, to: caret.start) == 8)

        let from = try #require(field.position(from: start, offset: 4))
        let range = try #require(field.textRange(from: from, to: field.endOfDocument))
        #expect(field.text(in: range) == "mary")
        #expect(field.position(from: start, offset: 9) == nil, "past the end")
        #expect(field.position(from: start, offset: -1) == nil, "before the start")
        #expect(field.compare(from, to: start) == .orderedDescending)

        // Selecting the typed-ahead part, as an autocompleting field does.
        field.selectedTextRange = range
        let selected = try #require(field.selectedTextRange)
        #expect(field.offset(from: start, to: selected.start) == 4 && field.offset(from: start, to: selected.end) == 8)
    }

    @Test func typingReplacesTheSelectionAndDeletingRemovesACharacter() throws {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "Thyme"
        field.insertText("!")
        #expect(field.text == "Thyme!")
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "Thym" && field.hasText)
        let whole = try #require(field.textRange(from: field.beginningOfDocument, to: field.endOfDocument))
        field.replace(whole, withText: "Sage")
        #expect(field.text == "Sage")
        // Offsets are UTF-16 units, as NSString counts them.
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.text = "🌿 basil"
        #expect(view.offset(from: view.beginningOfDocument, to: view.endOfDocument) == 8)
        let afterLeaf = try #require(view.position(from: view.beginningOfDocument, offset: 2))
        let leaf = try #require(view.textRange(from: view.beginningOfDocument, to: afterLeaf))
        #expect(view.text(in: leaf) == "🌿")
    }

    @Test func theContentTypeIsKept() {
        let field = UITextField()
        field.textContentType = .oneTimeCode
        #expect(field.textContentType == .oneTimeCode)
        field.textContentType = .init(rawValue: "")
        #expect(field.textContentType?.rawValue == "")
    }
}
