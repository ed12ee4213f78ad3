/// Every value of a layer that can animate, as one value: the model layer holds one, and the
/// presentation at a time t is another, computed from the model and the running animations.
public struct LayerState: Sendable, Hashable {
    /// Origin (scroll offset for sublayers) and size, in the layer's own coordinates.
    public var bounds: Rect = .zero
    /// Where the anchor point sits in the superlayer's bounds space (UIView `center`).
    public var position: Point = .zero
    /// The point of the bounds, in unit coordinates, that `position` and `transform` are about.
    public var anchorPoint = Point(x: 0.5, y: 0.5)
    /// Applied about the anchor point: `CALayer.transform`, 3-D in general (perspective in m34).
    public var transform3D: Transform3D = .identity
    /// The plane part of `transform3D` (`CALayer.affineTransform()`, `UIView.transform`):
    /// exactly it when the transform is affine. Setting it sets an affine `transform3D`.
    public var transform: Transform {
        get { transform3D.affinePart }
        set { transform3D = Transform3D(newValue) }
    }
    /// The layer's place on the z axis of its superlayer (`CALayer.zPosition`): siblings draw
    /// in its order, lowest first, and under a perspective it moves the layer towards the
    /// viewer or away.
    public var zPosition: Double = 0
    /// Applied to the sublayers, about this layer's anchor point (`CALayer.sublayerTransform`,
    /// where perspective for a group of 3-D layers is set).
    public var sublayerTransform: Transform3D = .identity
    /// Group opacity: the layer and its sublayers are flattened, then blended once.
    public var opacity: Double = 1
    public var backgroundColor: Color?
    /// Rounded corners for the background and border; clips sublayers only with `masksToBounds`.
    public var cornerRadius: Double = 0
    /// Which corners `cornerRadius` rounds, and their curve (`maskedCorners`, `cornerCurve`).
    /// Not animatable, as in Core Animation.
    public var cornerStyle: CornerStyle = .circular
    public var borderWidth: Double = 0
    public var borderColor: Color = .black
    public var shadowOpacity: Double = 0
    public var shadowRadius: Double = 3
    public var shadowOffset = Size(width: 0, height: -3)
    public var shadowColor: Color = .black
    /// The standard deviation, in points, of the blur applied to what lies behind the layer
    /// within its rounded bounds (a blur effect's backdrop); 0 for none. Animatable.
    public var backdropBlur: Double = 0
    /// The shape of the shadow in the layer's own space (`shadowPath`); nil: the layer's
    /// rounded bounds, drawn only behind a background colour. Not animated.
    public var shadowPath: Path?
    /// A shape layer's outline, in its bounds space (`CAShapeLayer.path`); nil for other layers.
    public var shapePath: Path?
    /// A shape layer's paint (`fillColor`, `strokeColor`, `lineWidth`) and the part of the
    /// outline stroked (`strokeStart`…`strokeEnd`, fractions of its length).
    public var fillColor: Color? = .black
    public var strokeColor: Color?
    public var lineWidth: Double = 1
    public var strokeStart: Double = 0
    public var strokeEnd: Double = 1
    /// A gradient layer's stops and axis while an explicit animation changes them (a shimmer
    /// moving its `locations`); nil: the gradient's own. Only Core Animation key paths set them.
    public var gradientLocations: [Double]?
    public var gradientColors: [Color]?
    public var gradientStartPoint: Point?
    public var gradientEndPoint: Point?

    public init() {}

    /// The layer's own bounds space to its superlayer's bounds space:
    /// `q' = position + transform · (q − (bounds.origin + anchorPoint ∘ bounds.size))`.
    public var toSuperlayer: Transform {
        let anchor = Point(x: bounds.origin.x + anchorPoint.x * bounds.size.width,
                           y: bounds.origin.y + anchorPoint.y * bounds.size.height)
        return Transform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(transform)
            .concatenating(Transform(translationX: position.x, y: position.y))
    }

    /// `toSuperlayer` in 3-D: the layer's own bounds space (its z = 0 plane) to its
    /// superlayer's bounds space, through the whole `transform3D`, at its `zPosition`.
    public var toSuperlayer3D: Transform3D {
        let anchor = Point(x: bounds.origin.x + anchorPoint.x * bounds.size.width,
                           y: bounds.origin.y + anchorPoint.y * bounds.size.height)
        return Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
            .concatenating(transform3D)
            .concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
    }

    /// A sublayer transform as it acts on sublayers: about this layer's anchor point, in its
    /// bounds space.
    public func aboutAnchorPoint(_ sublayerTransform: Transform3D) -> Transform3D {
        let anchor = Point(x: bounds.origin.x + anchorPoint.x * bounds.size.width,
                           y: bounds.origin.y + anchorPoint.y * bounds.size.height)
        return Transform3D(translationX: -anchor.x, y: -anchor.y, z: 0)
            .concatenating(sublayerTransform)
            .concatenating(Transform3D(translationX: anchor.x, y: anchor.y, z: 0))
    }

    /// The frame: the bounding box of the transformed bounds in the superlayer's space
    /// (with an identity transform, `position − anchorPoint ∘ size` and the bounds size).
    public var frame: Rect {
        Rect(origin: bounds.origin, size: bounds.size).applying(toSuperlayer)
    }

    /// The frame the transform is applied to: the bounds size around the position, as Auto
    /// Layout sees a view (`setFrame` writes it).
    public var untransformedFrame: Rect {
        Rect(x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height,
             width: bounds.width, height: bounds.height)
    }

    /// Setting a frame writes position and bounds size; the transform stays. With an identity
    /// transform the frame is the bounds size around the position. Under another transform
    /// UIKit calls the result undefined, but Core Animation does one definite thing, reproduced
    /// here (docs/UIKitBehaviour.md, "Frame under a transform"): the bounds take the size of the
    /// frame mapped back through the inverse of the transform's linear part (the bounding box of
    /// that parallelogram), and the position moves so that the centre of the transformed bounds
    /// lands on the frame's centre. For translations, scales and quarter turns the frame shown
    /// is then exactly the one set; for other rotations it is larger (the bounding box of a
    /// bounding box), which is why a rotated view grows each time its own frame is set back.
    /// A transform that cannot be inverted keeps the frame's size; one that is not finite is
    /// ignored.
    public mutating func setFrame(_ frame: Rect) {
        let frame = frame.standardized
        let t = transform
        let linearIsIdentity = t.a == 1 && t.b == 0 && t.c == 0 && t.d == 1
        // A transform that is not finite is reported by name when drawn; the frame stays its own.
        guard !(linearIsIdentity && t.tx == 0 && t.ty == 0), t.isFinite else {
            bounds.size = frame.size
            position = Point(x: frame.origin.x + anchorPoint.x * frame.size.width,
                             y: frame.origin.y + anchorPoint.y * frame.size.height)
            return
        }
        var size = frame.size
        let determinant = t.a * t.d - t.b * t.c
        if !linearIsIdentity, determinant != 0, determinant.isFinite {
            // Row vectors: the inverse maps (x, y) to (x·d − y·c, −x·b + y·a) / determinant.
            let ia = t.d / determinant, ib = -t.b / determinant, ic = -t.c / determinant, id = t.a / determinant
            size = Size(width: abs(ia) * frame.size.width + abs(ic) * frame.size.height,
                        height: abs(ib) * frame.size.width + abs(id) * frame.size.height)
        }
        bounds.size = size
        // The bounds' centre, from the anchor point, as the transform's linear part moves it.
        let fromAnchor = Point(x: (0.5 - anchorPoint.x) * size.width, y: (0.5 - anchorPoint.y) * size.height)
        position = Point(x: frame.midX - t.tx - (t.a * fromAnchor.x + t.c * fromAnchor.y),
                         y: frame.midY - t.ty - (t.b * fromAnchor.x + t.d * fromAnchor.y))
    }
}
