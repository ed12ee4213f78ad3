import UIKit

/// Compiles: uses another file's animator, and a selector the GoldensSelectors plugin rewrites.
final class CardController: UIViewController, UIViewControllerTransitioningDelegate {
    @IBOutlet weak var titleLabel: UILabel!

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(close(_:))))
        let generator = UIImpactFeedbackGenerator(style: .light)
        generator.impactOccurred()
    }

    @objc func close(_ sender: UITapGestureRecognizer) {
        dismiss(animated: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        FadeAnimator()
    }
}
