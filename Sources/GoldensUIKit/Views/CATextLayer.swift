import GoldensScene

/// A layer that draws a string (Core Animation's `CATextLayer`) from the top of its bounds, in
/// the bundled font: `fontSize` sets the size (a font object's own size is ignored, as in Core
/// Animation), and the font's weight picks the nearest bundled weight. An attributed string
/// draws its plain text. `truncationMode` is stored, not drawn (lines are not cut short).
open class CATextLayer: CALayer {
    override class var initialContent: LayerContent? { .text(TextContent()) }

    private var text: TextContent {
        get {
            if case .text(let content)? = node.view?.layerContent { return content }
            return TextContent()
        }
        set { node.view?.layerContent = .text(newValue) }
    }

    /// A `String` or an `NSAttributedString`; anything else draws nothing.
    open var string: Any? {
        didSet {
            if let attributed = string as? NSAttributedString {
                text.string = attributed.string
            } else {
                text.string = string as? String ?? ""
            }
        }
    }

    /// A `UIFont`, or a font name (`String`): its weight is drawn, its size is not.
    open var font: AnyObject? {
        didSet {
            if let font = font as? UIFont {
                text.weight = font.drawnWeight
            } else if let name = font as? String ?? (font as? NSString).map({ $0 as String }) {
                text.weight = CATextLayer.weight(named: name)
            } else {
                text.weight = .regular
            }
        }
    }

    open var fontSize: CGFloat {
        get { CGFloat(text.fontSize) }
        set { text.fontSize = Double(newValue) }
    }

    /// Opaque white unless set.
    open var foregroundColor: CGColor? {
        get { text.color.cgColor }
        set { text.color = newValue?.sceneColor ?? .white }
    }

    open var isWrapped: Bool {
        get { text.wraps }
        set { text.wraps = newValue }
    }

    open var alignmentMode: CATextLayerAlignmentMode = .natural {
        didSet {
            switch alignmentMode {
            case .center: text.alignment = .center
            case .right: text.alignment = .right
            default: text.alignment = .left
            }
        }
    }

    open var truncationMode: CATextLayerTruncationMode = .none
    open var allowsFontSubpixelQuantization = false

    /// The weight a font name asks for ("Helvetica-Bold", "SFUI-Semibold").
    static func weight(named name: String) -> FontWeight {
        let lower = name.lowercased()
        if lower.contains("semibold") || lower.contains("demibold") { return .semibold }
        if lower.contains("bold") || lower.contains("heavy") || lower.contains("black") { return .bold }
        if lower.contains("medium") { return .medium }
        return .regular
    }
}

public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
    public static let left = CATextLayerAlignmentMode(rawValue: "left")
    public static let right = CATextLayerAlignmentMode(rawValue: "right")
    public static let center = CATextLayerAlignmentMode(rawValue: "center")
    public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let none = CATextLayerTruncationMode(rawValue: "none")
    public static let start = CATextLayerTruncationMode(rawValue: "start")
    public static let end = CATextLayerTruncationMode(rawValue: "end")
    public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
