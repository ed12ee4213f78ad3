import Foundation
import GoldensScene

/// The layer properties keyed animations (`CABasicAnimation`, `CAKeyframeAnimation`…) animate,
/// by Core Animation key path, with the Swift values their `fromValue`/`toValue`/`values`
/// take. Transform parts ("transform.rotation.z", "transform.scale"…) change that part of the
/// taken-apart transform and keep the others, as Core Animation's value functions do.
@MainActor
struct AnimatedKeyPath {
    typealias Applier = (inout LayerState, Double) -> Void

    /// From, to and by values (any of them nil) to an applier; nil for values of another type.
    let basic: (_ from: Any?, _ to: Any?, _ by: Any?, _ shown: LayerState, _ model: LayerState, _ additive: Bool) -> Applier?
    /// Keyframe values at key times to an applier.
    let keyframes: (_ values: [Any], _ keyTimes: [Double]?, _ mode: KeyframeCalculationMode, _ model: LayerState,
                    _ additive: Bool) -> Applier?

    init?(_ keyPath: String) {
        guard let property = AnimatedKeyPath.table[keyPath] else { return nil }
        self = property
    }

    /// "transform" made by a value function from the numbers animated; nil for another key
    /// path, whose value function is not used.
    init?(_ keyPath: String, valueFunction: CAValueFunctionName) {
        guard keyPath == "transform" else { return nil }
        let write: WritableKeyPath<LayerState, Transform3D> = \.transform3D
        func one(_ part: @escaping (DecomposedTransform) -> Double, _ make: @escaping (Double) -> CATransform3D) -> AnimatedKeyPath {
            AnimatedKeyPath.channel({ part(DecomposedTransform($0[keyPath: write])) },
                                    { state, value in state[keyPath: write] = make(value).scene }, Convert.number)
        }
        func three(_ parts: @escaping (DecomposedTransform) -> Triple, _ make: @escaping (Triple) -> CATransform3D) -> AnimatedKeyPath {
            AnimatedKeyPath.channel({ parts(DecomposedTransform($0[keyPath: write])) },
                                    { state, value in state[keyPath: write] = make(value).scene }, Convert.triple)
        }
        switch valueFunction {
        case .rotateX: self = one(\.depth.rotationX) { CATransform3DMakeRotation(CGFloat($0), 1, 0, 0) }
        case .rotateY: self = one(\.depth.rotationY) { CATransform3DMakeRotation(CGFloat($0), 0, 1, 0) }
        case .rotateZ: self = one(\.angle) { CATransform3DMakeRotation(CGFloat($0), 0, 0, 1) }
        case .scaleX: self = one(\.scaleX) { CATransform3DMakeScale(CGFloat($0), 1, 1) }
        case .scaleY: self = one(\.scaleY) { CATransform3DMakeScale(1, CGFloat($0), 1) }
        case .scaleZ: self = one({ $0.depth.scaleZOffset + 1 }) { CATransform3DMakeScale(1, 1, CGFloat($0)) }
        case .translateX: self = one(\.translationX) { CATransform3DMakeTranslation(CGFloat($0), 0, 0) }
        case .translateY: self = one(\.translationY) { CATransform3DMakeTranslation(0, CGFloat($0), 0) }
        case .translateZ: self = one(\.depth.translationZ) { CATransform3DMakeTranslation(0, 0, CGFloat($0)) }
        case .scale:
            self = three({ Triple(x: $0.scaleX, y: $0.scaleY, z: $0.depth.scaleZOffset + 1) }) {
                CATransform3DMakeScale(CGFloat($0.x), CGFloat($0.y), CGFloat($0.z))
            }
        case .translate:
            self = three({ Triple(x: $0.translationX, y: $0.translationY, z: $0.depth.translationZ) }) {
                CATransform3DMakeTranslation(CGFloat($0.x), CGFloat($0.y), CGFloat($0.z))
            }
        default: return nil
        }
    }

    /// The key paths, for messages.
    static var supported: String { table.keys.sorted().joined(separator: ", ") }

    private init(basic: @escaping (Any?, Any?, Any?, LayerState, LayerState, Bool) -> Applier?,
                 keyframes: @escaping ([Any], [Double]?, KeyframeCalculationMode, LayerState, Bool) -> Applier?) {
        self.basic = basic
        self.keyframes = keyframes
    }

    /// A property read with `get`, written with `set`, its animation values made by `convert`.
    private static func channel<V: Interpolatable>(_ get: @escaping (LayerState) -> V, _ set: @escaping (inout LayerState, V) -> Void,
                                                   _ convert: @escaping (Any) -> V?) -> AnimatedKeyPath {
        func write(_ value: V, additive: Bool) -> Applier {
            { state, _ in set(&state, additive ? get(state) + value : value) }
        }
        return AnimatedKeyPath(
            basic: { from, to, by, shown, model, additive in
                let f = from.flatMap(convert), t = to.flatMap(convert), b = by.flatMap(convert)
                if (from != nil && f == nil) || (to != nil && t == nil) || (by != nil && b == nil) { return nil }
                // Core Animation's rules for missing values: the shown value stands in for a
                // missing start, the model value for a missing end.
                let start: V, end: V
                switch (f, t, b) {
                case let (f?, t?, _): (start, end) = (f, t)
                case let (f?, nil, b?): (start, end) = (f, f + b)
                case let (nil, t?, b?): (start, end) = (t - b, t)
                case let (f?, nil, nil): (start, end) = (f, get(model))
                case let (nil, t?, nil): (start, end) = (get(shown), t)
                case let (nil, nil, b?): (start, end) = (get(shown), get(shown) + b)
                case (nil, nil, nil): (start, end) = (get(shown), get(model))
                }
                return { state, progress in
                    let value = start.interpolated(to: end, progress: progress)
                    set(&state, additive ? get(state) + value : value)
                }
            },
            keyframes: { values, keyTimes, mode, _, additive in
                let converted = values.compactMap(convert)
                guard converted.count == values.count, let first = converted.first else { return nil }
                guard converted.count > 1 else { return write(first, additive: additive) }
                let times = keyTimes.flatMap { $0.count == converted.count ? $0 : nil }
                    ?? converted.indices.map { Double($0) / Double(converted.count - 1) }
                let frames = (1..<converted.count).map { i in
                    Keyframe(relativeStartTime: times[i - 1], relativeDuration: times[i] - times[i - 1], value: converted[i])
                }
                let timeline = KeyframeTimeline(initialValue: first, keyframes: frames, calculationMode: mode)
                return { state, progress in
                    let value = timeline.value(atFraction: min(1, max(0, progress)))
                    set(&state, additive ? get(state) + value : value)
                }
            })
    }

    /// A whole property, as the engine declares it (`AnimatableProperty`).
    private static func whole(_ property: AnimatableProperty) -> AnimatedKeyPath {
        switch property.value {
        case let .number(keyPath): channel({ $0[keyPath: keyPath] }, { $0[keyPath: keyPath] = $1 }, Convert.number)
        case let .point(keyPath): channel({ $0[keyPath: keyPath] }, { $0[keyPath: keyPath] = $1 }, Convert.point)
        case let .size(keyPath): channel({ $0[keyPath: keyPath] }, { $0[keyPath: keyPath] = $1 }, Convert.size)
        case let .rect(keyPath): channel({ $0[keyPath: keyPath] }, { $0[keyPath: keyPath] = $1 }, Convert.rect)
        case let .color(keyPath): channel({ $0[keyPath: keyPath] }, { $0[keyPath: keyPath] = $1 }, Convert.color)
        case let .optionalColor(keyPath): channel({ $0[keyPath: keyPath] ?? .clear }, { $0[keyPath: keyPath] = $1 }, Convert.color)
        case let .path(keyPath): channel({ $0[keyPath: keyPath] ?? Path() }, { $0[keyPath: keyPath] = $1 }, Convert.path)
        case let .transform(keyPath):
            channel({ DecomposedTransform($0[keyPath: keyPath]) }, { $0[keyPath: keyPath] = $1.transform3D }, Convert.transform)
        }
    }

    /// One number of a taken-apart transform (the layer's, else its sublayer transform).
    private static func transformPart(_ part: WritableKeyPath<DecomposedTransform, Double>...,
                                      of transform: WritableKeyPath<LayerState, Transform3D> = \.transform3D) -> AnimatedKeyPath {
        channel({ DecomposedTransform($0[keyPath: transform])[keyPath: part[0]] },
                { state, value in
                    var parts = DecomposedTransform(state[keyPath: transform])
                    for p in part { parts[keyPath: p] = value }
                    state[keyPath: transform] = parts.transform3D
                }, Convert.number)
    }

    /// A transform's uniform scale ("transform.scale"): x, y and z together.
    private static func uniformScale(of transform: WritableKeyPath<LayerState, Transform3D>) -> AnimatedKeyPath {
        channel({ DecomposedTransform($0[keyPath: transform]).scaleX },
                { state, value in
                    var parts = DecomposedTransform(state[keyPath: transform])
                    (parts.scaleX, parts.scaleY, parts.depth.scaleZOffset) = (value, value, value - 1)
                    state[keyPath: transform] = parts.transform3D
                }, Convert.number)
    }

    /// The parts of a transform that key paths reach into, under `prefix` ("transform",
    /// "sublayerTransform").
    private static func transformParts(_ prefix: String, of transform: WritableKeyPath<LayerState, Transform3D>) -> [String: AnimatedKeyPath] {
        [
            "\(prefix).rotation": transformPart(\.angle, of: transform),
            "\(prefix).rotation.z": transformPart(\.angle, of: transform),
            "\(prefix).rotation.x": transformPart(\.depth.rotationX, of: transform),
            "\(prefix).rotation.y": transformPart(\.depth.rotationY, of: transform),
            "\(prefix).scale": uniformScale(of: transform),
            "\(prefix).scale.x": transformPart(\.scaleX, of: transform),
            "\(prefix).scale.y": transformPart(\.scaleY, of: transform),
            "\(prefix).translation.x": transformPart(\.translationX, of: transform),
            "\(prefix).translation.y": transformPart(\.translationY, of: transform),
            "\(prefix).translation.z": transformPart(\.depth.translationZ, of: transform),
        ]
    }

    /// Every property Core Animation can name, whole, and the parts of some that key paths
    /// reach into.
    private static let table: [String: AnimatedKeyPath] = {
        var table = parts
        table.merge(transformParts("transform", of: \.transform3D)) { own, _ in own }
        table.merge(transformParts("sublayerTransform", of: \.sublayerTransform)) { own, _ in own }
        for property in AnimatableProperty.all where property.isCoreAnimationKeyPath { table[property.keyPath] = whole(property) }
        return table
    }()

    private static let parts: [String: AnimatedKeyPath] = [
        "position.x": channel({ $0.position.x }, { $0.position.x = $1 }, Convert.number),
        "position.y": channel({ $0.position.y }, { $0.position.y = $1 }, Convert.number),
        "bounds.origin": channel({ $0.bounds.origin }, { $0.bounds.origin = $1 }, Convert.point),
        "bounds.size": channel({ $0.bounds.size }, { $0.bounds.size = $1 }, Convert.size),
        "bounds.size.width": channel({ $0.bounds.size.width }, { $0.bounds.size.width = $1 }, Convert.number),
        "bounds.size.height": channel({ $0.bounds.size.height }, { $0.bounds.size.height = $1 }, Convert.number),
        // A gradient layer's stops and axis (a shimmer slides its locations).
        "locations": channel({ InterpolatableList($0.gradientLocations ?? []) }, { $0.gradientLocations = $1.elements }, Convert.numbers),
        "colors": channel({ InterpolatableList($0.gradientColors ?? []) }, { $0.gradientColors = $1.elements }, Convert.colors),
        "startPoint": channel({ $0.gradientStartPoint ?? Point(x: 0.5, y: 0) }, { $0.gradientStartPoint = $1 }, Convert.point),
        "endPoint": channel({ $0.gradientEndPoint ?? Point(x: 0.5, y: 1) }, { $0.gradientEndPoint = $1 }, Convert.point),
    ]
}

/// Three numbers a value function takes (`.scale`, `.translate`), interpolated each on its own.
struct Triple: Interpolatable {
    var x: Double, y: Double, z: Double

    func scaled(by factor: Double) -> Triple { Triple(x: x * factor, y: y * factor, z: z * factor) }
    var magnitudeSquared: Double { x * x + y * y + z * z }
    static func + (a: Triple, b: Triple) -> Triple { Triple(x: a.x + b.x, y: a.y + b.y, z: a.z + b.z) }
    static func - (a: Triple, b: Triple) -> Triple { Triple(x: a.x - b.x, y: a.y - b.y, z: a.z - b.z) }
}

/// Animation values (`Any`, as Core Animation takes them) to the scene model's types.
enum Convert {
    /// Three numbers, as an array (`[1, 2, 1]`, `[NSNumber]`) a value function takes.
    static func triple(_ value: Any) -> Triple? {
        guard let array = value as? [Any], array.count == 3,
              let x = number(array[0]), let y = number(array[1]), let z = number(array[2]) else { return nil }
        return Triple(x: x, y: y, z: z)
    }

    static func number(_ value: Any) -> Double? {
        switch value {
        case let v as Double: v
        case let v as CGFloat: Double(v)
        case let v as Float: Double(v)
        case let v as Int: Double(v)
        case let v as NSNumber: v.doubleValue
        default: nil
        }
    }

    // Bare or boxed in NSValue (`NSValue(cgPoint:)`), as apps write an animation's values.
    static func point(_ value: Any) -> Point? { CALayer.point(value)?.scene }
    static func size(_ value: Any) -> Size? { CALayer.size(value)?.scene }
    static func rect(_ value: Any) -> Rect? { CALayer.rect(value)?.scene }

    /// A list of numbers (`[0, 0.5, 1]`, `[NSNumber]`), as a gradient's `locations`.
    static func numbers(_ value: Any) -> InterpolatableList<Double>? {
        guard let array = value as? [Any] else { return nil }
        let numbers = array.compactMap(number)
        return numbers.count == array.count ? InterpolatableList(numbers) : nil
    }

    /// A list of colours (`[CGColor]`, `[UIColor]`), as a gradient's `colors`.
    static func colors(_ value: Any) -> InterpolatableList<Color>? {
        guard let array = value as? [Any] else { return nil }
        let colors = array.compactMap(color)
        return colors.count == array.count ? InterpolatableList(colors) : nil
    }

    static func color(_ value: Any) -> Color? {
        if let color = value as? UIColor { return color.cgColor.sceneColor }
        if let color = value as? CGColor { return color.sceneColor }
        return nil
    }

    static func path(_ value: Any) -> Path? {
        if let path = value as? CGPath { return path.path }
        return (value as? UIBezierPath)?.path
    }

    static func transform(_ value: Any) -> DecomposedTransform? {
        CALayer.transform(value).map { DecomposedTransform($0.scene) }
    }
}
