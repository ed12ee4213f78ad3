import GoldensScene
import Testing

@Suite struct AnimationTimeTests {
    @Test func timeIsSeconds() {
        let half: AnimationTime = 0.5
        #expect(half * 2 == 1)
    }
}
