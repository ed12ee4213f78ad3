
/// What other files of the target declare, through the index the plugin's first pass writes.
struct TargetIndexTests {
    private let base = """
        class FeedSource: NSObject {
            @IBOutlet weak var tableView: UITableView!
        }
        class Plain: NSObject {}
        class FeedController: UIViewController {
            var count = 0
        }
        @objc protocol FeedDelegate {
            @objc optional func feedDidLoad()
        }
        """
    private let other = """
        class PagedSource: FeedSource {
            @IBInspectable var pageSize: Int = 20
        }
        class PlainSub: Plain {
            @IBAction func go(_ sender: Any) {}
        }
        extension FeedController {
            @IBAction func refresh(_ sender: UIButton) { count += 1 }
            @IBAction private func secret() {}
        }
        """

    @Test func theIndexReadsBackAsWritten() {
        let index = TargetIndex(files: [(path: "/app/Feed.swift", source: base), (path: "/app/Feed\tPaged.swift", source: other)])
        #expect(index.optionalRequirements == ["feedDidLoad()"])
        #expect(TargetIndex(serialized: index.serialized) == index)
        #expect(index.serialized.contains("class\tPagedSource\tFeedSource\tmembers\t/app/Feed\\tPaged.swift\n"))
        // An index file from before classes were indexed: one requirement per line.
        #expect(TargetIndex(serialized: "menuDidClose()\nmenu(_:didSelect:)\n").optionalRequirements == ["menuDidClose()", "menu(_:didSelect:)"])
    }