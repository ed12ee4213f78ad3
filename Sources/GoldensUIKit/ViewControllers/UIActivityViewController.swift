import Foundation
import GoldensScene

/// The system share sheet. Its content (the app row, the actions) is the system's and is not
/// drawn here: presented, it shows as a sheet of the grouped background and fails the frames
/// that show it by name, so no golden records a sheet without its content. Code that builds it,
/// sets its handlers and presents it compiles and runs.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// What the sheet tells when it closes: the activity chosen, whether it completed, the items
    /// it returned and any error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemGroupedBackground
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        SceneDiagnostics.report("UIActivityViewController: the system share sheet's content is not drawn here, "
            + "so its presentation cannot be recorded as a golden", about: view.node)
    }
}

/// A service a share sheet offers. An app's subclass describes its own; the system's are named
/// by their types.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// A kind of activity.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }

    /// Where an activity appears in the sheet.
    public enum Category: Int, Sendable {
        case action, share
    }

    open class var activityCategory: Category { .action }
    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }
    open var activityViewController: UIViewController? { nil }
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    open func prepare(withActivityItems activityItems: [Any]) {}
    open func perform() { activityDidFinish(false) }
    open func activityDidFinish(_ completed: Bool) {}
}
