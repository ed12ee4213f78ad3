import Foundation

/// What a layout invalidation covers: everything, the data source's counts, or named items and
/// elements, with adjustments to the content offset and size. A layout here lays itself out
/// whole on any invalidation, so the context is kept for the layout's own code to read, as
/// subclasses that override `invalidateLayout(with:)` do.
@preconcurrency @MainActor
open class UICollectionViewLayoutInvalidationContext: NSObject {
    /// Made through `invalidationContextClass`, so every subclass has this initializer.
    public required override init() { super.init() }

    var invalidatesEverything = false
    open var invalidateEverything: Bool { invalidatesEverything }
    var invalidatesDataSourceCounts = false
    open var invalidateDataSourceCounts: Bool { invalidatesDataSourceCounts || invalidatesEverything }

    open var contentOffsetAdjustment = CGPoint.zero
    open var contentSizeAdjustment = CGSize.zero

    open private(set) var invalidatedItemIndexPaths: [IndexPath]?
    open private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    open private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = (invalidatedSupplementaryIndexPaths ?? [:]).merging([elementKind: indexPaths], uniquingKeysWith: +)
    }

    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = (invalidatedDecorationIndexPaths ?? [:]).merging([elementKind: indexPaths], uniquingKeysWith: +)
    }

    /// The items an interactive move is moving, before and after (a move is never under way here).
    open private(set) var previousIndexPathsForInteractivelyMovingItems: [IndexPath]?
    open private(set) var targetIndexPathsForInteractivelyMovingItems: [IndexPath]?
    open private(set) var interactiveMovementTarget = CGPoint.zero
}

/// A flow layout's context: whether the delegate's sizes and the layout's own attributes must
/// be asked again (both, unless the layout's code says otherwise).
@preconcurrency @MainActor
open class UICollectionViewFlowLayoutInvalidationContext: UICollectionViewLayoutInvalidationContext {
    public required init() { super.init() }

    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true
}
