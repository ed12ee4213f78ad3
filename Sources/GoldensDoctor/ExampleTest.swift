import Foundation

/// The first test `goldens init` writes: the app's first transitioning delegate (or, failing
/// that, its first animator behind a small delegate) presenting a plain screen over another,
/// sampled at a quarter, half and three quarters of the transition. A class is used only when it
/// can be made with `init()` (it declares no initializer with arguments); without one, the test
/// samples UIKit's cross-dissolve and says where to put the app's transition.
struct ExampleTest {
    enum Transition {
        case delegate(String, custom: Bool)
        case animator(String)
        case none
    }

    let transition: Transition

    init(appSources folders: [String]) {
        let files = ((try? AppSources.collect(from: folders))?.swiftFiles ?? [])
        var delegate: Transition?
        var animator: Transition?
        for file in files {
            guard let text = try? String(contentsOfFile: file, encoding: .utf8) else { continue }
            for declaration in Self.classes(in: text) where !declaration.body.contains("init(") || declaration.body.contains("override init()") {
                if delegate == nil, declaration.header.contains("UIViewControllerTransitioningDelegate") {
                    delegate = .delegate(declaration.name, custom: declaration.body.contains("presentationController(forPresented"))
                }
                if animator == nil, declaration.header.contains("UIViewControllerAnimatedTransitioning") {
                    animator = .animator(declaration.name)
                }
            }
            if delegate != nil { break }
        }
        transition = delegate ?? animator ?? .none
    }

    /// Each `class Name …: Supertypes {` with its header and its body's text (to its closing brace).
    static func classes(in text: String) -> [(name: String, header: String, body: String)] {
        let pattern = try! NSRegularExpression(pattern: #"(?m)^\s*(?:(?:final|public|open|internal|private|fileprivate|@objc|@MainActor)\s+)*class\s+([A-Za-z_][A-Za-z0-9_]*)([^{]*)\{"#)
        let characters = Array(text)
        var result: [(String, String, String)] = []
        for match in pattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let name = Range(match.range(at: 1), in: text), let header = Range(match.range(at: 2), in: text),
                  let whole = Range(match.range, in: text) else { continue }
            // The body: from the opening brace to its match (braces in strings are rare in class bodies).
            var depth = 0
            var index = text.distance(from: text.startIndex, to: whole.upperBound) - 1
            let start = index
            while index < characters.count {
                if characters[index] == "{" { depth += 1 }
                if characters[index] == "}" { depth -= 1; if depth == 0 { break } }
                index += 1
            }
            result.append((String(text[name]), String(text[header]), String(characters[start..<min(index + 1, characters.count)])))
        }
        return result
    }

    static let fileName = "AppTransitionTests.swift"

    var source: String {
        let (summary, setup): (String, [String]) = switch transition {
        case .delegate(let name, let custom):
            ("the app's `\(name)` presenting a screen", [
                "        presented.modalPresentationStyle = \(custom ? ".custom" : ".fullScreen")",
                "        let transition = \(name)()   // UIKit holds it weakly: keep it alive for the test",
                "        presented.transitioningDelegate = transition",
            ])
        case .animator(let name):
            ("the app's `\(name)` presenting a screen", [
                "        presented.modalPresentationStyle = .fullScreen",
                "        let transition = AnimatorDelegate(animator: \(name)())   // held weakly by UIKit: keep it alive",
                "        presented.transitioningDelegate = transition",
            ])
        case .none:
            ("UIKit's cross-dissolve (no transition of the app's could be made with `init()`: set the app's own here)", [
                "        presented.modalTransitionStyle = .crossDissolve",
            ])
        }
        var lines = [
            "import GoldensTesting",
            "import GoldensUIKit",
            "import Testing",
            "",
            "/// Written by `goldens init`: \(summary),",
            "/// sampled at a quarter, half and three quarters of its duration. Use the app's own controllers",
            "/// for the two screens. The first run records Goldens/\(TestPackageScaffold.targetName)/presentsAScreen/",
            "/// and fails so that a person looks at the frames (`swift run goldens report`); later runs compare.",
            "@MainActor",
            "@Suite struct \(TestPackageScaffold.targetName) {",
            "    @Test func presentsAScreen() throws {",
            "        let presenting = UIViewController()",
            "        presenting.view.backgroundColor = .systemBackground",
            "        let window = UIWindow(rootViewController: presenting)",
            "        let presented = UIViewController()",
            "        presented.view.backgroundColor = .systemIndigo",
        ]
        lines += setup
        lines += [
            "        let frames = try TransitionSampler(window: window)",
            "            .record(.present(presented, from: presenting), at: .progress([0.25, 0.5, 0.75]))",
            "        try expectGoldens(frames, named: \"present\")",
            "    }",
            "}",
        ]
        if case .animator = transition {
            lines += [
                "",
                "/// Vends the app's animator for the presentation and the dismissal.",
                "final class AnimatorDelegate: NSObject, UIViewControllerTransitioningDelegate {",
                "    let animator: UIViewControllerAnimatedTransitioning",
                "    init(animator: UIViewControllerAnimatedTransitioning) { self.animator = animator }",
                "",
                "    func animationController(forPresented presented: UIViewController, presenting: UIViewController,",
                "                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }",
                "",
                "    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }",
                "}",
            ]
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
