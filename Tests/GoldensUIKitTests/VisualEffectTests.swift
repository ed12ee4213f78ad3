import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// A blur effect view blurs what lies behind it, under its tint; without an effect it draws
/// nothing, and setting the effect in an animation block brings the blur in gradually.
@MainActor
@Suite struct VisualEffectTests {
    /// White bars 4 pt wide every 8 pt on black, and an effect view over the left half.
    private func scene(effect: UIVisualEffect?) -> (UIWindow, UIVisualEffectView) {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        root.view.backgroundColor = .black
        for x in stride(from: 0, to: 390, by: 8) {
            let bar = UIView(frame: CGRect(x: CGFloat(x), y: 0, width: 4, height: 844))
            bar.backgroundColor = .white
            root.view.addSubview(bar)
        }
        let effectView = UIVisualEffectView(effect: effect)
        effectView.frame = CGRect(x: 0, y: 100, width: 195, height: 300)
        root.view.addSubview(effectView)
        return (window, effectView)
    }

    private func render(_ window: UIWindow) throws -> Bitmap {
        try SceneRenderer().frame(of: window.windowNode).render()
    }

    /// The spread of red values along a row between x0 and x1 (device pixels).
    private func contrast(_ bitmap: Bitmap, row y: Int, from x0: Int, to x1: Int) -> Int {
        let values = (x0..<x1).map { Int(bitmap[$0, y].r) }
        return values.max()! - values.min()!
    }

    @Test func theBarsBehindABlurEffectMeltIntoGrey() throws {
        let (window, _) = scene(effect: UIBlurEffect(style: .systemUltraThinMaterialLight))
        let bitmap = try render(window)
        let scale = bitmap.width / 390
        let inside = 250 * scale, outside = 600 * scale
        // Behind the effect the bars' 255-step stripes are blurred away (σ = 30 pt) into a
        // smooth grey under the tint: neighbours differ by at most a level.
        let row = (40 * scale..<150 * scale).map { Int(bitmap[$0, inside].r) }
        #expect(zip(row, row.dropFirst()).allSatisfy { abs($0 - $1) <= 1 }, "\(row.prefix(24))")
        #expect(row.allSatisfy { (100...220).contains($0) })
        // Beside it and below it, the bars are untouched.
        #expect(contrast(bitmap, row: inside, from: 200 * scale, to: 380 * scale) == 255)
        #expect(contrast(bitmap, row: outside, from: 40 * scale, to: 150 * scale) == 255)
    }

    /// Under a container at alpha 0.5 (a presented controller fading in) the blur fades in with
    /// it: the stripes keep about half their contrast, where a blur of nothing would leave
    /// them at 80 % under the faded tint.
    @Test func aFadingContainerFadesTheBlurIn() throws {
        let (window, effectView) = scene(effect: UIBlurEffect(style: .systemUltraThinMaterialLight))
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        container.alpha = 0.5
        effectView.superview?.addSubview(container)
        container.addSubview(effectView)
        let bitmap = try render(window)
        let scale = bitmap.width / 390
        let row = (40 * scale..<150 * scale).map { Int(bitmap[$0, 250 * scale].r) }
        let contrast = row.max()! - row.min()!
        #expect(contrast > 100 && contrast < 150, "contrast \(contrast)")
    }

    @Test func noEffectDrawsNothingAndAnAnimatedEffectBlursGradually() throws {
        let (window, effectView) = scene(effect: nil)
        let scale = try render(window).width / 390
        #expect(contrast(try render(window), row: 250 * scale, from: 40 * scale, to: 150 * scale) == 255)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            effectView.effect = UIBlurEffect(style: .systemUltraThinMaterialLight)
        }
        let layer = effectView.layer.node
        #expect(layer.backdropBlur == 30 && layer.presentation.backdropBlur == 0)
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + 0.5)
        #expect(abs(layer.presentation.backdropBlur - 15) < 1e-9)
        // The tint fades in by its opacity, keeping its colour: no grey on the way from clear.
        let tint = try #require(effectView.layer.presentation()?.backgroundColor?.components)
        #expect(tint.count == 4 && abs(tint[0] - 0.97) < 0.01 && abs(tint[1] - 0.97) < 0.01, "\(tint)")
        #expect(abs(tint[3] - 0.35 / 2) < 0.01, "\(tint)")
    }

    /// The content view stretches with the effect view: a label pinned inside it gives a
    /// banner made with constraints its height, without a conflict, and a frame set on an effect
    /// view sizes its content view.
    @Test func theContentViewFollowsTheEffectViewBothWays() {
        let (window, root) = WhiteScene.make()
        let banner = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        banner.translatesAutoresizingMaskIntoConstraints = false
        let label = UILabel()
        label.text = "Saved"
        label.translatesAutoresizingMaskIntoConstraints = false
        banner.contentView.addSubview(label)
        root.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: root.topAnchor, constant: 100),
            banner.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            label.topAnchor.constraint(equalTo: banner.contentView.topAnchor, constant: 12),
            label.bottomAnchor.constraint(equalTo: banner.contentView.bottomAnchor, constant: -12),
            label.leadingAnchor.constraint(equalTo: banner.contentView.leadingAnchor, constant: 16),
            label.trailingAnchor.constraint(equalTo: banner.contentView.trailingAnchor, constant: -16),
        ])
        _ = SceneDiagnostics.drain()
        window.layoutIfNeeded()
        #expect(SceneDiagnostics.drain().isEmpty, "no unsatisfiable constraints")
        #expect(abs(banner.frame.height - (label.intrinsicContentSize.height + 24)) < 0.5, "snapped to the pixel grid")
        #expect(banner.contentView.frame == banner.bounds)
        let framed = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        framed.frame = CGRect(x: 0, y: 300, width: 200, height: 80)
        root.addSubview(framed)
        window.layoutIfNeeded()
        #expect(framed.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
    }
}
