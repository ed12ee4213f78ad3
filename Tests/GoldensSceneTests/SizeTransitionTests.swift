import GoldensScene
import Testing

@MainActor
@Suite struct SizeTransitionTests {
    /// Lays a card out at half the root view's width and records the rotation callbacks.
    final class Root: ViewController {
        let card = View()
        var log: [String] = []

        override func loadView() {
            view = LayingOutView()
        }

        override func viewDidLoad() {
            view.backgroundColor = Color(white: 1)
            card.backgroundColor = Color(red: 0, green: 0, blue: 1)
            card.name = "card"
            view.addSubview(card)
        }

        override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            log.append("willTransition \(size.width)x\(size.height) over \(coordinator.transitionDuration)")
            coordinator.animate(alongsideTransition: { _ in self.card.alpha = 0.25 },
                                completion: { _ in self.log.append("alongside completion") })
        }
    }

    final class LayingOutView: View {
        override func layoutSubviews() {
            subviews.first?.frame = Rect(x: 0, y: 0, width: bounds.width / 2, height: 10)
        }
    }

    @Test func aRotationAnimatesLayoutAndAlongsideAnimations() throws {
        let window = Window(size: Size(width: 20, height: 40), scale: 1)
        let root = Root()
        window.rootViewController = root
        window.layoutIfNeeded()
        #expect(root.card.frame.width == 10)
        let frames = try TransitionSampler(window: window).record(.sizeChange(to: Size(width: 40, height: 20)),
                                                                  at: .progress([0.5]))
        #expect(frames.map(\.label) == ["resize@0.00", "resize@0.50", "resize@1.00", "resize@settled"])
        #expect(frames.allSatisfy { $0.bitmap.width == 40 && $0.bitmap.height == 20 })
        #expect(root.log == ["willTransition 40.0x20.0 over 0.4", "alongside completion"])
        // The card's width animates from 10 to 20 with easeInOut: 15 half-way.
        let cardOp = try #require(frames[1].displayList.ops.first { $0.id == "card" && $0.kind.name == "fillRect" })
        guard case let .fillRect(rect, _, _) = cardOp.kind else { return }
        #expect(abs(rect.width - 15) < 1e-9)
        #expect(root.card.frame.width == 20)
        #expect(root.card.alpha == 0.25)
        // Half-way, the card is half transparent-ish: blended between blue and white.
        let middle = frames[1].bitmap[2, 2]
        #expect(middle.b == 255 && middle.r > 0 && middle.r < 255)
    }
}
