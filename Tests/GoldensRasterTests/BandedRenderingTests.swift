@testable import GoldensRaster
import Dispatch
import Synchronization
import Testing
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A frame drawn in bands on several threads is the frame drawn on one, byte for byte, for
/// every kind of op (shadows blur across band edges, groups and planes span bands).
@Suite struct BandedRenderingTests {
    static let red = Color(red: 0.9, green: 0.2, blue: 0.1), blue = Color(red: 0.1, green: 0.3, blue: 0.9)

    /// A 160 x 150 frame of everything the renderer draws, most shapes crossing band edges.
    static func busyFrame() -> (DisplayList, [String: Bitmap]) {
        var photo = Bitmap(width: 9, height: 7)
        for y in 0..<7 { for x in 0..<9 {
            photo[x, y] = PremultipliedPixel(r: UInt8(x * 28), g: UInt8(y * 36), b: UInt8((x * y * 5) % 255), a: 255)
        } }
        let stops: [LinearGradient.Stop] = [.init(location: 0, color: red), .init(location: 1, color: Color(white: 1, alpha: 0.2))]
        let turn = Transform(rotationAngle: 0.3).concatenating(Transform(translationX: 80, y: 60))
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 120
        let plane = Transform3D(translationX: -30, y: -20, z: 0).concatenating(Transform3D(rotationAngle: 0.7, x: 0, y: 1, z: 0))
            .concatenating(perspective).concatenating(Transform3D(translationX: 110, y: 110, z: 0)).projection
        var wave = Path()
        wave.move(to: Point(x: 5, y: 140))
        wave.curve(to: Point(x: 150, y: 10), control1: Point(x: 60, y: -20), control2: Point(x: 90, y: 190))
        let ops: [DisplayOp] = [
            .roundedRectShadow(Rect(x: 20, y: 15, width: 100, height: 90), radius: 12,
                               shadow: Shadow(color: Color(white: 0, alpha: 0.6), offset: Size(width: 3, height: 9), radius: 14)),
            .fillRoundedRect(Rect(x: 20, y: 15, width: 100, height: 90), radius: 12, color: .white),
            .pathShadow(Path.ellipse(in: Rect(x: 60, y: 70, width: 70, height: 50)),
                        shadow: Shadow(color: blue.withAlpha(0.7), offset: Size(width: -4, height: 2), radius: 6)),
            .pushGroup(alpha: 0.8),
            .pushClipRoundedRect(Rect(x: 10, y: 30, width: 140, height: 100), radius: 25),
            .drawImage("photo", rect: Rect(x: -40, y: -30, width: 80, height: 60), filter: .bilinear, transform: turn),
            .drawImage("photo", rect: Rect(x: 0, y: 40, width: 70, height: 50), filter: .bilinear),
            .fillLinearGradient(Rect(x: 90, y: 20, width: 60, height: 110), radius: 8,
                                gradient: LinearGradient(start: Point(x: 90, y: 20), end: Point(x: 150, y: 130), stops: stops)),
            .popClip,
            .fillGradient(Rect(x: 0, y: 100, width: 80, height: 50),
                          gradient: ShapedGradient(shape: .conic(center: Point(x: 40, y: 125), startAngle: 0.4), stops: stops)),
            .popGroup,
            .strokePath(wave, style: StrokeStyle(lineWidth: 3, lineCap: .round, dashes: [7, 4]), color: blue),
            .drawText("Basil and thyme", rect: Rect(x: 8, y: 52, width: 150, height: 40), style: TextStyle(fontSize: 17, color: .black)),
            .pushPlane(Rect(x: 0, y: 0, width: 60, height: 40), transform: plane),
            .fillRect(Rect(x: 0, y: 0, width: 60, height: 40), color: red),
            .fillRect(Rect(x: 10, y: 10, width: 20, height: 20), color: .white),
            .popPlane,
            .pushPlane(Rect(x: 0, y: 0, width: 60, height: 40), transform: plane.concatenating(ProjectiveTransform(Transform(translationX: -70, y: -5)))),
            .drawImage("photo", rect: Rect(x: 0, y: 0, width: 60, height: 40), filter: .bilinear),
            .popPlane,
            .pushMask(), .fillLinearGradient(Rect(x: 0, y: 0, width: 160, height: 150), gradient:
                LinearGradient(start: Point(x: 0, y: 0), end: Point(x: 0, y: 150), stops: stops)),
            .pushMaskedContent(), .fillRect(Rect(x: 130, y: 0, width: 30, height: 150), color: blue), .popMask,
        ]
        return (DisplayList(width: 160, height: 150, background: Color(red: 0.95, green: 0.95, blue: 0.9), ops: ops), ["photo": photo])
    }

    @Test(arguments: [2, 3, 4, 7])
    func bandsDrawTheSameBytesAsOneThread(threads: Int) throws {
        let (list, images) = Self.busyFrame()
        let single = try Renderer(images: images).render(list)
        let banded = try Renderer(images: images, threads: threads).render(list)
        #expect(banded == single, "largest channel difference \(Support.maxChannelDifference(banded, single))")
        #expect(Support.coveredArea(single) > 0)
    }

    /// Pixel-aligned rects each lying inside one band, so every other band sees them wholly
    /// above or below its rows: plain, under a rounded clip (a mask) and inside a group.
    @Test(arguments: [2, 3, 4, 8])
    func pixelAlignedRectsOutsideABandDrawNothingThere(threads: Int) throws {
        let ops: [DisplayOp] = [
            .fillRect(Rect(x: 0, y: 0, width: 40, height: 12), color: Self.red),
            .fillRect(Rect(x: 10, y: 300, width: 30, height: 20), color: Self.blue),
            .pushClipRoundedRect(Rect(x: 0, y: 0, width: 60, height: 320), radius: 9),
            .fillRect(Rect(x: 20, y: 2, width: 20, height: 6), color: Self.blue),
            .fillRect(Rect(x: 20, y: 310, width: 20, height: 10), color: Self.red),
            .popClip,
            .pushGroup(alpha: 0.5),
            .fillRect(Rect(x: 5, y: 150, width: 50, height: 4), color: .black),
            .popGroup,
        ]
        let list = DisplayList(width: 60, height: 320, background: .white, ops: ops)
        let single = try Renderer().render(list)
        #expect(try Renderer(threads: threads).render(list) == single)
        #expect(single[15, 5] == Self.red.premultiplied)
        #expect(single[15, 310] == Self.blue.premultiplied)
    }

    @Test func aBackdropBlurIsDrawnOnOneThreadAndStillMatches() throws {
        var (list, images) = Self.busyFrame()
        list.append(.backdropBlur(Path.rect(Rect(x: 20, y: 20, width: 120, height: 110)), blur: 6))
        let single = try Renderer(images: images).render(list)
        #expect(try Renderer(images: images, threads: 4).render(list) == single)
    }

    /// Strokes wider than the frame, trimmed and round-joined (the outline's costliest kind),
    /// one of them inside a projected plane: every band takes the outline the first one made,
    /// and the bytes are still those of one thread.
    @Test(arguments: [2, 3, 8])
    func bandsShareAStrokesOutlineAndDrawTheSameBytes(threads: Int) throws {
        let ring = Path.ellipse(in: Rect(x: -60, y: -40, width: 240, height: 330))
        var trimmed = StrokeStyle(lineWidth: 180, lineCap: .round, lineJoin: .round)
        trimmed.strokeStart = 0.15
        trimmed.strokeEnd = 0.9
        var perspective = Transform3D.identity
        perspective.m34 = -1 / 150
        let plane = Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0).concatenating(perspective)
            .concatenating(Transform3D(translationX: 20, y: 120, z: 0)).projection
        var zigzag = Path()
        zigzag.move(to: Point(x: 0, y: 0))
        for i in 1...40 { zigzag.line(to: Point(x: Double(i * 3), y: Double(i % 2 == 0 ? 0 : 50))) }
        let ops: [DisplayOp] = [
            .strokePath(ring, style: trimmed, color: Self.red.withAlpha(0.6)),
            .pushPlane(Rect(x: 0, y: 0, width: 120, height: 50), transform: plane),
            .strokePath(zigzag, style: StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round), color: Self.blue),
            .popPlane,
        ]
        let list = DisplayList(width: 120, height: 250, background: .white, ops: ops)
        let single = try Renderer().render(list)
        let banded = try Renderer(threads: threads).render(list)
        #expect(banded == single, "largest channel difference \(Support.maxChannelDifference(banded, single))")
        #expect(Support.coveredArea(single) > 0)
    }

    /// Bands asking for the same work at once wait for the one making it: it is made once.
    @Test func sharedWorkIsMadeOnceHoweverManyBandsAskAtOnce() {
        let shared = BandSharedWork()
        let made = Atomic<Int>(0)
        let results = Mutex<[Path]>([])
        let square = Path.rect(Rect(x: 1, y: 2, width: 3, height: 4))
        DispatchQueue.concurrentPerform(iterations: 8) { _ in
            let outline = shared.value(op: 3, parameters: [0.05, 0, 0, 10, 10]) {
                made.add(1, ordering: .relaxed)
                usleep(20_000)
                return square
            }
            results.withLock { $0.append(outline) }
        }
        #expect(made.load(ordering: .relaxed) == 1)
        #expect(results.withLock { $0.count == 8 && $0.allSatisfy { $0 == square } })
        // Another op, other parameters or another kind of result for the same op is other work.
        _ = shared.value(op: 4, parameters: [0.05, 0, 0, 10, 10]) { made.add(1, ordering: .relaxed); return Path() }
        _ = shared.value(op: 3, parameters: [0.1]) { made.add(1, ordering: .relaxed); return Path() }
        _ = shared.value(op: 3, parameters: [0.05, 0, 0, 10, 10]) { made.add(1, ordering: .relaxed); return 7 }
        #expect(made.load(ordering: .relaxed) == 4)
    }

    /// Shadows blurred wider than a band, inside a group, under a rounded clip and in a plane:
    /// every band takes the blurred coverage the first one made, and the bytes are still those
    /// of one thread.
    @Test(arguments: [2, 3, 8])
    func bandsShareAShadowsBlurAndDrawTheSameBytes(threads: Int) throws {
        let card = Rect(x: 15, y: 40, width: 90, height: 150)
        let ops: [DisplayOp] = [
            .roundedRectShadow(card, radius: 14, shadow: Shadow(color: Color(white: 0, alpha: 0.7), offset: Size(width: 4, height: 12), radius: 60)),
            .fillRoundedRect(card, radius: 14, color: .white),
            .pushGroup(alpha: 0.7),
            .pushClipRoundedRect(Rect(x: 5, y: 5, width: 110, height: 240), radius: 30),
            .pathShadow(Path.ellipse(in: Rect(x: 30, y: 150, width: 60, height: 60)),
                        shadow: Shadow(color: Self.blue.withAlpha(0.8), offset: Size(width: 0, height: -20), radius: 25)),
            .popClip,
            .popGroup,
            .pushPlane(Rect(x: 0, y: 0, width: 80, height: 60), transform: ProjectiveTransform(Transform(rotationAngle: 0.2).concatenating(Transform(translationX: 20, y: 10)))),
            .roundedRectShadow(Rect(x: 10, y: 10, width: 60, height: 40), radius: 6, shadow: Shadow(color: Self.red, offset: Size(width: 0, height: 3), radius: 12)),
            .popPlane,
        ]
        let list = DisplayList(width: 120, height: 250, background: .white, ops: ops)
        let single = try Renderer().render(list)
        let banded = try Renderer(threads: threads).render(list)
        #expect(banded == single, "largest channel difference \(Support.maxChannelDifference(banded, single))")
        #expect(single[60, 225] != PremultipliedPixel(r: 255, g: 255, b: 255, a: 255))
    }
}
