#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// A photo gallery built in Gallery.storyboard whose transition objects are placed in Interface
// Builder rather than made in code: the navigation controller's delegate is an object of its
// scene (pushes cross-fade), the gallery screen holds its presenter through an outlet, and a
// caption styler reaches a label of the screen's view through an outlet of its own.

/// The navigation controller's delegate, an object of its storyboard scene.
class GalleryFadeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    private(set) var animationsVended = 0
    private(set) var awoken = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoken = true
    }

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        animationsVended += 1
        return GalleryFadeAnimator()
    }
}

/// Fades the incoming screen in over the outgoing one.
final class GalleryFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let toViewController = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else { return }
        toView.frame = transitionContext.finalFrame(for: toViewController)
        toView.alpha = 0
        transitionContext.containerView.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// What every gallery presenter shares; the storyboard names a subclass.
class GalleryPresenter: NSObject, UIViewControllerTransitioningDelegate {
    var duration: TimeInterval = 0.3
    /// Set by the scene's user-defined runtime attributes.
    @IBInspectable var slideDistance: Double = 0
    @IBInspectable var origin: CGPoint = .zero
}

final class GallerySlideUpPresenter: GalleryPresenter {
    override init() {
        super.init()
        duration = 0.5
    }
}

/// Styles the caption the storyboard connects it to.
final class GalleryCaptionStyler: NSObject {
    @IBOutlet weak var caption: UILabel? {
        didSet { caption?.textColor = .systemIndigo }
    }
}

/// Needs a model to be made, so a storyboard cannot make it.
final class GalleryPhotoLoader: NSObject {
    let album: String

    init(album: String) {
        self.album = album
        super.init()
    }
}

final class GalleryViewController: UIViewController {
    @IBOutlet var presenter: GalleryPresenter!
    /// Set by the scene's user-defined runtime attributes.
    @IBInspectable var accentName: String = ""
    /// Whether the presenter was connected by the time UIKit sent `awakeFromNib`.
    private(set) var hadPresenterWhenAwoken = false

    override func awakeFromNib() {
        super.awakeFromNib()
        hadPresenterWhenAwoken = presenter != nil
    }
}

// Inspectables every view gets, as apps declare them in extensions of UIKit's classes: the
// storyboard sets them on the caption (and a key no class declares, which UIKit only logs).
extension UIView {
    @IBInspectable var outlineWidth: CGFloat {
        get { layer.borderWidth }
        set { layer.borderWidth = newValue }
    }
}

extension UILabel {
    @IBInspectable var roundedCorners: CGFloat {
        get { layer.cornerRadius }
        set {
            layer.cornerRadius = newValue
            layer.masksToBounds = newValue > 0
        }
    }
}

/// Albums in a collection view; a cell's storyboard segue shows one.
final class GalleryAlbumsViewController: UICollectionViewController {
    private(set) var events: [String] = []

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 4 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "AlbumCell", for: indexPath)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let item = (sender as? UICollectionViewCell).flatMap { collectionView.indexPath(for: $0)?.item }
        events.append("prepare \(segue.identifier ?? "") from item \(item.map(String.init) ?? "none")")
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("didSelect \(indexPath.item)")
    }
}

/// Adds a swipe to its view from its initializer (loading the view there), and starts on the
/// second tab, as tab controllers that page between tabs do.
final class GalleryTabsController: UITabBarController {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        view.addGestureRecognizer(UIPanGestureRecognizer())
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        if let viewControllers {
            selectedViewController = viewControllers[1]
        }
    }
}

/// The albums' layout, which the storyboard names.
final class GalleryAlbumsLayout: UICollectionViewFlowLayout {
    private(set) var awoken = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoken = true
    }
}

/// The gallery's share button, which the storyboard names.
final class GalleryShareItem: UIBarButtonItem {
    private(set) var awoken = false

    override func awakeFromNib() {
        super.awakeFromNib()
        awoken = true
    }
}

/// Reads the gallery's own files through the main bundle, as the app does on a device.
enum GalleryFiles {
    static func storyboardPath() -> String? { Bundle.main.path(forResource: "Gallery", ofType: "storyboard") }
    static func storyboardURL() -> URL? { Bundle.main.url(forResource: "Gallery", withExtension: "storyboard") }
    static func missingPath() -> String? { Bundle.main.path(forResource: "NoSuchFile", ofType: "json") }
}

/// The gallery's accent, through the symbols Xcode generates for its asset catalog.
enum GalleryColors {
    static func accent() -> UIColor { .galleryAccent }
    static func accentResource() -> UIColor { UIColor(resource: .galleryAccent) }
}
