import SwiftSyntax

/// Replaces one range of the original file's UTF-8 text. The rewrite is a list of these, applied
/// to the original text, so everything the rewrite does not touch (comments, spacing, line
/// breaks) stays byte for byte, and every line stays at its line: a replaced range that held
/// line breaks is replaced by text ending with the same number of them.
struct SourceEdit {
    let range: Range<AbsolutePosition>
    let replacement: String

    /// Inserts `text` at `position`.
    static func insert(_ text: String, at position: AbsolutePosition) -> SourceEdit {
        SourceEdit(range: position..<position, replacement: text)
    }

    /// Removes a modifier (`optional`, `override`) with the spaces after it, so
    /// `override func` becomes `func`.
    static func removal(of modifier: DeclModifierSyntax) -> SourceEdit {
        let end = modifier.trailingTrivia.allSatisfy(\.isSpaceOrTab) ? modifier.endPosition : modifier.endPositionBeforeTrailingTrivia
        return SourceEdit(range: modifier.positionAfterSkippingLeadingTrivia..<end, replacement: "")
    }

    /// Removes every `keyword` modifier of `modifiers` (`override` of `public override func`).
    /// The modifiers are walked one by one: a syntax collection's own `filter` makes a new
    /// collection in place of the old one, whose positions are no longer the file's.
    static func removals(of keyword: Keyword, in modifiers: DeclModifierListSyntax) -> [SourceEdit] {
        modifiers.compactMap { $0.name.tokenKind == .keyword(keyword) ? removal(of: $0) : nil }
    }

    /// Replaces a token's text (not its trivia).
    static func replace(_ token: TokenSyntax, with text: String) -> SourceEdit {
        SourceEdit(range: token.positionAfterSkippingLeadingTrivia..<token.endPositionBeforeTrailingTrivia, replacement: text)
    }

    /// Applies non-overlapping edits to `source`.
    static func apply(_ edits: [SourceEdit], to source: String) -> String {
        String(decoding: apply(edits, to: Array(source.utf8)[...]), as: UTF8.self)
    }

    /// Applies non-overlapping edits to `text`, a slice of the file indexed by file offsets,
    /// within which every edit lies.
    static func apply(_ edits: [SourceEdit], to text: ArraySlice<UInt8>) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(text.count + edits.count * 32)
        var copied = text.startIndex
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let start = edit.range.lowerBound.utf8Offset
            let end = edit.range.upperBound.utf8Offset
            precondition(start >= copied && end <= text.endIndex, "overlapping source edits")
            result += text[copied..<start]
            let removedLineBreaks = text[start..<end].lineBreakCount
            result += Array(edit.replacement.utf8)
            result += Array(repeating: UInt8(ascii: "\n"), count: max(0, removedLineBreaks - edit.replacement.lineBreakCount))
            copied = end
        }
        result += text[copied...]
        return result
    }

    /// Whether the edit lies wholly within `range`.
    func lies(within range: Range<AbsolutePosition>) -> Bool {
        range.lowerBound <= self.range.lowerBound && self.range.upperBound <= range.upperBound
    }

    /// Whether the edit and `range` share a byte (an insertion: lies strictly inside it).
    func overlaps(_ range: Range<AbsolutePosition>) -> Bool {
        self.range.isEmpty
            ? range.lowerBound < self.range.lowerBound && self.range.lowerBound < range.upperBound
            : self.range.overlaps(range)
    }
}

extension String {
    var lineBreakCount: Int { utf8.lineBreakCount }
}

extension Collection<UInt8> {
    /// Line breaks as Swift counts lines: `\n`, `\r\n` and a lone `\r` each end one (a file
    /// saved with old Mac line endings has only `\r`).
    var lineBreakCount: Int {
        var count = 0
        var previous: UInt8 = 0
        for byte in self {
            if byte == UInt8(ascii: "\r") || (byte == UInt8(ascii: "\n") && previous != UInt8(ascii: "\r")) { count += 1 }
            previous = byte
        }
        return count
    }
}
