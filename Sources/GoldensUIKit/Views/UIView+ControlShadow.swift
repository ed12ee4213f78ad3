import GoldensScene

// UIKit's standard controls (the switch, slider, segmented control and the others in files of
// their own) are drawn from plain views in their iOS light appearance at their iOS sizes. There
// are no touches: code sets their values, and they show them.

extension UIView {
    /// The soft black shadow under a switch's knob, a slider's thumb or a selected segment.
    func castControlShadow(opacity: Float, radius: CGFloat, offset: CGFloat) {
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = opacity
        layer.shadowRadius = radius
        layer.shadowOffset = CGSize(width: 0, height: offset)
    }
}
