import SwiftSyntax

/// `register(PhotoCell.self, forCellWithReuseIdentifier: "photo")`: UIKit makes the registered
/// class through the Objective-C runtime, which Swift on Linux lacks (a class object cannot call
/// a subclass's non-required initializer). The call gains the maker GoldensUIKit takes, written
/// with the initializer UIKit calls:
///
/// - table cells, `forCellReuseIdentifier:` → `, making: { PhotoCell(style: .default, reuseIdentifier: $0) }`;
/// - table headers and footers, `forHeaderFooterViewReuseIdentifier:` →
///   `, making: { PhotoHeader(reuseIdentifier: $0) }`;
/// - collection cells, supplementary views and a layout's decoration views (`forCellWithReuseIdentifier:`,
///   `forSupplementaryViewOfKind:withReuseIdentifier:`, `forDecorationViewOfKind:`) →
///   `, making: { PhotoCell(frame: $0) }`, made with the frame the layout gives it, as UIKit makes them.
///
/// Only a first argument spelled `Type.self` is rewritten (a class in a variable is left as
/// it is, and comes back as the plain class).
///
/// iOS 14's registrations, `UICollectionView.CellRegistration<PhotoCell, Item> { … }` and
/// `SupplementaryRegistration<Header>(elementKind: …) { … }`, gain `making: { PhotoCell(frame: .zero) }`
/// as their first argument.
enum CellRegistration {
    static func edit(for call: FunctionCallExprSyntax) -> SourceEdit? {
        registrationEdit(for: call) ?? registerEdit(for: call)
    }

    private static func registrationEdit(for call: FunctionCallExprSyntax) -> SourceEdit? {
        guard let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self),
              let first = specialized.genericArgumentClause.arguments.first else { return nil }
        let name = specialized.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? specialized.expression.as(DeclReferenceExprSyntax.self)?.baseName.text
        guard name == "CellRegistration" || name == "SupplementaryRegistration" else { return nil }
        guard let type = concreteType(first.argument.trimmedDescription, at: call) else { return nil }
        let maker = "making: { \(type)(frame: .zero) }"
        if let leftParen = call.leftParen {
            let separator = call.arguments.isEmpty ? "" : ", "
            return .insert(maker + separator, at: leftParen.endPositionBeforeTrailingTrivia)
        }
        return .insert("(" + maker + ")", at: specialized.endPositionBeforeTrailingTrivia)
    }

    private static func registerEdit(for call: FunctionCallExprSyntax) -> SourceEdit? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "register",
              call.trailingClosure == nil, let rightParen = call.rightParen else { return nil }
        let arguments = Array(call.arguments)
        guard let first = arguments.first, first.label == nil,
              let typeAccess = first.expression.as(MemberAccessExprSyntax.self), typeAccess.declName.baseName.text == "self",
              let base = typeAccess.base else { return nil }
        let labels = arguments.dropFirst().map { $0.label?.text ?? "_" }
        guard let type = concreteType(base.trimmedDescription, at: call) else { return nil }
        let maker: String
        switch labels {
        case ["forCellReuseIdentifier"]: maker = "{ \(type)(style: .default, reuseIdentifier: $0) }"
        case ["forHeaderFooterViewReuseIdentifier"]: maker = "{ \(type)(reuseIdentifier: $0) }"
        case ["forCellWithReuseIdentifier"], ["forSupplementaryViewOfKind", "withReuseIdentifier"], ["forDecorationViewOfKind"]:
            maker = "{ \(type)(frame: $0) }"
        default: return nil
        }
        // After a trailing comma (Swift 6.1 allows one) the new argument needs none of its own.
        let separator = arguments.last?.trailingComma == nil ? ", " : " "
        return .insert(separator + "making: \(maker)", at: rightParen.positionAfterSkippingLeadingTrivia)
    }

    /// `name` when it can be called as a type here: a capitalised name or dotted path that is
    /// not `Self`, possibly specialised (`GenericCell<CardView>`), none of whose names is a
    /// generic parameter of a declaration around `node` (those initializers are not
    /// `required`, so `T(frame:)` would not compile); else nil.
    private static func concreteType(_ name: String, at node: some SyntaxProtocol) -> String? {
        let base = name.prefix { $0 != "<" }
        let arguments = name.dropFirst(base.count)
        guard let first = base.first, first.isUppercase, base != "Self",
              base.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }),
              arguments.isEmpty || (arguments.hasPrefix("<") && arguments.hasSuffix(">")
                                    && arguments.allSatisfy({ $0.isLetter || $0.isNumber || "_.,<> ".contains($0) }))
        else { return nil }
        let names = Set(name.split { !($0.isLetter || $0.isNumber || $0 == "_") }.map(String.init))
        var parent = node.parent
        while let current = parent {
            if let clause = genericParameters(of: current), clause.parameters.contains(where: { names.contains($0.name.text) }) {
                return nil
            }
            parent = current.parent
        }
        return name
    }

    private static func genericParameters(of node: Syntax) -> GenericParameterClauseSyntax? {
        if let decl = node.as(FunctionDeclSyntax.self) { return decl.genericParameterClause }
        if let decl = node.as(ClassDeclSyntax.self) { return decl.genericParameterClause }
        if let decl = node.as(StructDeclSyntax.self) { return decl.genericParameterClause }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.genericParameterClause }
        if let decl = node.as(InitializerDeclSyntax.self) { return decl.genericParameterClause }
        return nil
    }
}
