import Foundation
import GoldensScene

/// A timer tied to the display's refresh, on the virtual clock: once added to a run loop it
/// calls its target's action every frame (60 per second, or `preferredFramesPerSecond`) while
/// the clock advances, until invalidated. It holds its target strongly, as Core Animation's
/// does (invalidate it to let the target go).
@preconcurrency @MainActor
open class CADisplayLink: NSObject {
    nonisolated(unsafe) private var target: AnyObject?
    private let selector: Selector
    private var clock: VirtualClock?
    private var nextFrame: VirtualClock.ActionToken?
    /// Frames fall at `origin + k / rate`, computed afresh each time so they never drift.
    private var origin = 0.0
    private var frameCount = 0

    /// When the frame being drawn began (the clock time of the current call).
    open private(set) var timestamp: CFTimeInterval = 0
    /// When the next frame will be shown.
    open private(set) var targetTimestamp: CFTimeInterval = 0
    open var preferredFramesPerSecond = 0
    /// Kept; the link is called every 1/60 s of the virtual clock (or `preferredFramesPerSecond`).
    open var preferredFrameRateRange = CAFrameRateRange.default
    /// Frames between calls (deprecated in iOS 10 for `preferredFramesPerSecond`): 2 calls at
    /// 30 per second.
    open var frameInterval: Int {
        get { preferredFramesPerSecond > 0 ? max(1, 60 / preferredFramesPerSecond) : 1 }
        set { preferredFramesPerSecond = newValue > 1 ? 60 / newValue : 0 }
    }
    open var isPaused = false

    /// Seconds between frames.
    open var duration: CFTimeInterval { 1 / rate }
    private var rate: Double { Double(preferredFramesPerSecond > 0 ? min(preferredFramesPerSecond, 120) : 60) }

    nonisolated public init(target: Any, selector sel: Selector) {
        self.target = target as AnyObject
        selector = sel
        super.init()
    }

    /// Starts the calls on the clock animations run on; the first comes one frame from now.
    open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
        guard clock == nil, target != nil else { return }
        let clock = View.animationClock
        self.clock = clock
        origin = clock.now
        frameCount = 0
        scheduleNextFrame()
    }

    open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) { stop() }

    /// Stops the calls for good and lets the target go.
    open func invalidate() {
        stop()
        target = nil
    }

    private func stop() {
        if let clock, let nextFrame { _ = clock.cancel(nextFrame) }
        clock = nil
        nextFrame = nil
    }

    private func scheduleNextFrame() {
        guard let clock else { return }
        frameCount += 1
        let time = origin + Double(frameCount) / rate
        nextFrame = clock.schedule(at: time, label: "CADisplayLink frame") { [weak self] in
            MainActor.assumeIsolated { self?.frame(at: time) }
        }
    }

    private func frame(at time: Double) {
        timestamp = time
        targetTimestamp = origin + Double(frameCount + 1) / rate
        scheduleNextFrame()
        guard !isPaused, let target else { return }
        TargetAction(target: target, action: selector).send(from: self)
    }
}

/// The frame rates an animation or display link would like (iOS 15). Kept: frames here are
/// sampled at the times a test asks for, whatever the rate.
public struct CAFrameRateRange: Hashable, Sendable {
    public var minimum: Float
    public var maximum: Float
    public var preferred: Float?

    public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
        self.minimum = minimum
        self.maximum = maximum
        self.preferred = preferred
    }

    /// The range that leaves the rate to the system.
    public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: 0)

    public func isEqual(to range: CAFrameRateRange) -> Bool { self == range }
}
