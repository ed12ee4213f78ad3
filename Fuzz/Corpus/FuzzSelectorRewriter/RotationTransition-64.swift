            setAnchorPoint(CGPoint(x: 0, y: 0), for: fromView)
            fromView.layer.shadowColor = UIColor.black.cgColor
            fromView.layer.shadowOpacity = 0.3
            fromView.layer.shadowRadius = 10

            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn], animations: {
                fromView.transform = CGAffineTransform(rotationAngle: self.hiddenAngle)
            }, completion: { _ in
                fromView.transform = .identity
                self.setAnchorPoint(CGPoint(x: 0.5, y: 0.5), for: fromView)
                fromView.layer.shadowOpacity = 0
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    /// Moves the layer's anchor point without moving the view on screen (only valid with an identity transform).
    private func setAnchorPoint(_ anchorPoint: CGPoint, for view: UIView) {
        let frame = view.frame
        view.layer.anchorPoint = anchorPoint
        view.frame = frame
    }
}

final class SwingRotationTransitioningDelegate: NSObject, UIViewControllerTransitioningDelegate {

    func animationController(forPresented presented: UIViewController,
                             presenting: UIViewController,
                             source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SwingRotationAnimator(isPresenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
        return SwingRotationAnimator(isPresenting: false)
    }
}