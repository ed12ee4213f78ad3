import Foundation
import GoldensScene

/// UIKit's deprecated web view, so code that still declares one compiles. No page is drawn: a
/// web view that is asked to load something fails the frames it is in by name (a white page
/// would make a wrong golden); one that never loads draws as a plain white view.
@preconcurrency @MainActor
open class UIWebView: UIView {
    public enum NavigationType: Int, Sendable { case linkClicked, formSubmitted, backForward, reload, formResubmitted, other }
    public enum PaginationMode: Int, Sendable { case unpaginated, leftToRight, topToBottom, bottomToTop, rightToLeft }
    public enum PaginationBreakingMode: Int, Sendable { case page, column }

    open weak var delegate: (any UIWebViewDelegate)?
    /// The page's scroll view, which the page would fill.
    public let scrollView = UIScrollView()
    open private(set) var request: URLRequest?
    open private(set) var canGoBack = false
    open private(set) var canGoForward = false
    open private(set) var isLoading = false
    open var scalesPageToFit = false
    open var dataDetectorTypes: UIDataDetectorTypes = []
    open var allowsInlineMediaPlayback = false
    open var mediaPlaybackRequiresUserAction = true
    open var mediaPlaybackAllowsAirPlay = true
    open var suppressesIncrementalRendering = false
    open var keyboardDisplayRequiresUserAction = true
    open var paginationMode: PaginationMode = .unpaginated
    open var paginationBreakingMode: PaginationBreakingMode = .page
    open var pageLength: CGFloat = 0
    open var gapBetweenPages: CGFloat = 0
    open var pageCount: Int { 0 }
    open var allowsPictureInPictureMediaPlayback = true
    open var allowsLinkPreview = false

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        backgroundColor = .white
        scrollView.frame = bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.isPartOfSuperview = true
        addSubview(scrollView)
    }

    open func loadRequest(_ request: URLRequest) {
        self.request = request
        reportPage(request.url?.absoluteString ?? "a request")
    }

    open func loadHTMLString(_ string: String, baseURL: URL?) { reportPage("an HTML string") }

    open func load(_ data: Data, mimeType MIMEType: String, textEncodingName: String, baseURL: URL) {
        reportPage("\(data.count) bytes of \(MIMEType)")
    }

    open func reload() {}
    open func stopLoading() {}
    open func goBack() {}
    open func goForward() {}

    /// There is no page to run scripts in: the answer is empty.
    open func stringByEvaluatingJavaScript(from script: String) -> String? { "" }

    private func reportPage(_ what: String) {
        SceneDiagnostics.report("UIWebView: web pages are not drawn by GoldensUIKit (asked to load \(what)); "
                                + "leave the web view out of the screens under test", about: node)
    }
}

/// What a web view tells as it loads; every method optional.
@preconcurrency @MainActor
public protocol UIWebViewDelegate: NSObjectProtocol {
    func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest, navigationType: UIWebView.NavigationType) -> Bool
    func webViewDidStartLoad(_ webView: UIWebView)
    func webViewDidFinishLoad(_ webView: UIWebView)
    func webView(_ webView: UIWebView, didFailLoadWithError error: any Error)
}

public extension UIWebViewDelegate {
    func webView(_ webView: UIWebView, shouldStartLoadWith request: URLRequest, navigationType: UIWebView.NavigationType) -> Bool { true }
    func webViewDidStartLoad(_ webView: UIWebView) {}
    func webViewDidFinishLoad(_ webView: UIWebView) {}
    func webView(_ webView: UIWebView, didFailLoadWithError error: any Error) {}
}
