import GoldensScene

/// One dimension of a compositional layout's size: a fraction of the container's width or
/// height, points, or an estimate (an item's height: laid out at the estimate until its cell,
/// shown, gives the height its constraints make; a group's: the height of what it holds).
public struct NSCollectionLayoutDimension: Sendable {
    enum Kind: Sendable { case fractionalWidth, fractionalHeight, absolute, estimated }
    let kind: Kind
    public let dimension: CGFloat

    public static func fractionalWidth(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .fractionalWidth, dimension: fraction) }
    public static func fractionalHeight(_ fraction: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .fractionalHeight, dimension: fraction) }
    public static func absolute(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .absolute, dimension: points) }
    public static func estimated(_ points: CGFloat) -> NSCollectionLayoutDimension { .init(kind: .estimated, dimension: points) }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated }

    /// Points, in a container of `size`.
    func resolved(in size: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: size.width * dimension
        case .fractionalHeight: size.height * dimension
        case .absolute, .estimated: dimension
        }
    }
}

public struct NSCollectionLayoutSize: Sendable {
    public let widthDimension: NSCollectionLayoutDimension
    public let heightDimension: NSCollectionLayoutDimension

    public init(widthDimension: NSCollectionLayoutDimension, heightDimension: NSCollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }
}

/// Fixed spacing between the items of a group (flexible spacing is taken as its minimum).
public struct NSCollectionLayoutSpacing: Sendable {
    public let spacing: CGFloat
    public static func fixed(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: points) }
    public static func flexible(_ points: CGFloat) -> NSCollectionLayoutSpacing { .init(spacing: points) }
}

/// An item: its size in its group, and insets that shrink it inside that room.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    public init(layoutSize: NSCollectionLayoutSize) {
        self.layoutSize = layoutSize
    }

    /// Places the cells of this item in `room` (one for an item; a group's items) and returns
    /// the height taken: the room's, or for an item of estimated height whose cell measured
    /// itself, that height and the insets.
    func place(in room: CGRect, into placement: inout ItemPlacement) -> CGFloat {
        var room = room
        let item = placement.firstItem + placement.frames.count
        if layoutSize.heightDimension.isEstimated {
            placement.estimated.insert(item)
            if let height = placement.measured[item] { room.size.height = height + contentInsets.top + contentInsets.bottom }
        }
        placement.frames.append(room.shrunk(by: contentInsets))
        return room.height
    }
}

/// The cells one group places, in item order, with what self-sizing knows of them: the heights
/// their cells asked for and which of them have an estimated height, by index in the section.
struct ItemPlacement {
    var frames: [CGRect] = []
    var estimated: Set<Int> = []
    let measured: [Int: CGFloat]
    /// The index in the section of the first item placed.
    let firstItem: Int
}

/// Items side by side (horizontal) or stacked (vertical) inside the group's size; the subitems
/// repeat while they fit, or `count` equal items share the room.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
    let subitems: [NSCollectionLayoutItem]
    let isHorizontal: Bool
    let count: Int?
    open var interItemSpacing: NSCollectionLayoutSpacing?

    init(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem], horizontal: Bool, count: Int?) {
        self.subitems = subitems
        isHorizontal = horizontal
        self.count = count
        super.init(layoutSize: layoutSize)
    }

    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: true, count: nil)
    }

    public class func horizontal(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: true, count: max(1, count))
    }

    public class func horizontal(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                                 count: Int) -> NSCollectionLayoutGroup {
        horizontal(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    public class func vertical(layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: subitems, horizontal: false, count: nil)
    }

    public class func vertical(layoutSize: NSCollectionLayoutSize, subitem: NSCollectionLayoutItem, count: Int) -> NSCollectionLayoutGroup {
        NSCollectionLayoutGroup(layoutSize: layoutSize, subitems: [subitem], horizontal: false, count: max(1, count))
    }

    public class func vertical(layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
                               count: Int) -> NSCollectionLayoutGroup {
        vertical(layoutSize: layoutSize, subitem: subitem, count: count)
    }

    /// Places the subitems; returns the group's height: the room's, or for a group of estimated
    /// height, that of what it holds (the tallest item side by side, the items stacked).
    override func place(in room: CGRect, into placement: inout ItemPlacement) -> CGFloat {
        let area = room.shrunk(by: contentInsets)
        let spacing = interItemSpacing?.spacing ?? 0
        let length = isHorizontal ? area.width : area.height
        var offset: CGFloat = 0, tallest: CGFloat = 0
        if let count {
            // `count` equal items fill the group's length.
            let each = max(0, (length - spacing * CGFloat(count - 1)) / CGFloat(count))
            for _ in 0..<count {
                let size = isHorizontal ? CGSize(width: each, height: subitems[0].layoutSize.heightDimension.resolved(in: area.size))
                    : CGSize(width: subitems[0].layoutSize.widthDimension.resolved(in: area.size), height: each)
                tallest = max(tallest, subitems[0].place(in: slot(area, offset, size), into: &placement))
                offset += each + spacing
            }
        } else {
            // The subitems in turn, repeated while the next one fits (at least one); stacked, an
            // item of estimated height takes the height it measured.
            var placed = 0
            while !subitems.isEmpty {
                let item = subitems[placed % subitems.count]
                let size = item.layoutSize.resolved(in: area.size)
                let extent = isHorizontal ? size.width : size.height
                if placed > 0 && offset + extent > length + 0.001 { break }
                if extent <= 0 && placed >= subitems.count { break }
                let taken = item.place(in: slot(area, offset, size), into: &placement)
                tallest = max(tallest, taken)
                offset += (isHorizontal || !item.layoutSize.heightDimension.isEstimated ? extent : taken) + spacing
                placed += 1
                if placed >= 10_000 { break }
            }
        }
        guard layoutSize.heightDimension.isEstimated else { return room.height }
        let content = isHorizontal ? tallest : max(0, offset - spacing)
        return content + contentInsets.top + contentInsets.bottom
    }

    private func slot(_ area: CGRect, _ offset: CGFloat, _ size: CGSize) -> CGRect {
        isHorizontal ? CGRect(x: area.minX + offset, y: area.minY, width: size.width, height: size.height)
            : CGRect(x: area.minX, y: area.minY + offset, width: size.width, height: size.height)
    }
}

/// A header or footer of a section, across its width.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSObject {
    public let layoutSize: NSCollectionLayoutSize
    public let elementKind: String
    public let alignment: NSRectAlignment
    open var pinToVisibleBounds = false
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.alignment = alignment
    }
}

public enum NSRectAlignment: Int, Sendable { case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing }

public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}

/// A section: its group repeated down the collection view (or, scrolling orthogonally, side by
/// side in one row that does not scroll here), with spacing, insets, headers and footers.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    public let group: NSCollectionLayoutGroup
    open var interGroupSpacing: CGFloat = 0
    open var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none

    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    /// A list section (see `UICollectionViewCompositionalLayout.list(using:)`).
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .absolute(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                        heightDimension: .absolute(44)),
                                                     subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        switch configuration.appearance {
        case .insetGrouped: section.contentInsets = NSDirectionalEdgeInsets(top: 18, leading: 16, bottom: 18, trailing: 16)
        case .grouped: section.contentInsets = NSDirectionalEdgeInsets(top: 18, leading: 0, bottom: 18, trailing: 0)
        case .plain, .sidebar, .sidebarPlain: break
        }
        return section
    }
}

/// What a section provider is told: the collection view's size.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
    var container: any NSCollectionLayoutContainer { get }
}

@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: NSDirectionalEdgeInsets { get }
    var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

struct LayoutContainer: NSCollectionLayoutContainer {
    let contentSize: CGSize
    var effectiveContentSize: CGSize { contentSize }
    var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0) }
    var effectiveContentInsets: NSDirectionalEdgeInsets { contentInsets }
}

struct LayoutEnvironment: NSCollectionLayoutEnvironment {
    let container: any NSCollectionLayoutContainer
}

public struct UICollectionViewCompositionalLayoutConfiguration: Sendable {
    public var interSectionSpacing: CGFloat = 0
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    public init() {}
}

/// A list's look, for `UICollectionViewCompositionalLayout.list(using:)`: rows 44 points high,
/// full width (inset 16 points in `.insetGrouped`), sections 18 points apart when grouped.
public struct UICollectionLayoutListConfiguration: Sendable {
    public enum Appearance: Int, Sendable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    public enum HeaderMode: Int, Sendable { case none, supplementary, firstItemInSection }
    public var appearance: Appearance
    public var showsSeparators = true
    public var headerMode: HeaderMode = .none
    public var footerMode: HeaderMode = .none
    public var backgroundColor: UIColor?

    public init(appearance: Appearance) {
        self.appearance = appearance
    }
}

extension UICollectionView {
    public enum ScrollDirection: Int, Sendable { case vertical, horizontal }
}

/// Sections built from items, groups and sections (iOS 13), laid out top to bottom. Items of
/// estimated height size themselves: laid out at the estimate, then at the height their cell
/// gives when it is shown (`preferredLayoutAttributesFitting(_:)`), as UIKit settles them.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    public typealias SectionProvider = @MainActor (Int, any NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

    private let provider: SectionProvider
    open var configuration = UICollectionViewCompositionalLayoutConfiguration()
    /// The heights self-sizing cells asked for, by section and item, at the width they were
    /// measured at.
    private var measuredHeights: [Int: [Int: CGFloat]] = [:]
    private var measuredWidth: CGFloat?
    /// The items of estimated height in the last layout.
    private var selfSizingItems: Set<IndexPath> = []

    /// A storyboard cannot describe sections: the layout shows none until code gives it some.
    public required init?(coder: NSCoder) {
        provider = { _, _ in nil }
        super.init(coder: coder)
    }

    public init(section: NSCollectionLayoutSection) {
        provider = { _, _ in section }
        super.init()
    }

    public init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = { _, _ in section }
        self.configuration = configuration
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider) {
        provider = sectionProvider
        super.init()
    }

    public init(sectionProvider: @escaping SectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }


    open override func prepare() {
        super.prepare()
        placed = PlacedElements()
        guard let collectionView, let dataSource = collectionView.dataSource else { return }
        let insets = collectionView.adjustedContentInset
        let width = collectionView.bounds.width - insets.left - insets.right
        let height = collectionView.bounds.height - insets.top - insets.bottom
        let environment = LayoutEnvironment(container: LayoutContainer(contentSize: CGSize(width: width, height: height)))
        if measuredWidth != width {
            measuredWidth = width
            measuredHeights = [:]
        }
        selfSizingItems = []
        var y: CGFloat = 0
        let sectionCount = max(0, dataSource.numberOfSections(in: collectionView))
        for index in 0..<sectionCount {
            guard let section = provider(index, environment) else { continue }
            if index > 0 { y += configuration.interSectionSpacing }
            let insets = section.contentInsets
            let area = CGSize(width: max(0, width - insets.leading - insets.trailing), height: height)
            y = placeSupplementary(of: section, .top, at: y, width: width, section: index)
            y += insets.top
            let itemCount = max(0, dataSource.collectionView(collectionView, numberOfItemsInSection: index))
            let groupSize = section.group.layoutSize.resolved(in: area)
            var made = 0, x = insets.leading, rowBottom = y
            let sideways = section.orthogonalScrollingBehavior != .none
            while made < itemCount {
                let origin = sideways ? CGPoint(x: x, y: y) : CGPoint(x: insets.leading, y: y)
                var placement = ItemPlacement(measured: measuredHeights[index] ?? [:], firstItem: made)
                let groupHeight = section.group.place(in: CGRect(origin: origin, size: groupSize), into: &placement)
                guard !placement.frames.isEmpty else { break }
                for item in placement.estimated { selfSizingItems.insert(IndexPath(item: item, section: index)) }
                for frame in placement.frames where made < itemCount {
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: made, section: index))
                    attributes.frame = frame
                    placed.cells.append(attributes)
                    made += 1
                }
                rowBottom = max(rowBottom, origin.y + groupHeight)
                if sideways {
                    x += groupSize.width + section.interGroupSpacing
                } else {
                    y += groupHeight + (made < itemCount ? section.interGroupSpacing : 0)
                }
            }
            y = max(y, rowBottom) + insets.bottom
            y = placeSupplementary(of: section, .bottom, at: y, width: width, section: index)
        }
        placed.contentSize = CGSize(width: width, height: y)
    }

    override func sizesCellItself(at indexPath: IndexPath) -> Bool { selfSizingItems.contains(indexPath) }

    override func takePreferredSize(_ size: CGSize, at indexPath: IndexPath) -> Bool {
        guard size.height.isFinite, size.height > 0 else { return false }
        let laidOut = measuredHeights[indexPath.section]?[indexPath.item] ?? placed.item(at: indexPath)?.size.height
        measuredHeights[indexPath.section, default: [:]][indexPath.item] = size.height
        return laidOut.map { abs($0 - size.height) > 0.25 } ?? true
    }

    /// The section's headers (`.top`) or footers (`.bottom`) across its width from `y`;
    /// returns the y below them.
    private func placeSupplementary(of section: NSCollectionLayoutSection, _ alignment: NSRectAlignment, at y: CGFloat,
                                    width: CGFloat, section index: Int) -> CGFloat {
        var y = y
        for item in section.boundarySupplementaryItems where item.alignment == alignment {
            let size = item.layoutSize.resolved(in: CGSize(width: width, height: 0))
            let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: item.elementKind,
                                                              with: IndexPath(item: 0, section: index))
            attributes.frame = CGRect(x: 0, y: y, width: size.width, height: size.height).shrunk(by: item.contentInsets)
            placed.supplementary.append(attributes)
            y += size.height
        }
        return y
    }

}

extension CGRect {
    /// The rect shrunk by leading/trailing (left/right) and top/bottom insets.
    func shrunk(by insets: NSDirectionalEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.leading, y: minY + insets.top, width: max(0, width - insets.leading - insets.trailing),
               height: max(0, height - insets.top - insets.bottom))
    }
}

/// The section provider's type under its Objective-C name, as code written against it spells it.
public typealias UICollectionViewCompositionalLayoutSectionProvider = UICollectionViewCompositionalLayout.SectionProvider
