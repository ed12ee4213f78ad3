        import Foundation
        open class CardView: UIView {
            @IBInspectable open var cornerRadius: CGFloat = 0
            @IBInspectable var isElevated = false { didSet {} }
            @IBOutlet public weak var titleLabel: UILabel!
        }
        public final class ProfileViewController: UIViewController {
            @IBOutlet weak var nameLabel: UILabel!
            @IBOutlet var buttons: [UIButton]!
            @IBOutlet private var optionalButtons: [UIButton]?
            @IBOutlet private weak var card: CardView?
            @IBAction func close() {}
            @IBAction func rate(_ sender: UIButton) {}
            @IBAction func rate(_ sender: UIBarButtonItem) {}
            @IBAction func tapped(_ sender: UIButton, forEvent event: UIEvent?) {}
        }
        extension ProfileViewController {
            @IBAction private func edit(sender: UIBarButtonItem) {}
        }
        class DetailsSource: NSObject {
            @IBOutlet weak var owner: ProfileViewController?
            @IBAction func reload() {}
        }
        final class PagedSource: DetailsSource {
            @IBInspectable var pageSize: Int = 20
        }
        enum Menu {
            class Source: NSObject { @IBOutlet var items: [UIView] = [] }
        }
        class Box<Item>: UIView { @IBAction func poke(_ sender: Any) {} }
        class Swipe: UIGestureRecognizer { @IBInspectable var strength: Double = 1 }
        """

    @Test(.enabled(if: SwiftCompiler.onPath != nil, "swiftc is not on PATH"), arguments: ["5", "6"])
    func theGeneratedMembersCompile(languageMode: String) throws {
        let compiler = try #require(SwiftCompiler.onPath)
        let folder = try ScratchFolder()
        let rewrite = SelectorRewriter.rewrite(source: Self.storyboardClasses, path: "Storyboard.swift")
        #expect(rewrite.warnings.isEmpty)
        let standIn = try folder.write(Self.standIn, to: "GoldensUIKit.swift")