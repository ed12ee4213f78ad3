import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// `view.mask`: a circle reveal, as transition code writes it, clips the view to the mask
/// view's rounded bounds, at the mask's alpha, and follows the mask's animation.
@MainActor
@Suite struct MaskViewTests {
    /// A 200 x 200 pt red card at (0, 0) on a white root view, masked by a black circle of
    /// `diameter` centred on the card.
    func scene(diameter: CGFloat, alpha: CGFloat = 1) -> (UIWindow, UIView) {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        root.view.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        card.backgroundColor = .red
        let circle = UIView(frame: CGRect(x: 100 - diameter / 2, y: 100 - diameter / 2, width: diameter, height: diameter))
        circle.backgroundColor = UIColor.black.withAlphaComponent(alpha)
        circle.layer.cornerRadius = diameter / 2
        card.mask = circle
        root.view.addSubview(card)
        return (window, card)
    }

    private func render(_ window: UIWindow) throws -> (Bitmap, Int) {
        let bitmap = try SceneRenderer().frame(of: window.windowNode).render()
        return (bitmap, bitmap.width / 390)
    }

    @Test func aCircleMaskRevealsOnlyTheCircle() throws {
        let (window, card) = scene(diameter: 100)
        #expect(card.mask?.frame == CGRect(x: 50, y: 50, width: 100, height: 100))
        let (bitmap, scale) = try render(window)
        let red = PremultipliedPixel(r: 255, g: 0, b: 0, a: 255), white = PremultipliedPixel(r: 255, g: 255, b: 255, a: 255)
        #expect(bitmap[100 * scale, 100 * scale] == red)
        #expect(bitmap[60 * scale, 100 * scale] == red)            // inside the circle, near its left edge
        #expect(bitmap[55 * scale, 55 * scale] == white)           // inside the card, outside the circle
        #expect(bitmap[10 * scale, 10 * scale] == white)
    }

    @Test func aTranslucentMaskShowsTheViewAtItsAlpha() throws {
        let (window, _) = scene(diameter: 100, alpha: 0.5)
        let (bitmap, scale) = try render(window)
        let centre = bitmap[100 * scale, 100 * scale]
        #expect(centre.r == 255 && abs(Int(centre.g) - 128) <= 1 && centre.g == centre.b)
    }

    @Test func anAnimatedMaskGrowsTheReveal() throws {
        let (window, card) = scene(diameter: 20)
        let mask = try #require(card.mask)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
            mask.frame = CGRect(x: 0, y: 0, width: 200, height: 200)
            mask.layer.cornerRadius = 100
        }
        // 45 pt from the centre: outside at the start (radius 10), inside halfway (radius 55).
        let (start, scale) = try render(window)
        #expect(start[145 * scale, 100 * scale].g == 255)
        try window.windowNode.clock.advance(to: window.windowNode.clock.now + 0.5)
        let (midway, _) = try render(window)
        #expect(midway[145 * scale, 100 * scale] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
        #expect(midway[165 * scale, 100 * scale].g == 255)
    }
}

extension MaskViewTests {
    /// A gradient layer as the mask fades the view out towards its bottom: the fade-out edge
    /// transition code makes. Each row shows at the gradient's alpha there.
    @Test func aGradientMaskFadesTheView() throws {
        let (window, card) = scene(diameter: 100)
        let fade = CAGradientLayer()
        fade.frame = card.bounds
        fade.colors = [UIColor.black.cgColor, UIColor.black.withAlphaComponent(0).cgColor]
        card.layer.mask = fade
        let (bitmap, scale) = try render(window)
        // Red over white: green falls as the card shows; the mask's alpha is 1 - y / 200.
        for y in stride(from: 10, through: 190, by: 30) {
            let shown = 1 - (Double(y) + 0.5 / Double(scale)) / 200
            let green = Double(bitmap[100 * scale, y * scale].g)
            #expect(abs(green - 255 * (1 - shown)) <= 1.5, "y = \(y): \(green)")
        }
    }

    /// A mask made of sublayers, text or an image is drawn whole: its alpha masks the view.
    @Test func aMaskOfTextOrSublayersMasksWithItsAlpha() throws {
        let (window, card) = scene(diameter: 100)
        let textMask = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        textMask.text = "Basil"
        textMask.font = .systemFont(ofSize: 60, weight: .bold)
        textMask.textAlignment = .center
        card.mask = textMask
        let (text, scale) = try render(window)
        var red = 0
        for y in 0..<(200 * scale) { for x in 0..<(200 * scale) where text[x, y] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255) { red += 1 } }
        // Only the letters show: some red, much less than the card.
        #expect(red > 500 && red < 200 * 200 * scale * scale / 4)
        #expect(text[5 * scale, 5 * scale] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))

        let holder = UIView(frame: card.bounds)
        let strip = UIView(frame: CGRect(x: 0, y: 50, width: 200, height: 20))
        strip.backgroundColor = .black
        holder.addSubview(strip)
        card.mask = holder
        let (strips, _) = try render(window)
        #expect(strips[100 * scale, 60 * scale] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
        #expect(strips[100 * scale, 100 * scale] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
    }
}
