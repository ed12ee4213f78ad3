import SwiftParser
import SwiftSyntax

/// Makes a UIKit file that uses `@objc` and `#selector` compile where Swift has no Objective-C
/// runtime (Linux), against GoldensUIKit's `Selector`:
///
/// - `@objc`, `@objc(name)`, `@objcMembers`, `@nonobjc`, `@IBAction`, `@IBOutlet` and
///   `@IBSegueAction` are removed (see `ObjCAttribute`);
/// - `#selector(handlePan(_:))` inside `class Card` becomes `Selector("handlePan:",
///   Card.handlePan(_:))`: the Objective-C name (selectors are equal by name) and an unapplied
///   method reference, through which target-action calls the method. `self.close` becomes
///   `Card.close`, an explicit `Other.method` stays, and a selector whose type the file does not
///   tell, or a `getter:`/`setter:` one, becomes `Selector("name")`, which compares but cannot be
///   sent;
/// - `register(Cell.self, forCellReuseIdentifier:)` and its collection-view kin gain the maker
///   that makes `Cell` (see `CellRegistration`).
///
/// Every line stays at its line, and the output starts with a `#sourceLocation` naming the
/// original file, so the compiler reports errors at the original file and line.
public enum SelectorRewriter {
    public static func rewrite(source: String, path: String) -> RewrittenFile {
        let file = Parser.parse(source: source)
        let visitor = ObjCUsageVisitor(file: file, path: path)
        visitor.walk(file)
        return RewrittenFile(text: sourceLocation(path) + SourceEdit.apply(visitor.edits, to: source), warnings: visitor.warnings)
    }

    /// The file as it is, behind the same `#sourceLocation`: what to compile where the
    /// Objective-C runtime exists and `#selector` works natively.
    public static func passThrough(source: String, path: String) -> String {
        sourceLocation(path) + source
    }

    /// The line that makes the next one line 1 of `path`.
    static func sourceLocation(_ path: String) -> String {
        let escaped = String(path.flatMap { $0 == "\\" || $0 == "\"" ? ["\\", $0] : [$0] })
        return "#sourceLocation(file: \"\(escaped)\", line: 1)\n"
    }
}