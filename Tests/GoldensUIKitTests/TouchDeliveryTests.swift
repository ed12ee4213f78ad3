import Foundation
@testable import GoldensUIKit
import Testing

/// Scripted fingers reach UIKit code as a device's do: recognizers first, then the view under
/// the finger and the responder chain above it; controls track and send their events; a tap on
/// a row selects it. Each case is written as app code writes it.
@MainActor
@Suite struct TouchDeliveryTests {
    /// What an app's target hears.
    final class Recorder: NSObject {
        var heard: [String] = []
        func tapped(_ sender: UIButton) { heard.append("tapped") }
        func touchedDown(_ sender: UIButton) { heard.append("down") }
        func upOutside(_ sender: UIButton) { heard.append("up outside") }
        func cancelled(_ sender: UIButton) { heard.append("cancel") }
        func recognized(_ recognizer: UIGestureRecognizer) { heard.append("recognizer \(recognizer.state.rawValue)") }
        func changed(_ sender: UIControl) { heard.append("changed") }
    }

    private func screen() -> (UIWindow, UIViewController) {
        let controller = UIViewController()
        controller.view.backgroundColor = .white
        return (UIWindow(rootViewController: controller), controller)
    }

    private func button(in view: UIView, _ recorder: Recorder) -> UIButton {
        let button = UIButton(type: .system)
        button.setTitle("Open", for: .normal)
        button.frame = CGRect(x: 150, y: 400, width: 90, height: 44)
        button.addTarget(recorder, action: Selector("tapped:", Recorder.tapped), for: .touchUpInside)
        button.addTarget(recorder, action: Selector("touchedDown:", Recorder.touchedDown), for: .touchDown)
        button.addTarget(recorder, action: Selector("upOutside:", Recorder.upOutside), for: .touchUpOutside)
        button.addTarget(recorder, action: Selector("cancelled:", Recorder.cancelled), for: .touchCancel)
        view.addSubview(button)
        return button
    }

    @Test func aTapOnAButtonSendsItsActionsAndHighlightsItMeanwhile() throws {
        let (window, controller) = screen()
        let recorder = Recorder()
        let button = button(in: controller.view, recorder)
        var primary = 0
        button.addAction(UIAction { _ in primary += 1 }, for: .primaryActionTriggered)
        window.perform(.tap(at: CGPoint(x: 195, y: 422)))
        #expect(button.isHighlighted && button.isTracking)
        try window.windowNode.clock.advance(by: 0.3)
        #expect(recorder.heard == ["down", "tapped"])
        #expect(primary == 1)
        #expect(!button.isHighlighted && !button.isTracking)
    }

    @Test func aPanOnTheButtonItselfDoesNotStopItsTap() throws {
        let (window, controller) = screen()
        let recorder = Recorder()
        let button = button(in: controller.view, recorder)
        button.addGestureRecognizer(UIPanGestureRecognizer(target: recorder, action: Selector("recognized:", Recorder.recognized)))
        window.perform(.tap(at: CGPoint(x: 195, y: 422)))
        try window.windowNode.clock.advance(by: 0.3)
        #expect(recorder.heard == ["down", "tapped"])
    }

    @Test func aButtonsTapWinsOverASingleTapRecognizerOnItsSuperview() throws {
        let (window, controller) = screen()
        let recorder = Recorder()
        _ = button(in: controller.view, recorder)
        let dismissTap = UITapGestureRecognizer(target: recorder, action: Selector("recognized:", Recorder.recognized))
        controller.view.addGestureRecognizer(dismissTap)
        window.perform(.tap(at: CGPoint(x: 195, y: 422)))
        try window.windowNode.clock.advance(by: 0.3)
        #expect(recorder.heard == ["down", "tapped"])
        // Elsewhere on the screen the recognizer hears the tap.
        window.perform(.tap(at: CGPoint(x: 50, y: 100)))
        try window.windowNode.clock.advance(by: 0.3)
        #expect(recorder.heard == ["down", "tapped", "recognizer 3"])
    }

    @Test func aTapRecognizerOnTheButtonCancelsTheButtonsTouch() throws {
        let (window, controller) = screen()
        let recorder = Recorder()
        let button = button(in: controller.view, recorder)
        button.addGestureRecognizer(UITapGestureRecognizer(target: recorder, action: Selector("recognized:", Recorder.recognized)))
        window.perform(.tap(at: CGPoint(x: 195, y: 422)))
        try window.windowNode.clock.advance(by: 0.3)
        #expect(recorder.heard == ["down", "recognizer 3", "cancel"])
    }

    @Test func liftingFarFromTheButtonIsATouchUpOutside() throws {
        let (window, controller) = screen()
        let recorder = Recorder()
        _ = button(in: controller.view, recorder)
        // A recognizer-free drag: nothing takes the touch from the button.
        window.perform(.drag(from: CGPoint(x: 195, y: 422), to: CGPoint(x: 195, y: 700), duration: 0.2))
        try window.windowNode.clock.advance(by: 0.5)
        #expect(recorder.heard == ["down", "up outside"])
    }

    /// A view that dismisses its screen when touched, as card overlays do.
    final class OverlayView: UIView {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            let touch = touches.first!
            log.append("began \(text(touch.location(in: self))) from \(text(touch.previousLocation(in: self)))")
        }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
            let touch = touches.first!
            log.append("moved from \(text(touch.previousLocation(in: self))) to \(text(touch.location(in: self)))")
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
            log.append("ended \(event?.allTouches?.count ?? 0)")
        }
        private func text(_ point: CGPoint) -> String { "\(Int(point.x)),\(Int(point.y))" }
    }

    final class ListeningController: UIViewController {
        var heard = 0
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { heard += 1 }
    }

    @Test func aViewHearsItsTouchesAndAPlainViewsGoUpToItsController() throws {
        let controller = ListeningController()
        let window = UIWindow(rootViewController: controller)
        let overlay = OverlayView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        controller.view.addSubview(overlay)
        window.perform(TouchScript(samples: [.init(time: 0, location: CGPoint(x: 10, y: 20)),
                                             .init(time: 0.05, location: CGPoint(x: 30, y: 20)),
                                             .init(time: 0.08, location: CGPoint(x: 30, y: 40)),
                                             .init(time: 0.1, location: CGPoint(x: 30, y: 40))]))
        try window.windowNode.clock.advance(by: 0.3)
        // The last sample lifts the finger where it already is: no move for it.
        #expect(overlay.log == ["began 10,20 from 10,20", "moved from 10,20 to 30,20", "moved from 30,20 to 30,40", "ended 1"])
        #expect(controller.heard == 0, "the overlay handled its touches")
        // A label takes no touches: a tap on it reaches the plain view below, then the controller.
        let label = UILabel(frame: CGRect(x: 0, y: 500, width: 200, height: 40))
        label.text = "Tap me"
        controller.view.addSubview(label)
        #expect(!label.isUserInteractionEnabled && !UIImageView().isUserInteractionEnabled)
        window.perform(.tap(at: CGPoint(x: 20, y: 520)))
        try window.windowNode.clock.advance(by: 0.3)
        #expect(controller.heard == 1)
    }

    /// A recognizer written as apps write them (UIGestureRecognizerSubclass): it sets `state`.
    final class TouchDownRecognizer: UIGestureRecognizer {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesBegan(touches, with: event)
            state = .began
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
            super.touchesEnded(touches, with: event)
            state = .ended
        }
    }

    @Test func aRecognizerSubclassSettingItsStateSendsItsActions() throws {
        let (window, controller) = screen()
        let recorder = Recorder()
        controller.view.addGestureRecognizer(TouchDownRecognizer(target: recorder, action: Selector("recognized:", Recorder.recognized)))
        window.perform(.tap(at: CGPoint(x: 100, y: 100)))
        #expect(recorder.heard == ["recognizer 1"])
        try window.windowNode.clock.advance(by: 0.3)
        #expect(recorder.heard == ["recognizer 1", "recognizer 3"])
    }

    @Test func aSwitchFlipsASegmentedControlSelectsAStepperStepsASliderSlides() throws {
        let (window, controller) = screen()
        let recorder = Recorder()
        let changed = Selector("changed:", Recorder.changed)
        let toggle = UISwitch(frame: CGRect(x: 20, y: 100, width: 0, height: 0))
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.frame = CGRect(x: 20, y: 200, width: 300, height: 32)
        segments.selectedSegmentIndex = 0
        let stepper = UIStepper(frame: CGRect(x: 20, y: 300, width: 0, height: 0))
        let slider = UISlider(frame: CGRect(x: 20, y: 400, width: 228, height: 31))
        for control in [toggle, segments, stepper, slider] as [UIControl] {
            control.addTarget(recorder, action: changed, for: .valueChanged)
            controller.view.addSubview(control)
        }
        controller.view.layoutIfNeeded()
        let clock = window.windowNode.clock
        window.perform(.tap(at: CGPoint(x: 45, y: 115)))
        try clock.advance(by: 0.3)
        #expect(toggle.isOn)
        window.perform(.tap(at: CGPoint(x: 270, y: 216)))
        try clock.advance(by: 0.3)
        #expect(segments.selectedSegmentIndex == 2)
        window.perform(.tap(at: CGPoint(x: 95, y: 316)))
        try clock.advance(by: 0.3)
        #expect(stepper.value == 1)
        // The thumb starts at the left end (centre x 34); 100 pt along 200 usable points is half.
        window.perform(.drag(from: CGPoint(x: 34, y: 415), to: CGPoint(x: 134, y: 415), duration: 0.2))
        try clock.advance(by: 0.5)
        #expect(abs(slider.value - 0.5) < 0.001)
        #expect(recorder.heard.count >= 4 && recorder.heard.allSatisfy { $0 == "changed" })
    }

    final class ListController: UITableViewController {
        var selected: [IndexPath] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    }

    @Test func aTapOnARowSelectsItAndTellsTheDelegate() throws {
        let list = ListController(style: .plain)
        let window = UIWindow(rootViewController: list)
        list.view.layoutIfNeeded()
        let clock = window.windowNode.clock
        let row = try #require(list.tableView.cellForRow(at: IndexPath(row: 3, section: 0)))
        let middle = row.convert(CGPoint(x: row.bounds.midX, y: row.bounds.midY), to: nil)
        window.perform(.tap(at: middle))
        #expect(!row.isHighlighted, "the table holds the touch from its rows while it sees whether it scrolls")
        try clock.advance(by: 0.3)
        #expect(list.selected == [IndexPath(row: 3, section: 0)])
        #expect(row.isSelected && !row.isHighlighted && list.tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        // A finger held still on a row highlights it once the table's delay is over.
        let next = try #require(list.tableView.cellForRow(at: IndexPath(row: 4, section: 0)))
        let nextMiddle = next.convert(CGPoint(x: next.bounds.midX, y: next.bounds.midY), to: nil)
        window.perform(.press(at: nextMiddle, duration: 0.5))
        try clock.advance(by: 0.1)
        #expect(!next.isHighlighted)
        try clock.advance(by: 0.1)
        #expect(next.isHighlighted)
        try clock.advance(by: 0.5)
        #expect(list.selected == [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)])
        // A drag across the rows scrolls in UIKit: it selects nothing, and highlights nothing.
        let last = try #require(list.tableView.cellForRow(at: IndexPath(row: 5, section: 0)))
        let lastMiddle = last.convert(CGPoint(x: last.bounds.midX, y: last.bounds.midY), to: nil)
        window.perform(.drag(from: lastMiddle, to: CGPoint(x: lastMiddle.x, y: lastMiddle.y + 200), duration: 0.2))
        try clock.advance(by: 0.1)
        #expect(!last.isHighlighted)
        try clock.advance(by: 0.4)
        #expect(list.selected.count == 2)
        // A tap recognizer on the table (cancelling touches, its default) takes the tap from the row.
        list.tableView.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
        window.perform(.tap(at: CGPoint(x: middle.x, y: middle.y + 88)))
        try clock.advance(by: 0.3)
        #expect(list.selected.count == 2)
    }
}

/// A double tap recognizes on the second of two quick taps, not on one; a single tap that
/// requires it to fail recognizes a lone tap once the pause for a second one is over.
@MainActor
@Suite struct MultipleTapTests {
    final class Counter: NSObject {
        var singles = 0, doubles = 0
        func single(_ sender: UITapGestureRecognizer) { singles += 1 }
        func double(_ sender: UITapGestureRecognizer) { doubles += 1 }
    }

    @Test func aDoubleTapNeedsTwoQuickTaps() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        let counter = Counter()
        let double = UITapGestureRecognizer(target: counter, action: Selector("double:", Counter.double(_:)))
        double.numberOfTapsRequired = 2
        let single = UITapGestureRecognizer(target: counter, action: Selector("single:", Counter.single(_:)))
        single.require(toFail: double)
        root.view.addGestureRecognizer(double)
        root.view.addGestureRecognizer(single)
        let clock = window.windowNode.clock
        func tap(after pause: Double) throws {
            try clock.advance(to: clock.now + pause)
            window.perform(.tap(at: CGPoint(x: 200, y: 400)))
            try clock.advance(to: clock.now + 0.1)  // the finger lifts
        }

        try tap(after: 0)
        #expect(counter.singles == 0, "held while a second tap may still come")
        try clock.advance(to: clock.now + 0.35)
        #expect(counter.doubles == 0 && counter.singles == 1, "one tap is no double tap: the single tap once the pause is over")
        try tap(after: 1)
        try tap(after: 0.1)
        try clock.advance(to: clock.now + 1)
        #expect(counter.doubles == 1 && counter.singles == 1, "the second of two quick taps, and no single tap")
        try tap(after: 1)
        try tap(after: 1)
        try clock.advance(to: clock.now + 1)
        #expect(counter.doubles == 1 && counter.singles == 3, "two slow taps are two single taps")
        withExtendedLifetime(window) {}
    }
}

/// A recognizer whose delegate says it must wait for another's failure does not begin while
/// that one is still in play: a card's own pan yields to the screen's dismissal pan behind it
/// (the delegate's `shouldRequireFailureOf`), and to it again when the screen's recognizer
/// says so itself (`shouldBeRequiredToFailBy`).
@MainActor
@Suite struct DelegateFailureRequirementTests {
    final class Recorder: NSObject, UIGestureRecognizerDelegate {
        var began: [String] = []
        weak var waitsFor: UIGestureRecognizer?
        var waitsOnItsOwn = true
        func card(_ sender: UIPanGestureRecognizer) { if sender.state == .began { began.append("card") } }
        func screen(_ sender: UIPanGestureRecognizer) { if sender.state == .began { began.append("screen") } }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            waitsOnItsOwn && otherGestureRecognizer === waitsFor
        }
        func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                               shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer) -> Bool {
            !waitsOnItsOwn && otherGestureRecognizer !== gestureRecognizer
        }
    }

    @Test func aPanWaitsForTheOneItsDelegateNames() throws {
        for waitsOnItsOwn in [true, false] {
            let root = UIViewController()
            let window = UIWindow(rootViewController: root)
            window.makeKeyAndVisible()
            let card = UIView(frame: CGRect(x: 40, y: 200, width: 300, height: 400))
            root.view.addSubview(card)
            let recorder = Recorder()
            recorder.waitsOnItsOwn = waitsOnItsOwn
            let cardPan = UIPanGestureRecognizer(target: recorder, action: Selector("card:", Recorder.card(_:)))
            let screenPan = UIPanGestureRecognizer(target: recorder, action: Selector("screen:", Recorder.screen(_:)))
            if waitsOnItsOwn { cardPan.delegate = recorder } else { screenPan.delegate = recorder }
            recorder.waitsFor = screenPan
            card.addGestureRecognizer(cardPan)
            root.view.addGestureRecognizer(screenPan)
            window.perform(.drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600), duration: 0.3))
            try window.windowNode.clock.advance(to: window.windowNode.clock.now + 0.5)
            #expect(recorder.began == ["screen"], "waitsOnItsOwn \(waitsOnItsOwn): \(recorder.began)")
        }
    }
}
