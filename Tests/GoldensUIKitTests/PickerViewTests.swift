import Foundation
import GoldensPNG
import GoldensRaster
@testable import GoldensUIKit
import Testing

/// A picker shows its selected rows flat under the band and the rows around them turned away on
/// the wheel, at UIKit's sizes.
@MainActor
@Suite struct PickerViewTests {
    final class Months: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
        let names = ["January", "February", "March", "April", "May", "June", "July", "August"]
        var chosen: [Int] = []
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? names.count : 31 }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? names[row] : String(row + 1)
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { chosen.append(row) }
    }

    @Test func thePickerDrawsTheSelectedRowsUnderTheBand() throws {
        let (window, root) = WhiteScene.make()
        let months = Months()
        let picker = UIPickerView()
        #expect(picker.frame.size == CGSize(width: 320, height: 216), "UIKit's default size")
        picker.frame.origin = CGPoint(x: 35, y: 200)
        picker.dataSource = months
        picker.delegate = months
        picker.selectRow(3, inComponent: 0, animated: false)
        picker.selectRow(40, inComponent: 1, animated: true)
        root.addSubview(picker)
        window.layoutIfNeeded()

        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 8)
        #expect(picker.selectedRow(inComponent: 0) == 3 && picker.selectedRow(inComponent: 1) == 30, "a row past the end selects the last")
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 148, height: 32), "(320 - 18 - 5) / 2, rounded down")
        let centre = try #require(picker.view(forRow: 3, forComponent: 0))
        #expect((centre.subviews.first as? UILabel)?.text == "April")
        #expect(picker.view(forRow: 0, forComponent: 0) != nil && picker.view(forRow: 7, forComponent: 0) == nil, "three rows each side")
        #expect(picker.view(forRow: 2, forComponent: 0)?.alpha == 0.447)
        #expect(months.chosen.isEmpty, "selecting in code does not tell the delegate")

        let (bitmap, scale) = try WhiteScene.render(window)
        if let path = ProcessInfo.processInfo.environment["GOLDENS_DUMP_PICKER"] { try PNGEncoder.write(bitmap, to: path) }
        func pixel(_ x: Double, _ y: Double) -> PremultipliedPixel { bitmap[Int(x * Double(scale)), Int(y * Double(scale))] }
        let band = pixel(50, 308)  // inside the band, left of the text
        #expect(band.r < 250 && band.r > 225 && band.r == band.g, "the light grey band: \(band)")
        #expect(pixel(50, 330) == PremultipliedPixel(r: 255, g: 255, b: 255, a: 255), "white below the band")
        // Dark text in the band, in both wheels.
        let dark = (0..<300).contains { column in pixel(60 + Double(column) / 2, 308).r < 80 }
        #expect(dark)
    }

    @Test func aDelegatesOwnRowViewsAreShownAndReused() throws {
        final class Swatches: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
            var made = 0
            func numberOfComponents(in pickerView: UIPickerView) -> Int { 1 }
            func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { 5 }
            func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 40 }
            func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
                if let view { return view }
                made += 1
                let swatch = UIView()
                swatch.backgroundColor = row == 0 ? .red : .blue
                return swatch
            }
        }
        let swatches = Swatches()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
        picker.dataSource = swatches
        picker.delegate = swatches
        picker.layoutIfNeeded()
        #expect(swatches.made == 3, "rows 0 to 2: 40 pt rows turn 33° each, so a third row would face away")
        #expect(picker.rowSize(forComponent: 0).height == 40)
        picker.setNeedsLayout()
        picker.layoutIfNeeded()
        #expect(swatches.made == 3, "shown rows are handed back for reuse")
        #expect(picker.view(forRow: 0, forComponent: 0)?.backgroundColor == .red)
    }
}
