import GoldensScene

/// An image view. Content modes other than scale-to-fill, aspect fit, aspect fill and center
/// draw as `.center` (the image at its own size, centred).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UIImageView { AppearanceProxies.proxy(for: self) { UIImageView(frame: .zero) } }

    var imageNode: ImageView { node as! ImageView }

    override class func makeNode(frame: CGRect) -> View { ImageView() }
    override class var takesTouchesByDefault: Bool { false }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        applyContentMode()
    }


    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        applyContentMode()
    }

    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
        applyContentMode()
    }

    /// An empty image view; one standing for the engine's own image view keeps its content
    /// mode.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if !wrapsExistingNode { applyContentMode() }
    }

    // A stored property with a setter rather than `didSet`: observers do not run for the
    // assignments of this class's own initialisers, and `init(image:)` must reach the node.
    private var storedImage: UIImage?
    open var image: UIImage? {
        get { storedImage }
        set {
            storedImage = newValue
            showImage()
        }
    }

    /// Whether an image of `.automatic` rendering mode is drawn as a template, as a system
    /// button's image view draws it.
    var templatesAutomaticImages = false {
        didSet { if templatesAutomaticImages != oldValue { showImage() } }
    }

    private func showImage() {
        // A symbol is drawn for the view's preferred configuration laid over its own.
        let shown = preferredSymbolConfiguration.flatMap { storedImage?.applyingSymbolConfiguration($0) } ?? storedImage
        imageNode.image = shown?.displayed(tint: tintColor, templatesAutomatic: templatesAutomaticImages)
        imageNode.slicing = storedImage?.slicing
        if storedImage?.tilesVisibly == true {
            SceneDiagnostics.report("UIImage.ResizingMode.tile: the middle of a resizable image is stretched here, not tiled "
                + "(use .stretch, or caps that leave a middle of one pixel)", about: imageNode)
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if storedImage?.drawsInViewTint(templatesAutomatic: templatesAutomaticImages) == true { showImage() }
    }

    open var highlightedImage: UIImage?
    /// The configuration a symbol image shown here is drawn with, over the image's own.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if storedImage?.isSymbolImage == true { showImage() } }
    }
    open var isHighlighted = false
    open var animationImages: [UIImage]?

    open override var contentMode: UIView.ContentMode {
        didSet { applyContentMode() }
    }

    private func applyContentMode() {
        switch contentMode {
        case .scaleToFill, .redraw: imageNode.contentMode = .scaleToFill
        case .scaleAspectFit: imageNode.contentMode = .scaleAspectFit
        case .scaleAspectFill: imageNode.contentMode = .scaleAspectFill
        default: imageNode.contentMode = .center
        }
    }
}
