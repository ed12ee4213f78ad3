import Foundation

/// SafariServices' in-app browser, which apps present for a link. No web page is loaded here:
/// the controller shows an empty page of the system background, under its bars' tint, so a
/// presentation of it can be sampled like any other.
@preconcurrency @MainActor
open class SFSafariViewController: UIViewController {
    public let url: URL
    open weak var delegate: (any SFSafariViewControllerDelegate)?
    open var preferredBarTintColor: UIColor?
    open var preferredControlTintColor: UIColor?
    open var dismissButtonStyle: DismissButtonStyle = .done
    public let configuration: Configuration

    public enum DismissButtonStyle: Int, Sendable {
        case done, close, cancel
    }

    public final class Configuration: NSObject, @unchecked Sendable {
        public var entersReaderIfAvailable = false
        public var barCollapsingEnabled = true
    }

    public init(url URL: URL, configuration: Configuration = Configuration()) {
        url = URL
        self.configuration = configuration
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, deprecated, message: "Use init(url:configuration:)")
    public convenience init(url URL: URL, entersReaderIfAvailable: Bool) {
        let configuration = Configuration()
        configuration.entersReaderIfAvailable = entersReaderIfAvailable
        self.init(url: URL, configuration: configuration)
    }

    public required init?(coder: NSCoder) {
        url = URL(fileURLWithPath: "/")
        configuration = Configuration()
        super.init(coder: coder)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
    }
}

@preconcurrency @MainActor
public protocol SFSafariViewControllerDelegate: NSObjectProtocol {
    func safariViewControllerDidFinish(_ controller: SFSafariViewController)
}

extension SFSafariViewControllerDelegate {
    public func safariViewControllerDidFinish(_ controller: SFSafariViewController) {}
}
