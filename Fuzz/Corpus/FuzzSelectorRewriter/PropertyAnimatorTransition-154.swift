        badgeView.layer.cornerRadius = 28
        badgeView.transform = CGAffineTransform(scaleX: 0.01, y: 0.01)
        view.addSubview(badgeView)

        captionLabel.text = "New personal best"
        captionLabel.font = UIFont.systemFont(ofSize: 15, weight: .medium)
        captionLabel.textColor = .white
        captionLabel.alpha = 0
        view.addSubview(captionLabel)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()

        let insets = view.safeAreaInsets
        let contentWidth = view.bounds.width - 48

        headerLabel.frame = CGRect(x: 24, y: insets.top + 40, width: contentWidth, height: 38)
        let detailsSize = detailsLabel.sizeThatFits(CGSize(width: contentWidth, height: .greatestFiniteMagnitude))
        detailsLabel.frame = CGRect(x: 24, y: headerLabel.frame.maxY + 16, width: contentWidth, height: detailsSize.height)

        // bounds + center rather than frame, because the badge may be scaled down.
        badgeView.bounds = CGRect(x: 0, y: 0, width: 56, height: 56)
        badgeView.center = CGPoint(x: 24 + 28, y: detailsLabel.frame.maxY + 24 + 28)
        captionLabel.frame = CGRect(x: 24 + 56 + 16, y: badgeView.center.y - 12, width: contentWidth - 72, height: 24)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)

        let pop = UIViewPropertyAnimator(duration: 0.5, dampingRatio: 0.55) {
            self.badgeView.transform = .identity
        }
        pop.startAnimation()

        let fade = UIViewPropertyAnimator(duration: 0.25, curve: .easeOut) {
            self.captionLabel.alpha = 1
        }
        fade.startAnimation(afterDelay: 0.15)
    }