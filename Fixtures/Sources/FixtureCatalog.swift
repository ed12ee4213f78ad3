import Foundation
import GoldensScene
import GoldensUIKit

/// One golden-tested transition of a fixture: how to run it from a fresh scene.
public struct FixtureScenario: Sendable {
    /// The fixture's test name, e.g. "slideDown": the golden directory `Goldens/Fixtures/<test>`.
    public var test: String
    /// The transition's name within the fixture, e.g. "present": a directory level below it.
    public var transition: String
    /// The declaration that makes the transition (its animator, delegate or screen).
    public var source: FixtureSource
    /// Builds a fresh window, runs the transition and returns its frames.
    public var frames: @MainActor @Sendable () throws -> [TransitionFrame]
}

/// Every fixture transition, in the order the report lists them. The golden tests in
/// `Tests/FixtureGoldenTests` and `goldens check` both walk this list. The fixtures themselves
/// are UIKit code (the other files of this folder); this file is the test harness around them.
public enum FixtureCatalog {
    /// The suite name that is the first directory level under `Goldens/`.
    public static let suite = "Fixtures"

    @MainActor
    public static var all: [FixtureScenario] {
        menuTransitions("slideDown", source: .declaration(of: SlideDownAnimator.self), delegate: SlideDownTransitionDelegate.init) {
            DetailViewController(title: "Details")
        }
        + menuTransitions("slideRight", source: .declaration(of: SlideRightAnimator.self), delegate: SlideRightTransitionDelegate.init) {
            DetailViewController(title: "Slide right")
        }
        + menuTransitions("pop", source: .declaration(of: PopAnimator.self), delegate: PopTransitionDelegate.init) {
            DetailViewController(title: "Pop", color: AppColors.accent)
        }
        + menuTransitions("rotate", source: .declaration(of: RotateAnimator.self), delegate: RotateTransitionDelegate.init) {
            DetailViewController(title: "Rotate", color: UIColor(red: 0.36, green: 0.27, blue: 0.75, alpha: 1))
        }
        + menuTransitions("systemDefaults", named: "coverVertical", source: .declaration(named: "makeSystemDefaultDetail"), delegate: { nil }) {
            makeSystemDefaultDetail(.coverVertical)
        }
        + menuTransitions("systemDefaults", named: "crossDissolve", source: .declaration(named: "makeSystemDefaultDetail"), delegate: { nil }) {
            makeSystemDefaultDetail(.crossDissolve)
        }
        + emojiGrow + herbPop + customModal + toast + sizeChange
    }
}

/// The sample times of the goldens: every 10 % of the duration, plus the end and the settled state.
let everyTenthOfTheDuration = SampleTimes.progress(stride(from: 0.0, through: 0.9, by: 0.1).map { ($0 * 10).rounded() / 10 })

extension FixtureCatalog {
    /// A menu presents the controller `details` makes, `.fullScreen` unless it chose a style,
    /// with the delegate `delegate` makes; and, from a menu that presented it at once,
    /// dismisses it. Both sampled at every tenth of the duration.
    @MainActor
    static func menuTransitions(_ test: String, named name: String? = nil, source: FixtureSource,
                                delegate: @escaping @MainActor @Sendable () -> (any UIViewControllerTransitioningDelegate)?,
                                details: @escaping @MainActor @Sendable () -> UIViewController) -> [FixtureScenario] {
        let prefix = name.map { "\($0)-" } ?? ""
        return [false, true].map { dismissing in
            FixtureScenario(test: test, transition: prefix + (dismissing ? "dismiss" : "present"), source: source) {
                let controller = details()
                if controller.modalPresentationStyle == .automatic { controller.modalPresentationStyle = .fullScreen }
                return try recordMenuTransition(controller, delegate: delegate(), dismissing: dismissing)
            }
        }
    }

    /// The menu presents `details` with `delegate` (kept alive for the run: UIKit holds it
    /// weakly); see `recordPresentation`.
    @MainActor
    static func recordMenuTransition(_ details: UIViewController, delegate: (any UIViewControllerTransitioningDelegate)?,
                                     dismissing: Bool) throws -> [TransitionFrame] {
        details.transitioningDelegate = delegate
        return try withExtendedLifetime(delegate) {
            try recordPresentation(of: details, from: MenuViewController(), dismissing: dismissing)
        }
    }

    /// `presenter`, the root of a fresh window, presents `details`, sampled at every tenth of
    /// the duration; or, when `dismissing`, presents it at once and samples its dismissal.
    @MainActor
    static func recordPresentation(of details: UIViewController, from presenter: UIViewController,
                                   dismissing: Bool) throws -> [TransitionFrame] {
        let window = UIWindow(rootViewController: presenter)
        let sampler = TransitionSampler(window: window)
        return try withExtendedLifetime(window) {
            if dismissing {
                presenter.present(details, animated: false)
                return try sampler.record(.dismiss(details), at: everyTenthOfTheDuration)
            }
            return try sampler.record(.present(details, from: presenter), at: everyTenthOfTheDuration)
        }
    }

    /// Emoji grow: the grid's seventh face grows into the detail screen, and shrinks back.
    @MainActor
    static var emojiGrow: [FixtureScenario] {
        [false, true].map { dismissing in
            FixtureScenario(test: "emojiGrow", transition: dismissing ? "dismiss" : "present",
                            source: .declaration(of: EmojiGrowAnimator.self)) {
                let grid = EmojiGridViewController()
                return try recordPresentation(of: grid.didSelect(index: 6), from: grid, dismissing: dismissing)
            }
        }
    }

    /// The folder of the fixtures' pictures, for `UIImage(named:)`.
    static let imagesDirectory = URL(fileURLWithPath: "\(#filePath)").deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Images").path

    /// Herb pop: the plain fade, the pop in portrait, a rotation to landscape (whose alongside
    /// animation dims the table) and the pop in landscape. The tapped picture is the second, mint.
    @MainActor
    static var herbPop: [FixtureScenario] {
        func scenario(_ name: String, _ run: @escaping @MainActor @Sendable () throws -> [TransitionFrame]) -> FixtureScenario {
            let source = FixtureSource.declaration(of: name.hasPrefix("fade") ? HerbFadeAnimator.self
                                                   : name == "landscape-rotate" ? HerbMenuViewController.self : HerbPopAnimator.self)
            return FixtureScenario(test: "herbPop", transition: name, source: source, frames: run)
        }
        return [
            scenario("fade-present") { try recordHerbs(.fade, dismissing: false) },
            scenario("fade-dismiss") { try recordHerbs(.fade, dismissing: true) },
            scenario("pop-present") { try recordHerbs(.pop, dismissing: false) },
            scenario("pop-dismiss") { try recordHerbs(.pop, dismissing: true) },
            scenario("landscape-rotate") { try recordHerbs(.pop, rotating: true) },
            scenario("landscape-pop-present") { try recordHerbs(.pop, dismissing: false, inLandscape: true) },
            scenario("landscape-pop-dismiss") { try recordHerbs(.pop, dismissing: true, inLandscape: true) },
        ]
    }

    static let landscape = CGSize(width: 844, height: 390)

    /// The herb menu in `style`: its rotation to landscape when `rotating`; else, after that
    /// rotation when `inLandscape`, the presentation of the mint details or (shown the way the
    /// app shows them, animated and settled) their dismissal.
    @MainActor
    static func recordHerbs(_ style: HerbTransitionStyle, dismissing: Bool = false, inLandscape: Bool = false,
                            rotating: Bool = false) throws -> [TransitionFrame] {
        UIImage.addSearchDirectory(imagesDirectory)
        let menu = HerbMenuViewController(style: style)
        let window = UIWindow(rootViewController: menu)
        let sampler = TransitionSampler(window: window)
        /// Runs `action` to its settled end without keeping its frames.
        func finish(_ action: TransitionAction) throws {
            _ = try sampler.record(action, at: .progress([]), includeStart: false, includeEnd: false, settle: true)
        }
        return try withExtendedLifetime(window) {
            if rotating { return try sampler.record(.sizeChange(to: landscape), at: everyTenthOfTheDuration) }
            if inLandscape { try finish(.sizeChange(to: landscape)) }
            let details = menu.didTapHerb(at: 1)
            if dismissing {
                try finish(.present(details, from: menu))
                return try sampler.record(.dismiss(details), at: everyTenthOfTheDuration)
            }
            return try sampler.record(.present(details, from: menu), at: everyTenthOfTheDuration)
        }
    }

    /// Custom modal: the drop-in presentation, then a drag that finishes and one that cancels.
    @MainActor
    static var customModal: [FixtureScenario] {
        let dropIn = FixtureSource.declaration(of: DropInAnimator.self), drag = FixtureSource.declaration(of: DragDownAnimator.self)
        return [
            FixtureScenario(test: "customModal", transition: "present", source: dropIn) { try recordCustomModal(drag: nil) },
            FixtureScenario(test: "customModal", transition: "drag-finish", source: drag) { try recordCustomModal(drag: .finish) },
            FixtureScenario(test: "customModal", transition: "drag-cancel", source: drag) { try recordCustomModal(drag: .cancel) },
        ]
    }

    enum DragEnding { case finish, cancel }

    /// A drag down the screen over 0.3 s reaching 60 % (finish) or 30 % (cancel), then released.
    static func drag(_ ending: DragEnding) -> GestureScript {
        let peak = ending == .finish ? 0.6 : 0.3
        // Times are exact instants on the clock: 0.15, not 0.15000000000000002 from a stride.
        let updates = (1...6).map { step in (time: Double(step * 5) / 100, percent: peak * Double(step) / 6) }
        return GestureScript(updates: updates, ending: ending == .finish ? .finish(at: 0.3) : .cancel(at: 0.3))
    }

    @MainActor
    static func recordCustomModal(drag ending: DragEnding?) throws -> [TransitionFrame] {
        let menu = MenuViewController()
        let window = UIWindow(rootViewController: menu)
        let details = DetailViewController(title: "Custom modal")
        let delegate = CustomModalTransitionDelegate()
        details.transitioningDelegate = delegate
        details.modalPresentationStyle = .overFullScreen
        let sampler = TransitionSampler(window: window)
        return try withExtendedLifetime((delegate, window)) {
            guard let ending else { return try sampler.record(.present(details, from: menu), at: everyTenthOfTheDuration) }
            menu.present(details, animated: false)
            delegate.isDragging = true
            return try sampler.record(.interactive(.dismiss(details), interactor: delegate.dragInteraction, gesture: drag(ending)),
                                      at: .seconds((0...10).map { Double($0 * 5) / 100 }), includeStart: false, includeEnd: false)
        }
    }

    /// Toast: the presentation, then a full-screen cover presented over the naive and the
    /// wrapping controller's toast and dismissed.
    @MainActor
    static var toast: [FixtureScenario] {
        [
            FixtureScenario(test: "toast", transition: "present", source: .declaration(of: ToastAnimator.self)) {
                try recordToast(wraps: false, coverDismissal: false)
            },
            FixtureScenario(test: "toast", transition: "cover-dismiss-naive", source: .declaration(of: ToastPresentationController.self)) {
                try recordToast(wraps: false, coverDismissal: true)
            },
            FixtureScenario(test: "toast", transition: "cover-dismiss-fixed",
                            source: .declaration(of: WrappingToastPresentationController.self)) {
                try recordToast(wraps: true, coverDismissal: true)
            },
        ]
    }

    @MainActor
    static func recordToast(wraps: Bool, coverDismissal: Bool) throws -> [TransitionFrame] {
        let menu = MenuViewController()
        let window = UIWindow(rootViewController: menu)
        let toast = ToastViewController()
        let delegate = ToastTransitionDelegate(wraps: wraps)
        toast.transitioningDelegate = delegate
        toast.modalPresentationStyle = .custom
        let sampler = TransitionSampler(window: window)
        return try withExtendedLifetime((delegate, window)) {
            guard coverDismissal else { return try sampler.record(.present(toast, from: menu), at: everyTenthOfTheDuration) }
            menu.present(toast, animated: false)
            window.layoutIfNeeded()
            let cover = DetailViewController(title: "Full screen", color: AppColors.accent)
            cover.modalPresentationStyle = .fullScreen
            toast.present(cover, animated: false)
            return try sampler.record(.dismiss(cover), at: .progress([0, 0.2, 0.4, 0.6, 0.8]))
        }
    }

    /// The notched phone turned on its side: the sensor housing on the left, and the home
    /// indicator's strip at the bottom.
    static let landscapeInsets = UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)

    @MainActor
    static var sizeChange: [FixtureScenario] {
        [FixtureScenario(test: "sizeChange", transition: "portrait-to-landscape",
                         source: .declaration(of: RotatingMenuViewController.self)) {
            let window = UIWindow(rootViewController: RotatingMenuViewController())
            return try withExtendedLifetime(window) {
                try TransitionSampler(window: window).record(
                    .sizeChange(to: CGSize(width: 844, height: 390), safeAreaInsets: landscapeInsets),
                    at: .progress([0.2, 0.4, 0.6, 0.8]))
            }
        }]
    }
}
