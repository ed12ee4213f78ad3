#if canImport(UIKit)
import UIKit
#else
import GoldensUIKit
#endif
#if canImport(AVFoundation)
import AVFoundation
#endif
#if canImport(os)
import os.log
#endif

// A photo viewer as apps write it around a zoom transition: the photo's aspect-fit rect from
// AVFoundation, unified logging, a 3D Touch preview on the thumbnail, and the accessibility
// escape gesture dismissing the viewer.

private let transitionLog = OSLog(subsystem: "com.example.photos", category: "transition")

final class PhotoViewerViewController: UIViewController {
    let photoSize: CGSize
    private let logger = Logger(subsystem: "com.example.photos", category: "viewer")
    private(set) var escapeCount = 0

    init(photoSize: CGSize) {
        self.photoSize = photoSize
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    /// Where the photo sits once zoomed: aspect-fit in the view.
    var photoFrame: CGRect {
        let frame = AVMakeRect(aspectRatio: photoSize, insideRect: view.bounds)
        os_log("photo frame %{public}@", log: transitionLog, type: .debug, NSCoder.string(for: frame))
        logger.debug("zoomed to \(frame.width, privacy: .public) × \(frame.height, format: .fixed(precision: 1))")
        return frame
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.isAccessibilityElement = false
        accessibilityViewIsModal = true
    }

    override func accessibilityPerformEscape() -> Bool {
        escapeCount += 1
        dismiss(animated: true)
        return true
    }
}

final class PhotoThumbnailViewController: UIViewController, UIPreviewInteractionDelegate {
    private var preview: UIPreviewInteraction?
    private(set) var previewProgress: CGFloat = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let preview = UIPreviewInteraction(view: view)
        preview.delegate = self
        self.preview = preview
    }

    func previewInteraction(_ previewInteraction: UIPreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat, ended: Bool) {
        previewProgress = transitionProgress
    }

    func previewInteractionDidCancel(_ previewInteraction: UIPreviewInteraction) {
        previewProgress = 0
    }
}
