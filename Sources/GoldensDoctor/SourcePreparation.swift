/// An app's Swift file as a test target compiles it: with the import idiom applied, so
/// `import UIKit` (and `QuartzCore`, `CoreGraphics`) reads `import GoldensUIKit`, and `#if os(iOS)`
/// and `#if canImport(UIKit)` take their iOS branch.
///
/// Imports of other modules are commented out and listed: a third-party library (SnapKit,
/// Kingfisher) or an Apple framework GoldensUIKit does not provide (AVFoundation, Photos) is
/// something the test target must provide, or the file must do without. Lines never move, so
/// the compiler's line numbers are the file's own: a file that reaches UIKit through another
/// module's re-export gets its `import GoldensUIKit` appended after its last line.
public struct PreparedSource: Sendable, Equatable {
    public let text: String
    /// Modules whose import was commented out, in the order the file imports them.
    public let removedImports: [String]

    /// The frameworks the import idiom maps to GoldensUIKit.
    static let uikitModules: Set<String> = ["UIKit", "QuartzCore", "CoreGraphics"]
    /// Apple's frameworks other than UIKit's that app code imports: a test target on Linux has none.
    static let appleModules: Set<String> = [
        "AVFoundation", "AVKit", "Photos", "PhotosUI", "MapKit", "WebKit", "SafariServices", "CoreData", "CoreLocation",
        "CoreMotion", "CoreImage", "CoreText", "SpriteKit", "SceneKit", "SwiftUI", "Combine", "MessageUI", "StoreKit",
        "UserNotifications", "Contacts", "ContactsUI", "ImageIO", "MobileCoreServices", "UniformTypeIdentifiers",
        "GameplayKit", "GameKit", "ARKit", "AudioToolbox", "LocalAuthentication", "Accelerate", "Metal", "MetalKit",
        "GLKit", "OpenGLES", "CoreMedia", "CoreVideo", "CoreBluetooth", "HealthKit", "EventKit", "CloudKit",
        "CoreSpotlight", "Intents", "LinkPresentation", "QuickLook", "PassKit", "AuthenticationServices", "Social",
        "Security", "SystemConfiguration", "CFNetwork", "Network", "os", "ObjectiveC", "Darwin", "AssetsLibrary",
        "CoreHaptics", "AdSupport", "AppTrackingTransparency", "Vision", "VisionKit", "CoreML", "NaturalLanguage",
        "Speech", "MediaPlayer", "MultipeerConnectivity", "NotificationCenter", "PushKit", "CallKit", "WatchConnectivity",
    ]
    /// Modules every Swift toolchain has on Linux too, kept as they are.
    static let keptModules: Set<String> = ["GoldensUIKit", "Foundation", "Dispatch", "Swift", "CoreFoundation", "Glibc", "Observation"]

    public init(source: String) {
        var removed: [String] = []
        var importsGoldensUIKit = false
        var lines = source.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for index in lines.indices {
            let line = lines[index]
            if let module = Self.importedModule(in: line) {
                if Self.uikitModules.contains(module) {
                    // `import class UIKit.UIView` too: GoldensUIKit is imported whole.
                    lines[index] = String(line.prefix { $0 == " " || $0 == "\t" }) + "import GoldensUIKit"
                    importsGoldensUIKit = true
                } else if module == "GoldensUIKit" {
                    importsGoldensUIKit = true
                } else if !Self.keptModules.contains(module) {
                    lines[index] = "// goldens doctor removed: " + line
                    if !removed.contains(module) { removed.append(module) }
                }
            } else if Self.isConditionLine(line) {
                lines[index] = line.replacingOccurrences(of: "os(iOS)", with: "true")
                    .replacingOccurrences(of: "canImport(UIKit)", with: "true")
            }
        }
        var text = lines.joined(separator: "\n")
        if !importsGoldensUIKit { text += (text.hasSuffix("\n") ? "" : "\n") + "import GoldensUIKit\n" }
        self.text = text
        removedImports = removed
    }

    /// `import UIKit`, `@testable import Foo`, `import class UIKit.UIView`: the module's name.
    static func importedModule(in line: String) -> String? {
        var rest = line[...].drop { $0 == " " || $0 == "\t" }
        // Attributes before `import`: @testable, @_exported, @preconcurrency, @_implementationOnly.
        while rest.hasPrefix("@") {
            rest = rest.drop { $0 != " " }.drop { $0 == " " }
        }
        for modifier in ["public ", "internal ", "private ", "fileprivate ", "package "] where rest.hasPrefix(modifier) {
            rest = rest.dropFirst(modifier.count).drop { $0 == " " }
        }
        guard rest.hasPrefix("import ") else { return nil }
        rest = rest.dropFirst("import ".count).drop { $0 == " " }
        for kind in ["class ", "struct ", "enum ", "func ", "protocol ", "typealias ", "var ", "let "] where rest.hasPrefix(kind) {
            rest = rest.dropFirst(kind.count).drop { $0 == " " }
        }
        let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" }
        return name.isEmpty ? nil : String(name)
    }

    static func isConditionLine(_ line: String) -> Bool {
        let trimmed = line.drop { $0 == " " || $0 == "\t" }
        return trimmed.hasPrefix("#if") || trimmed.hasPrefix("#elseif")
    }
}
