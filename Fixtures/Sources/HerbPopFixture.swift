import GoldensPNG
import GoldensScene

/// A herb of the herb pop screens: its picture (a PNG under `Fixtures/Images`) and its text.
struct Herb: Sendable {
    var name: String
    var imageName: String
    var description: String

    static let all: [Herb] = [
        Herb(name: "Basil", imageName: "basil",
             description: "Sweet, peppery leaves for pesto and tomatoes. Keep it warm and pinch off the flowers."),
        Herb(name: "Mint", imageName: "mint",
             description: "Cool, bright leaves for drinks and salads. Give it a pot of its own: it spreads."),
        Herb(name: "Lavender", imageName: "lavender",
             description: "Fragrant purple spikes for baking and tea. Plant it in poor, dry, sunny soil."),
        Herb(name: "Rosemary", imageName: "rosemary",
             description: "Woody, piney needles for roasts and bread. Loves sun and forgives a missed watering."),
    ]
}

/// The pictures the herb screens show, read from the PNGs committed next to the fixtures'
/// sources (`Fixtures/Images/make_images.py` draws them).
enum HerbImages {
    /// `Fixtures/Images`, found from this file's own path.
    static var directory: String {
        var parts = "\(#filePath)".split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(2)
        return parts.joined(separator: "/") + "/Images"
    }

    static func image(named name: String) throws -> Image {
        let png = try PNGDecoder.decode(contentsOf: directory + "/" + name + ".png")
        return Image(name: name, bitmap: png.bitmap, scale: 1)
    }
}

/// The two animators the herb screens are shown with: a first plain fade, then the pop.
enum HerbTransitionStyle {
    case fade
    case pop
}

/// The "Beginner Cook" screen: a wooden table behind a title, a description and a scrolling
/// row of herb pictures. It is its own transitioning delegate, as in the original.
@MainActor
final class HerbMenuController: ViewController, ViewControllerTransitioningDelegate {
    let style: HerbTransitionStyle
    let herbImages: [Image]
    let tableImage: Image
    let fade = HerbFadeAnimator()
    let pop = HerbPopAnimator()
    private(set) var menuView: HerbMenuView!
    /// The picture tapped last; hidden while its herb is shown.
    private(set) var selectedImage: ImageView?

    init(style: HerbTransitionStyle) throws {
        self.style = style
        herbImages = try Herb.all.map { try HerbImages.image(named: $0.imageName) }
        tableImage = try HerbImages.image(named: "table")
        super.init()
        name = "BeginnerCook"
    }

    override func loadView() {
        menuView = HerbMenuView(table: tableImage, herbs: herbImages)
        view = menuView
    }

    override func viewDidLoad() {
        pop.dismissCompletion = { [weak self] in self?.selectedImage?.isHidden = false }
    }

    /// What tapping a picture does before presenting: remember it, make the details screen.
    func didTapHerb(at index: Int) -> HerbDetailsController {
        loadViewIfNeeded()
        selectedImage = menuView.herbViews[index]
        let details = HerbDetailsController(herb: Herb.all[index], image: herbImages[index])
        details.transitioningDelegate = self
        details.modalPresentationStyle = .fullScreen
        return details
    }

    override func viewWillTransition(to size: Size, with coordinator: TransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.menuView.background.alpha = size.width > size.height ? 0.25 : 0.55
        }, completion: nil)
    }

    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        switch style {
        case .fade:
            return fade
        case .pop:
            guard let selectedImage, let list = selectedImage.superview else { return nil }
            pop.originFrame = list.convert(selectedImage.frame, to: nil)
            pop.presenting = true
            selectedImage.isHidden = true
            return pop
        }
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        switch style {
        case .fade:
            return fade
        case .pop:
            pop.presenting = false
            return pop
        }
    }
}

@MainActor
final class HerbMenuView: View {
    let background: ImageView
    let titleLabel = Label(text: "Beginner Cook", fontSize: 34, textColor: Palette.ink)
    let descriptionLabel = Label(fontSize: 17, textColor: Palette.ink)
    /// The horizontally scrolling row: it clips the pictures that do not fit.
    let listView = View()
    let herbViews: [ImageView]

    init(table: Image, herbs: [Image]) {
        background = ImageView(image: table)
        herbViews = herbs.map { ImageView(image: $0) }
        super.init(frame: .zero)
        name = "herbMenu"
        backgroundColor = .white
        background.name = "herbMenu.background"
        background.contentMode = .scaleAspectFill
        background.clipsToBounds = true
        background.alpha = 0.55
        titleLabel.name = "herbMenu.title"
        descriptionLabel.name = "herbMenu.description"
        descriptionLabel.text = "Grow your own herbs: tap one to learn how to keep it happy on a sunny kitchen sill."
        descriptionLabel.numberOfLines = 0
        listView.name = "herbMenu.list"
        listView.clipsToBounds = true
        addSubview(background)
        addSubview(titleLabel)
        addSubview(descriptionLabel)
        addSubview(listView)
        for (index, herbView) in herbViews.enumerated() {
            herbView.name = "herbMenu.\(Herb.all[index].imageName)"
            herbView.contentMode = .scaleAspectFill
            herbView.clipsToBounds = true
            herbView.layer.cornerRadius = 10
            listView.addSubview(herbView)
        }
    }

    override func layoutSubviews() {
        let insets = safeAreaInsets
        background.frame = bounds
        titleLabel.frame = Rect(x: 20, y: insets.top + 16, width: bounds.width - 40, height: 44)
        let width = bounds.width - 40
        let text = descriptionLabel.sizeThatFits(Size(width: width, height: .infinity))
        descriptionLabel.frame = Rect(x: 20, y: insets.top + 68, width: width, height: text.height)
        let listHeight = 140.0
        listView.frame = Rect(x: 0, y: bounds.height - insets.bottom - listHeight - 10, width: bounds.width, height: listHeight)
        positionListItems()
    }

    /// Pictures three to four wide, spaced by 10 pt, as many as the width shows.
    func positionListItems() {
        let itemHeight = listView.bounds.height
        let itemWidth = itemHeight * 0.75
        let padding = 10.0
        for (index, herbView) in herbViews.enumerated() {
            let i = Double(index)
            herbView.frame = Rect(x: i * itemWidth + (i + 1) * padding, y: 0, width: itemWidth, height: itemHeight)
        }
    }
}

/// A herb's page: its picture on the picture's own backdrop colour, and a card with its name and
/// description (below the picture in portrait, beside it in landscape).
@MainActor
final class HerbDetailsController: ViewController {
    let herb: Herb
    let image: Image

    init(herb: Herb, image: Image) {
        self.herb = herb
        self.image = image
        super.init()
        name = "HerbDetails"
    }

    override func loadView() {
        view = HerbDetailsView(herb: herb, image: image)
    }
}

@MainActor
final class HerbDetailsView: View {
    let picture: ImageView
    let card = View()
    let nameLabel = Label(fontSize: 28, textColor: Palette.ink)
    let descriptionLabel = Label(fontSize: 17, textColor: Palette.secondaryInk)

    init(herb: Herb, image: Image) {
        picture = ImageView(image: image)
        super.init(frame: .zero)
        name = "herbDetails"
        // The picture's own flat background continues to the edges (its pixels are opaque).
        let corner = image.bitmap[0, 0]
        backgroundColor = Color(red: Double(corner.r) / 255, green: Double(corner.g) / 255, blue: Double(corner.b) / 255)
        picture.name = "herbDetails.picture"
        picture.contentMode = .scaleAspectFit
        card.name = "herbDetails.card"
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        nameLabel.text = herb.name
        nameLabel.name = "herbDetails.name"
        descriptionLabel.text = herb.description
        descriptionLabel.numberOfLines = 0
        descriptionLabel.name = "herbDetails.description"
        addSubview(picture)
        addSubview(card)
        card.addSubview(nameLabel)
        card.addSubview(descriptionLabel)
    }

    override func layoutSubviews() {
        let insets = safeAreaInsets
        let available = Rect(x: 16, y: insets.top + 16, width: bounds.width - 32,
                             height: bounds.height - insets.top - insets.bottom - 32)
        let landscape = bounds.width > bounds.height
        let cardWidth = landscape ? available.width / 2 : available.width
        let textWidth = cardWidth - 40
        let text = descriptionLabel.sizeThatFits(Size(width: textWidth, height: .infinity))
        let cardHeight = 20 + 40 + 8 + text.height + 20
        if landscape {
            let pictureHeight = available.height
            picture.frame = Rect(x: available.minX + (available.width / 2 - pictureHeight * 0.75) / 2, y: available.minY,
                                 width: pictureHeight * 0.75, height: pictureHeight)
            card.frame = Rect(x: available.midX, y: available.midY - cardHeight / 2, width: cardWidth, height: cardHeight)
        } else {
            picture.frame = Rect(x: bounds.midX - 120, y: available.minY + 8, width: 240, height: 320)
            card.frame = Rect(x: available.minX, y: available.maxY - cardHeight, width: cardWidth, height: cardHeight)
        }
        nameLabel.frame = Rect(x: 20, y: 20, width: textWidth, height: 40)
        descriptionLabel.frame = Rect(x: 20, y: 68, width: textWidth, height: text.height)
    }
}

/// The first version of the transition: the new screen fades in over the old one in 1 s.
@MainActor
final class HerbFadeAnimator: ViewControllerAnimatedTransitioning {
    let duration = 1.0

    func transitionDuration(using context: TransitionContext?) -> Double { duration }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        guard let toController = context.viewController(forKey: .to), let toView = context.view(forKey: .to) else {
            return context.completeTransition(false)
        }
        toView.frame = context.finalFrame(for: toController)
        container.addSubview(toView)
        toView.alpha = 0
        View.animate(withDuration: duration, animations: {
            toView.alpha = 1
        }, completion: { _ in
            context.completeTransition(true)
        })
    }
}

/// The pop: the herb's page grows out of the tapped picture to fill the screen on a bouncy
/// spring (damping 0.4, 1 s), its corners straightening from 20 pt, and shrinks back into the
/// picture on dismissal.
@MainActor
final class HerbPopAnimator: ViewControllerAnimatedTransitioning {
    let duration = 1.0
    var presenting = true
    /// The tapped picture's frame in window coordinates.
    var originFrame = Rect.zero
    var dismissCompletion: (() -> Void)?

    func transitionDuration(using context: TransitionContext?) -> Double { duration }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        guard let toView = context.view(forKey: .to),
              let herbView = presenting ? toView : context.view(forKey: .from) else {
            return context.completeTransition(false)
        }
        if presenting, let toController = context.viewController(forKey: .to) {
            // The page's full-screen place; the original reads it from the presented view's frame.
            herbView.frame = context.finalFrame(for: toController)
        }
        let initialFrame = presenting ? originFrame : herbView.frame
        let finalFrame = presenting ? herbView.frame : originFrame
        let xScaleFactor = presenting ? initialFrame.width / finalFrame.width : finalFrame.width / initialFrame.width
        let yScaleFactor = presenting ? initialFrame.height / finalFrame.height : finalFrame.height / initialFrame.height
        let scaleTransform = Transform(scaleX: xScaleFactor, y: yScaleFactor)

        if presenting {
            herbView.transform = scaleTransform
            herbView.center = Point(x: initialFrame.midX, y: initialFrame.midY)
            herbView.clipsToBounds = true
        }
        herbView.layer.cornerRadius = presenting ? 20 : 0
        herbView.layer.masksToBounds = true

        container.addSubview(toView)
        container.bringSubviewToFront(herbView)

        View.animate(withDuration: duration, delay: 0, usingSpringWithDamping: 0.4, initialSpringVelocity: 0,
                     options: [], animations: {
            herbView.transform = self.presenting ? .identity : scaleTransform
            herbView.center = Point(x: finalFrame.midX, y: finalFrame.midY)
            herbView.layer.cornerRadius = self.presenting ? 0 : 20
        }, completion: { _ in
            if !self.presenting { self.dismissCompletion?() }
            context.completeTransition(true)
        })
    }
}

/// Herb pop: (a) the plain fade, (b) the pop in portrait, (c) a rotation to landscape, whose
/// alongside animation dims the table to 0.25, and the pop in landscape.
enum HerbPopFixture {
    static let test = "herbPop"
    /// The tapped picture: the second, mint.
    static let tappedHerb = 1
    static let landscape = Size(width: 844, height: 390)

    @MainActor
    static var scenarios: [FixtureScenario] {
        [
            FixtureScenario(test: test, transition: "fade-present") { try run(.fade, dismissing: false) },
            FixtureScenario(test: test, transition: "fade-dismiss") { try run(.fade, dismissing: true) },
            FixtureScenario(test: test, transition: "pop-present") { try run(.pop, dismissing: false) },
            FixtureScenario(test: test, transition: "pop-dismiss") { try run(.pop, dismissing: true) },
            FixtureScenario(test: test, transition: "landscape-rotate") { try rotate() },
            FixtureScenario(test: test, transition: "landscape-pop-present") { try run(.pop, dismissing: false, inLandscape: true) },
            FixtureScenario(test: test, transition: "landscape-pop-dismiss") { try run(.pop, dismissing: true, inLandscape: true) },
        ]
    }

    /// The rotation itself: the row re-lays out and the table dims alongside.
    @MainActor
    static func rotate() throws -> [TransitionFrame] {
        let menu = try HerbMenuController(style: .pop)
        let window = makeWindow(root: menu)
        return try TransitionSampler(window: window).record(.sizeChange(to: landscape), at: everyTenthOfTheDuration)
    }

    @MainActor
    static func run(_ style: HerbTransitionStyle, dismissing: Bool, inLandscape: Bool = false) throws -> [TransitionFrame] {
        let menu = try HerbMenuController(style: style)
        let window = makeWindow(root: menu)
        let sampler = TransitionSampler(window: window)
        if inLandscape { try finish(.sizeChange(to: landscape), with: sampler) }
        let details = menu.didTapHerb(at: tappedHerb)
        if dismissing {
            // Shown the way the app shows it, so the dismissal starts from the app's own state.
            try finish(.present(details, from: menu), with: sampler)
            return try sampler.record(.dismiss(details), at: everyTenthOfTheDuration)
        }
        return try sampler.record(.present(details, from: menu), at: everyTenthOfTheDuration)
    }

    /// Runs `action` to its settled end without keeping its frames.
    @MainActor
    private static func finish(_ action: TransitionAction, with sampler: TransitionSampler) throws {
        _ = try sampler.record(action, at: .progress([]), includeStart: false, includeEnd: false, settle: true)
    }
}
