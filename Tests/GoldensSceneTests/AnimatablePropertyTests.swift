@testable import GoldensScene
import Testing

/// Each animatable property is declared once (`AnimatableProperty`): view animation blocks make
/// tracks for exactly those declared for them, and events name each by its key path.
@MainActor
@Suite struct AnimatablePropertyTests {
    @Test func viewBlocksAnimateTheirPropertiesAndNoOthers() {
        let model = LayerState()
        for property in AnimatableProperty.all {
            let track = AnimatableProperty.makeTrack(for: property.storage, model: model)
            #expect((track != nil) == property.animatesInViewBlocks, "\(property.keyPath)")
            #expect(AnimatableProperty.name(of: property.storage) == property.keyPath)
        }
        #expect(Set(AnimatableProperty.all.map(\.keyPath)).count == AnimatableProperty.all.count, "one declaration each")
        #expect(AnimatableProperty.named("backdropBlur") == nil, "the package's own value is not Core Animation's")
    }
}
