/// How far the contents of each group can reach, in device pixels, so a group's offscreen
/// layer is allocated and composited over that area only instead of the whole clip: a
/// transition with two hundred translucent cards then blends two hundred small layers, not
/// two hundred full screens.
///
/// Bounds are conservative (a shape's transformed box plus a pixel of anti-aliasing); ops
/// whose reach is not computed here (text, filled paths, shadows) count as the whole canvas.
enum GroupExtents {
    /// For every `pushGroup` op, the union of what the ops up to its `popGroup` can touch;
    /// nil for every other op.
    static func compute(_ ops: [DisplayOp], canvas: PixelRect) -> [PixelRect?] {
        var result = [PixelRect?](repeating: nil, count: ops.count)
        var open: [(index: Int, extent: PixelRect)] = []
        var index = 0
        while index < ops.count {
            switch ops[index].kind {
            case .pushGroup:
                open.append((index, .empty))
            case .popGroup:
                if let group = open.popLast() {
                    result[group.index] = group.extent
                    if !open.isEmpty { open[open.count - 1].extent = open[open.count - 1].extent.union(group.extent) }
                }
            case .pushClipRect, .pushClipRoundedRect, .pushClipPath, .popClip:
                break
            default:
                if !open.isEmpty {
                    open[open.count - 1].extent = open[open.count - 1].extent.union(reach(of: ops[index].kind, canvas: canvas))
                }
            }
            index += 1
        }
        return result
    }

    /// The pixels a drawing op can change.
    static func reach(of kind: DisplayOp.Kind, canvas: PixelRect) -> PixelRect {
        let local: Rect, transform: Transform
        switch kind {
        case let .fillRect(rect, _, t),
             let .fillRoundedRect(rect, _, _, t),
             let .strokeRoundedRect(rect, _, _, _, t),
             let .drawImage(_, rect, _, t),
             let .fillLinearGradient(rect, _, _, t):
            (local, transform) = (rect.standardized, t)
        case let .strokePath(path, style, _, t):
            (local, transform) = (path.strokeBounds(style), t)
        default:
            return canvas
        }
        return reach(of: local, transform: transform, within: canvas)
    }

    /// The pixels within `limit` that a shape inside `local` can touch: its transformed box
    /// plus a pixel of anti-aliasing.
    static func reach(of local: Rect, transform: Transform, within limit: PixelRect) -> PixelRect {
        let box = local.applying(transform)
        return PixelRect.enclosing(minX: box.minX - 1, minY: box.minY - 1, maxX: box.maxX + 1, maxY: box.maxY + 1,
                                   within: limit)
    }
}
