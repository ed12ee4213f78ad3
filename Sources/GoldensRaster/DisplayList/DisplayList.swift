/// One frame as an ordered, immutable list of drawing operations: what the scene model emits
/// and the renderer consumes. Its JSON form is specified in docs/DisplayListFormat.md (version 1);
/// text, shadows, gradients and arbitrary paths are this package's version-2 extensions,
/// backdrop blur and path shadows version 3, planes (3-D layers in perspective), stroked paths
/// and radial and conic gradients version 4, alpha masks version 5.
///
/// Transforms are absolute: every op carries its full matrix from local space to device
/// pixels, so an op can be read (and re-rendered) on its own.
public struct DisplayList: Sendable, Hashable {
    /// 1 to `latestVersion`. A list must say at least the version of its newest op (see
    /// `requiredVersion`).
    public var version: Int
    /// Optional label, e.g. "herb-pop present @0.30".
    public var name: String?
    public var comment: String?
    /// Canvas size in device pixels, each in 1...16384.
    public var width: Int
    public var height: Int
    /// The canvas starts as this colour (a copy, not a blend).
    public var background: Color
    public var ops: [DisplayOp]

    public static let maximumSide = 16384
    /// Steps per pixel of the grid every coordinate is quantized to before coverage.
    public static let subpixelsPerPixel = EdgeList.subpixels

    public init(width: Int, height: Int, background: Color = .clear, ops: [DisplayOp] = [],
                name: String? = nil, comment: String? = nil, version: Int? = nil) {
        self.width = width
        self.height = height
        self.background = background
        self.ops = ops
        self.name = name
        self.comment = comment
        self.version = version ?? DisplayList.requiredVersion(for: ops)
    }

    /// The newest format version this package reads and writes.
    public static let latestVersion = 5

    /// The lowest format version that can express every op.
    public var requiredVersion: Int { DisplayList.requiredVersion(for: ops) }

    static func requiredVersion(for ops: [DisplayOp]) -> Int {
        ops.reduce(1) { max($0, $1.kind.minimumVersion) }
    }

    public mutating func append(_ op: DisplayOp) {
        ops.append(op)
        if op.kind.minimumVersion > version { version = op.kind.minimumVersion }
    }
}

/// Sampling of images (Core Animation's `magnificationFilter` / `minificationFilter`).
public enum ImageFilter: String, Sendable, Hashable, CaseIterable {
    /// The texel containing the sample point.
    case nearest
    /// The four texels whose centres surround the point, interpolated in premultiplied space.
    case bilinear
}

/// One drawing operation plus its annotations.
public struct DisplayOp: Sendable, Hashable {
    public var kind: Kind
    /// Who drew this, for people reading a dumped frame: e.g. "details.imageView".
    public var id: String?
    public var comment: String?

    public init(_ kind: Kind, id: String? = nil, comment: String? = nil) {
        self.kind = kind
        self.id = id
        self.comment = comment
    }

    public enum Kind: Sendable, Hashable {
        // Version 1 (docs/DisplayListFormat.md, "Versions").
        case fillRect(Rect, color: Color, transform: Transform)
        /// Circular corners, radius clamped to `min(w, h) / 2`.
        case fillRoundedRect(Rect, radius: Double, color: Color, transform: Transform)
        /// A CALayer border: the band inside `rect` of width `lineWidth`.
        case strokeRoundedRect(Rect, radius: Double, lineWidth: Double, color: Color, transform: Transform)
        /// The bitmap registered under `image` stretched over `rect`.
        case drawImage(image: String, rect: Rect, filter: ImageFilter, transform: Transform)
        case pushGroup(alpha: Double)
        case popGroup
        case pushClipRect(Rect, transform: Transform)
        case pushClipRoundedRect(Rect, radius: Double, transform: Transform)
        case popClip
        // Version 2 extensions.
        /// An arbitrary path filled with a colour.
        case fillPath(Path, rule: FillRule, color: Color, transform: Transform)
        /// Intersects the clip with an arbitrary path.
        case pushClipPath(Path, rule: FillRule, transform: Transform)
        /// A rounded rect filled with a linear gradient between two points of its local space.
        case fillLinearGradient(Rect, radius: Double, gradient: LinearGradient, transform: Transform)
        /// Text in the bundled system font (see `TextLayout`), laid out in `rect`'s width.
        case drawText(String, rect: Rect, style: TextStyle, transform: Transform)
        /// The blurred shadow of a rounded rect (CALayer shadowPath-style, see `Shadow`).
        case roundedRectShadow(Rect, radius: Double, shadow: Shadow, transform: Transform)
        /// What is already drawn inside `path`, blurred (a blur effect's backdrop, see
        /// `BackdropBlur`): a Gaussian of standard deviation `blur` in the op's units.
        case backdropBlur(Path, blur: Double, transform: Transform)
        /// The blurred shadow of the shape `path` outlines (CALayer `shadowPath`, see `Shadow`).
        case pathShadow(Path, shadow: Shadow, transform: Transform)
        // Version 4 extensions.
        /// Opens a plane: the ops up to the matching `popPlane` draw in the plane's own space
        /// into an offscreen layer covering `rect`, which is then drawn through the projective
        /// `transform` (a layer under a 3-D transform, seen in perspective; see `PlaneDrawing`).
        case pushPlane(Rect, transform: ProjectiveTransform)
        case popPlane
        /// A rect filled with a radial or conic gradient (CAGradientLayer's other types).
        case fillGradient(Rect, gradient: ShapedGradient, transform: Transform)
        /// `path` stroked as Core Graphics strokes it (CAShapeLayer's stroke), see `StrokeStyle`.
        /// JSON fields: `path`, `lineWidth` (>= 0; 0 draws nothing), `color`, and optionally
        /// `lineCap` (`"butt"`, `"round"`, `"square"`; default butt), `lineJoin` (`"miter"`,
        /// `"round"`, `"bevel"`; default miter), `miterLimit` (>= 1, default 10), `dashes`
        /// (lengths >= 0, not all 0; default `[]`, solid), `dashPhase` (default 0),
        /// `strokeStart` and `strokeEnd` (in [0, 1], start <= end; default 0 and 1), `transform`.
        /// Drawn as the fill (non-zero) of `Path.stroked(_:tolerance:)`, flattened finely
        /// enough for the transform (`Stroker.deviceTolerance`).
        case strokePath(Path, style: StrokeStyle, color: Color, transform: Transform)
        // Version 5 extensions.
        /// Opens an alpha mask (a CALayer `mask` that is more than a shape): the ops up to the
        /// matching `pushMaskedContent` draw the mask into a transparent layer, whose alpha is
        /// all that counts.
        case pushMask
        /// Closes the mask and opens the content it masks: the ops up to the matching `popMask`
        /// draw into a transparent layer that is then composited through the mask's alpha
        /// (the product of the content's and the mask's coverage, as a DstIn blend).
        case pushMaskedContent
        case popMask

        /// The format version that introduced the op.
        public var minimumVersion: Int {
            switch self {
            case .fillRect, .fillRoundedRect, .strokeRoundedRect, .drawImage, .pushGroup, .popGroup,
                 .pushClipRect, .pushClipRoundedRect, .popClip:
                1
            case .fillPath, .pushClipPath, .fillLinearGradient, .drawText, .roundedRectShadow:
                2
            case .backdropBlur, .pathShadow:
                3
            case .pushMask, .pushMaskedContent, .popMask:
                5
            case .pushPlane, .popPlane, .fillGradient, .strokePath:
                4
            }
        }

        /// The name of the op in the JSON form.
        public var name: String {
            switch self {
            case .fillRect: "fillRect"
            case .fillRoundedRect: "fillRoundedRect"
            case .strokeRoundedRect: "strokeRoundedRect"
            case .drawImage: "drawImage"
            case .pushGroup: "pushGroup"
            case .popGroup: "popGroup"
            case .pushClipRect: "pushClipRect"
            case .pushClipRoundedRect: "pushClipRoundedRect"
            case .popClip: "popClip"
            case .fillPath: "fillPath"
            case .pushClipPath: "pushClipPath"
            case .fillLinearGradient: "fillLinearGradient"
            case .drawText: "drawText"
            case .roundedRectShadow: "roundedRectShadow"
            case .backdropBlur: "backdropBlur"
            case .pathShadow: "pathShadow"
            case .pushPlane: "pushPlane"
            case .popPlane: "popPlane"
            case .pushMask: "pushMask"
            case .pushMaskedContent: "pushMaskedContent"
            case .popMask: "popMask"
            case .fillGradient: "fillGradient"
            case .strokePath: "strokePath"
            }
        }
    }

    // Builders that read like the scene code that calls them.

    public static func fillRect(_ rect: Rect, color: Color, transform: Transform = .identity, id: String? = nil) -> DisplayOp {
        DisplayOp(.fillRect(rect, color: color, transform: transform), id: id)
    }

    public static func fillRoundedRect(_ rect: Rect, radius: Double, color: Color, transform: Transform = .identity,
                                       id: String? = nil) -> DisplayOp {
        DisplayOp(.fillRoundedRect(rect, radius: radius, color: color, transform: transform), id: id)
    }

    public static func strokeRoundedRect(_ rect: Rect, radius: Double, lineWidth: Double, color: Color,
                                         transform: Transform = .identity, id: String? = nil) -> DisplayOp {
        DisplayOp(.strokeRoundedRect(rect, radius: radius, lineWidth: lineWidth, color: color, transform: transform), id: id)
    }

    public static func drawImage(_ image: String, rect: Rect, filter: ImageFilter = .bilinear,
                                 transform: Transform = .identity, id: String? = nil) -> DisplayOp {
        DisplayOp(.drawImage(image: image, rect: rect, filter: filter, transform: transform), id: id)
    }

    public static func pushGroup(alpha: Double, id: String? = nil) -> DisplayOp {
        DisplayOp(.pushGroup(alpha: alpha), id: id)
    }

    public static let popGroup = DisplayOp(.popGroup)

    public static func pushClipRect(_ rect: Rect, transform: Transform = .identity, id: String? = nil) -> DisplayOp {
        DisplayOp(.pushClipRect(rect, transform: transform), id: id)
    }

    public static func pushClipRoundedRect(_ rect: Rect, radius: Double, transform: Transform = .identity,
                                           id: String? = nil) -> DisplayOp {
        DisplayOp(.pushClipRoundedRect(rect, radius: radius, transform: transform), id: id)
    }

    public static let popClip = DisplayOp(.popClip)

    public static func pushPlane(_ rect: Rect, transform: ProjectiveTransform, id: String? = nil) -> DisplayOp {
        DisplayOp(.pushPlane(rect, transform: transform), id: id)
    }

    public static let popPlane = DisplayOp(.popPlane)

    public static func pushMask(id: String? = nil) -> DisplayOp { DisplayOp(.pushMask, id: id) }
    public static func pushMaskedContent(id: String? = nil) -> DisplayOp { DisplayOp(.pushMaskedContent, id: id) }
    public static let popMask = DisplayOp(.popMask)

    public static func fillGradient(_ rect: Rect, gradient: ShapedGradient, transform: Transform = .identity,
                                    id: String? = nil) -> DisplayOp {
        DisplayOp(.fillGradient(rect, gradient: gradient, transform: transform), id: id)
    }

    public static func fillPath(_ path: Path, rule: FillRule = .nonZero, color: Color, transform: Transform = .identity,
                                id: String? = nil) -> DisplayOp {
        DisplayOp(.fillPath(path, rule: rule, color: color, transform: transform), id: id)
    }

    public static func pushClipPath(_ path: Path, rule: FillRule = .nonZero, transform: Transform = .identity,
                                    id: String? = nil) -> DisplayOp {
        DisplayOp(.pushClipPath(path, rule: rule, transform: transform), id: id)
    }

    public static func fillLinearGradient(_ rect: Rect, radius: Double = 0, gradient: LinearGradient,
                                          transform: Transform = .identity, id: String? = nil) -> DisplayOp {
        DisplayOp(.fillLinearGradient(rect, radius: radius, gradient: gradient, transform: transform), id: id)
    }

    public static func drawText(_ text: String, rect: Rect, style: TextStyle, transform: Transform = .identity,
                                id: String? = nil) -> DisplayOp {
        DisplayOp(.drawText(text, rect: rect, style: style, transform: transform), id: id)
    }

    public static func backdropBlur(_ path: Path, blur: Double, transform: Transform = .identity,
                                    id: String? = nil) -> DisplayOp {
        DisplayOp(.backdropBlur(path, blur: blur, transform: transform), id: id)
    }

    public static func pathShadow(_ path: Path, shadow: Shadow, transform: Transform = .identity,
                                  id: String? = nil) -> DisplayOp {
        DisplayOp(.pathShadow(path, shadow: shadow, transform: transform), id: id)
    }

    public static func strokePath(_ path: Path, style: StrokeStyle, color: Color, transform: Transform = .identity,
                                  id: String? = nil) -> DisplayOp {
        DisplayOp(.strokePath(path, style: style, color: color, transform: transform), id: id)
    }

    public static func roundedRectShadow(_ rect: Rect, radius: Double, shadow: Shadow, transform: Transform = .identity,
                                         id: String? = nil) -> DisplayOp {
        DisplayOp(.roundedRectShadow(rect, radius: radius, shadow: shadow, transform: transform), id: id)
    }
}

/// A linear gradient between two points of the op's local space, with colour stops at
/// fractions in [0, 1] (non-decreasing). Before the first and after the last stop the end
/// colours extend (as CAGradientLayer). Colours interpolate in premultiplied sRGB.
public struct LinearGradient: Sendable, Hashable {
    public struct Stop: Sendable, Hashable {
        public var location: Double
        public var color: Color
        public init(location: Double, color: Color) {
            self.location = location
            self.color = color
        }
    }

    public var start: Point
    public var end: Point
    public var stops: [Stop]

    public init(start: Point, end: Point, stops: [Stop]) {
        self.start = start
        self.end = end
        self.stops = stops
    }
}

/// A gradient whose colour depends on more than one axis, with `LinearGradient`'s stops (end
/// colours extend, premultiplied interpolation).
public struct ShapedGradient: Sendable, Hashable {
    public enum Shape: Sendable, Hashable {
        /// The stop position is the distance from `center` measured in the ellipse of semi-axes
        /// `radii`: 0 at the centre, 1 on the ellipse.
        case radial(center: Point, radii: Size)
        /// The stop position is the angle about `center`, from `startAngle` (radians, 0 along +x)
        /// through a full turn in the direction of increasing angle (clockwise on a y-down screen).
        case conic(center: Point, startAngle: Double)
    }

    public var shape: Shape
    public var stops: [LinearGradient.Stop]

    public init(shape: Shape, stops: [LinearGradient.Stop]) {
        self.shape = shape
        self.stops = stops
    }
}

/// A drop shadow. `radius` follows CALayer.shadowRadius: the blur is a Gaussian whose standard
/// deviation is `radius / 2` (in the op's local units, scaled to device pixels by the transform),
/// approximated by three box blurs. `offset` is in local units; `color`'s alpha is the shadow's
/// opacity (CALayer's shadowOpacity × shadowColor alpha).
public struct Shadow: Sendable, Hashable {
    public var color: Color
    public var offset: Size
    public var radius: Double

    public init(color: Color, offset: Size = Size(width: 0, height: -3), radius: Double = 3) {
        self.color = color
        self.offset = offset
        self.radius = radius
    }
}

/// How `drawText` sets its string.
public struct TextStyle: Sendable, Hashable {
    public enum Alignment: String, Sendable, Hashable, CaseIterable {
        case left, center, right
    }

    /// Em size in local units (as UIFont.pointSize).
    public var fontSize: Double
    /// Which of the bundled font's weights draws the text (JSON `weight`, default regular).
    public var weight: FontWeight
    public var color: Color
    public var alignment: Alignment
    /// Wrap at word boundaries to the rect's width (otherwise one line, clipped by nothing).
    public var wraps: Bool

    public init(fontSize: Double, weight: FontWeight = .regular, color: Color, alignment: Alignment = .left, wraps: Bool = false) {
        self.fontSize = fontSize
        self.weight = weight
        self.color = color
        self.alignment = alignment
        self.wraps = wraps
    }
}
