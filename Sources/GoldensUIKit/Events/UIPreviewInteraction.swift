import Foundation

/// 3D Touch's peek-and-pop pressure interaction (deprecated in iOS 13). It is attached to its
/// view and asks nothing: no press happens in a test, so its delegate is never called, as on a
/// device without 3D Touch.
@preconcurrency @MainActor
open class UIPreviewInteraction: NSObject, UIInteraction {
    open private(set) weak var view: UIView?
    open weak var delegate: UIPreviewInteractionDelegate?

    public init(view: UIView) {
        super.init()
        view.addInteraction(self)
    }

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }

    /// Where the press is; there is none, so the view's origin.
    open func location(in coordinateSpace: UICoordinateSpace?) -> CGPoint { .zero }

    open func cancel() {}
}

@preconcurrency @MainActor
public protocol UIPreviewInteractionDelegate: NSObjectProtocol {
    func previewInteraction(_ previewInteraction: UIPreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat, ended: Bool)
    func previewInteractionDidCancel(_ previewInteraction: UIPreviewInteraction)
    func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool
    func previewInteraction(_ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat, ended: Bool)
}

/// The requirements UIKit declares optional.
extension UIPreviewInteractionDelegate {
    public func previewInteractionShouldBegin(_ previewInteraction: UIPreviewInteraction) -> Bool { true }
    public func previewInteraction(_ previewInteraction: UIPreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat, ended: Bool) {}
}
