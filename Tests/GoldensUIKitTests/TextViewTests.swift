import Foundation
@testable import GoldensUIKit
import Testing

/// Text views lay out their text and scroll a range into view; what editing would change is
/// kept as set, and a delegate compiles as apps write it.
@MainActor
@Suite struct TextViewTests {
    final class Notes: NSObject, UITextViewDelegate {
        var changes = 0
        func textViewDidChange(_ textView: UITextView) { changes += 1 }
    }

    @Test func aRangePastTheVisibleTextScrollsItsEndIntoView() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = Array(repeating: "A line of notes that wraps in a narrow view.", count: 20).joined(separator: "\n")
        textView.scrollRangeToVisible(NSRange(location: 0, length: 1))
        #expect(textView.contentOffset.y == 0, "the start already shows")
        textView.scrollRangeToVisible(NSRange(location: (textView.text as NSString).length, length: 0))
        #expect(textView.contentSize.height > 100)
        #expect(abs(textView.contentOffset.y - (textView.contentSize.height - 100)) < 0.001, "the end shows at the bottom")
        textView.scrollRangeToVisible(NSRange(location: NSNotFound, length: 5))
        textView.scrollRangeToVisible(NSRange(location: -3, length: 2))
        #expect(abs(textView.contentOffset.y - (textView.contentSize.height - 100)) < 0.001, "ranges of no text change nothing")
    }

    @Test func editingStateIsKeptAndTheDelegateAnswersAsUIKits() {
        let textView = UITextView()
        let notes = Notes()
        textView.delegate = notes
        textView.selectedRange = NSRange(location: 3, length: 2)
        textView.dataDetectorTypes = [.link, .phoneNumber]
        textView.inputAccessoryView = UIView()
        #expect(textView.selectedRange == NSRange(location: 3, length: 2) && textView.dataDetectorTypes.contains(.link))
        #expect(textView.textViewDelegate === notes)
        #expect(notes.textViewShouldBeginEditing(textView) && notes.textView(textView, shouldChangeTextIn: NSRange(), replacementText: "x"))
        notes.textViewDidChange(textView)
        #expect(notes.changes == 1)
        let field = UITextField()
        field.inputAccessoryView = UIToolbar()
        #expect(field.inputAccessoryView is UIToolbar)
    }

    @Test func barItemsCarryAccessibilityAndTheSceneItsSpace() throws {
        let tab = UITabBarItem(title: "Trips", image: nil, tag: 1)
        tab.accessibilityIdentifier = "trips-tab"
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        add.accessibilityLabel = "Add trip"
        let items: [UIBarItem] = [tab, add]
        #expect(items.compactMap(\.accessibilityIdentifier) == ["trips-tab"] && add.accessibilityLabel == "Add trip")
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        #expect(scene.coordinateSpace.bounds == UIScreen.main.bounds)
    }

    /// Attributed text styles the whole text with its first character's font, colour and
    /// alignment, in a text view, a label and a button's title; plain text set afterwards
    /// drops the attributes.
    @Test func attributedTextStylesTheTextWithItsFirstAttributes() throws {
        let centered = NSMutableParagraphStyle()
        centered.alignment = .center
        let bold = UIFont.boldSystemFont(ofSize: 18)
        let story = NSAttributedString(string: "Night falls on the harbour.", attributes: [
            .font: bold, .foregroundColor: UIColor.white, .paragraphStyle: centered,
        ])
        let textView = UITextView()
        textView.attributedText = story
        #expect(textView.font === bold && textView.textColor == .white)
        #expect(textView.textAlignment == .center && textView.attributedText === story)
        let label = UILabel()
        label.attributedText = story
        #expect(label.font === bold && label.textColor == .white && label.textAlignment == .center)
        #expect(label.text == story.string && label.attributedText === story)
        label.text = "Morning"
        #expect(label.attributedText?.string == "Morning" && label.attributedText !== story)
        let button = UIButton(type: .system)
        button.setAttributedTitle(story, for: .normal)
        #expect(button.titleColor(for: .normal) == .white && button.titleLabel?.font === bold)
        #expect(button.currentAttributedTitle === story)
    }
}
