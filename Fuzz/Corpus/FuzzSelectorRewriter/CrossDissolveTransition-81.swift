
    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black

        titleLabel.text = "Photos"
        titleLabel.font = UIFont.systemFont(ofSize: 28, weight: .bold)
        titleLabel.textColor = .white
        view.addSubview(titleLabel)

        for index in 0..<DissolveGalleryViewController.tileCount {
            let tile = UIView()
            let hue = CGFloat(index) / CGFloat(DissolveGalleryViewController.tileCount)
            tile.backgroundColor = UIColor(red: 0.3 + 0.6 * hue, green: 0.5, blue: 0.9 - 0.6 * hue, alpha: 1.0)
            tile.layer.cornerRadius = 10
            tile.clipsToBounds = true
            view.addSubview(tile)
            tiles.append(tile)
        }
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutTiles(for: view.bounds.size)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in
            self.layoutTiles(for: size)
        }, completion: nil)
    }