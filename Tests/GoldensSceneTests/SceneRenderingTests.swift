import GoldensScene
import Testing

@MainActor
@Suite struct SceneRenderingTests {
    let red = Color(red: 1, green: 0, blue: 0)
    let blue = Color(red: 0, green: 0, blue: 1)

    private func render(_ window: Window) throws -> Bitmap {
        try SceneRenderer().frame(of: window).render()
    }

    @Test func aPixelAlignedViewFillsExactlyItsFrameInDevicePixels() throws {
        let window = Window(size: Size(width: 20, height: 10), scale: 2)
        let view = View(frame: Rect(x: 2, y: 1, width: 5, height: 3))
        view.backgroundColor = red
        window.addSubview(view)
        let bitmap = try render(window)
        #expect(bitmap.width == 40 && bitmap.height == 20)
        for y in 0..<20 {
            for x in 0..<40 {
                let inside = (4..<14).contains(x) && (2..<8).contains(y)
                let expected = inside ? PremultipliedPixel(r: 255, g: 0, b: 0, a: 255) : PremultipliedPixel(r: 0, g: 0, b: 0, a: 255)
                if bitmap[x, y] != expected {
                    Issue.record("pixel (\(x), \(y)) is \(bitmap[x, y]), expected \(expected)")
                    return
                }
            }
        }
    }

    @Test func groupOpacityFlattensOverlappingSubviews() throws {
        // Two overlapping opaque children in a parent at alpha 0.5: with group opacity the
        // overlap is not darker than either child alone.
        let window = Window(size: Size(width: 10, height: 1), scale: 1)
        window.backgroundColor = .white
        let parent = View(frame: Rect(x: 0, y: 0, width: 10, height: 1))
        parent.alpha = 0.5
        let a = View(frame: Rect(x: 0, y: 0, width: 6, height: 1))
        let b = View(frame: Rect(x: 4, y: 0, width: 6, height: 1))
        a.backgroundColor = blue
        b.backgroundColor = blue
        parent.addSubview(a)
        parent.addSubview(b)
        window.addSubview(parent)
        let bitmap = try render(window)
        #expect(bitmap[1, 0] == bitmap[5, 0])
        #expect(bitmap[5, 0] == bitmap[9, 0])
        #expect(bitmap[5, 0] == PremultipliedPixel(r: 128, g: 128, b: 255, a: 255) || bitmap[5, 0] == PremultipliedPixel(r: 127, g: 127, b: 255, a: 255))
    }

    @Test func hiddenAndTransparentViewsDrawNothing() throws {
        let window = Window(size: Size(width: 4, height: 4), scale: 1)
        let hidden = View(frame: window.bounds)
        hidden.backgroundColor = red
        hidden.isHidden = true
        let clear = View(frame: window.bounds)
        clear.backgroundColor = red
        clear.alpha = 0
        window.addSubview(hidden)
        window.addSubview(clear)
        let frame = try SceneRenderer().frame(of: window)
        #expect(frame.displayList.ops.isEmpty)
        #expect(try frame.render() == Bitmap(width: 4, height: 4, fill: PremultipliedPixel(r: 0, g: 0, b: 0, a: 255)))
    }

    @Test func clipsToBoundsClipsSubviewsAndTheBorderDrawsOnTop() throws {
        let window = Window(size: Size(width: 10, height: 10), scale: 1)
        let parent = View(frame: Rect(x: 0, y: 0, width: 5, height: 10))
        parent.clipsToBounds = true
        parent.layer.borderWidth = 1
        parent.layer.borderColor = .white
        let child = View(frame: Rect(x: 0, y: 0, width: 10, height: 10))
        child.backgroundColor = red
        parent.addSubview(child)
        window.addSubview(parent)
        let bitmap = try render(window)
        #expect(bitmap[2, 5] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
        #expect(bitmap[7, 5] == PremultipliedPixel(r: 0, g: 0, b: 0, a: 255))  // clipped away
        #expect(bitmap[0, 5] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))  // border over the child
        #expect(bitmap[4, 5] == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
    }

    @Test func theDisplayListNamesTheViews() throws {
        let window = Window(size: Size(width: 10, height: 10), scale: 1)
        let card = View(frame: Rect(x: 1, y: 1, width: 5, height: 5))
        card.name = "card"
        card.backgroundColor = red
        card.alpha = 0.4
        window.addSubview(card)
        let ops = try SceneRenderer().frame(of: window).displayList.ops
        #expect(ops.map(\.id) == ["card", "card", nil])
        #expect(ops.first?.kind == .pushGroup(alpha: 0.4))
    }

    @Test func nonFiniteGeometryIsAnErrorNamingTheView() {
        let window = Window(size: Size(width: 10, height: 10), scale: 1)
        let view = View(frame: Rect(x: 0, y: 0, width: 5, height: 5))
        view.name = "details"
        view.transform = Transform(scaleX: .nan, y: 1)
        window.addSubview(view)
        #expect(throws: SceneError(view: "details", problem: "transform [nan, 0.0, 0.0, 1.0, 0.0, 0.0] is not finite")) {
            _ = try SceneRenderer().frame(of: window)
        }
    }

    @Test func aZeroScaleViewDrawsNothingAndDoesNotTrap() throws {
        let window = Window(size: Size(width: 10, height: 10), scale: 1)
        let view = View(frame: window.bounds)
        view.backgroundColor = red
        view.transform = Transform(scaleX: 0, y: 0)
        window.addSubview(view)
        #expect(try render(window) == Bitmap(width: 10, height: 10, fill: PremultipliedPixel(r: 0, g: 0, b: 0, a: 255)))
    }

    @Test func aSnapshotLooksLikeTheViewAndIgnoresItsPlacement() throws {
        let window = Window(size: Size(width: 20, height: 20), scale: 2)
        let card = View(frame: Rect(x: 3, y: 4, width: 8, height: 6))
        card.name = "card"
        card.backgroundColor = red
        let dot = View(frame: Rect(x: 1, y: 1, width: 2, height: 2))
        dot.backgroundColor = blue
        card.addSubview(dot)
        card.transform = Transform(rotationAngle: 0.7)
        window.addSubview(card)
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: true) as? ImageView)
        #expect(snapshot.bounds.size == Size(width: 8, height: 6))
        let bitmap = try #require(snapshot.image?.bitmap)
        #expect(bitmap.width == 16 && bitmap.height == 12)
        #expect(bitmap[0, 0] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))
        #expect(bitmap[3, 3] == PremultipliedPixel(r: 0, g: 0, b: 255, a: 255))
        #expect(bitmap[15, 11] == PremultipliedPixel(r: 255, g: 0, b: 0, a: 255))

        // Placed where the card was (untransformed), it draws the same pixels as the card.
        card.transform = .identity
        let original = try render(window)
        card.removeFromSuperview()
        snapshot.frame = Rect(x: 3, y: 4, width: 8, height: 6)
        window.addSubview(snapshot)
        #expect(try render(window) == original)
    }
}
