import Foundation

/// AVFoundation's aspect-fit helper, which image and video transitions use to find where a
/// picture sits inside its view: the largest rect with `aspectRatio`'s proportions that fits in
/// `boundingRect`, centred in it. A degenerate ratio (a side zero, negative or not finite) fits
/// nothing: the result is the zero-size rect at the bounding rect's centre.
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    let center = CGPoint(x: boundingRect.midX, y: boundingRect.midY)
    guard aspectRatio.width > 0, aspectRatio.height > 0, aspectRatio.width.isFinite, aspectRatio.height.isFinite,
          boundingRect.width.isFinite, boundingRect.height.isFinite else {
        return CGRect(origin: center, size: .zero)
    }
    let scale = min(boundingRect.width / aspectRatio.width, boundingRect.height / aspectRatio.height)
    let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
    return CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
}
