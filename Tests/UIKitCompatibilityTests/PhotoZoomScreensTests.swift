import GoldensUIKit
import Testing

/// The photo viewer's Objective-C-era surroundings (Transitions/PhotoZoomScreens.swift): the
/// aspect-fit rect, logging that goes nowhere, a preview interaction that stays attached, and
/// the escape gesture's override.
@MainActor
struct PhotoZoomScreensTests {
    @Test func thePhotoIsAspectFitAndCentred() {
        let viewer = PhotoViewerViewController(photoSize: CGSize(width: 4000, height: 3000))
        viewer.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)

        #expect(viewer.photoFrame == CGRect(x: 0, y: 275.75, width: 390, height: 292.5))

        let tall = PhotoViewerViewController(photoSize: CGSize(width: 1000, height: 4000))
        tall.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(tall.photoFrame == CGRect(x: 89.5, y: 0, width: 211, height: 844))

        let broken = PhotoViewerViewController(photoSize: CGSize(width: 0, height: 3000))
        broken.view.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        #expect(broken.photoFrame == CGRect(x: 195, y: 422, width: 0, height: 0))
    }

    @Test func thePreviewInteractionIsAttachedToItsView() {
        let thumbnail = PhotoThumbnailViewController()
        thumbnail.loadViewIfNeeded()

        let preview = thumbnail.view.interactions.first as? UIPreviewInteraction
        #expect(thumbnail.view.interactions.count == 1)
        #expect(preview?.view === thumbnail.view)
        #expect(preview?.delegate === thumbnail)

        thumbnail.view.removeInteraction(preview!)
        #expect(thumbnail.view.interactions.isEmpty)
        #expect(preview?.view == nil)
    }

    @Test func theEscapeGestureReachesTheOverride() {
        let viewer = PhotoViewerViewController(photoSize: CGSize(width: 3, height: 2))
        viewer.loadViewIfNeeded()
        let responder: UIResponder = viewer

        #expect(responder.accessibilityPerformEscape())
        #expect(viewer.escapeCount == 1)
        #expect(viewer.accessibilityViewIsModal)
        #expect(!UIViewController().accessibilityPerformEscape())
    }

    @Test func geometryStringsReadBack() {
        let rect = CGRect(x: 10, y: 20.5, width: 300, height: 40)
        #expect(NSCoder.string(for: rect) == "{{10, 20.5}, {300, 40}}")
        #expect(NSCoder.cgRect(for: NSCoder.string(for: rect)) == rect)
        #expect(NSCoder.cgPoint(for: "{3, 4}") == CGPoint(x: 3, y: 4))
        #expect(NSCoder.cgSize(for: "{7}") == CGSize(width: 7, height: 0))
    }
}
