import Dispatch
import Foundation
import GoldensScene

// Work transition code schedules on the main queue runs on the virtual clock (see
// `MainQueueWork`): `DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { … }` runs 0.2 s of
// virtual time later, `DispatchQueue.main.async { … }` at the clock's next turn. These overloads
// take no `qos` or `flags`, so Swift chooses them over Dispatch's for the calls apps write; a
// call that passes either, or one on another queue, runs on Dispatch as usual.
//
// In files that import GoldensUIKit, work on the main queue therefore waits for a clock to
// turn: the sampler turns it while it records; a test that schedules main-queue work itself
// advances its window's clock.
extension DispatchQueue {
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMain else { return asyncAfter(deadline: deadline.onTheWallClock, qos: .unspecified, flags: [], execute: work) }
        MainQueueWork.enqueue(after: DispatchQueue.seconds(until: deadline), label: "DispatchQueue.main.asyncAfter", work)
    }

    public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
        guard isMain else { return async(group: nil, qos: .unspecified, flags: [], execute: work) }
        MainQueueWork.enqueue(after: 0, label: "DispatchQueue.main.async", work)
    }

    /// The main queue (a queue object is not unique: each `DispatchQueue.main` is a new one).
    private var isMain: Bool { label == DispatchQueue.main.label }

    /// Seconds from now to `deadline`: exactly the delay added to `goldensNow()`; from the wall
    /// clock, in whole milliseconds rounded up; infinite for `.distantFuture`. A deadline the app
    /// computed from the wall clock a moment before this reads it again gives back the delay it
    /// wrote (0.3 s, not 0.299997 s) unless the thread paused over a millisecond in between,
    /// which the GoldensSelectors plugin's `goldensNow()` rules out.
    fileprivate static func seconds(until deadline: DispatchTime) -> Double {
        guard deadline != .distantFuture else { return .infinity }
        if let delay = deadline.virtualDelay { return max(0, delay) }
        let now = DispatchTime.now().uptimeNanoseconds
        let then = deadline.uptimeNanoseconds
        guard then > now else { return 0 }
        let milliseconds = (then - now) / 1_000_000 + ((then - now) % 1_000_000 == 0 ? 0 : 1)
        return Double(milliseconds) / 1000
    }
}

extension DispatchTime {
    /// "Now" for a deadline on the virtual clock: the GoldensSelectors plugin writes it for
    /// `.now()` in `asyncAfter(deadline: .now() + 0.3) { … }`, so the work waits exactly 0.3 s of
    /// virtual time however long the machine took between the two lines. It is a fixed instant
    /// far past any uptime, so a deadline made from it says by itself that it
    /// is virtual and how far from "now" it is; a queue other than the main one gets the same
    /// delay on the wall clock. (2⁶⁰ ns, 36 years: Dispatch keeps the two bits above for the
    /// clock a time is measured on.)
    public static func goldensNow() -> DispatchTime {
        DispatchTime(uptimeNanoseconds: virtualNow)
    }

    /// The uptime `goldensNow()` stands for.
    private static let virtualNow: UInt64 = 1 << 60

    /// Seconds from `goldensNow()` to this deadline (negative before it) in whole microseconds,
    /// so the nanoseconds a platform's clock units round away never show; nil for a deadline
    /// on the wall clock (uptimes below 2⁵⁹ ns, 18 years).
    fileprivate var virtualDelay: Double? {
        guard uptimeNanoseconds >= DispatchTime.virtualNow / 2 else { return nil }
        let nanoseconds = Double(Int64(bitPattern: uptimeNanoseconds &- DispatchTime.virtualNow))
        return (nanoseconds / 1000).rounded() / 1_000_000
    }

    /// This deadline as Dispatch's queues read it: a virtual one becomes the same delay from
    /// the wall clock's now.
    fileprivate var onTheWallClock: DispatchTime {
        guard let delay = virtualDelay else { return self }
        return .now() + max(0, delay)
    }
}

#if !canImport(ObjectiveC)
extension NSObject {
    /// Sends `aSelector` (a `#selector` rewritten by the GoldensSelectors plugin) to this object
    /// with `anArgument` after `delay` seconds of virtual time, on the main queue.
    public func perform(_ aSelector: Selector, with anArgument: Any?, afterDelay delay: TimeInterval) {
        let request = DelayedPerform(target: self, selector: aSelector, argument: anArgument)
        MainQueueWork.enqueue(after: delay, label: "perform(\(aSelector), afterDelay: \(delay))") {
            MainActor.assumeIsolated { request.send() }
        }
    }

    /// A class method sent by name (`UIWindow.perform(NSSelectorFromString("…"))`, code reaching
    /// UIKit's private class methods): no class lists its class methods here, so nothing is
    /// sent, the frame says so, and the answer is nil, which such code checks for.
    @discardableResult
    public class func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        let name = aSelector?.name ?? "nil"
        MainActor.assumeIsolated {
            SceneDiagnostics.report("\(self).perform(\(name)): class methods are not sent by name here; nothing was sent")
        }
        return nil
    }

    /// Sends `aSelector` on the main queue: now when `wait` is true (this is the main thread),
    /// else on the queue's next turn of virtual time, as the run loop would.
    public func performSelector(onMainThread aSelector: Selector, with arg: Any?, waitUntilDone wait: Bool) {
        let request = DelayedPerform(target: self, selector: aSelector, argument: arg)
        if wait {
            MainActor.assumeIsolated { request.send() }
        } else {
            MainQueueWork.enqueue(after: 0, label: "performSelector(onMainThread: \(aSelector))") {
                MainActor.assumeIsolated { request.send() }
            }
        }
    }
}

// The `perform` family is the protocol's in Foundation, so an object held as
// `NSObjectProtocol` (a target kept for target-action) is sent a selector too.
extension NSObjectProtocol {
    /// Sends `aSelector` now. Nothing comes back here (the result would need the Objective-C
    /// runtime's retain conventions), so the answer is always nil; code discards it.
    @discardableResult
    public func perform(_ aSelector: Selector!) -> Unmanaged<AnyObject>! {
        let request = DelayedPerform(target: self as AnyObject, selector: aSelector, argument: nil)
        MainActor.assumeIsolated { request.send() }
        return nil
    }

    /// Sends `aSelector` now with `object` as its argument; the answer is nil, as for `perform(_:)`.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        let request = DelayedPerform(target: self as AnyObject, selector: aSelector, argument: object)
        MainActor.assumeIsolated { request.send() }
        return nil
    }

    /// Sends `aSelector` now with two arguments; the answer is nil, as for `perform(_:)`.
    @discardableResult
    public func perform(_ aSelector: Selector!, with object1: Any!, with object2: Any!) -> Unmanaged<AnyObject>! {
        // Sent on the main thread, as UIKit code sends it; the values only pass through.
        nonisolated(unsafe) let (target, first, second) = (self as AnyObject, object1 as Any?, object2 as Any?)
        MainActor.assumeIsolated {
            if !aSelector.send(to: target, first, second, nil) {
                SceneDiagnostics.report("perform(\(aSelector.name), with:with:): \(type(of: target)) has no method of that name "
                    + "that takes these arguments (add @objc to it, and the GoldensSelectors plugin to the target)")
            }
        }
        return nil
    }

    /// Whether the object has the method `aSelector` names: one of the class the selector was
    /// made from (`#selector`, rewritten by the GoldensSelectors plugin), or an `@objc` method of
    /// that name its class lists (a selector made from a string).
    public func responds(to aSelector: Selector!) -> Bool {
        guard let aSelector else { return false }
        // Asked on the main thread, as UIKit code asks it; the object is only looked at.
        nonisolated(unsafe) let object = self as AnyObject
        return MainActor.assumeIsolated { aSelector.isAnswered(by: object) }
    }

    /// Whether the object is an instance of `aClass` or of a subclass of it, as Objective-C's
    /// `isKindOfClass:` answers for any object (a delegate or an animator held as a protocol).
    public func isKind(of aClass: AnyClass) -> Bool {
        var current: AnyClass? = type(of: self as AnyObject)
        while let candidate = current {
            if ObjectIdentifier(candidate) == ObjectIdentifier(aClass) { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    /// Whether the object is an instance of exactly `aClass`.
    public func isMember(of aClass: AnyClass) -> Bool {
        ObjectIdentifier(type(of: self as AnyObject)) == ObjectIdentifier(aClass)
    }
}

/// One `perform(_:with:afterDelay:)`: the target is held until it runs, as Foundation holds it.
private final class DelayedPerform: @unchecked Sendable {
    let target: AnyObject
    let selector: Selector
    let argument: Any?

    init(target: AnyObject, selector: Selector, argument: Any?) {
        self.target = target
        self.selector = selector
        self.argument = argument
    }

    @MainActor func send() {
        TargetAction(target: target, action: selector).send(from: argument as Any)
    }
}
#endif

#if !canImport(ObjectiveC)
extension Timer {
    /// A timer that sends `aSelector` (a `#selector` rewritten by the GoldensSelectors plugin) to
    /// `aTarget` every `ti` seconds of virtual time (once, unless `yesOrNo`), as the Objective-C
    /// runtime's does on the main run loop. The timer holds its target until it is invalidated;
    /// `invalidate()` stops it.
    @discardableResult
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = Timer(timeInterval: ti, repeats: yesOrNo) { _ in }
        VirtualTimer(timer: timer, interval: ti, fire: .action(target: aTarget as AnyObject, selector: aSelector),
                     repeats: yesOrNo).schedule()
        return timer
    }

    /// `scheduledTimer(withTimeInterval:repeats:block:)` on the virtual clock: the GoldensSelectors
    /// plugin rewrites calls of Foundation's to this one (which cannot be shadowed: it has the
    /// same signature), so a toast that dismisses itself after two seconds does so two seconds
    /// into a recording.
    @discardableResult
    public class func goldensScheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                            block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = Timer(timeInterval: interval, repeats: repeats) { _ in }
        VirtualTimer(timer: timer, interval: interval, fire: .block(block), repeats: repeats).schedule()
        return timer
    }
}

/// The firing of a timer on the virtual clock (see `MainQueueWork`).
private final class VirtualTimer: @unchecked Sendable {
    enum Fire {
        case action(target: AnyObject, selector: Selector)
        case block(@Sendable (Timer) -> Void)
    }

    let timer: Timer
    /// Foundation treats an interval of 0 or less as 0.1 ms.
    let interval: TimeInterval
    let fire: Fire
    let repeats: Bool

    init(timer: Timer, interval: TimeInterval, fire: Fire, repeats: Bool) {
        (self.timer, self.interval, self.fire, self.repeats) = (timer, interval > 0 ? interval : 0.0001, fire, repeats)
    }

    func schedule() {
        let label: String
        switch fire {
        case let .action(_, selector): label = "timer \(selector)"
        case .block: label = "Timer.scheduledTimer(withTimeInterval: \(interval), repeats: \(repeats))"
        }
        MainQueueWork.enqueue(after: interval, label: label) { [self] in
            MainActor.assumeIsolated { run() }
        }
    }

    @MainActor private func run() {
        guard timer.isValid else { return }
        switch fire {
        case let .action(target, selector): TargetAction(target: target, action: selector).send(from: timer)
        case let .block(block): block(timer)
        }
        if repeats, timer.isValid { schedule() } else { timer.invalidate() }
    }
}
#endif
