
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
