import GoldensScene

/// Where one cell or supplementary view of a collection view goes, and how it looks there.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject, @preconcurrency NSCopying {
    public enum Category: Int, Sendable { case cell, supplementaryView, decorationView }

    open var frame: CGRect = .zero
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set { let c = center; frame.size = newValue; center = c }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var transform: CGAffineTransform = .identity
    open var transform3D: CATransform3D = CATransform3DIdentity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false
    open var indexPath = IndexPath(item: 0, section: 0)
    public private(set) var representedElementCategory: Category = .cell
    public private(set) var representedElementKind: String?

    public required override init() { super.init() }

    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the same class, as UIKit's attributes copy themselves (`copy()`), so a cell's
    /// `preferredLayoutAttributesFitting(_:)` can change it.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.frame = frame
        copy.transform = transform
        copy.transform3D = transform3D
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        return copy
    }

    /// Whether `other` puts a view in the same place and state (what `apply(to:)` sets).
    func placesAlike(_ other: UICollectionViewLayoutAttributes) -> Bool {
        frame == other.frame && transform == other.transform && alpha == other.alpha && isHidden == other.isHidden
    }

    /// Puts the attributes on `view`: frame, transform, alpha, hidden (`zIndex` is kept; views
    /// stack in the order they were added).
    func apply(to view: UIView) {
        view.transform = .identity
        view.frame = frame
        view.transform = transform
        view.alpha = alpha
        view.isHidden = isHidden
    }
}

/// Places a collection view's cells: subclass it and answer `collectionViewContentSize` and
/// the attributes (`prepare()` runs before each layout that follows an invalidation).
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    open internal(set) weak var collectionView: UICollectionView?

    public override init() { super.init() }

    /// A layout a storyboard makes (its `customClass`), as UIKit's layouts are coded objects: an
    /// app's subclass with an initializer of its own implements this one too.
    public required init?(coder: NSCoder) { super.init() }

    /// Sent after a storyboard made the layout.
    open func awakeFromNib() {}

    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// What this package's own layouts (flow, compositional) work out in `prepare()`; the
    /// answers below read it, so a subclass that overrides them can call `super`.
    var placed = PlacedElements()

    open func prepare() {}
    open var collectionViewContentSize: CGSize { placed.contentSize }
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { placed.elements(in: rect) }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.item(at: indexPath) ?? layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize))?
            .first { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        placed.supplementary(ofKind: elementKind, at: indexPath)
            ?? layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize))?
            .first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        layoutAttributesForElements(in: CGRect(origin: .zero, size: collectionViewContentSize))?
            .first { $0.representedElementCategory == .decorationView && $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    // Decoration views (a section's background, separators): the layout places them and makes
    // them from what is registered here; the data source never sees them.
    final var decorationMakers: [String: @MainActor (CGRect) -> UICollectionReusableView] = [:]

    /// A class alone can only be made as a plain `UICollectionReusableView` here; the
    /// GoldensSelectors plugin rewrites `register(Separator.self, forDecorationViewOfKind:)` into the
    /// form with `making:`, which makes the subclass.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        guard viewClass != nil else { decorationMakers[elementKind] = nil; return }
        decorationMakers[elementKind] = { UICollectionReusableView(frame: $0) }
    }

    public final func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String,
                               making: @escaping @MainActor () -> UICollectionReusableView) {
        guard viewClass != nil else { decorationMakers[elementKind] = nil; return }
        decorationMakers[elementKind] = { _ in making() }
    }

    /// The form the `GoldensSelectors` plugin writes: `making: { Separator(frame: $0) }`.
    public final func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String,
                               making: @escaping @MainActor (CGRect) -> UICollectionReusableView) {
        decorationMakers[elementKind] = viewClass == nil ? nil : making
    }

    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        guard let nib else { decorationMakers[elementKind] = nil; return }
        decorationMakers[elementKind] = { nib.makeReusable(UICollectionReusableView.self, identifier: elementKind) ?? UICollectionReusableView(frame: $0) }
    }

    /// Told of the inserts, deletes, moves and reloads a batch update is about to animate.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}
    open func finalizeCollectionViewUpdates() {}
    open func prepareForAnimatedBoundsChange(_ oldBounds: CGRect) {}
    open func finalizeAnimatedBoundsChange() {}
    /// Where an item being inserted starts (nil: where it will be, faded in).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Where an item being deleted ends (nil: where it was, faded out).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }
    /// Whether a change of the collection view's bounds (a scroll, a resize) lays the items out
    /// anew: no by default, as in UIKit; a layout whose items follow the scroll (sticky headers,
    /// parallax) answers yes. A new size always lays them out again here.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    // MARK: Invalidation contexts

    /// The class of the contexts `invalidateLayout()` makes.
    open class var invalidationContextClass: AnyClass { UICollectionViewLayoutInvalidationContext.self }

    /// What a bounds change invalidates (a subclass adds to the context `super` returns).
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        if let collectionView {
            let old = collectionView.bounds
            context.contentOffsetAdjustment = .zero
            context.contentSizeAdjustment = CGSize(width: newBounds.width - old.width, height: newBounds.height - old.height)
        }
        return context
    }

    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool { false }

    open func invalidationContext(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                  withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.invalidateItems(at: [preferredAttributes.indexPath])
        return context
    }

    /// Lays the items out anew before the next layout pass: `prepare()` runs again, whatever the
    /// context names (the layout is small enough here to redo whole).
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// A context of `invalidationContextClass` (a plain one when that class is no context class).
    private func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        (type(of: self).invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type)?.init()
            ?? UICollectionViewLayoutInvalidationContext()
    }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint { proposedContentOffset }

    /// Invalidates everything, through `invalidateLayout(with:)` as UIKit does, so a subclass
    /// that overrides either sees every invalidation.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidatesEverything = true
        invalidateLayout(with: context)
    }

    /// True until `prepare()` has run since the last invalidation.
    var needsPrepare = true

    /// Whether the cell at `indexPath` sizes itself (an estimated dimension): the collection
    /// view then asks it for `preferredLayoutAttributesFitting(_:)` as it shows it.
    func sizesCellItself(at indexPath: IndexPath) -> Bool { false }

    /// Takes the size the cell at `indexPath` asked for; true when it changes the layout (the
    /// collection view then lays out again).
    func takePreferredSize(_ size: CGSize, at indexPath: IndexPath) -> Bool { false }

    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}

/// UIKit's line-based grid: items left to right in lines that wrap (top to bottom in columns
/// when scrolling horizontally). A line holds as many items as fit with
/// `minimumInteritemSpacing`; the extra room is shared out between them (a line of one item is
/// centred), items are centred across their line, and lines are `minimumLineSpacing` apart,
/// inside `sectionInset`, after the section's header and before its footer.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    public typealias ScrollDirection = UICollectionView.ScrollDirection

    open override class var invalidationContextClass: AnyClass { UICollectionViewFlowLayoutInvalidationContext.self }

    /// A new size lays a flow out again; a scroll does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }
    public enum SectionInsetReference: Int, Sendable { case fromContentInset, fromSafeArea, fromLayoutMargins }

    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// Kept; items take `itemSize` (or the delegate's size).
    open var estimatedItemSize: CGSize = .zero
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var sectionInsetReference: SectionInsetReference = .fromContentInset
    open var sectionHeadersPinToVisibleBounds = false
    open var sectionFootersPinToVisibleBounds = false



    open override func prepare() {
        super.prepare()
        placed = PlacedElements()
        guard let collectionView, let dataSource = collectionView.dataSource else { return }
        let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        // Worked in (main, cross): main runs along a line, cross from line to line.
        func main(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }
        func cross(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
        let insets = collectionView.adjustedContentInset
        let extent = vertical ? collectionView.bounds.width - insets.left - insets.right
            : collectionView.bounds.height - insets.top - insets.bottom
        var position: CGFloat = 0  // along the cross axis
        func rect(main m: CGFloat, cross c: CGFloat, size: CGSize) -> CGRect {
            vertical ? CGRect(x: m, y: c, width: size.width, height: size.height)
                : CGRect(x: c, y: m, width: size.width, height: size.height)
        }
        for section in 0..<max(0, dataSource.numberOfSections(in: collectionView)) {
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section) ?? sectionInset
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: section)
                ?? minimumLineSpacing
            let itemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
                ?? minimumInteritemSpacing
            let (leading, trailing) = vertical ? (inset.left, inset.right) : (inset.top, inset.bottom)
            let (before, after) = vertical ? (inset.top, inset.bottom) : (inset.left, inset.right)
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: section)
                ?? headerReferenceSize
            /// A header or footer across the whole line length, where the section has reached.
            func addSupplementary(_ kind: String, _ size: CGSize) {
                guard cross(size) > 0 else { return }
                let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind,
                                                                  with: IndexPath(item: 0, section: section))
                attributes.frame = rect(main: 0, cross: position, size: vertical ? CGSize(width: extent, height: size.height)
                                                                                 : CGSize(width: size.width, height: extent))
                placed.supplementary.append(attributes)
                position += cross(size)
            }
            addSupplementary(UICollectionView.elementKindSectionHeader, header)
            position += before
            let lineLength = extent - leading - trailing
            let count = max(0, dataSource.collectionView(collectionView, numberOfItemsInSection: section))
            var sizes: [CGSize] = []
            for item in 0..<count {
                let size = delegate?.collectionView(collectionView, layout: self,
                                                   sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
                sizes.append(CGSize(width: max(0, size.width), height: max(0, size.height)))
            }
            var first = 0
            while first < count {
                // As many items as fit, at least one.
                var end = first + 1, used = main(sizes[first])
                while end < count && used + itemSpacing + main(sizes[end]) <= lineLength {
                    used += itemSpacing + main(sizes[end])
                    end += 1
                }
                let thickness = sizes[first..<end].map(cross).max() ?? 0
                let n = end - first
                let widths = sizes[first..<end].reduce(0) { $0 + main($1) }
                let gap = n > 1 ? (lineLength - widths) / CGFloat(n - 1) : 0
                var along = leading + (n == 1 ? (lineLength - widths) / 2 : 0)
                for item in first..<end {
                    let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                    attributes.frame = rect(main: along, cross: position + (thickness - cross(sizes[item])) / 2, size: sizes[item])
                    placed.cells.append(attributes)
                    along += main(sizes[item]) + gap
                }
                position += thickness
                first = end
                if first < count { position += lineSpacing }
            }
            position += after
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: section)
                ?? footerReferenceSize
            addSupplementary(UICollectionView.elementKindSectionFooter, footer)
        }
        placed.contentSize = vertical ? CGSize(width: extent, height: position) : CGSize(width: position, height: extent)
    }

}

/// The flow layout's per-section and per-item answers; each defaults to the layout's own value.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        insetForSectionAt section: Int) -> UIEdgeInsets
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        minimumInteritemSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        referenceSizeForFooterInSection section: Int) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               sizeForItemAt indexPath: IndexPath) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               insetForSectionAt section: Int) -> UIEdgeInsets {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               minimumInteritemSpacingForSectionAt section: Int) -> CGFloat {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForHeaderInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                               referenceSizeForFooterInSection section: Int) -> CGSize {
        (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// The attributes a layout worked out in `prepare()`, and the lookups UIKit asks for.
@MainActor
struct PlacedElements {
    var cells: [UICollectionViewLayoutAttributes] = []
    var supplementary: [UICollectionViewLayoutAttributes] = []
    var contentSize: CGSize = .zero

    func elements(in rect: CGRect) -> [UICollectionViewLayoutAttributes] {
        (cells + supplementary).filter { $0.frame.sharesArea(with: rect) }
    }

    func item(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        cells.first { $0.indexPath == indexPath }
    }

    func supplementary(ofKind kind: String, at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        supplementary.first { $0.representedElementKind == kind && $0.indexPath == indexPath }
    }
}

/// One change of a batch update (`performBatchUpdates`), as a layout's
/// `prepare(forCollectionViewUpdates:)` is told of it.
@preconcurrency @MainActor
open class UICollectionViewUpdateItem: NSObject {
    public enum Action: Int, Sendable { case insert, delete, reload, move, none }

    open private(set) var indexPathBeforeUpdate: IndexPath?
    open private(set) var indexPathAfterUpdate: IndexPath?
    open private(set) var updateAction: Action

    init(action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        super.init()
    }
}

/// A springy layout hands its attributes to a dynamic animator as items, as UIKit's do.
extension UICollectionViewLayoutAttributes: UIDynamicItem {}
