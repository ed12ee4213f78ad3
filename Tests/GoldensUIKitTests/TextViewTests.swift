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

    /// The text sits inside the container insets and the line fragment padding: 5 pt at each
    /// side by default, none when an app zeroes both to align the text with a label.
    @Test func theTextContainersPaddingInsetsTheTextAtTheSides() throws {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = "Notes"
        textView.layoutIfNeeded()
        let text = try #require(textView.subviews.first { $0 is UILabel })
        #expect(text.frame.minX == 5 && text.frame.width == 190 && text.frame.minY == 8)
        textView.textContainerInset = .zero
        textView.textContainer.lineFragmentPadding = 0
        textView.layoutIfNeeded()
        #expect(text.frame.minX == 0 && text.frame.width == 200 && text.frame.minY == 0)
        textView.textContainer.maximumNumberOfLines = 1
        textView.text = Array(repeating: "A line of notes that wraps.", count: 5).joined(separator: " ")
        #expect(textView.sizeThatFits(CGSize(width: 200, height: 1000)).height < 30, "one line")
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

/// A label with attributed text in several styles draws each run in its own font and colour.
@MainActor
@Suite struct AttributedLabelTests {
    private func price() -> NSAttributedString {
        let text = NSMutableAttributedString(string: "$42", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 40), .foregroundColor: UIColor.red,
        ])
        text.append(NSAttributedString(string: " / night", attributes: [.foregroundColor: UIColor.blue]))
        return text
    }

    /// Where the red and blue ink of a rendered label lies: (min x, max x, max y) per colour.
    private func ink(_ window: UIWindow) throws -> (red: (Int, Int, Int), blue: (Int, Int, Int), scale: Int) {
        let (bitmap, scale) = try WhiteScene.render(window)
        var red = (Int.max, Int.min, Int.min), blue = (Int.max, Int.min, Int.min)
        for y in 0..<(200 * scale) {
            for x in 0..<(390 * scale) {
                let p = bitmap[x, y]
                if p.r > 200 && p.g < 60 && p.b < 60 { red = (min(red.0, x), max(red.1, x), max(red.2, y)) }
                if p.b > 200 && p.r < 60 && p.g < 60 { blue = (min(blue.0, x), max(blue.1, x), max(blue.2, y)) }
            }
        }
        return (red, blue, scale)
    }

    @Test func eachRunDrawsInItsOwnFontAndColourOnOneBaseline() throws {
        let (window, root) = WhiteScene.make()
        let label = UILabel(frame: CGRect(x: 20, y: 50, width: 350, height: 100))
        label.font = .systemFont(ofSize: 17)
        label.attributedText = price()
        root.addSubview(label)
        #expect(label.font.pointSize == 40 && label.textColor == .red, "the first run's style is the label's")

        let (red, blue, scale) = try ink(window)
        #expect(red.0 >= 20 * scale && red.1 < blue.0, "the price, then the rest: \(red) \(blue)")
        #expect(abs(red.2 - blue.2) <= 2 * scale, "both sit on one baseline (no descenders): \(red.2) \(blue.2)")
        let size = label.sizeThatFits(CGSize(width: 1000, height: 1000))
        #expect(abs(size.height - label.font.lineHeight) < 0.5, "as tall as the big run's line")
        #expect(size.width > price().string.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)]).width)
    }

    @Test func settingTheFontOrColourRestylesTheWholeText() throws {
        let (window, root) = WhiteScene.make()
        let label = UILabel(frame: CGRect(x: 20, y: 50, width: 350, height: 100))
        label.attributedText = price()
        root.addSubview(label)
        label.textColor = .blue
        let (red, blue, _) = try ink(window)
        #expect(red.0 == Int.max && blue.0 < Int.max, "all blue now")
        label.font = .systemFont(ofSize: 10)
        #expect(label.sizeThatFits(CGSize(width: 1000, height: 1000)).height < 20)
        label.text = "plain"
        #expect(label.attributedText?.string == "plain")
    }

    @Test func anAttributedStringMeasuresAndDrawsItsRuns() {
        let string = price()
        let size = string.size()
        #expect(abs(size.height - UIFont.boldSystemFont(ofSize: 40).lineHeight) < 0.5)
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 300, height: 60), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 1
            return format
        }())
        let image = renderer.image { _ in string.draw(at: .zero) }
        let bitmap = image.image.bitmap
        var blue = 0, red = 0
        for y in 0..<60 {
            for x in 0..<300 {
                let p = bitmap[x, y]
                if p.a > 200 && p.b > 200 && p.r < 60 { blue += 1 }
                if p.a > 200 && p.r > 200 && p.b < 60 { red += 1 }
            }
        }
        #expect(red > 100 && blue > 20, "red \(red) blue \(blue)")
    }
}

/// Foundation keeps an attributed string's attributes in Core Foundation collections, which
/// compare neighbouring runs' values when a run is split, merged or copied. UIKit's attribute
/// objects must survive that as they do on a device: values compared with `isEqual(_:)`, runs with
/// equal values merged.
@MainActor
@Suite struct AttributeValuesInFoundationTests {
    private let whole = NSRange(location: 0, length: 11)

    private func runs(of key: NSAttributedString.Key, in text: NSAttributedString) -> [NSRange] {
        var ranges: [NSRange] = []
        text.enumerateAttribute(key, in: NSRange(location: 0, length: text.length)) { _, range, _ in ranges.append(range) }
        return ranges
    }

    @Test func partOfARunTakesAnotherColourAndCopiesKeepBoth() {
        // Pure red and pure blue: colours whose first components read as zero to Core Foundation.
        let text = NSMutableAttributedString(string: "hello world", attributes: [.foregroundColor: UIColor.red])
        text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 6, length: 5))
        let copy = NSMutableAttributedString(attributedString: text)
        copy.append(NSAttributedString(string: "!", attributes: [.foregroundColor: UIColor.blue]))
        #expect(runs(of: .foregroundColor, in: copy) == [NSRange(location: 0, length: 6), NSRange(location: 6, length: 6)])
        #expect(copy.attribute(.foregroundColor, at: 11, effectiveRange: nil) as? UIColor == UIColor.blue)
    }

    @Test func equalValuesFromDifferentObjectsMergeIntoOneRun() {
        let text = NSMutableAttributedString(string: "hello world")
        text.addAttribute(.foregroundColor, value: UIColor(red: 1, green: 0, blue: 0, alpha: 1), range: NSRange(location: 0, length: 5))
        text.addAttribute(.foregroundColor, value: UIColor(red: 1, green: 0, blue: 0, alpha: 1), range: NSRange(location: 5, length: 6))
        #expect(runs(of: .foregroundColor, in: text) == [whole])
    }

    @Test func fontsParagraphStylesShadowsAndImagesSplitRunsToo() {
        let style = NSMutableParagraphStyle(), shadow = NSShadow()
        let values: [(NSAttributedString.Key, Any, Any)] = [
            (.font, UIFont.systemFont(ofSize: 0), UIFont.boldSystemFont(ofSize: 12)),
            (.paragraphStyle, style, NSMutableParagraphStyle()),
            (.shadow, shadow, NSShadow()),
            (NSAttributedString.Key("image"), UIImage(), UIImage()),
        ]
        for (key, first, second) in values {
            let text = NSMutableAttributedString(string: "hello world", attributes: [key: first])
            text.addAttribute(key, value: second, range: NSRange(location: 2, length: 3))
            let copy = text.mutableCopy() as! NSMutableAttributedString
            #expect(runs(of: key, in: copy).count == 3, "\(key.rawValue)")
        }
    }
}

/// The first responder, as screens with text fields use it: one per window, handed from field
/// to field, the delegate asked and told, editing ended by the screen.
@MainActor
@Suite struct FirstResponderTests {
    final class Watcher: NSObject, UITextFieldDelegate {
        var heard: [String] = []
        var allowsEnd = true
        func textFieldDidBeginEditing(_ textField: UITextField) { heard.append("begin \(textField.tag)") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { allowsEnd }
        func textFieldDidEndEditing(_ textField: UITextField) { heard.append("end \(textField.tag)") }
    }

    @Test func fieldsTakeTurnsAndTheScreenEndsEditing() {
        let (window, root) = WhiteScene.make()
        let watcher = Watcher()
        let name = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 34)), city = UITextField(frame: CGRect(x: 20, y: 150, width: 300, height: 34))
        name.tag = 1
        city.tag = 2
        for field in [name, city] {
            field.delegate = watcher
            root.addSubview(field)
        }
        #expect(UITextField().becomeFirstResponder() == false, "not in a window")
        #expect(name.becomeFirstResponder() && name.isFirstResponder && name.isEditing)
        #expect(city.becomeFirstResponder() && city.isFirstResponder && !name.isFirstResponder)
        #expect(watcher.heard == ["begin 1", "end 1", "begin 2"])
        watcher.allowsEnd = false
        #expect(!root.endEditing(false) && city.isFirstResponder, "the delegate keeps it")
        #expect(root.endEditing(true) && !city.isFirstResponder, "forced")
        city.isEnabled = false
        #expect(!city.becomeFirstResponder())
        withExtendedLifetime(window) {}
    }
}
