#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// A toast that dismisses itself after two seconds with a block timer, and a countdown that
// ticks on a repeating one until it stops it.

final class ToastViewController: UIViewController {
    private(set) var countdown = 3

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGreen
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in
            MainActor.assumeIsolated { self?.dismiss(animated: true) }
        }
        Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { [weak self] timer in
            let done = MainActor.assumeIsolated { () -> Bool in
                guard let self else { return true }
                self.countdown -= 1
                return self.countdown == 0
            }
            if done { timer.invalidate() }
        }
    }
}
