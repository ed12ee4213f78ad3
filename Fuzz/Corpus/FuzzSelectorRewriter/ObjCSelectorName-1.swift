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