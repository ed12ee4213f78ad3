import SwiftSyntax

/// Without the Objective-C runtime a storyboard or nib cannot set an `@IBOutlet` property or
/// find an `@IBAction` method by name, and a selector made from a string cannot find the `@objc`
/// method it names, so each class that declares `@IBOutlet`, `@IBInspectable`, `@IBAction` or
/// `@objc` members gains the two members GoldensUIKit's loader and target-action ask instead
/// (`InterfaceBuilderConnectable`), at the end of its body:
///
/// ```swift
/// override func interfaceBuilderSetValue(_ value: Any?, forKey key: String) -> Bool {
///     switch key { case "nameLabel": return InterfaceBuilderProperty.assign(&self.nameLabel, value)
///     case "buttons": return InterfaceBuilderProperty.assign(&self.buttons, value)
///     default: return super.interfaceBuilderSetValue(value, forKey: key)
///     }
/// }
/// override func interfaceBuilderAction(named name: String) -> Selector? {
///     switch name { case "close:": return Selector("close:", ProfileViewController.close(_:))
///     default: return super.interfaceBuilderAction(named: name)
///     }
/// }
/// ```
///
/// - Properties are those the document can set: `var`s, stored or with a setter; the key is
///   the name, or the one in `@objc(name)`.
/// - Actions are named as `#selector` names them (`ObjCSelectorName`, or `@objc(name:)`), and
///   referenced as its rewrite references them (`Card.close(_:)`); where the class has two
///   methods of that name (overloads, which make the reference ambiguous) or the method is
///   declared in another file, through a closure calling it with its declared parameter types.
///   Of two actions with one selector name the first declared is kept, as `#selector` takes it.
///   Methods no target-action can call (static, generic, async, throwing, three arguments or
///   more) are left out with a warning.
/// - Members declared in extensions of the class, in this file or (through the target's index)
///   in another file the plugin rewrites, are included.
/// - Only the member the class needs is written, with `override` and `super` for what it does
///   not know, except in a class whose ancestors have none of these members (one deriving from
///   `NSObject`, or from a UIKit class that is no responder: see `ClassHierarchy`): it gets both,
///   without `override`, answering false and nil, and declares `InterfaceBuilderConnectable` in an
///   extension after the declaration at file scope around it (in an extension, so as not to make
///   the class itself main-actor isolated in Swift 6).
/// - An `open`, `public` or `package` class gets members as visible (an override must be).
///
/// Each generated line that names a member is reported at the member's own line through
/// `#sourceLocation`, and the rest at the class's name, so a compiler error in generated code
/// points at what caused it.
struct InterfaceBuilderConnections {
    /// Text to add at the end of class bodies (before these closing braces).
    private(set) var classBodies: [(closingBrace: TokenSyntax, text: String)] = []
    /// The conformances of the classes that derive from no responder.
    private(set) var edits: [SourceEdit] = []
    private(set) var warnings: [(node: Syntax, message: String)] = []

    init(_ declarations: InterfaceBuilderDeclarations, index: TargetIndex, path: String, locations: () -> SourceLocationConverter) {
        let hierarchy = ClassHierarchy(index: index)
        warnings = declarations.unreachable.map { ($0.node, $0.reason) }
        // Only what a document names is reported; an `@objc` method that cannot be listed stays
        // as unsendable by name as it was.
        for extensionDecl in declarations.extensions where extensionDecl.members.contains(where: \.isInterfaceBuilder) {
            // Extensions of UIKit's classes get a table of their own (`InterfaceBuilderExtensionMembers`).
            if InterfaceBuilderExtensionMembers.isFrameworkClass(extensionDecl.qualifiedName, index: index) { continue }
            guard let declared = index.declaredClass(extensionDecl.qualifiedName), declared.isReachable else {
                warnings.append((Syntax(extensionDecl.node.extendedType),
                    "a storyboard cannot reach the outlets and actions of this extension: \(extensionDecl.qualifiedName) is not a class declared "
                    + "in the files the GoldensSelectors plugin rewrites"))
                continue
            }
            if declared.path != path {
                for (member, name) in extensionDecl.found where member.isFilePrivate && member.isInterfaceBuilder {
                    warnings.append((Syntax(name), "a storyboard cannot reach '\(member.name)': it is private to this file, "
                        + "and its class is declared in another; make it internal"))
                }
            }
        }
        for declared in declarations.classes where declared.isReachable {
            let sameFile = declarations.extensions.filter { $0.qualifiedName == declared.qualifiedName }
            let otherFiles = (index.extensionMembers[declared.qualifiedName] ?? []).filter { $0.path != path }
            let members = declared.members + sameFile.flatMap(\.members) + otherFiles
            guard !members.isEmpty, let fileScopeBrace = declared.fileScopeClosingBrace else { continue }
            let known = hierarchy.knownInheritance(superclass: declared.superclass, qualifiedName: declared.qualifiedName)
            // `@objc` methods alone are listed only where the superclass chain is known: a class
            // of another module or a protocol in first place could make `override` wrong.
            guard known != nil || members.contains(where: \.isInterfaceBuilder) else { continue }
            let inheritance = known ?? .overriding
            let writer = MemberWriter(
                declared: declared, inheritance: inheritance, path: path,
                classLine: locations().location(for: declared.node.name.positionAfterSkippingLeadingTrivia).line,
                visibleMethods: declared.methodNames + sameFile.flatMap(\.methodNames))
            classBodies.append((declared.node.memberBlock.rightBrace, writer.text(for: members)))
            // A private class inside a type cannot be named at file scope: it keeps its members
            // without the conformance (no document can find such a class by name).
            if inheritance == .root && !declared.isPrivateMemberType {
                edits.append(.insert("; extension \(declared.writtenQualifiedName): InterfaceBuilderConnectable {}",
                                     at: fileScopeBrace.endPositionBeforeTrailingTrivia))
            }
        }
    }
}

/// Whether a class's generated members override its superclass's, as far as the target's files
/// and UIKit's class tree tell.
///
/// Up the superclass chain through the target's own classes (by qualified name, looked up from
/// the class's scope outwards): an ancestor that gets generated members is overridden. Where the
/// chain leaves the target, the first class outside it decides: `NSObject`, Foundation's and Core
/// Animation's classes (`NS…`, `CA…`) and the UIKit classes that are no responder
/// (`nonResponders`) have none of the members, so the class starts them (`root`); any other class
/// is taken to be a responder (`UIView`, `UIViewController` and UIKit's other `UI…` classes;
/// also a class of another module, or a protocol in first place, which the files cannot tell
/// from one: the chain is then not known), whose members it overrides. A class that inherits
/// nothing starts them too.
struct ClassHierarchy {
    enum Inheritance {
        case overriding
        case root
    }

    let index: TargetIndex

    /// Nil when the chain leaves the target at a name that is neither UIKit's, Foundation's nor
    /// Core Animation's.
    func knownInheritance(superclass: String?, qualifiedName: String) -> Inheritance? {
        var superclass = superclass
        var scopes = InterfaceBuilderDeclarations.DeclaredClass.scopes(enclosing: qualifiedName)
        var visited: Set<String> = [qualifiedName]
        while let written = superclass {
            guard let (name, ancestor) = lookUp(written, from: scopes) else {
                guard Self.isAppleClass(written) else { return nil }
                return Self.isResponder(written) ? .overriding : .root
            }
            // A cycle does not compile anyway; the compiler says so.
            guard visited.insert(name).inserted else { return .root }
            if generatesMembers(name, ancestor) { return .overriding }
            superclass = ancestor.superclass
            scopes = InterfaceBuilderDeclarations.DeclaredClass.scopes(enclosing: name)
        }
        return .root
    }

    /// Whether a class of the target gets generated members: it is reachable, and it or an
    /// extension of it declares Interface Builder members, or `@objc` methods and its chain is
    /// known.
    private func generatesMembers(_ name: String, _ declared: TargetIndex.IndexedClass) -> Bool {
        guard declared.isReachable else { return false }
        let extensionMembers = index.extensionMembers[name] ?? []
        if declared.hasOwnMembers || extensionMembers.contains(where: \.isInterfaceBuilder) { return true }
        guard declared.hasObjCMembers || !extensionMembers.isEmpty else { return false }
        return knownInheritance(superclass: declared.superclass, qualifiedName: name) != nil
    }

    /// The target's class `written` names, looked up from the scopes outwards.
    func lookUp(_ written: String, from scopes: [String]) -> (String, TargetIndex.IndexedClass)? {
        for scope in scopes {
            let name = scope.isEmpty ? written : scope + "." + written
            if let found = index.declaredClass(name) { return (name, found) }
        }
        return nil
    }

    /// Whether a name outside the target is one of UIKit's, Foundation's or Core Animation's
    /// classes by its prefix (`UIView`, `NSObject`, `CALayer`; `UIKit.UIView`).
    static func isAppleClass(_ written: String) -> Bool {
        let name = written.split(separator: ".").last.map(String.init) ?? written
        return ["UI", "NS", "CA"].contains { prefix in
            name.hasPrefix(prefix) && name.dropFirst(prefix.count).first?.isUppercase == true
        }
    }

    /// Whether a class outside the target is a `UIResponder` (module prefix and generic
    /// arguments do not matter).
    static func isResponder(_ written: String) -> Bool {
        let name = written.split(separator: ".").last.map(String.init) ?? written
        if nonResponders.contains(name) { return false }
        for prefix in ["NS", "CA"] where name.hasPrefix(prefix) {
            if let next = name.dropFirst(prefix.count).first, next.isUppercase { return false }
        }
        return true
    }

    /// UIKit's classes a storyboard, a nib or code with `@IBAction`s may subclass that derive
    /// from `NSObject` without being responders, in UIKit as in GoldensUIKit.
    static let nonResponders: Set<String> = [
        // In storyboards beside views.
        "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer", "UIScreenEdgePanGestureRecognizer",
        "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UISwipeGestureRecognizer", "UILongPressGestureRecognizer",
        "UIHoverGestureRecognizer", "UIBarItem", "UIBarButtonItem", "UITabBarItem", "UINavigationItem",
        "UIStoryboard", "UIStoryboardSegue", "UICollectionViewLayout", "UICollectionViewFlowLayout",
        "UICollectionViewCompositionalLayout", "UICollectionViewTransitionLayout", "UICollectionViewLayoutAttributes",
        "UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource", "UILayoutGuide",
        // Transition and animation objects.
        "UIPresentationController", "UIPopoverPresentationController", "UISheetPresentationController",
        "UIPercentDrivenInteractiveTransition", "UIViewPropertyAnimator", "UIDynamicAnimator", "UIDynamicBehavior",
        "UIAttachmentBehavior", "UICollisionBehavior", "UIDynamicItemBehavior", "UIFieldBehavior", "UIGravityBehavior",
        "UIPushBehavior", "UISnapBehavior", "UIMotionEffect", "UIInterpolatingMotionEffect", "UIMotionEffectGroup",
        "UIFeedbackGenerator", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
        "UIDocumentInteractionController",
        // Other UIKit classes apps subclass that derive from NSObject (an `@objc` method in one
        // gets the listing members without `override`).
        "UIActivity", "UIActivityItemProvider", "UIBezierPath", "UIImage", "UIColor", "UIFont", "UIDocument",
        "UIFocusGuide", "UITextPosition", "UITextRange", "UIAccessibilityElement", "UIAlertAction", "UICommand",
        "UIKeyCommand", "UIAction", "UIMenu", "UITraitCollection", "UIPrintPageRenderer", "UINib", "UIScreen",
        "UIDevice", "UIPasteboard", "UIContextualAction", "UISwipeActionsConfiguration", "UIDragInteraction",
        "UIDropInteraction", "UIContextMenuInteraction", "UIPointerInteraction", "UIPreviewInteraction",
        "UISpringTimingParameters", "UICubicTimingParameters", "UIGraphicsImageRenderer", "UIViewPrintFormatter",
        "UITableViewRowAction", "UIDynamicItemGroup", "UIRegion",
    ]
}

/// Writes one class's two members.
private struct MemberWriter {
    let declared: InterfaceBuilderDeclarations.DeclaredClass
    let inheritance: ClassHierarchy.Inheritance
    let path: String
    let classLine: Int
    /// The full names of the methods declared in the class's body and its extensions in this
    /// file.
    let visibleMethods: [String]

    func text(for members: [InterfaceBuilderMember]) -> String {
        let properties = Self.firstOfEachKey(members.filter(\.isSettable))
        let actions = Self.firstOfEachKey(members.filter { $0.kind == .action || $0.kind == .objcMethod })
        let indentation = declared.node.indentation + "    "
        var lines = ReportedLines()
        let root = inheritance == .root
        let declaration = declared.access.modifier + (root ? "" : "override ") + "func "
        let atClass = ReportedLines.Place(path: path, line: classLine)
        if !properties.isEmpty || root {
            let signature = declaration + "interfaceBuilderSetValue(_ value: Any?, forKey key: String) -> Bool"
            writeSwitch(
                into: &lines, signature: signature, subject: "key", cases: properties.map { property in
                    (property, "return InterfaceBuilderProperty.assign(&self.\(property.name), value)")
                },
                fallback: root ? "false" : "super.interfaceBuilderSetValue(value, forKey: key)", indentation: indentation, at: atClass)
        }
        if !actions.isEmpty || root {
            let signature = declaration + "interfaceBuilderAction(named name: String) -> Selector?"
            writeSwitch(
                into: &lines, signature: signature, subject: "name", cases: actions.map { action in
                    (action, "return Selector(\(Self.quoted(action.key)), \(reference(to: action)))")
                },
                fallback: root ? "nil" : "super.interfaceBuilderAction(named: name)", indentation: indentation, at: atClass)
        }
        return lines.text
    }

    private func writeSwitch(into lines: inout ReportedLines, signature: String, subject: String,
                             cases: [(InterfaceBuilderMember, String)], fallback: String, indentation: String, at atClass: ReportedLines.Place) {
        guard !cases.isEmpty else {
            return lines.append(indentation + signature + " { " + fallback + " }", at: atClass)
        }
        lines.append(indentation + signature + " {", at: atClass)
        // The compiler takes no `#sourceLocation` between a switch's brace and its first case,
        // so the first case shares the switch's line, reported at the member's.
        for (offset, (member, body)) in cases.enumerated() {
            let keyword = offset == 0 ? "switch \(subject) { case " : "case "
            lines.append(indentation + "    " + keyword + Self.quoted(member.key) + ": " + body, at: .init(path: member.path, line: member.line))
        }
        lines.append(indentation + "    default: return " + fallback, at: atClass)
        lines.append(indentation + "    }", at: nil)
        lines.append(indentation + "}", at: nil)
    }

    /// `Card.close(_:)` as `#selector`'s rewrite writes it; a closure calling the method when
    /// that would be ambiguous, or when the method is in another file, where its overloads
    /// cannot be seen.
    private func reference(to action: InterfaceBuilderMember) -> String {
        let type = declared.name
        let baseName = action.fullName.prefix { $0 != "(" }
        let sameBase = visibleMethods.filter { $0.prefix { $0 != "(" } == baseName }
        let overloaded = sameBase.filter { $0 == action.fullName }.count > 1 || (action.labels.isEmpty && sameBase.count > 1)
        // A method without parameters is named by its base name alone, which a UIKit method of
        // the same name the class inherits (`dismiss()` beside `dismiss(animated:completion:)`)
        // makes ambiguous: it is called from a closure instead.
        let shadowsUIKit = action.labels.isEmpty && Self.inheritedBaseNames.contains(String(baseName))
        guard overloaded || action.path != path || shadowsUIKit else {
            let labels = action.labels.isEmpty ? "" : "(" + action.labels.map { ($0 ?? "_") + ":" }.joined() + ")"
            return type + "." + action.name + labels
        }
        let names = ["sender", "event"]
        let parameters = zip(names, action.parameterTypes).map { "\($0): \($1)" }
        let arguments = zip(action.labels, names).map { label, name in label.map { "\($0): \(name)" } ?? name }
        let inner = parameters.isEmpty ? "" : "(" + parameters.joined(separator: ", ") + ") in "
        return "{ (target: \(type)) in { \(inner)target.\(action.name)(\(arguments.joined(separator: ", "))) } }"
    }

    /// Base names of methods UIKit's responders, views and controllers (and `NSObject`) declare,
    /// which an app's action without parameters may share.
    static let inheritedBaseNames: Set<String> = [
        "dismiss", "present", "show", "showDetailViewController", "copy", "cut", "paste", "delete", "select", "selectAll",
        "perform", "print", "find", "findNext", "findPrevious", "update", "setNeedsUpdateConstraints", "reloadInputViews",
        "becomeFirstResponder", "resignFirstResponder", "removeFromSuperview", "setNeedsLayout", "layoutIfNeeded",
        "setNeedsDisplay", "sizeToFit", "sendActions", "cancelTracking", "toggleBoldface", "toggleItalics", "toggleUnderline",
        "increaseSize", "decreaseSize", "mutableCopy", "makeTextWritingDirectionLeftToRight", "makeTextWritingDirectionRightToLeft",
    ]

    private static func firstOfEachKey(_ members: [InterfaceBuilderMember]) -> [InterfaceBuilderMember] {
        var seen: Set<String> = []
        return members.filter { seen.insert($0.key).inserted }
    }

    /// Keys are identifiers or selector names; escaped anyway, as a string literal must be.
    private static func quoted(_ text: String) -> String {
        "\"" + String(text.flatMap { $0 == "\\" || $0 == "\"" ? ["\\", $0] : [$0] }) + "\""
    }
}

/// Generated lines, each reported where the compiler should say it was written: a
/// `#sourceLocation` goes before a line only when the one the compiler would count differs.
struct ReportedLines {
    struct Place: Equatable {
        let path: String
        let line: Int
    }

    /// Every line starts with a line break, as `ExtensionOverride`'s moved members do.
    private(set) var text = ""
    private var next: Place?

    /// `place` nil: wherever the compiler counts it (lines no error can be reported on).
    mutating func append(_ line: String, at place: Place?) {
        if let place, place != next {
            text += "\n" + SelectorRewriter.sourceLocation(place.path, place.line).dropLast()
            next = place
        }
        text += "\n" + line
        next = next.map { Place(path: $0.path, line: $0.line + 1) }
    }
}

extension ClassDeclSyntax {
    /// The spaces and tabs before the class's first token on its line, which members written
    /// into its body start from.
    var indentation: String {
        leadingTrivia.reversed().prefix(while: \.isSpaceOrTab).reversed().map { piece in
            switch piece {
            case .spaces(let count): String(repeating: " ", count: count)
            case .tabs(let count): String(repeating: "\t", count: count)
            default: ""
            }
        }.joined()
    }
}
