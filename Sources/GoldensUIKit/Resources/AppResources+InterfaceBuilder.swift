import GoldensResources
import GoldensScene

extension AppResources {
    /// The storyboard or xib `name` (with or without `fileExtension`) below the folders for
    /// `bundle`, read and checked; nil after a report when it cannot be read or is not of `kind`,
    /// and after `missing`'s message (when given) when there is no such file.
    @MainActor
    static func interfaceBuilderDocument(named name: String, fileExtension: String, bundle: Bundle?,
                                         kind: InterfaceBuilderDocument.Kind? = nil,
                                         missing: ((_ fileName: String) -> String)?) -> InterfaceBuilderDocument? {
        let fileName = name.hasSuffix(fileExtension) ? name : name + fileExtension
        guard let path = file(named: fileName, bundle: bundle) else {
            if let missing { SceneDiagnostics.report(missing(fileName)) }
            return nil
        }
        do {
            let document = try InterfaceBuilderDocument.read(contentsOf: path)
            if let kind, document.kind != kind {
                SceneDiagnostics.report(kind == .storyboard ? "\(path): a xib, not a storyboard; load it with UINib(nibName:bundle:)"
                                                            : "\(path): a storyboard, not a xib; load it with UIStoryboard(name:bundle:)")
                return nil
            }
            return document
        } catch {
            SceneDiagnostics.report(error.description)
            return nil
        }
    }
}
