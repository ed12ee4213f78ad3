import GoldensScene

/// The timing both layers and animations have. On a layer, `beginTime`, `speed` and
/// `timeOffset` give the layer and everything in it a time of its own (see `CALayer`): apps
/// pause a layer with `speed = 0`, scrub it with `timeOffset` and resume it by moving
/// `beginTime`. On an animation they time the animation in its layer's time.
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
    var beginTime: CFTimeInterval { get set }
    var duration: CFTimeInterval { get set }
    var speed: Float { get set }
    var timeOffset: CFTimeInterval { get set }
    var repeatCount: Float { get set }
    var repeatDuration: CFTimeInterval { get set }
    var autoreverses: Bool { get set }
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAAnimation: CAMediaTiming {}

/// A layer's own time. `duration`, the repetitions and the fill mode of a layer are kept: a
/// layer's local time runs on for ever here, as it does for every layer nobody gives an active
/// duration.
extension CALayer: CAMediaTiming {
    public var beginTime: CFTimeInterval {
        get { node.timing.beginTime }
        set { node.timing.beginTime = newValue }
    }

    public var speed: Float {
        get { Float(node.timing.speed) }
        set { node.timing.speed = Double(newValue) }
    }

    public var timeOffset: CFTimeInterval {
        get { node.timing.timeOffset }
        set { node.timing.timeOffset = newValue }
    }

    public var duration: CFTimeInterval {
        get { layerActiveTiming.duration }
        set { layerActiveTiming.duration = newValue }
    }

    public var repeatCount: Float {
        get { layerActiveTiming.repeatCount }
        set { layerActiveTiming.repeatCount = newValue }
    }

    public var repeatDuration: CFTimeInterval {
        get { layerActiveTiming.repeatDuration }
        set { layerActiveTiming.repeatDuration = newValue }
    }

    public var autoreverses: Bool {
        get { layerActiveTiming.autoreverses }
        set { layerActiveTiming.autoreverses = newValue }
    }

    public var fillMode: CAMediaTimingFillMode {
        get { layerActiveTiming.fillMode }
        set { layerActiveTiming.fillMode = newValue }
    }

    /// Converts `t` from `layer`'s local time (nil: `CACurrentMediaTime()`'s) to this layer's,
    /// through the layers' timings between them.
    public func convertTime(_ t: CFTimeInterval, from layer: CALayer?) -> CFTimeInterval {
        View.convertLayerTime(t, from: layer?.node.view, to: node.view)
    }

    /// Converts `t` from this layer's local time to `layer`'s (nil: `CACurrentMediaTime()`'s).
    public func convertTime(_ t: CFTimeInterval, to layer: CALayer?) -> CFTimeInterval {
        View.convertLayerTime(t, from: node.view, to: layer?.node.view)
    }
}

/// A layer's own active duration, repetitions and fill mode: stored with the layer.
struct LayerActiveTiming {
    var duration: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed
}
