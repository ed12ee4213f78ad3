import Foundation
import GoldensScene

#if !canImport(CoreGraphics)

/// Core Foundation's array, as UIKit code hands colours to `CGGradient` (`[a, b] as CFArray`).
public typealias CFArray = [Any]
/// Core Foundation's dictionary and any object (`fontName as CFTypeRef`), as Swift sees them.
public typealias CFDictionary = [AnyHashable: Any]
public typealias CFTypeRef = AnyObject

/// A colour space. Colours here are sRGB, so every space reads its components as sRGB (device
/// RGB and gray are sRGB on iOS too).
public final class CGColorSpace: @unchecked Sendable {
    public let name: String?

    public init?(name: String) {
        self.name = name
    }

    fileprivate init(named name: String) {
        self.name = name
    }

    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"

    /// Components per colour: 1 for gray spaces, 3 otherwise.
    var componentCount: Int { (name ?? "").contains("Gray") ? 1 : 3 }

    public var numberOfComponents: Int { componentCount }
    public var model: CGColorSpaceModel { componentCount == 1 ? .monochrome : .rgb }
}

/// The kind of colour a colour space holds.
public enum CGColorSpaceModel: Int32, Sendable {
    case unknown = -1, monochrome = 0, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
}

extension CGColor {
    /// Gray colours are in a gray space, every other in sRGB.
    public var colorSpace: CGColorSpace? { model == .gray ? CGColorSpaceCreateDeviceGray() : CGColorSpaceCreateDeviceRGB() }
}

public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace(named: CGColorSpace.sRGB) }
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { CGColorSpace(named: "kCGColorSpaceGenericGrayGamma2_2") }

/// Colours at locations along a gradient, for `CGContext.drawLinearGradient` and
/// `drawRadialGradient`.
public final class CGGradient: @unchecked Sendable {
    let stops: [LinearGradient.Stop]

    /// `colors` holds `CGColor`s; `locations` (0…1, one per colour) spreads them evenly when
    /// nil. Nil when there are no colours, one is not a `CGColor`, or the locations are fewer.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colors = colors.compactMap { $0 as? CGColor }
        guard !colors.isEmpty, colors.count == (colors as [Any]).count else { return nil }
        stops = CGGradient.stops(colors.map(\.sceneColor), locations: locations)
    }

    /// The same from an `NSArray` of colours (`colors as NSArray`).
    public convenience init?(colorsSpace space: CGColorSpace?, colors: NSArray, locations: UnsafePointer<CGFloat>?) {
        self.init(colorsSpace: space, colors: colors.map { $0 } as CFArray, locations: locations)
    }

    /// Components (`space`'s count plus alpha per colour) and `count` locations.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let perColor = space.componentCount + 1
        // Core Graphics holds each component to its colour space's range (an alpha of 7 written
        // for 0.7 is opaque); one that is not a number stays so, and the drawing reports it.
        func component(_ value: CGFloat) -> Double { value.isNaN ? .nan : min(1, max(0, Double(value))) }
        let colors = (0..<count).map { index -> Color in
            let c = components + index * perColor
            return perColor == 2
                ? Color(white: component(c[0]), alpha: component(c[1]))
                : Color(red: component(c[0]), green: component(c[1]), blue: component(c[2]), alpha: component(c[3]))
        }
        stops = CGGradient.stops(colors, locations: locations)
    }

    private static func stops(_ colors: [Color], locations: UnsafePointer<CGFloat>?) -> [LinearGradient.Stop] {
        var previous = 0.0
        return colors.enumerated().map { index, color in
            let given = locations.map { Double($0[index]) } ?? (colors.count == 1 ? 0 : Double(index) / Double(colors.count - 1))
            previous = max(previous, min(1, max(0, given.isFinite ? given : 0)))
            return LinearGradient.Stop(location: previous, color: color)
        }
    }
}

public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}

#endif
