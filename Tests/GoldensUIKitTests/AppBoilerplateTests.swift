import Foundation
import GoldensRaster
import GoldensScene
@testable import GoldensUIKit
import Testing

// The files every app has beside its screens, as Xcode's templates write them: an app delegate
// that configures scenes, a scene delegate that makes the window, and code that reaches the app
// delegate through UIApplication. They compile, and what they keep is kept.

final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var launched = false
    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launched = true
        return true
    }
    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {}
}

final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }
}

@MainActor
@Suite struct AppBoilerplateTests {
    @Test func codeReachesTheAppDelegateATestSets() throws {
        let delegate = TemplateAppDelegate()
        UIApplication.shared.delegate = delegate
        defer { UIApplication.shared.delegate = nil }
        let reached = try #require(UIApplication.shared.delegate as? TemplateAppDelegate)
        _ = reached.application(.shared, didFinishLaunchingWithOptions: nil)
        #expect(delegate.launched)
        let configuration = delegate.application(.shared, configurationForConnecting: UISceneSession(), options: UIScene.ConnectionOptions())
        #expect(configuration.name == "Default Configuration" && configuration.role == .windowApplication)
    }

    @Test func aSceneDelegateMakesItsWindow() {
        let delegate = TemplateSceneDelegate()
        delegate.scene(UIWindowScene(), willConnectTo: UISceneSession(), options: UIScene.ConnectionOptions())
        #expect(delegate.window?.rootViewController != nil)
        #expect(delegate.window?.isKeyWindow == true)
    }

    @Test func aRefreshControlKeepsItsStateAndStaysHidden() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let refresh = UIRefreshControl()
        table.refreshControl = refresh
        refresh.beginRefreshing()
        #expect(table.refreshControl === refresh && refresh.isRefreshing && refresh.isHidden)
        refresh.endRefreshing()
        #expect(!refresh.isRefreshing)
        table.refreshControl = nil
        #expect(refresh.superview == nil)
        let controller = UITableViewController(style: .plain)
        controller.refreshControl = UIRefreshControl()
        #expect(controller.tableView.refreshControl === controller.refreshControl)
    }
}

/// A label that pads its text, as apps write one: its text is drawn in the padded rect.
final class PaddedLabel: UILabel {
    var padding = UIEdgeInsets(top: 0, left: 24, bottom: 0, right: 0)
    override func drawText(in rect: CGRect) {
        // As outlined-text labels do: UIKit draws the text with a current context.
        let context = UIGraphicsGetCurrentContext()!
        context.setLineWidth(2)
        super.drawText(in: rect.inset(by: padding))
    }
    override var intrinsicContentSize: CGSize {
        let size = super.intrinsicContentSize
        return CGSize(width: size.width + padding.left + padding.right, height: size.height + padding.top + padding.bottom)
    }
}

@MainActor
@Suite struct PaddedLabelTests {
    @Test func aLabelThatPadsItsTextDrawsItInThePaddedRect() throws {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        let plain = UILabel(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        plain.text = "Chanterelle"
        let padded = PaddedLabel(frame: CGRect(x: 0, y: 200, width: 300, height: 40))
        padded.text = "Chanterelle"
        root.view.addSubview(plain)
        root.view.addSubview(padded)
        window.layoutIfNeeded()
        let list = try SceneRenderer().frame(of: window.windowNode).displayList
        let texts = list.ops.compactMap { op -> CGRect? in
            if case .drawText(_, let rect, _, _) = op.kind { return CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: rect.height) }
            return nil
        }
        #expect(texts.count == 2)
        #expect(texts[1].minX - texts[0].minX == 24, "the padded text starts 24 pt further right")
        #expect(padded.textRect(forBounds: padded.bounds, limitedToNumberOfLines: 1).width < 300)
    }
}

@MainActor
@Suite struct StoryboardSymbolTests {
    /// An image view showing an SF Symbol (`catalog="system"`) shows the package's drawing of it
    /// at its preferred configuration; an image the app forgot to add is reported.
    @Test func anSFSymbolIsDrawnAndAForgottenImageReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("symbol-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("Symbols.storyboard").path
        try """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" initialViewController="Sym-Vc-001">
                <scenes>
                    <scene sceneID="Sym-Sc-001">
                        <objects>
                            <viewController id="Sym-Vc-001" sceneMemberID="viewController">
                                <view key="view" contentMode="scaleToFill" id="Sym-Vw-001">
                                    <rect key="frame" x="0.0" y="0.0" width="393" height="852"/>
                                    <subviews>
                                        <imageView image="heart.fill" catalog="system" id="Sym-Im-001">
                                            <rect key="frame" x="20" y="100" width="40" height="40"/>
                                            <preferredSymbolConfiguration key="preferredSymbolConfiguration" configurationType="pointSize" pointSize="25" scale="large" weight="bold"/>
                                        </imageView>
                                        <imageView image="forgotten" id="Sym-Im-002">
                                            <rect key="frame" x="20" y="200" width="40" height="40"/>
                                        </imageView>
                                    </subviews>
                                </view>
                            </viewController>
                        </objects>
                    </scene>
                </scenes>
            </document>
            """.write(toFile: path, atomically: true, encoding: .utf8)
        let reports = try InterfaceBuilderDocumentCheck.loadEveryScene(ofDocumentAt: path)
        #expect(!reports.contains { $0.contains("heart.fill") }, "\(reports)")
        #expect(reports.contains { $0.contains("Could not load the image \"forgotten\": it is in no folder or asset catalog") })
        AppResources.addSearchDirectory(folder.path)
        let controller = try #require(UIStoryboard(name: "Symbols", bundle: nil).instantiateInitialViewController())
        // Loading the view logs the forgotten image again, as UIKit does, and fails nothing.
        let ((), logged) = ConsoleLog.capture { controller.loadViewIfNeeded() }
        #expect(logged.contains { $0.contains("Could not load the image \"forgotten\"") })
        #expect(SceneDiagnostics.drain().isEmpty)
        let heart = try #require(controller.view.subviews.first as? UIImageView)
        #expect(heart.image?.isSymbolImage == true && heart.image?.symbolConfiguration == .unspecified)
        let configuration = try #require(heart.preferredSymbolConfiguration)
        #expect(configuration == UIImage.SymbolConfiguration(pointSize: 25, weight: .bold, scale: .large))
        #expect(heart.intrinsicContentSize == heart.image?.applyingSymbolConfiguration(configuration)?.size)
    }
}

/// An image in a group of the app's source folder is found by its name alone, as Xcode copies
/// loose images to the bundle's top level.
@MainActor
@Suite struct LooseImageTests {
    @Test func anImageInASubfolderIsFoundByName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("loose-images-\(UUID().uuidString)")
        let resources = folder.appendingPathComponent("App/Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let basil = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../Fixtures/Images/basil.png")
        try FileManager.default.copyItem(at: basil, to: resources.appendingPathComponent("drowning@2x.png"))
        #expect(UIImage(named: "drowning") == nil)
        AppResources.addSearchDirectory(folder.path)
        defer { AppResources.removeSearchDirectory(folder.path) }
        let image = try #require(UIImage(named: "drowning"))
        #expect(image.scale == 2)
        #expect(image.size.width > 0)
    }
}

/// A share sheet compiles and presents as UIKit code writes it, and the window it shows in is
/// told that its content is not drawn; app-delegate boilerplate around notifications compiles.
@MainActor
@Suite struct ShareSheetTests {
    @Test func presentingAShareSheetFailsItsFramesByName() {
        let root = UIViewController()
        let window = UIWindow(rootViewController: root)
        window.makeKeyAndVisible()
        _ = SceneDiagnostics.drain(window.windowNode)
        let share = UIActivityViewController(activityItems: ["Basil", URL(string: "https://example.com")!], applicationActivities: nil)
        share.excludedActivityTypes = [.airDrop, .print]
        var finished: UIActivity.ActivityType?
        share.completionWithItemsHandler = { type, _, _, _ in finished = type }
        root.present(share, animated: false)
        let messages = SceneDiagnostics.drain(window.windowNode)
        #expect(messages.contains { $0.contains("UIActivityViewController") }, "\(messages)")
        #expect(root.presentedViewController === share && finished == nil && share.activityItems.count == 2)
    }

    @Test func notificationAndOrientationBoilerplateAnswersAsAPhoneInPortrait() {
        let application = UIApplication.shared
        application.registerForRemoteNotifications()
        #expect(application.isRegisteredForRemoteNotifications)
        application.unregisterForRemoteNotifications()
        let orientation: UIDeviceOrientation = UIDevice.current.orientation
        #expect(orientation.isPortrait && orientation.isValidInterfaceOrientation && !orientation.isFlat)
        let result: UIBackgroundFetchResult = .noData
        #expect(result.rawValue == 1)
        let settings = UIUserNotificationSettings(types: [.alert, .badge, .sound], categories: nil)
        application.registerUserNotificationSettings(settings)
        #expect(application.currentUserNotificationSettings?.types.contains(.badge) == true)
    }
}
