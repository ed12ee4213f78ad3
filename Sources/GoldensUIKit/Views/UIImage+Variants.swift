import GoldensJPEG
import GoldensPNG
import GoldensScene

// The images UIKit derives from an image: resizable ones, ones with alignment insets or a
// baseline, mirrored ones, animated ones, and the image's encoded data.

extension UIImage {
    /// How the stretched parts of a resizable image fill their space.
    public enum ResizingMode: Int, Sendable {
        case tile, stretch
    }

    /// The image with caps that keep their size when an image view or a button stretches it;
    /// the rest is tiled (UIKit's default for this call).
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// Tiling is drawn as stretching here, and an image view that shows a tiled image with a
    /// middle of more than one pixel says so when it is drawn.
    public func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        variant {
            $0.capInsets = capInsets
            $0.resizingMode = resizingMode
            $0.isResizable = true
        }
    }

    /// The caps of iOS 2: `leftCapWidth` columns on the left, the one column after them
    /// stretched, the rest on the right; the same for rows.
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let left = CGFloat(max(leftCapWidth, 0)), top = CGFloat(max(topCapHeight, 0))
        let right = leftCapWidth > 0 ? max(size.width - left - 1, 0) : 0
        let bottom = topCapHeight > 0 ? max(size.height - top - 1, 0) : 0
        return resizableImage(withCapInsets: UIEdgeInsets(top: top, left: left, bottom: bottom, right: right), resizingMode: .stretch)
    }

    public var leftCapWidth: Int { Int(capInsets.left) }
    public var topCapHeight: Int { Int(capInsets.top) }

    /// How an image view slices this image when it stretches it; nil when all of it stretches.
    var slicing: NineSlice? {
        guard isResizable, capInsets != .zero else { return nil }
        return NineSlice(capInsets: capInsets.scene, imageSize: size.scene)
    }

    /// Whether tiling the middle of this image would look different from stretching it: only
    /// when the tiled parts are not the same pixel repeated along the way they tile (a bubble
    /// whose middle is one colour looks the same either way).
    var tilesVisibly: Bool {
        guard isResizable, resizingMode == .tile else { return false }
        let bitmap = image.bitmap
        let left = Int((capInsets.left * scale).rounded()), right = bitmap.width - Int((capInsets.right * scale).rounded())
        let top = Int((capInsets.top * scale).rounded()), bottom = bitmap.height - Int((capInsets.bottom * scale).rounded())
        guard left < right, top < bottom else { return false }
        return !bitmap.isConstant(alongRowsFrom: left, to: right) || !bitmap.isConstant(alongColumnsFrom: top, to: bottom)
    }

    // MARK: Alignment and baseline

    public func withAlignmentRectInsets(_ alignmentInsets: UIEdgeInsets) -> UIImage {
        variant { $0.alignmentRectInsets = alignmentInsets }
    }

    public func withBaselineOffset(fromBottom baselineOffset: CGFloat) -> UIImage {
        variant { $0.baselineOffsetFromBottom = baselineOffset }
    }

    public func imageWithoutBaseline() -> UIImage {
        variant { $0.baselineOffsetFromBottom = nil }
    }

    // MARK: Direction

    /// Layout here is left to right, so no image is flipped for the other direction.
    public var flipsForRightToLeftLayoutDirection: Bool { false }

    /// An image that would flip under a right-to-left layout; it shows as it is here.
    public func imageFlippedForRightToLeftLayoutDirection() -> UIImage {
        variant()
    }

    /// The image mirrored left to right: the same stored pixels, the orientation mirrored.
    public func withHorizontallyFlippedOrientation() -> UIImage {
        var mirrored = image
        mirrored.bitmap = image.bitmap.mirroredHorizontally()
        return variant(pixels: mirrored) {
            $0.imageOrientation = self.imageOrientation.mirrored
            $0.storedPixels = self.storedPixels ?? self.image
        }
    }

    // MARK: Animated images

    /// An image whose frames play over `duration`; it shows its first frame, the one an image
    /// view shows before the run loop turns.
    public class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return first.variant {
            $0.images = images
            $0.duration = duration
        }
    }

    /// The frames `name0`, `name1`, … found as `UIImage(named:)` finds images.
    public class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        animatedImage(with: numberedImages(named: name), duration: duration)
    }

    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, duration: TimeInterval) -> UIImage? {
        animatedResizableImageNamed(name, capInsets: capInsets, resizingMode: .tile, duration: duration)
    }

    public class func animatedResizableImageNamed(_ name: String, capInsets: UIEdgeInsets, resizingMode: ResizingMode,
                                                  duration: TimeInterval) -> UIImage? {
        let frames = numberedImages(named: name).map { $0.resizableImage(withCapInsets: capInsets, resizingMode: resizingMode) }
        return animatedImage(with: frames, duration: duration)
    }

    /// `name0` (or `name1`) and the numbers after it, up to the first missing one (UIKit stops at
    /// 1024).
    private class func numberedImages(named name: String) -> [UIImage] {
        var frames: [UIImage] = []
        var number = UIImage(named: name + "0") == nil ? 1 : 0
        while number <= 1024, let frame = UIImage(named: name + String(number)) {
            frames.append(frame)
            number += 1
        }
        return frames
    }

    // MARK: Data

    /// The image as PNG data, its pixels as they are (no scale is written).
    public func pngData() -> Data? {
        guard image.bitmap.width > 0, image.bitmap.height > 0,
              let bytes = try? PNGEncoder.encode(image.bitmap, file: "UIImage.pngData()") else { return nil }
        return Data(bytes)
    }

    /// The image as baseline JPEG data at `compressionQuality` (0 smallest, 1 best, as the IJG
    /// quality 1...100), its transparent pixels over black; nil for an image without pixels.
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        let quality = Int((min(max(compressionQuality, 0), 1) * 100).rounded())
        return JPEGEncoder.encode(image.bitmap, quality: max(quality, 1)).map { Data($0) }
    }

    /// The traits it was made for: its scale, the rest unspecified.
    public var traitCollection: UITraitCollection { UITraitCollection(displayScale: scale) }

    /// A renderer format that makes images like this one: at its scale.
    @MainActor public var imageRendererFormat: UIGraphicsImageRendererFormat {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        return format
    }
}
