import Foundation
import GoldensScene
import GoldensTesting
import GoldensUIKit
import Testing

/// Objects placed in a storyboard scene (`<customObject>`) are made by their class's name, kept
/// as long as their controller, and connected before the controller's `awakeFromNib`
/// (Storyboards/Gallery.storyboard, with the classes of Transitions/StoryboardGallery.swift).
@MainActor
@Suite struct StoryboardObjectTests {
    /// Gallery.storyboard, found through the test's resource folder, with the reports made so far
    /// drained.
    private func galleryStoryboard() -> UIStoryboard {
        AppResources.addSearchDirectory(StoryboardTransitionTests.storyboards)
        _ = SceneDiagnostics.drain()
        return UIStoryboard(name: "Gallery", bundle: nil)
    }

    private func gallery() throws -> (UIWindow, UINavigationController) {
        let navigation = try #require(galleryStoryboard().instantiateInitialViewController() as? UINavigationController)
        return (UIWindow(rootViewController: navigation), navigation)
    }

    /// An app reads its own files through `Bundle.main`, as on a device: the plugin's lookup
    /// finds them in the folders the test registered.
    @Test func bundleLookupsFindTheAppsFiles() throws {
        _ = galleryStoryboard()
        let path = try #require(GalleryFiles.storyboardPath())
        #expect(path.hasSuffix("/Gallery.storyboard") && FileManager.default.fileExists(atPath: path))
        let url = try #require(GalleryFiles.storyboardURL())
        #expect(url.path == path)
        #expect(GalleryFiles.missingPath() == nil)
    }

    /// A colour set of the catalog beside the storyboards reaches app code as Xcode's generated
    /// symbol (the set "GalleryAccentColor" is `.galleryAccent`).
    @Test func assetSymbolsNameTheCatalogsColours() throws {
        // The catalog sits with the app's code, which both test targets compile.
        let catalogFolder = URL(fileURLWithPath: StoryboardTransitionTests.storyboards).deletingLastPathComponent()
            .appendingPathComponent("Transitions").path
        AppResources.addSearchDirectory(catalogFolder)
        defer { AppResources.removeSearchDirectory(catalogFolder) }
        _ = SceneDiagnostics.drain()
        var red: CGFloat = 0, green: CGFloat = 0, blue: CGFloat = 0, alpha: CGFloat = 0
        #expect(GalleryColors.accent().getRed(&red, green: &green, blue: &blue, alpha: &alpha))
        #expect(abs(red - 0.2) < 1e-6 && abs(green - 0.4) < 1e-6 && abs(blue - 0.8) < 1e-6 && alpha == 1)
        #expect(GalleryColors.accentResource() == GalleryColors.accent())
        #expect(SceneDiagnostics.drain().isEmpty)
    }

    @Test func theNavigationControllersDelegateIsTheScenesObjectAndVendsThePush() throws {
        let (window, navigation) = try gallery()
        // The delegate property is weak: the scene keeps its object alive, as UIKit does.
        let delegate = try #require(navigation.delegate as? GalleryFadeNavigationDelegate)
        #expect(delegate.awoken, "a document's object gets awakeFromNib, as UIKit sends it to every object it makes")
        let details = UIViewController()
        details.view.backgroundColor = .black
        let frames = try TransitionSampler(window: window).record(.push(details, onto: navigation), at: .progress([0.5]))
        #expect(delegate.animationsVended == 1)
        #expect(navigation.topViewController === details)
        // Halfway through the fade the black screen is half over the white one.
        let middle = try #require(frames.first { $0.label == "push@0.50" })
        let pixel = middle.bitmap[195 * 2, 600 * 2]
        #expect((100...155).contains(Int(pixel.r)), "the fade's middle: \(pixel)")
        #expect(SceneDiagnostics.drain().isEmpty)
    }

    @Test func aControllersOutletToAnObjectIsConnectedBeforeAwakeFromNib() throws {
        let (_, navigation) = try gallery()
        let gallery = try #require(navigation.topViewController as? GalleryViewController)
        #expect(gallery.hadPresenterWhenAwoken)
        let share = try #require(gallery.navigationItem.rightBarButtonItem as? GalleryShareItem)
        #expect(share.title == "Share")
        // The class the scene names, not its superclass the outlet is declared with.
        let presenter = try #require(gallery.presenter as? GallerySlideUpPresenter)
        #expect(presenter.duration == 0.5)
        // User-defined runtime attributes reach the scene's objects and its controller too.
        #expect(presenter.slideDistance == 120 && presenter.origin == CGPoint(x: 0, y: -0.3))
        #expect(gallery.accentName == "indigo")
        gallery.loadViewIfNeeded()
        #expect(gallery.presenter === presenter, "the object is made once, not again with the view")
        let caption = try #require(gallery.view.subviews.first as? UILabel)
        #expect(caption.textColor == .systemIndigo, "the styler's outlet reaches the view's label when the view loads")
        // Its autoresizing width follows the screen from the storyboard's 393 pt to 390 pt.
        #expect(caption.frame == CGRect(x: 20, y: 140, width: 350, height: 40))
        // Inspectables declared in extensions of UIView and UILabel; the unknown `sparkles` is
        // only logged, as UIKit logs it.
        #expect(caption.layer.borderWidth == 2)
        #expect(caption.layer.cornerRadius == 8 && caption.layer.masksToBounds)
        #expect(SceneDiagnostics.drain().isEmpty)
    }

    /// A collection view cell's segue runs when a tap selects its item, before `didSelectItemAt`.
    @Test func aTappedCollectionCellPerformsItsSegue() throws {
        let albums = try #require(galleryStoryboard().instantiateViewController(withIdentifier: "Albums")
                                  as? GalleryAlbumsViewController)
        let navigation = UINavigationController(rootViewController: albums)
        let window = UIWindow(rootViewController: navigation)
        window.layoutIfNeeded()
        let cell = try #require(albums.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: window)
        _ = try TransitionSampler(window: window).record(.touch(.tap(at: center), in: window, phase: "push"), at: .seconds([0.2]))
        #expect(albums.events == ["prepare openAlbum from item 1", "didSelect 1"])
        // The layout class the storyboard names, awoken as every object a document makes.
        let layout = try #require(albums.collectionView.collectionViewLayout as? GalleryAlbumsLayout)
        #expect(layout.awoken && layout.itemSize == CGSize(width: 120, height: 120))
        #expect(navigation.topViewController?.title == "Album")
        // Its "preferred explicit size", as Xcode saves it.
        #expect(navigation.topViewController?.preferredContentSize == CGSize(width: 0, height: 200))
        // Controls a storyboard makes have their parts, as those made in code do.
        let controls = navigation.topViewController?.view.subviews ?? []
        let slider = try #require(controls.first { $0 is UISlider })
        #expect(slider.subviews.count == 3, "tracks and thumb")
        let toggle = try #require(controls.first { $0 is UISwitch })
        #expect(toggle.subviews.map(\.layer.cornerRadius) == [15.5, 13.5], "a rounded track and knob")
        let stepper = try #require(controls.first { $0 is UIStepper })
        #expect(stepper.subviews.count == 3 && stepper.layer.cornerRadius == 8)
        #expect(SceneDiagnostics.drain().isEmpty)
    }

    /// A tab bar controller's children are made in its init(coder:), as UIKit decodes them: an
    /// initializer that loads the view already gives viewDidLoad the tabs.
    @Test func aContainersChildrenAreThereWhenItsInitializerLoadsItsView() throws {
        let tabs = try #require(galleryStoryboard().instantiateViewController(withIdentifier: "Tabs")
                                as? GalleryTabsController)
        #expect(tabs.viewControllers?.count == 2)
        #expect(tabs.selectedIndex == 1)
        #expect(tabs.selectedViewController is GalleryViewController)
    }

    /// A table's header view from its storyboard, with frames Xcode 8 saved as insets from the
    /// superview's edges (a size left out is what the margins leave; 50 % of the room centres).
    @Test func aTablesHeaderViewAndFramesSavedAsInsets() throws {
        let settings = try #require(galleryStoryboard().instantiateViewController(withIdentifier: "Settings")
                                    as? UITableViewController)
        settings.loadViewIfNeeded()
        let header = try #require(settings.tableView.tableHeaderView)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 125))
        #expect(header.subviews.map(\.frame) == [CGRect(x: 20, y: 10, width: 335, height: 30), CGRect(x: 137.5, y: 70, width: 100, height: 40)])
        #expect(SceneDiagnostics.drain().isEmpty)
    }

    @Test func anObjectThatNeedsArgumentsIsReportedByName() throws {
        let screen = galleryStoryboard().instantiateViewController(withIdentifier: "Unmakeable")
        screen.loadViewIfNeeded()
        let reports = SceneDiagnostics.drain()
        #expect(reports.contains { $0.contains("Gallery.storyboard") && $0.contains("GalleryPhotoLoader cannot be made with no arguments") }, "\(reports)")
    }
}
