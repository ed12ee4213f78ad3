#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

/// One drawn "emoji": a coloured disc with two eyes and a mouth bar, in proportions of its size
/// (the goldens' renderer draws no font emoji, so the faces are made of views).
struct Face {
    var name: String
    var color: UIColor
    /// Eye centres from the middle, as a fraction of the width.
    var eyeSpread: CGFloat
    /// The mouth's width and height as fractions of the width, and its centre's height.
    var mouthWidth: CGFloat
    var mouthHeight: CGFloat
    var mouthY: CGFloat

    static let all: [Face] = [
        Face(name: "Grinning", color: UIColor(red: 1.00, green: 0.80, blue: 0.20, alpha: 1),
             eyeSpread: 0.17, mouthWidth: 0.46, mouthHeight: 0.14, mouthY: 0.68),
        Face(name: "Neutral", color: UIColor(red: 1.00, green: 0.85, blue: 0.30, alpha: 1),
             eyeSpread: 0.15, mouthWidth: 0.36, mouthHeight: 0.06, mouthY: 0.68),
        Face(name: "Surprised", color: UIColor(red: 1.00, green: 0.76, blue: 0.28, alpha: 1),
             eyeSpread: 0.16, mouthWidth: 0.16, mouthHeight: 0.18, mouthY: 0.70),
        Face(name: "Sick", color: UIColor(red: 0.62, green: 0.82, blue: 0.36, alpha: 1),
             eyeSpread: 0.18, mouthWidth: 0.30, mouthHeight: 0.08, mouthY: 0.72),
        Face(name: "Flushed", color: UIColor(red: 0.96, green: 0.45, blue: 0.30, alpha: 1),
             eyeSpread: 0.14, mouthWidth: 0.40, mouthHeight: 0.08, mouthY: 0.72),
        Face(name: "Cool", color: UIColor(red: 1.00, green: 0.72, blue: 0.15, alpha: 1),
             eyeSpread: 0.19, mouthWidth: 0.30, mouthHeight: 0.10, mouthY: 0.66),
        Face(name: "Shy", color: UIColor(red: 1.00, green: 0.70, blue: 0.62, alpha: 1),
             eyeSpread: 0.13, mouthWidth: 0.22, mouthHeight: 0.06, mouthY: 0.66),
    ]
}

/// A face drawn with views: the disc is the view itself, the eyes and mouth are subviews.
final class FaceView: UIView {
    let face: Face
    private let leftEye = UIView()
    private let rightEye = UIView()
    private let mouth = UIView()

    init(face: Face) {
        self.face = face
        super.init(frame: .zero)
        backgroundColor = face.color
        for part in [leftEye, rightEye, mouth] {
            part.backgroundColor = UIColor(red: 0.25, green: 0.15, blue: 0.10, alpha: 1)
            addSubview(part)
        }
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let size = bounds.width
        layer.cornerRadius = size / 2
        let eye = size * 0.12
        leftEye.frame = CGRect(x: size * (0.5 - face.eyeSpread) - eye / 2, y: size * 0.38 - eye / 2, width: eye, height: eye)
        rightEye.frame = CGRect(x: size * (0.5 + face.eyeSpread) - eye / 2, y: size * 0.38 - eye / 2, width: eye, height: eye)
        leftEye.layer.cornerRadius = eye / 2
        rightEye.layer.cornerRadius = eye / 2
        let mouthHeight = size * face.mouthHeight
        mouth.frame = CGRect(x: size * (0.5 - face.mouthWidth / 2), y: size * face.mouthY - mouthHeight / 2,
                             width: size * face.mouthWidth, height: mouthHeight)
        mouth.layer.cornerRadius = mouthHeight / 2
    }
}

/// The grid of faces on black; tapping one presents it large.
final class EmojiGridViewController: UIViewController {
    static let columns = 4
    static let rows = 5

    /// Kept here: a controller holds its transitioning delegate weakly.
    let transition = EmojiGrowTransitionDelegate()
    private let titleLabel = UILabel()
    private var cells: [UIView] = []
    private(set) var faceViews: [FaceView] = []
    /// The face whose cell was tapped last.
    private(set) var selectedFace: FaceView?

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        titleLabel.text = "Emoji"
        titleLabel.font = .systemFont(ofSize: 34, weight: .bold)
        titleLabel.textColor = .white
        view.addSubview(titleLabel)
        for index in 0..<(EmojiGridViewController.columns * EmojiGridViewController.rows) {
            let cell = UIView()
            cell.backgroundColor = UIColor(white: 0.14, alpha: 1)
            cell.layer.cornerRadius = 16
            let faceView = FaceView(face: Face.all[(index * 3) % Face.all.count])
            cell.addSubview(faceView)
            view.addSubview(cell)
            cells.append(cell)
            faceViews.append(faceView)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let top = view.safeAreaInsets.top
        titleLabel.frame = CGRect(x: 22, y: top + 12, width: bounds.width - 44, height: 44)
        let columns = EmojiGridViewController.columns
        let cellSize: CGFloat = 76
        let spacing = (bounds.width - 44 - CGFloat(columns) * cellSize) / CGFloat(columns - 1)
        for (index, cell) in cells.enumerated() {
            let column = CGFloat(index % columns), row = CGFloat(index / columns)
            cell.frame = CGRect(x: 22 + column * (cellSize + spacing), y: top + 80 + row * (cellSize + spacing),
                                width: cellSize, height: cellSize)
            faceViews[index].frame = CGRect(x: 10, y: 10, width: cellSize - 20, height: cellSize - 20)
        }
    }

    /// What the cell's tap handler does before presenting: remember the cell and make the
    /// detail screen for its face.
    func didSelect(index: Int) -> EmojiDetailViewController {
        loadViewIfNeeded()
        let faceView = faceViews[index % faceViews.count]
        selectedFace = faceView
        let detail = EmojiDetailViewController(face: faceView.face)
        detail.transitioningDelegate = transition
        detail.modalPresentationStyle = .fullScreen
        return detail
    }
}

/// One face, large and centred, with its name, on a coloured background.
final class EmojiDetailViewController: UIViewController {
    let face: Face
    /// The big face: the grow animator flies a snapshot of it.
    let faceView: FaceView
    private let nameLabel = UILabel()

    init(face: Face) {
        self.face = face
        faceView = FaceView(face: face)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(red: 0.22, green: 0.16, blue: 0.42, alpha: 1)
        nameLabel.text = face.name
        nameLabel.font = .systemFont(ofSize: 28, weight: .bold)
        nameLabel.textColor = .white
        nameLabel.textAlignment = .center
        view.addSubview(faceView)
        view.addSubview(nameLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds
        let side: CGFloat = 240
        faceView.frame = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2 - 30, width: side, height: side)
        nameLabel.frame = CGRect(x: 20, y: bounds.midY + side / 2, width: bounds.width - 40, height: 40)
    }
}

/// Emoji grow, as the tutorial: a snapshot of the big face (`snapshotView(afterScreenUpdates:
/// true)`) grows out of the tapped cell to its place in the detail screen while the detail's
/// background fades in, with `UIView.animate(withDuration: 0.3)` (ease in-out); dismissal runs
/// it backwards. The real big face stays hidden while its snapshot flies.
final class EmojiGrowAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
    }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval {
        0.3
    }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let containerView = transitionContext.containerView
        let gridKey: UITransitionContextViewControllerKey = presenting ? .from : .to
        let detailKey: UITransitionContextViewControllerKey = presenting ? .to : .from
        guard let gridViewController = transitionContext.viewController(forKey: gridKey) as? EmojiGridViewController,
              let detailViewController = transitionContext.viewController(forKey: detailKey) as? EmojiDetailViewController,
              let cellFace = gridViewController.selectedFace,
              let detailView = transitionContext.view(forKey: presenting ? .to : .from) else {
            transitionContext.completeTransition(false)
            return
        }
        if presenting {
            detailView.frame = containerView.bounds
            containerView.addSubview(detailView)
        } else if let gridView = transitionContext.view(forKey: .to) {
            containerView.insertSubview(gridView, belowSubview: detailView)
            gridView.layoutIfNeeded()
        }
        detailView.layoutIfNeeded()

        let bigFace = detailViewController.faceView
        guard let snapshot = bigFace.snapshotView(afterScreenUpdates: true) else {
            transitionContext.completeTransition(false)
            return
        }
        let cellFrame = containerView.convert(cellFace.bounds, from: cellFace)
        let bigFrame = containerView.convert(bigFace.bounds, from: bigFace)
        snapshot.frame = presenting ? cellFrame : bigFrame
        containerView.addSubview(snapshot)
        bigFace.isHidden = true
        if presenting {
            detailView.alpha = 0
        }

        UIView.animate(withDuration: 0.3, animations: {
            snapshot.frame = self.presenting ? bigFrame : cellFrame
            detailView.alpha = self.presenting ? 1 : 0
        }, completion: { _ in
            bigFace.isHidden = false
            snapshot.removeFromSuperview()
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

final class EmojiGrowTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        EmojiGrowAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        EmojiGrowAnimator(presenting: false)
    }
}
