import GoldensUIKit
import Testing

/// Follows a view's frame from a class of no particular isolation, as Swift 5 app code does
/// (Foundation's `observe` is not isolated, so neither is GoldensUIKit's).
final class FrameFollower {
    var heights: [CGFloat] = []
    var observation: NSKeyValueObservation?

    func follow(_ view: UIView) {
        observation = view.observe(\.frame, options: [.new]) { [weak self] _, change in
            self?.heights.append(change.newValue?.height ?? -1)
        }
    }
}

@MainActor
@Suite struct KeyValueObservingSwift5Tests {
    @Test func codeOfNoIsolationObservesAView() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        let follower = FrameFollower()
        follower.follow(card)
        card.frame.size.height = 500
        #expect(follower.heights == [500])
    }
}
