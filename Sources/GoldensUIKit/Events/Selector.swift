import GoldensScene

#if canImport(ObjectiveC)
// Apple platforms have the Objective-C runtime: `#selector` and `@objc` compile as they are,
// and target-action dispatches through it (`TargetAction.send`).
import ObjectiveC
public typealias Selector = ObjectiveC.Selector
#else
/// A method named for target-action, standing in for the Objective-C runtime's selector where
/// there is none (Linux rejects `#selector` and `@objc`).
///
/// The `GoldensSelectors` build-tool plugin rewrites `#selector(handlePan(_:))` inside `class
/// Card` into `Selector("handlePan:", Card.handlePan(_:))`: the name (for equality and
/// messages, spelled as Objective-C would) and an unapplied method reference, which is how
/// `addTarget(_:action:)` calls the method on its target. A selector made from a string alone
/// (`Selector("handlePan:")`) is sent by name, as the Objective-C runtime sends every selector:
/// the plugin lists each class's `@objc` and `@IBAction` methods by name
/// (`InterfaceBuilderConnectable.interfaceBuilderAction(named:)`), and a target that lists none of
/// that name is reported to `SceneDiagnostics`. The method's type may be a protocol
/// (`#selector(UIViewControllerContextTransitioning.view(forKey:))`), as Objective-C allows.
public struct Selector: Hashable, @unchecked Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// "handlePan:", as Objective-C spells the selector.
    public let name: String
    /// Calls the method on a target with the sender and the event; false when the target is not
    /// of the method's type or the arguments do not fit its parameters.
    let invoke: (@MainActor (AnyObject, Any?, Any?) -> Bool)?
    /// Calls a method of three parameters with three arguments (a legacy animation delegate's
    /// `animationDidStop(_:finished:context:)`); nil for the other forms.
    let invokeWithThree: (@MainActor (AnyObject, Any?, Any?, Any?) -> Bool)?
    /// Whether an object is of the class (or protocol) whose method this is; nil for a selector
    /// made from a name alone.
    let accepts: (@Sendable (AnyObject) -> Bool)?

    /// A selector by name only (`Selector("close")`): it can be compared, not sent.
    public init(_ name: String) {
        self.name = name
        invoke = nil
        invokeWithThree = nil
        accepts = nil
    }

    public init(stringLiteral name: String) {
        self.init(name)
    }

    /// An action without arguments: `@objc func close()`.
    @preconcurrency
    public init<Target, Result>(_ name: String, _ method: @escaping @MainActor (Target) -> () -> Result) {
        self.name = name
        invokeWithThree = nil
        accepts = { $0 is Target }
        invoke = { target, _, _ in
            guard let target = target as? Target else { return false }
            _ = method(target)()
            return true
        }
    }

    /// An action with its sender: `@objc func handlePan(_ recognizer: UIPanGestureRecognizer)`.
    @preconcurrency
    public init<Target, Sender, Result>(_ name: String, _ method: @escaping @MainActor (Target) -> (Sender) -> Result) {
        self.name = name
        invokeWithThree = nil
        accepts = { $0 is Target }
        invoke = { target, sender, _ in
            guard let target = target as? Target, let sender = Selector.argument(sender, as: Sender.self) else { return false }
            _ = method(target)(sender)
            return true
        }
    }

    /// An action with its sender and the event: `@objc func tapped(_ sender: UIButton, forEvent event: UIEvent)`.
    @preconcurrency
    public init<Target, Sender, Event, Result>(_ name: String,
                                                           _ method: @escaping @MainActor (Target) -> (Sender, Event) -> Result) {
        self.name = name
        invokeWithThree = nil
        accepts = { $0 is Target }
        invoke = { target, sender, event in
            guard let target = target as? Target, let sender = Selector.argument(sender, as: Sender.self),
                  let event = event as? Event else { return false }
            _ = method(target)(sender, event)
            return true
        }
    }

    /// A method of three parameters: `@objc func animationDidStop(_ animationID: String?,
    /// finished: NSNumber?, context: UnsafeMutableRawPointer?)`. Sent as target-action it
    /// cannot be (it takes no sender and event), so `invoke` answers false.
    @preconcurrency
    public init<Target, First, Second, Third, Result>(
        _ name: String, _ method: @escaping @MainActor (Target) -> (First, Second, Third) -> Result) {
        self.name = name
        accepts = { $0 is Target }
        invoke = { _, _, _ in false }
        invokeWithThree = { target, first, second, third in
            guard let target = target as? Target, let first = Selector.argument(first, as: First.self),
                  let second = Selector.argument(second, as: Second.self),
                  let third = Selector.argument(third, as: Third.self) else { return false }
            _ = method(target)(first, second, third)
            return true
        }
    }

    /// Calls the method on `target` with the first of `arguments` it takes, as the
    /// Objective-C runtime lets a method declare fewer parameters than its caller passes;
    /// false when the selector cannot be sent or the target or arguments do not fit.
    @MainActor
    func send(to target: AnyObject, _ first: Any?, _ second: Any?, _ third: Any?) -> Bool {
        if let invokeWithThree, invokeWithThree(target, first, second, third) { return true }
        if let invoke, invoke(target, first, second) { return true }
        guard let listed = listed(by: target) else { return false }
        if let invokeWithThree = listed.invokeWithThree { return invokeWithThree(target, first, second, third) }
        return listed.invoke?(target, first, second) ?? false
    }

    /// Calls the method on `target` with the sender and the event, by its method reference or
    /// else by name; false when the target has no such method or the arguments do not fit.
    @MainActor
    func send(to target: AnyObject, sender: Any?, event: Any?) -> Bool {
        if let invoke, invoke(target, sender, event) { return true }
        return listed(by: target)?.invoke?(target, sender, event) ?? false
    }

    /// Whether `target` has this method: its class is the one the selector was made from (or a
    /// subclass), or lists a method of this name, as `responds(to:)` asks the Objective-C runtime.
    @MainActor
    func isAnswered(by target: AnyObject) -> Bool {
        accepts?(target) == true || listed(by: target) != nil
    }

    /// The method of this name the target's class lists (its own or an ancestor's), as the
    /// Objective-C runtime looks a selector up on the receiver's class. A selector made by
    /// `#selector` for one class and sent to an object of another arrives here too.
    @MainActor
    private func listed(by target: AnyObject) -> Selector? {
        guard let listed = (target as? InterfaceBuilderConnectable)?.interfaceBuilderAction(named: name),
              listed.invoke != nil || listed.invokeWithThree != nil else { return nil }
        return listed
    }

    /// `value` as the parameter type a method declares. The Objective-C runtime hands an action
    /// its sender whatever class the method says it takes, so code that declares a subclass of
    /// the real sender (an edge-pan handler attached to a plain pan recognizer) runs in UIKit;
    /// such a sender is passed here the same way, as long as the code uses only what the real
    /// sender's class has (as it must with Objective-C too).
    static func argument<Value>(_ value: Any?, as declared: Value.Type) -> Value? {
        if let value = value as? Value { return value }
        guard let value, let actual = type(of: value) as? AnyClass, let declaredClass = declared as? AnyClass else { return nil }
        var ancestor: AnyClass? = declaredClass
        while let current = ancestor {
            if ObjectIdentifier(current) == ObjectIdentifier(actual) { return unsafeBitCast(value as AnyObject, to: Value.self) }
            ancestor = _getSuperclass(current)
        }
        return nil
    }

    public static func == (a: Selector, b: Selector) -> Bool { a.name == b.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }
    public var description: String { name }
}

/// The selector of that Objective-C name, as `Selector(name)` makes it.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

/// The Objective-C name of a selector (`"handlePan:"`).
public func NSStringFromSelector(_ aSelector: Selector) -> String { aSelector.name }

#endif

/// One target and action, as controls and gesture recognizers keep them: the target held
/// weakly, as UIKit holds it.
@MainActor
struct TargetAction {
    private(set) weak var target: AnyObject?
    let action: Selector

    init(target: Any?, action: Selector) {
        self.target = target as AnyObject?
        self.action = action
    }

    /// True when this pair is for `target` (nil: any) and `action` (nil: any), as
    /// `removeTarget(_:action:)` matches them.
    func matches(target other: Any?, action otherAction: Selector?) -> Bool {
        (other == nil || (other as AnyObject?) === target) && (otherAction == nil || otherAction == action)
    }

    /// Calls the action on the target. A target that is gone is skipped, as in UIKit; an action
    /// the target cannot perform is reported.
    func send(from sender: Any, event: Any? = nil) {
        guard let target else { return }
        #if canImport(ObjectiveC)
        _ = (target as? NSObject)?.perform(action, with: sender, with: event)
        #else
        if !action.send(to: target, sender: sender, event: event) {
            SceneDiagnostics.report(
                "\(type(of: target)) cannot perform \(action) with a \(type(of: sender)) sender"
                    + (action.invoke == nil ? " (a selector made from a name is sent to the @objc and @IBAction methods the "
                        + "GoldensSelectors plugin lists for the target's class, and \(type(of: target)) lists none of that name)" : ""))
        }
#endif
    }
}
