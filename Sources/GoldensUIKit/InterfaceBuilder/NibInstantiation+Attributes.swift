import GoldensResources
import GoldensScene

/// The attributes of view elements, as Xcode writes them, applied to the made views.
extension NibInstantiation {
    func applyViewAttributes(_ element: MarkupElement, to view: UIView) {
        if let button = view as? UIButton { button.adopt(NibInstantiation.buttonType(element)) }
        if let frame = element.child(named: "rect", key: "frame") {
            do {
                let rect = try frame.rectangle(file: file)
                view.frame = CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
            } catch {
                SceneDiagnostics.report(error.description)
            }
        } else if let insets = element.child(named: "frame", key: "frameInset") {
            do {
                view.frame = try FrameInset(insets, file: file).frame(in: frameInsetContainer)
            } catch {
                SceneDiagnostics.report(error.description)
            }
        }
        if let mask = element.child(named: "autoresizingMask") {
            var value: UIView.AutoresizingMask = []
            if mask.flag("flexibleMinX") { value.insert(.flexibleLeftMargin) }
            if mask.flag("widthSizable") { value.insert(.flexibleWidth) }
            if mask.flag("flexibleMaxX") { value.insert(.flexibleRightMargin) }
            if mask.flag("flexibleMinY") { value.insert(.flexibleTopMargin) }
            if mask.flag("heightSizable") { value.insert(.flexibleHeight) }
            if mask.flag("flexibleMaxY") { value.insert(.flexibleBottomMargin) }
            view.autoresizingMask = value
        }
        noteAutoresizing(of: view, element: element)
        if let color = color(element, key: "backgroundColor") { view.backgroundColor = color }
        if let color = color(element, key: "tintColor") { view.tintColor = color }
        if let alpha = number(element, "alpha") { view.alpha = CGFloat(alpha) }
        if element.flag("hidden") { view.isHidden = true }
        if element["opaque"] == "NO" { view.isOpaque = false }
        if element.flag("clipsSubviews") { view.clipsToBounds = true }
        // Xcode writes the flag only when it is off (on every label and image view it leaves
        // alone): one it omits was switched on, whatever the class's default in code.
        view.isUserInteractionEnabled = element["userInteractionEnabled"] != "NO"
        if element.flag("multipleTouchEnabled") { view.isMultipleTouchEnabled = true }
        if let tag = element["tag"].flatMap({ Int($0) }) { view.tag = tag }
        if let identifier = element["restorationIdentifier"] { view.restorationIdentifier = identifier }
        if let mode = element["contentMode"], let contentMode = NibInstantiation.contentMode(mode) { view.contentMode = contentMode }
        if element["insetsLayoutMarginsFromSafeArea"] == "NO" { view.insetsLayoutMarginsFromSafeArea = false }
        if element.flag("preservesSuperviewLayoutMargins") { view.preservesSuperviewLayoutMargins = true }
        if let margins = element.child(named: "edgeInsets", key: "layoutMargins"),
           let top = number(margins, "top"), let left = number(margins, "left"),
           let bottom = number(margins, "bottom"), let right = number(margins, "right") {
            view.layoutMargins = UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
        }
        applyPriorities(element, to: view)
        applyKindAttributes(element, to: view)
        applyRuntimeAttributes(element, to: view)
    }

    private func applyPriorities(_ element: MarkupElement, to view: UIView) {
        let pairs: [(String, NSLayoutConstraint.Axis, Bool)] = [
            ("horizontalHuggingPriority", .horizontal, true), ("verticalHuggingPriority", .vertical, true),
            ("horizontalCompressionResistancePriority", .horizontal, false), ("verticalCompressionResistancePriority", .vertical, false),
        ]
        for (name, axis, hugging) in pairs {
            guard let value = element[name].flatMap(Float.init), value >= 0, value <= 1000 else { continue }
            if hugging {
                view.setContentHuggingPriority(UILayoutPriority(value), for: axis)
            } else {
                view.setContentCompressionResistancePriority(UILayoutPriority(value), for: axis)
            }
        }
    }

    /// What each kind of view adds: a label's text and font, a button's titles, a stack's axis.
    private func applyKindAttributes(_ element: MarkupElement, to view: UIView) {
        switch view {
        case let label as UILabel:
            if let text = text(element) { label.text = text }
            if let font = font(element) { label.font = font }
            if let color = color(element, key: "textColor") { label.textColor = color }
            if let color = color(element, key: "highlightedColor") { label.highlightedTextColor = color }
            if let alignment = element["textAlignment"].flatMap(NibInstantiation.textAlignment) { label.textAlignment = alignment }
            if let lines = element["numberOfLines"].flatMap({ Int($0) }) { label.numberOfLines = lines }
            if let mode = element["lineBreakMode"].flatMap(NibInstantiation.lineBreakMode) { label.lineBreakMode = mode }
            if element.flag("adjustsFontSizeToFit") { label.adjustsFontSizeToFitWidth = true }
            if let scale = number(element, "minimumScaleFactor") { label.minimumScaleFactor = CGFloat(scale) }
        case let button as UIButton:
            if let font = font(element) { button.titleLabel?.font = font }
            if let mode = element["lineBreakMode"].flatMap(NibInstantiation.lineBreakMode) { button.titleLabel?.lineBreakMode = mode }
            for state in element.children(named: "state") {
                let controlState: UIControl.State = switch state["key"] {
                case "highlighted": .highlighted
                case "selected": .selected
                case "disabled": .disabled
                default: .normal
                }
                if let title = state["title"] ?? text(state, key: "title") { button.setTitle(title, for: controlState) }
                if let color = color(state, key: "titleColor") { button.setTitleColor(color, for: controlState) }
                if let name = state["image"] { button.setImage(image(named: name, for: state), for: controlState) }
                if let name = state["backgroundImage"] { button.setBackgroundImage(image(named: name, for: state), for: controlState) }
                // Xcode 11 and later write a state's images as references (`catalog="system"`
                // for an SF Symbol, `symbolScale` its scale).
                for reference in state.children(named: "imageReference") {
                    guard let name = reference["image"] else { continue }
                    let picture = image(named: name, for: reference)
                    if reference["key"] == "backgroundImage" {
                        button.setBackgroundImage(picture, for: controlState)
                    } else {
                        button.setImage(picture, for: controlState)
                    }
                    if let scale = Self.symbolScale(reference["symbolScale"]), reference["key"] != "backgroundImage" {
                        button.setPreferredSymbolConfiguration(UIImage.SymbolConfiguration(scale: scale), forImageIn: controlState)
                    }
                }
                if let symbol = symbolConfiguration(state) { button.setPreferredSymbolConfiguration(symbol, forImageIn: controlState) }
            }
            if let element = element.child(named: "buttonConfiguration") {
                var configuration: UIButton.Configuration = switch element["style"] {
                case "tinted": .tinted()
                case "gray": .gray()
                case "filled": .filled()
                default: .plain()
                }
                configuration.title = element["title"]
                configuration.subtitle = element["subtitle"]
                configuration.image = element["image"].flatMap { image(named: $0, for: element) }
                if let padding = number(element, "imagePadding") { configuration.imagePadding = CGFloat(padding) }
                switch element["imagePlacement"] {
                case "top": configuration.imagePlacement = .top
                case "bottom": configuration.imagePlacement = .bottom
                case "trailing": configuration.imagePlacement = .trailing
                default: break
                }
                configuration.baseForegroundColor = color(element, key: "baseForegroundColor")
                configuration.baseBackgroundColor = color(element, key: "baseBackgroundColor")
                switch element["cornerStyle"] {
                case "fixed": configuration.cornerStyle = .fixed
                case "small": configuration.cornerStyle = .small
                case "medium": configuration.cornerStyle = .medium
                case "large": configuration.cornerStyle = .large
                case "capsule": configuration.cornerStyle = .capsule
                default: break
                }
                switch element["buttonSize"] {
                case "mini": configuration.buttonSize = .mini
                case "small": configuration.buttonSize = .small
                case "large": configuration.buttonSize = .large
                default: break
                }
                button.configuration = configuration
            }
            applyControlAttributes(element, to: button)
        case is UINavigationBar, is UIToolbar, is UITabBar:
            applyBarAttributes(element, to: view, ownedByController: false)
        case let effectView as UIVisualEffectView:
            // `<blurEffect style="regular"/>`, or a vibrancy effect around the blur it vibrates on.
            if let blur = element.child(named: "blurEffect").flatMap({ $0["style"] }).flatMap(NibInstantiation.blurStyle) {
                effectView.effect = UIBlurEffect(style: blur)
            } else if let vibrancy = element.child(named: "vibrancyEffect"),
                      let blur = vibrancy.child(named: "blurEffect").flatMap({ $0["style"] }).flatMap(NibInstantiation.blurStyle) {
                effectView.effect = UIVibrancyEffect(blurEffect: UIBlurEffect(style: blur))
            }
        case let imageView as UIImageView:
            if let name = element["image"] { imageView.image = image(named: name, for: element) }
            if let name = element["highlightedImage"] { imageView.highlightedImage = image(named: name, for: element) }
            // Xcode 11 and later write the images as references, as for a button's states.
            for reference in element.children(named: "imageReference") {
                guard let name = reference["image"] else { continue }
                if reference["key"] == "highlightedImage" {
                    imageView.highlightedImage = image(named: name, for: reference)
                } else {
                    imageView.image = image(named: name, for: reference)
                    if let scale = Self.symbolScale(reference["symbolScale"]) {
                        imageView.preferredSymbolConfiguration = UIImage.SymbolConfiguration(scale: scale)
                    }
                }
            }
            if let symbol = symbolConfiguration(element) { imageView.preferredSymbolConfiguration = symbol }
        case let stack as UIStackView:
            stack.axis = element["axis"] == "vertical" ? .vertical : .horizontal
            if let distribution = element["distribution"] {
                switch distribution {
                case "fillEqually": stack.distribution = .fillEqually
                case "fillProportionally": stack.distribution = .fillProportionally
                case "equalSpacing": stack.distribution = .equalSpacing
                case "equalCentering": stack.distribution = .equalCentering
                default: stack.distribution = .fill
                }
            }
            if let alignment = element["alignment"] {
                switch alignment {
                case "top", "leading": stack.alignment = .leading
                case "bottom", "trailing": stack.alignment = .trailing
                case "center": stack.alignment = .center
                case "firstBaseline": stack.alignment = .firstBaseline
                case "lastBaseline", "baseline": stack.alignment = .lastBaseline
                default: stack.alignment = .fill
                }
            }
            if let spacing = number(element, "spacing") { stack.spacing = CGFloat(spacing) }
            if element.flag("layoutMarginsFollowReadableWidth") || element.flag("layoutMarginsRelative") {
                stack.isLayoutMarginsRelativeArrangement = true
            }
        case let control as UIControl:
            applyControlAttributes(element, to: control)
        default:
            break
        }
        switch view {
        case let toggle as UISwitch:
            toggle.isOn = element.flag("on")
            if let color = color(element, key: "onTintColor") { toggle.onTintColor = color }
        case let picker as UIDatePicker:
            switch element["datePickerMode"] {
            case "time": picker.datePickerMode = .time
            case "date": picker.datePickerMode = .date
            case "countDownTimer": picker.datePickerMode = .countDownTimer
            default: picker.datePickerMode = .dateAndTime
            }
            switch element["style"] {
            case "wheels": picker.preferredDatePickerStyle = .wheels
            case "compact": picker.preferredDatePickerStyle = .compact
            case "inline": picker.preferredDatePickerStyle = .inline
            default: break
            }
            if let interval = element["minuteInterval"].flatMap({ Int($0) }) { picker.minuteInterval = interval }
            if let duration = number(element, "countDownDuration") { picker.countDownDuration = duration }
            // Dates are written as seconds since 2001 (Foundation's reference date).
            func date(_ key: String) -> Date? {
                element.child(key: key)?["timeIntervalSinceReferenceDate"].flatMap(Double.init).map { Date(timeIntervalSinceReferenceDate: $0) }
            }
            if let minimum = date("minimumDate") { picker.minimumDate = minimum }
            if let maximum = date("maximumDate") { picker.maximumDate = maximum }
            if let shown = date("date") { picker.date = shown }
            if let zone = element.child(key: "timeZone")?["name"].flatMap(TimeZone.init(identifier:)) { picker.timeZone = zone }
        case let slider as UISlider:
            if let minimum = number(element, "minValue") { slider.minimumValue = Float(minimum) }
            if let maximum = number(element, "maxValue") { slider.maximumValue = Float(maximum) }
            if let value = number(element, "value") { slider.value = Float(value) }
        case let segmented as UISegmentedControl:
            for (index, segment) in (element.child(named: "segments")?.children(named: "segment") ?? []).enumerated() {
                segmented.insertSegment(withTitle: segment["title"], at: index, animated: false)
            }
            if let selected = element["selectedSegmentIndex"].flatMap({ Int($0) }) { segmented.selectedSegmentIndex = selected }
        case let field as UITextField:
            if let text = text(element) { field.text = text }
            field.placeholder = element["placeholder"] ?? field.placeholder
            if let font = font(element) { field.font = font }
            if let color = color(element, key: "textColor") { field.textColor = color }
            if let alignment = element["textAlignment"].flatMap(NibInstantiation.textAlignment) { field.textAlignment = alignment }
            switch element["borderStyle"] {
            case "roundedRect": field.borderStyle = .roundedRect
            case "line": field.borderStyle = .line
            case "bezel": field.borderStyle = .bezel
            default: break
            }
        case let search as UISearchBar:
            if let text = element["text"] { search.text = text }
            if let placeholder = element["placeholder"] { search.placeholder = placeholder }
            if element["searchBarStyle"] == "minimal" { search.searchBarStyle = .minimal }
            applyBarAttributes(element, to: search, ownedByController: false)
        case let pages as UIPageControl:
            if let count = element["numberOfPages"].flatMap({ Int($0) }) { pages.numberOfPages = count }
            if let current = element["currentPage"].flatMap({ Int($0) }) { pages.currentPage = current }
        case let progress as UIProgressView:
            if let value = number(element, "progress") { progress.progress = Float(value) }
        case let table as UITableView:
            applyTableAttributes(element, to: table)
        case let cell as UITableViewCell:
            switch element["style"] {
            case "IBUITableViewCellStyleValue1": cell.style = .value1
            case "IBUITableViewCellStyleValue2": cell.style = .value2
            case "IBUITableViewCellStyleSubtitle": cell.style = .subtitle
            default: break
            }
            switch element["accessoryType"] {
            case "disclosureIndicator": cell.accessoryType = .disclosureIndicator
            case "detailDisclosureButton": cell.accessoryType = .detailDisclosureButton
            case "checkmark": cell.accessoryType = .checkmark
            case "detailButton": cell.accessoryType = .detailButton
            default: break
            }
            switch element["selectionStyle"] {
            case "none": cell.selectionStyle = .none
            case "blue": cell.selectionStyle = .blue
            case "gray": cell.selectionStyle = .gray
            default: break
            }
        case let collection as UICollectionView:
            applyCollectionAttributes(element, to: collection)
        case let textView as UITextView:
            if let text = text(element) { textView.text = text }
            if let font = font(element) { textView.font = font }
            if let color = color(element, key: "textColor") { textView.textColor = color }
            if let alignment = element["textAlignment"].flatMap(NibInstantiation.textAlignment) { textView.textAlignment = alignment }
            if element["editable"] == "NO" { textView.isEditable = false }
            if element["selectable"] == "NO" { textView.isSelectable = false }
        default:
            break
        }
        if let scroll = view as? UIScrollView {
            if element["showsHorizontalScrollIndicator"] == "NO" { scroll.showsHorizontalScrollIndicator = false }
            if element["showsVerticalScrollIndicator"] == "NO" { scroll.showsVerticalScrollIndicator = false }
            if element["scrollEnabled"] == "NO" { scroll.isScrollEnabled = false }
            if element["bounces"] == "NO" { scroll.bounces = false }
            if element.flag("alwaysBounceVertical") { scroll.alwaysBounceVertical = true }
            if element.flag("alwaysBounceHorizontal") { scroll.alwaysBounceHorizontal = true }
            if element.flag("pagingEnabled") { scroll.isPagingEnabled = true }
            switch element["contentInsetAdjustmentBehavior"] {
            case "never": scroll.contentInsetAdjustmentBehavior = .never
            case "always": scroll.contentInsetAdjustmentBehavior = .always
            case "scrollableAxes": scroll.contentInsetAdjustmentBehavior = .scrollableAxes
            default: break
            }
        }
    }

    private func applyControlAttributes(_ element: MarkupElement, to control: UIControl) {
        if element["enabled"] == "NO" { control.isEnabled = false }
        if element.flag("selected") { control.isSelected = true }
        if element.flag("highlighted") { control.isHighlighted = true }
    }

    private func applyTableAttributes(_ element: MarkupElement, to table: UITableView) {
        if let height = number(element, "rowHeight"), height > 0 { table.rowHeight = CGFloat(height) }
        if let height = number(element, "estimatedRowHeight"), height > 0 { table.estimatedRowHeight = CGFloat(height) }
        if let height = number(element, "sectionHeaderHeight"), height > 0 { table.sectionHeaderHeight = CGFloat(height) }
        if let height = number(element, "sectionFooterHeight"), height > 0 { table.sectionFooterHeight = CGFloat(height) }
        if element["separatorStyle"] == "none" { table.separatorStyle = .none }
        // The table's header, footer and background views, each as wide as the table.
        for (key, place) in [("tableHeaderView", \UITableView.tableHeaderView), ("tableFooterView", \UITableView.tableFooterView),
                             ("backgroundView", \UITableView.backgroundView)] {
            if let view = keyedView(key, of: element, in: table) { table[keyPath: place] = view }
        }
        // Prototype cells: each dequeue makes a fresh cell from the prototype's element.
        for prototype in element.child(named: "prototypes")?.children ?? [] {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            let document = self.document
            let storyboard = self.storyboard
            let modules = self.modules
            let scene = sceneController
            table.register(nil, forCellReuseIdentifier: identifier) { [weak scene] _ in
                let loading = NibInstantiation(document: document, storyboard: storyboard, modules: modules)
                // The cell's segues are the scene's: its controller performs them.
                loading.sceneController = scene
                let cell = loading.makeView(prototype) as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
                loading.finish()
                return cell
            }
        }
        if element["dataMode"] == "static" {
            // Made now, with the scene, so their outlets and segues connect to its controller.
            table.staticSections = element.child(named: "sections")?.children(named: "tableViewSection").map { section in
                let cells = section.child(named: "cells")?.children.compactMap { cellElement -> UITableViewCell? in
                    guard let cell = makeView(cellElement) as? UITableViewCell else { return nil }
                    cell.designedHeight = cell.frame.height > 0 ? cell.frame.height : nil
                    return cell
                } ?? []
                return StaticTableSection(header: section["headerTitle"], footer: section["footerTitle"], cells: cells)
            } ?? []
        }
    }

    /// The view the document writes under `key` inside a table or collection view (its
    /// header, footer or background view), made with the list's size as its frame's container.
    private func keyedView(_ key: String, of element: MarkupElement, in list: UIScrollView) -> UIView? {
        guard let viewElement = element.children.first(where: { $0["key"] == key }) else { return nil }
        return withFrameInsetContainer(list.bounds.size) { makeView(viewElement) }
    }

    /// A collection view's background view, its flow layout (an object outlets can reach, with
    /// its sizes and spacing), and its prototype cells and section views, each dequeue made fresh
    /// from its element.
    private func applyCollectionAttributes(_ element: MarkupElement, to collection: UICollectionView) {
        if let background = keyedView("backgroundView", of: element, in: collection) { collection.backgroundView = background }
        if let layoutElement = element.children.first(where: { $0["key"] == "collectionViewLayout" }) {
            // The app's layout class when the document names one (made through init(coder:)).
            let coder = InterfaceBuilderCoder(element: layoutElement, file: file)
            if layoutElement.name == "collectionViewFlowLayout" {
                let layout = resolvedClass(of: layoutElement, base: UICollectionViewFlowLayout.self).init(coder: coder) ?? UICollectionViewFlowLayout()
                applyFlowLayoutAttributes(layoutElement, to: layout)
                collection.setCollectionViewLayout(layout, animated: false)
                register(layout, as: layoutElement["id"])
                noteMade(layout)
            } else if layoutElement["customClass"] != nil,
                      let layout = resolvedClass(of: layoutElement, base: UICollectionViewLayout.self).init(coder: coder) {
                collection.setCollectionViewLayout(layout, animated: false)
                register(layout, as: layoutElement["id"])
                noteMade(layout)
            } else {
                report(layoutElement, "<\(layoutElement.name)> (the layout class \(layoutElement["customClass"] ?? "none")) is not made by GoldensUIKit; "
                    + "a flow layout stands in")
            }
        }
        let document = self.document
        let storyboard = self.storyboard
        let modules = self.modules
        let scene = sceneController
        func maker(_ prototype: MarkupElement, fallback: @escaping @MainActor (CGRect) -> UICollectionReusableView)
            -> @MainActor (CGRect) -> UICollectionReusableView {
            { [weak scene] frame in
                let loading = NibInstantiation(document: document, storyboard: storyboard, modules: modules)
                // The cell's segues are the scene's: its controller performs them.
                loading.sceneController = scene
                let view = loading.makeView(prototype) as? UICollectionReusableView ?? fallback(frame)
                loading.finish()
                return view
            }
        }
        for prototype in element.child(named: "cells")?.children ?? [] {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            let make = maker(prototype) { UICollectionViewCell(frame: $0) }
            collection.register(nil, forCellWithReuseIdentifier: identifier) { frame in
                make(frame) as? UICollectionViewCell ?? UICollectionViewCell(frame: frame)
            }
        }
        let kinds = ["sectionHeaderView": UICollectionView.elementKindSectionHeader, "sectionFooterView": UICollectionView.elementKindSectionFooter]
        for child in element.children where child.name == "collectionReusableView" {
            guard let key = child["key"], let kind = kinds[key], let identifier = child["reuseIdentifier"] else { continue }
            let make = maker(child) { UICollectionReusableView(frame: $0) }
            collection.register(nil, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier) { frame in make(frame) }
        }
    }

    private func applyFlowLayoutAttributes(_ element: MarkupElement, to layout: UICollectionViewFlowLayout) {
        if let spacing = number(element, "minimumLineSpacing") { layout.minimumLineSpacing = CGFloat(spacing) }
        if let spacing = number(element, "minimumInteritemSpacing") { layout.minimumInteritemSpacing = CGFloat(spacing) }
        if element["scrollDirection"] == "horizontal" { layout.scrollDirection = .horizontal }
        func size(_ key: String) -> CGSize? {
            element.child(named: "size", key: key).map { CGSize(width: number($0, "width") ?? 0, height: number($0, "height") ?? 0) }
        }
        if let itemSize = size("itemSize") { layout.itemSize = itemSize }
        if let estimated = size("estimatedItemSize") { layout.estimatedItemSize = estimated }
        if let header = size("headerReferenceSize") { layout.headerReferenceSize = header }
        if let footer = size("footerReferenceSize") { layout.footerReferenceSize = footer }
        if let inset = element.child(named: "inset", key: "sectionInset") {
            layout.sectionInset = UIEdgeInsets(top: number(inset, "minY") ?? 0, left: number(inset, "minX") ?? 0,
                                               bottom: number(inset, "maxY") ?? 0, right: number(inset, "maxX") ?? 0)
        }
    }

    /// `<userDefinedRuntimeAttributes>`: key paths set after the object's own attributes, as UIKit
    /// does through key-value coding, on views, controllers, recognizers and the app's own objects.
    func applyRuntimeAttributes(_ element: MarkupElement, to object: AnyObject) {
        guard let attributes = element.child(named: "userDefinedRuntimeAttributes") else { return }
        for attribute in attributes.children(named: "userDefinedRuntimeAttribute") {
            guard let keyPath = attribute["keyPath"] else { continue }
            let value: Any?
            switch attribute["type"] {
            case "number":
                let written = attribute.child(named: "real") ?? attribute.child(named: "integer")
                value = written?["value"].flatMap(Double.init)
            case "boolean": value = attribute["value"] == "YES"
            case "string", "localizedString": value = attribute["value"]
            case "color": value = color(attribute, key: "value")
            case "image": value = attribute["value"].map { image(named: $0, for: attribute) as Any }
            case "size":
                value = attribute.child(named: "size").map { CGSize(width: number($0, "width") ?? 0, height: number($0, "height") ?? 0) }
            case "point":
                value = attribute.child(named: "point").map { CGPoint(x: number($0, "x") ?? 0, y: number($0, "y") ?? 0) }
            case "rect":
                value = attribute.child(named: "rect").map { CGRect(x: number($0, "x") ?? 0, y: number($0, "y") ?? 0, width: number($0, "width") ?? 0, height: number($0, "height") ?? 0) }
            case "nil": value = nil
            default:
                report(attribute, "runtime attribute \(keyPath) of type \"\(attribute["type"] ?? "")\" is not set by GoldensUIKit")
                continue
            }
            if !setRuntimeAttribute(keyPath, of: object, to: value) {
                // UIKit logs this and goes on loading.
                let problem = InterfaceBuilderError(file: file, element: attribute, problem:
                    "Failed to set (\(keyPath)) user defined inspected property on (\(type(of: object))): [\(type(of: object)) setValue:forUndefinedKey:]: "
                    + "this class is not key value coding-compliant for the key \(keyPath) (declare `@IBInspectable var \(keyPath)` and "
                    + "compile the file through the GoldensSelectors plugin)")
                ConsoleLog.write(problem.description)
            }
        }
    }

    /// The layer key paths documents set most on views (`layer.cornerRadius`), the object's own,
    /// and what the app's class declares `@IBInspectable`.
    private func setRuntimeAttribute(_ keyPath: String, of object: AnyObject, to value: Any?) -> Bool {
        if let view = object as? UIView, let set = setLayerAttribute(keyPath, of: view, to: value) { return set }
        return (object as? InterfaceBuilderConnectable)?.interfaceBuilderSetValue(value, forKey: keyPath) == true
            || InterfaceBuilderExtensionTables.setValue(value, forKey: keyPath, of: object, modules: modules)
    }

    /// A view's layer key path or `clipsToBounds`: whether it was set; nil for another key path.
    private func setLayerAttribute(_ keyPath: String, of view: UIView, to value: Any?) -> Bool? {
        let number = (value as? Double).map { CGFloat($0) }
        switch keyPath {
        case "layer.cornerRadius": if let number { view.layer.cornerRadius = number; return true }
        case "layer.borderWidth": if let number { view.layer.borderWidth = number; return true }
        case "layer.masksToBounds": if let flag = value as? Bool { view.layer.masksToBounds = flag; return true }
        case "layer.shadowOpacity": if let number { view.layer.shadowOpacity = Float(number); return true }
        case "layer.shadowRadius": if let number { view.layer.shadowRadius = number; return true }
        case "layer.shadowOffset": if let size = value as? CGSize { view.layer.shadowOffset = size; return true }
        // UIKit sets a UIColor on a CGColor property here, which Core Animation ignores: the
        // border and shadow stay as they were on a device too.
        case "layer.borderColor", "layer.shadowColor": return true
        case "clipsToBounds": if let flag = value as? Bool { view.clipsToBounds = flag; return true }
        default: return nil
        }
        return false
    }

    // MARK: Values

    func number(_ element: MarkupElement, _ name: String) -> Double? {
        guard element[name] != nil else { return nil }
        do { return try element.number(name, file: file) } catch {
            SceneDiagnostics.report(error.description)
            return nil
        }
    }

    /// The `text` attribute, or a `<string key="text">` element (used for multi-line text).
    func text(_ element: MarkupElement, key: String = "text") -> String? {
        if let attribute = element[key], !attribute.isEmpty { return attribute }
        if let string = element.child(named: "string", key: key) ?? element.child(named: "mutableString", key: key) { return string.text }
        if let attributed = element.child(named: "attributedString", key: key == "text" ? "attributedText" : key) {
            return attributed.children(named: "fragment").map { $0["content"] ?? $0.child(named: "string", key: "content")?.text ?? "" }.joined()
        }
        return element[key]
    }

    func color(_ element: MarkupElement, key: String) -> UIColor? {
        guard let colorElement = element.child(named: "color", key: key) else { return nil }
        do {
            return uiColor(try DocumentColor(colorElement, file: file), element: colorElement)
        } catch {
            SceneDiagnostics.report(error.description)
            return nil
        }
    }

    func uiColor(_ color: DocumentColor, element: MarkupElement) -> UIColor? {
        switch color {
        case let .rgb(red, green, blue, alpha, space):
            // Generic and device RGB are drawn as sRGB: the renderer has one colour space, and the
            // difference Generic RGB's profile makes on a device is not modelled.
            if space == "displayP3" {
                return UIColor(displayP3Red: red, green: green, blue: blue, alpha: alpha)
            }
            return UIColor(red: min(max(red, 0), 1), green: min(max(green, 0), 1), blue: min(max(blue, 0), 1), alpha: alpha)
        case let .white(white, alpha, _):
            return UIColor(white: white, alpha: alpha)
        case let .system(name):
            if let system = NibInstantiation.systemColor(name) { return system }
            report(element, "system colour \"\(name)\" is not known to GoldensUIKit")
            return nil
        case let .named(name):
            if let catalog = UIColor(named: name) { return catalog }
            // `catalog="System"`: UIKit's own colours by name (`systemBlueColor`). A name UIKit
            // does not know leaves the property as it was, as UIKit does, with a line on the console.
            if element["catalog"] == "System" {
                if let system = NibInstantiation.systemColor(name) { return system }
                ConsoleLog.write("\(file): colour \"\(name)\" of the System catalog is not one of UIKit's; ignored")
                return nil
            }
            // The document keeps a copy of each named colour it uses, for when the catalog is not found.
            if let copy = document.namedColorElement(name)?.child(named: "color"),
               let parsed = try? DocumentColor(copy, file: file) {
                if case .named = parsed {} else { return uiColor(parsed, element: copy) }
            }
            report(element, "colour \"\(name)\" is in no asset catalog below the folders added with AppResources.addSearchDirectory")
            return nil
        }
    }

    /// UIKit's system colours by the selector names documents and catalogs use; callable off the
    /// main actor, as `UIColor(named:)` is.
    nonisolated static func systemColor(_ name: String) -> UIColor? {
        let base = name.hasSuffix("Color") ? String(name.dropLast(5)) : name
        switch base {
        case "systemBackground": return .systemBackground
        case "secondarySystemBackground": return .secondarySystemBackground
        case "tertiarySystemBackground": return .tertiarySystemBackground
        case "systemGroupedBackground", "groupTableViewBackground": return .systemGroupedBackground
        case "secondarySystemGroupedBackground", "tableCellGroupedBackground": return .secondarySystemGroupedBackground
        case "tertiarySystemGroupedBackground": return .tertiarySystemGroupedBackground
        case "label", "darkText": return .label
        case "secondaryLabel": return .secondaryLabel
        case "tertiaryLabel": return .tertiaryLabel
        case "quaternaryLabel": return .quaternaryLabel
        case "lightText": return UIColor(white: 1, alpha: 0.6)
        case "link": return .link
        case "placeholderText": return .placeholderText
        case "separator": return .separator
        case "opaqueSeparator": return .opaqueSeparator
        case "systemFill": return .systemFill
        case "secondarySystemFill": return .secondarySystemFill
        case "tertiarySystemFill": return .tertiarySystemFill
        case "systemRed": return .systemRed
        case "systemGreen": return .systemGreen
        case "systemBlue": return .systemBlue
        case "systemOrange": return .systemOrange
        case "systemYellow": return .systemYellow
        case "systemPink": return .systemPink
        case "systemPurple": return .systemPurple
        case "systemTeal": return .systemTeal
        case "systemIndigo": return .systemIndigo
        case "systemBrown": return .systemBrown
        case "systemMint": return .systemMint
        case "systemCyan": return .systemCyan
        case "systemGray": return .systemGray
        case "systemGray2": return .systemGray2
        case "systemGray3": return .systemGray3
        case "systemGray4": return .systemGray4
        case "systemGray5": return .systemGray5
        case "systemGray6": return .systemGray6
        case "tint", "systemTint": return .systemBlue
        case "white": return .white
        case "black": return .black
        case "clear": return .clear
        case "gray": return .gray
        case "lightGray": return .lightGray
        case "darkGray": return .darkGray
        case "red": return .red
        case "green": return .green
        case "blue": return .blue
        case "yellow": return .yellow
        case "orange": return .orange
        case "purple": return .purple
        case "brown": return .brown
        case "cyan": return .cyan
        case "magenta": return .magenta
        case "scrollViewTexturedBackground": return UIColor(red: 112 / 255, green: 117 / 255, blue: 128 / 255, alpha: 1)
        case "underPageBackground": return UIColor(red: 181 / 255, green: 183 / 255, blue: 189 / 255, alpha: 1)
        case "viewFlipsideBackground": return UIColor(red: 31 / 255, green: 31 / 255, blue: 31 / 255, alpha: 1)
        default: return nil
        }
    }

    func font(_ element: MarkupElement) -> UIFont? {
        guard let fontElement = element.child(named: "fontDescription") else { return nil }
        let font: DocumentFont
        do { font = try DocumentFont(fontElement, file: file) } catch {
            SceneDiagnostics.report(error.description)
            return nil
        }
        let size = CGFloat(font.pointSize ?? 17)
        switch font.face {
        case let .system(weight):
            return .systemFont(ofSize: size, weight: NibInstantiation.fontWeight(weight))
        case .italicSystem:
            return .italicSystemFont(ofSize: size)
        case let .textStyle(style):
            let name = style.hasPrefix("UICTFontTextStyle") ? String(style.dropFirst("UICTFontTextStyle".count)) : style
            let textStyle = UIFont.TextStyle(rawValue: "UICTFontTextStyle" + name)
            return .preferredFont(forTextStyle: textStyle)
        case let .named(name, _):
            return UIFont(name: name, size: size) ?? .systemFont(ofSize: size)
        }
    }

    static func fontWeight(_ name: String) -> UIFont.Weight {
        switch name {
        case "ultraLight": .ultraLight
        case "thin": .thin
        case "light": .light
        case "medium": .medium
        case "semibold": .semibold
        case "bold": .bold
        case "heavy": .heavy
        case "black": .black
        default: .regular
        }
    }

    /// The image `name`: an SF Symbol when the element says `catalog="system"` (the package's
    /// own drawing of it, see `SymbolCatalog`), else the app's.
    func image(named name: String, for element: MarkupElement) -> UIImage? {
        // A reference may fix how the image renders (`renderingMode="template"`).
        func rendered(_ image: UIImage) -> UIImage {
            switch element["renderingMode"] {
            case "template": image.withRenderingMode(.alwaysTemplate)
            case "original": image.withRenderingMode(.alwaysOriginal)
            default: image
            }
        }
        if element["catalog"] == "system", let symbol = UIImage(systemName: name) { return rendered(symbol) }
        if let image = UIImage(named: name) { return rendered(image) }
        // UIKit logs "Could not load the … image referenced from a nib" and shows none.
        log(element, "Could not load the image \"\(name)\": it is in no folder or asset catalog added with AppResources.addSearchDirectory")
        return nil
    }

    /// A `<tabBarItem>`: a system item (its title and icon), or a title with its images (SF
    /// Symbols when the element says `catalog="system"`), tag and badge.
    func tabBarItem(_ element: MarkupElement) -> UITabBarItem {
        let tag = Int(element["tag"] ?? "0") ?? 0
        let item: UITabBarItem
        if let name = element["systemItem"], let system = UITabBarItem.SystemItem.named(name) {
            item = UITabBarItem(tabBarSystemItem: system, tag: tag)
        } else {
            item = UITabBarItem(title: element["title"], image: element["image"].flatMap { image(named: $0, for: element) }, tag: tag)
            item.selectedImage = element["selectedImage"].flatMap { image(named: $0, for: element) }
        }
        item.badgeValue = element["badgeValue"]
        register(item, as: element["id"])
        return item
    }

    /// The `<preferredSymbolConfiguration>` an image view or a button state holds: its point
    /// size (or font), weight and scale.
    func symbolConfiguration(_ element: MarkupElement) -> UIImage.SymbolConfiguration? {
        guard let child = element.child(named: "preferredSymbolConfiguration") else { return nil }
        var configuration = UIImage.SymbolConfiguration.unspecified
        if child["configurationType"] == "font", let font = font(child) {
            configuration = configuration.applying(UIImage.SymbolConfiguration(font: font))
        } else if let size = number(child, "pointSize") {
            configuration = configuration.applying(UIImage.SymbolConfiguration(pointSize: CGFloat(size)))
        }
        if let weight = child["weight"] {
            configuration = configuration.applying(UIImage.SymbolConfiguration(weight: Self.fontWeight(weight).symbolWeight()))
        }
        if let scale = Self.symbolScale(child["scale"]) { configuration = configuration.applying(UIImage.SymbolConfiguration(scale: scale)) }
        return configuration
    }

    /// A symbol scale as documents spell it.
    static func symbolScale(_ value: String?) -> UIImage.SymbolScale? {
        switch value {
        case "small": .small
        case "medium": .medium
        case "large": .large
        default: nil
        }
    }

    static func buttonType(_ element: MarkupElement) -> UIButton.ButtonType {
        switch element["buttonType"] {
        case "system", "roundedRect": .system
        case "detailDisclosure": .detailDisclosure
        case "infoLight": .infoLight
        case "infoDark": .infoDark
        case "contactAdd": .contactAdd
        case "close": .close
        default: .custom
        }
    }

    static func contentMode(_ written: String) -> UIView.ContentMode? {
        // Some documents spell it with a capital ("TopLeft").
        let name = written.prefix(1).lowercased() + written.dropFirst()
        return switch name {
        case "scaleToFill": .scaleToFill
        case "scaleAspectFit": .scaleAspectFit
        case "scaleAspectFill": .scaleAspectFill
        case "redraw": .redraw
        case "center": .center
        case "top": .top
        case "bottom": .bottom
        case "left": .left
        case "right": .right
        case "topLeft": .topLeft
        case "topRight": .topRight
        case "bottomLeft": .bottomLeft
        case "bottomRight": .bottomRight
        default: nil
        }
    }

    static func textAlignment(_ name: String) -> NSTextAlignment? {
        switch name {
        case "left": .left
        case "center": .center
        case "right": .right
        case "justified": .justified
        case "natural": .natural
        default: nil
        }
    }

    static func lineBreakMode(_ name: String) -> NSLineBreakMode? {
        switch name {
        case "wordWrap": .byWordWrapping
        case "characterWrap": .byCharWrapping
        case "clip": .byClipping
        case "headTruncation": .byTruncatingHead
        case "tailTruncation": .byTruncatingTail
        case "middleTruncation": .byTruncatingMiddle
        default: nil
        }
    }
}
