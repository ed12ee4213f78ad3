import SwiftSyntax

/// `@NSManaged var radius: CGFloat`, a Core Animation layer's custom property: the Objective-C
/// runtime provides its accessors (without it the program does not link), and keeps its value
/// with key-value coding. The attribute goes and the property gains accessors that do the same
/// through GoldensUIKit's `KeyValueStorage`, on the property's own line.
enum ManagedProperty {
    static func edits(for variable: VariableDeclSyntax) -> [SourceEdit] {
        guard let attribute = variable.attributes.lazy.compactMap({ $0.as(AttributeSyntax.self) })
                .first(where: { $0.attributeName.trimmedDescription == "NSManaged" }),
              variable.bindings.count == 1, let binding = variable.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
              let type = binding.typeAnnotation, binding.initializer == nil, binding.accessorBlock == nil else { return [] }
        let key = name.strippingBackticks
        let accessors = " { get { KeyValueStorage.value(of: self, forKey: \"\(key)\") }"
            + " set { KeyValueStorage.set(newValue, of: self, forKey: \"\(key)\") } }"
        return [ObjCAttribute.removal(of: attribute), .insert(accessors, at: type.endPositionBeforeTrailingTrivia)]
    }
}
