import Foundation
import GoldensScene
import Synchronization

#if !canImport(Darwin)
// Core Foundation's run-loop timers, which Linux's Foundation does not export, for the timer
// helpers apps copy around (`Timer.schedule(delay:handler:)` built on
// `CFRunLoopTimerCreateWithHandler`). A timer added to a run loop fires on the virtual clock
// (see `MainQueueWork`): after the delay its fire date lies ahead of now, in whole
// milliseconds, then every `interval` seconds until it is invalidated.

public typealias CFAbsoluteTime = Double
public typealias CFIndex = Int
public typealias CFOptionFlags = UInt
/// Stands for the allocators Core Foundation takes; only the default (nil) exists.
public final class CFAllocator: Sendable {}
public let kCFAllocatorDefault: CFAllocator? = nil
/// A run-loop timer is a `Timer`, as toll-free bridging makes it on Apple platforms.
public typealias CFRunLoopTimer = Timer

/// Seconds since 2001, as Core Foundation counts them, on the virtual clock: the clock's time
/// after a fixed moment (2026-01-01 00:00 UTC), so what an app measures with it (a timer's fire
/// date, the time since a gesture began) is the same on every run, however loaded the machine.
@preconcurrency @MainActor
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime {
    virtualReferenceDate + View.animationClock.now
}

/// 2026-01-01 00:00 UTC in seconds since 2001: 25 years, 6 of them leap.
private let virtualReferenceDate: CFAbsoluteTime = 9131 * 86_400

/// The run loop: there is one here, the main one, and its timers run on the virtual clock.
public final class CFRunLoop: @unchecked Sendable {
    static let main = CFRunLoop()
}

public func CFRunLoopGetCurrent() -> CFRunLoop! { CFRunLoop.main }
public func CFRunLoopGetMain() -> CFRunLoop! { CFRunLoop.main }

public struct CFRunLoopMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let commonModes = CFRunLoopMode(rawValue: "kCFRunLoopCommonModes")
    public static let defaultMode = CFRunLoopMode(rawValue: "kCFRunLoopDefaultMode")
}

/// A timer that calls `block` at `fireDate`, then every `interval` seconds when it is positive,
/// once added to a run loop.
public func CFRunLoopTimerCreateWithHandler(_ allocator: CFAllocator?, _ fireDate: CFAbsoluteTime, _ interval: TimeInterval,
                                            _ flags: CFOptionFlags, _ order: CFIndex,
                                            _ block: ((CFRunLoopTimer?) -> Void)!) -> CFRunLoopTimer! {
    let timer = Timer(timeInterval: max(interval, 0), repeats: interval > 0) { _ in }
    let plan = RunLoopTimerPlan(timer: timer, fireDate: fireDate, interval: interval, block: block)
    RunLoopTimerPlan.made.withLock { $0[ObjectIdentifier(timer)] = plan }
    return timer
}

/// Starts `timer` on the virtual clock (any mode: there is one run loop).
public func CFRunLoopAddTimer(_ rl: CFRunLoop!, _ timer: CFRunLoopTimer!, _ mode: CFRunLoopMode!) {
    guard let timer, let plan = RunLoopTimerPlan.made.withLock({ $0.removeValue(forKey: ObjectIdentifier(timer)) }) else { return }
    plan.schedule(after: plan.secondsUntilFireDate())
}

public func CFRunLoopTimerInvalidate(_ timer: CFRunLoopTimer!) {
    timer?.invalidate()
}

/// What `CFRunLoopTimerCreateWithHandler` made, until `CFRunLoopAddTimer` starts it.
private final class RunLoopTimerPlan: @unchecked Sendable {
    static let made = Mutex<[ObjectIdentifier: RunLoopTimerPlan]>([:])

    let timer: Timer
    let fireDate: CFAbsoluteTime
    let interval: TimeInterval
    let block: ((CFRunLoopTimer?) -> Void)?

    init(timer: Timer, fireDate: CFAbsoluteTime, interval: TimeInterval, block: ((CFRunLoopTimer?) -> Void)?) {
        (self.timer, self.fireDate, self.interval, self.block) = (timer, fireDate, interval, block)
    }

    /// Seconds from now to the fire date, rounded up to whole milliseconds: what the app wrote
    /// as its delay from the virtual time it read. (A microsecond is taken off first: seconds
    /// since 2001 carry about 0.1 µs of rounding.)
    func secondsUntilFireDate() -> Double {
        let ahead = fireDate - CFAbsoluteTimeGetCurrent()
        guard ahead > 0, ahead.isFinite else { return 0 }
        return max(0, (ahead * 1000 - 0.001).rounded(.up)) / 1000
    }

    func schedule(after delay: Double) {
        MainQueueWork.enqueue(after: delay, label: "CFRunLoopTimer") { [self] in
            guard timer.isValid else { return }
            block?(timer)
            if interval > 0, timer.isValid { schedule(after: interval) } else { timer.invalidate() }
        }
    }
}
#endif
