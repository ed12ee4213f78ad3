import Foundation
import GoldensScene

// MARK: Archiving a view copies it
//
// Shared-element transitions copy a view by archiving it and reading the archive back
// (`NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(NSKeyedArchiver.archivedData(withRootObject:
// view, requiringSecureCoding: false))`), then fly the copy while the original stays hidden. In
// UIKit the archive holds every property of the view and of its UIKit class, its layer and its
// subviews; the view read back is a new object of the same class, looking as the original did.
//
// Here a view's archive holds a key to what the view showed when it was archived, kept in this
// process: its layer (geometry, colours, corners, borders, shadows, contents), its view settings
// (tint, content mode, tag, interaction), its UIKit class's own settings (a label's text and font,
// an image view's image, a button's per-state titles and images), its stand-alone sublayers, and its
// subviews, each archived in turn (so each comes back as its own class, through its own
// `init?(coder:)`). The data is good only in the process that wrote it. As in UIKit, an app
// subclass's own stored properties are not in the archive unless its `encode(with:)` writes them;
// constraints are not archived here, so a copy keeps its subviews' frames but does not re-lay them
// out if it is resized.

extension UIView: @preconcurrency NSCoding {}

/// What archives of views keep in this process, by the key written in each archive.
@MainActor
enum ViewArchive {
    static let stateKey = "GoldensArchivedViewState"
    static let subviewsKey = "UISubviews"
    static let partsKey = "GoldensArchivedParts"
    static let classStateKey = "GoldensArchivedClassState"

    /// The settings each archived view had, applied to the view made from its archive.
    private static var kept: [Int: (UIView) -> Void] = [:]
    private static var nextKey = 1

    static func keep(_ apply: @escaping (UIView) -> Void) -> Int {
        let key = nextKey
        nextKey += 1
        kept[key] = apply
        return key
    }

    static func settings(forKey key: Int) -> ((UIView) -> Void)? { kept[key] }
}

/// A UIKit view class whose own settings go into its archive (see `UIView.encode(with:)`).
@MainActor
protocol ArchivedViewSettings: UIView {
    /// Applies this view's settings, as they are now, to a view of the same class.
    func archivedSettings() -> (UIView) -> Void
}

extension UIView {
    /// The class a keyed archive names for this view: its own, unless Swift nests it in a type
    /// or a function. Foundation here can name only top-level classes (it stops the process on
    /// any other), so such a view is archived as its nearest top-level superclass, with that
    /// class's settings and every subview; a message says so.
    var archivedClass: AnyClass {
        #if canImport(ObjectiveC)
        // The Objective-C runtime names every class.
        return type(of: self)
        #else
        var archived: AnyClass = type(of: self)
        while !Self.isTopLevel(archived), let superclass = _getSuperclass(archived) { archived = superclass }
        // The package's own private classes are parts of their superviews, which the copy makes again.
        if ObjectIdentifier(archived) != ObjectIdentifier(type(of: self)), !isPartOfSuperview {
            ConsoleLog.write("\(String(reflecting: type(of: self))) is archived as \(String(reflecting: archived)): Foundation on this platform cannot name a class nested in a type or a function; declare it at the top level of a file to archive it as itself")
        }
        return archived
        #endif
    }

    /// Whether Foundation can name the class: `Module.Name`, declared at the top level of a file.
    private static func isTopLevel(_ type: AnyClass) -> Bool {
        let name = String(reflecting: type)
        return name.split(separator: ".").count == 2 && !name.contains("(") && !name.contains("<")
    }

    /// Writes the keys to this view's settings and its subviews into a keyed archive (storyboard
    /// coders never archive).
    func encodeArchivedView(with coder: NSCoder) {
        guard coder is NSKeyedArchiver else { return }
        let viewSettings = archivedViewSettings()
        let sublayers = archivedStandaloneSublayers()
        coder.encode(ViewArchive.keep { copy in
            viewSettings(copy)
            copy.insertArchivedSublayers(sublayers)
        }, forKey: ViewArchive.stateKey)
        if let classSettings = (self as? ArchivedViewSettings)?.archivedSettings() {
            coder.encode(ViewArchive.keep(classSettings), forKey: ViewArchive.classStateKey)
        }
        coder.encode(subviews.filter { !$0.isPartOfSuperview } as NSArray, forKey: ViewArchive.subviewsKey)
        coder.encode(subviews.filter(\.isPartOfSuperview) as NSArray, forKey: ViewArchive.partsKey)
    }

    /// Takes the settings and subviews a keyed archive holds (from `init?(coder:)`). A class
    /// that makes parts of its own once `super.init(coder:)` returns finishes the copy itself,
    /// after them.
    func decodeArchivedView(from coder: NSCoder) {
        if !type(of: self).makesPartsAfterDecoding { finishArchivedCopy(from: coder) }
    }

    /// Makes this view a copy of the archived one: its subviews, then its settings and the
    /// stand-alone sublayers between the subviews where they were; the parts this view's class
    /// made for itself (a cell's content view) take what the archived view's parts held (their
    /// layer values and the subviews code added to them); last the class's own settings (a
    /// button's titles). A class whose `makesPartsAfterDecoding` is true calls it from
    /// `init?(coder:)` once it has made its parts.
    func finishArchivedCopy(from coder: NSCoder) {
        guard let archive = coder as? NSKeyedUnarchiver, archive.containsValue(forKey: ViewArchive.stateKey) else { return }
        for subview in archive.decodeObject(forKey: ViewArchive.subviewsKey) as? [UIView] ?? [] { addSubview(subview) }
        ViewArchive.settings(forKey: archive.decodeInteger(forKey: ViewArchive.stateKey))?(self)
        if let archivedParts = archive.decodeObject(forKey: ViewArchive.partsKey) as? [UIView] {
            for (part, archivedPart) in zip(subviews.filter(\.isPartOfSuperview), archivedParts) {
                part.layer.takeValues(of: archivedPart.layer)
                for subview in archivedPart.subviews { part.addSubview(subview) }
            }
        }
        if archive.containsValue(forKey: ViewArchive.classStateKey) {
            ViewArchive.settings(forKey: archive.decodeInteger(forKey: ViewArchive.classStateKey))?(self)
        }
    }

    /// The layer's values and the view's own settings, as they are now.
    private func archivedViewSettings() -> (UIView) -> Void {
        let layerValues = CALayer(layer: layer)
        let (tag, isOpaque, interaction, multipleTouch, exclusiveTouch) = (tag, isOpaque, isUserInteractionEnabled, isMultipleTouchEnabled, isExclusiveTouch)
        let (tint, tintMode, contentMode, style) = (explicitTint, ownTintAdjustmentMode, contentMode, overrideUserInterfaceStyle)
        let (autoresizingMask, autoresizesSubviews, translates) = (autoresizingMask, autoresizesSubviews, translatesAutoresizingMaskIntoConstraints)
        let (margins, identifier) = (layoutMargins, accessibilityIdentifier)
        return { copy in
            copy.layer.takeValues(of: layerValues)
            (copy.tag, copy.isOpaque, copy.isUserInteractionEnabled) = (tag, isOpaque, interaction)
            (copy.isMultipleTouchEnabled, copy.isExclusiveTouch) = (multipleTouch, exclusiveTouch)
            if let tint { copy.tintColor = tint }
            (copy.tintAdjustmentMode, copy.contentMode, copy.overrideUserInterfaceStyle) = (tintMode, contentMode, style)
            (copy.autoresizingMask, copy.autoresizesSubviews) = (autoresizingMask, autoresizesSubviews)
            copy.translatesAutoresizingMaskIntoConstraints = translates
            (copy.layoutMargins, copy.accessibilityIdentifier) = (margins, identifier)
        }
    }

    /// Copies of the layers code added to this view's layer (a gradient, a shape), each with
    /// its place among the sublayers.
    private func archivedStandaloneSublayers() -> [(index: Int, layer: CALayer)] {
        (layer.sublayers ?? []).enumerated().compactMap { index, sublayer in
            sublayer.isStandalone ? (index, sublayer.archivedCopy()) : nil
        }
    }

    private func insertArchivedSublayers(_ sublayers: [(index: Int, layer: CALayer)]) {
        for (index, sublayer) in sublayers {
            // Each copy is taken anew, so a second view made from the same archive gets its own.
            layer.insertSublayer(sublayer.archivedCopy(), at: UInt32(index))
        }
    }
}

extension CALayer {
    /// A stand-alone copy of this layer with its values and content, and copies of its sublayers.
    func archivedCopy() -> CALayer {
        let copy = CALayer(layer: self)
        for sublayer in sublayers ?? [] where sublayer.isStandalone { copy.addSublayer(sublayer.archivedCopy()) }
        return copy
    }
}
