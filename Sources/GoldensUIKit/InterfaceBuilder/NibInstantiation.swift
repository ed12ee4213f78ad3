import GoldensResources
import GoldensScene

/// One loading of objects from a storyboard scene or a xib, as UIKit's nib loading does it:
/// make every object through `init?(coder:)` (the app's class when the document names one),
/// apply its attributes, add subviews, then install constraints, connect outlets and actions,
/// and last send `awakeFromNib` to each object in the order it was made.
///
/// What the document asks and the code cannot give (an outlet the class does not declare, an
/// action it lacks) is reported with the file, line and element id: the sampler fails the
/// transition naming it, where UIKit would raise or GoldensUIKit cannot draw what a device does.
/// What UIKit itself only logs and loads past (a class it cannot find, an image not in the
/// bundle) goes to the console the same way, and the frames show what the device shows then.
@MainActor
final class NibInstantiation {
    let document: InterfaceBuilderDocument
    var file: String { document.path }
    /// The storyboard a scene comes from, for segues and `storyboard`.
    let storyboard: UIStoryboard?
    /// Modules to find a `customClass` in when the element names none (`customModuleProvider="target"`).
    let modules: [String]

    /// The objects made or handed in (placeholders), by the document's ids.
    private(set) var objects: [String: AnyObject] = [:]
    /// Objects made, in order, for `awakeFromNib`.
    private var made: [AnyObject] = []
    /// A cell's built-in views by the ids its document gives them, until their elements are read.
    private var builtInViews: [String: UIView] = [:]
    /// Elements whose `<connections>` are connected by `connect()`, with their objects.
    private var connectionSources: [(object: AnyObject, element: MarkupElement)] = []
    /// Views with a `<constraints>` element.
    private var constraintOwners: [(view: UIView, element: MarkupElement)] = []
    /// Ids of the views some constraint positions.
    private var constrainedIDs: Set<String> = []
    /// Views whose `translatesAutoresizingMaskIntoConstraints` is decided once constraints are known.
    private var autoresizingUndecided: [(view: UIView, element: MarkupElement)] = []
    /// The controller whose scene is loading, for embed segues.
    weak var sceneController: UIViewController?

    /// The sizes of the views whose subviews are being made, innermost last: what a frame saved as
    /// insets (`<frame key="frameInset">`) is measured in.
    private var frameInsetContainers: [CGSize] = []

    /// The size a `frameInset` of the view being made is measured in: its superview's, else the
    /// screen's.
    var frameInsetContainer: CGSize { frameInsetContainers.last ?? UIScreen.main.bounds.size }

    /// Runs `make` with `size` as the size frame insets are measured in.
    func withFrameInsetContainer<Result>(_ size: CGSize, _ make: () -> Result) -> Result {
        frameInsetContainers.append(size)
        defer { frameInsetContainers.removeLast() }
        return make()
    }

    /// Ids of the constraints and subviews a `<variation key="default">` leaves out of the layout
    /// for any size class, and of everything inside those subviews: they exist only in size-class
    /// variations, which a phone in portrait does not use. Constraints that name them are not
    /// installed, as UIKit does not install them.
    private let excludedIDs: Set<String>

    init(document: InterfaceBuilderDocument, storyboard: UIStoryboard?, modules: [String]) {
        self.document = document
        self.storyboard = storyboard
        self.modules = modules
        var excluded: Set<String> = []
        document.root.forEachDescendant { element in
            guard element.name == "variation", element["key"] == "default" else { return }
            for mask in element.children(named: "mask") {
                for exclude in mask.children(named: "exclude") { if let id = exclude["reference"] { excluded.insert(id) } }
            }
        }
        document.root.forEachDescendant { element in
            guard let id = element["id"], excluded.contains(id), element.name != "constraint" else { return }
            element.forEachDescendant { inside in if let id = inside["id"] { excluded.insert(id) } }
        }
        excludedIDs = excluded
    }

    /// The document id of each object made or handed in, for finding which views constraints place.
    private var idsByObject: [ObjectIdentifier: String] = [:]

    func register(_ object: AnyObject, as id: String?) {
        guard let id else { return }
        objects[id] = object
        idsByObject[ObjectIdentifier(object)] = id
    }

    func report(_ element: MarkupElement, _ problem: String) {
        SceneDiagnostics.report(InterfaceBuilderError(file: file, element: element, problem: problem).description)
    }

    /// A problem UIKit writes to the console and loads past: logged, not failing a frame.
    func log(_ element: MarkupElement, _ problem: String) {
        ConsoleLog.write(InterfaceBuilderError(file: file, element: element, problem: problem).description)
    }

    // MARK: Classes

    /// The app's class named by `customClass`, which must derive from `base`; `base` when the
    /// element names none, or (reported) when it names one that cannot be found.
    func resolvedClass<Base: AnyObject>(of element: MarkupElement, base: Base.Type) -> Base.Type {
        guard let name = element["customClass"] else { return base }
        var candidates = element["customModule"].map { [$0] } ?? []
        candidates += modules.filter { !candidates.contains($0) }
        for module in candidates {
            guard let found = _typeByName("\(module).\(name)") else { continue }
            if let type = found as? Base.Type { return type }
            report(element, "customClass \"\(name)\" (\(module).\(name)) is not a \(base), as <\(element.name)> needs")
            return base
        }
        if let found = _typeByName(name) as? Base.Type { return found }
        let searched = candidates.isEmpty ? "no module to search (pass the bundle, or name customModule)" : "searched modules \(candidates.joined(separator: ", "))"
        // UIKit logs "Unknown class … in Interface Builder file." and makes the base class (a
        // pod's view the test does not link draws as a plain view, as on a device without it).
        log(element, "Unknown class \"\(name)\" in Interface Builder file (\(searched)); using \(base)")
        return base
    }

    // MARK: Views

    /// UIKit's class for each view element Xcode writes.
    static let viewClasses: [String: UIView.Type] = [
        "view": UIView.self, "containerView": UIView.self, "label": UILabel.self, "button": UIButton.self,
        "imageView": UIImageView.self, "stackView": UIStackView.self, "scrollView": UIScrollView.self,
        "tableView": UITableView.self, "collectionView": UICollectionView.self, "switch": UISwitch.self,
        "slider": UISlider.self, "segmentedControl": UISegmentedControl.self, "textField": UITextField.self,
        "textView": UITextView.self, "activityIndicatorView": UIActivityIndicatorView.self,
        "pageControl": UIPageControl.self, "progressView": UIProgressView.self, "stepper": UIStepper.self,
        "visualEffectView": UIVisualEffectView.self, "navigationBar": UINavigationBar.self, "tabBar": UITabBar.self,
        "searchBar": UISearchBar.self, "toolbar": UIToolbar.self, "pickerView": UIPickerView.self,
        "tableViewCell": UITableViewCell.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self, "tableViewHeaderFooterView": UITableViewHeaderFooterView.self,
        "datePicker": UIDatePicker.self, "webView": UIWebView.self,
        "window": UIWindow.self,
    ]

    /// Makes the view `element` describes with its subviews, or nil (reported) for an element that
    /// is no view.
    func makeView(_ element: MarkupElement) -> UIView? {
        let base: UIView.Type
        if let known = NibInstantiation.viewClasses[element.name] {
            base = known
        } else {
            report(element, "<\(element.name)> is not drawn by GoldensUIKit (a plain view stands in for it)")
            base = UIView.self
        }
        let type = resolvedClass(of: element, base: base)
        guard let view = type.init(coder: InterfaceBuilderCoder(element: element, file: file)) else {
            report(element, "\(type).init(coder:) returned nil")
            return nil
        }
        adopt(view, from: element)
        return view
    }

    /// Applies a made view's element: attributes, subviews, its constraints and connections for later.
    func adopt(_ view: UIView, from element: MarkupElement) {
        register(view, as: element["id"])
        made.append(view)
        applyViewAttributes(element, to: view)
        if element.child(named: "connections") != nil { connectionSources.append((view, element)) }
        if let constraints = element.child(named: "constraints") { constraintOwners.append((view, constraints)) }
        registerLayoutGuides(of: element, in: view)
        addSubviews(of: element, to: view)
    }

    private func addSubviews(of element: MarkupElement, to view: UIView) {
        // A table cell's built-in label and image view, which Xcode writes into its content view
        // with ids the cell names (`textLabel="…"`), are the cell's own views, not new ones.
        if let cell = view as? UITableViewCell {
            if let id = element["textLabel"], let label = cell.textLabel { builtInViews[id] = label }
            if let id = element["detailTextLabel"], let label = cell.detailTextLabel { builtInViews[id] = label }
            if let id = element["imageView"], let image = cell.imageView { builtInViews[id] = image }
        }
        // A cell's own content view is the one the cell made; its subviews go there.
        if let contentElement = element.child(key: "contentView") {
            let content: UIView? = switch view {
            case let cell as UITableViewCell: cell.contentView
            case let cell as UICollectionViewCell: cell.contentView
            case let effect as UIVisualEffectView: effect.contentView
            default: nil
            }
            // Decoded from the document as any view is (so it is awoken and connected too), but
            // not made: the container made it.
            if let content { adopt(content, from: contentElement) }
        }
        guard let subviews = element.child(named: "subviews") else { return }
        frameInsetContainers.append(view.bounds.size)
        defer { frameInsetContainers.removeLast() }
        for child in subviews.children where !excludedIDs.contains(child["id"] ?? "") {
            if let id = child["id"], let builtIn = builtInViews.removeValue(forKey: id) {
                adopt(builtIn, from: child)
                continue
            }
            guard let subview = makeView(child) else { continue }
            if let stack = view as? UIStackView {
                stack.addArrangedSubview(subview)
            } else {
                view.addSubview(subview)
            }
        }
    }

    private func registerLayoutGuides(of element: MarkupElement, in view: UIView) {
        for guide in element.children(named: "viewLayoutGuide") {
            switch guide["key"] {
            case "safeArea": register(view.safeAreaLayoutGuide, as: guide["id"])
            case "layoutMargins": register(view.layoutMarginsGuide, as: guide["id"])
            case "contentLayoutGuide": register((view as? UIScrollView)?.contentLayoutGuide, as: guide["id"])
            case "frameLayoutGuide": register((view as? UIScrollView)?.frameLayoutGuide, as: guide["id"])
            default: break
            }
        }
    }

    private func register(_ object: AnyObject?, as id: String?) {
        if let object { register(object, as: id) }
    }

    // MARK: Objects that are not views

    /// A gesture recognizer of UIKit's own kinds (an app's recognizer class cannot be made without
    /// the Objective-C runtime: `init(target:action:)` is not a required initializer).
    static func makeRecognizer(_ name: String) -> UIGestureRecognizer? {
        switch name {
        case "tapGestureRecognizer": UITapGestureRecognizer(target: nil, action: nil)
        case "panGestureRecognizer": UIPanGestureRecognizer(target: nil, action: nil)
        case "swipeGestureRecognizer": UISwipeGestureRecognizer(target: nil, action: nil)
        case "pinchGestureRecognizer": UIPinchGestureRecognizer(target: nil, action: nil)
        case "rotationGestureRecognizer": UIRotationGestureRecognizer(target: nil, action: nil)
        case "pongPressGestureRecognizer", "longPressGestureRecognizer": UILongPressGestureRecognizer(target: nil, action: nil)
        case "screenEdgePanGestureRecognizer": UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        default: nil
        }
    }

    /// Makes a top-level object that is not a view or controller; nil for placeholders and for
    /// what is not modelled (reported).
    func makeObject(_ element: MarkupElement) -> AnyObject? {
        if let recognizer = NibInstantiation.makeRecognizer(element.name) {
            if let custom = element["customClass"] {
                report(element, "the recognizer class \"\(custom)\" cannot be made from a document here; a \(type(of: recognizer)) stands in for it")
            }
            if let tap = recognizer as? UITapGestureRecognizer {
                tap.numberOfTapsRequired = Int(element["numberOfTapsRequired"] ?? "1") ?? 1
            }
            if element["cancelsTouchesInView"] == "NO" { recognizer.cancelsTouchesInView = false }
            if element["delaysTouchesBegan"] == "YES" { recognizer.delaysTouchesBegan = true }
            if let edge = recognizer as? UIScreenEdgePanGestureRecognizer, let edges = element.child(named: "rectEdge") {
                var set: UIRectEdge = []
                if edges.flag("left") { set.insert(.left) }
                if edges.flag("right") { set.insert(.right) }
                if edges.flag("top") { set.insert(.top) }
                if edges.flag("bottom") { set.insert(.bottom) }
                edge.edges = set
            }
            applyRuntimeAttributes(element, to: recognizer)
            register(recognizer, as: element["id"])
            made.append(recognizer)
            connectionSources.append((recognizer, element))
            return recognizer
        }
        if element.name == "customObject" { return makeCustomObject(element) }
        if NibInstantiation.viewClasses[element.name] != nil { return makeView(element) }
        if element.name == "placeholder" || element.name == "exit" { return nil }
        // A static table's section left beside its scene when its table was deleted or
        // replaced: Xcode keeps it and the app runs, as nothing in the document refers to it.
        if element.name == "tableViewSection" {
            log(element, "a <tableViewSection> outside any table view is left out, as no table shows it")
            return nil
        }
        report(element, "<\(element.name)> is not made by GoldensUIKit's nib loading")
        return nil
    }

    /// A `<customObject>`: the app's class made with no arguments through the method the
    /// GoldensSelectors plugin writes (`InterfaceBuilderInstantiable`), or a plain `NSObject`
    /// when the element names no class. Made once: a storyboard scene makes its objects with the
    /// controller, and its view's loading finds them made.
    func makeCustomObject(_ element: MarkupElement) -> AnyObject? {
        if let id = element["id"], let existing = objects[id] { return existing }
        let type = resolvedClass(of: element, base: NSObject.self)
        let object: AnyObject
        if type == NSObject.self {
            object = NSObject()
        } else if let instantiable = type as? InterfaceBuilderInstantiable.Type {
            guard let instance = instantiable.interfaceBuilderInstance() else {
                report(element, "\(type) cannot be made with no arguments (it declares only initializers that take some, or is generic), "
                       + "as a document's object must be; connect it in code")
                return nil
            }
            object = instance
        } else {
            report(element, "\(type) cannot be made from a document: compile the file that declares it through the GoldensSelectors plugin, "
                   + "which lets an NSObject subclass be made by name")
            return nil
        }
        register(object, as: element["id"])
        applyRuntimeAttributes(element, to: object)
        made.append(object)
        connectionSources.append((object, element))
        return object
    }

    // MARK: Finishing

    /// Connects the outlets whose both ends are made already: a storyboard scene's controller and
    /// its objects, before the controller's `awakeFromNib`, as UIKit connects the controller's
    /// part of a scene when it makes the controller. The rest connects with the view.
    func connectOutletsAmongMadeObjects() {
        for (source, element) in connectionSources {
            for connection in element.child(named: "connections")?.children(named: "outlet") ?? [] {
                guard let property = connection["property"], let id = connection["destination"], let destination = objects[id],
                      connectedOutlets.insert(Self.key(of: connection, from: source)).inserted else { continue }
                setOutlet(property, of: source, to: destination, connection: connection)
            }
        }
    }

    /// An outlet of one object, as a document writes it.
    private struct OutletKey: Hashable {
        let source: ObjectIdentifier
        let property: String?
        let destination: String?
    }

    /// Outlets connected before the view loaded.
    private var connectedOutlets: Set<OutletKey> = []

    private static func key(of connection: MarkupElement, from source: AnyObject) -> OutletKey {
        OutletKey(source: ObjectIdentifier(source), property: connection["property"], destination: connection["destination"])
    }

    /// Installs constraints, decides each view's autoresizing translation, connects outlets,
    /// actions and triggered segues, then sends `awakeFromNib` to every object made.
    func finish() {
        installConstraints()
        connect()
        awakeMadeObjects()
    }

    func noteAutoresizing(of view: UIView, element: MarkupElement) {
        autoresizingUndecided.append((view, element))
    }

    private func installConstraints() {
        for (owner, constraints) in constraintOwners {
            for element in constraints.children(named: "constraint")
                where element["placeholder"] != "YES"
                    && [element["id"], element["firstItem"], element["secondItem"]].allSatisfy({ !excludedIDs.contains($0 ?? "") }) {
                guard let constraint = makeConstraint(element, owner: owner) else { continue }
                register(constraint, as: element["id"])
                constraint.isActive = true
            }
        }
        for (view, element) in autoresizingUndecided {
            // Xcode writes the flag only when it differs from what the view's constraints imply: a
            // view that constraints place does not also turn its autoresizing mask into constraints.
            // A view without constraints that Xcode (8 and later) left at a fixed frame is laid
            // out by its autoresizing mask: Interface Builder writes the flag off and
            // `fixedFrame`, and the build turns the mask into constraints.
            if element["fixedFrame"] == "YES" {
                view.translatesAutoresizingMaskIntoConstraints = true
            } else if let written = element["translatesAutoresizingMaskIntoConstraints"] {
                view.translatesAutoresizingMaskIntoConstraints = written == "YES"
            } else if element.child(named: "autoresizingMask") == nil, let id = element["id"], constrainedIDs.contains(id) {
                view.translatesAutoresizingMaskIntoConstraints = false
            }
        }
    }

    private func makeConstraint(_ element: MarkupElement, owner: UIView) -> NSLayoutConstraint? {
        let first: AnyObject? = element["firstItem"].map { objects[$0] } ?? owner
        guard let first else {
            report(element, "the constraint's firstItem \"\(element["firstItem"] ?? "")\" is no object of this document")
            return nil
        }
        var second: AnyObject?
        if let secondID = element["secondItem"] {
            guard let found = objects[secondID] else {
                report(element, "the constraint's secondItem \"\(secondID)\" is no object of this document")
                return nil
            }
            second = found
        }
        guard let firstAttribute = NibInstantiation.layoutAttribute(element["firstAttribute"]) else {
            report(element, "firstAttribute \"\(element["firstAttribute"] ?? "")\" is no layout attribute")
            return nil
        }
        let secondAttribute: NSLayoutConstraint.Attribute
        if let name = element["secondAttribute"] {
            guard let attribute = NibInstantiation.layoutAttribute(name) else {
                report(element, "secondAttribute \"\(name)\" is no layout attribute")
                return nil
            }
            secondAttribute = attribute
        } else {
            secondAttribute = .notAnAttribute
        }
        let relation: NSLayoutConstraint.Relation = switch element["relation"] {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
        guard let multiplier = NibInstantiation.multiplier(element["multiplier"]) else {
            report(element, "multiplier \"\(element["multiplier"] ?? "")\", expected a number or a ratio like 16:9 or 3/4")
            return nil
        }
        let constant: Double
        do { constant = try element.number("constant", file: file, default: 0) } catch {
            SceneDiagnostics.report(error.description)
            return nil
        }
        for item in [first, second] {
            if let view = item as? UIView, let id = idsByObject[ObjectIdentifier(view)] { constrainedIDs.insert(id) }
        }
        let constraint = NSLayoutConstraint(item: first, attribute: firstAttribute, relatedBy: relation,
                                            toItem: second, attribute: secondAttribute,
                                            multiplier: CGFloat(multiplier), constant: CGFloat(constant))
        if let priority = element["priority"].flatMap(Float.init), priority > 0, priority <= 1000 {
            constraint.priority = UILayoutPriority(priority)
        }
        constraint.identifier = element["identifier"]
        return constraint
    }

    static func layoutAttribute(_ name: String?) -> NSLayoutConstraint.Attribute? {
        switch name {
        case "left": .left
        case "right": .right
        case "top": .top
        case "bottom": .bottom
        case "leading": .leading
        case "trailing": .trailing
        case "width": .width
        case "height": .height
        case "centerX": .centerX
        case "centerY": .centerY
        case "baseline", "lastBaseline": .lastBaseline
        case "firstBaseline": .firstBaseline
        case "leftMargin": .leftMargin
        case "rightMargin": .rightMargin
        case "topMargin": .topMargin
        case "bottomMargin": .bottomMargin
        case "leadingMargin": .leadingMargin
        case "trailingMargin": .trailingMargin
        case "centerXWithinMargins": .centerXWithinMargins
        case "centerYWithinMargins": .centerYWithinMargins
        default: nil
        }
    }

    /// "1", "0.5" or a ratio "16:9".
    static func multiplier(_ text: String?) -> Double? {
        guard let text else { return 1 }
        // Xcode writes a ratio as "16:9", or as "3/4" when typed that way.
        let parts = text.split(whereSeparator: { $0 == ":" || $0 == "/" })
        if parts.count == 2, let numerator = Double(parts[0]), let denominator = Double(parts[1]), denominator != 0 {
            let value = numerator / denominator
            return value.isFinite ? value : nil
        }
        guard let value = Double(text), value.isFinite else { return nil }
        return value
    }

    // MARK: Connections

    /// An object made outside `makeView`/`makeObject` (a layout, a bar item), to be awoken with
    /// the others.
    func noteMade(_ object: AnyObject) {
        made.append(object)
    }

    /// Registers `object` as the source of the connections in `element` (a controller, a bar item).
    func noteConnections(of object: AnyObject, element: MarkupElement) {
        connectionSources.append((object, element))
    }

    private func connect() {
        var collections: [(source: AnyObject, property: String, element: MarkupElement, values: [Any])] = []
        for (source, element) in connectionSources {
            guard let connections = element.child(named: "connections") else { continue }
            for connection in connections.children {
                switch connection.name {
                case "outlet":
                    guard !connectedOutlets.contains(Self.key(of: connection, from: source)),
                          let property = connection["property"], let destination = resolvedDestination(connection) else { continue }
                    setOutlet(property, of: source, to: destination, connection: connection)
                case "outletCollection":
                    guard let property = connection["property"], let destination = resolvedDestination(connection) else { continue }
                    if let index = collections.firstIndex(where: { $0.source === source && $0.property == property }) {
                        collections[index].values.append(destination)
                    } else {
                        collections.append((source, property, connection, [destination]))
                    }
                case "action":
                    guard let destination = resolvedDestination(connection) else { continue }
                    connectAction(connection, from: source, to: destination)
                case "segue":
                    connectSegue(connection, from: source)
                default:
                    break
                }
            }
        }
        for collection in collections {
            setOutlet(collection.property, of: collection.source, to: collection.values, connection: collection.element)
        }
    }

    /// The object a connection's `destination` names; reported when the document has none.
    private func resolvedDestination(_ connection: MarkupElement) -> AnyObject? {
        guard let id = connection["destination"] else {
            report(connection, "<\(connection.name)> has no destination")
            return nil
        }
        if let object = objects[id] { return object }
        // A destination in the other part of a storyboard scene (the controller's view, loaded
        // later) connects when that part loads.
        if document.elementsByID[id] != nil { return nil }
        report(connection, "<\(connection.name)> names destination \"\(id)\", which is no object of this document")
        return nil
    }

    private func setOutlet(_ property: String, of source: AnyObject, to value: Any, connection: MarkupElement) {
        if let connectable = source as? InterfaceBuilderConnectable, connectable.interfaceBuilderSetValue(value, forKey: property) { return }
        if NibInstantiation.setBuiltInOutlet(property, of: source, to: value) { return }
        if InterfaceBuilderExtensionTables.setValue(value, forKey: property, of: source, modules: modules) { return }
        report(connection, "[\(type(of: source)) setValue:forUndefinedKey:]: this class is not key value coding-compliant for the key \(property) "
               + "(declare `@IBOutlet var \(property)` of the destination's type, and compile the file through the GoldensSelectors plugin)")
    }

    /// The outlets UIKit's own classes declare that documents connect.
    private static func setBuiltInOutlet(_ property: String, of source: AnyObject, to value: Any) -> Bool {
        switch (source, property) {
        case let (table as UITableView, "dataSource"): table.dataSource = value as? UITableViewDataSource
        case let (table as UITableView, "delegate"): table.delegate = value as? UITableViewDelegate
        case let (collection as UICollectionView, "dataSource"): collection.dataSource = value as? UICollectionViewDataSource
        case let (collection as UICollectionView, "delegate"): collection.delegate = value as? UICollectionViewDelegate
        case let (scroll as UIScrollView, "delegate"): scroll.delegate = value as? UIScrollViewDelegate
        case let (recognizer as UIGestureRecognizer, "delegate"): recognizer.delegate = value as? UIGestureRecognizerDelegate
        case let (view as UIView, "gestureRecognizers"):
            for recognizer in (value as? [Any] ?? [value]).compactMap({ $0 as? UIGestureRecognizer }) { view.addGestureRecognizer(recognizer) }
        case let (controller as UIViewController, "view"):
            guard let view = value as? UIView else { return false }
            controller.view = view
        case let (navigation as UINavigationController, "delegate"): navigation.delegate = value as? UINavigationControllerDelegate
        case let (tabs as UITabBarController, "delegate"): tabs.delegate = value as? UITabBarControllerDelegate
        case let (bar as UITabBar, "delegate"): bar.delegate = value as? UITabBarDelegate
        case let (bar as UISearchBar, "delegate"): bar.delegate = value as? UISearchBarDelegate
        case let (picker as UIPickerView, "delegate"): picker.delegate = value as? UIPickerViewDelegate
        case let (picker as UIPickerView, "dataSource"): picker.dataSource = value as? UIPickerViewDataSource
        case let (field as UITextField, "delegate"): field.delegate = value as? UITextFieldDelegate
        case let (bar as UINavigationBar, "delegate"): bar.delegate = value as? UINavigationBarDelegate
        case let (toolbar as UIToolbar, "delegate"): toolbar.delegate = value as? UIToolbarDelegate
        case let (pages as UIPageViewController, "delegate"): pages.delegate = value as? UIPageViewControllerDelegate
        case let (pages as UIPageViewController, "dataSource"): pages.dataSource = value as? UIPageViewControllerDataSource
        default: return false
        }
        return true
    }

    private func connectAction(_ connection: MarkupElement, from source: AnyObject, to destination: AnyObject) {
        guard let name = connection["selector"] else {
            report(connection, "<action> has no selector")
            return
        }
        guard let selector = (destination as? InterfaceBuilderConnectable)?.interfaceBuilderAction(named: name) else {
            report(connection, "\(type(of: destination)) has no action \"\(name)\" (declare it `@IBAction` and compile the file through the GoldensSelectors plugin)")
            return
        }
        switch source {
        case let control as UIControl:
            control.addTarget(destination, action: selector, for: NibInstantiation.controlEvent(connection["eventType"]))
        case let recognizer as UIGestureRecognizer:
            recognizer.addTarget(destination, action: selector)
        case let item as UIBarButtonItem:
            item.target = destination
            item.action = selector
        default:
            report(connection, "an action from a \(type(of: source)) is not connected by GoldensUIKit")
        }
    }

    static func controlEvent(_ name: String?) -> UIControl.Event {
        switch name {
        case "touchDown": .touchDown
        case "touchDownRepeat": .touchDownRepeat
        case "touchDragInside": .touchDragInside
        case "touchDragOutside": .touchDragOutside
        case "touchDragEnter": .touchDragEnter
        case "touchDragExit": .touchDragExit
        case "touchUpOutside": .touchUpOutside
        case "touchCancel": .touchCancel
        case "valueChanged": .valueChanged
        case "primaryActionTriggered": .primaryActionTriggered
        case "editingDidBegin": .editingDidBegin
        case "editingChanged": .editingChanged
        case "editingDidEnd": .editingDidEnd
        case "editingDidEndOnExit": .editingDidEndOnExit
        default: .touchUpInside
        }
    }

    /// A segue a control, recognizer, bar item or cell triggers, and an embed segue of a container view.
    private func connectSegue(_ connection: MarkupElement, from source: AnyObject) {
        guard let storyboard, let controller = sceneController else { return }
        switch connection["kind"] {
        case "relationship":
            return
        case "embed":
            guard let container = source as? UIView else { return }
            storyboard.embed(connection, in: container, of: controller)
        default:
            let trigger: @MainActor (Any?) -> Void = { [weak controller, weak storyboard] sender in
                guard let controller, let storyboard else { return }
                if let identifier = connection["identifier"],
                   !controller.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
                storyboard.perform(connection, from: controller, sender: sender)
            }
            switch source {
            case let control as UIControl:
                // A button's segue fires on the tap (touch up inside); other controls' on their primary
                // action. It is one more target-action of the control, as UIKit wires it, so it runs in
                // the document's order among the control's actions (an action written before it runs first).
                control.addTarget(SegueTrigger.retained(by: control, trigger, key: connection["id"]), action: SegueTrigger.selector,
                                  for: control is UIButton ? .touchUpInside : .primaryActionTriggered)
            case let recognizer as UIGestureRecognizer:
                recognizer.addTarget(SegueTrigger.retained(by: recognizer, trigger), action: SegueTrigger.selector)
            case let item as UIBarButtonItem:
                let target = SegueTrigger.retained(by: item, trigger)
                item.target = target
                item.action = SegueTrigger.selector
            case let cell as UITableViewCell:
                cell.selectionSegue = trigger
            case let cell as UICollectionViewCell:
                cell.selectionSegue = trigger
            case is UIViewController:
                return
            default:
                report(connection, "a segue triggered by a \(type(of: source)) is not performed by GoldensUIKit (call performSegue(withIdentifier:sender:))")
            }
        }
    }

    /// Sends `awakeFromNib` to each object made so far, in the order they were made.
    func awakeMadeObjects() {
        for object in made {
            (object as? InterfaceBuilderAwakening)?.awakeFromNib()
        }
        made.removeAll()
    }
}

/// The target of a segue a control, recognizer or bar item triggers: it lives as long as its source.
@MainActor
final class SegueTrigger: NSObject {
    private let trigger: @MainActor (Any?) -> Void

    private init(_ trigger: @escaping @MainActor (Any?) -> Void) {
        self.trigger = trigger
    }

    /// `key`: the segue's id, so that each of a source's segues keeps its own target.
    static func retained(by source: NSObject, _ trigger: @escaping @MainActor (Any?) -> Void, key: String? = nil) -> SegueTrigger {
        let target = SegueTrigger(trigger)
        ObjectSideTable.shared.set(target, for: source, key: "interfaceBuilderSegueTrigger" + (key.map { " " + $0 } ?? ""))
        return target
    }

    static let selector = Selector("performSegue:", SegueTrigger.fire(_:))

    func fire(_ sender: Any?) {
        trigger(sender)
    }
}
