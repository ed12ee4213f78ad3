"""Which SDK headers the inventory covers, grouped into areas.

A header is named by its generated-interface file (UIView.swift is UIView.h's Swift
interface). Everything not listed here is out of scope; SKIPPED says why for the
groups a reader might look for.
"""

# area -> (module, [headers]); order is the order of docs/Coverage.md.
AREAS = [
    ("Views", "UIKit", ["UIView", "UIScrollView", "UIImageView", "UILabel", "UIStackView",
                        "UIVisualEffectView", "UIVisualEffect", "UIBlurEffect", "UIVibrancyEffect",
                        "UIInteraction", "UIMotionEffect"]),
    ("Controls", "UIKit", ["UIControl", "UIButton", "UISwitch", "UISlider", "UISegmentedControl",
                           "UIStepper", "UIProgressView", "UIActivityIndicatorView", "UIPageControl",
                           "UIRefreshControl", "UITextField", "UITextView", "UISearchBar", "UIDatePicker",
                           "UIPickerView", "UIAction", "UIMenu", "UIMenuElement"]),
    ("Tables and collections", "UIKit", ["UITableView", "UITableViewCell", "UITableViewHeaderFooterView",
                                         "UITableViewController", "UICollectionView", "UICollectionViewCell",
                                         "UICollectionViewController", "UICollectionViewLayout",
                                         "UICollectionViewFlowLayout", "UICollectionViewCompositionalLayout",
                                         "UICollectionViewTransitionLayout", "UICollectionLayoutList",
                                         "UICollectionViewListCell", "UICollectionViewItemRegistration",
                                         "UIDiffableDataSource", "NSDiffableDataSourceSectionSnapshot",
                                         "UIListContentConfiguration", "UIListContentImageProperties",
                                         "UIListContentTextProperties", "UIBackgroundConfiguration",
                                         "UICellConfigurationState", "UIConfigurationState",
                                         "UIViewConfigurationState", "UIContentConfiguration",
                                         "UICellAccessory", "UIConfigurationColorTransformer",
                                         "NSIndexPath_UIKitAdditions"]),
    ("View controllers and containers", "UIKit", ["UIViewController", "UINavigationController",
                                                  "UITabBarController", "UIPageViewController",
                                                  "UISplitViewController", "UIAlertController", "UIAlert",
                                                  "UISearchController", "UINib", "UINibLoading",
                                                  "UIStoryboard", "UIStoryboardSegue"]),
    ("Transitions and presentation", "UIKit", ["UIViewControllerTransitioning",
                                               "UIViewControllerTransitionCoordinator",
                                               "UIPresentationController", "UIPopoverPresentationController",
                                               "UIPopoverSupport", "UIViewAnimating", "UIViewPropertyAnimator",
                                               "UITimingCurveProvider", "UITimingParameters"]),
    ("Windows, screens and application", "UIKit", ["UIWindow", "UIScreen", "UIApplication", "UIScene",
                                                   "UIWindowScene", "UIStatusBarManager", "UIDevice",
                                                   "UIResponder", "UIEvent", "UITouch"]),
    ("Bars and bar items", "UIKit", ["UINavigationBar", "UINavigationItem", "UIBarItem", "UIBarButtonItem",
                                     "UIBarButtonItemGroup", "UIBarCommon", "UIBarAppearance",
                                     "UIBarButtonItemAppearance", "UINavigationBarAppearance", "UITabBar",
                                     "UITabBarItem", "UITabBarAppearance", "UIToolbar", "UIToolbarAppearance"]),
    ("Gestures", "UIKit", ["UIGestureRecognizer", "UIGestureRecognizerSubclass", "UITapGestureRecognizer",
                           "UIPanGestureRecognizer", "UIPinchGestureRecognizer", "UIRotationGestureRecognizer",
                           "UISwipeGestureRecognizer", "UILongPressGestureRecognizer",
                           "UIScreenEdgePanGestureRecognizer", "UIHoverGestureRecognizer"]),
    ("Layout", "UIKit", ["NSLayoutConstraint", "NSLayoutAnchor", "UILayoutGuide", "UIGeometry"]),
    ("Appearance and traits", "UIKit", ["UIAppearance", "UITraitCollection", "UIInterface",
                                        "UIContentSizeCategory", "UIContentSizeCategoryAdjusting", "UIFocus"]),
    ("Accessibility", "UIKit", ["UIAccessibility", "UIAccessibilityConstants", "UIAccessibilityElement",
                                "UIAccessibilityContainer", "UIAccessibilityIdentification",
                                "UIAccessibilityAdditions", "UIAccessibilityCustomAction",
                                "UIAccessibilityContentSizeCategoryImageAdjusting"]),
    ("Images, colours and fonts", "UIKit", ["UIImage", "UIImageAsset", "UIImageConfiguration",
                                            "UIImageSymbolConfiguration", "UIColor", "UIFont",
                                            "UIFontDescriptor", "UIFontMetrics"]),
    ("Text attributes", "UIKit", ["NSAttributedString", "NSParagraphStyle", "NSShadow", "NSStringDrawing",
                                  "NSText"]),
    ("Dynamics", "UIKit", ["UIDynamicAnimator", "UIDynamicBehavior", "UIDynamicItemBehavior",
                           "UIAttachmentBehavior", "UICollisionBehavior", "UIGravityBehavior",
                           "UIPushBehavior", "UISnapBehavior", "UIFieldBehavior", "UIRegion"]),
    ("Graphics", "UIKit", ["UIGraphics", "UIGraphicsRenderer", "UIGraphicsImageRenderer",
                           "UIGraphicsRendererSubclass", "UIBezierPath"]),
    ("Haptics", "UIKit", ["UIFeedbackGenerator", "UIImpactFeedbackGenerator", "UISelectionFeedbackGenerator",
                          "UINotificationFeedbackGenerator"]),
    ("UIKit Swift overlay", "UIKit", ["UIKit"]),
    ("Core Animation", "QuartzCore", ["CALayer", "CAAnimation", "CAMediaTiming", "CAMediaTimingFunction",
                                      "CATransaction", "CATransform3D", "CABase", "CADisplayLink",
                                      "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer",
                                      "CATransformLayer", "CAScrollLayer", "CATiledLayer", "CAEmitterLayer",
                                      "CAEmitterCell", "CAValueFunction"]),
    ("Core Graphics", "CoreGraphics", ["CGGeometry", "CGAffineTransform", "CGBase", "CGContext", "CGPath",
                                       "CGColor", "CGColorSpace", "CGImage", "CGGradient", "CGBitmapContext"]),
]

# Groups left out, for the README (each is a set of header-name prefixes or names).
SKIPPED = [
    ("drag and drop, spring loading", "UIDrag*, UIDrop*, UITargetedDragPreview, UISpringLoaded*, UITextDrag*, UITextDrop*"),
    ("documents, files, sharing", "UIDocument*, UIManagedDocument, DocumentManager, NSFileProviderExtension, UICloudSharingController, UIActivity*, ShareSheet, UIOpenURLContext"),
    ("printing and PDF", "UIPrint*, UIGraphicsPDFRenderer"),
    ("scene sessions and state restoration", "UISceneSession, UISceneOptions, UISceneActivationConditions, UISceneDefinitions, UIStateRestoration, UIUserActivity"),
    ("menu builders, commands and keys", "UIMenuBuilder, UIMenuSystem, UIMenuController, UICommand, UIKeyCommand, UIKey, UIKeyConstants, UIDeferredMenuElement, UIContextMenu*, UIContextualAction, UISwipeActionsConfiguration"),
    ("text input internals and text system", "UITextInput*, UITextInteraction, UITextChecker, UITextPaste*, UITextFormattingCoordinator, UILexicon, UIScribbleInteraction, UIIndirectScribbleInteraction, NSLayoutManager, NSTextContainer, NSTextStorage, NSTextAttachment, UIInputView*, UISearchTextField, UISearchSuggestion, UIDataDetectors"),
    ("pencil, pointer, presses and accelerometer", "UIPencilInteraction, UIPointer*, UIPress*, UIPressesEvent, UIAccelerometer"),
    ("pickers and system view controllers", "UIImagePickerController, UIVideoEditorController, UIColorPickerViewController, UIColorWell, UIFontPicker*, UIReferenceLibraryViewController, UISearchContainerViewController, UISearchDisplayController"),
    ("legacy and deprecated-whole classes", "UIWebView, UIAlertView, UIActionSheet, UIPopoverController, UIPopoverBackgroundView, UIStoryboardPopoverSegue, UILocalNotification, UIUserNotificationSettings, UIStringDrawing, UIAccessibilityZoom, UIAccessibilityCustomRotor, UIAccessibilityLocationDescriptor"),
    ("focus engine beyond UIFocus.h", "UIFocusAnimationCoordinator, UIFocusDebugger, UIFocusGuide, UIFocusMovementHint, UIFocusSystem"),
    ("everything else", "UIPasteboard, UIPasteConfiguration*, UIGuidedAccess*, UILargeContentViewer, UILocalizedIndexedCollation, UIScreenMode, UIScreenshotService, UIPreviewInteraction, UIPreviewParameters, UITargetedPreview, UIApplicationShortcutItem, UIDataSourceTranslating, UIKitCore, UIKitDefines, UINibDeclarations, UNNotificationResponse_UIKitAdditions, NSDataAsset, NSItemProvider_UIKitAdditions, NSUserActivity_NSItemProvider, NSToolbar_UIKitAdditions, NSTouchBar_UIKitAdditions, UIResponder_UIActivityItemsConfiguration"),
    ("QuartzCore", "CAEAGLLayer, CAMetalLayer (GPU surfaces), CoreAnimation and QuartzCore umbrellas"),
    ("CoreGraphics", "PDF, fonts, shading, patterns, functions, data providers and consumers, colour conversion, CGLayer, CGError"),
]


def header_area():
    """{(module, header): area}"""
    return {(module, h): area for area, module, headers in AREAS for h in headers}


def area_order():
    return [area for area, _, _ in AREAS]
