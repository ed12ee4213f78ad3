
    private static func genericParameters(of node: Syntax) -> GenericParameterClauseSyntax? {
        if let decl = node.as(FunctionDeclSyntax.self) { return decl.genericParameterClause }
        if let decl = node.as(ClassDeclSyntax.self) { return decl.genericParameterClause }
        if let decl = node.as(StructDeclSyntax.self) { return decl.genericParameterClause }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.genericParameterClause }
        if let decl = node.as(InitializerDeclSyntax.self) { return decl.genericParameterClause }
        return nil
    }
}
