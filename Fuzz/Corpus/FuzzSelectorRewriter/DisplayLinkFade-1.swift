#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// A fade driven frame by frame by a display link, as code that animates by hand writes it:
// each frame sets the alpha from the elapsed time, and the link is invalidated at the end.

final class DisplayLinkFade: NSObject {
    private let view: UIView
    private let duration: CFTimeInterval
    private var start: CFTimeInterval?
    private var link: CADisplayLink?
    private(set) var frames = 0

    init(view: UIView, duration: CFTimeInterval) {
        self.view = view
        self.duration = duration
        super.init()
    }

    func run() {
        view.alpha = 0
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }

    @objc private func step(_ link: CADisplayLink) {
        frames += 1
        let start = self.start ?? link.timestamp - link.duration
        self.start = start
        let progress = min(1, (link.timestamp - start) / duration)
        view.alpha = CGFloat(progress)
        if progress >= 1 {
            link.invalidate()
            self.link = nil
        }
    }