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
        /// How many clock events there were when it began: the ones after are its animations'.
        var firstEvent: Int
        var completion: (() -> Void)?
        var duration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disablesActions = false
        var values: [String: Any] = [:]
        var isImplicit = false
    }

    private static var openTransactions: [Transaction] = []

    open class func begin() {
        openTransactions.append(Transaction(firstEvent: View.animationClock.recordedEvents.count))
    }

    open class func commit() {
        guard let transaction = openTransactions.popLast() else { return }
        guard let completion = transaction.completion else { return }
        let clock = View.animationClock
        let events = clock.recordedEvents.dropFirst(min(transaction.firstEvent, clock.recordedEvents.count))
        let end = events.filter { $0.kind == .ends || $0.kind == .completes }.map(\.time).max() ?? clock.now
        _ = clock.schedule(at: max(end, clock.now), label: "CATransaction completion", completion)
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

    open class func value(forKey key: String) -> Any? { current.values[key] }
    open class func setValue(_ value: Any?, forKey key: String) { update { $0.values[key] = value } }

    /// The innermost transaction, or the implicit one's defaults when none is open.
    private static var current: Transaction { openTransactions.last ?? Transaction(firstEvent: 0) }

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
