import GoldensResources
import GoldensScene

extension UIViewController {
    /// Loads the view from the storyboard scene the controller came from, else from its xib; false
    /// when it has neither, so `loadView` makes a plain view.
    func loadInterfaceBuilderView() -> Bool {
        if let scene = interfaceBuilderScene {
            return scene.loadView(into: self)
        }
        let className = String(describing: type(of: self)).split(separator: "<").first.map(String.init) ?? ""
        var names = nibName.map { [$0] } ?? [className]
        if nibName == nil, className.hasSuffix("Controller") { names.append(String(className.dropLast("Controller".count))) }
        for name in names {
            guard let document = UINib.readDocument(named: name, bundle: nibBundle, reportsMissing: nibName != nil) else { continue }
            let module = InterfaceBuilderModules.module(of: self)
            _ = UINib(document: document, modules: module.map { [$0] } ?? []).instantiate(withOwner: self)
            if !node.isViewLoaded {
                SceneDiagnostics.report("\(document.path): -[UIViewController _loadViewFromNibNamed:bundle:] loaded the \"\(name)\" nib but the view outlet was not set")
                return false
            }
            return true
        }
        return false
    }
}
