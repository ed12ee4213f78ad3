import SwiftSyntax

/// The attributes that ask for the Objective-C runtime, which Linux does not have.
///
/// Removed: `@objc`, `@objc(name)` and `@objcMembers` ("Objective-C interoperability is
/// disabled"), `@IBOutlet` (rejects every type without the runtime), `@IBAction` (accepts only
/// one-argument methods there, where UIKit takes none, one or two), `@IBSegueAction` (which also
/// exposes its method to the runtime), and `@nonobjc`, which compiles but means nothing without it.
/// Kept, because they compile as they are: `@IBInspectable`, `@IBDesignable` and `dynamic`
/// (native dynamic replacement; `@objc dynamic var` keeps `dynamic var`).
enum ObjCAttribute {
    static let removed: Set<String> = ["objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBSegueAction"]

    static func isRemoved(_ attribute: AttributeSyntax) -> Bool {
        removed.contains(attribute.attributeName.trimmedDescription)
    }

    /// Removes the attribute with the spaces after it, so `@objc func` becomes `func`. An
    /// attribute alone on its line leaves an empty line (its indentation goes too), which keeps
    /// every later line where it was.
    static func removal(of attribute: AttributeSyntax) -> SourceEdit {
        var start = attribute.positionAfterSkippingLeadingTrivia
        var end = attribute.endPositionBeforeTrailingTrivia
        let trailing = attribute.trailingTrivia
        if trailing.allSatisfy(\.isSpaceOrTab) {
            end = attribute.endPosition
            if startsLine(attribute) && nextTokenStartsLine(after: attribute) {
                start = start.advanced(by: -indentationLength(of: attribute.leadingTrivia))
            }
        }
        return SourceEdit(range: start..<end, replacement: "")
    }