import Foundation
import GoldensScene
import GoldensTesting
import GoldensUIKit
import Testing

/// The transition files of Transitions/ compiled in Swift 5 mode (as most apps still build
/// them) and run: positions measured from the pixels agree with UIKit's formulas
/// (docs/UIKitBehaviour.md, "Timing curves" and "Spring fit"), evaluated here independently of
/// the scene model.
@MainActor
@Suite struct MeasuredTransitionTests {
    @Test func theSlideFollowsEaseOutAndTheListDriftsOnEaseInOut() throws {
        let scenario = UIKitScenario(makeSlideTransitionScenario())
        let frames = try scenario.presentAndDismiss(at: .progress([0.25, 0.5, 0.75])).present
        let width = 390.0
        for p in [0.25, 0.5, 0.75] {
            let frame = try #require(frames.first { $0.label == String(format: "present@%.2f", p) })
            // The detail page (system blue) enters from the right on ease-out.
            let detailLeft = try #require(Pixels(frame).firstColumn(row: 700) { $0.isClose(to: (0, 122, 255)) })
            let expectedDetail = width * (1 - CubicBezier.easeOut.progress(p))
            #expect(abs(detailLeft - expectedDetail) <= 1, "present@\(p): detail at \(detailLeft) pt, expected \(expectedDetail)")
            // The first card (x = 20) drifts left by 30% of the width on the default ease-in-out.
            let cardLeft = try #require(Pixels(frame).firstColumn(row: 215) { $0.isClose(to: (245, 115, 89)) })
            let expectedCard = 20 - width * 0.3 * CubicBezier.easeInOut.progress(p)
            if expectedCard >= 0 {
                #expect(abs(cardLeft - expectedCard) <= 1, "present@\(p): card at \(cardLeft) pt, expected \(expectedCard)")
            }
        }
        #expect(scenario.presenter.presentedViewController == nil)
    }

    @Test func theReferenceFormulasReproduceTheDocumentsWorkedVectors() {
        // docs/UIKitBehaviour.md, "Spring fit": T = 0.5, ζ = 0.8, v = 0 gives k = 323.59 and
        // progress 0.748 at T/4, 1.009 at T/2.
        let spring = FittedSpring(duration: 0.5, dampingRatio: 0.8, velocity: 0)
        #expect(abs(spring.omega * spring.omega - 323.59) < 0.01)
        #expect(abs(spring.progress(at: 0.125) - 0.748) < 0.0005)
        #expect(abs(spring.progress(at: 0.25) - 1.009) < 0.0005)
        // docs/UIKitBehaviour.md, "Timing curves": ease-out at a quarter of the time is 0.37814.
        #expect(abs(CubicBezier.easeOut.progress(0.25) - 0.37814) < 1e-5)
    }

    @Test func theSpringSheetRisesOnUIViewsFittedSpring() throws {
        let scenario = UIKitScenario(makeSpringSlideTransitionScenario())
        let frames = try scenario.presentAndDismiss(at: .progress([0.25, 0.5, 0.75])).present
        let settled = try #require(frames.first { $0.label == "present@settled" })
        let restTop = try #require(Pixels(settled).firstRow { $0.isDark })
        let spring = FittedSpring(duration: 0.5, dampingRatio: 0.8, velocity: 0.8)
        for p in [0.25, 0.5, 0.75] {
            let frame = try #require(frames.first { $0.label == String(format: "present@%.2f", p) })
            let top = try #require(Pixels(frame).firstRow { $0.isDark }, "no title in present@\(p)")
            let expected = restTop + 844 * (1 - spring.progress(at: 0.5 * p))
            #expect(abs(top - expected) <= 1, "present@\(p): title top at \(top) pt, expected \(expected)")
        }
    }
}

/// A frame's pixels, addressed in points (the screen's scale is 2).
private struct Pixels {
    let frame: TransitionFrame
    init(_ frame: TransitionFrame) { self.frame = frame }

    /// The first column (in points) of `row` whose pixel matches, from the left.
    func firstColumn(row: Double, where matches: (Pixel) -> Bool) -> Double? {
        let bitmap = frame.bitmap, y = Int(row * 2)
        var x = 0
        while x < bitmap.width {
            let pixel = bitmap[x, y]
            if matches(Pixel(r: Int(pixel.r), g: Int(pixel.g), b: Int(pixel.b))) { return Double(x) / 2 }
            x += 1
        }
        return nil
    }

    /// The first row (in points) from the top with a matching pixel.
    func firstRow(where matches: (Pixel) -> Bool) -> Double? {
        let bitmap = frame.bitmap
        var y = 0
        while y < bitmap.height {
            var x = 0
            while x < bitmap.width {
                let pixel = bitmap[x, y]
                if matches(Pixel(r: Int(pixel.r), g: Int(pixel.g), b: Int(pixel.b))) { return Double(y) / 2 }
                x += 1
            }
            y += 1
        }
        return nil
    }
}

private struct Pixel {
    let r: Int, g: Int, b: Int
    func isClose(to colour: (Int, Int, Int), within tolerance: Int = 6) -> Bool {
        abs(r - colour.0) <= tolerance && abs(g - colour.1) <= tolerance && abs(b - colour.2) <= tolerance
    }
    /// Text drawn in black: darker than anything else on the list or the sheet.
    var isDark: Bool { r < 60 && g < 60 && b < 60 }
}

/// A CSS-style cubic Bézier timing curve, solved by bisection (docs/UIKitBehaviour.md, "Timing
/// curves").
private struct CubicBezier {
    let x1: Double, y1: Double, x2: Double, y2: Double
    static let easeOut = CubicBezier(x1: 0, y1: 0, x2: 0.58, y2: 1)
    static let easeInOut = CubicBezier(x1: 0.42, y1: 0, x2: 0.58, y2: 1)

    private func coordinate(_ s: Double, _ a: Double, _ b: Double) -> Double {
        3 * a * s * (1 - s) * (1 - s) + 3 * b * s * s * (1 - s) + s * s * s
    }

    func progress(_ time: Double) -> Double {
        var low = 0.0, high = 1.0
        for _ in 0..<60 {
            let mid = (low + high) / 2
            if coordinate(mid, x1, x2) < time { low = mid } else { high = mid }
        }
        return coordinate((low + high) / 2, y1, y2)
    }
}

/// UIView's spring: ω0 fitted by 12 Newton steps so the envelope falls to 0.001 at the
/// duration, mass 1, then run for exactly the duration (docs/UIKitBehaviour.md, "Spring fit").
private struct FittedSpring {
    let zeta: Double, omega: Double, velocity: Double

    init(duration: Double, dampingRatio: Double, velocity: Double) {
        let zeta = min(max(dampingRatio, 1.19e-7), 1)
        func f(_ w: Double) -> Double {
            0.001 - abs((zeta * w - velocity) / (w * (1 - zeta * zeta).squareRoot()) * exp(-zeta * w * duration))
        }
        var w = 5 / duration
        for _ in 0..<12 {
            let h = 1e-6
            let slope = (f(w + h) - f(w - h)) / (2 * h)
            w -= f(w) / slope
        }
        self.zeta = zeta
        self.omega = w
        self.velocity = velocity
    }

    func progress(at t: Double) -> Double {
        let decay = zeta * omega
        let damped = omega * (1 - zeta * zeta).squareRoot()
        return 1 - exp(-decay * t) * (cos(damped * t) + (decay - velocity) / damped * sin(damped * t))
    }
}
