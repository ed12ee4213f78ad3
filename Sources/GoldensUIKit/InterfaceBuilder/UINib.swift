import GoldensResources
import GoldensScene

/// A xib, read from the `.xib` file Xcode saves (XML, not the compiled `.nib`), found by name
/// below the folders a test adds with `AppResources.addSearchDirectory(_:)` or in the bundle passed.
/// Each `instantiate(withOwner:options:)` makes fresh objects, connects the owner's outlets and
/// actions (File's Owner), and sends `awakeFromNib`.
@preconcurrency @MainActor
open class UINib: NSObject {
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A dictionary of objects the nib names as external placeholders (`placeholderIdentifier`).
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The nib's file name, without `.nib` or `.xib`; nil for one made from data.
    public let name: String?
    let document: InterfaceBuilderDocument?
    private let modules: [String]

    public init(nibName name: String, bundle bundleOrNil: Bundle?, callerFile: String = #fileID) {
        self.name = name
        modules = InterfaceBuilderModules.candidates(callerFile: callerFile)
        document = UINib.readDocument(named: name, bundle: bundleOrNil, reportsMissing: true)
        super.init()
    }

    /// The xib's XML.
    public init(data: Data, bundle bundleOrNil: Bundle?, callerFile: String = #fileID) {
        name = nil
        modules = InterfaceBuilderModules.candidates(callerFile: callerFile)
        do {
            let root = try MarkupReader.read([UInt8](data), file: "nib data")
            document = try InterfaceBuilderDocument(root: root, path: "nib data")
        } catch let error as MarkupError {
            SceneDiagnostics.report(error.description)
            document = nil
        } catch {
            SceneDiagnostics.report("\(error)")
            document = nil
        }
        super.init()
    }

    init(document: InterfaceBuilderDocument, modules: [String]) {
        name = ((document.path as NSString).lastPathComponent as NSString).deletingPathExtension
        self.document = document
        self.modules = modules
        super.init()
    }

    static func readDocument(named name: String, bundle: Bundle?, reportsMissing: Bool) -> InterfaceBuilderDocument? {
        AppResources.interfaceBuilderDocument(named: name, fileExtension: ".xib", bundle: bundle, missing: reportsMissing ? { fileName in
            "Could not load NIB in bundle: '\(name)' (\(fileName) is below none of the folders added with AppResources.addSearchDirectory)"
        } : nil)
    }

    /// The nib's top-level objects, freshly made, with `ownerOrNil` as File's Owner.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        guard let document else { return [] }
        var modules = self.modules
        if let owner = ownerOrNil as AnyObject?, let module = InterfaceBuilderModules.module(of: owner), !modules.contains(module) {
            modules.insert(module, at: 0)
        }
        let loading = NibInstantiation(document: document, storyboard: nil, modules: modules)
        let externals = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        var topLevel: [Any] = []
        for element in document.root.child(named: "objects")?.children ?? [] {
            if element.name == "placeholder" {
                let placeholder: AnyObject? = switch element["placeholderIdentifier"] {
                case "IBFilesOwner": ownerOrNil as AnyObject?
                case "IBFirstResponder": nil
                case let identifier?: externals[identifier] as AnyObject?
                case nil: nil
                }
                if let placeholder {
                    loading.register(placeholder, as: element["id"])
                    loading.noteConnections(of: placeholder, element: element)
                }
                continue
            }
            if let object = loading.makeObject(element) { topLevel.append(object) }
        }
        loading.finish()
        return topLevel
    }
}

extension Bundle {
    /// The top-level objects of the xib `name`, with `owner` as File's Owner; nil (reported) when
    /// there is no such xib.
    /// Main-actor isolated, but usable from code written before Swift concurrency (a static
    /// factory of no isolation), as UIKit's is.
    @preconcurrency @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil,
                             callerFile: String = #fileID) -> [Any]? {
        guard let document = UINib.readDocument(named: name, bundle: self, reportsMissing: true) else { return nil }
        return UINib(document: document, modules: InterfaceBuilderModules.candidates(callerFile: callerFile))
            .instantiate(withOwner: owner, options: options)
    }
}

extension UINib {
    /// What a reuse registration (`register(_:forCellReuseIdentifier:)` with a nib) makes: the
    /// first top-level object of `type`, fresh each time; nil, reported, when the nib has none
    /// (UIKit raises there).
    func makeReusable<Made: UIView>(_ type: Made.Type, identifier: String) -> Made? {
        if let made = instantiate(withOwner: nil).lazy.compactMap({ $0 as? Made }).first { return made }
        SceneDiagnostics.report("the nib registered for \"\(identifier)\" has no \(Made.self) among its top-level objects, "
            + "so a plain one is made; UIKit raises here")
        return nil
    }
}
