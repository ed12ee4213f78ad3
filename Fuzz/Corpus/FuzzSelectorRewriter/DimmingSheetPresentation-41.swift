
        let views: [String: Any] = ["grabber": grabber, "stack": stack]
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "V:|-8-[grabber(5)]-16-[stack]", options: [], metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "H:|-24-[stack]-24-|", options: [], metrics: nil, views: views)
            + [
                grabber.widthAnchor.constraint(equalToConstant: 36),
                grabber.centerXAnchor.constraint(equalTo: view.centerXAnchor),
                button.heightAnchor.constraint(equalToConstant: 50),
                stack.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -12),
            ])
    }
}

final class DimmingSheetPresentationController: UIPresentationController {
    private let dimmingView = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView else { return .zero }
        let bounds = containerView.bounds
        let fitting = presentedViewController.view.systemLayoutSizeFitting(
            CGSize(width: bounds.width, height: UIView.layoutFittingCompressedSize.height),
            withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
        let height = min(fitting.height + containerView.safeAreaInsets.bottom, bounds.height - containerView.safeAreaInsets.top)
        return CGRect(x: 0, y: bounds.height - height, width: bounds.width, height: height)
    }