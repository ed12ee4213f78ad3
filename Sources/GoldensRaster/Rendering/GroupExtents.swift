/// How far the contents of each group can reach, in device pixels, so a group's offscreen
/// layer is allocated and composited over that area only instead of the whole clip: a
/// transition with two hundred translucent cards then blends two hundred small layers, not
/// two hundred full screens.
///
/// Bounds are conservative (a shape's transformed box plus a pixel of anti-aliasing); ops
/// whose reach is not computed here (text, filled paths, shadows) count as the whole canvas.
/// The same pass finds the groups that hold nothing but one other group (see `GroupPlan`).
enum GroupExtents {
    /// For every `pushGroup` op, its plan: the union of what the ops up to its `popGroup` can
    /// touch, and whether it wraps a single group; nil for every other op. Ops inside a plane
    /// are in the plane's space: they bound the plane's own groups, and the plane as a whole
    /// reaches its projected outline.
    static func compute(_ ops: [DisplayOp], canvas: PixelBounds) -> [GroupPlan?] {
        var result = [GroupPlan?](repeating: nil, count: ops.count)
        var open: [(index: Int, extent: PixelBounds, wrapsOneGroup: Bool)] = []
        // Per open plane: how many groups were open outside it, and the space around it.
        var planes: [(groupsOutside: Int, outerCanvas: PixelBounds, reach: PixelBounds)] = []
        var space = canvas
        /// Adds `reach` to the innermost open group of the current space, if there is one.
        func extend(_ reach: PixelBounds) {
            if open.count > (planes.last?.groupsOutside ?? 0) {
                open[open.count - 1].extent = open[open.count - 1].extent.union(reach)
            }
        }
        var index = 0
        while index < ops.count {
            switch ops[index].kind {
            case .pushGroup:
                open.append((index, .empty, false))
            case .popGroup:
                if let group = open.popLast() {
                    result[group.index] = GroupPlan(extent: group.extent, wrapsOneGroup: group.wrapsOneGroup)
                    extend(group.extent)
                    // Pushed right after its parent and popped right before it: the parent holds
                    // nothing else.
                    if let parent = open.last, parent.index == group.index - 1,
                       index + 1 < ops.count, case .popGroup = ops[index + 1].kind {
                        open[open.count - 1].wrapsOneGroup = true
                    }
                }
            case .pushPlane(let rect, let projection):
                planes.append((open.count, space, reach(ofPlane: rect, projection: projection, canvas: space)))
                let limit = DisplayList.maximumSide
                space = PixelBounds.enclosing(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY,
                                            within: PixelBounds(x0: -limit, y0: -limit, x1: limit, y1: limit))
            case .popPlane:
                if let plane = planes.popLast() {
                    space = plane.outerCanvas
                    extend(plane.reach)
                }
            case .pushClipRect, .pushClipRoundedRect, .pushClipPath, .popClip:
                break
            default:
                extend(reach(of: ops[index].kind, canvas: space))
            }
            index += 1
        }
        return result
    }

    /// The pixels of `canvas` a plane over `rect` can change through `projection`.
    static func reach(ofPlane rect: Rect, projection: ProjectiveTransform, canvas: PixelBounds) -> PixelBounds {
        let points = projection.visibleImage(of: rect)
        guard let first = points.first else { return .empty }
        var (x0, y0, x1, y1) = (first.x, first.y, first.x, first.y)
        for p in points {
            x0 = min(x0, p.x); y0 = min(y0, p.y); x1 = max(x1, p.x); y1 = max(y1, p.y)
        }
        return PixelBounds.enclosing(minX: x0 - 1, minY: y0 - 1, maxX: x1 + 1, maxY: y1 + 1, within: canvas)
    }

    /// The pixels a drawing op can change.
    static func reach(of kind: DisplayOp.Kind, canvas: PixelBounds) -> PixelBounds {
        let local: Rect, transform: Transform
        switch kind {
        case let .fillRect(rect, _, t),
             let .fillRoundedRect(rect, _, _, t),
             let .strokeRoundedRect(rect, _, _, _, t),
             let .drawImage(_, rect, _, t),
             let .fillLinearGradient(rect, _, _, t),
             let .fillGradient(rect, _, t):
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
    static func reach(of local: Rect, transform: Transform, within limit: PixelBounds) -> PixelBounds {
        let box = local.applying(transform)
        return PixelBounds.enclosing(minX: box.minX - 1, minY: box.minY - 1, maxX: box.maxX + 1, maxY: box.maxY + 1,
                                   within: limit)
    }
}

/// What the renderer knows about a group before drawing it.
struct GroupPlan {
    /// The pixels its contents can touch.
    var extent: PixelBounds
    /// True when the group holds exactly one group and nothing else (a fading container
    /// around a fading view). Its layer would receive that group's layer and nothing more, so
    /// the renderer opens no layer for it and applies its alpha in the inner group's composite.
    var wrapsOneGroup: Bool
}
