/// Turns a view tree into a display list, drawing each layer as Core Animation composites it:
/// shadow, background, contents, sublayers (clipped when `masksToBounds`), then the border on
/// top; a layer with opacity below 1 is flattened into a group first (group opacity, the iOS
/// default).
@MainActor
public struct SceneRenderer {
    /// The values to draw for a layer; nil draws what is on screen: the presentation values at
    /// the window's clock time.
    public var state: ((Layer) -> LayerState)?

    public init(state: ((Layer) -> LayerState)? = nil) {
        self.state = state
    }

    /// The frame of `window` as it shows now.
    public func frame(of window: Window, name: String? = nil) throws(SceneError) -> SceneFrame {
        let renderer = state.map(SceneRenderer.init) ?? SceneRenderer.onScreen(at: window.clock.now)
        return try renderer.drawFrame(of: window, name: name)
    }

    /// Draws what is on screen at clock time `now`: every layer's presentation values at its
    /// local time (a view in a frozen interactive container runs on the container's time).
    static func onScreen(at now: Double) -> SceneRenderer {
        SceneRenderer { layer in layer.presentation(at: layer.view?.localTime(atClock: now) ?? now) }
    }

    private func drawFrame(of window: Window, name: String?) throws(SceneError) -> SceneFrame {
        window.layoutForDrawing()
        window.displayIfNeeded()
        let (width, height) = window.pixelSize
        guard width >= 1, height >= 1, width <= DisplayList.maximumSide, height <= DisplayList.maximumSide else {
            throw SceneError(view: window.displayName, problem: "a window of \(width)x\(height) px cannot be drawn (1 to \(DisplayList.maximumSide) px a side)")
        }
        let device = Transform(scaleX: window.scale, y: window.scale)
        var canvas = SceneCanvas(transform: device, scale: window.scale)
        // The window's own geometry places it on the screen; its background is the canvas colour.
        let rootState = values(window.layer)
        let background = rootState.backgroundColor ?? .black
        try drawChildren(of: window, state: rootState, parentTransform: device, into: &canvas)
        let list = DisplayList(width: width, height: height, background: background.withAlpha(1), ops: canvas.ops, name: name)
        return SceneFrame(displayList: list, images: canvas.images)
    }

    /// The frame of one view alone, at its bounds' size and `scale`, ignoring its position and
    /// transform: what `snapshotView(afterScreenUpdates:)` shows.
    public func snapshot(of view: View, scale: Double) throws(SceneError) -> SceneFrame {
        view.layoutIfNeeded()
        view.displayIfNeeded()
        let viewState = values(view.layer)
        let width = Int((viewState.bounds.width * scale).rounded(.up))
        let height = Int((viewState.bounds.height * scale).rounded(.up))
        guard width >= 1, height >= 1, width <= DisplayList.maximumSide, height <= DisplayList.maximumSide else {
            throw SceneError(view: view.displayName, problem: "a snapshot of \(width)x\(height) px cannot be drawn (1 to \(DisplayList.maximumSide) px a side)")
        }
        let device = Transform(translationX: -viewState.bounds.origin.x, y: -viewState.bounds.origin.y)
            .concatenating(Transform(scaleX: scale, y: scale))
        var canvas = SceneCanvas(transform: device, scale: scale)
        try draw(view, state: viewState, transform: device, into: &canvas)
        let list = DisplayList(width: width, height: height, background: .clear, ops: canvas.ops,
                               name: "snapshot of \(view.displayName)")
        return SceneFrame(displayList: list, images: canvas.images)
    }

    private func drawChildren(of view: View, state viewState: LayerState, parentTransform: Transform,
                              into canvas: inout SceneCanvas) throws(SceneError) {
        let sublayerTransform = viewState.sublayerTransform
        let instances = view.replication?.instances(in: viewState.bounds) ?? [(Transform3D.identity, 1)]
        for (child, childState) in inDrawingOrder(view.subviews) {
            try check(childState, of: child)
            for (replica, alpha) in instances where alpha > 0 {
                if alpha < 1 { canvas.add(.pushGroup(alpha: alpha, id: view.displayName)) }
                if sublayerTransform == .identity, childState.transform3D.isAffine, replica.isAffine, !child.preservesDepth {
                    try draw(child, state: childState,
                             transform: childState.toSuperlayer.concatenating(replica.affinePart).concatenating(parentTransform), into: &canvas)
                } else {
                    let toParent = childState.toSuperlayer3D.concatenating(replica).concatenating(viewState.aboutAnchorPoint(sublayerTransform))
                    try drawIn3D(child, state: childState, toCanvas: toParent.concatenating(Transform3D(parentTransform)), into: &canvas)
                }
                if alpha < 1 { canvas.add(.popGroup) }
            }
        }
    }

    /// Draws a layer whose bounds space reaches the canvas through the 3-D `toCanvas`: flat
    /// into one plane, or, for a transform layer, each sublayer into its own plane through it
    /// (so a cube's faces keep their own perspective).
    private func drawIn3D(_ view: View, state s: LayerState, toCanvas: Transform3D, into canvas: inout SceneCanvas) throws(SceneError) {
        guard view.preservesDepth else {
            try drawInPlane(view, state: s, projection: toCanvas.projection, into: &canvas)
            return
        }
        guard !view.layer.isHidden, s.opacity > 0 else { return }
        let sublayers = s.aboutAnchorPoint(s.sublayerTransform)
        for (child, childState) in inDrawingOrder(view.subviews) {
            try check(childState, of: child)
            try drawIn3D(child, state: childState, toCanvas: childState.toSuperlayer3D.concatenating(sublayers).concatenating(toCanvas),
                         into: &canvas)
        }
    }

    /// Draws a layer under a 3-D transform: its subtree flat, at the canvas scale, into a
    /// plane that `projection` (its bounds space to the canvas) shows in perspective. A 3-D
    /// layer inside it is flattened into this plane (Core Animation keeps such sublayers in
    /// 3-D unless an ancestor flattens them; only the one-level case is exact here).
    private func drawInPlane(_ view: View, state s: LayerState, projection: ProjectiveTransform,
                             into canvas: inout SceneCanvas) throws(SceneError) {
        // Edge-on planes show nothing; a back face shows only on a double-sided layer.
        let facing = projection.determinant
        guard facing != 0, facing.isFinite, facing > 0 || view.layer.isDoubleSided else { return }
        let scale = canvas.scale
        let toPixels = Transform(scaleX: scale, y: scale)
        let extent = planeExtent(of: view, state: s, scale: scale).applying(toPixels)
        let pixelsToBounds = ProjectiveTransform(Transform(scaleX: 1 / scale, y: 1 / scale))
        canvas.add(.pushPlane(extent, transform: pixelsToBounds.concatenating(projection), id: view.displayName))
        let saved = canvas.transform
        try draw(view, state: s, transform: toPixels, into: &canvas)
        canvas.transform = saved
        canvas.add(.popPlane)
    }

    /// What a layer and its sublayers can draw, in its bounds space: the bounds, a shape
    /// layer's path and stroke (often drawn outside empty bounds), the shadow's blur, and
    /// sublayers reaching outside unless the layer clips them. Reaching past the bounds adds a
    /// point for anti-aliasing; a layer drawing inside its bounds gets exactly them, so the
    /// projected plane's edges are the layer's own, with exact-area coverage.
    private func planeExtent(of view: View, state s: LayerState, scale: Double) -> Rect {
        let bounds = s.bounds.standardized
        var extent = bounds
        if let path = s.shapePath, !path.isEmpty, case .shape? = view.layerContent {
            // Miter joins can reach several widths past the outline.
            let reach = (s.strokeColor == nil ? 0 : 5 * max(0, s.lineWidth)) + 1
            let drawn = path.controlBounds.insetBy(dx: -reach, dy: -reach)
            if bounds.union(drawn) != bounds { extent = extent.union(drawn) }
        }
        if s.shadowOpacity > 0 {
            // Three standard deviations (σ = radius / 2) of the blur, past the offset shape.
            let reach = 1.5 * max(0, s.shadowRadius) + 1
            let shape = (s.shadowPath?.controlBounds ?? bounds).offsetBy(dx: s.shadowOffset.width, dy: s.shadowOffset.height)
            extent = extent.union(shape.insetBy(dx: -reach, dy: -reach))
        }
        if !view.layer.masksToBounds {
            let replicas = (view.replication?.instances(in: bounds) ?? [(Transform3D.identity, 1)]).map(\.transform.affinePart)
            for child in view.subviews where !child.layer.isHidden {
                let childState = values(child.layer)
                guard childState.toSuperlayer.isFinite else { continue }
                let drawn = planeExtent(of: child, state: childState, scale: scale)
                for replica in replicas {
                    let frame = drawn.applying(childState.toSuperlayer.concatenating(replica))
                    if frame.isFinite, bounds.union(frame) != bounds { extent = extent.union(frame.insetBy(dx: -1, dy: -1)) }
                }
            }
        }
        // No plane larger than the renderer takes: keep the part around the bounds' centre.
        let half = (Double(DisplayList.maximumSide) - 2) / 2 / scale
        return extent.intersection(Rect(x: bounds.midX - half, y: bounds.midY - half, width: 2 * half, height: 2 * half))
    }

    private func draw(_ view: View, state s: LayerState, transform unflipped: Transform, into canvas: inout SceneCanvas) throws(SceneError) {
        guard !view.layer.isHidden, s.opacity > 0, unflipped.determinant != 0 else { return }
        let transform = view.layer.isGeometryFlipped ? view.layer.geometryFlip(in: s.bounds).concatenating(unflipped) : unflipped
        // A transform layer draws nothing of its own, only its sublayers.
        if view.preservesDepth {
            try drawChildren(of: view, state: s, parentTransform: transform, into: &canvas)
            return
        }
        let id = view.displayName
        let radius = max(0, s.cornerRadius)
        // A square-cornered layer's edges as Core Animation fills them: on whole pixels unless it
        // antialiases them. Rounded corners keep their exact (antialiased) outline: a device
        // cuts that outline's straight runs at the same pixels, which differs by under a pixel.
        let bounds = radius > 0 || view.layer.allowsEdgeAntialiasing ? s.bounds : Self.pixelAligned(s.bounds, under: transform)
        // A mask view clips the whole layer, shadow and backdrop included.
        var masking: MaskDrawing?
        if let mask = view.mask {
            masking = try pushMask(mask, over: transform, into: &canvas)
            guard masking != nil else { return }  // the mask lets nothing through
        }
        defer {
            switch masking {
            case .clip?: canvas.add(.popClip)
            case .clipInGroup?: canvas.add(.popGroup); canvas.add(.popClip)
            case .alpha?: canvas.add(.popMask)
            case nil: break
            }
        }
        // Masked or continuous corners are paths; uniform circular ones have their own ops.
        let outline: Path? = radius > 0 && s.cornerStyle != .circular
            ? Path.roundedRect(bounds, radius: radius, style: s.cornerStyle) : nil
        let grouped = s.opacity < 1
        if grouped { canvas.add(.pushGroup(alpha: min(1, s.opacity), id: id)) }
        // Blurred inside the layer's group: the group's alpha (and any fading ancestor's) fades
        // the blur in with the layer.
        if s.backdropBlur > 0 {
            canvas.add(.backdropBlur(outline ?? Path.roundedRect(bounds, radius: radius), blur: s.backdropBlur,
                                     transform: transform, id: id))
        }

        if s.shadowOpacity > 0 {
            let color = s.shadowColor.withAlpha(min(1, s.shadowColor.alpha * s.shadowOpacity))
            let shadow = Shadow(color: color, offset: s.shadowOffset, radius: s.shadowRadius)
            if s.backgroundColor != nil || s.shadowPath != nil {
                canvas.add((s.shadowPath ?? outline).map { .pathShadow($0, shadow: shadow, transform: transform, id: id) }
                    ?? .roundedRectShadow(bounds, radius: radius, shadow: shadow, transform: transform, id: id))
            } else if let shown = view.opaqueContentRect(in: bounds) {
                // Opaque content (a contents image, a snapshot) casts the shadow of where it
                // shows (a translucent one's alpha would shape it: not modelled, so it casts none).
                let casting = view.layer.masksToBounds ? shown.intersection(bounds) : shown
                if !casting.isEmpty {
                    canvas.add(.pathShadow(Path.rect(casting), shadow: shadow, transform: transform, id: id))
                }
            } else if !view.layer.masksToBounds, let shape = sublayerShadowShape(of: view) {
                // A clear layer casts the shadow of what its sublayers fill.
                canvas.add(.pathShadow(shape, shadow: shadow, transform: transform, id: id))
            }
        }
        if let background = s.backgroundColor, background.alpha > 0 {
            canvas.add(outline.map { .fillPath($0, color: background, transform: transform, id: id) }
                ?? (radius > 0
                    ? .fillRoundedRect(bounds, radius: radius, color: background, transform: transform, id: id)
                    : .fillRect(bounds, color: background, transform: transform, id: id)))
        }
        // The layer's own area, inside its corners: what a pattern background fills and what a
        // clipping layer clips its content and sublayers to.
        let ownArea: DisplayOp = outline.map { .pushClipPath($0, transform: transform, id: id) }
            ?? (radius > 0
                ? .pushClipRoundedRect(bounds, radius: radius, transform: transform, id: id)
                : .pushClipRect(bounds, transform: transform, id: id))
        if let pattern = view.backgroundPattern {
            canvas.add(ownArea)
            Self.tile(pattern, over: s.bounds, transform: transform, into: &canvas, id: id)
            canvas.add(.popClip)
        }
        let clips = view.layer.masksToBounds
        if clips { canvas.add(ownArea) }
        let saved = canvas.transform
        canvas.transform = transform
        view.drawContent(into: &canvas, state: s)
        canvas.transform = saved
        try drawChildren(of: view, state: s, parentTransform: transform, into: &canvas)
        if clips { canvas.add(.popClip) }
        if s.borderWidth > 0, s.borderColor.alpha > 0 {
            canvas.add(outline == nil
                ? .strokeRoundedRect(bounds, radius: radius, lineWidth: s.borderWidth, color: s.borderColor,
                                     transform: transform, id: id)
                : .fillPath(Path.border(bounds, radius: radius, lineWidth: s.borderWidth, style: s.cornerStyle),
                            color: s.borderColor, transform: transform, id: id))
        }
        if grouped { canvas.add(.popGroup) }
    }

    /// `bounds` with each edge moved to the pixel boundary that leaves the layer covering exactly
    /// the pixels whose centres it contains, as a GPU fills a quad without edge antialiasing
    /// (Core Animation's default, `allowsEdgeAntialiasing` false): layers that meet at a fractional
    /// position then share no half-covered pixel. Only for a layer drawn upright, scaled or not;
    /// a turned or skewed layer keeps its exact edges. Edges are quantized to the rasterizer's
    /// sub-pixel grid first, so a value a rounding error from a pixel's centre snaps the same way
    /// on every machine.
    static func pixelAligned(_ bounds: Rect, under transform: Transform) -> Rect {
        guard transform.isAxisAligned, transform.a != 0, transform.d != 0, !bounds.isEmpty else { return bounds }
        func snapped(_ device: Double) -> Double {
            let grid = Double(DisplayList.subpixelsPerPixel)
            return ((device * grid).rounded() / grid - 0.5).rounded(.up)
        }
        let left = snapped(Swift.min(transform.a * bounds.minX, transform.a * bounds.maxX) + transform.tx)
        let right = snapped(Swift.max(transform.a * bounds.minX, transform.a * bounds.maxX) + transform.tx)
        let top = snapped(Swift.min(transform.d * bounds.minY, transform.d * bounds.maxY) + transform.ty)
        let bottom = snapped(Swift.max(transform.d * bounds.minY, transform.d * bounds.maxY) + transform.ty)
        guard left.isFinite, top.isFinite, right.isFinite, bottom.isFinite else { return bounds }
        // Back into the layer's own space: the rasterizer maps these to the whole pixels again.
        let x0 = (left - transform.tx) / transform.a, x1 = (right - transform.tx) / transform.a
        let y0 = (top - transform.ty) / transform.d, y1 = (bottom - transform.ty) / transform.d
        return Rect(x: Swift.min(x0, x1), y: Swift.min(y0, y1), width: abs(x1 - x0), height: abs(y1 - y0))
    }

    /// How a view's mask is drawn, and so what closes it.
    private enum MaskDrawing {
        /// A clip to the mask's outline.
        case clip
        /// A clip, and a group at the mask's uniform alpha.
        case clipInGroup
        /// The mask drawn whole and the content composited through its alpha.
        case alpha
    }

    /// Pushes what `mask` makes over a view whose bounds space is `transform`, or nothing (nil)
    /// when the mask lets nothing through. A mask that is one uniform shape (its background
    /// colour in its rounded bounds, or a shape layer's filled path) is a clip, exact and cheap;
    /// any other (a gradient, an image, text, strokes, sublayers, a shadow) is drawn whole as a
    /// layer tree and its alpha masks the content.
    private func pushMask(_ mask: View, over transform: Transform, into canvas: inout SceneCanvas) throws(SceneError) -> MaskDrawing? {
        let m = values(mask.layer)
        try check(m, of: mask)
        guard !mask.layer.isHidden, m.opacity > 0, m.toSuperlayer.determinant != 0 else { return nil }
        var shape: ShapeContent?
        if case .shape(let content)? = mask.layerContent { shape = content }
        var content = SceneCanvas(transform: transform, scale: canvas.scale)
        if shape == nil { mask.drawContent(into: &content, state: m) }
        let background = m.backgroundColor?.alpha ?? 0
        let strokes = shape.map { m.strokeColor.map { $0.alpha > 0 } == true && $0.strokeStyle(m) != nil } ?? false
        let uniform = mask.subviews.isEmpty && content.ops.isEmpty && !strokes && (shape == nil || background == 0)
            && m.shadowOpacity == 0 && m.borderWidth == 0 && m.transform3D.isAffine
        guard uniform else {
            canvas.add(.pushMask(id: mask.displayName))
            if m.transform3D.isAffine {
                try draw(mask, state: m, transform: m.toSuperlayer.concatenating(transform), into: &canvas)
            } else {
                try drawInPlane(mask, state: m, projection: m.toSuperlayer3D.concatenating(Transform3D(transform)).projection, into: &canvas)
            }
            canvas.add(.pushMaskedContent(id: mask.displayName))
            return .alpha
        }
        let outline = shape == nil ? Path.roundedRect(m.bounds, radius: max(0, m.cornerRadius), style: m.cornerStyle) : m.shapePath
        let alpha = m.opacity * (shape == nil ? background : (m.fillColor?.alpha ?? 0))
        guard let outline, alpha > 0 else { return nil }
        canvas.add(.pushClipPath(outline, rule: shape?.fillRule ?? .nonZero,
                                 transform: mask.layer.geometryFlip(in: m.bounds).concatenating(m.toSuperlayer).concatenating(transform),
                                 id: mask.displayName))
        guard alpha < 1 else { return .clip }
        canvas.add(.pushGroup(alpha: alpha, id: mask.displayName))
        return .clipInGroup
    }

    /// The values to draw for `layer` (the model when no state function is set).
    func values(_ layer: Layer) -> LayerState {
        state?(layer) ?? layer.model
    }

    /// Refuses values that cannot be drawn, naming the view and the value.
    /// Sublayers with the values they show, in the order Core Animation draws them: by
    /// `zPosition`, lowest first, and in subview order where it is the same.
    private func inDrawingOrder(_ subviews: [View]) -> [(View, LayerState)] {
        let shown = subviews.map { ($0, values($0.layer)) }
        guard shown.contains(where: { $0.1.zPosition != 0 }) else { return shown }
        return shown.enumerated().sorted { a, b in
            a.element.1.zPosition != b.element.1.zPosition ? a.element.1.zPosition < b.element.1.zPosition : a.offset < b.offset
        }.map(\.element)
    }

    private func check(_ s: LayerState, of view: View) throws(SceneError) {
        if let problem = view.layer.keyedAnimationProblem { throw SceneError(view: view.displayName, problem: problem) }
        func fail(_ property: String, _ value: Any) -> SceneError {
            SceneError(view: view.displayName, problem: "\(property) \(value) is not finite")
        }
        if !s.bounds.isFinite { throw fail("bounds", s.bounds) }
        if !(s.position.x.isFinite && s.position.y.isFinite) { throw fail("position", s.position) }
        if !(s.anchorPoint.x.isFinite && s.anchorPoint.y.isFinite) { throw fail("anchorPoint", s.anchorPoint) }
        if !s.transform3D.isFinite {
            throw s.transform3D.isAffine ? fail("transform", s.transform) : fail("transform", s.transform3D)
        }
        if !s.sublayerTransform.isFinite { throw fail("sublayerTransform", s.sublayerTransform) }
        if !s.zPosition.isFinite { throw fail("zPosition", s.zPosition) }
        if !s.opacity.isFinite { throw fail("alpha", s.opacity) }
        if !s.cornerRadius.isFinite { throw fail("cornerRadius", s.cornerRadius) }
        if !s.borderWidth.isFinite { throw fail("borderWidth", s.borderWidth) }
    }
}

/// A scene that cannot be drawn, naming the view and the problem.
public struct SceneError: Error, Sendable, Hashable, CustomStringConvertible {
    public var view: String
    public var problem: String

    public init(view: String, problem: String) {
        self.view = view
        self.problem = problem
    }

    public var description: String { "view \(view): \(problem)" }
}

extension View {
    /// The name used in display lists and messages: `name`, else the class of the UIKit view
    /// that made it (the app's own subclass), else the engine type's name.
    public var displayName: String { name ?? hostTypeName ?? String(describing: type(of: self)) }
}

extension SceneRenderer {
    /// The most tiles a pattern background draws; a smaller tile over a larger view is drawn
    /// as this many and reported, so a pattern of a sliver never makes a frame unbounded.
    static let patternTileLimit = 4096

    /// `pattern` repeated at its size in points from `bounds`' top-left corner to past its far
    /// edges (the clip cuts the last row and column).
    static func tile(_ pattern: Image, over bounds: Rect, transform: Transform, into canvas: inout SceneCanvas, id: String) {
        let size = pattern.size
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite,
              bounds.width > 0, bounds.height > 0, bounds.width.isFinite, bounds.height.isFinite else { return }
        let columns = Int((bounds.width / size.width).rounded(.up)), rows = Int((bounds.height / size.height).rounded(.up))
        guard columns * rows <= patternTileLimit else {
            return SceneDiagnostics.report("the pattern \"\(pattern.name)\" (\(size.width) × \(size.height) pt) would take "
                + "\(columns * rows) tiles to fill \(id); at most \(patternTileLimit) are drawn: none was")
        }
        let name = canvas.register(pattern.bitmap, name: pattern.name)
        var row = 0
        while row < rows {
            var column = 0
            while column < columns {
                let tile = Rect(x: bounds.minX + Double(column) * size.width, y: bounds.minY + Double(row) * size.height,
                                width: size.width, height: size.height)
                canvas.add(.drawImage(name, rect: tile, filter: .bilinear, transform: transform, id: id))
                column += 1
            }
            row += 1
        }
    }
}
