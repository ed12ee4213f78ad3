/// The page curls of `UIView.transition` (`.transitionCurlUp`, `.transitionCurlDown`): the old
/// look, a still picture, rolls away over a line moving across it, the page's back (its picture
/// mirrored, under a paper-white veil) lying over what it has not yet uncovered, the new look
/// showing where it has.
///
/// Drawn flat, as the page would look from in front with the roll pressed flat: the part before
/// the curl line stays in place, the part past it is folded back over the line. For a curl up the
/// line runs from the bottom edge to the top; for a curl down from the top edge to the bottom.
/// UIKit's curl is a cylinder turned slightly off the horizontal, with a shadow; its geometry is
/// not published (**chosen**: a straight fold, no shadow).
@MainActor
struct PageCurl {
    /// True: the line moves up from the bottom edge; false: down from the top.
    let up: Bool

    init?(_ options: UIView.AnimationOptions) {
        switch options.rawValue & (7 << 20) {
        case UIView.AnimationOptions.transitionCurlUp.rawValue: up = true
        case UIView.AnimationOptions.transitionCurlDown.rawValue: up = false
        default: return nil
        }
    }

    /// Rolls `page` (a picture placed over what replaces it, upright) away over `duration` on the
    /// options' curve, then calls `completion`; `page` stays where it is, hidden by its mask.
    func run(page: UIView, duration: TimeInterval, options: UIView.AnimationOptions, completion: @escaping (Bool) -> Void) {
        guard let superview = page.superview, let back = page.snapshotView(afterScreenUpdates: false) else {
            return UIView.animate(withDuration: duration, delay: 0, options: options, animations: { page.alpha = 0 },
                                  completion: completion)
        }
        let frame = page.frame, width = frame.width, height = frame.height
        // What stays of the page: the part before the line.
        let flat = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        flat.backgroundColor = .black
        page.mask = flat
        // The folded part: the page's picture upside down, anchored at the line's side it leaves
        // from, under a veil, shown in a clip that grows from the line's start to the whole page.
        let fold = UIView(frame: CGRect(x: frame.minX, y: up ? frame.maxY : frame.minY, width: width, height: 0))
        fold.clipsToBounds = true
        fold.isUserInteractionEnabled = false
        back.bounds = CGRect(x: 0, y: 0, width: width, height: height)
        back.transform = CGAffineTransform(scaleX: 1, y: -1)
        back.center = CGPoint(x: width / 2, y: up ? height / 2 : -height / 2)
        back.autoresizingMask = up ? [.flexibleBottomMargin] : [.flexibleTopMargin]
        let veil = UIView(frame: fold.bounds)
        veil.backgroundColor = UIColor(white: 0.97, alpha: 0.8)
        veil.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        fold.addSubview(back)
        fold.addSubview(veil)
        superview.insertSubview(fold, aboveSubview: page)
        UIView.animate(withDuration: duration, delay: 0, options: options, animations: {
            // The line at y = c folds the rows past it back over it: a curl up shows the back
            // over [2c − h, c], a curl down over [c, 2c], c running across the whole page.
            flat.frame = up ? CGRect(x: 0, y: 0, width: width, height: 0) : CGRect(x: 0, y: height, width: width, height: 0)
            fold.frame = CGRect(x: frame.minX, y: up ? frame.minY - height : frame.maxY, width: width, height: height)
        }) { finished in
            fold.removeFromSuperview()
            completion(finished)
        }
    }
}
