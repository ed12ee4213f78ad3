
    private func lookUp(_ written: String, from scopes: [String]) -> (String, TargetIndex.IndexedClass)? {
        for scope in scopes {
            let name = scope.isEmpty ? written : scope + "." + written
            if let found = index.declaredClass(name) { return (name, found) }
        }
        return nil
    }

    /// Whether a class outside the target is a `UIResponder` (module prefix and generic
    /// arguments do not matter).
    static func isResponder(_ written: String) -> Bool {
        let name = written.split(separator: ".").last.map(String.init) ?? written
        if nonResponders.contains(name) { return false }
        for prefix in ["NS", "CA"] where name.hasPrefix(prefix) {
            if let next = name.dropFirst(prefix.count).first, next.isUppercase { return false }
        }
        return true
    }

    /// UIKit's classes a storyboard, a nib or code with `@IBAction`s may subclass that derive
    /// from `NSObject` without being responders, in UIKit as in GoldensUIKit.
    static let nonResponders: Set<String> = [
        // In storyboards beside views.
        "UIGestureRecognizer", "UITapGestureRecognizer", "UIPanGestureRecognizer", "UIScreenEdgePanGestureRecognizer",
        "UIPinchGestureRecognizer", "UIRotationGestureRecognizer", "UISwipeGestureRecognizer", "UILongPressGestureRecognizer",
        "UIHoverGestureRecognizer", "UIBarItem", "UIBarButtonItem", "UITabBarItem", "UINavigationItem",
        "UIStoryboard", "UIStoryboardSegue", "UICollectionViewLayout", "UICollectionViewFlowLayout",
        "UICollectionViewCompositionalLayout", "UICollectionViewTransitionLayout", "UICollectionViewLayoutAttributes",
        "UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource", "UILayoutGuide",
        // Transition and animation objects.
        "UIPresentationController", "UIPopoverPresentationController", "UISheetPresentationController",
        "UIPercentDrivenInteractiveTransition", "UIViewPropertyAnimator", "UIDynamicAnimator", "UIDynamicBehavior",
        "UIAttachmentBehavior", "UICollisionBehavior", "UIDynamicItemBehavior", "UIFieldBehavior", "UIGravityBehavior",
        "UIPushBehavior", "UISnapBehavior", "UIMotionEffect", "UIInterpolatingMotionEffect", "UIMotionEffectGroup",
        "UIFeedbackGenerator", "UIImpactFeedbackGenerator", "UINotificationFeedbackGenerator", "UISelectionFeedbackGenerator",
        "UIDocumentInteractionController",
    ]
}