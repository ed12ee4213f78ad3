@testable import GoldensDoctor
import Testing

@Suite struct DiagnosticClassifierTests {
    static let app = """
        class CardController: BaseController {
            override func viewDidLoad() {
                navigationItemTitle()
            }
        }
        class BaseController: UIViewController { weak var delegate: AnyObject? }
        extension UIView { func shake() {} }
        """

    func classifier() -> DiagnosticClassifier {
        var declarations = AppDeclarations()
        declarations.add(source: Self.app, path: "/app/Card.swift")
        return DiagnosticClassifier(declarations: declarations, inventory: .ofThisPackage())
    }

    func cause(_ message: String, line: Int = 3, removed: [String] = [], source: String = app) -> ErrorCause {
        let error = CompilerDiagnostic(file: "/app/Card.swift", line: line, column: 9, message: message)
        return classifier().cause(of: error, lines: source.split(separator: "\n", omittingEmptySubsequences: false), removedImports: removed)
    }

    @Test func theAppsSuperclassChainEndsAtUIKit() {
        let declarations = classifier().declarations
        #expect(declarations.frameworkAncestor(of: "CardController") == "UIViewController")
        #expect(declarations.frameworkAncestor(of: "UILabel") == "UILabel")
        #expect(declarations.enclosingType(file: "/app/Card.swift", line: 3) == "CardController")
        #expect(declarations.enclosingType(file: "/app/Card.swift", line: 6) == nil)
    }

    @Test func unknownFrameworkNamesAndMembersAreMissingAPI() {
        #expect(cause("cannot find 'UIPrintInteractionController' in scope") == .missingAPI(symbol: "UIPrintInteractionController"))
        #expect(cause("value of type 'CardController?' has no member 'restorationClass'") == .missingAPI(symbol: "UIViewController.restorationClass"))
        #expect(cause("type 'UIApplication' has no member 'sharedThing'") == .missingAPI(symbol: "UIApplication.sharedThing"))
    }

    @Test func namesTheAppDeclaresAreTheAppsOwn() {
        #expect(cause("value of type 'UIView' has no member 'shake'") == .other)
        #expect(cause("cannot find 'BaseController' in scope") == .other)
        #expect(cause("cannot convert value of type 'Int' to expected argument type 'String'") == .other)
    }

    @Test func namesFromRemovedImportsBelongToThoseModules() {
        #expect(cause("value of type 'UIView' has no member 'snp'", removed: ["SnapKit"]) == .otherModule("SnapKit"))
        #expect(cause("cannot find 'constrain' in scope", removed: ["Cartography"]) == .otherModule("Cartography"))
        #expect(cause("cannot find type 'AVPlayer' in scope", removed: ["AVFoundation"]) == .otherModule("AVFoundation"))
    }

    @Test func swiftTwoNamesAreOutdatedNotMissing() {
        #expect(cause("type 'UIView' has no member 'animateWithDuration'") == .outdatedName(symbol: "UIView.animateWithDuration"))
        #expect(cause("cannot find 'CGRectZero' in scope") == .outdatedName(symbol: "CGRectZero"))
        #expect(cause("type 'UIViewAnimationOptions' (aka 'AnimationOptions') has no member 'CurveEaseInOut'")
                == .outdatedName(symbol: "UIViewAnimationOptions.CurveEaseInOut"))
        #expect(cause("cannot find 'UITransitionContextToViewKey' in scope") == .outdatedName(symbol: "UITransitionContextToViewKey"))
    }

    @Test func anOverrideOfAMemberUIKitLacksNamesTheUIKitClass() {
        let source = "class CardController: UIViewController {\n    override var prefersHomeIndicatorAutoHiddenNow: Bool { true }\n}"
        var declarations = AppDeclarations()
        declarations.add(source: source, path: "/app/Card.swift")
        let error = CompilerDiagnostic(file: "/app/Card.swift", line: 2, column: 18, message: "property does not override any property from its superclass")
        let classifier = DiagnosticClassifier(declarations: declarations, inventory: .ofThisPackage())
        #expect(classifier.cause(of: error, lines: source.split(separator: "\n"), removedImports: [])
                == .missingAPI(symbol: "UIViewController.prefersHomeIndicatorAutoHiddenNow"))
    }

    @Test func unavailableAPIKeepsGoldensUIKitsReason() {
        #expect(cause("'perform(_:on:)' is unavailable: the system delete animation is not drawn")
                == .unavailable(symbol: "perform(_:on:)", reason: "the system delete animation is not drawn"))
    }

    @Test func theCalleeOfAnArgumentErrorIsFoundFromTheColumn() {
        #expect(DiagnosticClassifier.callee(in: "        UIView.animate(withDuration: 1, foo: 2) {", column: 40) == "UIView.animate")
        #expect(DiagnosticClassifier.callee(in: "x", column: 1) == "")
        #expect(DiagnosticClassifier.callee(in: "", column: 0) == "")
        #expect(DiagnosticClassifier.callee(in: "(a)", column: 9) == "")
    }
}
