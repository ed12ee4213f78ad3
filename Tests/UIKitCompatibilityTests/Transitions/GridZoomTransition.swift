#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// Grid-to-detail zoom: a colour swatch in a scrolled collection view grows into the header of a
// detail page whose facts are a table view (0.4 s, ease in-out); dismissal shrinks it back into
// the grid.

/// A rounded swatch with its number in the corner.
final class SwatchCell: UICollectionViewCell {
    static let reuseIdentifier = "swatch"
    let numberLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.layer.cornerRadius = 14
        numberLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        numberLabel.textColor = .white
        contentView.addSubview(numberLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        numberLabel.frame = CGRect(x: 10, y: 8, width: 40, height: 16)
    }

    func configure(color: UIColor, number: Int) {
        contentView.backgroundColor = color
        numberLabel.text = "\(number)"
    }
}

final class SwatchGridViewController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {

    let colors: [UIColor] = (0..<24).map { index in
        UIColor(hue: CGFloat(index) / 24, saturation: 0.55, brightness: 0.9, alpha: 1)
    }

    private(set) lazy var collectionView: UICollectionView = {
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 12
        layout.minimumInteritemSpacing = 12
        layout.sectionInset = UIEdgeInsets(top: 16, left: 16, bottom: 16, right: 16)
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(SwatchCell.self, forCellWithReuseIdentifier: SwatchCell.reuseIdentifier)
        collectionView.dataSource = self
        collectionView.delegate = self
        return collectionView
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(collectionView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        collectionView.frame = view.bounds
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        colors.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: SwatchCell.reuseIdentifier,
                                                      for: indexPath) as! SwatchCell
        cell.configure(color: colors[indexPath.item], number: indexPath.item + 1)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        let width = (collectionView.bounds.width - 16 * 2 - 12 * 2) / 3
        return CGSize(width: floor(width), height: floor(width))
    }

    /// The swatch's frame in `view`'s coordinates, through the collection view's scroll offset.
    func frameOfItem(_ item: Int, in view: UIView) -> CGRect {
        let indexPath = IndexPath(item: item, section: 0)
        guard let attributes = collectionView.layoutAttributesForItem(at: indexPath) else { return .zero }
        return collectionView.convert(attributes.frame, to: view)
    }
}

final class SwatchFactsViewController: UIViewController, UITableViewDataSource {

    let color: UIColor
    let header = UIView()
    let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let facts = [("Hue", "Warm"), ("Saturation", "55 %"), ("Brightness", "90 %"), ("Used in", "Cards, badges")]

    static let headerHeight: CGFloat = 260

    init(color: UIColor) {
        self.color = color
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
        header.backgroundColor = color
        view.addSubview(header)
        tableView.dataSource = self
        tableView.backgroundColor = .clear
        view.addSubview(tableView)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        header.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: SwatchFactsViewController.headerHeight)
        tableView.frame = CGRect(x: 0, y: header.frame.maxY, width: view.bounds.width,
                                 height: view.bounds.height - header.frame.maxY)
    }

    func numberOfSections(in tableView: UITableView) -> Int { 1 }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { facts.count }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Details" }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fact")
            ?? UITableViewCell(style: .value1, reuseIdentifier: "fact")
        cell.textLabel?.text = facts[indexPath.row].0
        cell.detailTextLabel?.text = facts[indexPath.row].1
        return cell
    }
}

final class GridZoomAnimator: NSObject, UIViewControllerAnimatedTransitioning {

    let presenting: Bool
    let item: Int

    init(presenting: Bool, item: Int) {
        self.presenting = presenting
        self.item = item
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let grid = (presenting ? transitionContext.viewController(forKey: .from)
                               : transitionContext.viewController(forKey: .to)) as? SwatchGridViewController
        let facts = (presenting ? transitionContext.viewController(forKey: .to)
                                : transitionContext.viewController(forKey: .from)) as? SwatchFactsViewController
        guard let grid, let facts, let factsView = facts.view else {
            transitionContext.completeTransition(false)
            return
        }
        if presenting {
            factsView.frame = transitionContext.finalFrame(for: facts)
            containerView.addSubview(factsView)
            factsView.layoutIfNeeded()
        }
        let itemFrame = grid.frameOfItem(item, in: containerView)
        let headerFrame = facts.header.convert(facts.header.bounds, to: containerView)

        // The moving swatch, with the grid's rounding at the start and none in the header.
        let swatch = UIView(frame: presenting ? itemFrame : headerFrame)
        swatch.backgroundColor = facts.color
        swatch.layer.cornerRadius = presenting ? 14 : 0
        swatch.clipsToBounds = true
        containerView.addSubview(swatch)
        facts.header.alpha = 0
        factsView.alpha = presenting ? 0 : 1

        UIView.animate(withDuration: 0.4, delay: 0, options: [.curveEaseInOut], animations: {
            swatch.frame = self.presenting ? headerFrame : itemFrame
            swatch.layer.cornerRadius = self.presenting ? 0 : 14
            factsView.alpha = self.presenting ? 1 : 0
        }, completion: { _ in
            swatch.removeFromSuperview()
            facts.header.alpha = 1
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class GridZoomTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var item = 0

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        GridZoomAnimator(presenting: true, item: item)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        GridZoomAnimator(presenting: false, item: item)
    }
}

@MainActor
func makeGridZoomTransitionScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let grid = SwatchGridViewController()
    grid.loadViewIfNeeded()
    grid.view.frame = UIScreen.main.bounds
    grid.view.layoutIfNeeded()
    // Scrolled a line down, so the swatch's place on screen comes through the offset.
    grid.collectionView.contentOffset = CGPoint(x: 0, y: 60)
    let item = 7
    let delegate = GridZoomTransitioningDelegate()
    delegate.item = item
    let facts = SwatchFactsViewController(color: grid.colors[item])
    facts.modalPresentationStyle = .overFullScreen
    facts.transitioningDelegate = delegate
    return (grid, facts, delegate)
}
