import Foundation

/// A place in a text document (UIKit's is abstract: each document makes its own). Text fields
/// and text views here make positions that count UTF-16 code units from the start, as
/// `NSString` does.
@preconcurrency @MainActor
open class UITextPosition: NSObject {}

/// A stretch of a text document between two positions.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    open var isEmpty: Bool { true }
    open var start: UITextPosition { UITextPosition() }
    open var end: UITextPosition { UITextPosition() }
}

/// A position in a text field or text view: an offset in UTF-16 code units.
final class TextOffsetPosition: UITextPosition {
    let offset: Int
    init(_ offset: Int) { self.offset = offset }

    override func isEqual(_ object: Any?) -> Bool { (object as? TextOffsetPosition)?.offset == offset }
    override var hash: Int { offset }
    override var description: String { "<UITextPosition \(offset)>" }
}

/// A range of a text field or text view, its ends ordered.
final class TextOffsetRange: UITextRange {
    let lower: Int, upper: Int
    init(_ a: Int, _ b: Int) { (lower, upper) = (min(a, b), max(a, b)) }

    override var isEmpty: Bool { lower == upper }
    override var start: UITextPosition { TextOffsetPosition(lower) }
    override var end: UITextPosition { TextOffsetPosition(upper) }
    override var description: String { "<UITextRange \(lower)..<\(upper)>" }
}

/// What a text field or text view answers for `UITextInput`: its text is the document, the
/// selection a range of it (the caret at the end until code moves it). Shared by both classes,
/// which declare the members themselves so apps can override them (`caretRect(for:)`).
@MainActor
struct TextInputDocument {
    /// The selection, in UTF-16 offsets; nil puts the caret at the end of the text.
    var selection: (lower: Int, upper: Int)?

    static func length(of text: String?) -> Int { (text ?? "").utf16.count }

    static func offset(of position: UITextPosition) -> Int? { (position as? TextOffsetPosition)?.offset }

    func selectedRange(in text: String?) -> UITextRange {
        let length = Self.length(of: text)
        guard let selection else { return TextOffsetRange(length, length) }
        return TextOffsetRange(min(selection.lower, length), min(selection.upper, length))
    }

    mutating func select(_ range: UITextRange?, in text: String?) {
        guard let range = range as? TextOffsetRange else { return selection = nil }
        let length = Self.length(of: text)
        selection = (min(range.lower, length), min(range.upper, length))
    }

    static func range(from start: UITextPosition, to end: UITextPosition, in text: String?) -> UITextRange? {
        guard let a = offset(of: start), let b = offset(of: end) else { return nil }
        let length = length(of: text)
        guard (0...length).contains(a), (0...length).contains(b) else { return nil }
        return TextOffsetRange(a, b)
    }

    /// The position `by` code units from `position`, nil outside the text (as UIKit answers).
    static func position(from position: UITextPosition, offset by: Int, in text: String?) -> UITextPosition? {
        guard let start = offset(of: position) else { return nil }
        let moved = start + by
        return (0...length(of: text)).contains(moved) ? TextOffsetPosition(moved) : nil
    }

    static func distance(from: UITextPosition, to: UITextPosition) -> Int {
        (offset(of: to) ?? 0) - (offset(of: from) ?? 0)
    }

    static func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        let (a, b) = (offset(of: position) ?? 0, offset(of: other) ?? 0)
        return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame
    }

    static func text(in range: UITextRange, of text: String?) -> String? {
        guard let range = range as? TextOffsetRange, range.upper <= length(of: text) else { return nil }
        return ((text ?? "") as NSString).substring(with: NSRange(location: range.lower, length: range.upper - range.lower))
    }

    /// `text` with `range` replaced, and the caret after the new text; nil for a range that is
    /// not the document's.
    static func replacing(_ range: UITextRange, with replacement: String, in text: String?) -> (text: String, caret: Int)? {
        guard let range = range as? TextOffsetRange, range.upper <= length(of: text) else { return nil }
        let updated = ((text ?? "") as NSString).replacingCharacters(in: NSRange(location: range.lower, length: range.upper - range.lower),
                                                                      with: replacement)
        return (updated, range.lower + replacement.utf16.count)
    }
}

/// The kind of text a field expects, for the keyboard and AutoFill; kept. The raw values are
/// the web's autocomplete tokens; UIKit's own strings are not documented.
public struct UITextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
    public static let shipmentTrackingNumber = UITextContentType("shipment-tracking-number")
    public static let flightNumber = UITextContentType("flight-number")
    public static let dateTime = UITextContentType("date-time")
}

extension UITextField: UITextInput {}
extension UITextView: UITextInput {}
