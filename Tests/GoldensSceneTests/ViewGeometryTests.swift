import GoldensScene
import Testing

@MainActor
@Suite struct ViewGeometryTests {
    private func expectClose(_ a: Point, _ b: Point, _ comment: Comment? = nil, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9, "\(a) vs \(b) \(comment.map { "\($0)" } ?? "")",
                sourceLocation: sourceLocation)
    }

    private func expectClose(_ a: Rect, _ b: Rect, sourceLocation: SourceLocation = #_sourceLocation) {
        let close = [a.x - b.x, a.y - b.y, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
        #expect(close, "\(a) vs \(b)", sourceLocation: sourceLocation)
    }

    @Test func frameWritesCenterAndBounds() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        #expect(view.center == Point(x: 60, y: 45))
        #expect(view.bounds == Rect(x: 0, y: 0, width: 100, height: 50))
        view.frame = Rect(x: 0, y: 0, width: 40, height: 30)
        #expect(view.center == Point(x: 20, y: 15))
        #expect(view.bounds.size == Size(width: 40, height: 30))
    }

    @Test func changingTheAnchorPointMovesTheView() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        view.layer.anchorPoint = Point(x: 0, y: 0)
        // Position stays at (60, 45), which is now the top-left corner.
        expectClose(view.frame, Rect(x: 60, y: 45, width: 100, height: 50))
    }

    @Test func frameUnderRotationIsTheBoundingBox() {
        let view = View(frame: Rect(x: 10, y: 20, width: 100, height: 50))
        view.transform = Transform(rotationAngle: .pi / 2)
        expectClose(view.frame, Rect(x: 35, y: -5, width: 50, height: 100))
        // Bounds and center are untouched by the transform.
        #expect(view.bounds.size == Size(width: 100, height: 50))
        #expect(view.center == Point(x: 60, y: 45))
    }

    @Test func scaleIsAboutTheAnchorPoint() {
        let view = View(frame: Rect(x: 0, y: 0, width: 100, height: 100))
        view.transform = Transform(scaleX: 0.5, y: 0.5)
        expectClose(view.frame, Rect(x: 25, y: 25, width: 50, height: 50))
        view.layer.anchorPoint = .zero
        view.center = .zero
        expectClose(view.frame, Rect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test func positiveRotationTurnsClockwiseOnScreen() {
        let window = Window(size: Size(width: 200, height: 200), scale: 1)
        let view = View(frame: Rect(x: 100, y: 100, width: 40, height: 40))
        window.addSubview(view)
        view.layer.anchorPoint = .zero
        view.center = Point(x: 100, y: 100)
        view.transform = Transform(rotationAngle: .pi / 2)
        // The view's top-right corner (40, 0) swings down to below the anchor.
        expectClose(view.convert(Point(x: 40, y: 0), to: nil), Point(x: 100, y: 140))
    }

    @Test func convertRoundTripsThroughNestedTransformsAndScrollOffsets() {
        let window = Window(size: Size(width: 390, height: 844), scale: 2)
        let outer = View(frame: Rect(x: 20, y: 40, width: 300, height: 500))
        outer.bounds.origin = Point(x: 0, y: 100)  // scrolled by 100
        outer.transform = Transform(rotationAngle: 0.3).scaledBy(x: 1.5, y: 0.8)
        let inner = View(frame: Rect(x: 30, y: 150, width: 80, height: 60))
        inner.layer.anchorPoint = Point(x: 0.2, y: 0.9)
        inner.transform = Transform(translationX: 5, y: -7).rotated(by: -1.1)
        window.addSubview(outer)
        outer.addSubview(inner)
        for point in [Point(x: 0, y: 0), Point(x: 80, y: 60), Point(x: -13.5, y: 1e3)] {
            let there = inner.convert(point, to: nil)
            expectClose(inner.convert(there, from: nil), point)
            let inOuter = inner.convert(point, to: outer)
            expectClose(outer.convert(inOuter, to: inner), point)
            expectClose(outer.convert(inOuter, to: nil), there)
        }
    }

    @Test func boundsOriginScrollsTheSubviews() {
        let window = Window(size: Size(width: 100, height: 300), scale: 1)
        let scroller = View(frame: Rect(x: 0, y: 0, width: 100, height: 300))
        let child = View(frame: Rect(x: 0, y: 100, width: 10, height: 10))
        window.addSubview(scroller)
        scroller.addSubview(child)
        scroller.bounds.origin = Point(x: 0, y: 100)
        expectClose(child.convert(Point.zero, to: nil), Point(x: 0, y: 0))
        expectClose(child.convert(child.bounds, to: window), Rect(x: 0, y: 0, width: 10, height: 10))
    }

    @Test func subviewOrderOperations() {
        let parent = View()
        let a = View(), b = View(), c = View()
        for (view, name) in [(a, "a"), (b, "b"), (c, "c")] { view.name = name }
        parent.addSubview(a)
        parent.addSubview(b)
        parent.insertSubview(c, belowSubview: b)
        #expect(parent.subviews.map(\.displayName) == ["a", "c", "b"])
        parent.bringSubviewToFront(a)
        #expect(parent.subviews.map(\.displayName) == ["c", "b", "a"])
        parent.insertSubview(a, aboveSubview: c)
        #expect(parent.subviews.map(\.displayName) == ["c", "a", "b"])
        parent.sendSubviewToBack(b)
        #expect(parent.subviews.map(\.displayName) == ["b", "c", "a"])
        let other = View()
        other.addSubview(c)
        #expect(parent.subviews.map(\.displayName) == ["b", "a"])
        #expect(c.superview === other)
        a.removeFromSuperview()
        #expect(parent.subviews.map(\.displayName) == ["b"])
        #expect(a.superview == nil)
        parent.addSubview(parent)  // a view is never its own subview
        #expect(parent.subviews.count == 1)
    }

    @Test func safeAreaInsetsFollowTheViewsPlaceOnScreen() {
        let window = Window.iPhone()
        #expect(window.pixelSize == (780, 1688))
        let full = View(frame: window.bounds)
        let middle = View(frame: Rect(x: 0, y: 300, width: 390, height: 200))
        let bottom = View(frame: Rect(x: 16, y: 744, width: 358, height: 100))
        [full, middle, bottom].forEach(window.addSubview)
        #expect(full.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(middle.safeAreaInsets == EdgeInsets())
        #expect(bottom.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
        let above = View(frame: Rect(x: 0, y: -844, width: 390, height: 844))  // off screen
        let partly = View(frame: Rect(x: 0, y: -100, width: 390, height: 300))
        [above, partly].forEach(window.addSubview)
        #expect(above.safeAreaInsets == EdgeInsets())
        // Hanging 100 pt above the screen, it takes the strip's 47 pt, not its reach past it.
        #expect(partly.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 0, right: 0))
        let below = View(frame: Rect(x: 0, y: 644, width: 390, height: 400))
        window.addSubview(below)
        #expect(below.safeAreaInsets == EdgeInsets(top: 0, left: 0, bottom: 34, right: 0))
    }

    @Test func imageViewContentModes() {
        let image = Image(name: "wide", bitmap: Bitmap(width: 200, height: 100), scale: 2)  // 100 x 50 pt
        let view = ImageView(image: image)
        #expect(view.bounds.size == Size(width: 100, height: 50))
        let square = Rect(x: 0, y: 0, width: 80, height: 80)
        view.contentMode = .scaleToFill
        #expect(view.imageRect(in: square) == square)
        view.contentMode = .scaleAspectFit
        #expect(view.imageRect(in: square) == Rect(x: 0, y: 20, width: 80, height: 40))
        view.contentMode = .scaleAspectFill
        #expect(view.imageRect(in: square) == Rect(x: -40, y: 0, width: 160, height: 80))
        view.contentMode = .center
        #expect(view.imageRect(in: square) == Rect(x: -10, y: 15, width: 100, height: 50))
    }
}

@MainActor
@Suite struct ControllerSafeAreaTests {
    @Test func aScreenSizedControllerViewHasTheScreensInsetsWhereverItIs() {
        let window = Window.iPhone()
        let controller = ViewController()
        controller.view.frame = window.bounds.offsetBy(dx: 0, dy: -844)  // waiting above the screen
        window.addSubview(controller.view)
        #expect(controller.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        let plain = View(frame: window.bounds.offsetBy(dx: 0, dy: -844))
        window.addSubview(plain)
        #expect(plain.safeAreaInsets == EdgeInsets())
    }
}
