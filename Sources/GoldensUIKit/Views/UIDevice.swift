import Foundation

/// The device the tests stand for: an iPhone in portrait.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    public static let current = UIDevice()

    public enum Orientation: Int, Sendable {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        public var isFlat: Bool { self == .faceUp || self == .faceDown }
        /// Whether an interface can take this orientation: not face up, face down or unknown.
        public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
    }

    open var orientation: Orientation { .portrait }
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    open var name: String { "iPhone" }
    open var model: String { "iPhone" }
    open var systemName: String { "iOS" }
    open var systemVersion: String { "17.0" }

    /// The device does not turn here, so no orientation notification is ever posted; code that
    /// asks for them compiles and runs.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
    public static let batteryLevelDidChangeNotification = Notification.Name("UIDeviceBatteryLevelDidChangeNotification")
    open private(set) var isGeneratingDeviceOrientationNotifications = false
    open func beginGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = true }
    open func endGeneratingDeviceOrientationNotifications() { isGeneratingDeviceOrientationNotifications = false }
}

/// The device's orientation under the name UIKit gives it in Swift.
public typealias UIDeviceOrientation = UIDevice.Orientation
