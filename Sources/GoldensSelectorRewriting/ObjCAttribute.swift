import SwiftSyntax

/// The attributes that ask for the Objective-C runtime, which Linux does not have.
///
/// Removed: `@objc`, `@objc(name)` and `@objcMembers` ("Objective-C interoperability is
/// disabled"), `@IBOutlet` (rejects every type without the runtime), `@IBAction` (accepts only
/// one-argument methods there, where UIKit takes none, one or two), `@IBSegueAction` (which also
/// exposes its method to the runtime), and `@nonobjc`, which compiles but means nothing without it.
/// Also the app's entry point, which a test target does not launch and which the compiler checks
/// against UIKit's own `UIApplicationDelegate`: `@UIApplicationMain`, and `@main` on an app
/// delegate class. Kept, because they compile as they are: `@IBInspectable`, `@IBDesignable` and
/// `dynamic` (native dynamic replacement; `@objc dynamic var` keeps `dynamic var`).
enum ObjCAttribute {
    static let removed: Set<String> = ["objc", "objcMembers", "nonobjc", "IBAction", "IBOutlet", "IBSegueAction", "UIApplicationMain"]

    static func isRemoved(_ attribute: AttributeSyntax) -> Bool {
        let name = attribute.attributeName.trimmedDescription
        if removed.contains(name) { return true }
        return name == "main" && isOnAppDelegate(attribute)
    }

    /// Whether the attribute is on a class that declares `UIApplicationDelegate` among what it
    /// inherits.
    private static func isOnAppDelegate(_ attribute: AttributeSyntax) -> Bool {
        guard let declaration = attribute.parent?.parent?.as(ClassDeclSyntax.self) else { return false }
        return declaration.inheritanceClause?.inheritedTypes.contains {
            $0.type.trimmedDescription.split(separator: ".").last == "UIApplicationDelegate"
        } ?? false
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

    private static func startsLine(_ attribute: AttributeSyntax) -> Bool {
        guard let beforeIndentation = attribute.leadingTrivia.reversed().first(where: { !$0.isSpaceOrTab }) else {
            // Only indentation before it: the first line of the file, or after a token whose
            // trailing trivia ended the line.
            return attribute.previousToken(viewMode: .sourceAccurate) == nil
        }
        return beforeIndentation.isNewline
    }

    private static func nextTokenStartsLine(after attribute: AttributeSyntax) -> Bool {
        guard let next = attribute.nextToken(viewMode: .sourceAccurate) else { return true }
        return next.leadingTrivia.contains(where: \.isNewline)
    }

    /// The UTF-8 length of the spaces and tabs that end `trivia`.
    private static func indentationLength(of trivia: Trivia) -> Int {
        trivia.reversed().prefix(while: \.isSpaceOrTab).reduce(0) { $0 + $1.sourceLength.utf8Length }
    }
}

extension TriviaPiece {
    var isSpaceOrTab: Bool {
        switch self {
        case .spaces, .tabs: true
        default: false
        }
    }
}
