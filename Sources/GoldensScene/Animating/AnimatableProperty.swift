/// One animatable layer property, declared once: its Core Animation key path (also its name in
/// events and messages), where its value is stored in `LayerState` and of what kind, whether a
/// new target retargets the running animation additively, and which animations reach it.
/// Everything that animates a property works from this declaration: view animation blocks,
/// keyframes and property animators make its track from it (`makeTrack`), and GoldensUIKit's
/// keyed animations (`CABasicAnimation`, `CAKeyframeAnimation`, implicit layer actions) find it
/// by key path and read and write its value through it. Adding a property is a `LayerState`
/// field, a line in `all`, the UIKit accessor and its drawing (docs/Architecture.md, "An
/// animatable property").
// Key paths are not `Sendable` to the compiler, but these name stored fields of a value type and
// never change: sharing them between threads is safe.
public struct AnimatableProperty: @unchecked Sendable {
    /// Where the value is stored, and so how it interpolates.
    public enum Value: @unchecked Sendable {
        case number(WritableKeyPath<LayerState, Double>)
        case point(WritableKeyPath<LayerState, Point>)
        case size(WritableKeyPath<LayerState, Size>)
        case rect(WritableKeyPath<LayerState, Rect>)
        case color(WritableKeyPath<LayerState, Color>)
        /// No colour animates as transparent black, which Core Animation fades from and to.
        case optionalColor(WritableKeyPath<LayerState, Color?>)
        /// A shape's outline; none animates as the empty path.
        case path(WritableKeyPath<LayerState, Path?>)
        /// A 3-D transform (`transform3D`, `sublayerTransform`), animated taken apart
        /// (`DecomposedTransform`), the shorter way round.
        case transform(WritableKeyPath<LayerState, Transform3D>)
    }

    /// How a new target meets a running animation (docs/UIKitBehaviour.md, "Retargeting").
    public enum Retargeting: Sendable {
        /// On top of it: the running one keeps going, relative to the new model value.
        case additive
        /// In its place.
        case replacing
    }

    /// Core Animation's key path ("position", "shadowRadius").
    public let keyPath: String
    public let value: Value
    public let retargeting: Retargeting
    /// Whether UIView animation blocks, keyframes and property animators animate it (the
    /// properties of a view's layer they animate), not only Core Animation's animations.
    public let animatesInViewBlocks: Bool
    /// Whether Core Animation code can name it: false for values of the package's own (the blur
    /// a blur effect animates).
    public let isCoreAnimationKeyPath: Bool

    init(_ keyPath: String, _ value: Value, _ retargeting: Retargeting = .replacing, inViewBlocks: Bool = true,
         coreAnimation: Bool = true) {
        self.keyPath = keyPath
        self.value = value
        self.retargeting = retargeting
        animatesInViewBlocks = inViewBlocks
        isCoreAnimationKeyPath = coreAnimation
    }

    /// Every animatable property.
    public static let all: [AnimatableProperty] = [
        AnimatableProperty("position", .point(\.position), .additive),
        AnimatableProperty("bounds", .rect(\.bounds), .additive),
        AnimatableProperty("transform", .transform(\.transform3D), .additive),
        AnimatableProperty("anchorPoint", .point(\.anchorPoint)),
        AnimatableProperty("opacity", .number(\.opacity)),
        AnimatableProperty("backgroundColor", .optionalColor(\.backgroundColor)),
        AnimatableProperty("cornerRadius", .number(\.cornerRadius)),
        AnimatableProperty("borderWidth", .number(\.borderWidth)),
        AnimatableProperty("borderColor", .color(\.borderColor)),
        AnimatableProperty("shadowOpacity", .number(\.shadowOpacity)),
        AnimatableProperty("shadowRadius", .number(\.shadowRadius)),
        AnimatableProperty("shadowOffset", .size(\.shadowOffset)),
        AnimatableProperty("shadowColor", .color(\.shadowColor)),
        AnimatableProperty("backdropBlur", .number(\.backdropBlur), coreAnimation: false),
        // A shape layer's: animated by Core Animation's animations only.
        AnimatableProperty("path", .path(\.shapePath), inViewBlocks: false),
        AnimatableProperty("fillColor", .optionalColor(\.fillColor), inViewBlocks: false),
        AnimatableProperty("strokeColor", .optionalColor(\.strokeColor), inViewBlocks: false),
        AnimatableProperty("lineWidth", .number(\.lineWidth), inViewBlocks: false),
        AnimatableProperty("strokeStart", .number(\.strokeStart), inViewBlocks: false),
        AnimatableProperty("strokeEnd", .number(\.strokeEnd), inViewBlocks: false),
        // Core Animation's animations only: a view's animation block sets them at once.
        AnimatableProperty("zPosition", .number(\.zPosition), inViewBlocks: false),
        AnimatableProperty("sublayerTransform", .transform(\.sublayerTransform), inViewBlocks: false),
    ]

    /// The `LayerState` field the value is stored in.
    public var storage: PartialKeyPath<LayerState> {
        switch value {
        case let .number(keyPath): keyPath
        case let .point(keyPath): keyPath
        case let .size(keyPath): keyPath
        case let .rect(keyPath): keyPath
        case let .color(keyPath): keyPath
        case let .optionalColor(keyPath): keyPath
        case let .path(keyPath): keyPath
        case let .transform(keyPath): keyPath
        }
    }

    /// The property Core Animation names `keyPath`.
    public static func named(_ keyPath: String) -> AnimatableProperty? {
        byKeyPath[keyPath]
    }

    private static let byKeyPath = Dictionary(uniqueKeysWithValues: all.filter(\.isCoreAnimationKeyPath).map { ($0.keyPath, $0) })
    // Immutable once made, as the key paths in it (above).
    private nonisolated(unsafe) static let byStorage = Dictionary(uniqueKeysWithValues: all.map { ($0.storage, $0) })

    /// The track view animation blocks animate the property stored at `storage` with; nil for
    /// a property they do not animate (it changes at once).
    @MainActor
    static func makeTrack(for storage: PartialKeyPath<LayerState>, model: LayerState) -> (any LayerPropertyTrack)? {
        guard let property = byStorage[storage], property.animatesInViewBlocks else { return nil }
        return property.makeTrack(model: model)
    }

    /// Whether the property has the same value in both states. A change that changes nothing
    /// makes no animation in UIKit, so an animation already running on the property goes on (and
    /// a block that changes nothing completes at once).
    static func isUnchanged(_ storage: PartialKeyPath<LayerState>, from before: LayerState, to after: LayerState) -> Bool {
        guard let property = byStorage[storage] else { return false }
        switch property.value {
        case let .number(keyPath): return before[keyPath: keyPath] == after[keyPath: keyPath]
        case let .point(keyPath): return before[keyPath: keyPath] == after[keyPath: keyPath]
        case let .size(keyPath): return before[keyPath: keyPath] == after[keyPath: keyPath]
        case let .rect(keyPath): return before[keyPath: keyPath] == after[keyPath: keyPath]
        case let .color(keyPath): return before[keyPath: keyPath] == after[keyPath: keyPath]
        case let .optionalColor(keyPath): return before[keyPath: keyPath] == after[keyPath: keyPath]
        case let .path(keyPath): return before[keyPath: keyPath] == after[keyPath: keyPath]
        case let .transform(keyPath): return before[keyPath: keyPath] == after[keyPath: keyPath]
        }
    }

    /// A readable name for events and messages ("details.position").
    static func name(of storage: PartialKeyPath<LayerState>) -> String {
        byStorage[storage]?.keyPath ?? "property"
    }

    @MainActor
    private func makeTrack(model: LayerState) -> any LayerPropertyTrack {
        let additive = retargeting == .additive
        func plain<V: Interpolatable>(_ keyPath: WritableKeyPath<LayerState, V>) -> any LayerPropertyTrack {
            TypedPropertyTrack(keyPath, model: model, additive: additive, encode: { $0 }, decode: { $0 })
        }
        switch value {
        case let .number(keyPath): return plain(keyPath)
        case let .point(keyPath): return plain(keyPath)
        case let .size(keyPath): return plain(keyPath)
        case let .rect(keyPath): return plain(keyPath)
        case let .color(keyPath): return plain(keyPath)
        case let .optionalColor(keyPath):
            return TypedPropertyTrack(keyPath, model: model, additive: additive, encode: { $0 ?? .clear }, decode: { $0 })
        case let .path(keyPath):
            return TypedPropertyTrack(keyPath, model: model, additive: additive, encode: { $0 ?? Path() }, decode: { $0 })
        case let .transform(keyPath):
            return TypedPropertyTrack(keyPath, model: model, additive: additive,
                                      encode: DecomposedTransform.init, decode: \.transform3D,
                                      prepare: { target, current in target.nearestRotation(to: current) })
        }
    }
}
