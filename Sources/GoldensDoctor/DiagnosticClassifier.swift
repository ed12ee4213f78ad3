import Foundation

/// Sorts compiler errors into causes: a gap in GoldensUIKit, a module the test target lacks, or
/// the app's own code. It reads the message, the line it points at and the app's declarations.
///
/// A name is the framework's when the app does not declare it and it looks like Apple's (a `UI`,
/// `CA`, `CG` or `NS` prefix, Apple's other framework prefixes, Foundation's and the standard
/// library's value types); a member is missing from the framework when the app declares it
/// nowhere and the type it was looked up on is, or derives from, a framework class. Names from
/// removed imports are blamed on those modules: on an Apple framework by its prefix, else on the
/// third-party module the file imported.
public struct DiagnosticClassifier: Sendable {
    public let declarations: AppDeclarations
    /// Symbols of Apple's interfaces the inventory lists (`UIView.animate`, `UIApplication`), by
    /// type and by member base name, to confirm a name is Apple's.
    let inventory: Inventory

    public init(declarations: AppDeclarations, inventory: Inventory) {
        self.declarations = declarations
        self.inventory = inventory
    }

    /// Framework prefixes other than UIKit's, and the module each belongs to, longest first (so
    /// `SCN` is tried before `SK`).
    static let frameworkPrefixes: [(prefix: String, module: String)] = [
        ("AV", "AVFoundation"), ("PH", "Photos"), ("MK", "MapKit"), ("WK", "WebKit"), ("CL", "CoreLocation"),
        ("CM", "CoreMotion"), ("CI", "CoreImage"), ("CT", "CoreText"), ("SCN", "SceneKit"), ("SK", "SpriteKit"),
        ("MF", "MessageUI"), ("UN", "UserNotifications"), ("LA", "LocalAuthentication"), ("GK", "GameKit"),
        ("AR", "ARKit"), ("MTL", "Metal"), ("GLK", "GLKit"), ("CN", "Contacts"), ("EK", "EventKit"), ("HK", "HealthKit"),
        ("SF", "SafariServices"), ("QL", "QuickLook"), ("LP", "LinkPresentation"), ("PK", "PassKit"),
    ].sorted { $0.prefix.count > $1.prefix.count }
    /// Prefixes of the frameworks GoldensUIKit stands for, and the Objective-C runtime's functions.
    static let uikitPrefixes = ["UI", "NS", "CA", "CG", "CF", "kCA", "kCG", "objc_", "class_", "method_", "object_", "sel_"]
    /// Foundation's and the standard library's types that UIKit extends (`String.size(withAttributes:)`).
    static let foundationTypes: Set<String> = [
        "String", "Substring", "Character", "Int", "Double", "Float", "Bool", "Array", "Dictionary", "Data", "Date", "URL",
        "Bundle", "DispatchQueue", "DispatchTime", "Timer", "NotificationCenter", "Notification", "IndexPath", "TimeInterval",
        "AttributedString", "Calendar", "Locale", "UserDefaults", "ProcessInfo", "FileManager", "Thread", "RunLoop",
        "OperationQueue", "JSONDecoder", "JSONEncoder", "DateFormatter", "NumberFormatter", "Selector", "AnyObject",
    ]
    /// Foundation's networking types, which Linux's Foundation keeps in FoundationNetworking.
    static let foundationNetworking: Set<String> = [
        "URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLSessionTask", "URLSessionDataTask",
        "URLSessionConfiguration", "URLSessionDownloadTask", "URLSessionUploadTask", "URLCache", "URLCredential",
        "URLSessionDelegate", "URLSessionDataDelegate", "URLSessionTaskDelegate", "HTTPCookie", "HTTPCookieStorage",
    ]
    /// Members third-party libraries add to UIKit's classes.
    static let thirdPartyMembers: Set<String> = ["snp", "kf", "rx", "hero", "sd_setImage", "af_setImage", "pin_setImage", "af", "mas_makeConstraints", "reactive"]

    static func looksLikeFramework(_ name: String) -> Bool {
        if foundationTypes.contains(name) { return true }
        for prefix in uikitPrefixes where name.hasPrefix(prefix) && name.count > prefix.count {
            if prefix.hasSuffix("_") { return true }
            if name[name.index(name.startIndex, offsetBy: prefix.count)].isUppercase { return true }
        }
        return false
    }

    static func otherFramework(of name: String) -> String? {
        for entry in frameworkPrefixes where name.hasPrefix(entry.prefix) {
            let rest = name.dropFirst(entry.prefix.count)
            if let first = rest.first, first.isUppercase { return entry.module }
        }
        return nil
    }

    /// The cause of `error`, in a file whose text (as compiled) is `lines` and whose removed
    /// imports are `removedImports`.
    public func cause(of error: CompilerDiagnostic, lines: [Substring], removedImports: [String]) -> ErrorCause {
        let message = error.message
        let quoted = Self.quotedNames(in: message)
        let fromRemovedModule = removedImports.first.map { ErrorCause.otherModule($0) }

        if message.hasPrefix("cannot find "), let name = quoted.first {
            return unknownName(name, error: error, removedImports: removedImports)
        }
        if message.contains(" has no member "), quoted.count >= 2, let member = quoted.last {
            return missingMember(member, on: Self.baseType(quoted[0]), removedImports: removedImports)
        }
        // Linux's Foundation keeps networking in a module of its own.
        if message.contains("FoundationNetworking") || quoted.first.map(Self.foundationNetworking.contains) == true {
            return .otherModule("FoundationNetworking")
        }
        if message.contains("is unavailable") || message.contains("has been renamed") || message.contains("has been replaced") {
            let symbol = quoted.first ?? "?"
            if message.contains("Please use String directly") { return .outdatedName(symbol: "String.\(symbol)") }
            let reason = message.components(separatedBy: "unavailable: ").dropFirst().first
                ?? message.components(separatedBy: ": ").dropFirst().joined(separator: ": ")
            if message.contains("renamed") || message.contains("replaced") || message.contains("in Swift") {
                return .other  // a name Swift or the SDK renamed; Apple's compiler refuses it too
            }
            return .unavailable(symbol: symbol, reason: reason.isEmpty ? message : reason)
        }
        if message.contains("does not override") {
            let line = error.line >= 1 && error.line <= lines.count ? String(lines[error.line - 1]) : ""
            guard let member = Self.declaredMember(in: line) else { return .other }
            if inventory.isLoaded, !inventory.declares(member: member), Self.isOutdated(member: member) {
                return .outdatedName(symbol: member)
            }
            guard let owner = declarations.enclosingType(file: error.file, line: error.line),
                  let parent = declarations.superclasses[owner],
                  let framework = declarations.frameworkAncestor(of: parent), Self.looksLikeFramework(framework) else {
                return fromRemovedModule ?? .other
            }
            if let module = Self.otherFramework(of: framework) { return .otherModule(module) }
            return .missingAPI(symbol: "\(framework).\(member)")
        }
        if message.contains("with a metatype value must use a 'required' initializer"), let type = quoted.first,
           let framework = declarations.frameworkAncestor(of: type), Self.looksLikeFramework(framework) {
            // UIKit's initializers come from Objective-C, which lets a metatype call them.
            return .missingAPI(symbol: "\(framework).init() on a metatype (required initializer)")
        }
        if Self.isArgumentMismatch(message) {
            let line = error.line >= 1 && error.line <= lines.count ? String(lines[error.line - 1]) : ""
            let callee = Self.callee(in: line, column: error.column)
            let head = callee.split(separator: ".").first.map(String.init) ?? ""
            if Self.looksLikeFramework(head) && !declarations.names.contains(head) {
                if let module = Self.otherFramework(of: head) { return .otherModule(module) }
                return .missingAPI(symbol: callee + "(…)")
            }
            return .other
        }
        return .other
    }

    private func unknownName(_ name: String, error: CompilerDiagnostic, removedImports: [String]) -> ErrorCause {
        if declarations.names.contains(name) { return .other }
        if inventory.isLoaded, !inventory.declares(type: name), Self.isOutdated(name: name) { return .outdatedName(symbol: name) }
        // Foundation's own names are the same on every platform: one it lacks is not UIKit's.
        if inventory.isLoaded, name.hasPrefix("NS"), !inventory.declares(type: name) { return .other }
        if let module = Self.otherFramework(of: name), !Self.looksLikeFramework(name) || removedImports.contains(module) {
            return .otherModule(module)
        }
        if Self.looksLikeFramework(name) { return .missingAPI(symbol: name) }
        if inventory.isLoaded, name.first?.isLowercase == true, !inventory.declares(member: name), Self.isOutdated(member: name) {
            return .outdatedName(symbol: name)
        }
        // A lowercase name inside a UIKit subclass is an inherited member (`storyboard`, `navigationItem`).
        if let first = name.first, first.isLowercase,
           let owner = declarations.enclosingType(file: error.file, line: error.line),
           let framework = declarations.frameworkAncestor(of: owner), Self.looksLikeFramework(framework),
           inventory.declares(member: name) || removedImports.isEmpty {
            return .missingAPI(symbol: "\(framework).\(name)")
        }
        if inventory.declares(type: name) { return .missingAPI(symbol: name) }
        if let module = removedImports.first { return .otherModule(module) }
        return .other
    }

    private func missingMember(_ member: String, on type: String, removedImports: [String]) -> ErrorCause {
        // UIKit's own type and a member Apple's interfaces list (`UIApplication.delegate`): UIKit's,
        // even when the app uses the name for something of its own.
        if Self.looksLikeFramework(type), !declarations.names.contains(type), inventory.declares(member: member),
           Self.otherFramework(of: type) == nil {
            return .missingAPI(symbol: "\(type).\(member)")
        }
        if declarations.names.contains(member) { return .other }
        if inventory.isLoaded, removedImports.isEmpty, !inventory.declares(member: member), Self.isOutdated(member: member, of: type) {
            return .outdatedName(symbol: "\(type).\(member)")
        }
        let thirdParty = removedImports.first { Self.otherFramework(of: $0) == nil && !PreparedSource.appleModules.contains($0) }
        if Self.thirdPartyMembers.contains(member) { return .otherModule(thirdParty ?? "a third-party library") }
        guard let framework = declarations.frameworkAncestor(of: type) else { return .other }
        if let module = Self.otherFramework(of: framework) { return .otherModule(module) }
        guard Self.looksLikeFramework(framework) else { return removedImports.first.map { .otherModule($0) } ?? .other }
        // Apple's interfaces do not name it, and the file imported a library: an extension of that library's.
        if let thirdParty, !inventory.declares(member: member) { return .otherModule(thirdParty) }
        return .missingAPI(symbol: "\(framework).\(member)")
    }

    /// Class members Swift 3 turned into properties or renamed (`UIScreen.mainScreen()` → `main`).
    static let outdatedMembers: Set<String> = [
        "mainScreen", "sharedApplication", "currentDevice", "defaultCenter", "mainBundle", "mainRunLoop",
        "standardUserDefaults", "defaultManager", "whiteColor", "blackColor", "clearColor", "redColor", "blueColor",
        "greenColor", "grayColor", "lightGrayColor", "darkGrayColor", "yellowColor", "orangeColor", "purpleColor",
        "brownColor", "cyanColor", "magentaColor", "CGColor", "CGPath", "CGImage", "CGRectValue", "CGPointValue",
        "CGSizeValue", "CGAffineTransformValue", "CATransform3DValue", "println", "presentViewController",
        "dismissViewControllerAnimated", "popViewControllerAnimated", "popToRootViewControllerAnimated",
        "userInteractionEnabled", "destinationViewController", "sourceViewController", "hidden", "opaque",
        "enabled", "selected", "highlighted", "editing",
    ]

    /// A member with Swift 2's shape: a capitalised case of an option set or enum Swift 3
    /// lowercased (`UIViewAnimationOptions.CurveEaseInOut`, `.Push`), or a preposition kept in the
    /// base name (`animateWithDuration`, `viewForKey`, `finalFrameForViewController`). A
    /// capitalised member of another type is a nested type (`UIImage.SymbolConfiguration`).
    static func isOutdated(member: String, of type: String = "") -> Bool {
        if outdatedMembers.contains(member) { return true }
        if let first = member.first, first.isUppercase {
            return ["Options", "Style", "Mode", "Curve", "Operation", "State", "Direction", "Alignment", "Type", "Kind"]
                .contains { type.hasSuffix($0) } && !type.hasPrefix("NS")
        }
        for preposition in ["With", "For", "From", "To", "In", "At", "By", "Of"] {
            guard let range = member.range(of: preposition), range.lowerBound > member.startIndex,
                  range.upperBound < member.endIndex, member[range.upperBound].isUppercase else { continue }
            return true
        }
        return false
    }

    /// A global with Swift 2's shape: Core Graphics' C functions and constants (`CGRectZero`,
    /// `CGAffineTransformIdentity`), the transition context's key constants, or a type Swift 3
    /// nested (`UIViewAnimationOptions`, `UINavigationControllerOperation`).
    static func isOutdated(name: String) -> Bool {
        for prefix in ["CGRect", "CGPoint", "CGSize", "CGAffineTransform", "CGVector", "CATransform3D", "CGPath", "CGContext", "CGColor"]
        where name.hasPrefix(prefix) && name.count > prefix.count && name[name.index(name.startIndex, offsetBy: prefix.count)].isUppercase {
            return true
        }
        if name.hasPrefix("UITransitionContext") && name.hasSuffix("Key") { return true }
        return ["NSTimeInterval", "UIViewAnimationOptions", "UIViewAnimationCurve", "UINavigationControllerOperation"].contains(name)
    }

    /// `'UIView'`, `'printMe'`: the names a message quotes, in order.
    static func quotedNames(in message: String) -> [String] {
        let parts = message.split(separator: "'", omittingEmptySubsequences: false)
        return stride(from: 1, to: parts.count - 1, by: 2).map { String(parts[$0]) }
    }

    /// `UIView?` → `UIView`; `UIView.Type` → `UIView`; `Array<UIView>` → `Array`; `any P` → `P`.
    static func baseType(_ type: String) -> String {
        var name = type
        if name.hasPrefix("any ") { name.removeFirst(4) }
        if name.hasSuffix(".Type") { name.removeLast(5) }
        while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        if let generic = name.firstIndex(of: "<") { name = String(name[..<generic]) }
        if name.hasPrefix("[") { return "Array" }
        return name.trimmingCharacters(in: CharacterSet(charactersIn: "()"))
    }

    /// The member a line declares (`override func viewWillLayoutSubviews()` → `viewWillLayoutSubviews`).
    static func declaredMember(in line: String) -> String? {
        let code = AppDeclarations.code(of: line)
        for keyword in ["func ", "var ", "let "] {
            guard let range = code.range(of: keyword) else { continue }
            let name = code[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty { return String(name) }
        }
        if code.contains("init(") || code.contains("init?(") { return "init" }
        return nil
    }

    static func isArgumentMismatch(_ message: String) -> Bool {
        ["extra argument", "extra arguments", "missing argument", "incorrect argument label", "argument labels",
         "no exact matches in call", "cannot convert value of type", "argument type"].contains { message.contains($0) }
    }

    /// The dotted name of the call around a column (`UIView.animate` in
    /// `UIView.animate(withDuration: …)`): back from the column to the unclosed `(` of the call
    /// (or the `(` at the column), then the name before it. Empty when there is none.
    static func callee(in line: String, column: Int) -> String {
        let characters = Array(line)
        var index = min(max(column - 1, 0), characters.count) - 1
        if column - 1 < characters.count, column >= 1, characters[column - 1] == "(" {
            index = column - 2
        } else {
            var depth = 0
            while index >= 0 {
                if characters[index] == ")" { depth += 1 }
                if characters[index] == "(" {
                    if depth == 0 { break }
                    depth -= 1
                }
                index -= 1
            }
            index -= 1  // before the `(`; below zero when the column is in no call
        }
        var start = index + 1
        while start > 0 {
            let character = characters[start - 1]
            guard character.isLetter || character.isNumber || character == "_" || character == "." else { break }
            start -= 1
        }
        guard start <= index else { return "" }
        return String(characters[start...index]).trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
}
