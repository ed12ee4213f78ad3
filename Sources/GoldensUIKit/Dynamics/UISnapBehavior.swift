import Foundation

/// Pulls an item to a point with a damped spring, where it settles.
///
/// UIKit documents `damping` as the amount of oscillation at the end of the snap, from 0
/// (least) to 1 (most), default 0.5, without giving the spring. Here the spring's natural
/// frequency is 1.5 Hz and its damping ratio is 1 − 0.9 × damping (1: no overshoot at 0; 0.55
/// at the default; 0.1 at 1). The snap acts on the item's center only (rotation is not
/// modelled); other forces still act, so gravity shifts the point it rests at slightly
/// (by g / ω², 11 pt at magnitude 1).
@preconcurrency @MainActor
open class UISnapBehavior: UIDynamicBehavior {
    let item: any UIDynamicItem

    public init(item: any UIDynamicItem, snapTo point: CGPoint) {
        self.item = item
        snapPoint = point
        super.init()
    }

    open var snapPoint: CGPoint { didSet { wake() } }
    open var damping: CGFloat = 0.5 { didSet { wake() } }

    static let naturalFrequency = 2 * Double.pi * 1.5
    var dampingRatio: Double { 1 - 0.9 * min(1, max(0, Double(damping))) }

    override var dynamicItems: [any UIDynamicItem] { [item] }
}
