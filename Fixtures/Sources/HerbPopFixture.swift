#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

/// A herb of the herb pop screens: its picture (an image named `imageName`), its text, and the
/// flat colour behind the picture, which the details screen continues to its edges.
struct Herb {
    var name: String
    var imageName: String
    var description: String
    var backdropColor: UIColor

    static let all: [Herb] = [
        Herb(name: "Basil", imageName: "basil",
             description: "Sweet, peppery leaves for pesto and tomatoes. Keep it warm and pinch off the flowers.",
             backdropColor: UIColor(red: 236 / 255, green: 246 / 255, blue: 226 / 255, alpha: 1)),
        Herb(name: "Mint", imageName: "mint",
             description: "Cool, bright leaves for drinks and salads. Give it a pot of its own: it spreads.",
             backdropColor: UIColor(red: 250 / 255, green: 244 / 255, blue: 224 / 255, alpha: 1)),
        Herb(name: "Lavender", imageName: "lavender",
             description: "Fragrant purple spikes for baking and tea. Plant it in poor, dry, sunny soil.",
             backdropColor: UIColor(red: 244 / 255, green: 236 / 255, blue: 248 / 255, alpha: 1)),
        Herb(name: "Rosemary", imageName: "rosemary",
             description: "Woody, piney needles for roasts and bread. Loves sun and forgives a missed watering.",
             backdropColor: UIColor(red: 228 / 255, green: 236 / 255, blue: 244 / 255, alpha: 1)),
    ]
}

/// The two animators the herb screens are shown with: a first plain fade, then the pop.
enum HerbTransitionStyle {
    case fade
    case pop
}

/// The "Beginner Cook" screen: a wooden table behind a title, a description and a scrolling
/// row of herb pictures. It is its own transitioning delegate, as in the tutorial.
final class HerbMenuViewController: UIViewController {
    let style: HerbTransitionStyle
    let fade = HerbFadeAnimator()
    let pop = HerbPopAnimator()

    let backgroundImageView = UIImageView()
    private let titleLabel = UILabel()
    private let descriptionLabel = UILabel()
    /// The horizontally scrolling row: it clips the pictures that do not fit.
    private let listView = UIView()
    private(set) var herbViews: [UIImageView] = []
    /// The picture tapped last; hidden while its herb is shown.
    private(set) var selectedImage: UIImageView?

    init(style: HerbTransitionStyle) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white

        backgroundImageView.image = UIImage(named: "table")
        backgroundImageView.contentMode = .scaleAspectFill
        backgroundImageView.clipsToBounds = true
        backgroundImageView.alpha = 0.55

        titleLabel.text = "Beginner Cook"
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        titleLabel.textColor = AppColors.ink

        descriptionLabel.text = "Grow your own herbs: tap one to learn how to keep it happy on a sunny kitchen sill."
        descriptionLabel.font = .systemFont(ofSize: 17)
        descriptionLabel.textColor = AppColors.ink
        descriptionLabel.numberOfLines = 0

        listView.clipsToBounds = true

        view.addSubview(backgroundImageView)
        view.addSubview(titleLabel)
        view.addSubview(descriptionLabel)
        view.addSubview(listView)

        for herb in Herb.all {
            let imageView = UIImageView(image: UIImage(named: herb.imageName))
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            imageView.layer.cornerRadius = 10
            listView.addSubview(imageView)
            herbViews.append(imageView)
        }

        pop.dismissCompletion = { [weak self] in
            self?.selectedImage?.isHidden = false
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let insets = view.safeAreaInsets
        backgroundImageView.frame = bounds
        titleLabel.frame = CGRect(x: 20, y: insets.top + 16, width: bounds.width - 40, height: 44)
        let width = bounds.width - 40
        let textSize = descriptionLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        descriptionLabel.frame = CGRect(x: 20, y: insets.top + 68, width: width, height: textSize.height)
        let listHeight: CGFloat = 140
        listView.frame = CGRect(x: 0, y: bounds.height - insets.bottom - listHeight - 10,
                                width: bounds.width, height: listHeight)
        positionListItems()
    }

    /// Pictures three to four wide, spaced by 10 pt, as many as the width shows.
    func positionListItems() {
        let itemHeight = listView.bounds.height
        let itemWidth = itemHeight * 0.75
        let padding: CGFloat = 10
        for (index, imageView) in herbViews.enumerated() {
            let i = CGFloat(index)
            imageView.frame = CGRect(x: i * itemWidth + (i + 1) * padding, y: 0, width: itemWidth, height: itemHeight)
        }
    }

    /// What tapping a picture does before presenting: remember it, make the details screen.
    func didTapHerb(at index: Int) -> HerbDetailsViewController {
        loadViewIfNeeded()
        selectedImage = herbViews[index]
        let herbDetails = HerbDetailsViewController(herb: Herb.all[index])
        herbDetails.transitioningDelegate = self
        herbDetails.modalPresentationStyle = .fullScreen
        return herbDetails
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.backgroundImageView.alpha = size.width > size.height ? 0.25 : 0.55
        }, completion: nil)
    }
}

extension HerbMenuViewController: UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch style {
        case .fade:
            return fade
        case .pop:
            guard let selectedImage = selectedImage, let listView = selectedImage.superview else { return nil }
            pop.originFrame = listView.convert(selectedImage.frame, to: nil)
            pop.presenting = true
            selectedImage.isHidden = true
            return pop
        }
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        switch style {
        case .fade:
            return fade
        case .pop:
            pop.presenting = false
            return pop
        }
    }
}

/// A herb's page: its picture on the picture's own backdrop colour, and a card with its name and
/// description (below the picture in portrait, beside it in landscape).
final class HerbDetailsViewController: UIViewController {
    let herb: Herb
    private let pictureView = UIImageView()
    private let cardView = UIView()
    private let nameLabel = UILabel()
    private let descriptionLabel = UILabel()

    init(herb: Herb) {
        self.herb = herb
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        // The picture's own flat background continues to the edges (its pixels are opaque).
        view.backgroundColor = herb.backdropColor

        pictureView.image = UIImage(named: herb.imageName)
        pictureView.contentMode = .scaleAspectFit

        cardView.backgroundColor = .white
        cardView.layer.cornerRadius = 16

        nameLabel.text = herb.name
        nameLabel.font = .systemFont(ofSize: 28, weight: .bold)
        nameLabel.textColor = AppColors.ink

        descriptionLabel.text = herb.description
        descriptionLabel.font = .systemFont(ofSize: 17)
        descriptionLabel.textColor = AppColors.secondaryInk
        descriptionLabel.numberOfLines = 0

        view.addSubview(pictureView)
        view.addSubview(cardView)
        cardView.addSubview(nameLabel)
        cardView.addSubview(descriptionLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let insets = view.safeAreaInsets
        let available = CGRect(x: 16, y: insets.top + 16, width: bounds.width - 32,
                               height: bounds.height - insets.top - insets.bottom - 32)
        let landscape = bounds.width > bounds.height
        let cardWidth = landscape ? available.width / 2 : available.width
        let textWidth = cardWidth - 40
        let textSize = descriptionLabel.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude))
        let cardHeight = 20 + 40 + 8 + textSize.height + 20
        if landscape {
            let pictureHeight = available.height
            pictureView.frame = CGRect(x: available.minX + (available.width / 2 - pictureHeight * 0.75) / 2,
                                       y: available.minY, width: pictureHeight * 0.75, height: pictureHeight)
            cardView.frame = CGRect(x: available.midX, y: available.midY - cardHeight / 2,
                                    width: cardWidth, height: cardHeight)
        } else {
            pictureView.frame = CGRect(x: bounds.midX - 120, y: available.minY + 8, width: 240, height: 320)
            cardView.frame = CGRect(x: available.minX, y: available.maxY - cardHeight,
                                    width: cardWidth, height: cardHeight)
        }
        nameLabel.frame = CGRect(x: 20, y: 20, width: textWidth, height: 40)
        descriptionLabel.frame = CGRect(x: 20, y: 68, width: textWidth, height: textSize.height)
    }
}

/// The first version of the transition: the new screen fades in over the old one in 1 s.
final class HerbFadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 1.0

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toViewController = transitionContext.viewController(forKey: .to),
              let toView = transitionContext.view(forKey: .to) else {
            transitionContext.completeTransition(false)
            return
        }
        toView.frame = transitionContext.finalFrame(for: toViewController)
        containerView.addSubview(toView)
        toView.alpha = 0
        UIView.animate(withDuration: duration, animations: {
            toView.alpha = 1
        }, completion: { _ in
            transitionContext.completeTransition(true)
        })
    }
}

/// The pop: the herb's page grows out of the tapped picture to fill the screen on a bouncy
/// spring (damping 0.4, 1 s), its corners straightening from 20 pt, and shrinks back into the
/// picture on dismissal.
final class HerbPopAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let duration = 1.0
    var presenting = true
    /// The tapped picture's frame in window coordinates.
    var originFrame = CGRect.zero
    var dismissCompletion: (() -> Void)?

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        duration
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        guard let toView = transitionContext.view(forKey: .to),
              let herbView = presenting ? toView : transitionContext.view(forKey: .from) else {
            transitionContext.completeTransition(false)
            return
        }
        if presenting, let toViewController = transitionContext.viewController(forKey: .to) {
            // The page's full-screen place; the tutorial reads it from the presented view's frame.
            herbView.frame = transitionContext.finalFrame(for: toViewController)
        }
        let initialFrame = presenting ? originFrame : herbView.frame
        let finalFrame = presenting ? herbView.frame : originFrame
        let xScaleFactor = presenting ? initialFrame.width / finalFrame.width : finalFrame.width / initialFrame.width
        let yScaleFactor = presenting ? initialFrame.height / finalFrame.height : finalFrame.height / initialFrame.height
        let scaleTransform = CGAffineTransform(scaleX: xScaleFactor, y: yScaleFactor)

        if presenting {
            herbView.transform = scaleTransform
            herbView.center = CGPoint(x: initialFrame.midX, y: initialFrame.midY)
            herbView.clipsToBounds = true
        }
        herbView.layer.cornerRadius = presenting ? 20 : 0
        herbView.layer.masksToBounds = true

        containerView.addSubview(toView)
        containerView.bringSubviewToFront(herbView)

        UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
                       options: [], animations: {
            herbView.transform = self.presenting ? .identity : scaleTransform
            herbView.center = CGPoint(x: finalFrame.midX, y: finalFrame.midY)
            herbView.layer.cornerRadius = self.presenting ? 0 : 20
        }, completion: { _ in
            if !self.presenting {
                self.dismissCompletion?()
            }
            transitionContext.completeTransition(true)
        })
    }
}
