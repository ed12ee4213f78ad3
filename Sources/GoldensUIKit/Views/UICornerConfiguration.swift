import GoldensScene

/// A corner's radius in iOS 26's corner configurations: a fixed length, or concentric with the
/// container's corners (here: its minimum, or none, since no container shape is tracked).
public struct UICornerRadius: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    /// The radius drawn, in points.
    let points: CGFloat

    public static func fixed(_ radius: CGFloat) -> UICornerRadius { UICornerRadius(points: radius) }
    public static func containerConcentric(minimum: CGFloat? = nil) -> UICornerRadius { UICornerRadius(points: minimum ?? 0) }

    public init(floatLiteral value: Double) { points = CGFloat(value) }
    public init(integerLiteral value: Int) { points = CGFloat(value) }
    private init(points: CGFloat) { self.points = points }
}

/// How a view's corners are rounded (iOS 26): the same radius on every corner, a radius per
/// corner, or a capsule. Setting `UIView.cornerConfiguration` sets the layer's continuous
/// corner radius and the corners it rounds; a capsule takes half the shorter side of the
/// bounds the view has when it is set (it does not follow later size changes here).
public struct UICornerConfiguration: Sendable, Hashable {
    enum Shape: Sendable, Hashable {
        case corners(topLeft: CGFloat?, topRight: CGFloat?, bottomLeft: CGFloat?, bottomRight: CGFloat?)
        case capsule(maximumRadius: CGFloat?)
    }

    let shape: Shape

    public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
        UICornerConfiguration(shape: .corners(topLeft: radius.points, topRight: radius.points,
                                              bottomLeft: radius.points, bottomRight: radius.points))
    }

    public static func uniformCorners(radius: UICornerRadius) -> UICornerConfiguration { corners(radius: radius) }

    public static func corners(topLeftRadius: UICornerRadius? = nil, topRightRadius: UICornerRadius? = nil,
                               bottomLeftRadius: UICornerRadius? = nil, bottomRightRadius: UICornerRadius? = nil) -> UICornerConfiguration {
        UICornerConfiguration(shape: .corners(topLeft: topLeftRadius?.points, topRight: topRightRadius?.points,
                                              bottomLeft: bottomLeftRadius?.points, bottomRight: bottomRightRadius?.points))
    }

    public static func capsule(maximumRadius: CGFloat? = nil) -> UICornerConfiguration {
        UICornerConfiguration(shape: .capsule(maximumRadius: maximumRadius))
    }

    /// The layer's radius and rounded corners for a view of `size`. Different radii per corner
    /// draw the largest on each rounded corner (a layer has one radius).
    func layerCorners(for size: CGSize) -> (radius: CGFloat, corners: CACornerMask) {
        switch shape {
        case let .capsule(maximumRadius):
            let half = min(size.width, size.height) / 2
            return (maximumRadius.map { min($0, half) } ?? half, [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        case let .corners(topLeft, topRight, bottomLeft, bottomRight):
            var corners: CACornerMask = []
            if (topLeft ?? 0) > 0 { corners.insert(.layerMinXMinYCorner) }
            if (topRight ?? 0) > 0 { corners.insert(.layerMaxXMinYCorner) }
            if (bottomLeft ?? 0) > 0 { corners.insert(.layerMinXMaxYCorner) }
            if (bottomRight ?? 0) > 0 { corners.insert(.layerMaxXMaxYCorner) }
            let radius = [topLeft, topRight, bottomLeft, bottomRight].compactMap { $0 }.max() ?? 0
            return (radius, corners)
        }
    }
}

extension UIView {
    /// iOS 26's corner shape: sets the layer's continuous corner radius and rounded corners.
    public var cornerConfiguration: UICornerConfiguration {
        get { storedCornerConfiguration ?? .corners(radius: .fixed(layer.cornerRadius)) }
        set {
            storedCornerConfiguration = newValue
            let (radius, corners) = newValue.layerCorners(for: bounds.size)
            layer.cornerCurve = .continuous
            layer.cornerRadius = radius
            layer.maskedCorners = corners
        }
    }
}
