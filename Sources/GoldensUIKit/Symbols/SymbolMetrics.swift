import GoldensScene

/// How big and how heavy a symbol is drawn for a configuration. The sizes are the package's
/// own rule, not Apple's metrics (which are per symbol and not published): a full-height glyph
/// (100 design units) is 1.17 times the point size at the medium scale, so a circle symbol at
/// the body size (17 pt) is about 19.5 pt across, and the small and large scales are 0.8 and
/// 1.3 times that; the line is 8 design units at the regular weight. Symbols sit centred on
/// the middle of the capitals of text of their point size (cap height 0.705 of the size).
struct SymbolMetrics: Hashable, Sendable {
    var pointSize: Double
    var weight: UIImage.SymbolWeight
    var scale: UIImage.SymbolScale

    /// The body text style's size: what a symbol is drawn at when nothing says otherwise.
    static let defaultPointSize = 17.0
    static let largestPointSize = 400.0

    init(_ configuration: UIImage.SymbolConfiguration?) {
        let style = configuration?.textStyle.map { Double(UIFont.preferredFont(forTextStyle: $0).pointSize) }
        pointSize = configuration?.pointSize.map(Double.init) ?? style ?? SymbolMetrics.defaultPointSize
        // A size that is none draws at the body size; beyond 400 pt a symbol would outgrow any
        // screen (and its image would take longer to draw than the frames it is drawn in).
        if !(pointSize > 0 && pointSize.isFinite) { pointSize = SymbolMetrics.defaultPointSize }
        pointSize = min(pointSize, SymbolMetrics.largestPointSize)
        let stated = configuration?.weight ?? .unspecified
        weight = stated == .unspecified ? (configuration?.textStyle == .headline ? .semibold : .regular) : stated
        let statedScale = configuration?.scale ?? .unspecified
        scale = statedScale == .unspecified || statedScale == .default ? .medium : statedScale
    }

    /// Points per design unit.
    var pointsPerUnit: Double {
        let scaleFactor: Double = switch scale {
        case .small: 0.8
        case .large: 1.3
        default: 1
        }
        return pointSize * 1.17 * scaleFactor / 100
    }

    /// The line, in design units: heavier weights draw thicker lines.
    var lineWidth: Double {
        switch weight {
        case .ultraLight: 2.5
        case .thin: 3.5
        case .light: 5.5
        case .unspecified, .regular: 8
        case .medium: 9.5
        case .semibold: 11
        case .bold: 12.5
        case .heavy: 15
        case .black: 17.5
        }
    }

    /// The height of the text baseline above the bottom of an image `height` points tall.
    func baselineOffset(height: Double) -> Double {
        height / 2 - 0.705 * pointSize / 2
    }
}
