import Foundation

/// A font described by its attributes: family or name, size, weight, traits, design, text style.
/// `UIFont(descriptor:size:)` makes the font it describes. As with `UIFont`, every family draws in
/// the bundled face: what changes the drawing is the size and the weight (a bold trait draws
/// bold); italics, widths and designs are kept and answered back.
public final class UIFontDescriptor: NSObject, @unchecked Sendable {
    public let fontAttributes: [AttributeName: Any]

    public init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        fontAttributes = attributes
        super.init()
    }

    public convenience init(name fontName: String, size: CGFloat) {
        self.init(fontAttributes: [.name: fontName, .size: size])
    }

    public convenience init(name fontName: String, matrix: CGAffineTransform) {
        self.init(fontAttributes: [.name: fontName, .matrix: matrix])
    }

    public var postscriptName: String { fontAttributes[.name] as? String ?? fontAttributes[.family] as? String ?? ".SFUI" }
    public var pointSize: CGFloat { (fontAttributes[.size] as? CGFloat) ?? (fontAttributes[.size] as? Double).map { CGFloat($0) } ?? 0 }
    public var matrix: CGAffineTransform { fontAttributes[.matrix] as? CGAffineTransform ?? .identity }
    public var symbolicTraits: SymbolicTraits { traits[.symbolic] as? SymbolicTraits ?? [] }

    private var traits: [TraitKey: Any] { fontAttributes[.traits] as? [TraitKey: Any] ?? [:] }

    /// The weight the traits state, else the one a bold trait means, else the name's.
    var weight: UIFont.Weight {
        let stated = (traits[.weight] as? CGFloat).map(UIFont.Weight.init(rawValue:)) ?? traits[.weight] as? UIFont.Weight
            ?? UIFont.weight(named: postscriptName)
        return symbolicTraits.contains(.traitBold) && stated.rawValue < UIFont.Weight.bold.rawValue ? .bold : stated
    }

    public func object(forKey anAttribute: AttributeName) -> Any? { fontAttributes[anAttribute] }

    public func addingAttributes(_ attributes: [AttributeName: Any]) -> UIFontDescriptor {
        UIFontDescriptor(fontAttributes: fontAttributes.merging(attributes) { _, new in new })
    }

    public func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor { addingAttributes([.size: newPointSize]) }
    public func withMatrix(_ matrix: CGAffineTransform) -> UIFontDescriptor { addingAttributes([.matrix: matrix]) }
    public func withFace(_ newFace: String) -> UIFontDescriptor { addingAttributes([.face: newFace]) }
    public func withFamily(_ newFamily: String) -> UIFontDescriptor { addingAttributes([.family: newFamily]) }

    /// The descriptor with these traits in place of its own (nil in UIKit when no font of the
    /// family has them; the bundled face has every trait here).
    public func withSymbolicTraits(_ symbolicTraits: SymbolicTraits) -> UIFontDescriptor? {
        var traits = self.traits
        traits[.symbolic] = symbolicTraits
        return addingAttributes([.traits: traits])
    }

    /// The system font in another design (rounded, serif, monospaced); nil for other families.
    public func withDesign(_ design: SystemDesign) -> UIFontDescriptor? {
        addingAttributes([.design: design])
    }

    public func matchingFontDescriptors(withMandatoryKeys mandatoryKeys: Set<AttributeName>?) -> [UIFontDescriptor] { [self] }

    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle) -> UIFontDescriptor {
        UIFont.preferredFont(forTextStyle: style).fontDescriptor.addingAttributes([.textStyle: style])
    }

    public class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle,
                                              compatibleWith traitCollection: UITraitCollection?) -> UIFontDescriptor {
        preferredFontDescriptor(withTextStyle: style)
    }

    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
        public static let visibleName = AttributeName(rawValue: "NSFontVisibleNameAttribute")
        public static let matrix = AttributeName(rawValue: "NSFontMatrixAttribute")
        public static let characterSet = AttributeName(rawValue: "NSCTFontCharacterSetAttribute")
        public static let cascadeList = AttributeName(rawValue: "NSCTFontCascadeListAttribute")
        public static let traits = AttributeName(rawValue: "NSCTFontTraitsAttribute")
        public static let fixedAdvance = AttributeName(rawValue: "NSCTFontFixedAdvanceAttribute")
        public static let featureSettings = AttributeName(rawValue: "NSCTFontFeatureSettingsAttribute")
        public static let textStyle = AttributeName(rawValue: "NSCTFontUIUsageAttribute")
        /// The system design a descriptor was made with (`withDesign`).
        static let design = AttributeName(rawValue: "NSCTFontDesignAttribute")
    }

    public struct TraitKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let symbolic = TraitKey(rawValue: "NSCTFontSymbolicTrait")
        public static let weight = TraitKey(rawValue: "NSCTFontWeightTrait")
        public static let width = TraitKey(rawValue: "NSCTFontProportionTrait")
        public static let slant = TraitKey(rawValue: "NSCTFontSlantTrait")
    }

    public struct FeatureKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let featureIdentifier = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        public static let typeIdentifier = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
        public static let type = FeatureKey(rawValue: "CTFeatureTypeIdentifier")
        public static let selector = FeatureKey(rawValue: "CTFeatureSelectorIdentifier")
    }

    public struct SystemDesign: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
        public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
        public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
        public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
    }

    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }

        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
        public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
        public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
        public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
        public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
        public static let classMask = SymbolicTraits(rawValue: 0xF000_0000)
        public static let classUnknown = SymbolicTraits([])
        public static let classOldStyleSerifs = SymbolicTraits(rawValue: 1 << 28)
        public static let classTransitionalSerifs = SymbolicTraits(rawValue: 2 << 28)
        public static let classModernSerifs = SymbolicTraits(rawValue: 3 << 28)
        public static let classClarendonSerifs = SymbolicTraits(rawValue: 4 << 28)
        public static let classSlabSerifs = SymbolicTraits(rawValue: 5 << 28)
        public static let classFreeformSerifs = SymbolicTraits(rawValue: 7 << 28)
        public static let classSansSerif = SymbolicTraits(rawValue: 8 << 28)
        public static let classOrnamentals = SymbolicTraits(rawValue: 9 << 28)
        public static let classScripts = SymbolicTraits(rawValue: 10 << 28)
        public static let classSymbolic = SymbolicTraits(rawValue: 12 << 28)
    }
}

/// Scales fonts and values for the reader's Dynamic Type size. A test's phone reads at the
/// default size ("Large"), where every scale is 1.
public final class UIFontMetrics: NSObject, @unchecked Sendable {
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
        super.init()
    }

    public class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

    public func scaledFont(for font: UIFont) -> UIFont { font }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        maximumPointSize > 0 && font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont { font }
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize)
    }
    public func scaledValue(for value: CGFloat) -> CGFloat { value }
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat { value }
}
