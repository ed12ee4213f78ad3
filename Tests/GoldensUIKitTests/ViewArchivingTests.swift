import Foundation
import GoldensRaster
@testable import GoldensUIKit
import Testing

/// Shared-element transitions copy a view by archiving it and reading it back; the copy is a new
/// view of the same class that looks as the original did.
@MainActor
@Suite struct ViewArchivingTests {
    /// The idiom as apps write it.
    static func copy<T: UIView>(of view: T) throws -> T {
        let data = try NSKeyedArchiver.archivedData(withRootObject: view, requiringSecureCoding: false)
        return try #require(try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as? T)
    }

    /// A card: rounded, shadowed, with a gradient layer, a label, an image view and a button.
    static func card() -> (card: UIView, title: UILabel, image: UIImageView, button: UIButton) {
        let card = UIView(frame: CGRect(x: 20, y: 60, width: 300, height: 160))
        card.backgroundColor = .systemTeal
        card.layer.cornerRadius = 16
        card.layer.borderWidth = 2
        card.layer.borderColor = UIColor.darkGray.cgColor
        card.tag = 7
        let gradient = CAGradientLayer()
        gradient.frame = CGRect(x: 0, y: 100, width: 300, height: 60)
        gradient.colors = [UIColor.clear.cgColor, UIColor.black.withAlphaComponent(0.5).cgColor]
        card.layer.addSublayer(gradient)
        let title = UILabel(frame: CGRect(x: 16, y: 16, width: 200, height: 30))
        title.text = "Basil"
        title.font = .boldSystemFont(ofSize: 24)
        title.textColor = .white
        card.addSubview(title)
        let image = UIImageView(image: ResizableImageTests.framedImage())
        image.frame = CGRect(x: 230, y: 16, width: 54, height: 54)
        image.contentMode = .scaleAspectFit
        image.layer.cornerRadius = 8
        image.clipsToBounds = true
        card.addSubview(image)
        let button = UIButton(type: .system)
        button.setTitle("Cook", for: .normal)
        button.setTitleColor(.yellow, for: .normal)
        button.frame = CGRect(x: 16, y: 110, width: 100, height: 36)
        card.addSubview(button)
        return (card, title, image, button)
    }

    @Test func aCopyIsANewViewOfTheSameClassesWithTheSameSettings() throws {
        let (card, title, image, button) = Self.card()
        let copy = try Self.copy(of: card)

        #expect(copy !== card && copy.superview == nil)
        #expect(copy.frame == card.frame && copy.tag == 7)
        #expect(copy.layer.cornerRadius == 16 && copy.layer.borderWidth == 2)
        #expect(copy.backgroundColor == .systemTeal)
        // The gradient, then the three subviews, in their order; no parts of the button twice.
        #expect(copy.layer.sublayers?.count == 4)
        #expect(copy.subviews.map { String(describing: type(of: $0)) } == ["UILabel", "UIImageView", "UIButton"])
        let titleCopy = try #require(copy.subviews[0] as? UILabel)
        #expect(titleCopy !== title && titleCopy.text == "Basil" && titleCopy.font == title.font && titleCopy.textColor == .white)
        let imageCopy = try #require(copy.subviews[1] as? UIImageView)
        #expect(imageCopy.image === image.image && imageCopy.contentMode == .scaleAspectFit && imageCopy.clipsToBounds)
        let buttonCopy = try #require(copy.subviews[2] as? UIButton)
        #expect(buttonCopy.buttonType == .system && buttonCopy.title(for: .normal) == "Cook")
        #expect(buttonCopy.titleColor(for: .normal) == .yellow)
        #expect(buttonCopy.subviews.count == button.subviews.count, "the button makes its own label and image view, once")
    }

    @Test func aCopyDrawsAsTheOriginalDoes() throws {
        let (window, root) = WhiteScene.make()
        let (card, _, _, _) = Self.card()
        root.addSubview(card)
        window.layoutIfNeeded()
        let copy = try Self.copy(of: card)
        copy.frame.origin.y = 400
        root.addSubview(copy)
        window.layoutIfNeeded()
        let (bitmap, scale) = try WhiteScene.render(window)

        // The card's rectangle and the copy's, 340 pt lower, pixel for pixel (shadow margin included).
        var differing = 0
        var y = 50 * scale
        while y < 230 * scale {
            var x = 10 * scale
            while x < 330 * scale {
                if bitmap[x, y] != bitmap[x, y + 340 * scale] { differing += 1 }
                x += 1
            }
            y += 1
        }
        #expect(differing == 0)
        #expect(bitmap[100 * scale, 430 * scale].r < 120, "the copy is drawn: teal, not white")
    }

    @Test func anAppSubclassComesBackAsItsClassWithoutItsOwnUnarchivedProperties() throws {
        let badge = ArchivedBadgeView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        badge.count = 3
        badge.archivedCount = 5
        badge.backgroundColor = .red
        let copy = try Self.copy(of: badge)
        #expect(copy.count == 0, "a stored property the subclass does not encode starts anew, as in UIKit")
        #expect(copy.archivedCount == 5 && copy.backgroundColor == .red)
    }

    @Test func aClassNestedInATypeIsArchivedAsItsTopLevelSuperclass() throws {
        final class Nested: UILabel {}
        let label = Nested(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        label.text = "Sage"
        let data = try NSKeyedArchiver.archivedData(withRootObject: label, requiringSecureCoding: false)
        let copy = try #require(try NSKeyedUnarchiver.unarchiveTopLevelObjectWithData(data) as? UILabel)
        #expect(type(of: copy) == UILabel.self && copy.text == "Sage")
    }

    @Test func aCellCopyKeepsWhatItsContentViewHeldInItsOwnContentView() throws {
        let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        cell.contentView.backgroundColor = .orange
        let name = UILabel(frame: CGRect(x: 8, y: 8, width: 100, height: 20))
        name.text = "Thyme"
        cell.contentView.addSubview(name)
        let copy = try Self.copy(of: cell)
        #expect(copy.subviews.count == cell.subviews.count, "one content view")
        #expect(copy.contentView.backgroundColor == .orange)
        #expect((copy.contentView.subviews.first as? UILabel)?.text == "Thyme")
    }

    @Test func aTabBarCopyShowsTheControllersTabsWithTheSameOneSelected() throws {
        let tabs = UITabBarController()
        let today = UIViewController()
        today.tabBarItem = UITabBarItem(title: "Today", image: nil, tag: 0)
        let games = UIViewController()
        games.tabBarItem = UITabBarItem(title: "Games", image: nil, tag: 1)
        tabs.viewControllers = [today, games]
        tabs.selectedIndex = 1
        let window = UIWindow(rootViewController: tabs)
        window.layoutIfNeeded()
        let copy = try Self.copy(of: tabs.tabBar)
        #expect(copy.items?.map(\.title) == ["Today", "Games"] && copy.selectedItem === games.tabBarItem)
        #expect(copy.subviews.count == tabs.tabBar.subviews.count, "its line and one button per tab, once")
        #expect(copy.frame == tabs.tabBar.frame)
    }

    @Test func aStackViewCopyArrangesItsCopiesAgain() throws {
        let stack = UIStackView(arrangedSubviews: [UILabel(), UILabel()])
        stack.axis = .vertical
        stack.spacing = 8
        (stack.arrangedSubviews[0] as? UILabel)?.text = "Mint"
        (stack.arrangedSubviews[1] as? UILabel)?.text = "Sage"
        stack.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        stack.layoutIfNeeded()
        let copy = try Self.copy(of: stack)
        #expect(copy.axis == .vertical && copy.spacing == 8)
        #expect(copy.arrangedSubviews.compactMap { ($0 as? UILabel)?.text } == ["Mint", "Sage"])
        copy.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        copy.layoutIfNeeded()
        #expect(copy.arrangedSubviews[1].frame.minY > copy.arrangedSubviews[0].frame.maxY, "laid out by the copy's own constraints")
        #expect(copy.arrangedSubviews[0].frame.width == 300)
    }

    @Test func anArchiveReadTwiceMakesTwoCopies() throws {
        let (card, _, _, _) = Self.card()
        let data = try NSKeyedArchiver.archivedData(withRootObject: card, requiringSecureCoding: false)
        let first = try #require(NSKeyedUnarchiver.unarchiveObject(with: data) as? UIView)
        let second = try #require(NSKeyedUnarchiver.unarchiveObject(with: data) as? UIView)
        #expect(first !== second && first.subviews[0] !== second.subviews[0])
        #expect(first.layer.sublayers?[0] !== second.layer.sublayers?[0], "each copy has its own gradient layer")
    }
}

/// An app's view that archives one of its two properties.
final class ArchivedBadgeView: UIView {
    var count = 0
    var archivedCount = 0
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        archivedCount = coder.decodeInteger(forKey: "archivedCount")
    }
    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        coder.encode(archivedCount, forKey: "archivedCount")
    }
}
