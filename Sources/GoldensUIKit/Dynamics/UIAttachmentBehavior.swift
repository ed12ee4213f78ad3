import Foundation
import GoldensRaster

/// Ties an item to an anchor point or to another item, rigidly (`frequency` 0, the default:
/// the distance stays `length`) or with a spring (`frequency` in Hz and `damping` as the
/// damping ratio).
///
/// The attachment acts on centers: offsets from the center are kept and used for the rest
/// length (the distance between the attachment points when the behavior is made), but as
/// rotation is not modelled the attachment points move with the centers only.
/// `frictionTorque` and `attachmentRange` are accepted and not modelled; sliding, fixed, pin
/// and limit attachments are not provided.
@preconcurrency @MainActor
open class UIAttachmentBehavior: UIDynamicBehavior {
    public enum AttachmentType: Int, Sendable {
        case items = 0
        case anchor = 1
    }

    public let attachedBehaviorType: AttachmentType
    let item1: any UIDynamicItem
    let item2: (any UIDynamicItem)?
    let offset1: UIOffset
    let offset2: UIOffset

    public convenience init(item: any UIDynamicItem, attachedToAnchor point: CGPoint) {
        self.init(item: item, offsetFromCenter: .zero, attachedToAnchor: point)
    }

    public init(item: any UIDynamicItem, offsetFromCenter offset: UIOffset, attachedToAnchor point: CGPoint) {
        attachedBehaviorType = .anchor
        item1 = item
        item2 = nil
        offset1 = offset
        offset2 = .zero
        anchorPoint = point
        let attached = CGPoint(x: item.center.x + offset.horizontal, y: item.center.y + offset.vertical)
        length = PortableMath.hypot(attached.x - point.x, attached.y - point.y)
        super.init()
    }

    public convenience init(item item1: any UIDynamicItem, attachedTo item2: any UIDynamicItem) {
        self.init(item: item1, offsetFromCenter: .zero, attachedTo: item2, offsetFromCenter: .zero)
    }

    public init(item item1: any UIDynamicItem, offsetFromCenter offset1: UIOffset,
                attachedTo item2: any UIDynamicItem, offsetFromCenter offset2: UIOffset) {
        attachedBehaviorType = .items
        self.item1 = item1
        self.item2 = item2
        self.offset1 = offset1
        self.offset2 = offset2
        anchorPoint = .zero
        length = PortableMath.hypot(item1.center.x + offset1.horizontal - item2.center.x - offset2.horizontal,
                       item1.center.y + offset1.vertical - item2.center.y - offset2.vertical)
        super.init()
    }

    open var items: [any UIDynamicItem] { item2.map { [item1, $0] } ?? [item1] }
    /// The point an `.anchor` attachment holds its item to, in the reference view.
    open var anchorPoint: CGPoint { didSet { wake() } }
    /// The distance kept between the attachment points.
    open var length: CGFloat { didSet { wake() } }
    /// The spring's damping ratio (with a nonzero `frequency`).
    open var damping: CGFloat = 0 { didSet { wake() } }
    /// The spring's frequency in Hz; 0 makes the attachment rigid.
    open var frequency: CGFloat = 0 { didSet { wake() } }
    /// Accepted, not modelled.
    open var frictionTorque: CGFloat = 0

    override var dynamicItems: [any UIDynamicItem] { items }
}
