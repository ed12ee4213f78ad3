import Foundation
import GoldensScene

#if !canImport(Darwin)
/// Core Foundation's interval in seconds (Darwin's Foundation declares it).
public typealias CFTimeInterval = Double
#endif

/// Core Animation's transactions, as far as view animations meet them: `begin`/`commit` nest,
/// and a completion block runs once every animation made during the transaction has ended,
/// on the virtual clock (on the next clock turn when there was none). A completion set outside
/// `begin`/`commit` belongs to the implicit transaction, committed on the next clock turn.
///
/// Duration, timing function and disabled actions govern the implicit animations of
/// stand-alone layers (`ImplicitActions.swift`); whether a view animation block inside the
/// transaction takes its timing function is undocumented, and here the block keeps its own
/// duration and curve.
@preconcurrency @MainActor
open class CATransaction: NSObject {
    private struct Transaction {
        /// How many events each window's clock had when it began: the ones after are its
        /// animations'. Each window keeps its own time, so each is read on its own.
        var eventCounts: [(clock: VirtualClock, count: Int)]
        var completion: (() -> Void)?
        var duration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disablesActions = false
        var values: [String: Any] = [:]
        var isImplicit = false

        init(clocks: [VirtualClock] = []) {
            eventCounts = clocks.map { ($0, $0.recordedEvents.count) }
        }

        /// Where the animations made during the transaction end, clock by clock: the clocks
        /// that timed any, each with the last instant one of them ends or completes.
        var ends: [(clock: VirtualClock, time: Double)] {
            eventCounts.compactMap { clock, count in
                let events = clock.recordedEvents.dropFirst(min(count, clock.recordedEvents.count))
                guard !events.isEmpty else { return nil }
                let end = events.filter { $0.kind == .ends || $0.kind == .completes }.map(\.time).max() ?? clock.now
                return (clock, max(end, clock.now))
            }
        }
    }

    /// The transactions begun and not yet committed, innermost last. Core Animation keeps one
    /// such stack per thread; all UIKit code here runs on the main actor, so there is one.
    private static var openTransactions: [Transaction] = []

    /// The clocks a transaction watches: the one animations are timed on now, and every
    /// window's.
    private static var clocks: [VirtualClock] {
        var clocks = [View.animationClock]
        for window in UIApplication.shared.windows where !clocks.contains(where: { $0 === window.windowNode.clock }) {
            clocks.append(window.windowNode.clock)
        }
        return clocks
    }

    open class func begin() {
        openTransactions.append(Transaction(clocks: clocks))
    }

    /// Plans the completion for when the transaction's animations have ended, on each clock
    /// that timed any (on the next turn of the current clock when there were none).
    open class func commit() {
        guard let transaction = openTransactions.popLast() else { return }
        guard let completion = transaction.completion else { return }
        let ends = transaction.ends
        guard !ends.isEmpty else {
            _ = View.animationClock.schedule(at: View.animationClock.now, label: "CATransaction completion", completion)
            return
        }
        let countdown = Countdown(ends.count, then: completion)
        for (clock, end) in ends {
            _ = clock.schedule(at: end, label: "CATransaction completion") { countdown.tick() }
        }
    }

    /// Runs an action after it has been told `count` times that a part is done.
    private final class Countdown {
        private var remaining: Int
        private let action: () -> Void
        init(_ count: Int, then action: @escaping () -> Void) {
            remaining = count
            self.action = action
        }
        func tick() {
            remaining -= 1
            if remaining == 0 { action() }
        }
    }

    /// Nothing is deferred here: every change is applied as it is made.
    open class func flush() {}

    open class func lock() {}
    open class func unlock() {}

    open class func completionBlock() -> (() -> Void)? { current.completion }
    open class func setCompletionBlock(_ block: (() -> Void)?) { update { $0.completion = block } }

    open class func animationDuration() -> CFTimeInterval { current.duration }
    open class func setAnimationDuration(_ duration: CFTimeInterval) { update { $0.duration = duration } }

    open class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { update { $0.timingFunction = function } }

    open class func disableActions() -> Bool { current.disablesActions }
    open class func setDisableActions(_ flag: Bool) { update { $0.disablesActions = flag } }

    /// The transaction's properties by key; Core Animation's own four keys
    /// (`kCATransactionDisableActions` and the others) are the typed properties themselves.
    open class func value(forKey key: String) -> Any? {
        switch key {
        case kCATransactionDisableActions: current.disablesActions
        case kCATransactionAnimationDuration: current.duration
        case kCATransactionAnimationTimingFunction: current.timingFunction
        case kCATransactionCompletionBlock: current.completion
        default: current.values[key]
        }
    }

    open class func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case kCATransactionDisableActions: setDisableActions((value as? Bool) ?? (value as? NSNumber)?.boolValue ?? false)
        case kCATransactionAnimationDuration:
            setAnimationDuration((value as? CFTimeInterval) ?? (value as? NSNumber)?.doubleValue ?? 0.25)
        case kCATransactionAnimationTimingFunction: setAnimationTimingFunction(value as? CAMediaTimingFunction)
        case kCATransactionCompletionBlock: setCompletionBlock(value as? () -> Void)
        default: update { $0.values[key] = value }
        }
    }

    /// The innermost transaction, or the implicit one's defaults when none is open.
    private static var current: Transaction { openTransactions.last ?? Transaction() }

    /// Changes the innermost transaction, opening the implicit one (committed on the next clock
    /// turn) when none is open.
    private static func update(_ change: (inout Transaction) -> Void) {
        if openTransactions.isEmpty {
            begin()
            openTransactions[openTransactions.count - 1].isImplicit = true
            _ = View.animationClock.schedule(at: View.animationClock.now, label: "implicit CATransaction commit") {
                MainActor.assumeIsolated {
                    if openTransactions.last?.isImplicit == true { commit() }
                }
            }
        }
        change(&openTransactions[openTransactions.count - 1])
    }
}

/// A cubic Bézier timing curve (Core Animation's), by name or by control points.
open class CAMediaTimingFunction: NSObject, @unchecked Sendable {
    let curve: CubicTimingCurve

    public init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: curve = .linear
        case .easeIn: curve = .easeIn
        case .easeOut: curve = .easeOut
        case .easeInEaseOut: curve = .easeInEaseOut
        default: curve = .systemDefault
        }
        super.init()
    }

    /// Core Animation takes the points as `Float`, and so evaluates them.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        curve = CubicTimingCurve(x1: Double(c1x), y1: Double(c1y), x2: Double(c2x), y2: Double(c2y))
        super.init()
    }

    /// Control point `index` (0 and 3 are the fixed ends (0, 0) and (1, 1)) into `values[0...1]`.
    open func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points = [(0.0, 0.0), (curve.x1, curve.y1), (curve.x2, curve.y2), (1.0, 1.0)]
        let point = points[min(max(index, 0), 3)]
        values[0] = Float(point.0)
        values[1] = Float(point.1)
    }
}

public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
