import Foundation
import GoldensScene
@testable import GoldensUIKit
import Testing

/// Two scripted fingers (`TouchScript.pinch`) drive pinch and rotation recognizers as a photo
/// viewer's pinch-to-close uses them: the scale is the fingers' distance over their first, the
/// rotation the turn of the line between them, each with its velocity; a pan on the same view
/// follows the fingers' centroid, which a pinch about a fixed point does not move.
@MainActor
@Suite struct TwoFingerGestureTests {
    final class PhotoViewer: UIViewController {
        var scales: [CGFloat] = []
        var rotations: [CGFloat] = []
        var states: [UIGestureRecognizer.State] = []
        var velocities: [CGFloat] = []
        var pans = 0
        var touchCounts: [Int] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .black
            let pinch = UIPinchGestureRecognizer(target: self, action: Selector("pinched:", PhotoViewer.pinched))
            let rotation = UIRotationGestureRecognizer(target: self, action: Selector("rotated:", PhotoViewer.rotated))
            let pan = UIPanGestureRecognizer(target: self, action: Selector("panned:", PhotoViewer.panned))
            for recognizer in [pinch, rotation, pan] as [UIGestureRecognizer] {
                recognizer.delegate = self
                view.addGestureRecognizer(recognizer)
            }
        }

        func pinched(_ pinch: UIPinchGestureRecognizer) {
            states.append(pinch.state)
            scales.append(pinch.scale)
            velocities.append(pinch.velocity)
            touchCounts.append(pinch.numberOfTouches)
        }

        func rotated(_ rotation: UIRotationGestureRecognizer) {
            rotations.append(rotation.rotation)
        }

        func panned(_ pan: UIPanGestureRecognizer) { pans += 1 }
    }

    /// Sets its pinch's scale back to 1 at each step, as apps that scale a view by each step do.
    final class Resetting: UIViewController {
        var scales: [CGFloat] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .white
            view.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: Selector("pinched:", Resetting.pinched)))
        }
        func pinched(_ pinch: UIPinchGestureRecognizer) {
            scales.append(pinch.scale)
            pinch.scale = 1
        }
    }

    @Test func aPinchScalesByTheFingersDistanceAndARotationByTheirTurn() throws {
        let viewer = PhotoViewer()
        let window = UIWindow(rootViewController: viewer)
        window.makeKeyAndVisible()
        window.perform(.pinch(at: CGPoint(x: 195, y: 422), from: 200, to: 100, turning: .pi / 4, duration: 0.5))
        try window.windowNode.clock.advance(by: 1)
        #expect(viewer.states.first == .began && viewer.states.last == .ended)
        #expect(viewer.states.dropFirst().dropLast().allSatisfy { $0 == .changed })
        let last = try #require(viewer.scales.last)
        #expect(abs(last - 0.5) < 1e-9, "half the distance: \(last)")
        let first = try #require(viewer.scales.first)
        #expect(first < 1 && first > 0.9, "it begins a few points in: \(first)")
        #expect(viewer.velocities.dropLast().allSatisfy { $0 < 0 }, "closing: the scale falls")
        #expect(viewer.touchCounts.allSatisfy { $0 == 2 })
        let turned = try #require(viewer.rotations.last)
        #expect(abs(turned - .pi / 4) < 1e-9, "an eighth of a turn, clockwise: \(turned)")
        #expect(viewer.pans == 0, "the fingers' centroid stays put")
    }

    @Test func settingTheScaleMeasuresFromThere() throws {
        let screen = Resetting()
        let window = UIWindow(rootViewController: screen)
        window.makeKeyAndVisible()
        window.perform(.pinch(at: CGPoint(x: 195, y: 422), from: 100, to: 200, duration: 0.5))
        try window.windowNode.clock.advance(by: 1)
        // Each step's own factor: together they make the whole zoom.
        let product = screen.scales.reduce(1, *)
        #expect(abs(product - 2) < 1e-9, "the steps multiply to 2: \(product)")
        #expect(screen.scales.count > 10)
    }

    @Test func oneFingerNeverBeginsAPinch() throws {
        let viewer = PhotoViewer()
        let window = UIWindow(rootViewController: viewer)
        window.makeKeyAndVisible()
        window.perform(.drag(from: CGPoint(x: 100, y: 400), to: CGPoint(x: 300, y: 400), duration: 0.3))
        try window.windowNode.clock.advance(by: 1)
        #expect(viewer.scales.isEmpty && viewer.rotations.isEmpty)
        #expect(viewer.pans > 0)
    }
}

extension TwoFingerGestureTests.PhotoViewer: UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { true }
}
