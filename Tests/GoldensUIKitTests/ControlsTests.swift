import Foundation
import GoldensPNG
import GoldensRaster
import GoldensScene
import GoldensUIKit
import Testing

/// The standard controls show the values code gives them, at UIKit's sizes.
@MainActor
@Suite struct ControlsTests {
    @Test func controlsDrawTheirValues() throws {
        let (window, root) = WhiteScene.make()
        let toggle = UISwitch()
        toggle.isOn = true
        toggle.frame.origin = CGPoint(x: 20, y: 100)
        let slider = UISlider(frame: CGRect(x: 20, y: 150, width: 200, height: 31))
        slider.value = 0.5
        let progress = UIProgressView(progressViewStyle: .default)
        progress.frame = CGRect(x: 20, y: 200, width: 200, height: 4)
        progress.progress = 0.25
        let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
        segments.frame = CGRect(x: 20, y: 230, width: 300, height: 32)
        segments.selectedSegmentIndex = 1
        let field = UITextField(frame: CGRect(x: 20, y: 290, width: 300, height: 34))
        field.borderStyle = .roundedRect
        field.placeholder = "Search herbs"
        let spinner = UIActivityIndicatorView(style: .large)
        spinner.center = CGPoint(x: 60, y: 380)
        spinner.startAnimating()
        let pages = UIPageControl()
        pages.numberOfPages = 3
        pages.currentPage = 1
        pages.frame = CGRect(x: 20, y: 420, width: 200, height: 26)
        let text = UITextView(frame: CGRect(x: 20, y: 460, width: 300, height: 120))
        text.contentInsetAdjustmentBehavior = .never
        text.text = "Basil is a culinary herb of the family Lamiaceae, native to tropical regions."
        for control in [toggle, slider, progress, segments, field, spinner, pages, text] as [UIView] { root.addSubview(control) }
        window.layoutIfNeeded()
        let (bitmap, scale) = try WhiteScene.render(window)
        if let path = ProcessInfo.processInfo.environment["GOLDENS_DUMP_CONTROLS"] { try PNGEncoder.write(bitmap, to: path) }
        func pixel(_ x: Double, _ y: Double) -> PremultipliedPixel { bitmap[Int(x * Double(scale)), Int(y * Double(scale))] }
        let white = PremultipliedPixel(r: 255, g: 255, b: 255, a: 255)

        #expect(toggle.frame.size == CGSize(width: 51, height: 31))
        let track = pixel(28, 115)  // the on track left of the knob
        #expect(track.g > track.r + 60 && track.g > track.b + 60, "green track: \(track)")
        #expect(pixel(57, 115) == white, "the knob sits at the right")

        let filled = pixel(40, 165.5), empty = pixel(200, 165.5)
        #expect(filled.b > filled.r + 100, "the value's part of the track is the tint colour: \(filled)")
        #expect(empty.r == empty.g && empty.r < 250 && empty.r > 200, "the rest is grey: \(empty)")
        #expect(pixel(120, 165.5) == white, "the thumb at the middle")

        #expect(pixel(30, 202).b > pixel(30, 202).r + 100)
        #expect(pixel(100, 202).b < 250 && abs(Int(pixel(100, 202).b) - Int(pixel(100, 202).r)) < 10)

        #expect(pixel(210, 236) == white, "the selected segment's pill")
        #expect(pixel(60, 235) != white, "the capsule behind the others")

        #expect(spinner.frame.size == CGSize(width: 37, height: 37))
        #expect(field.intrinsicContentSize.height == 34)
        #expect(pages.intrinsicContentSize == CGSize(width: 56, height: 26))
        #expect(text.contentSize.height > 8 + 2 * 20, "the text wraps to two lines or more")
    }

    @Test func valuesAreKeptInRange() {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 100, height: 31))
        slider.minimumValue = 10
        slider.maximumValue = 10
        slider.value = 20
        slider.layoutIfNeeded()
        let segments = UISegmentedControl(items: ["A"])
        segments.selectedSegmentIndex = 4
        segments.layoutIfNeeded()
        segments.removeSegment(at: 0, animated: false)
        #expect(segments.numberOfSegments == 0 && segments.selectedSegmentIndex == UISegmentedControl.noSegment)
    }

    /// A system button draws its title in its tint: set on the button before it is on screen, or
    /// changed on its superview afterwards.
    @Test func aSystemButtonsTitleFollowsItsTint() {
        let close = UIButton(type: .system)
        close.setTitle("Close", for: .normal)
        close.tintColor = .white
        #expect(close.currentTitleColor == .white)
        #expect(close.titleLabel?.textColor == .white)
        let card = UIView()
        let inherited = UIButton(type: .system)
        inherited.setTitle("More", for: .normal)
        card.addSubview(inherited)
        card.tintColor = .systemRed
        #expect(inherited.titleLabel?.textColor == .systemRed)
        inherited.setTitleColor(.black, for: .normal)
        card.tintColor = .systemGreen
        #expect(inherited.titleLabel?.textColor == .black, "a title colour set for the state wins over the tint")
    }
}

/// A button set right to left puts its image after its title, the idiom for a trailing
/// chevron; nothing is reported for it.
@MainActor
@Suite struct RightToLeftButtonTests {
    @Test func theImageComesAfterTheTitle() throws {
        let button = UIButton(type: .system)
        button.setTitle("Next", for: .normal)
        button.setImage(UIImage(systemName: "chevron.right"), for: .normal)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.layoutIfNeeded()
        let imageView = try #require(button.imageView), title = try #require(button.titleLabel)
        #expect(imageView.frame.maxX <= title.frame.minX + 0.001)
        button.semanticContentAttribute = .forceRightToLeft
        button.layoutIfNeeded()
        #expect(imageView.frame.minX >= title.frame.maxX - 0.001 && imageView.frame.width > 0)
        #expect(SceneDiagnostics.drain().isEmpty)
    }
}

/// Title attributes per state colour and set the segments' titles.
@MainActor
@Suite struct SegmentTitleAttributeTests {
    @Test func theSelectedSegmentTakesTheSelectedAttributes() {
        let segments = UISegmentedControl(items: ["Day", "Week"])
        segments.frame = CGRect(x: 0, y: 0, width: 200, height: 32)
        segments.selectedSegmentIndex = 1
        let bold = UIFont.boldSystemFont(ofSize: 15)
        segments.setTitleTextAttributes([.foregroundColor: UIColor.gray, .font: bold], for: .normal)
        segments.setTitleTextAttributes([.foregroundColor: UIColor.white], for: .selected)
        segments.layoutIfNeeded()
        let labels = segments.subviews.compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["Day", "Week"])
        #expect(labels.first?.textColor == .gray && labels.last?.textColor == .white)
        #expect(labels.allSatisfy { $0.font === bold }, "the selected state sets no font: the normal one's")
        #expect(segments.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .white)
    }
}
