import GoldensScene

/// An image view. Content modes other than scale-to-fill, aspect fit, aspect fill and center
/// draw as `.center` (the image at its own size, centred).
@preconcurrency @MainActor
open class UIImageView: UIView {
    /// This class's appearance proxy (see `UIView.appearance()`).
    open override class func appearance() -> UIImageView { AppearanceProxies.proxy(for: self) { UIImageView(frame: .zero) } }
    open override class func appearance(whenContainedInInstancesOf containerTypes: [AnyClass]) -> UIImageView {
        AppearanceProxies.proxy(for: self, containedIn: containerTypes) { UIImageView(frame: .zero) }
    }

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
        guard animationRun == nil else { return }
        // The highlighted image while highlighted; a symbol is drawn for the view's preferred
        // configuration laid over its own.
        let current = isHighlighted ? highlightedImage ?? storedImage : storedImage
        show(preferredSymbolConfiguration.flatMap { current?.applyingSymbolConfiguration($0) } ?? current)
    }

    private func show(_ shown: UIImage?) {
        imageNode.image = shown?.displayed(tint: tintColor, templatesAutomatic: templatesAutomaticImages)
        imageNode.slicing = shown?.slicing
        if shown?.tilesVisibly == true {
            SceneDiagnostics.report("UIImage.ResizingMode.tile: the middle of a resizable image is stretched here, not tiled "
                + "(use .stretch, or caps that leave a middle of one pixel)", about: imageNode)
        }
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if storedImage?.drawsInViewTint(templatesAutomatic: templatesAutomaticImages) == true { showImage() }
    }

    open var highlightedImage: UIImage? {
        didSet { if isHighlighted { showImage() } }
    }
    /// The configuration a symbol image shown here is drawn with, over the image's own.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { if storedImage?.isSymbolImage == true { showImage() } }
    }
    /// Whether the view shows `highlightedImage` (a highlighted cell highlights its image views).
    open var isHighlighted = false {
        didSet { if isHighlighted != oldValue { showImage() } }
    }

    // MARK: Animating a sequence of images

    open var animationImages: [UIImage]?
    open var highlightedAnimationImages: [UIImage]?
    /// The time of one cycle through the images; 0 means a thirtieth of a second per image.
    open var animationDuration: TimeInterval = 0
    /// How many cycles to run; 0 runs until `stopAnimating()`.
    open var animationRepeatCount = 0
    open var isAnimating: Bool { animationRun != nil }

    /// The running sequence: its images, when it started on the virtual clock, and the next change.
    private var animationRun: (images: [UIImage], clock: VirtualClock, origin: Double, next: VirtualClock.ActionToken?)?

    /// Shows the animation images one after another on the virtual clock, each for an equal
    /// share of `animationDuration`, cycle after cycle, then `image` again when the cycles end.
    open func startAnimating() {
        let images = (isHighlighted ? highlightedAnimationImages : nil) ?? animationImages ?? []
        stopAnimating()
        guard !images.isEmpty else { return }
        // The view's own window's time (the key window's before it is in one).
        let clock = imageNode.layer.animationClock
        animationRun = (images, clock, clock.now, nil)
        showAnimationFrame(0)
    }

    open func stopAnimating() {
        guard let run = animationRun else { return }
        if let next = run.next { _ = run.clock.cancel(next) }
        animationRun = nil
        showImage()
    }

    private func showAnimationFrame(_ index: Int) {
        guard let run = animationRun else { return }
        let count = run.images.count
        if animationRepeatCount > 0, index >= animationRepeatCount * count { return stopAnimating() }
        show(run.images[index % count])
        // A duration that is no time (zero, negative, not a number) means UIKit's default.
        let cycle = animationDuration > 0 && animationDuration.isFinite ? animationDuration : Double(count) / 30
        // No image shows for less than a frame of a 120 Hz screen, so a tiny duration cannot
        // flood the clock with changes no frame would show.
        let step = max(cycle / Double(count), 1.0 / 120)
        let time = run.origin + Double(index + 1) * step
        animationRun?.next = run.clock.schedule(at: time, label: "UIImageView animation image \(index + 1)") { [weak self] in
            MainActor.assumeIsolated { self?.showAnimationFrame(index + 1) }
        }
    }

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

/// An image view's archive keeps its images.
extension UIImageView: ArchivedViewSettings {
    func archivedSettings() -> (UIView) -> Void {
        let (image, highlightedImage, symbol, highlighted) = (image, highlightedImage, preferredSymbolConfiguration, isHighlighted)
        let (animationImages, duration, repeats) = (animationImages, animationDuration, animationRepeatCount)
        return { view in
            guard let copy = view as? UIImageView else { return }
            (copy.preferredSymbolConfiguration, copy.highlightedImage, copy.isHighlighted) = (symbol, highlightedImage, highlighted)
            (copy.animationImages, copy.animationDuration, copy.animationRepeatCount) = (animationImages, duration, repeats)
            copy.image = image
        }
    }
}
