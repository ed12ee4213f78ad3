#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Views that draw themselves, as apps write them: a progress ring stroked with round caps, a
// notification badge with its count, a card with a gradient header, and a bar chart clipped to a rounded rect.

final class ProgressRingView: UIView {
    var progress: CGFloat = 0.25 {
        didSet { setNeedsDisplay() }
    }
    var ringColor = UIColor.systemBlue

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
        isOpaque = false
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func draw(_ rect: CGRect) {
        let lineWidth: CGFloat = 8
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = min(bounds.width, bounds.height) / 2 - lineWidth / 2

        let track = UIBezierPath(arcCenter: center, radius: radius, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        track.lineWidth = lineWidth
        UIColor(white: 0.9, alpha: 1).setStroke()
        track.stroke()

        let start = -CGFloat.pi / 2
        let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: start,
                               endAngle: start + 2 * .pi * progress, clockwise: true)
        arc.lineWidth = lineWidth
        arc.lineCapStyle = .round
        ringColor.setStroke()
        arc.stroke()
    }
}

final class BadgeView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor(UIColor.systemRed.cgColor)
        context.fillEllipse(in: bounds.insetBy(dx: 1, dy: 1))
        context.setStrokeColor(UIColor.white.cgColor)
        context.setLineWidth(2)
        context.strokeEllipse(in: bounds.insetBy(dx: 1, dy: 1))

        let count = "3"
        let attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 20, weight: .bold),
            .foregroundColor: UIColor.white,
        ]
        let size = count.size(withAttributes: attributes)
        count.draw(at: CGPoint(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2), withAttributes: attributes)
    }
}

final class GradientHeaderCardView: UIView {
    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        // The card sits 10 pt inside the view, so its shadow has room.
        let frame = bounds.insetBy(dx: 10, dy: 10)
        let card = UIBezierPath(roundedRect: frame, cornerRadius: 16)
        context.saveGState()
        context.setShadow(offset: CGSize(width: 0, height: 4), blur: 12, color: UIColor.black.withAlphaComponent(0.3).cgColor)
        UIColor.white.setFill()
        card.fill()
        context.restoreGState()

        context.saveGState()
        UIBezierPath(roundedRect: CGRect(x: frame.minX, y: frame.minY, width: frame.width, height: 56),
                     byRoundingCorners: [.topLeft, .topRight], cornerRadii: CGSize(width: 16, height: 16)).addClip()
        let colors = [UIColor.systemPurple.cgColor, UIColor.systemPink.cgColor] as CFArray
        let locations: [CGFloat] = [0, 1]
        if let gradient = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: locations) {
            context.drawLinearGradient(gradient, start: CGPoint(x: frame.minX, y: 0), end: CGPoint(x: frame.maxX, y: 0), options: [])
        }
        context.restoreGState()

        let title = NSMutableParagraphStyle()
        title.alignment = .center
        "Weekend Trip".draw(in: CGRect(x: frame.minX, y: frame.minY + 14, width: frame.width, height: 30), withAttributes: [
            .font: UIFont.systemFont(ofSize: 20, weight: .semibold), .foregroundColor: UIColor.white, .paragraphStyle: title,
        ])

        UIColor.systemGray4.setFill()
        UIRectFill(CGRect(x: frame.minX + 16, y: frame.minY + 70, width: frame.width - 32, height: 10))
    }
}

final class BarChartView: UIView {
    var values: [CGFloat] = [0.3, 0.8, 0.5, 1.0]

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(UIBezierPath(roundedRect: bounds, cornerRadius: 12).cgPath)
        context.clip()
        context.setFillColor(UIColor.white.cgColor)
        context.fill(bounds)

        let barWidth = bounds.width / CGFloat(values.count)
        context.setFillColor(UIColor.systemGreen.cgColor)
        for (index, value) in values.enumerated() {
            let height = bounds.height * value
            context.fill(CGRect(x: CGFloat(index) * barWidth + 4, y: bounds.height - height, width: barWidth - 8, height: height))
        }
    }
}

/// A screen that shows the four.
final class CustomDrawingViewController: UIViewController {
    let ring = ProgressRingView(frame: CGRect(x: 40, y: 120, width: 120, height: 120))
    let badge = BadgeView(frame: CGRect(x: 300, y: 130, width: 40, height: 40))
    let card = GradientHeaderCardView(frame: CGRect(x: 10, y: 290, width: 370, height: 130))
    let chart = BarChartView(frame: CGRect(x: 20, y: 450, width: 350, height: 200))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        badge.backgroundColor = .clear
        card.backgroundColor = .clear
        for drawn in [ring, badge, card, chart] as [UIView] { view.addSubview(drawn) }
    }
}

/// Presented full screen with UIKit's cross dissolve: the drawn views fade in over the list.
func makeCustomDrawingScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    final class SystemTransition: NSObject, UIViewControllerTransitioningDelegate {}
    let presenter = SampleListViewController()
    let screen = CustomDrawingViewController()
    screen.modalPresentationStyle = .fullScreen
    screen.modalTransitionStyle = .crossDissolve
    return (presenter, screen, SystemTransition())
}

/// A layer with a custom property, as layers meant to animate one declare it.
final class RoundedCornerLayer: CAShapeLayer {
    @NSManaged var radius: CGFloat

    override func display() {
        path = UIBezierPath(roundedRect: bounds, cornerRadius: radius).cgPath
    }
}
