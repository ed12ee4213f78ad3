/// The root of a scene: a screen-sized view with a point-to-pixel scale. A 390 x 844 pt screen
/// at scale 3 is drawn as 1170 x 2532 pixels.
@MainActor
public final class Window: View {
    /// Device pixels per point.
    public let scale: Double
    /// Insets of the screen areas covered by the status bar, sensor housing and home indicator;
    /// every view's `safeAreaInsets` derives from these.
    public var screenSafeAreaInsets: EdgeInsets

    /// The window's time: animations of its views run on it, and a test advances it.
    public let clock: VirtualClock

    /// Storage for `rootViewController`.
    var rootController: ViewController?
    /// The modal transition in flight in this window (one at a time, as UIKit allows).
    var runningTransition: (any CoordinatedTransition)? {
        didSet { if runningTransition != nil, oldValue == nil { transitionsBegun &+= 1 } }
    }
    /// How many transitions have run in this window, those that ended at once included (the
    /// sampler tells an action that started none from one that was not animated).
    var transitionsBegun = 0
    /// A presentation or dismissal asked for with animation in this turn, which starts when the
    /// turn ends (see `TransitionDriver.start(whenTurnEnds:_:)`).
    var waitingTransition: TransitionDriver?
    /// Transition completions running one inside another (see `TransitionDriver`).
    var nestedTransitionCompletions = 0
    /// Problems reported while this window was key, not yet drained (see `SceneDiagnostics`).
    var diagnostics: [SceneDiagnostics.Entry] = []

    /// The window whose clock times new animations: the newest window, or the one last made key.
    public private(set) static weak var key: Window?

    public init(size: Size, scale: Double = 2, safeAreaInsets: EdgeInsets = EdgeInsets(), clock: VirtualClock = VirtualClock()) {
        self.scale = scale
        self.screenSafeAreaInsets = safeAreaInsets
        self.clock = clock
        super.init(frame: Rect(origin: .zero, size: size))
        backgroundColor = .black
        makeKey()
        // Each turn of the run loop ends with the window laid out, as UIKit lays its windows out
        // when it commits a turn's changes: what an action changes is laid out at the action's
        // instant, whichever instants a test samples.
        clock.onEndOfTurn { [weak self] in MainActor.assumeIsolated { self?.layoutForDrawing() } }
    }

    /// Makes this window the one whose clock times new animations (UIKit's key window).
    public func makeKey() {
        Window.key = self
    }

    /// An iPhone-sized window: 390 x 844 pt with the notched phone's safe area (47 pt top,
    /// 34 pt bottom).
    public static func iPhone(scale: Double = 2) -> Window {
        Window(size: Size(width: 390, height: 844), scale: scale,
               safeAreaInsets: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
    }

    /// The canvas size in device pixels (rounded up, so no point is lost).
    public var pixelSize: (width: Int, height: Int) {
        (Int((bounds.width * scale).rounded(.up)), Int((bounds.height * scale).rounded(.up)))
    }
}

/// Distances from each edge, as UIEdgeInsets.
public struct EdgeInsets: Sendable, Hashable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Edge by edge: a view's own insets plus those a controller or its container adds.
    public static func + (lhs: EdgeInsets, rhs: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom, right: lhs.right + rhs.right)
    }
}

extension Rect {
    /// The rect shrunk by `insets` (UIEdgeInsetsInsetRect / `inset(by:)`).
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: origin.x + insets.left, y: origin.y + insets.top,
             width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
    }
}

extension View {
    /// How far each edge of this view reaches into the screen's unsafe strips (status bar,
    /// home indicator...), in points: zero for an edge away from them, and for a view that does
    /// not overlap a strip at all (off screen), never more than the view's own size; plus the
    /// view's `additionalSafeAreaInsets`.
    ///
    /// A root view of a view controller that is wholly off the screen takes the insets it had
    /// when it was last on the screen, or, screen-sized, the screen's when it has not been there
    /// yet: a page laid out while it waits above or below the screen keeps its title clear of
    /// the status bar, and a card or sheet a dismissal has already placed below the screen (the
    /// model frame of the animation taking it away) keeps its content where it was. On the screen, it
    /// takes its overlap with the strips like any view, so a card presented 50 pt down has no
    /// status-bar inset and a 44 pt navigation bar.
    ///
    /// A view under one whose safe area a controller widened (a navigation bar's or tab bar's
    /// insets on a controller's root view) takes its overlap with that safe area too, as UIKit
    /// insets nested views by their superview's: a collection view filling a screen inside a
    /// navigation controller starts its content below the bar.
    public var safeAreaInsets: EdgeInsets { safeAreaInsets(withBars: true) }

    /// The insets, or (`withBars` false) those the containers' bars add left out: a controller's
    /// root view has its containers' bars handed to it (`barSafeAreaInsets`), so what it takes
    /// from the views above it is only what they widen otherwise (an app's container controller
    /// that sets `additionalSafeAreaInsets` on itself).
    func safeAreaInsets(withBars: Bool) -> EdgeInsets {
        var inherited = inheritedInsets(withBars: withBars)
        // A scroll view that insets its content by its safe area (`adjustedContentInset`) has
        // taken the bars' and the screen's edges into its content inset: the views it scrolls
        // have no top or bottom safe area of their own, however far down they reach.
        if isInsideVerticallyAbsorbingScroller {
            inherited.top = 0
            inherited.bottom = 0
        }
        return inherited + additionalSafeAreaInsets + (withBars ? barSafeAreaInsets : EdgeInsets())
    }

    /// Whether an ancestor is a scroll view that adjusts its content for the safe area.
    private var isInsideVerticallyAbsorbingScroller: Bool {
        var current = superview
        while let view = current {
            if view.absorbsVerticalSafeArea { return true }
            current = view.superview
        }
        return false
    }

    /// The strips' insets, widened by the superview's safe area where an ancestor (or the
    /// superview itself) has additional insets; only the strips' where none has, the common case,
    /// which the walk up answers without computing any other view's insets.
    private func inheritedInsets(withBars: Bool) -> EdgeInsets {
        let strips = stripInsets
        let parentBars = withBars && !isViewControllerRoot
        guard let parent = superview, window != nil, parent.hasInsetsAbove(countingBars: parentBars) else { return strips }
        let area = parent.bounds
        let inherited = Self.reach(of: layer.model.untransformedFrame, into: area, safe: area.inset(by: parent.safeAreaInsets(withBars: parentBars)))
        return EdgeInsets(top: max(strips.top, inherited.top), left: max(strips.left, inherited.left),
                          bottom: max(strips.bottom, inherited.bottom), right: max(strips.right, inherited.right))
    }

    /// Whether this view or one of its ancestors has additional safe-area insets (or bars).
    private func hasInsetsAbove(countingBars: Bool) -> Bool {
        var current: View? = self
        while let view = current {
            if view.additionalSafeAreaInsets != EdgeInsets() { return true }
            if countingBars, view.barSafeAreaInsets != EdgeInsets() { return true }
            current = view.superview
        }
        return false
    }

    /// The part of `safeAreaInsets` the screen's strips make, where layout places the view:
    /// transforms are left out, as layout leaves them out, so a screen shrunk into a card behind
    /// a sheet, or slid aside by a drawer, keeps its status-bar inset and its bar its height.
    private var stripInsets: EdgeInsets {
        guard let window else { return lastStripInsets }
        let frame = untransformedFrameInWindow
        let screen = window.bounds
        let onScreen = frame.minX < screen.maxX && screen.minX < frame.maxX && frame.minY < screen.maxY && screen.minY < frame.maxY
        let strips: EdgeInsets
        if isViewControllerRoot && !onScreen && (bounds.size == screen.size || lastOnScreenStripInsets != nil) {
            strips = lastOnScreenStripInsets ?? window.screenSafeAreaInsets
        } else {
            strips = Self.reach(of: frame, into: screen, safe: screen.inset(by: window.screenSafeAreaInsets))
            if isViewControllerRoot && onScreen { lastOnScreenStripInsets = strips }
        }
        lastStripInsets = strips
        return strips
    }

    /// The view's bounds in the window's space through every ancestor's position, anchor point
    /// and bounds origin, without their transforms.
    private var untransformedFrameInWindow: Rect {
        var x = bounds.minX, y = bounds.minY
        var current: View = self
        while let parent = current.superview {
            let model = current.layer.model
            x += model.untransformedFrame.minX - model.bounds.minX
            y += model.untransformedFrame.minY - model.bounds.minY
            current = parent
        }
        return Rect(x: x, y: y, width: bounds.width, height: bounds.height)
    }

    /// How far each edge of `frame` reaches into the unsafe band of `area` on its side (between
    /// `area`'s edge and `safe`'s): zero for an edge away from its band, and for a frame that does
    /// not overlap the band at all, never more than the frame's own size, nor than the band.
    private static func reach(of frame: Rect, into area: Rect, safe: Rect) -> EdgeInsets {
        func inset(_ reach: Double, overlapsBand: Bool, size: Double) -> Double {
            overlapsBand ? min(max(0, reach), max(0, size)) : 0
        }
        // An edge beyond the area reaches only across the band, not past it: a view hanging
        // below its superview takes the superview's bottom inset, no more, as in UIKit.
        return EdgeInsets(
            top: inset(safe.minY - max(frame.minY, area.minY), overlapsBand: frame.maxY > area.minY && frame.minY < safe.minY, size: frame.height),
            left: inset(safe.minX - max(frame.minX, area.minX), overlapsBand: frame.maxX > area.minX && frame.minX < safe.minX, size: frame.width),
            bottom: inset(min(frame.maxY, area.maxY) - safe.maxY, overlapsBand: frame.minY < area.maxY && frame.maxY > safe.maxY, size: frame.height),
            right: inset(min(frame.maxX, area.maxX) - safe.maxX, overlapsBand: frame.minX < area.maxX && frame.maxX > safe.maxX, size: frame.width))
    }
}
