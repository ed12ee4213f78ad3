import GoldensScene

#if !canImport(CoreGraphics)

/// Core Graphics' drawing context, for Linux, as far as image contexts use it: its transform
/// (translate, scale, rotate, save and restore), fills of rects in a fill colour, and the
/// layers drawn into it with `CALayer.render(in:)`. It records into the image context that
/// made it (`UIGraphicsImageRendererContext.cgContext`, `UIGraphicsGetCurrentContext()`);
/// paths, text and images drawn directly are not recorded.
@preconcurrency @MainActor
public final class CGContext {
    weak var recorder: UIGraphicsImageRendererContext?
    /// The user-space transform, in points, y down (there is no device flip here).
    public private(set) var ctm = CGAffineTransform.identity
    private(set) var fillColor = Color.black
    private var saved: [(CGAffineTransform, Color)] = []
    public var interpolationQuality: CGInterpolationQuality = .default

    init(recorder: UIGraphicsImageRendererContext) {
        self.recorder = recorder
    }

    public func translateBy(x: CGFloat, y: CGFloat) { ctm = CGAffineTransform(translationX: x, y: y).concatenating(ctm) }
    public func scaleBy(x: CGFloat, y: CGFloat) { ctm = CGAffineTransform(scaleX: x, y: y).concatenating(ctm) }
    public func rotate(by angle: CGFloat) { ctm = CGAffineTransform(rotationAngle: angle).concatenating(ctm) }
    public func concatenate(_ transform: CGAffineTransform) { ctm = transform.concatenating(ctm) }

    public func saveGState() { saved.append((ctm, fillColor)) }
    public func restoreGState() {
        if let (transform, color) = saved.popLast() { (ctm, fillColor) = (transform, color) }
    }

    public func setFillColor(_ color: CGColor) { fillColor = color.sceneColor }

    public func fill(_ rect: CGRect) {
        recorder?.drawings.append(.fill(rect, color: fillColor, transform: ctm))
    }

    public func fill(_ rects: [CGRect]) { rects.forEach { fill($0) } }
}

public enum CGInterpolationQuality: Int32, Sendable {
    case `default` = 0, none = 1, low = 2, high = 3, medium = 4
}

/// The image contexts' side of `CGContext`.
@MainActor
enum GraphicsRecording {
    static func makeContext(for recorder: UIGraphicsImageRendererContext) -> CGContext { CGContext(recorder: recorder) }
    static func recorder(of context: CGContext) -> UIGraphicsImageRendererContext? { context.recorder }
    static func ctm(of context: CGContext) -> CGAffineTransform { context.ctm }
    static func fillColor(of context: CGContext) -> Color { context.fillColor }
}

#else

/// The image contexts' side of Core Graphics' own `CGContext`: a small bitmap context stands
/// for each image context, which reads its transform; fills in it are not recorded.
@MainActor
enum GraphicsRecording {
    private static var recorders: [ObjectIdentifier: WeakRecorder] = [:]

    private struct WeakRecorder {
        weak var recorder: UIGraphicsImageRendererContext?
    }

    static func makeContext(for recorder: UIGraphicsImageRendererContext) -> CGContext {
        let context = CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                space: CGColorSpace(name: CGColorSpace.sRGB)!,
                                bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
        recorders = recorders.filter { $0.value.recorder != nil }
        recorders[ObjectIdentifier(context)] = WeakRecorder(recorder: recorder)
        return context
    }

    static func recorder(of context: CGContext) -> UIGraphicsImageRendererContext? {
        recorders[ObjectIdentifier(context)]?.recorder
    }

    static func ctm(of context: CGContext) -> CGAffineTransform { context.ctm }
    static func fillColor(of context: CGContext) -> Color { .black }
}

#endif
