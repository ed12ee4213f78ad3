import Foundation
import GoldensScene

/// A layer that draws a path: filled with `fillColor` (black by default), then stroked with
/// `strokeColor` (none by default) as Core Graphics strokes (width, caps, joins, miter limit,
/// dashes), trimmed to `strokeStart`…`strokeEnd`. Path, colours, width and trimming are layer
/// values: explicit animations (`add(_:forKey:)`) animate them. As a `mask`, its filled path
/// masks the layer.
open class CAShapeLayer: CALayer {
    override class var initialContent: LayerContent? { .shape(ShapeContent()) }

    /// The shape settings that do not animate (fill rule, stroke geometry).
    private var shape: ShapeContent {
        get {
            if case .shape(let content)? = node.view?.layerContent { return content }
            return ShapeContent()
        }
        set { node.view?.layerContent = .shape(newValue) }
    }

    open var path: CGPath? {
        get { node.model.shapePath.map(CGPath.init) }
        set { changing("path") { node.setContent(\.shapePath, to: newValue?.path) } }
    }

    open var fillColor: CGColor? {
        get { node.model.fillColor?.cgColor }
        set { changing("fillColor") { node.setContent(\.fillColor, to: newValue?.sceneColor) } }
    }

    open var strokeColor: CGColor? {
        get { node.model.strokeColor?.cgColor }
        set { changing("strokeColor") { node.setContent(\.strokeColor, to: newValue?.sceneColor) } }
    }

    open var lineWidth: CGFloat {
        get { CGFloat(node.model.lineWidth) }
        set { changing("lineWidth") { node.setContent(\.lineWidth, to: Double(newValue)) } }
    }

    /// Where the stroke starts and ends, as fractions of the path's length.
    open var strokeStart: CGFloat {
        get { CGFloat(node.model.strokeStart) }
        set { changing("strokeStart") { node.setContent(\.strokeStart, to: Double(newValue)) } }
    }

    open var strokeEnd: CGFloat {
        get { CGFloat(node.model.strokeEnd) }
        set { changing("strokeEnd") { node.setContent(\.strokeEnd, to: Double(newValue)) } }
    }

    open var fillRule: CAShapeLayerFillRule {
        get { shape.fillRule == .evenOdd ? .evenOdd : .nonZero }
        set { shape.fillRule = newValue == .evenOdd ? .evenOdd : .nonZero }
    }

    open var lineCap: CAShapeLayerLineCap {
        get { CAShapeLayerLineCap(rawValue: shape.stroke.lineCap.rawValue) }
        set { shape.stroke.lineCap = LineCap(rawValue: newValue.rawValue) ?? .butt }
    }

    open var lineJoin: CAShapeLayerLineJoin {
        get { CAShapeLayerLineJoin(rawValue: shape.stroke.lineJoin.rawValue) }
        set { shape.stroke.lineJoin = LineJoin(rawValue: newValue.rawValue) ?? .miter }
    }

    open var miterLimit: CGFloat {
        get { CGFloat(shape.stroke.miterLimit) }
        set { shape.stroke.miterLimit = Double(newValue) }
    }

    /// Lengths alternately painted and skipped; nil (or empty) for a solid line.
    open var lineDashPattern: [NSNumber]? {
        get { shape.stroke.dashes.isEmpty ? nil : shape.stroke.dashes.map { NSNumber(value: $0) } }
        set { shape.stroke.dashes = (newValue ?? []).map(\.doubleValue) }
    }

    open var lineDashPhase: CGFloat {
        get { CGFloat(shape.stroke.dashPhase) }
        set { shape.stroke.dashPhase = Double(newValue) }
    }
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
    public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let butt = CAShapeLayerLineCap(rawValue: "butt")
    public static let round = CAShapeLayerLineCap(rawValue: "round")
    public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
    public static let round = CAShapeLayerLineJoin(rawValue: "round")
    public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// A layer filled with a gradient of `colors` (CGColors) at `locations`: axial from
/// `startPoint` to `endPoint` (unit coordinates of the bounds), radial (an ellipse about the
/// start point through the end point) or conic (about the start point, starting toward the end
/// point, clockwise on screen). Colours interpolate in premultiplied sRGB.
open class CAGradientLayer: CALayer {
    override class var initialContent: LayerContent? { .gradient(GradientContent()) }

    private var gradient: GradientContent {
        get {
            if case .gradient(let content)? = node.view?.layerContent { return content }
            return GradientContent()
        }
        set { node.view?.layerContent = .gradient(newValue) }
    }

    /// The colours, as `CGColor`s (other values are skipped).
    open var colors: [Any]? {
        get { gradient.colors.isEmpty ? nil : gradient.colors.map(\.cgColor) }
        set {
            gradient.colors = (newValue ?? []).compactMap { value in
                if let color = value as? CGColor { return color.sceneColor }
                if let color = value as? UIColor { return color.cgColor.sceneColor }
                return nil
            }
        }
    }

    open var locations: [NSNumber]? {
        get { gradient.locations?.map { NSNumber(value: $0) } }
        set { gradient.locations = newValue?.map(\.doubleValue) }
    }

    open var startPoint: CGPoint {
        get { CGPoint(gradient.startPoint) }
        set { gradient.startPoint = newValue.scene }
    }

    open var endPoint: CGPoint {
        get { CGPoint(gradient.endPoint) }
        set { gradient.endPoint = newValue.scene }
    }

    open var type: CAGradientLayerType {
        get {
            switch gradient.kind {
            case .axial: .axial
            case .radial: .radial
            case .conic: .conic
            }
        }
        set { gradient.kind = newValue == .radial ? .radial : newValue == .conic ? .conic : .axial }
    }
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let axial = CAGradientLayerType(rawValue: "axial")
    public static let radial = CAGradientLayerType(rawValue: "radial")
    public static let conic = CAGradientLayerType(rawValue: "conic")
}
