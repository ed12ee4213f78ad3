import GoldensScene

/// A rectangle that takes part in Auto Layout without drawing: spacers and groups of the
/// user's own, and every view's safe area and margins guides.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutAnchored {
    let node: LayoutGuide

    public override init() {
        node = LayoutGuide()
        super.init()
    }

    /// The UIKit object for a guide the engine made (a view's safe area, margins or keyboard
    /// guide); its view keeps it (`UIView.guide(_:)`).
    init(wrapping node: LayoutGuide) {
        self.node = node
        super.init()
    }

    var anchorItem: LayoutItem { node }

    open var owningView: UIView? {
        get { node.owningView.map(UIView.bridge) }
        set {
            if let newValue { newValue.addLayoutGuide(self) } else { node.owningView.map(UIView.bridge)?.removeLayoutGuide(self) }
        }
    }

    open var identifier: String {
        get { node.identifier }
        set { node.identifier = newValue }
    }

    /// The guide's rectangle in its owning view's coordinates, from the last layout pass.
    open var layoutFrame: CGRect { CGRect(node.layoutFrame) }

    open var leadingAnchor: NSLayoutXAxisAnchor { xAnchor(.leading) }
    open var trailingAnchor: NSLayoutXAxisAnchor { xAnchor(.trailing) }
    open var leftAnchor: NSLayoutXAxisAnchor { xAnchor(.left) }
    open var rightAnchor: NSLayoutXAxisAnchor { xAnchor(.right) }
    open var centerXAnchor: NSLayoutXAxisAnchor { xAnchor(.centerX) }
    open var topAnchor: NSLayoutYAxisAnchor { yAnchor(.top) }
    open var bottomAnchor: NSLayoutYAxisAnchor { yAnchor(.bottom) }
    open var centerYAnchor: NSLayoutYAxisAnchor { yAnchor(.centerY) }
    open var widthAnchor: NSLayoutDimension { dimension(.width) }
    open var heightAnchor: NSLayoutDimension { dimension(.height) }
}

/// Where the keyboard is. No keyboard is shown here, so the guide is the bottom safe-area
/// strip, as UIKit's is while the keyboard is hidden (`usesBottomSafeArea`).
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UILayoutGuide {
    open var followsUndockedKeyboard = false
    open var usesBottomSafeArea = true
    open var keyboardDismissPadding: CGFloat = 0
}

extension UIView {
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        // `guide(_:)` makes a keyboard guide of this class, whoever reaches it first.
        guide(node.keyboardLayoutGuide) as? UIKeyboardLayoutGuide ?? UIKeyboardLayoutGuide(wrapping: node.keyboardLayoutGuide)
    }
}
