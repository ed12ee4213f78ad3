import Foundation
import GoldensPNG
import GoldensRaster
import GoldensScene
@testable import GoldensUIKit
import Testing

/// Core Graphics drawing, compared pixel by pixel with the same drawing done by cairo (and by
/// Skia for shadows, which cairo does not draw): Expectations/CoreGraphics/<scene>.png, written
/// by scripts/coregraphics/make-expectations.py, where each scene is restated with that
/// library's calls. Each scene here is written as UIKit code draws.
///
/// The bars. Edges: this rasterizer computes each pixel's covered area exactly, cairo samples
/// a 17 × 15 grid per pixel, so an edge pixel may differ by up to 1/15 of its coverage (17 of
/// 255): a scene passes when no channel (premultiplied) is off by more than 18 and the mean
/// difference per channel is under 0.25 of a level. Gradients agree within one level. Where a
/// scene allows `outliers` (pixels past 18), its comment says why; the shadows' Gaussian is
/// three box blurs here against Skia's own, so their mean bar is wider.
@MainActor
struct CoreGraphicsReferenceTests {
    struct Scene: CustomTestStringConvertible, Sendable {
        let name: String
        var width = 64
        var height = 64
        var scale: CGFloat = 1
        /// Cairo's scenes start on white; the cleared one, and Skia's, say otherwise.
        var white = true
        var maxDifference = 18
        /// Pixels allowed past `maxDifference`.
        var outliers = 0
        var meanDifference = 0.25
        let draw: @MainActor @Sendable (CGContext) -> Void
        var testDescription: String { name }
    }

    nonisolated static let scenes: [Scene] = [
        // Where two edges of a path cross inside one pixel, accumulated signed area (as in
        // FreeType's and font-rs's rasterizers) cannot tell overlap from inside: the star's
        // inner corners.
        Scene(name: "starNonZero", outliers: 2) { context in
            star(context)
            context.setFillColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
            context.fillPath()
        },
        Scene(name: "starEvenOdd", outliers: 6) { context in
            star(context)
            context.setFillColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
            context.fillPath(using: .evenOdd)
        },
        Scene(name: "curves") { context in
            context.move(to: CGPoint(x: 8, y: 56))
            context.addCurve(to: CGPoint(x: 56, y: 56), control1: CGPoint(x: 8, y: 0), control2: CGPoint(x: 56, y: 0))
            context.addQuadCurve(to: CGPoint(x: 32, y: 40), control: CGPoint(x: 40, y: 64))
            context.closePath()
            context.setFillColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1)
            context.drawPath(using: .fill)
        },
        Scene(name: "arcs") { context in
            context.setLineWidth(4)
            context.setLineCap(.round)
            context.addArc(center: CGPoint(x: 32, y: 32), radius: 22, startAngle: 0, endAngle: 1.25 * .pi, clockwise: false)
            context.setStrokeColor(red: 0, green: 0.5, blue: 0, alpha: 1)
            context.strokePath()
            context.addArc(center: CGPoint(x: 32, y: 32), radius: 12, startAngle: 0, endAngle: 1.25 * .pi, clockwise: true)
            context.setStrokeColor(red: 0.6, green: 0, blue: 0.6, alpha: 1)
            context.strokePath()
        },
        Scene(name: "tangentArc") { context in
            context.move(to: CGPoint(x: 8, y: 56))
            context.addArc(tangent1End: CGPoint(x: 8, y: 8), tangent2End: CGPoint(x: 56, y: 8), radius: 16)
            context.addLine(to: CGPoint(x: 56, y: 8))
            context.addLine(to: CGPoint(x: 56, y: 56))
            context.setLineWidth(3)
            context.setStrokeColor(red: 0.1, green: 0.1, blue: 0.6, alpha: 1)
            context.strokePath()
        },
        Scene(name: "joinsAndCaps", width: 96, height: 80) { context in
            context.setLineWidth(8)
            context.setStrokeColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
            context.setMiterLimit(10)
            for (index, (cap, join)) in [(CGLineCap.butt, CGLineJoin.miter), (.square, .bevel), (.round, .round)].enumerated() {
                context.setLineCap(cap)
                context.setLineJoin(join)
                let y = CGFloat(6 + 24 * index)
                context.addLines(between: [CGPoint(x: 10, y: y + 14), CGPoint(x: 30, y: y), CGPoint(x: 50, y: y + 14),
                                           CGPoint(x: 70, y: y + 2), CGPoint(x: 86, y: y + 12)])
                context.strokePath()
            }
        },
        // The dashes along the circle end up to 0.15 px apart: cairo measures them along its
        // arc flattened to 0.1 px (shorter than the arc), this rasterizer to 0.02 px.
        Scene(name: "dashes", outliers: 6) { context in
            context.setLineWidth(4)
            context.setLineDash(phase: 3, lengths: [8, 4])
            context.setStrokeColor(red: 0.8, green: 0.1, blue: 0.4, alpha: 1)
            context.stroke(CGRect(x: 8, y: 8, width: 48, height: 20))
            context.addArc(center: CGPoint(x: 32, y: 46), radius: 12, startAngle: 0, endAngle: 2 * .pi, clockwise: false)
            context.strokePath()
        },
        Scene(name: "transformed") { context in
            context.translateBy(x: 32, y: 32)
            context.rotate(by: .pi / 6)
            context.scaleBy(x: 1.5, y: 1)
            context.addRect(CGRect(x: -12, y: -10, width: 24, height: 20))
            context.setFillColor(red: 0.95, green: 0.75, blue: 0.1, alpha: 1)
            context.setLineWidth(2)
            context.setStrokeColor(red: 0.3, green: 0.2, blue: 0, alpha: 1)
            context.drawPath(using: .fillStroke)
        },
        Scene(name: "clips") { context in
            context.saveGState()
            context.addEllipse(in: CGRect(x: 6, y: 6, width: 36, height: 36))
            context.clip()
            context.setFillColor(red: 0.1, green: 0.6, blue: 0.9, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 64, height: 30))
            context.restoreGState()
            context.addEllipse(in: CGRect(x: 28, y: 28, width: 32, height: 32))
            context.addEllipse(in: CGRect(x: 36, y: 36, width: 16, height: 16))
            context.clip(using: .evenOdd)
            context.setFillColor(red: 0.9, green: 0.2, blue: 0.2, alpha: 1)
            context.fill(CGRect(x: 20, y: 20, width: 44, height: 44))
        },
        Scene(name: "linearGradientNoOptions") { context in
            context.drawLinearGradient(threeColours, start: CGPoint(x: 16, y: 0), end: CGPoint(x: 48, y: 0), options: [])
        },
        Scene(name: "linearGradientExtended") { context in
            context.drawLinearGradient(threeColours, start: CGPoint(x: 8, y: 8), end: CGPoint(x: 56, y: 40),
                                       options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        },
        Scene(name: "linearGradientBefore") { context in
            let gradient = twoColours(UIColor(red: 1, green: 0.5, blue: 0, alpha: 1), UIColor(red: 0.2, green: 0, blue: 0.6, alpha: 1))
            context.drawLinearGradient(gradient, start: CGPoint(x: 16, y: 48), end: CGPoint(x: 16, y: 16), options: .drawsBeforeStartLocation)
        },
        Scene(name: "radialGradientNoOptions") { context in
            context.drawRadialGradient(threeColours, startCenter: CGPoint(x: 32, y: 32), startRadius: 6,
                                       endCenter: CGPoint(x: 32, y: 32), endRadius: 26, options: [])
        },
        Scene(name: "radialGradientAfter") { context in
            let gradient = twoColours(UIColor(red: 1, green: 1, blue: 0, alpha: 1), UIColor(red: 0.8, green: 0, blue: 0, alpha: 1))
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 32, y: 32), startRadius: 0,
                                       endCenter: CGPoint(x: 32, y: 32), endRadius: 20, options: .drawsAfterEndLocation)
        },
        Scene(name: "radialGradientInward") { context in
            let gradient = twoColours(UIColor(red: 0, green: 0.3, blue: 0.6, alpha: 1), UIColor(red: 0.9, green: 0.9, blue: 1, alpha: 1))
            context.drawRadialGradient(gradient, startCenter: CGPoint(x: 32, y: 32), startRadius: 24,
                                       endCenter: CGPoint(x: 32, y: 32), endRadius: 8, options: .drawsBeforeStartLocation)
        },
        Scene(name: "globalAlpha") { context in
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 8, y: 8, width: 32, height: 32))
            context.setAlpha(0.5)
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 24, y: 24, width: 32, height: 32))
        },
        Scene(name: "images") { context in
            let image = checker()
            UIImage(cgImage: image).draw(at: CGPoint(x: 8, y: 8))
            context.draw(image, in: CGRect(x: 36, y: 8, width: 16, height: 16))
            UIImage(cgImage: image).draw(in: CGRect(x: 8, y: 36, width: 16, height: 16), blendMode: .normal, alpha: 0.5)
        },
        Scene(name: "clearedRect", white: false) { context in
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
            context.clear(CGRect(x: 16, y: 16, width: 32, height: 16))
        },
        Scene(name: "strokedPathFilled") { context in
            context.move(to: CGPoint(x: 10, y: 50))
            context.addCurve(to: CGPoint(x: 54, y: 14), control1: CGPoint(x: 20, y: 0), control2: CGPoint(x: 44, y: 64))
            context.setLineWidth(6)
            context.setLineCap(.round)
            context.replacePathWithStrokedPath()
            context.setFillColor(red: 0.4, green: 0.1, blue: 0.5, alpha: 1)
            context.fillPath()
        },
        Scene(name: "bezierPaths") { _ in
            UIColor(red: 0, green: 0.48, blue: 1, alpha: 1).setFill()
            UIBezierPath(ovalIn: CGRect(x: 6, y: 6, width: 28, height: 28)).fill()
            let arc = UIBezierPath(arcCenter: CGPoint(x: 44, y: 20), radius: 12, startAngle: 0, endAngle: 1.5 * .pi, clockwise: true)
            arc.lineWidth = 3
            UIColor(red: 1, green: 0.58, blue: 0, alpha: 1).setStroke()
            arc.stroke()
            UIGraphicsGetCurrentContext()?.saveGState()
            UIBezierPath(ovalIn: CGRect(x: 6, y: 32, width: 28, height: 28)).addClip()
            UIColor(red: 0.2, green: 0.78, blue: 0.35, alpha: 1).setFill()
            UIRectFill(CGRect(x: 0, y: 40, width: 64, height: 24))
            UIGraphicsGetCurrentContext()?.restoreGState()
            UIColor(red: 1, green: 0.23, blue: 0.19, alpha: 1).setFill()
            UIBezierPath(rect: CGRect(x: 36, y: 36, width: 20, height: 20)).fill(with: .normal, alpha: 0.5)
        },
        Scene(name: "twiceTheScale", scale: 2) { context in
            context.setLineWidth(1.5)
            context.strokeEllipse(in: CGRect(x: 12, y: 12, width: 40, height: 40))
            context.setFillColor(red: 0.5, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 10.25, y: 10.25, width: 8.5, height: 8.5))
        },
        Scene(name: "transparencyLayer") { context in
            context.setAlpha(0.5)
            context.beginTransparencyLayer(auxiliaryInfo: nil)
            context.setFillColor(UIColor.red.cgColor)
            context.fill(CGRect(x: 8, y: 8, width: 32, height: 32))
            context.setFillColor(UIColor.blue.cgColor)
            context.fill(CGRect(x: 24, y: 24, width: 32, height: 32))
            context.endTransparencyLayer()
        },
        Scene(name: "imageMask") { context in
            var mask = Bitmap(width: 16, height: 16)
            for y in 0..<16 {
                for x in 0..<16 { mask[x, y] = PremultipliedPixel(r: 0, g: 0, b: 0, a: y < 8 ? 255 : 128) }
            }
            context.saveGState()
            context.clip(to: CGRect(x: 8, y: 8, width: 48, height: 48), mask: CGImage(Image(name: "mask", bitmap: mask)))
            context.setFillColor(red: 0, green: 0.6, blue: 0.3, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 64, height: 64))
            context.restoreGState()
        },
        Scene(name: "shadowUnderAFill", meanDifference: 0.6) { context in
            context.setShadow(offset: CGSize(width: 4, height: 6), blur: 8, color: UIColor(white: 0, alpha: 0.5).cgColor)
            context.setFillColor(red: 1, green: 0.6, blue: 0, alpha: 1)
            context.fill(CGRect(x: 12, y: 12, width: 32, height: 28))
        },
        // Skia's anti-aliasing of the stroked ring over its shadow differs by up to 26 at a
        // few of the ring's outer edge pixels.
        Scene(name: "shadowUnderAStroke", outliers: 8, meanDifference: 1) { context in
            context.setShadow(offset: CGSize(width: 3, height: 3), blur: 4, color: UIColor(red: 0.3, green: 0, blue: 0, alpha: 0.6).cgColor)
            context.setLineWidth(4)
            context.setStrokeColor(red: 0.1, green: 0.3, blue: 0.9, alpha: 1)
            context.strokeEllipse(in: CGRect(x: 14, y: 14, width: 32, height: 32))
        },
    ]

    @Test(arguments: scenes)
    func drawsAsTheReferenceDoes(_ scene: Scene) throws {
        let expected = try PNGDecoder.decode(contentsOf: Self.expectations + "/\(scene.name).png").bitmap
        let format = UIGraphicsImageRendererFormat()
        format.scale = scene.scale
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: scene.width, height: scene.height), format: format)
        _ = SceneDiagnostics.drain()
        let drawn = renderer.image { context in
            if scene.white {
                context.cgContext.setFillColor(UIColor.white.cgColor)
                context.cgContext.fill(CGRect(x: 0, y: 0, width: scene.width, height: scene.height))
            }
            scene.draw(context.cgContext)
        }.image.bitmap
        let reported = SceneDiagnostics.drain().filter { $0.contains("CGContext") || $0.contains("drawn") }
        #expect(reported.isEmpty, "\(scene.name) reported what it does not draw: \(reported)")
        if let folder = ProcessInfo.processInfo.environment["CG_REFERENCE_DUMP"] {
            try? FileSystem.writeAtomically(PNGEncoder.encode(drawn), to: folder + "/\(scene.name).png")
        }
        try #require(drawn.width == expected.width && drawn.height == expected.height,
                     "\(scene.name): \(drawn.width)x\(drawn.height) drawn, \(expected.width)x\(expected.height) expected")
        let (worst, beyond, mean, at) = Self.difference(drawn, expected, bar: scene.maxDifference)
        #expect(beyond <= scene.outliers && mean < scene.meanDifference,
                "\(scene.name): \(beyond) pixels off by more than \(scene.maxDifference) (\(worst) at \(at)), \(String(format: "%.3f", mean)) on average")
    }

    // MARK: Helpers

    private static let expectations = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Expectations/CoreGraphics").path

    /// The largest difference of any channel (premultiplied), how many pixels differ by more
    /// than `bar`, the mean difference per channel, and where the largest is.
    private static func difference(_ a: Bitmap, _ b: Bitmap, bar: Int) -> (Int, Int, Double, (Int, Int)) {
        var worst = 0, beyond = 0, total = 0, at = (0, 0)
        for y in 0..<a.height {
            for x in 0..<a.width {
                let p = a[x, y], q = b[x, y]
                let d = max(abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)), abs(Int(p.a) - Int(q.a)))
                total += abs(Int(p.r) - Int(q.r)) + abs(Int(p.g) - Int(q.g)) + abs(Int(p.b) - Int(q.b)) + abs(Int(p.a) - Int(q.a))
                if d > worst { worst = d; at = (x, y) }
                if d > bar { beyond += 1 }
            }
        }
        return (worst, beyond, Double(total) / Double(4 * a.width * a.height), at)
    }

    private static func star(_ context: CGContext) {
        let points = (0..<5).map { i in
            CGPoint(x: 32 + 28 * sin(Double(i) * 4 * .pi / 5), y: 34 - 28 * cos(Double(i) * 4 * .pi / 5))
        }
        context.addLines(between: points)
        context.closePath()
    }

    private static let threeColours = CGGradient(
        colorsSpace: CGColorSpaceCreateDeviceRGB(),
        colors: [UIColor.red.cgColor, UIColor(red: 0, green: 0.8, blue: 0, alpha: 1).cgColor, UIColor.blue.cgColor] as CFArray,
        locations: [0, 0.5, 1])!

    private static func twoColours(_ from: UIColor, _ to: UIColor) -> CGGradient {
        CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [from.cgColor, to.cgColor] as CFArray, locations: nil)!
    }

    /// Four quadrants (red, green, blue, yellow) with a black pixel at the top-left corner.
    private static func checker() -> CGImage {
        var bitmap = Bitmap(width: 16, height: 16)
        for y in 0..<16 {
            for x in 0..<16 {
                let colours: [(UInt8, UInt8, UInt8)] = [(255, 0, 0), (0, 255, 0), (0, 0, 255), (255, 255, 0)]
                let (r, g, b) = x == 0 && y == 0 ? (0, 0, 0) : colours[(y >= 8 ? 2 : 0) + (x >= 8 ? 1 : 0)]
                bitmap[x, y] = PremultipliedPixel(r: r, g: g, b: b, a: 255)
            }
        }
        return CGImage(Image(name: "checker", bitmap: bitmap))
    }
}
