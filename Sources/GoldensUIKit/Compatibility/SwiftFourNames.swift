import GoldensScene

// The names UIKit and Core Animation had before Swift 4.2 nested them in their types
// (`UINavigationControllerOperation`, `kCAMediaTimingFunctionEaseOut`, `UIEdgeInsetsMake`).
// Transition code from those years still uses them; each is the same value or type under its
// old name, marked deprecated with the name to use now.

// MARK: Types

@available(*, deprecated, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = UINavigationController.Operation
@available(*, deprecated, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = UIView.AnimationOptions
@available(*, deprecated, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = UIView.AnimationCurve
@available(*, deprecated, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = UIView.KeyframeAnimationOptions
@available(*, deprecated, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = UIView.ContentMode
@available(*, deprecated, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = UIView.AutoresizingMask
@available(*, deprecated, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = UIGestureRecognizer.State
@available(*, deprecated, renamed: "UIControl.State")
public typealias UIControlState = UIControl.State
@available(*, deprecated, renamed: "UIControl.Event")
public typealias UIControlEvents = UIControl.Event
@available(*, deprecated, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = NSLayoutConstraint.Attribute
@available(*, deprecated, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = NSLayoutConstraint.Relation
@available(*, deprecated, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
@available(*, deprecated, renamed: "UIBlurEffect.Style")
public typealias UIBlurEffectStyle = UIBlurEffect.Style
@available(*, deprecated, renamed: "UIButton.ButtonType")
public typealias UIButtonType = UIButton.ButtonType
@available(*, deprecated, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = UIBarButtonItem.SystemItem
@available(*, deprecated, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = UIImage.RenderingMode
@available(*, deprecated, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle
@available(*, deprecated, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key
@available(*, deprecated, renamed: "UIApplication.LaunchOptionsKey")
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
@available(*, deprecated, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = UITableViewCell.SeparatorStyle
@available(*, deprecated, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition
@available(*, deprecated, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = UITableView.RowAnimation
@available(*, deprecated, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style
@available(*, deprecated, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = UITableViewCell.SelectionStyle
@available(*, deprecated, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType
@available(*, deprecated, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection
@available(*, deprecated, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = UICollectionView.ScrollPosition
@available(*, deprecated, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = UIStackView.Alignment
@available(*, deprecated, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = UIStackView.Distribution
@available(*, deprecated, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = UIBarButtonItem.Style
@available(*, deprecated, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = UIAlertController.Style
@available(*, deprecated, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = UIAlertAction.Style
@available(*, deprecated, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = UIActivityIndicatorView.Style
@available(*, deprecated, renamed: "UIScrollView.IndicatorStyle")
public typealias UIScrollViewIndicatorStyle = UIScrollView.IndicatorStyle
@available(*, deprecated, renamed: "UIScrollView.KeyboardDismissMode")
public typealias UIScrollViewKeyboardDismissMode = UIScrollView.KeyboardDismissMode
@available(*, deprecated, renamed: "UIView.TintAdjustmentMode")
public typealias UIViewTintAdjustmentMode = UIView.TintAdjustmentMode
@available(*, deprecated, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = UITextField.ViewMode
@available(*, deprecated, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = UITextField.BorderStyle
@available(*, deprecated, renamed: "UIApplication.State")
public typealias UIApplicationState = UIApplication.State
@available(*, deprecated, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = NSLayoutConstraint.FormatOptions
@available(*, deprecated, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = UISwipeGestureRecognizer.Direction
@available(*, deprecated, renamed: "UIPageViewController.TransitionStyle")
public typealias UIPageViewControllerTransitionStyle = UIPageViewController.TransitionStyle
@available(*, deprecated, renamed: "UIPageViewController.NavigationOrientation")
public typealias UIPageViewControllerNavigationOrientation = UIPageViewController.NavigationOrientation
@available(*, deprecated, renamed: "UIPageViewController.NavigationDirection")
public typealias UIPageViewControllerNavigationDirection = UIPageViewController.NavigationDirection
@available(*, deprecated, renamed: "UIImage.Orientation")
public typealias UIImageOrientation = UIImage.Orientation
@available(*, deprecated, renamed: "UIImage.ResizingMode")
public typealias UIImageResizingMode = UIImage.ResizingMode
@available(*, deprecated, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = UIControl.ContentHorizontalAlignment
@available(*, deprecated, renamed: "UIControl.ContentVerticalAlignment")
public typealias UIControlContentVerticalAlignment = UIControl.ContentVerticalAlignment
@available(*, deprecated, renamed: "UIEvent.EventType")
public typealias UIEventType = UIEvent.EventType
@available(*, deprecated, renamed: "UITouch.Phase")
public typealias UITouchPhase = UITouch.Phase
@available(*, deprecated, renamed: "UIView.AnimationTransition")
public typealias UIViewAnimationTransition = UIView.AnimationTransition
@available(*, deprecated, renamed: "UISearchBar.Style")
public typealias UISearchBarStyle = UISearchBar.Style
@available(*, deprecated, renamed: "UIProgressView.Style")
public typealias UIProgressViewStyle = UIProgressView.Style
@available(*, deprecated, renamed: "UIDatePicker.Mode")
public typealias UIDatePickerMode = UIDatePicker.Mode
@available(*, deprecated, renamed: "UIContextualAction.Style")
public typealias UIContextualActionStyle = UIContextualAction.Style
@available(*, deprecated, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = UIFont.TextStyle
@available(*, deprecated, renamed: "UIFontDescriptor.SymbolicTraits")
public typealias UIFontDescriptorSymbolicTraits = UIFontDescriptor.SymbolicTraits
@available(*, deprecated, renamed: "UIApplication.OpenURLOptionsKey")
public typealias UIApplicationOpenURLOptionsKey = UIApplication.OpenURLOptionsKey
@available(*, deprecated, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = UITableViewCell.EditingStyle
@available(*, deprecated, renamed: "UITableViewRowAction.Style")
public typealias UITableViewRowActionStyle = UITableViewRowAction.Style

// MARK: Values

@available(*, deprecated, renamed: "UITableView.automaticDimension")
@MainActor public let UITableViewAutomaticDimension = UITableView.automaticDimension
@available(*, deprecated, renamed: "UIView.layoutFittingCompressedSize")
@MainActor public let UILayoutFittingCompressedSize = UIView.layoutFittingCompressedSize
@available(*, deprecated, renamed: "UIView.layoutFittingExpandedSize")
@MainActor public let UILayoutFittingExpandedSize = UIView.layoutFittingExpandedSize
@available(*, deprecated, renamed: "UIWindow.Level.normal")
@MainActor public let UIWindowLevelNormal = UIWindow.Level.normal
@available(*, deprecated, renamed: "UIWindow.Level.alert")
@MainActor public let UIWindowLevelAlert = UIWindow.Level.alert
@available(*, deprecated, renamed: "UIWindow.Level.statusBar")
@MainActor public let UIWindowLevelStatusBar = UIWindow.Level.statusBar
@available(*, deprecated, renamed: "UIEdgeInsets.zero")
public let UIEdgeInsetsZero = UIEdgeInsets.zero

// MARK: Core Animation constants

@available(*, deprecated, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear = CAMediaTimingFunctionName.linear
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn = CAMediaTimingFunctionName.easeIn
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut = CAMediaTimingFunctionName.easeOut
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut = CAMediaTimingFunctionName.easeInEaseOut
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.default")
public let kCAMediaTimingFunctionDefault = CAMediaTimingFunctionName.default
@available(*, deprecated, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards = CAMediaTimingFillMode.forwards
@available(*, deprecated, renamed: "CAMediaTimingFillMode.backwards")
public let kCAFillModeBackwards = CAMediaTimingFillMode.backwards
@available(*, deprecated, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth = CAMediaTimingFillMode.both
@available(*, deprecated, renamed: "CAMediaTimingFillMode.removed")
public let kCAFillModeRemoved = CAMediaTimingFillMode.removed
@available(*, deprecated, renamed: "CATransitionType.fade")
public let kCATransitionFade = CATransitionType.fade
@available(*, deprecated, renamed: "CATransitionType.moveIn")
public let kCATransitionMoveIn = CATransitionType.moveIn
@available(*, deprecated, renamed: "CATransitionType.push")
public let kCATransitionPush = CATransitionType.push
@available(*, deprecated, renamed: "CATransitionType.reveal")
public let kCATransitionReveal = CATransitionType.reveal
@available(*, deprecated, renamed: "CATransitionSubtype.fromLeft")
public let kCATransitionFromLeft = CATransitionSubtype.fromLeft
@available(*, deprecated, renamed: "CATransitionSubtype.fromRight")
public let kCATransitionFromRight = CATransitionSubtype.fromRight
@available(*, deprecated, renamed: "CATransitionSubtype.fromTop")
public let kCATransitionFromTop = CATransitionSubtype.fromTop
@available(*, deprecated, renamed: "CATransitionSubtype.fromBottom")
public let kCATransitionFromBottom = CATransitionSubtype.fromBottom

// Core Animation's string constants, one per value of the type that now holds them.
@available(*, deprecated, renamed: "CAShapeLayerLineCap.butt")
public let kCALineCapButt = CAShapeLayerLineCap.butt
@available(*, deprecated, renamed: "CAShapeLayerLineCap.round")
public let kCALineCapRound = CAShapeLayerLineCap.round
@available(*, deprecated, renamed: "CAShapeLayerLineCap.square")
public let kCALineCapSquare = CAShapeLayerLineCap.square
@available(*, deprecated, renamed: "CAShapeLayerLineJoin.miter")
public let kCALineJoinMiter = CAShapeLayerLineJoin.miter
@available(*, deprecated, renamed: "CAShapeLayerLineJoin.round")
public let kCALineJoinRound = CAShapeLayerLineJoin.round
@available(*, deprecated, renamed: "CAShapeLayerLineJoin.bevel")
public let kCALineJoinBevel = CAShapeLayerLineJoin.bevel
@available(*, deprecated, renamed: "CAShapeLayerFillRule.nonZero")
public let kCAFillRuleNonZero = CAShapeLayerFillRule.nonZero
@available(*, deprecated, renamed: "CAShapeLayerFillRule.evenOdd")
public let kCAFillRuleEvenOdd = CAShapeLayerFillRule.evenOdd
@available(*, deprecated, renamed: "CAAnimationCalculationMode.linear")
public let kCAAnimationLinear = CAAnimationCalculationMode.linear
@available(*, deprecated, renamed: "CAAnimationCalculationMode.discrete")
public let kCAAnimationDiscrete = CAAnimationCalculationMode.discrete
@available(*, deprecated, renamed: "CAAnimationCalculationMode.paced")
public let kCAAnimationPaced = CAAnimationCalculationMode.paced
@available(*, deprecated, renamed: "CAAnimationCalculationMode.cubic")
public let kCAAnimationCubic = CAAnimationCalculationMode.cubic
@available(*, deprecated, renamed: "CAAnimationCalculationMode.cubicPaced")
public let kCAAnimationCubicPaced = CAAnimationCalculationMode.cubicPaced
@available(*, deprecated, renamed: "CAAnimationRotationMode.rotateAuto")
public let kCAAnimationRotateAuto = CAAnimationRotationMode.rotateAuto
@available(*, deprecated, renamed: "CAAnimationRotationMode.rotateAutoReverse")
public let kCAAnimationRotateAutoReverse = CAAnimationRotationMode.rotateAutoReverse
@available(*, deprecated, renamed: "CALayerContentsGravity.center")
public let kCAGravityCenter = CALayerContentsGravity.center
@available(*, deprecated, renamed: "CALayerContentsGravity.top")
public let kCAGravityTop = CALayerContentsGravity.top
@available(*, deprecated, renamed: "CALayerContentsGravity.bottom")
public let kCAGravityBottom = CALayerContentsGravity.bottom
@available(*, deprecated, renamed: "CALayerContentsGravity.left")
public let kCAGravityLeft = CALayerContentsGravity.left
@available(*, deprecated, renamed: "CALayerContentsGravity.right")
public let kCAGravityRight = CALayerContentsGravity.right
@available(*, deprecated, renamed: "CALayerContentsGravity.topLeft")
public let kCAGravityTopLeft = CALayerContentsGravity.topLeft
@available(*, deprecated, renamed: "CALayerContentsGravity.topRight")
public let kCAGravityTopRight = CALayerContentsGravity.topRight
@available(*, deprecated, renamed: "CALayerContentsGravity.bottomLeft")
public let kCAGravityBottomLeft = CALayerContentsGravity.bottomLeft
@available(*, deprecated, renamed: "CALayerContentsGravity.bottomRight")
public let kCAGravityBottomRight = CALayerContentsGravity.bottomRight
@available(*, deprecated, renamed: "CALayerContentsGravity.resize")
public let kCAGravityResize = CALayerContentsGravity.resize
@available(*, deprecated, renamed: "CALayerContentsGravity.resizeAspect")
public let kCAGravityResizeAspect = CALayerContentsGravity.resizeAspect
@available(*, deprecated, renamed: "CALayerContentsGravity.resizeAspectFill")
public let kCAGravityResizeAspectFill = CALayerContentsGravity.resizeAspectFill
@available(*, deprecated, renamed: "CALayerContentsFilter.linear")
public let kCAFilterLinear = CALayerContentsFilter.linear
@available(*, deprecated, renamed: "CALayerContentsFilter.nearest")
public let kCAFilterNearest = CALayerContentsFilter.nearest
@available(*, deprecated, renamed: "CALayerContentsFilter.trilinear")
public let kCAFilterTrilinear = CALayerContentsFilter.trilinear
@available(*, deprecated, renamed: "CATextLayerAlignmentMode.natural")
public let kCAAlignmentNatural = CATextLayerAlignmentMode.natural
@available(*, deprecated, renamed: "CATextLayerAlignmentMode.left")
public let kCAAlignmentLeft = CATextLayerAlignmentMode.left
@available(*, deprecated, renamed: "CATextLayerAlignmentMode.right")
public let kCAAlignmentRight = CATextLayerAlignmentMode.right
@available(*, deprecated, renamed: "CATextLayerAlignmentMode.center")
public let kCAAlignmentCenter = CATextLayerAlignmentMode.center
@available(*, deprecated, renamed: "CATextLayerAlignmentMode.justified")
public let kCAAlignmentJustified = CATextLayerAlignmentMode.justified
@available(*, deprecated, renamed: "CATextLayerTruncationMode.none")
public let kCATruncationNone = CATextLayerTruncationMode.none
@available(*, deprecated, renamed: "CATextLayerTruncationMode.start")
public let kCATruncationStart = CATextLayerTruncationMode.start
@available(*, deprecated, renamed: "CATextLayerTruncationMode.end")
public let kCATruncationEnd = CATextLayerTruncationMode.end
@available(*, deprecated, renamed: "CATextLayerTruncationMode.middle")
public let kCATruncationMiddle = CATextLayerTruncationMode.middle
@available(*, deprecated, renamed: "CAGradientLayerType.axial")
public let kCAGradientLayerAxial = CAGradientLayerType.axial
@available(*, deprecated, renamed: "CAGradientLayerType.radial")
public let kCAGradientLayerRadial = CAGradientLayerType.radial
@available(*, deprecated, renamed: "CAGradientLayerType.conic")
public let kCAGradientLayerConic = CAGradientLayerType.conic
/// The `CATransaction` value key that turns implicit animations off (`setValue(true, forKey:)`).
public let kCATransactionDisableActions = "disableActions"
public let kCATransactionAnimationDuration = "animationDuration"
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
public let kCATransactionCompletionBlock = "completionBlock"

// UIApplication's notification names as Swift 4 spelled them (`.UIApplicationDidBecomeActive`).
extension Notification.Name {
    @available(*, deprecated, renamed: "UIApplication.didBecomeActiveNotification")
    public static let UIApplicationDidBecomeActive = Notification.Name("UIApplicationDidBecomeActiveNotification")
    @available(*, deprecated, renamed: "UIApplication.willResignActiveNotification")
    public static let UIApplicationWillResignActive = Notification.Name("UIApplicationWillResignActiveNotification")
    @available(*, deprecated, renamed: "UIApplication.didEnterBackgroundNotification")
    public static let UIApplicationDidEnterBackground = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    @available(*, deprecated, renamed: "UIApplication.willEnterForegroundNotification")
    public static let UIApplicationWillEnterForeground = Notification.Name("UIApplicationWillEnterForegroundNotification")
    @available(*, deprecated, renamed: "UIApplication.willTerminateNotification")
    public static let UIApplicationWillTerminate = Notification.Name("UIApplicationWillTerminateNotification")
    @available(*, deprecated, renamed: "UIApplication.didReceiveMemoryWarningNotification")
    public static let UIApplicationDidReceiveMemoryWarning = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    @available(*, deprecated, renamed: "UIApplication.didChangeStatusBarFrameNotification")
    public static let UIApplicationDidChangeStatusBarFrame = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")
    @available(*, deprecated, renamed: "UIApplication.willChangeStatusBarFrameNotification")
    public static let UIApplicationWillChangeStatusBarFrame = Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    @available(*, deprecated, renamed: "UIApplication.didChangeStatusBarOrientationNotification")
    public static let UIApplicationDidChangeStatusBarOrientation = Notification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
    @available(*, deprecated, renamed: "UIApplication.willChangeStatusBarOrientationNotification")
    public static let UIApplicationWillChangeStatusBarOrientation = Notification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
}

// The keyboard's notification names and user-info keys as Swift 4 spelled them
// (`.UIKeyboardWillShow`, `UIKeyboardFrameEndUserInfoKey`).
extension Notification.Name {
    @available(*, deprecated, renamed: "UIResponder.keyboardWillShowNotification")
    public static let UIKeyboardWillShow = Notification.Name("UIKeyboardWillShowNotification")
    @available(*, deprecated, renamed: "UIResponder.keyboardDidShowNotification")
    public static let UIKeyboardDidShow = Notification.Name("UIKeyboardDidShowNotification")
    @available(*, deprecated, renamed: "UIResponder.keyboardWillHideNotification")
    public static let UIKeyboardWillHide = Notification.Name("UIKeyboardWillHideNotification")
    @available(*, deprecated, renamed: "UIResponder.keyboardDidHideNotification")
    public static let UIKeyboardDidHide = Notification.Name("UIKeyboardDidHideNotification")
    @available(*, deprecated, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static let UIKeyboardWillChangeFrame = Notification.Name("UIKeyboardWillChangeFrameNotification")
    @available(*, deprecated, renamed: "UIResponder.keyboardDidChangeFrameNotification")
    public static let UIKeyboardDidChangeFrame = Notification.Name("UIKeyboardDidChangeFrameNotification")
}

@available(*, deprecated, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
@available(*, deprecated, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
@available(*, deprecated, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
@available(*, deprecated, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
@available(*, deprecated, renamed: "UIResponder.keyboardIsLocalUserInfoKey")
public let UIKeyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"

// MARK: Functions and values

@available(*, deprecated, renamed: "UIEdgeInsets.init(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> UIEdgeInsets {
    UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

@available(*, deprecated, renamed: "UIOffset.init(horizontal:vertical:)")
public func UIOffsetMake(_ horizontal: CGFloat, _ vertical: CGFloat) -> UIOffset {
    UIOffset(horizontal: horizontal, vertical: vertical)
}

@available(*, deprecated, renamed: "CGRect.inset(by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: UIEdgeInsets) -> CGRect {
    rect.inset(by: insets)
}

@available(*, deprecated, renamed: "UIFont.Weight.ultraLight")
public let UIFontWeightUltraLight = UIFont.Weight.ultraLight
@available(*, deprecated, renamed: "UIFont.Weight.thin")
public let UIFontWeightThin = UIFont.Weight.thin
@available(*, deprecated, renamed: "UIFont.Weight.light")
public let UIFontWeightLight = UIFont.Weight.light
@available(*, deprecated, renamed: "UIFont.Weight.regular")
public let UIFontWeightRegular = UIFont.Weight.regular
@available(*, deprecated, renamed: "UIFont.Weight.medium")
public let UIFontWeightMedium = UIFont.Weight.medium
@available(*, deprecated, renamed: "UIFont.Weight.semibold")
public let UIFontWeightSemibold = UIFont.Weight.semibold
@available(*, deprecated, renamed: "UIFont.Weight.bold")
public let UIFontWeightBold = UIFont.Weight.bold
@available(*, deprecated, renamed: "UIFont.Weight.heavy")
public let UIFontWeightHeavy = UIFont.Weight.heavy
@available(*, deprecated, renamed: "UIFont.Weight.black")
public let UIFontWeightBlack = UIFont.Weight.black

// Plain numbers before Swift 4.2 (code does arithmetic with them); the struct's raw values.
@available(*, deprecated, renamed: "UIScrollView.DecelerationRate.normal")
public let UIScrollViewDecelerationRateNormal: CGFloat = UIScrollView.DecelerationRate.normal.rawValue
@available(*, deprecated, renamed: "UIScrollView.DecelerationRate.fast")
public let UIScrollViewDecelerationRateFast: CGFloat = UIScrollView.DecelerationRate.fast.rawValue

extension UIView {
    @available(*, deprecated, renamed: "sendSubviewToBack(_:)")
    public func sendSubview(toBack view: UIView) { sendSubviewToBack(view) }
    @available(*, deprecated, renamed: "bringSubviewToFront(_:)")
    public func bringSubview(toFront view: UIView) { bringSubviewToFront(view) }
}

extension UIViewController {
    @available(*, deprecated, renamed: "addChild(_:)")
    public func addChildViewController(_ childController: UIViewController) { addChild(childController) }
    @available(*, deprecated, renamed: "removeFromParent()")
    public func removeFromParentViewController() { removeFromParent() }
    @available(*, deprecated, renamed: "children")
    public var childViewControllers: [UIViewController] { children }
}

// Accessibility settings, as global functions until iOS 12's SDK.

@available(*, deprecated, renamed: "UIAccessibility.isReduceMotionEnabled")
public func UIAccessibilityIsReduceMotionEnabled() -> Bool { UIAccessibility.isReduceMotionEnabled }
@available(*, deprecated, renamed: "UIAccessibility.isReduceTransparencyEnabled")
public func UIAccessibilityIsReduceTransparencyEnabled() -> Bool { UIAccessibility.isReduceTransparencyEnabled }
@available(*, deprecated, renamed: "UIAccessibility.isVoiceOverRunning")
public func UIAccessibilityIsVoiceOverRunning() -> Bool { UIAccessibility.isVoiceOverRunning }
@available(*, deprecated, renamed: "UIAccessibility.isBoldTextEnabled")
public func UIAccessibilityIsBoldTextEnabled() -> Bool { UIAccessibility.isBoldTextEnabled }
@available(*, deprecated, renamed: "UIAccessibility.isDarkerSystemColorsEnabled")
public func UIAccessibilityDarkerSystemColorsEnabled() -> Bool { UIAccessibility.isDarkerSystemColorsEnabled }
@available(*, deprecated, renamed: "UIAccessibility.post(notification:argument:)")
public func UIAccessibilityPostNotification(_ notification: UIAccessibility.Notification, _ argument: Any?) {}
