import SwiftSyntax

/// Without the Objective-C runtime a storyboard or nib cannot set an `@IBOutlet` property or
/// find an `@IBAction` method by name, so each class that declares `@IBOutlet`, `@IBInspectable`
/// or `@IBAction` members gains the two members GoldensUIKit's loader asks instead
/// (`InterfaceBuilderConnectable`), at the end of its body:
///
/// ```swift
/// override func interfaceBuilderSetValue(_ value: Any?, forKey key: String) -> Bool {
///     switch key { case "nameLabel": return InterfaceBuilderProperty.assign(&self.nameLabel, value)
///     case "buttons": return InterfaceBuilderProperty.assign(&self.buttons, value)
///     default: return super.interfaceBuilderSetValue(value, forKey: key)
///     }
/// }
/// override func interfaceBuilderAction(named name: String) -> Selector? {
///     switch name { case "close:": return Selector("close:", ProfileViewController.close(_:))
///     default: return super.interfaceBuilderAction(named: name)
///     }
/// }
/// ```
///
/// - Properties are those the document can set: `var`s, stored or with a setter; the key is
///   the name, or the one in `@objc(name)`.
/// - Actions are named as `#selector` names them (`ObjCSelectorName`, or `@objc(name:)`), and
///   referenced as its rewrite references them (`Card.close(_:)`); where the class has two
///   methods of that name (overloads, which make the reference ambiguous) or the method is
///   declared in another file, through a closure calling it with its declared parameter types.
///   Of two actions with one selector name the first declared is kept, as `#selector` takes it.
///   Methods no target-action can call (static, generic, async, throwing, three arguments or
///   more) are left out with a warning.
/// - Members declared in extensions of the class, in this file or (through the target's index)
///   in another file the plugin rewrites, are included.
/// - Only the member the class needs is written, with `override` and `super` for what it does
///   not know, except in a class whose ancestors have none of these members (one deriving from
///   `NSObject`, or from a UIKit class that is no responder: see `ClassHierarchy`): it gets both,
///   without `override`, answering false and nil, and declares `InterfaceBuilderConnectable` in an
///   extension after the declaration at file scope around it (in an extension, so as not to make
///   the class itself main-actor isolated in Swift 6).
/// - An `open`, `public` or `package` class gets members as visible (an override must be).
///