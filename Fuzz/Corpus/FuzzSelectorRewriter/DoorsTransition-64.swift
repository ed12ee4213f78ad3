            let finished = !transitionContext.transitionWasCancelled
            if !finished { toView.removeFromSuperview() }
            transitionContext.completeTransition(finished)
        })
    }
}

final class DoorsTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DoorsAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return DoorsAnimator(isPresenting: false)
    }
}

@MainActor
func makeDoorsTransitionScenario() -> (presenter: UIViewController, presented: UIViewController, delegate: UIViewControllerTransitioningDelegate) {
    let presenter = SampleListViewController()
    let page = SampleDetailViewController(title: "Morning Run", color: .systemOrange)
    let delegate = DoorsTransitioningDelegate()
    page.modalPresentationStyle = .fullScreen
    page.transitioningDelegate = delegate
    return (presenter, page, delegate)
}