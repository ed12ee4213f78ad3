import Synchronization
import GoldensScene

/// The screen: 390 x 844 pt at scale 2 with a notched phone's safe area (47 pt top, 34 pt
/// bottom) unless a test sets `UIScreen.main` to another one before making windows.
@preconcurrency @MainActor
open class UIScreen: NSObject {
    public let bounds: CGRect
    public let scale: CGFloat
    /// The insets of the status bar and home indicator areas.
    public let safeAreaInsets: UIEdgeInsets

    public init(bounds: CGRect, scale: CGFloat, safeAreaInsets: UIEdgeInsets) {
        self.bounds = bounds
        self.scale = scale
        self.safeAreaInsets = safeAreaInsets
        super.init()
    }

    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * scale, height: bounds.height * scale)
    }
    public var nativeScale: CGFloat { scale }
    /// The screen's space: where `convert(_:to: screen.coordinateSpace)` puts a view's rect.
    public var coordinateSpace: any UICoordinateSpace { ScreenCoordinateSpace(bounds: bounds) }
    /// The same space in portrait, which is how the screen always stands here.
    public var fixedCoordinateSpace: any UICoordinateSpace { coordinateSpace }
    /// A view showing what is on the screen now: the key window's snapshot (an empty view the
    /// screen's size with no window).
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        let shown = UIApplication.shared.keyWindow ?? UIApplication.shared.windows.last
        return shown?.snapshotView(afterScreenUpdates: afterUpdates) ?? UIView(frame: bounds)
    }

    /// The display mode: the screen's size in pixels, with square pixels. Old code compares
    /// its size with device sizes (2436 pixels tall is an iPhone X).
    public var currentMode: UIScreenMode? {
        get { chosenMode ?? UIScreenMode(size: nativeBounds.size) }
        set { chosenMode = newValue }
    }
    private var chosenMode: UIScreenMode?
    public var preferredMode: UIScreenMode? { currentMode }
    public var availableModes: [UIScreenMode] { currentMode.map { [$0] } ?? [] }

    /// The radius of the display's rounded corners, in points, for the iPhone of this screen's
    /// size (0 for screens with square corners), as apps read it through UIKit's private key
    /// `value(forKey: "_displayCornerRadius")` to round a sheet or a dimming view like the glass.
    /// The values are published device measurements; sizes two phones share take the more
    /// common phone's (375 × 812: the iPhone X and 11 Pro, not the 12 mini).
    nonisolated var displayCornerRadius: CGFloat {
        switch (bounds.width, bounds.height) {
        case (375, 812): 39
        case (414, 896): 41.5
        case (390, 844): 47.33
        case (428, 926): 53.33
        case (393, 852), (430, 932): 55
        case (402, 874), (440, 956): 62
        default: 0
        }
    }

    /// One device pixel in points: the width of separators and hairline borders.
    var hairline: CGFloat { 1 / max(1, scale) }

    public static var main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 2,
                                      safeAreaInsets: UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)) {
        didSet { UIScreen.mainScale.withLock { $0 = Double(main.scale) } }
    }

    /// `main`'s scale, mirrored so that code of any isolation can draw images for the screen
    /// (symbols, vector catalog images), as UIKit lets it.
    nonisolated static let mainScale = Mutex<Double>(2)
}

/// A screen's display mode: its size in pixels and the shape of a pixel.
open class UIScreenMode: NSObject, @unchecked Sendable {
    public let size: CGSize
    public let pixelAspectRatio: CGFloat

    init(size: CGSize, pixelAspectRatio: CGFloat = 1) {
        self.size = size
        self.pixelAspectRatio = pixelAspectRatio
        super.init()
    }
}
