import Foundation
import GoldensRaster
@testable import GoldensScene
@testable import GoldensUIKit
import Testing

/// Date pickers in their three looks, showing a date that does not depend on the day the test runs.
@MainActor
@Suite struct DatePickerTests {
    /// The texts of the labels in `view`, front to back.
    static func texts(in view: UIView) -> [String] {
        view.subviews.flatMap { ($0 as? UILabel)?.text.map { [$0] } ?? texts(in: $0) }
    }

    @Test func aNewPickerHoldsAFixedDateAndShowsItInPills() throws {
        let picker = UIDatePicker()
        #expect(picker.date == Date(timeIntervalSince1970: 1_780_306_860))
        #expect(picker.datePickerStyle == .compact && picker.datePickerMode == .dateAndTime)
        #expect(Self.texts(in: picker) == ["Jun 1, 2026", "9:41 AM"])
        picker.timeZone = TimeZone(identifier: "Asia/Tokyo")
        #expect(Self.texts(in: picker) == ["Jun 1, 2026", "6:41 PM"])
        picker.datePickerMode = .date
        picker.date = Date(timeIntervalSince1970: 1_767_225_600 + 3600 * 15)  // 1 January 2026 15:00 GMT
        #expect(Self.texts(in: picker) == ["Jan 2, 2026"], "midnight has passed in Tokyo")
        picker.minimumDate = Date(timeIntervalSince1970: 1_780_306_860)
        #expect(picker.date == picker.minimumDate)
        #expect(picker.intrinsicContentSize.height == 34)
    }

    @Test func theInlineCalendarSelectsTheDayOfItsMonth() throws {
        let (window, root) = WhiteScene.make()
        let picker = UIDatePicker(frame: CGRect(x: 20, y: 100, width: 350, height: 400))
        picker.preferredDatePickerStyle = .inline
        root.addSubview(picker)
        window.layoutIfNeeded()
        let texts = Self.texts(in: picker)
        #expect(texts.first == "June 2026" && texts.contains("30") && !texts.contains("31") && texts.last == "9:41 AM")
        // 1 June 2026 is a Monday: its number sits in the second column, on the tinted circle.
        let one = try #require(picker.subviews.first { ($0 as? UILabel)?.text == "1" })
        let column = (350 - 16) / 7.0
        #expect(abs(one.frame.midX - (8 + column * 1.5)) < 0.01)
        let (bitmap, scale) = try WhiteScene.render(window)
        let ring = bitmap[Int((20 + one.frame.midX - 15) * Double(scale)), Int((100 + one.frame.midY) * Double(scale))]
        #expect(ring.b > ring.r + 10, "the selection circle is a light tint")
    }

    @Test func theCalendarFollowsTheTint() throws {
        let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 350, height: 400))
        picker.preferredDatePickerStyle = .inline
        picker.tintColor = .systemPink
        let selected = try #require(picker.subviews.first { ($0 as? UILabel)?.text == "1" } as? UILabel)
        #expect(selected.textColor == .systemPink)
    }

    @Test func aCountdownIsAlwaysWheels() {
        let picker = UIDatePicker()
        picker.datePickerMode = .countDownTimer
        picker.preferredDatePickerStyle = .compact
        picker.countDownDuration = 5400
        #expect(picker.datePickerStyle == .wheels)
        #expect(picker.subviews.first is UIPickerView && picker.intrinsicContentSize == CGSize(width: 320, height: 216))
    }

    @Test func aStoryboardDatePickerTakesItsModeStyleAndDate() throws {
        let controller = try StoryboardTests.initialController(UIViewController.self, ofStoryboard: "Dates", document: StoryboardTests.storyboard(initial: "dates-1", """
            <scene sceneID="s"><objects>
                <viewController id="dates-1" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                        <subviews>
                            <datePicker contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" datePickerMode="date" minuteInterval="5" style="inline" id="picker">
                                <rect key="frame" x="0.0" y="100" width="393" height="344"/>
                                <date key="date" timeIntervalSinceReferenceDate="800000000"/>
                            </datePicker>
                        </subviews>
                    </view>
                </viewController>
            </objects></scene>
        """))
        let picker = try #require(controller.view.subviews.first as? UIDatePicker)
        #expect(picker.datePickerMode == .date && picker.datePickerStyle == .inline && picker.minuteInterval == 5)
        #expect(picker.date == Date(timeIntervalSinceReferenceDate: 800_000_000))
        #expect(Self.texts(in: picker).first == "May 2026")
        #expect(SceneDiagnostics.drain().isEmpty)
    }
}
