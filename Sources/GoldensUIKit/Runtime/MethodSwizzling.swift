#if !canImport(ObjectiveC)
import GoldensScene
import Synchronization

// Method swizzling: code that exchanges two methods' implementations through the Objective-C
// runtime (a touch visualiser that wraps `UIWindow.sendEvent(_:)`, an analytics hook on
// `viewDidAppear`). Swift here dispatches through its own tables, which cannot be changed at run
// time, so no method is ever handed out: `class_getInstanceMethod` answers nil, and swizzling
// code, which checks for that (the lookup is optional), goes on without the exchange. The app's
// own methods run as written. A console line says so once per process.

/// A method of a class, as the runtime hands it out (opaque, as in Objective-C).
public typealias Method = OpaquePointer
/// A method's implementation (opaque, as in Objective-C).
public typealias IMP = OpaquePointer

/// Nil: methods cannot be looked up to be exchanged here (see above).
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    MethodSwizzling.noteUnsupported(name)
    return nil
}

/// Nil: methods cannot be looked up to be exchanged here (see above).
public func class_getClassMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
    MethodSwizzling.noteUnsupported(name)
    return nil
}

/// Does nothing: no method can be handed out to exchange (see above).
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) {}

/// False: no method is added at run time (see above).
public func class_addMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> Bool {
    MethodSwizzling.noteUnsupported(name)
    return false
}

/// Nil: no implementation is replaced at run time (see above).
public func class_replaceMethod(_ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?) -> IMP? {
    MethodSwizzling.noteUnsupported(name)
    return nil
}

/// The method's implementation, unchanged.
public func method_getImplementation(_ m: Method) -> IMP { m }

/// Returns the implementation it was given: nothing is replaced.
public func method_setImplementation(_ m: Method, _ imp: IMP) -> IMP { m }

/// The method's type encoding; none, as no method is handed out.
public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? { nil }

enum MethodSwizzling {
    private static let noted = Mutex(false)

    /// Writes once to the console that swizzling does not happen here.
    static func noteUnsupported(_ name: Selector) {
        let first = noted.withLock { noted in
            defer { noted = true }
            return !noted
        }
        guard first else { return }
        ConsoleLog.write("method swizzling (\(name.name)) is not supported: the class keeps its own methods")
    }
}
#endif
