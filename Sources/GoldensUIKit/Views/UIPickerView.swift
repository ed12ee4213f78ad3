import Foundation
import GoldensRaster

/// A spinning-wheel picker in iOS 14's look, drawn from plain views: one wheel per component,
/// each showing its selected row flat at the centre in 23.5 pt type under a rounded grey band,
/// and the three rows above and below at 21 pt, faded to 44.7 % and turned away on a cylinder
/// in perspective. 320 x 216 points unless sized otherwise; rows are 32 points tall (24 in a
/// picker shorter than 216). Code selects rows; a wheel is not spun by a scripted drag here,
/// and `selectRow(_:inComponent:animated:)` lands at once.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UIPickerView { AppearanceProxies.proxy(for: self) { UIPickerView(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIPickerView {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UIPickerView(frame: .zero) }
    }
    open weak var dataSource: UIPickerViewDataSource? { didSet { setNeedsLayout() } }
    open weak var delegate: UIPickerViewDelegate? { didSet { setNeedsLayout() } }
    /// Deprecated in iOS 13 and ignored there: the band is always shown.
    open var showsSelectionIndicator = true

    private var selectedRows: [Int: Int] = [:]
    /// The row views each component shows now, by row, handed back to the delegate for reuse.
    private var shownRows: [[Int: UIView]] = []
    private let band = UIView()

    /// The size UIKit gives a picker made without one.
    static let defaultSize = CGSize(width: 320, height: 216)
    /// Between the wheels, and inside the picker's sides.
    static let componentSpacing: CGFloat = 5
    static let sideInset: CGFloat = 9
    /// How much a row off the centre is faded.
    static let offCentreAlpha: CGFloat = 0.447
    /// The depth of the perspective the wheels are seen in.
    static let perspectiveDistance: CGFloat = 900

    public override init(frame: CGRect) {
        super.init(frame: frame.size == .zero ? CGRect(origin: frame.origin, size: UIPickerView.defaultSize) : frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        clipsToBounds = true
        band.layer.cornerRadius = 8
        band.layer.cornerCurve = .continuous
        band.backgroundColor = .tertiarySystemFill
        band.isUserInteractionEnabled = false
        addSubview(band)
    }

    open override var intrinsicContentSize: CGSize { UIPickerView.defaultSize }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UIPickerView.defaultSize }

    // MARK: Components and rows

    open var numberOfComponents: Int { max(dataSource?.numberOfComponents(in: self) ?? 0, 0) }

    open func numberOfRows(inComponent component: Int) -> Int {
        guard (0..<numberOfComponents).contains(component) else { return 0 }
        return max(dataSource?.pickerView(self, numberOfRowsInComponent: component) ?? 0, 0)
    }

    /// The row height of the picker's height: 32 points, or 24 in a picker under 216 tall.
    private var standardRowHeight: CGFloat { bounds.height >= UIPickerView.defaultSize.height ? 32 : 24 }

    private func rowHeight(of component: Int) -> CGFloat {
        let asked = delegate?.pickerView(self, rowHeightForComponent: component) ?? 0
        return asked > 0 ? asked : standardRowHeight
    }

    /// Every component's width: the delegate's, or an equal share of the picker inside its
    /// side insets and the spacing.
    private func widths() -> [CGFloat] {
        let count = numberOfComponents
        guard count > 0 else { return [] }
        let share = ((bounds.width - 2 * UIPickerView.sideInset - UIPickerView.componentSpacing * CGFloat(count - 1)) / CGFloat(count))
            .rounded(.down)
        return (0..<count).map { component in
            let asked = delegate?.pickerView(self, widthForComponent: component) ?? 0
            return asked > 0 ? asked : max(share, 0)
        }
    }

    open func rowSize(forComponent component: Int) -> CGSize {
        let all = widths()
        guard all.indices.contains(component) else { return .zero }
        return CGSize(width: all[component], height: rowHeight(of: component))
    }

    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(max(selectedRows[component] ?? 0, 0), rows - 1)
    }

    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        selectedRows[component] = row
        setNeedsLayout()
    }

    open func reloadAllComponents() {
        for views in shownRows { for view in views.values { view.removeFromSuperview() } }
        shownRows = []
        setNeedsLayout()
    }

    open func reloadComponent(_ component: Int) {
        if shownRows.indices.contains(component) {
            for view in shownRows[component].values { view.removeFromSuperview() }
            shownRows[component] = [:]
        }
        setNeedsLayout()
    }

    /// The view showing `row` of `component`, when the row is on the wheel.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        shownRows.indices.contains(component) ? shownRows[component][row] : nil
    }

    // MARK: Drawing the wheels

    open override func layoutSubviews() {
        super.layoutSubviews()
        let widths = widths()
        while shownRows.count < widths.count { shownRows.append([:]) }
        while shownRows.count > widths.count {
            for view in shownRows.removeLast().values { view.removeFromSuperview() }
        }
        let total = widths.reduce(0, +) + UIPickerView.componentSpacing * CGFloat(max(widths.count - 1, 0))
        var x = ((bounds.width - total) / 2).rounded(.down)
        for (component, width) in widths.enumerated() {
            layOutWheel(component, x: x, width: width)
            x += width + UIPickerView.componentSpacing
        }
        let bandHeight = standardRowHeight + 2
        band.frame = CGRect(x: UIPickerView.sideInset, y: (bounds.midY - bandHeight / 2).rounded(),
                            width: max(bounds.width - 2 * UIPickerView.sideInset, 0), height: bandHeight)
        bringSubviewToFront(band)
    }

    /// The selected row and the three on each side of it, each on the cylinder whose
    /// circumference is the rows of twice the picker's height.
    private func layOutWheel(_ component: Int, x: CGFloat, width: CGFloat) {
        let rows = numberOfRows(inComponent: component)
        let height = rowHeight(of: component)
        let selected = selectedRow(inComponent: component)
        let rowsAround = (2 * bounds.height / height).rounded(.up)
        let step = 2 * CGFloat.pi / max(rowsAround, 1)
        let radius = height / step
        var kept: [Int: UIView] = [:]
        // Empty when there are no rows, or the selection lies past them (a data source that shrank).
        for row in stride(from: max(selected - 3, 0), through: min(selected + 3, rows - 1), by: 1) {
            let offset = CGFloat(row - selected)
            let angle = offset * step
            guard abs(angle) < .pi / 2 else { continue }
            let reused = shownRows[component][row]
            let view = rowView(row, component: component, reusing: reused)
            if view !== reused { reused?.removeFromSuperview() }
            if view.superview !== self { insertSubview(view, belowSubview: band) }
            view.bounds = CGRect(x: 0, y: 0, width: width, height: height)
            view.center = CGPoint(x: x + width / 2, y: bounds.midY)
            view.alpha = row == selected ? 1 : UIPickerView.offCentreAlpha
            view.layer.transform = row == selected ? CATransform3DIdentity : wheelTransform(angle: angle, radius: radius)
            kept[row] = view
        }
        for (row, view) in shownRows[component] where kept[row] !== view { view.removeFromSuperview() }
        shownRows[component] = kept
    }

    /// A row turned by `angle` about the wheel's axis, `radius` behind the centre row's plane,
    /// seen in perspective from the picker's middle.
    private func wheelTransform(angle: CGFloat, radius: CGFloat) -> CATransform3D {
        let (cosine, sine) = (PortableMath.cos(Double(angle)), PortableMath.sin(Double(angle)))
        let turned = CATransform3DMakeRotation(-angle, 1, 0, 0)
        let placed = CATransform3DConcat(turned, CATransform3DMakeTranslation(0, radius * CGFloat(sine), radius * CGFloat(cosine) - radius))
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / UIPickerView.perspectiveDistance
        return CATransform3DConcat(placed, perspective)
    }

    /// The delegate's view for the row; by default a label of its title (see `titledRow`).
    private func rowView(_ row: Int, component: Int, reusing view: UIView?) -> UIView {
        if let delegate { return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: view) }
        return titledRow(row, forComponent: component, reusing: view)
    }

    /// A label of the row's title (its attributed title first, "?" without either, as UIKit
    /// shows), 23.5 pt at the centre and 21 pt elsewhere, inset 9 points from the row's sides.
    func titledRow(_ row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let cell = (view as? PickerRowView) ?? PickerRowView()
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            cell.label.attributedText = attributed
        } else {
            cell.label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component) ?? "?"
            cell.label.textColor = .label
        }
        cell.label.font = .systemFont(ofSize: row == selectedRow(inComponent: component) ? 23.5 : 21)
        return cell
    }
}

/// A row of a picker whose delegate gives titles: a centred label inset from the sides.
final class PickerRowView: UIView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.textAlignment = .center
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: UIPickerView.sideInset, dy: 0)
    }
}

/// The counts a picker shows.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: NSObjectProtocol {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// What a picker's rows show and how large they are, and which row was chosen; every method is
/// optional, as in UIKit.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The view for a row; by default a label of the row's title.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 0 }
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? {
        nil
    }
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        pickerView.titledRow(row, forComponent: component, reusing: view)
    }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
