import GoldensResources
import GoldensScene

/// Loads every scene of a storyboard or xib as UIKit would (each controller made and its view
/// loaded and laid out in a window, each xib instantiated) and returns what was reported on the
/// way, the problems that fail a frame and the lines UIKit would only log alike: what `goldens
/// doctor` says of an app's documents before any test is written.
///
/// The app's classes are not loaded (no app code is compiled with it), so a scene naming a custom
/// class gets UIKit's class and a report, which callers that know the app's class names leave out.
@MainActor
public enum InterfaceBuilderDocumentCheck {
    /// The reports without their time stamps, then the console lines. Throws when the file
    /// cannot be read.
    public static func loadEveryScene(ofDocumentAt path: String) throws(InterfaceBuilderError) -> [String] {
        let document = try InterfaceBuilderDocument.read(contentsOf: path)
        // Its own window is key while it loads (reports go to the key window); the one that was
        // key before is again afterwards.
        let previousKey = Window.key
        defer { previousKey?.makeKey() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        _ = SceneDiagnostics.drain()
        let ((), logged) = ConsoleLog.capture {
            switch document.kind {
            case .storyboard:
                let storyboard = UIStoryboard(document: document, modules: [])
                for element in document.viewControllerElements {
                    guard let controller = storyboard.instantiate(element, creator: nil) else { continue }
                    window.rootViewController = controller
                    window.layoutIfNeeded()
                }
            case .xib:
                _ = UINib(document: document, modules: []).instantiate(withOwner: nil)
            }
        }
        let reports = SceneDiagnostics.drain().map(unstamped)
        window.rootViewController = nil
        window.isHidden = true
        return reports + logged
    }

    /// `t=0.0 s: Main.storyboard:12: …` → `Main.storyboard:12: …`.
    static func unstamped(_ message: String) -> String {
        guard message.hasPrefix("t="), let end = message.range(of: " s: ") else { return message }
        return String(message[end.upperBound...])
    }
}
