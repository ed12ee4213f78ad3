import Foundation
import GoldensScene

/// What a layer runs when one of its properties changes (Core Animation's `CAAction`):
/// `NSNull` runs nothing, an animation is added for the property's key.
public protocol CAAction {}

extension NSNull: CAAction {}
extension CAAnimation: CAAction {}

/// Core Animation's implicit animations, for stand-alone layers. A change of an animatable
/// property of a layer that has been on screen runs the layer's action for the key: by default
/// a basic animation from what showed to the new value, lasting the transaction's
/// `animationDuration` (0.25 s) on its timing function (the default curve when it has none).
/// `CATransaction.setDisableActions(true)`, an `NSNull` in `actions`, or an `action(forKey:)`
/// override returning `NSNull` turn it off. A view's own layer never animates implicitly (its
/// view's animation blocks animate it), and a layer added to the screen in the same moment
/// takes its values at once, as Core Animation has not drawn it yet.
extension CALayer {
    /// The animation Core Animation makes for a change of `key` when nothing else is set.
    static func implicitAnimation(forKey key: String) -> CABasicAnimation? {
        guard AnimatedKeyPath(key) != nil else { return nil }
        return CABasicAnimation(keyPath: key)
    }

    /// Makes a change of the properties named `keys`, then runs their actions.
    func changing(_ keys: String..., change: () -> Void) {
        guard let standalone = node.view as? LayerNode, standalone.hasBeenShown, !CATransaction.disableActions() else {
            change()
            return
        }
        let shown = node.presentation
        change()
        let model = node.model
        for key in keys {
            guard let animation = action(forKey: key) as? CABasicAnimation else { continue }
            let keyPath = animation.keyPath ?? key
            guard let property = AnimatedKeyPath(keyPath),
                  let apply = property.basic(animation.fromValue, animation.toValue, animation.byValue, shown, model, false) else { continue }
            // Nothing to animate when what showed is what the model now says.
            var start = model, end = model
            apply(&start, 0)
            apply(&end, 1)
            guard start != end else { continue }
            let duration = animation.duration, function = animation.timingFunction, path = animation.keyPath
            if duration <= 0 { animation.duration = CATransaction.animationDuration() }
            if function == nil { animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default) }
            animation.keyPath = keyPath
            animation.shownBeforeChange = shown
            add(animation, forKey: key)
            // The action object may be shared (an `actions` entry): leave it as it was given.
            (animation.duration, animation.timingFunction, animation.keyPath, animation.shownBeforeChange) = (duration, function, path, nil)
        }
    }
}
