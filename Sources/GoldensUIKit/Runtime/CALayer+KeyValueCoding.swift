import Foundation
import GoldensScene

/// Core Animation's key-value coding of layer properties: `layer.setValue(0.3, forKeyPath:
/// "strokeEnd")` sets `strokeEnd` through its setter (so it animates, and reads back, as the
/// property does), and the transform's parts ("transform.rotation.z", "transform.scale"…)
/// change that part of the transform. Code sets the model value this way after adding an
/// animation of the same key path (`layer.add(anim, forKey: nil); layer.setValue(anim.toValue,
/// forKeyPath: anim.keyPath!)`). Keys a layer does not have go to the general key-value store.
extension CALayer {
    /// Sets the property `keyPath` names from `value` (a number, point, size, rect, colour,
    /// path or transform, bare or boxed in NSValue/NSNumber); false when the layer has no such
    /// property or the value is not of its type.
    func setLayerValue(_ value: Any?, forKeyPath keyPath: String) -> Bool {
        guard let value else { return false }
        if keyPath.hasPrefix("transform."), let number = Convert.number(value) {
            return setTransformPart(keyPath, to: number)
        }
        if let shape = self as? CAShapeLayer, shape.setShapeValue(value, forKey: keyPath) { return true }
        switch keyPath {
        case "opacity": return set(Convert.number(value)) { opacity = Float($0) }
        case "cornerRadius": return set(Convert.number(value)) { cornerRadius = CGFloat($0) }
        case "borderWidth": return set(Convert.number(value)) { borderWidth = CGFloat($0) }
        case "shadowOpacity": return set(Convert.number(value)) { shadowOpacity = Float($0) }
        case "shadowRadius": return set(Convert.number(value)) { shadowRadius = CGFloat($0) }
        case "zPosition": return set(Convert.number(value)) { zPosition = CGFloat($0) }
        case "position.x": return set(Convert.number(value)) { position.x = CGFloat($0) }
        case "position.y": return set(Convert.number(value)) { position.y = CGFloat($0) }
        case "position": return set(Self.point(value)) { position = $0 }
        case "anchorPoint": return set(Self.point(value)) { anchorPoint = $0 }
        case "bounds": return set(Self.rect(value)) { bounds = $0 }
        case "bounds.size": return set(Self.size(value)) { bounds.size = $0 }
        case "shadowOffset": return set(Self.size(value)) { shadowOffset = $0 }
        case "transform": return set(Self.transform(value)) { transform = $0 }
        case "backgroundColor": return set(Self.color(value)) { backgroundColor = $0 }
        case "borderColor": return set(Self.color(value)) { borderColor = $0 }
        case "shadowColor": return set(Self.color(value)) { shadowColor = $0 }
        case "hidden", "isHidden": return set((value as? Bool) ?? (value as? NSNumber)?.boolValue) { isHidden = $0 }
        case "masksToBounds": return set((value as? Bool) ?? (value as? NSNumber)?.boolValue) { masksToBounds = $0 }
        default: return false
        }
    }

    private func set<Value>(_ value: Value?, _ assign: (Value) -> Void) -> Bool {
        guard let value else { return false }
        assign(value)
        return true
    }

    /// What `value(forKeyPath:)` reads of a layer: its properties as Core Animation boxes them
    /// (numbers as NSNumber, geometry and transforms as NSValue, colours as CGColor) and the
    /// parts of its transform; nil for a key path a layer does not have.
    func layerValue(forKeyPath keyPath: String) -> Any? {
        let parts = DecomposedTransform(transform.scene)
        if let shape = self as? CAShapeLayer {
            switch keyPath {
            case "strokeEnd": return NSNumber(value: Double(shape.strokeEnd))
            case "strokeStart": return NSNumber(value: Double(shape.strokeStart))
            case "lineWidth": return NSNumber(value: Double(shape.lineWidth))
            default: break
            }
        }
        switch keyPath {
        case "opacity": return NSNumber(value: opacity)
        case "cornerRadius": return NSNumber(value: Double(cornerRadius))
        case "shadowOpacity": return NSNumber(value: shadowOpacity)
        case "shadowRadius": return NSNumber(value: Double(shadowRadius))
        case "position": return NSValue(cgPoint: position)
        case "position.x": return NSNumber(value: Double(position.x))
        case "position.y": return NSNumber(value: Double(position.y))
        case "bounds": return NSValue(cgRect: bounds)
        case "transform": return NSValue(caTransform3D: transform)
        case "transform.rotation", "transform.rotation.z": return NSNumber(value: parts.angle)
        case "transform.scale", "transform.scale.x": return NSNumber(value: parts.scaleX)
        case "transform.scale.y": return NSNumber(value: parts.scaleY)
        case "transform.translation.x": return NSNumber(value: parts.translationX)
        case "transform.translation.y": return NSNumber(value: parts.translationY)
        default: return nil
        }
    }

    /// One number of the taken-apart transform, the others kept.
    private func setTransformPart(_ keyPath: String, to value: Double) -> Bool {
        var parts = DecomposedTransform(transform.scene)
        switch keyPath {
        case "transform.rotation", "transform.rotation.z": parts.angle = value
        case "transform.rotation.x": parts.depth.rotationX = value
        case "transform.rotation.y": parts.depth.rotationY = value
        case "transform.scale": (parts.scaleX, parts.scaleY, parts.depth.scaleZOffset) = (value, value, value - 1)
        case "transform.scale.x": parts.scaleX = value
        case "transform.scale.y": parts.scaleY = value
        case "transform.translation.x": parts.translationX = value
        case "transform.translation.y": parts.translationY = value
        case "transform.translation.z": parts.depth.translationZ = value
        default: return false
        }
        transform = CATransform3D(parts.transform3D)
        return true
    }

    nonisolated static func point(_ value: Any) -> CGPoint? { value as? CGPoint ?? (value as? NSValue)?.cgPointValue }
    nonisolated static func size(_ value: Any) -> CGSize? { value as? CGSize ?? (value as? NSValue)?.cgSizeValue }
    nonisolated static func rect(_ value: Any) -> CGRect? { value as? CGRect ?? (value as? NSValue)?.cgRectValue }

    nonisolated static func transform(_ value: Any) -> CATransform3D? {
        if let transform = value as? CATransform3D { return transform }
        if let transform = value as? CGAffineTransform { return CATransform3DMakeAffineTransform(transform) }
        return (value as? NSValue)?.boxedTransform
    }

    static func color(_ value: Any) -> CGColor? {
        if let color = value as? UIColor { return color.cgColor }
        return value as? CGColor
    }
}

extension CAShapeLayer {
    fileprivate func setShapeValue(_ value: Any, forKey key: String) -> Bool {
        switch key {
        case "strokeEnd": return set(Convert.number(value)) { strokeEnd = CGFloat($0) }
        case "strokeStart": return set(Convert.number(value)) { strokeStart = CGFloat($0) }
        case "lineWidth": return set(Convert.number(value)) { lineWidth = CGFloat($0) }
        case "fillColor": return set(CALayer.color(value)) { fillColor = $0 }
        case "strokeColor": return set(CALayer.color(value)) { strokeColor = $0 }
        case "path":
            if let path = value as? CGPath { self.path = path; return true }
            if let path = value as? UIBezierPath { self.path = path.cgPath; return true }
            return false
        default: return false
        }
    }

    private func set<Value>(_ value: Value?, _ assign: (Value) -> Void) -> Bool {
        guard let value else { return false }
        assign(value)
        return true
    }
}
