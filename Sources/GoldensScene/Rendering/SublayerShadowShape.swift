import GoldensRaster

extension SceneRenderer {
    /// The shape a layer with a shadow but no background, shadow path or opaque contents of its
    /// own casts it from: what its sublayers fill (their backgrounds, with their rounded
    /// corners, and opaque contents), each cut by the nearest sublayer above it that masks to
    /// its bounds, in the layer's own space. Core Animation shadows the alpha of everything the
    /// layer composites; Apple's own presentation sample shadows a clear wrapper around a
    /// rounded, clipping view this way. The filled shapes stand for that alpha here: text,
    /// strokes and translucent contents cast nothing, and a clip that only partly covers a
    /// shape cuts it by its bounding rectangle. Nil when the sublayers fill nothing.
    func sublayerShadowShape(of view: View) -> Path? {
        var shape = Path()
        var casters = 0
        func visit(_ parent: View, toLayer: Transform, clip: (outline: Path, box: Rect)?, depth: Int) {
            for child in parent.subviews where casters < Self.maximumShadowCasters {
                let s = values(child.layer)
                guard !child.layer.isHidden, s.opacity > 0, s.transform3D.isAffine, s.bounds.isFinite else { continue }
                let transform = s.toSuperlayer.concatenating(toLayer)
                let radius = max(0, s.cornerRadius)
                let outline = (radius > 0 ? Path.roundedRect(s.bounds, radius: radius, style: s.cornerStyle) : Path.rect(s.bounds))
                    .applying(transform)
                let box = s.bounds.applying(transform)
                var filled: (Path, Rect)?
                if let background = s.backgroundColor, background.alpha > 0 {
                    filled = (outline, box)
                } else if let shown = child.opaqueContentRect(in: s.bounds) {
                    filled = (Path.rect(shown).applying(transform), shown.applying(transform))
                }
                if let (path, pathBox) = filled, let cut = Self.cut(path, box: pathBox, by: clip) {
                    shape.append(cut)
                    casters += 1
                }
                let childClip = child.layer.masksToBounds ? Self.narrower(clip, (outline, box)) : clip
                if depth < Self.maximumShadowDepth {
                    visit(child, toLayer: transform, clip: childClip, depth: depth + 1)
                }
            }
        }
        visit(view, toLayer: .identity, clip: nil, depth: 1)
        return casters > 0 ? shape : nil
    }

    /// How deep and how many sublayers are looked at: enough for wrappers around a screen,
    /// few enough that a big hierarchy under a shadow costs little.
    static let maximumShadowDepth = 6
    static let maximumShadowCasters = 64

    /// `path` as `clip` lets it show: whole inside it, the clip's own outline when the path
    /// covers it, else the two boxes' overlap; nil when nothing shows.
    private static func cut(_ path: Path, box: Rect, by clip: (outline: Path, box: Rect)?) -> Path? {
        guard let clip else { return path }
        if box.covers(clip.box) { return clip.outline }
        if clip.box.covers(box) { return path }
        let overlap = box.intersection(clip.box)
        return overlap.isEmpty ? nil : Path.rect(overlap)
    }

    /// The tighter of two clips (their boxes' overlap when neither holds the other).
    private static func narrower(_ outer: (outline: Path, box: Rect)?, _ inner: (outline: Path, box: Rect)) -> (outline: Path, box: Rect) {
        guard let outer else { return inner }
        if outer.box.covers(inner.box) { return inner }
        if inner.box.covers(outer.box) { return outer }
        let overlap = outer.box.intersection(inner.box)
        return (Path.rect(overlap), overlap)
    }
}

private extension Rect {
    /// Whether `other` lies within this rectangle (to a hundredth of a point).
    func covers(_ other: Rect) -> Bool {
        let slack = 0.01
        return other.minX >= minX - slack && other.minY >= minY - slack && other.maxX <= maxX + slack && other.maxY <= maxY + slack
    }
}
