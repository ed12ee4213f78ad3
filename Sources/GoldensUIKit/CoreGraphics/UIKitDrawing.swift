import Foundation
import GoldensScene

// UIKit's own drawing calls, which draw into the current context (an image renderer's, an image
// context's, or a view's `draw(_:)`; see `UIGraphicsImageRendererContext`). Outside one there
// is nothing to draw into, and UIKit draws nothing (it logs an invalid context). UIKit does not
// isolate them to the main actor; all UIKit code here runs on the main thread, so they assume it.

/// The current context's record, or nil when no context is open.
@MainActor
private var currentRecorder: DrawingRecorder? {
    guard let context = UIGraphicsImageRendererContext.current.last else { return nil }
    GraphicsRecording.sync(context.cgContext, into: context.recorder)
    return context.recorder
}

extension UIColor {
    /// Makes this the current context's fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }

    public func setFill() {
        MainActor.assumeIsolated { currentRecorder?.state.fillColor = rgba }
    }

    public func setStroke() {
        MainActor.assumeIsolated { currentRecorder?.state.strokeColor = rgba }
    }
}

extension UIBezierPath {
    /// Fills the path in the context's fill colour, with its own fill rule.
    public func fill() {
        fill(with: .normal, alpha: 1)
    }

    /// Only normal blending is drawn; another mode fails the frame by name.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        let path = self.path, rule: FillRule = usesEvenOddFillRule ? .evenOdd : .nonZero
        MainActor.assumeIsolated {
            guard let recorder = currentRecorder, UIBezierPath.drawable(blendMode) else { return }
            let color = recorder.state.fillColor
            recorder.fill(path.applying(recorder.state.ctm.scene), rule: rule,
                          color: color.withAlpha(color.alpha * min(1, max(0, Double(alpha)))))
        }
    }

    /// Strokes the path in the context's stroke colour, with its own width, caps, joins and dashes.
    public func stroke() {
        stroke(with: .normal, alpha: 1)
    }

    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        let path = self.path, style = strokeStyle
        MainActor.assumeIsolated {
            guard let recorder = currentRecorder, UIBezierPath.drawable(blendMode) else { return }
            let color = recorder.state.strokeColor
            recorder.stroke(user: path, style: style, color: color.withAlpha(color.alpha * min(1, max(0, Double(alpha)))))
        }
    }

    /// Intersects the context's clip with the path.
    public func addClip() {
        let path = self.path, rule: FillRule = usesEvenOddFillRule ? .evenOdd : .nonZero
        MainActor.assumeIsolated {
            guard let recorder = currentRecorder else { return }
            recorder.clip(path.applying(recorder.state.ctm.scene), rule: rule)
        }
    }

    private static func drawable(_ mode: CGBlendMode) -> Bool {
        guard mode != .normal else { return true }
        MainActor.assumeIsolated { currentRecorder?.report("drawing a UIBezierPath with blend mode .\(mode) is not drawn; only .normal is") }
        return false
    }
}

/// Fills `rect` with the current fill colour.
public func UIRectFill(_ rect: CGRect) {
    MainActor.assumeIsolated { currentRecorder?.fillRect(rect) }
}

/// Draws a one-point frame just inside `rect` in the current fill colour.
public func UIRectFrame(_ rect: CGRect) {
    let r = rect.standardized
    guard r.width > 0, r.height > 0 else { return }
    let edge = min(1, r.width / 2, r.height / 2)
    UIRectFill(CGRect(x: r.minX, y: r.minY, width: r.width, height: edge))
    UIRectFill(CGRect(x: r.minX, y: r.maxY - edge, width: r.width, height: edge))
    UIRectFill(CGRect(x: r.minX, y: r.minY + edge, width: edge, height: r.height - 2 * edge))
    UIRectFill(CGRect(x: r.maxX - edge, y: r.minY + edge, width: edge, height: r.height - 2 * edge))
}

/// Intersects the current clip with `rect`.
public func UIRectClip(_ rect: CGRect) {
    MainActor.assumeIsolated { currentRecorder?.clip(to: rect) }
}

extension UIImage {
    /// Draws the image, upright, with its top-left corner at `point`, at its size in points.
    public func draw(at point: CGPoint) {
        draw(in: CGRect(origin: point, size: size))
    }

    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image, upright, scaled into `rect`.
    public func draw(in rect: CGRect) {
        draw(in: rect, blendMode: .normal, alpha: 1)
    }

    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        let image = self.image
        MainActor.assumeIsolated {
            guard let recorder = currentRecorder else { return }
            guard blendMode == .normal else {
                return recorder.report("UIImage.draw with blend mode .\(blendMode) is not drawn; only .normal is")
            }
            recorder.draw(image.bitmap, in: rect, flipped: false, alpha: min(1, max(0, Double(alpha))), name: image.name)
        }
    }
}

extension UIBezierPath {
    /// The path's stroke as UIKit draws it: its width, caps, joins, miter limit and dashes.
    var strokeStyle: StrokeStyle {
        var style = StrokeStyle(lineWidth: Double(lineWidth), lineCap: lineCapStyle.scene, lineJoin: lineJoinStyle.scene,
                                miterLimit: max(1, Double(miterLimit)))
        style.dashes = dashes
        style.dashPhase = dashPhase
        return style
    }
}

extension CGLineCap {
    var scene: LineCap {
        switch self {
        case .round: .round
        case .square: .square
        default: .butt
        }
    }
}

extension CGLineJoin {
    var scene: LineJoin {
        switch self {
        case .round: .round
        case .bevel: .bevel
        default: .miter
        }
    }
}
