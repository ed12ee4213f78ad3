extension View {
    /// The transform from this view's bounds space to the root of its tree (the window's
    /// bounds space, in points), through every ancestor's position, anchor, transform and
    /// bounds origin. A root that is not a window is a layer tree's root to Core Animation,
    /// which converts into the space around it: through its own position and bounds origin too
    /// (a table view taken out of the window keeps its scroll offset in what it converts).
    public var transformToRoot: Transform {
        var result = Transform.identity
        var current: View = self
        while let parent = current.superview {
            result = result.concatenating(current.layer.model.toSuperlayer)
            current = parent
        }
        if !(current is Window) { result = result.concatenating(current.layer.model.toSuperlayer) }
        return result
    }

    /// Maps `point` from this view's bounds space into `view`'s (nil: the root/window space).
    public func convert(_ point: Point, to view: View?) -> Point {
        point.applying(transform(to: view))
    }

    /// Maps `point` from `view`'s bounds space (nil: the root/window space) into this view's.
    public func convert(_ point: Point, from view: View?) -> Point {
        guard let view else { return point.applying(transformToRoot.inverted() ?? .identity) }
        return view.convert(point, to: self)
    }

    /// The bounding box of `rect`, mapped from this view's bounds space into `view`'s.
    public func convert(_ rect: Rect, to view: View?) -> Rect {
        rect.applying(transform(to: view))
    }

    public func convert(_ rect: Rect, from view: View?) -> Rect {
        guard let view else { return rect.applying(transformToRoot.inverted() ?? .identity) }
        return view.convert(rect, to: self)
    }

    /// This view's space to `view`'s space; a view that cannot be inverted (scale 0) maps
    /// everything through the identity rather than producing NaN.
    private func transform(to view: View?) -> Transform {
        let mine = transformToRoot
        guard let view else { return mine }
        return mine.concatenating(view.transformToRoot.inverted() ?? .identity)
    }
}
