#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif

// A menu animator that follows its menu view's frame and a list's scrolling with Objective-C-era
// key-value observing, as older menu libraries do.

nonisolated(unsafe) private var menuFrameContext = 0

final class FrameFollowingMenuAnimator: NSObject {
    let menu: UIView
    let list: UIScrollView
    private(set) var frames: [CGRect] = []
    private(set) var offsets: [CGFloat] = []

    init(menu: UIView, list: UIScrollView) {
        self.menu = menu
        self.list = list
        super.init()
        menu.addObserver(self, forKeyPath: "frame", options: [.new, .initial], context: &menuFrameContext)
        list.addObserver(self, forKeyPath: "contentOffset", options: .new, context: nil)
    }

    func stop() {
        menu.removeObserver(self, forKeyPath: "frame", context: &menuFrameContext)
        list.removeObserver(self, forKeyPath: "contentOffset")
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        if context == &menuFrameContext, let frame = change?[.newKey] as? CGRect {
            frames.append(frame)
        } else if keyPath == "contentOffset", let offset = change?[.newKey] as? CGPoint {
            offsets.append(offset.y)
        } else {
            super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        }
    }
}
