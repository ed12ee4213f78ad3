import SwiftSyntax

/// An `override` written in an extension of a class that another file of the target declares
/// (a controller's layout code in `WhiteViewController+Layout.swift`). Swift without the
/// Objective-C runtime refuses it, and the rewrite of one file cannot move it into a body in
/// another, so:
///
/// - in the extension, the member loses `override` and is renamed `goldensExtension_<name>`
///   (an extension may add a member, and `super` in it still reaches the superclass's);
/// - the class's body gains, through the index, the override itself, forwarding to it:
///   `override func viewWillAppear(_ animated: Bool) { goldensExtension_viewWillAppear(animated) }`,
///   reported at the extension member's line.
///
/// Functions (not variadic, not static) and read-only computed properties are forwarded; other
/// members stay as written, with the compiler's error.
enum ExtensionForwarding {
    static let prefix = "goldensExtension_"

    /// A member to add to the body of the class `className` declares, written at `path`, `line`.
    struct Forward: Equatable, Sendable {
        let className: String
        let member: String
        let path: String
        let line: Int
    }

    /// The overrides in `file`'s extensions at file scope whose extended class the file does
    /// not declare: the forwards they need, and the edits that rename each (applied only where
    /// another file of the target declares the class, see `applies`).
    /// `classes`: the file's classes (`ExtensionOverride.classes(in:)`), which the caller has.
    static func find(in file: SourceFileSyntax, path: String, classes: [(name: String, closingBrace: TokenSyntax)],
                     locations: () -> SourceLocationConverter) -> [(forward: Forward, edits: [SourceEdit])] {
        let declaredHere = Set(classes.map(\.name))
        var found: [(Forward, [SourceEdit])] = []
        for item in file.statements {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self),
                  let className = ExtensionOverride.qualifiedName(of: extensionDecl), !declaredHere.contains(className) else { continue }
            for member in extensionDecl.memberBlock.members {
                guard let (text, nameToken, overrideModifier) = forwardingMember(member.decl) else { continue }
                let line = locations().location(for: member.decl.positionAfterSkippingLeadingTrivia).line
                found.append((Forward(className: className, member: text, path: path, line: line),
                              [.removal(of: overrideModifier), .replace(nameToken, with: prefix + nameToken.text.strippingBackticks)]))
            }
        }
        return found
    }

    /// The members of UIKit's view controllers that ask the system for something no frame shows:
    /// the status bar's style and visibility, rotation, the home indicator, deferred edge gestures.
    static let systemRequests: Set<String> = [
        "preferredStatusBarStyle", "prefersStatusBarHidden", "preferredStatusBarUpdateAnimation",
        "childForStatusBarStyle", "childForStatusBarHidden", "childViewControllerForStatusBarStyle",
        "childViewControllerForStatusBarHidden", "shouldAutorotate", "supportedInterfaceOrientations",
        "preferredInterfaceOrientationForPresentation", "prefersHomeIndicatorAutoHidden", "childForHomeIndicatorAutoHidden",
        "preferredScreenEdgesDeferringSystemGestures", "childForScreenEdgesDeferringSystemGestures", "prefersPointerLocked",
    ]

    /// Overrides in extensions of classes the target does not declare (UIKit's own:
    /// `extension UINavigationController { open override var childForStatusBarStyle … }`,
    /// `extension UIAlertController { override func viewDidLoad() … }`). Swift without the runtime
    /// cannot override from an extension, and no class body of the target can take the
    /// override, so each loses `override` and is renamed like a forwarded one, and compiles as a
    /// member nobody calls: the rest of the file, and the transition, still build. Nothing drawn
    /// depends on `systemRequests`, which are renamed silently; any other override is named in
    /// a warning, since what it did (a view's setup) is not done.
    static func uikitOverrideRenames(in file: SourceFileSyntax, index: TargetIndex)
        -> (edits: [SourceEdit], warnings: [(node: Syntax, message: String)]) {
        var edits: [SourceEdit] = []
        var warnings: [(node: Syntax, message: String)] = []
        for item in file.statements {
            guard let extensionDecl = item.item.as(ExtensionDeclSyntax.self),
                  let className = ExtensionOverride.qualifiedName(of: extensionDecl),
                  className.hasPrefix("UI"), index.declaredClass(className) == nil else { continue }
            for member in extensionDecl.memberBlock.members {
                guard let (_, nameToken, overrideModifier) = forwardingMember(member.decl) else { continue }
                let name = nameToken.text.strippingBackticks
                edits += [.removal(of: overrideModifier), .replace(nameToken, with: prefix + name)]
                if !systemRequests.contains(name) {
                    warnings.append((Syntax(member.decl), "'\(name)' overridden in an extension of UIKit's \(className) does not run "
                        + "(without the Objective-C runtime an extension cannot override a UIKit class's member); "
                        + "it compiles as an uncalled '\(prefix + name)'"))
                }
            }
        }
        return (edits, warnings)
    }

    /// Whether the forward for `className` is made, seen from the file at `path`: another file
    /// of the target declares the class (the same answer in the class's file and the extension's).
    static func applies(to className: String, from path: String, index: TargetIndex) -> Bool {
        guard let declared = index.declaredClass(className) else { return false }
        return declared.path != path
    }

    /// The forwarding member for an override, its name's token and its `override` modifier; nil
    /// for a member that is not forwarded.
    private static func forwardingMember(_ decl: DeclSyntax) -> (String, TokenSyntax, DeclModifierSyntax)? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            guard let overrideModifier = function.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }),
                  !function.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                  function.body != nil,
                  function.signature.parameterClause.parameters.allSatisfy({ $0.ellipsis == nil }) else { return nil }
            let call = ForwardedCall.effectMarks(of: function) + prefix + function.name.text.strippingBackticks
                + "(" + ForwardedCall.arguments(of: function) + ")"
            let signature = SingleLine.text(of: function.with(\.attributes, []).with(\.body, nil))
            return (signature + " { " + call + " }", function.name, overrideModifier)
        }
        if let variable = decl.as(VariableDeclSyntax.self) {
            guard let overrideModifier = variable.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }),
                  !variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }),
                  variable.bindings.count == 1, let binding = variable.bindings.first,
                  let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier,
                  let type = binding.typeAnnotation?.type, ForwardedCall.isReadOnly(binding) else { return nil }
            let modifiers = variable.modifiers.map { SingleLine.text(of: $0) }.joined(separator: " ")
            let text = modifiers + " var " + name.text + ": " + SingleLine.text(of: type) + " { " + prefix + name.text.strippingBackticks + " }"
            return (text, name, overrideModifier)
        }
        return nil
    }
}

/// What a member written to call another with the same parameters needs: the arguments that
/// pass its parameters on, the `try`/`await` its effects ask for, and whether a property is
/// read-only.
enum ForwardedCall {
    /// `drawer, sender: sender, &point`: each parameter under its label, `inout` ones with `&`.
    static func arguments(of function: FunctionDeclSyntax) -> String {
        function.signature.parameterClause.parameters.map { parameter -> String in
            let label = parameter.firstName.tokenKind == .wildcard ? "" : parameter.firstName.text + ": "
            let name = (parameter.secondName ?? parameter.firstName).text
            let isInout = parameter.type.as(AttributedTypeSyntax.self)?.specifiers.contains {
                $0.as(SimpleTypeSpecifierSyntax.self)?.specifier.tokenKind == .keyword(.inout)
            } ?? false
            return label + (isInout ? "&" : "") + name
        }.joined(separator: ", ")
    }

    /// "try ", "await ", both or neither, as the function throws or is async.
    static func effectMarks(of function: FunctionDeclSyntax) -> String {
        let effects = function.signature.effectSpecifiers
        return (effects?.throwsClause != nil ? "try " : "") + (effects?.asyncSpecifier != nil ? "await " : "")
    }

    /// A computed property with only a getter (written as a bare body or as `get { … }`).
    static func isReadOnly(_ binding: PatternBindingSyntax) -> Bool {
        switch binding.accessorBlock?.accessors {
        case .getter?: true
        case .accessors(let accessors)?: accessors.allSatisfy { $0.accessorSpecifier.tokenKind == .keyword(.get) }
        case nil: false
        }
    }
}
