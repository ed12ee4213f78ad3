import GoldensScene

/// One drawn "emoji": a coloured disc with two eyes and a mouth bar, in proportions of its size
/// (the scene model draws no font emoji, so the faces are made of views).
struct Face: Sendable {
    var name: String
    var color: Color
    /// Eye centres from the middle, as a fraction of the width.
    var eyeSpread: Double
    /// The mouth's width and height as fractions of the width, and its centre's height.
    var mouthWidth: Double
    var mouthHeight: Double
    var mouthY: Double

    static let all: [Face] = [
        Face(name: "Grinning", color: Color(red: 1.00, green: 0.80, blue: 0.20), eyeSpread: 0.17, mouthWidth: 0.46, mouthHeight: 0.14, mouthY: 0.68),
        Face(name: "Neutral", color: Color(red: 1.00, green: 0.85, blue: 0.30), eyeSpread: 0.15, mouthWidth: 0.36, mouthHeight: 0.06, mouthY: 0.68),
        Face(name: "Surprised", color: Color(red: 1.00, green: 0.76, blue: 0.28), eyeSpread: 0.16, mouthWidth: 0.16, mouthHeight: 0.18, mouthY: 0.70),
        Face(name: "Sick", color: Color(red: 0.62, green: 0.82, blue: 0.36), eyeSpread: 0.18, mouthWidth: 0.30, mouthHeight: 0.08, mouthY: 0.72),
        Face(name: "Flushed", color: Color(red: 0.96, green: 0.45, blue: 0.30), eyeSpread: 0.14, mouthWidth: 0.40, mouthHeight: 0.08, mouthY: 0.72),
        Face(name: "Cool", color: Color(red: 1.00, green: 0.72, blue: 0.15), eyeSpread: 0.19, mouthWidth: 0.30, mouthHeight: 0.10, mouthY: 0.66),
        Face(name: "Shy", color: Color(red: 1.00, green: 0.70, blue: 0.62), eyeSpread: 0.13, mouthWidth: 0.22, mouthHeight: 0.06, mouthY: 0.66),
    ]
}

/// A face drawn with views: the disc is the view itself, the eyes and mouth are subviews.
@MainActor
final class FaceView: View {
    let face: Face
    let leftEye = View()
    let rightEye = View()
    let mouth = View()

    init(face: Face) {
        self.face = face
        super.init(frame: .zero)
        name = "face \(face.name)"
        backgroundColor = face.color
        for (part, partName) in [(leftEye, "leftEye"), (rightEye, "rightEye"), (mouth, "mouth")] {
            part.name = "face \(face.name).\(partName)"
            part.backgroundColor = Color(red: 0.25, green: 0.15, blue: 0.10)
            addSubview(part)
        }
    }

    override func layoutSubviews() {
        let size = bounds.width
        layer.cornerRadius = size / 2
        let eye = size * 0.12
        leftEye.frame = Rect(x: size * (0.5 - face.eyeSpread) - eye / 2, y: size * 0.38 - eye / 2, width: eye, height: eye)
        rightEye.frame = Rect(x: size * (0.5 + face.eyeSpread) - eye / 2, y: size * 0.38 - eye / 2, width: eye, height: eye)
        leftEye.layer.cornerRadius = eye / 2
        rightEye.layer.cornerRadius = eye / 2
        let mouthHeight = size * face.mouthHeight
        mouth.frame = Rect(x: size * (0.5 - face.mouthWidth / 2), y: size * face.mouthY - mouthHeight / 2,
                           width: size * face.mouthWidth, height: mouthHeight)
        mouth.layer.cornerRadius = mouthHeight / 2
    }
}

/// The grid of faces on black; tapping one presents it large.
@MainActor
final class EmojiGridController: ViewController {
    let transition = EmojiGrowTransition()
    private(set) var faceViews: [FaceView] = []
    /// The face whose cell was tapped last.
    private(set) var selectedFace: FaceView?

    override init() {
        super.init()
        name = "EmojiGrid"
    }

    override func loadView() {
        let grid = EmojiGridView()
        faceViews = grid.faces
        view = grid
    }

    /// What the cell's tap handler does before presenting: remember the cell and make the
    /// detail screen for its face.
    func didSelect(index: Int) -> EmojiDetailController {
        loadViewIfNeeded()
        let faceView = faceViews[index % faceViews.count]
        selectedFace = faceView
        let detail = EmojiDetailController(face: faceView.face)
        detail.transitioningDelegate = transition
        detail.modalPresentationStyle = .fullScreen
        return detail
    }
}

@MainActor
final class EmojiGridView: View {
    let titleLabel = Label(text: "Emoji", fontSize: 34, textColor: .white)
    private(set) var cells: [View] = []
    private(set) var faces: [FaceView] = []
    static let columns = 4
    static let rows = 5

    init() {
        super.init(frame: .zero)
        name = "emojiGrid"
        backgroundColor = .black
        titleLabel.name = "emojiGrid.title"
        addSubview(titleLabel)
        for index in 0..<(EmojiGridView.columns * EmojiGridView.rows) {
            let cell = View()
            cell.name = "emojiGrid.cell\(index)"
            cell.backgroundColor = Color(white: 0.14)
            cell.layer.cornerRadius = 16
            let face = FaceView(face: Face.all[(index * 3) % Face.all.count])
            cell.addSubview(face)
            addSubview(cell)
            cells.append(cell)
            faces.append(face)
        }
    }

    override func layoutSubviews() {
        let top = safeAreaInsets.top
        titleLabel.frame = Rect(x: 22, y: top + 12, width: bounds.width - 44, height: 44)
        let cellSize = 76.0
        let spacing = (bounds.width - 44 - Double(EmojiGridView.columns) * cellSize) / Double(EmojiGridView.columns - 1)
        for (index, cell) in cells.enumerated() {
            let column = Double(index % EmojiGridView.columns), row = Double(index / EmojiGridView.columns)
            cell.frame = Rect(x: 22 + column * (cellSize + spacing), y: top + 80 + row * (cellSize + spacing),
                              width: cellSize, height: cellSize)
            faces[index].frame = Rect(x: 10, y: 10, width: cellSize - 20, height: cellSize - 20)
        }
    }
}

/// One face, large and centred, with its name, on a coloured background.
@MainActor
final class EmojiDetailController: ViewController {
    let face: Face
    private(set) var faceView: FaceView!

    init(face: Face) {
        self.face = face
        super.init()
        name = "EmojiDetail"
    }

    override func loadView() {
        let detail = EmojiDetailView(face: face)
        faceView = detail.faceView
        view = detail
    }
}

@MainActor
final class EmojiDetailView: View {
    let faceView: FaceView
    let nameLabel = Label(fontSize: 28, textColor: .white)

    init(face: Face) {
        faceView = FaceView(face: face)
        super.init(frame: .zero)
        name = "emojiDetail"
        backgroundColor = Color(red: 0.22, green: 0.16, blue: 0.42)
        nameLabel.text = face.name
        nameLabel.textAlignment = .center
        nameLabel.name = "emojiDetail.name"
        addSubview(faceView)
        addSubview(nameLabel)
    }

    override func layoutSubviews() {
        let side = 240.0
        faceView.frame = Rect(x: bounds.midX - side / 2, y: bounds.midY - side / 2 - 30, width: side, height: side)
        nameLabel.frame = Rect(x: 20, y: bounds.midY + side / 2, width: bounds.width - 40, height: 40)
    }
}

/// Emoji grow: a snapshot of the big face grows out of the tapped cell to its place in the
/// detail screen while the detail's background fades in (0.3 s, ease in-out); dismissal runs
/// it backwards. The real big face stays hidden while its snapshot flies.
@MainActor
final class EmojiGrowAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool

    init(presenting: Bool) {
        self.presenting = presenting
    }

    func transitionDuration(using context: TransitionContext?) -> Double { 0.3 }

    func animateTransition(using context: TransitionContext) {
        let container = context.containerView
        let gridController = (presenting ? context.viewController(forKey: .from) : context.viewController(forKey: .to))
            as? EmojiGridController
        let detailController = (presenting ? context.viewController(forKey: .to) : context.viewController(forKey: .from))
            as? EmojiDetailController
        guard let gridController, let detailController, let cellFace = gridController.selectedFace,
              let detailView = presenting ? context.view(forKey: .to) : context.view(forKey: .from) else {
            return context.completeTransition(false)
        }
        if presenting {
            detailView.frame = container.bounds
            container.addSubview(detailView)
        } else if let gridView = context.view(forKey: .to) {
            container.insertSubview(gridView, belowSubview: detailView)
            gridView.layoutIfNeeded()
        }
        detailView.layoutIfNeeded()
        let bigFace = detailController.faceView!
        guard let snapshot = bigFace.snapshotView(afterScreenUpdates: true) else {
            return context.completeTransition(false)
        }
        let cellFrame = container.convert(cellFace.bounds, from: cellFace)
        let bigFrame = container.convert(bigFace.bounds, from: bigFace)
        snapshot.frame = presenting ? cellFrame : bigFrame
        container.addSubview(snapshot)
        bigFace.isHidden = true
        if presenting { detailView.alpha = 0 }
        View.animate(withDuration: transitionDuration(using: context), delay: 0, options: .curveEaseInOut, animations: {
            snapshot.frame = self.presenting ? bigFrame : cellFrame
            detailView.alpha = self.presenting ? 1 : 0
        }, completion: { _ in
            bigFace.isHidden = false
            snapshot.removeFromSuperview()
            context.completeTransition(!context.transitionWasCancelled)
        })
    }
}

@MainActor
final class EmojiGrowTransition: ViewControllerTransitioningDelegate {
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        EmojiGrowAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        EmojiGrowAnimator(presenting: false)
    }
}

enum EmojiGrowFixture {
    /// The tapped cell: second row, third column.
    static let tappedCell = 6

    @MainActor
    static var scenarios: [FixtureScenario] {
        [
            FixtureScenario(test: "emojiGrow", transition: "present") { try run(dismissing: false) },
            FixtureScenario(test: "emojiGrow", transition: "dismiss") { try run(dismissing: true) },
        ]
    }

    @MainActor
    static func run(dismissing: Bool) throws -> [TransitionFrame] {
        let grid = EmojiGridController()
        let window = makeWindow(root: grid)
        let sampler = TransitionSampler(window: window)
        let detail = grid.didSelect(index: tappedCell)
        if dismissing {
            grid.present(detail, animated: false)
            return try sampler.record(.dismiss(detail), at: everyTenthOfTheDuration)
        }
        return try sampler.record(.present(detail, from: grid), at: everyTenthOfTheDuration)
    }
}
