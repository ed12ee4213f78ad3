import SwiftSyntax

/// `register(PhotoCell.self, forCellWithReuseIdentifier: "photo")`: UIKit makes the registered
/// class through the Objective-C runtime, which Swift on Linux lacks (a class object cannot call
/// a subclass's non-required initializer). The call gains the maker GoldensUIKit takes, written
/// with the initializer UIKit calls:
///
/// - table cells, `forCellReuseIdentifier:` → `, making: { PhotoCell(style: .default, reuseIdentifier: $0) }`;
/// - table headers and footers, `forHeaderFooterViewReuseIdentifier:` →
///   `, making: { PhotoHeader(reuseIdentifier: $0) }`;
/// - collection cells and supplementary views (`forCellWithReuseIdentifier:`,
///   `forSupplementaryViewOfKind:withReuseIdentifier:`) → `, making: { PhotoCell(frame: .zero) }`.
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