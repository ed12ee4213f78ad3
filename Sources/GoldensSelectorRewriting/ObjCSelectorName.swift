/// Spells a Swift method's selector as Objective-C does, so that a selector written
/// `#selector(handlePan)` and one written `#selector(handlePan(_:))` compare equal, as they do on
/// Apple platforms.
///
/// Swift's rule (read off the compiler's generated Objective-C header for each case below): the
/// base name, then one piece per argument ending in a colon. A first argument label L is folded
/// into the first piece: `handle(pan:)` → `handleWithPan:`, but without the "With" when L starts
/// with a preposition or the base name ends with one: `move(to:)` → `moveTo:`, `fadeIn(duration:)`
/// → `fadeInDuration:`. Later labels stand as they are: `tapped(_:forEvent:)` → `tapped:forEvent:`,
/// and an unlabelled later argument is a bare colon: `handle(_:_:)` → `handle::`.
enum ObjCSelectorName {
    /// `labels` has one entry per argument, nil for `_`.
    static func method(baseName: String, labels: [String?]) -> String {
        guard let firstLabel = labels.first else { return baseName }
        var firstPiece = baseName
        if let firstLabel {
            if !Preposition.isOne(CamelCaseWords.first(of: firstLabel)) && !Preposition.isOne(CamelCaseWords.last(of: baseName)) {
                firstPiece += "With"
            }
            firstPiece += sentenceCased(firstLabel)
        }
        return firstPiece + ":" + labels.dropFirst().map { ($0 ?? "") + ":" }.joined()
    }

    /// `#selector(getter: Card.isOpen)` → "isOpen".
    static func getter(property: String) -> String { property }

    /// `#selector(setter: Card.isOpen)` → "setIsOpen:".
    static func setter(property: String) -> String { "set" + sentenceCased(property) + ":" }

    /// The first letter in upper case, the rest as it is ("url" → "Url", "URL" → "URL").
    private static func sentenceCased(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }
}

/// The prepositions that stop Swift from inserting "With" (the compiler's list, checked word by
/// word against its output: "within" is one, "without", "onto" and "toward" are not).
enum Preposition {
    private static let words: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following",
        "for", "from", "given", "in", "including", "inside", "into", "matching", "of", "on",
        "passing", "preceding", "since", "to", "until", "using", "via", "when", "with", "within",
    ]

    static func isOne(_ word: Substring) -> Bool { words.contains(word.lowercased()) }
}

/// Splits identifiers into words as Swift's naming rules do: a word starts at an upper-case letter
/// after a lower-case letter or a digit, at the last capital of an acronym followed by lower case
/// ("URLString" → "URL", "String"), and after an underscore; digits stay in their word ("in2").
enum CamelCaseWords {
    static func first(of identifier: String) -> Substring { words(of: identifier).first ?? "" }
    static func last(of identifier: String) -> Substring { words(of: identifier).last ?? "" }

    static func words(of identifier: String) -> [Substring] {
        var words: [Substring] = []
        var start: String.Index?
        var index = identifier.startIndex
        while index < identifier.endIndex {
            let character = identifier[index]
            if character == "_" {
                if let wordStart = start { words.append(identifier[wordStart..<index]) }
                start = nil
            } else if let wordStart = start, startsWord(at: index, in: identifier) {
                words.append(identifier[wordStart..<index])
                start = index
            } else if start == nil {
                start = index
            }
            index = identifier.index(after: index)
        }
        if let wordStart = start { words.append(identifier[wordStart...]) }
        return words
    }

    /// Whether the upper-case letter at `index` (not the identifier's first) begins a new word.
    private static func startsWord(at index: String.Index, in identifier: String) -> Bool {
        guard identifier[index].isUppercase else { return false }
        let previous = identifier[identifier.index(before: index)]
        if previous.isLowercase || previous.isNumber { return true }
        let next = identifier.index(after: index)
        return previous.isUppercase && next < identifier.endIndex && identifier[next].isLowercase
    }
}
