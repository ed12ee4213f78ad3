import Foundation
@testable import GoldensDoctor
import Testing

@Suite struct ExampleTestTests {
    func example(_ sources: [String: String]) throws -> ExampleTest {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("goldens-example-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, text) in sources { try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8) }
        return ExampleTest(appSources: [folder.path])
    }

    @Test func usesTheFirstDelegateThatInitCanMake() throws {
        let test = try example([
            "A.swift": "final class NeedsArguments: NSObject, UIViewControllerTransitioningDelegate {\n    init(duration: Double) {}\n}",
            "B.swift": "final class CardTransition: NSObject, UIViewControllerTransitioningDelegate {\n    func presentationController(forPresented presented: UIViewController) {}\n}",
        ])
        #expect(test.source.contains("let transition = CardTransition()"))
        #expect(test.source.contains("modalPresentationStyle = .custom"), "it vends a presentation controller")
    }

    @Test func wrapsAnAnimatorWhenThereIsNoDelegate() throws {
        let test = try example(["Fade.swift": "class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {\n    func f() { if true { } }\n}"])
        #expect(test.source.contains("AnimatorDelegate(animator: FadeAnimator())"))
        #expect(test.source.contains("final class AnimatorDelegate"))
    }

    @Test func fallsBackToUIKitsCrossDissolve() throws {
        let test = try example(["Plain.swift": "final class Screen: UIViewController {}"])
        #expect(test.source.contains(".crossDissolve"))
        #expect(!test.source.contains("transitioningDelegate"))
    }

    @Test func relativePathsGoUpThenDown() {
        #expect(TestPackageScaffold.relativePath(from: "/a/b/c", to: "/a/d") == "../../d")
        #expect(TestPackageScaffold.relativePath(from: "/a", to: "/a") == ".")
    }
}
