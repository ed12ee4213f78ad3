@testable import GoldensRaster
import Foundation
import Testing

/// Radial and conic gradients (`fillGradient`): each pixel's colour against the stop position
/// its centre gives by the gradient's formula, computed here independently, and the op's JSON.
@Suite struct ShapedGradientTests {
    let stops = [LinearGradient.Stop(location: 0, color: Color(red: 0, green: 0, blue: 0)),
                 LinearGradient.Stop(location: 1, color: Color(red: 1, green: 1, blue: 1))]

    /// The grey a black-to-white gradient shows at stop position `t`.
    func grey(_ t: Double) -> Int { Int((min(1, max(0, t)) * 255).rounded()) }

    @Test func radialGradientsGrowWithTheEllipticDistance() throws {
        let center = Point(x: 20, y: 12), radii = Size(width: 16, height: 8)
        let gradient = ShapedGradient(shape: .radial(center: center, radii: radii), stops: stops)
        let bitmap = try Support.render([.fillGradient(Rect(x: 0, y: 0, width: 40, height: 24), gradient: gradient)],
                                        width: 40, height: 24)
        var worst = 0
        for y in 0..<24 {
            for x in 0..<40 {
                let dx = (Double(x) + 0.5 - center.x) / radii.width, dy = (Double(y) + 0.5 - center.y) / radii.height
                worst = max(worst, abs(Int(bitmap[x, y].r) - grey((dx * dx + dy * dy).squareRoot())))
            }
        }
        #expect(worst <= 1, "largest difference from the elliptic distance: \(worst)")
    }

    @Test func conicGradientsTurnClockwiseFromTheirStartAngle() throws {
        let center = Point(x: 16, y: 16), start = Double.pi / 3
        let gradient = ShapedGradient(shape: .conic(center: center, startAngle: start), stops: stops)
        // Scaled by 2: the formula runs in the op's local space.
        let bitmap = try Support.render([.fillGradient(Rect(x: 0, y: 0, width: 32, height: 32), gradient: gradient,
                                                       transform: Transform(scaleX: 2, y: 2))], width: 64, height: 64)
        var worst = 0
        for y in 0..<64 {
            for x in 0..<64 {
                let u = (Double(x) + 0.5) / 2 - center.x, v = (Double(y) + 0.5) / 2 - center.y
                var turn = (atan2(v, u) - start) / (2 * Double.pi)
                turn -= turn.rounded(.down)
                // Skip the seam, where a hair of rounding picks the other end.
                guard turn > 0.01, turn < 0.99 else { continue }
                worst = max(worst, abs(Int(bitmap[x, y].r) - grey(turn)))
            }
        }
        #expect(worst <= 1, "largest difference from the angle: \(worst)")
    }

    @Test func shapedGradientsRoundTripThroughJSONAndBadOnesAreRefused() throws {
        let list = DisplayList(width: 8, height: 8, ops: [
            .fillGradient(Rect(x: 0, y: 0, width: 8, height: 8),
                          gradient: ShapedGradient(shape: .radial(center: Point(x: 4, y: 4), radii: Size(width: 3, height: 2)), stops: stops)),
            .fillGradient(Rect(x: 0, y: 0, width: 8, height: 4),
                          gradient: ShapedGradient(shape: .conic(center: Point(x: 4, y: 2), startAngle: 0.5), stops: stops),
                          transform: Transform(translationX: 0, y: 4)),
        ])
        #expect(list.version == 4)
        let read = try DisplayList(jsonString: list.jsonString)
        #expect(read == list)
        #expect(try read.render() == list.render())
        func op(_ fields: String) -> String {
            "{\"version\": 4, \"width\": 8, \"height\": 8, \"ops\": [{\"op\": \"fillGradient\", \"rect\": [0, 0, 8, 8], \(fields)}]}"
        }
        let stopsJSON = "\"stops\": [{\"location\": 0, \"color\": [0, 0, 0, 1]}]"
        #expect(Support.readingError(op("\"shape\": \"square\", \"center\": [1, 1], \(stopsJSON)"))
            == "ops[0].shape: \"square\" is not one of \"radial\", \"conic\"")
        #expect(Support.readingError(op("\"shape\": \"radial\", \"center\": [1, 1], \"radii\": [1], \(stopsJSON)"))
            == "ops[0].radii: expected [rx, ry] (2 numbers), found 1 element")
        #expect(Support.readingError(op("\"shape\": \"radial\", \"center\": [1, 1], \"radii\": [1, -2], \(stopsJSON)"))
            == "ops[0].radii[1]: -2 is negative (expected >= 0)")
        #expect(Support.readingError(op("\"shape\": \"conic\", \"center\": [1, 1], \(stopsJSON)"))
            == "ops[0]: missing field \"startAngle\"")
        #expect(Support.readingError(op("\"shape\": \"conic\", \"center\": [1, 1], \"startAngle\": 0, \"stops\": []"))
            == "ops[0].stops: a gradient needs at least one stop")
    }
}
