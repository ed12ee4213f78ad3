import GoldensScene

/// A layer that draws its sublayers `instanceCount` times (Core Animation's
/// `CAReplicatorLayer`), each copy `instanceTransform` (about the layer's centre) on from the
/// one before. Drawn: the count, the transform (3-D ones in perspective), and the copies' alpha
/// (`instanceColor`'s alpha, then `instanceAlphaOffset` more per copy). Stored, not drawn:
/// `instanceDelay` (every copy shows the same moment of its animations), the colour offsets and
/// `instanceColor`'s colour (copies keep their own colours).
open class CAReplicatorLayer: CALayer {
    private var replication: Replication {
        get { node.view?.replication ?? Replication() }
        set { node.view?.replication = newValue }
    }

    open var instanceCount: Int {
        get { replication.count }
        set { replication.count = newValue }
    }

    open var instanceTransform: CATransform3D {
        get { CATransform3D(replication.transform) }
        set { replication.transform = newValue.scene }
    }

    open var instanceColor: CGColor? {
        didSet { replication.alpha = Double(instanceColor?.alpha ?? 1) }
    }

    open var instanceAlphaOffset: Float {
        get { Float(replication.alphaOffset) }
        set { replication.alphaOffset = Double(newValue) }
    }

    open var instanceDelay: CFTimeInterval = 0
    open var instanceRedOffset: Float = 0
    open var instanceGreenOffset: Float = 0
    open var instanceBlueOffset: Float = 0
    open var preservesDepth = false
}

/// A layer that keeps its sublayers in 3-D (Core Animation's `CATransformLayer`): it draws
/// nothing of its own (no background, border or contents), and each sublayer is projected
/// through its transform in its own plane, so the faces of a cube each get their own
/// perspective. Faces are drawn in sublayer order, not sorted by depth: hide back faces with
/// `isDoubleSided = false`.
open class CATransformLayer: CALayer {
    override class var preservesDepth: Bool { true }
}
