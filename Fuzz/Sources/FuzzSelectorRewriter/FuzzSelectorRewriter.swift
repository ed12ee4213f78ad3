import FuzzSupport
import SelectorRewriting
import SwiftParser
import SwiftSyntax

/// Any bytes, as Swift source → the selector rewriter. It has no failure of its own: it always
/// returns text and warnings. Properties:
/// - it never traps (its edits never overlap);
/// - every line stays at its line: the output has the input's lines plus the one
///   `#sourceLocation` line in front (so compiler diagnostics point at the original), plus the
///   lines added at the end of class bodies, overrides moved out of extensions and generated
///   Interface Builder members (which `#sourceLocation` maps back);
/// - a warning's line and column lie within the input;
/// - an input that parses without errors gives an output that does too (except after a shebang,
///   see below).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSelectorRewriter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let source = String(decoding: bytes, as: UTF8.self)
    let rewritten = SelectorRewriter.rewrite(source: source, path: "Fuzz.swift")
    let inputLines = lineCount(source)
    if lineCount(rewritten.text) != inputLines + 1 + rewritten.insertedLines {
        fuzzFailure("the output has \(lineCount(rewritten.text)) lines for \(inputLines) input lines plus one plus \(rewritten.insertedLines) inserted\n--- input\n\(source)\n--- output\n\(rewritten.text)")
    }
    for warning in rewritten.warnings where warning.line < 1 || warning.line > inputLines + 1 || warning.column < 1 {
        fuzzFailure("a warning outside the input: \(warning)\n--- input\n\(source)")
    }
    // Known and left alone: a file starting with a shebang (`#!`) stops parsing once the
    // `#sourceLocation` line is put in front of it (a shebang must open the file); no UIKit file
    // the plugin rewrites has one.
    // A file passed through unchanged parses as well as it did; not parsing it again also keeps
    // the target off the inputs the rewriter passes through because parsing them takes minutes.
    let unchanged = rewritten.text == SelectorRewriter.passThrough(source: source, path: "Fuzz.swift")
    if !unchanged && !source.hasPrefix("#!") && parsesCleanly(source) && !parsesCleanly(rewritten.text) {
        fuzzFailure("a file that parses is rewritten into one that does not\n--- input\n\(source)\n--- output\n\(rewritten.text)")
    }
    return 0
}

/// Lines as Swift counts them: `\n`, `\r\n` and a lone `\r` each end one.
private func lineCount(_ text: String) -> Int {
    var lines = 1
    var previous: UInt8 = 0
    for byte in text.utf8 {
        if byte == UInt8(ascii: "\n") {
            if previous != UInt8(ascii: "\r") { lines += 1 }
        } else if byte == UInt8(ascii: "\r") {
            lines += 1
        }
        previous = byte
    }
    return lines
}

/// No missing or unexpected syntax, and no token the lexer marks as an error.
private func parsesCleanly(_ text: String) -> Bool {
    let file = Parser.parse(source: text)
    if file.hasError { return false }
    return !file.tokens(viewMode: .all).contains { $0.tokenDiagnostic?.severity == .error }
}
