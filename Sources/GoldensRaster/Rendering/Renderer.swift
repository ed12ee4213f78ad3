import Dispatch
import Synchronization

/// Draws display lists into bitmaps, deterministically: the same list and images give the same
/// bytes on every run, machine and thread count.
///
/// Images are referenced by name in the list and resolved here, so this module never touches
/// files: the caller (the CLI, the scene module) decodes them and registers the bitmaps.
public struct Renderer: Sendable {
    public var images: [String: Bitmap]
    /// How many threads one render may use. The frame is cut into horizontal bands (a few per
    /// thread, taken in turn as threads finish, since the work down a screen is uneven), and
    /// each band runs every op clipped to its rows. A pixel's value depends only
    /// on the ops (coverage is computed per row; a shadow blurs its own buffer, reaching as far
    /// as its blur past the band), never on pixels of other rows, so the bytes are the same for
    /// any count. A list with a backdrop blur, which reads the rows above and below, is drawn
    /// on one thread.
    public var threads: Int

    public init(images: [String: Bitmap] = [:], threads: Int = 1) {
        self.images = images
        self.threads = threads
    }

    /// The fewest rows worth a band of their own.
    static let minimumBandHeight = 32
    /// Bands per thread: enough that a thread finishing early finds more work, few enough that
    /// shapes crossing several bands are not set up many times.
    static let bandsPerThread = 4

    /// Validates the whole list (refusing it before anything is drawn) and renders it.
    public func render(_ list: DisplayList) throws(DisplayListError) -> Bitmap {
        try list.validate(imageNames: Set(images.keys))
        var bitmap = RenderContext.canvas(width: list.width, height: list.height, background: list.background.premultiplied)
        let canvas = PixelBounds(x0: 0, y0: 0, x1: list.width, y1: list.height)
        let plans = GroupExtents.compute(list.ops, canvas: canvas)
        let planes = PlaneProjection.topLevelPlanes(list.ops)
        let readsNeighbours = list.ops.contains { if case .backdropBlur = $0.kind { true } else { false } }
        let workers = readsNeighbours ? 1 : max(1, min(threads, list.height / Renderer.minimumBandHeight))
        let bands = min(workers * Renderer.bandsPerThread, max(1, list.height / Renderer.minimumBandHeight))
        let images = self.images
        let shared = workers > 1 ? BandSharedWork() : nil
        bitmap.withUnsafeMutableBytes { raw in
            let pixels = CanvasPixels(base: raw.baseAddress!.assumingMemoryBound(to: UInt8.self))
            let draw: @Sendable (PixelBounds) -> Void = { rows in
                let context = RenderContext(target: Surface(wrapping: pixels.base, bounds: canvas), images: images,
                                            rows: rows.y0..<rows.y1, shared: shared)
                Renderer.run(list.ops, from: 0, to: list.ops.count, plans: plans, planes: planes, in: context)
            }
            guard workers > 1 else { return draw(canvas) }
            let nextBand = Atomic<Int>(0)
            DispatchQueue.concurrentPerform(iterations: workers) { _ in
                while true {
                    let band = nextBand.add(1, ordering: .relaxed).oldValue
                    guard band < bands else { return }
                    let y0 = list.height * band / bands, y1 = list.height * (band + 1) / bands
                    draw(PixelBounds(x0: 0, y0: y0, x1: list.width, y1: y1))
                }
            }
        }
        return bitmap
    }

    /// Runs the ops from `start` up to `end` in order. Planes of shapes only are drawn through
    /// their projection, without a texture (see `PlaneProjection`); a textured plane in a
    /// banded render is drawn once for all the bands (see `RenderContext.drawSharedPlane`).
    private static func run(_ ops: [DisplayOp], from start: Int, to end: Int, plans: [GroupPlan?],
                            planes: [Int: PlaneProjection.Span], in context: RenderContext) {
        var index = start
        while index < end {
            if let span = planes[index], case .pushPlane(let rect, let projection) = ops[index].kind {
                if span.projected {
                    let magnification = PlaneProjection.magnification(of: projection, over: rect)
                    for inner in (index + 1)..<span.end {
                        context.op = inner
                        context.executeProjected(ops[inner].kind, projection: projection, magnification: magnification)
                    }
                    index = span.end + 1
                    continue
                }
                if context.isBanded {
                    context.op = index
                    context.drawSharedPlane(rect, projection: projection) { texture in
                        run(ops, from: index + 1, to: span.end, plans: plans, planes: planes, in: texture)
                    }
                    index = span.end + 1
                    continue
                }
            }
            context.op = index
            context.execute(ops[index].kind, group: plans[index])
            index += 1
        }
    }
}

/// The output bitmap's memory, shared by the band threads: each writes only its own rows.
private struct CanvasPixels: @unchecked Sendable {
    let base: UnsafeMutablePointer<UInt8>
}

extension DisplayList {
    /// Renders with `images` resolving `drawImage` names.
    public func render(images: [String: Bitmap] = [:]) throws(DisplayListError) -> Bitmap {
        try Renderer(images: images).render(self)
    }
}

/// The state of one render: the current surface, the clip, and the stack of pushed groups
/// and clips. Ops inside an invisible group (alpha 0) or under an empty clip do no work.
final class RenderContext {
    private enum Pushed {
        case clip(saved: ClipState)
        /// `layer` is nil for a group that is skipped (alpha 0, or nothing visible). `wrappers`:
        /// the alphas of the groups that hold only this one, outermost first (see `GroupPlan`).
        case group(saved: Surface, savedClip: ClipState, layer: Surface?, alpha: UInt32, wrappers: [UInt32])
        /// A group holding only the next group: it has no layer, and its alpha waits in
        /// `wrapperAlphas` for that group.
        case wrapper(savedClip: ClipState)
        /// `surface` is nil for a plane that is skipped (nothing of it visible).
        case plane(saved: Surface, savedClip: ClipState, surface: Surface?, projection: ProjectiveTransform, rect: Rect)
        /// A mask being drawn into `surface` (nil when skipped), see `pushMask`.
        case mask(saved: Surface, savedClip: ClipState, surface: Surface?)
        /// Content being drawn into `layer`, to go through `mask` (both nil when skipped).
        case masked(saved: Surface, savedClip: ClipState, mask: Surface?, layer: Surface?)
    }

    private(set) var target: Surface
    private(set) var clip: ClipState
    private var stack: [Pushed] = []
    private var skipping = 0
    /// The alphas of the open wrapper groups not yet taken by the group they wrap.
    private var wrapperAlphas: [UInt32] = []
    /// What a layer's channels become through the groups it fills alone (see `popGroup`).
    private let scaleTable = UnsafeMutablePointer<UInt8>.allocate(capacity: 256)
    private let images: [String: Bitmap]
    let accumulator = CoverageAccumulator()
    /// Reused for every shape (see `EdgeList`).
    let edges = EdgeList()
    private var rowPixels: UnsafeMutablePointer<UInt8>
    private var rowPixelsCapacity = 0
    /// The index of the op being run, which names its results in `shared`.
    var op = 0
    /// The work the bands of a banded render share (nil when one context draws it all).
    private let shared: BandSharedWork?
    /// Whether this context draws one band of a render others draw the other bands of.
    var isBanded: Bool { shared != nil }

    /// - Parameter rows: the rows (a band) this context may write; all when nil.
    /// - Parameter shared: the work shared with the other bands of the render.
    init(target: Surface, images: [String: Bitmap], rows: Range<Int>? = nil, shared: BandSharedWork? = nil) {
        self.target = target
        self.clip = ClipState(bounds: target.bounds, mask: nil, rows: rows ?? Int.min..<Int.max)
        self.images = images
        self.shared = shared
        rowPixels = UnsafeMutablePointer<UInt8>.allocate(capacity: 4)
    }

    deinit {
        rowPixels.deallocate()
        scaleTable.deallocate()
    }

    /// A bitmap filled with `background` by bulk copies (see `Memory.fill`).
    static func canvas(width: Int, height: Int, background: PremultipliedPixel) -> Bitmap {
        let count = width * height
        let bytes = [UInt8](unsafeUninitializedCapacity: count * 4) { buffer, initialized in
            if let base = buffer.baseAddress, count > 0 {
                Memory.fill(Compositing.words(base), with: background.word, count: count)
            }
            initialized = count * 4
        }
        return Bitmap(width: width, height: height, premultipliedBytes: bytes) ?? Bitmap(width: width, height: height, fill: background)
    }

    /// A scratch row of premultiplied pixels for sampled paints (images, gradients).
    func scratchRow(_ count: Int) -> UnsafeMutablePointer<UInt8> {
        if count > rowPixelsCapacity {
            rowPixels.deallocate()
            rowPixels = UnsafeMutablePointer<UInt8>.allocate(capacity: count * 4)
            rowPixelsCapacity = count
        }
        return rowPixels
    }

    /// Runs one op. A `pushGroup`'s `group` plan bounds what its contents can touch (see
    /// `GroupExtents`), so its offscreen layer covers only that.
    func execute(_ kind: DisplayOp.Kind, group: GroupPlan? = nil) {
        switch kind {
        case .pushGroup(let alpha): pushGroup(alpha: alpha, plan: group)
        case .popGroup: popGroup()
        case .pushClipRect(let rect, let transform):
            pushClip(.rect(rect), rule: .nonZero, transform: transform, axisAlignedRect: rect)
        case .pushClipRoundedRect(let rect, let radius, let transform):
            let r = Path.clampedCornerRadius(radius, in: rect)
            pushClip(.roundedRect(rect, radius: r), rule: .nonZero, transform: transform, axisAlignedRect: r == 0 ? rect : nil)
        case .pushClipPath(let path, let rule, let transform):
            pushClip(path, rule: rule, transform: transform, axisAlignedRect: nil)
        case .popClip:
            if case .clip(let saved) = stack.popLast() { clip = saved }
        case .pushPlane(let rect, let projection): pushPlane(rect, projection: projection)
        case .popPlane: popPlane()
        case .pushMask: pushMask()
        case .pushMaskedContent: pushMaskedContent()
        case .popMask: popMask()
        default:
            guard skipping == 0, !clip.bounds.isEmpty else { return }
            draw(kind)
        }
    }

    private func draw(_ kind: DisplayOp.Kind) {
        switch kind {
        case .fillRect(let rect, let color, let transform):
            fillRect(rect, color: color.premultiplied, transform: transform)
        case .fillRoundedRect(let rect, let radius, let color, let transform):
            let r = Path.clampedCornerRadius(radius, in: rect)
            if r == 0 {
                fillRect(rect, color: color.premultiplied, transform: transform)
            } else {
                fill(.roundedRect(rect, radius: r), rule: .nonZero, color: color.premultiplied, transform: transform)
            }
        case .strokeRoundedRect(let rect, let radius, let lineWidth, let color, let transform):
            guard lineWidth > 0 else { return }
            fill(Path.border(rect, radius: radius, lineWidth: lineWidth), rule: .nonZero,
                 color: color.premultiplied, transform: transform)
        case .drawImage(let name, let rect, let filter, let transform):
            if let image = images[name] {
                drawImage(image, rect: rect, filter: filter, transform: transform)
            }
        case .fillPath(let path, let rule, let color, let transform):
            fill(path, rule: rule, color: color.premultiplied, transform: transform)
        case .fillLinearGradient(let rect, let radius, let gradient, let transform):
            fillGradient(rect, radius: radius, gradient: gradient, transform: transform)
        case .fillGradient(let rect, let gradient, let transform):
            fillGradient(rect, gradient: gradient, transform: transform)
        case .drawText(let text, let rect, let style, let transform):
            drawText(text, rect: rect, style: style, transform: transform)
        case .roundedRectShadow(let rect, let radius, let shadow, let transform):
            drawShadow(rect, radius: radius, shadow: shadow, transform: transform)
        case .pathShadow(let path, let shadow, let transform):
            drawShadow(path, shadow: shadow, transform: transform)
        case .backdropBlur(let path, let blur, let transform):
            blurBackdrop(path, blur: blur, transform: transform)
        case .strokePath(let path, let style, let color, let transform):
            stroke(path, style: style, color: color.premultiplied, transform: transform)
        case .pushGroup, .popGroup, .pushClipRect, .pushClipRoundedRect, .pushClipPath, .popClip, .pushPlane, .popPlane,
             .pushMask, .pushMaskedContent, .popMask:
            break
        }
    }

    // MARK: Coverage

    /// The device box a path can touch under the current clip, or nil when it draws nothing
    /// (degenerate transform, non-finite points, outside the clip or the band's rows). The box
    /// is not cut to the band: a shape is rasterized alike in every band it reaches.
    func box(of path: Path, transform: Transform) -> PixelBounds? {
        let det = transform.determinant
        guard det != 0, det.isFinite, transform.isFinite else { return nil }
        guard let b = Flattener.deviceBounds(of: path, transform: transform) else { return nil }
        let box = PixelBounds.enclosing(minX: b.minX, minY: b.minY, maxX: b.maxX, maxY: b.maxY, within: clip.bounds)
        return box.isEmpty || box.limited(toRows: clip.rows).isEmpty ? nil : box
    }

    /// The reused edge list holding `path`'s outline under `transform`, cut to `box`.
    private func flattened(_ path: Path, transform: Transform, within box: PixelBounds) -> EdgeList {
        edges.reset(box: box)
        Flattener.flatten(path, transform: transform, into: edges)
        return edges
    }

    /// Runs the coverage of `path` (already multiplied by the clip) through `row`, which paints
    /// `[x0, x1)` of row `y` into the current target (marked as drawn here).
    func coverage(of path: Path, rule: FillRule, transform: Transform, within box: PixelBounds,
                  row: (_ y: Int, _ x0: Int, _ x1: Int, _ coverage: UnsafeMutablePointer<UInt8>) -> Void) {
        let edges = flattened(path, transform: transform, within: box)
        let mask = clip.mask
        let target = self.target
        accumulator.fill(edges, rule: rule, rows: clip.rows) { y, x0, x1, cov in
            if let mask {
                Compositing.applyMask(cov, mask.pointer(x0, y), count: x1 - x0)
            }
            row(y, x0, x1, cov)
            target.markDrawn(row: y, from: x0, to: x1)
        }
    }

    /// Paints `outline` with a colour per pixel: `sample` writes the premultiplied colours of
    /// `count` pixels of row `y` from `x0`, which are composited source-over through the
    /// shape's coverage and the clip. Runs the shape covers fully, inside the clip's interior,
    /// blend with no per-pixel coverage (an opaque source there is a copy); the bytes are
    /// those of blending every pixel through its coverage.
    func paint(_ outline: Path, transform: Transform, within box: PixelBounds,
               sample: (_ y: Int, _ x0: Int, _ count: Int, _ into: UnsafeMutablePointer<UInt8>) -> Void) {
        let edges = flattened(outline, transform: transform, within: box)
        let target = self.target
        let mask = clip.mask
        let row = scratchRow(box.width)
        accumulator.fillSpans(edges, rule: .nonZero, rows: clip.rows) { y, spans, count, coverage, originX in
            let rowX0 = spans[0].x0, rowX1 = spans[count &- 1].x1
            sample(y, rowX0, rowX1 &- rowX0, row)
            target.markDrawn(row: y, from: rowX0, to: rowX1)
            var i = 0
            while i < count {
                let span = spans[i]
                let n = span.x1 &- span.x0
                let source = UnsafePointer(row + (span.x0 &- rowX0) &* 4)
                if span.value == 255, let mask {
                    // Inside the clip's interior the mask is 255: no coverage there.
                    let (a, b) = Compositing.part(of: span.x0, span.x1, inside: mask.inner(row: y))
                    Compositing.blendPixels(target.pixel(span.x0, y), source: source, coverage: mask.pointer(span.x0, y),
                                            alpha: 255, count: a &- span.x0)
                    Compositing.blendPixels(target.pixel(a, y), source: source + (a &- span.x0) &* 4, coverage: nil,
                                            alpha: 255, count: b &- a)
                    Compositing.blendPixels(target.pixel(b, y), source: source + (b &- span.x0) &* 4, coverage: mask.pointer(b, y),
                                            alpha: 255, count: span.x1 &- b)
                } else if span.value > 0 && mask == nil {
                    // A run of one coverage value is that value as the alpha.
                    Compositing.blendPixels(target.pixel(span.x0, y), source: source, coverage: nil,
                                            alpha: UInt32(truncatingIfNeeded: span.value), count: n)
                } else if span.value != 0 {
                    let cov = coverage + (span.x0 &- originX)
                    if span.value > 0 { Memory.fill(cov, with: UInt8(truncatingIfNeeded: span.value), count: n) }
                    if let mask { Compositing.applyMask(cov, mask.pointer(span.x0, y), count: n) }
                    Compositing.blendPixels(target.pixel(span.x0, y), source: source, coverage: cov, alpha: 255, count: n)
                }
                i &+= 1
            }
        }
    }

    // MARK: Solid fills

    func fill(_ path: Path, rule: FillRule, color: PremultipliedPixel, transform: Transform) {
        guard color.a != 0, let box = box(of: path, transform: transform) else { return }
        let edges = flattened(path, transform: transform, within: box)
        let target = self.target
        let mask = clip.mask
        // Runs of constant coverage (a shape's interior) are filled without per-pixel coverage.
        accumulator.fillSpans(edges, rule: rule, rows: clip.rows) { y, spans, count, coverage, originX in
            let x0 = spans[0].x0
            target.markDrawn(row: y, from: x0, to: spans[count &- 1].x1)
            if let mask {
                Compositing.fillRow(target.pixel(x0, y), spans: spans, count: count, coverage: coverage + (x0 &- originX),
                                    mask: mask.pointer(x0, y), interior: mask.inner(row: y), color: color)
            } else {
                Compositing.fillRow(target.pixel(x0, y), spans: spans, count: count, coverage: coverage + (x0 &- originX),
                                    mask: nil, interior: (0, 0), color: color)
            }
        }
    }

    /// The stroke's outline filled, its curves and round parts within `Stroker.deviceTolerance`
    /// device pixels however the transform scales it. A stroke wholly outside the clip (a
    /// shape layer sliding off screen) is not outlined at all.
    func stroke(_ path: Path, style: StrokeStyle, color: PremultipliedPixel, transform: Transform) {
        let scale = transform.largestScale
        guard color.a != 0, style.lineWidth > 0, scale > 0, scale.isFinite else { return }
        guard !GroupExtents.reach(of: path.strokeBounds(style), transform: transform, within: clip.bounds).isEmpty else { return }
        // The clip's whole bounds (not the band's rows), so every band outlines the same pieces.
        let visible = transform.inverted().map {
            Rect(x: Double(clip.bounds.x0), y: Double(clip.bounds.y0),
                 width: Double(clip.bounds.width), height: Double(clip.bounds.height)).applying($0)
        }
        fill(strokeOutline(path, style: style, tolerance: Stroker.deviceTolerance / scale, visible: visible),
             rule: .nonZero, color: color, transform: transform)
    }

    /// The current op's stroke outline, made once for all the bands of the render.
    func strokeOutline(_ path: Path, style: StrokeStyle, tolerance: Double, visible: Rect?) -> Path {
        let parameters = [tolerance] + (visible.map { [$0.origin.x, $0.origin.y, $0.size.width, $0.size.height] } ?? [])
        return sharedWork(parameters) { path.stroked(style, tolerance: tolerance, visible: visible) }
    }

    /// What `make` returns for the current op and `parameters`, made once for all the bands of
    /// the render (see `BandSharedWork`); made here when this context draws alone.
    func sharedWork<Value: Sendable>(_ parameters: [Double], make: () -> Value) -> Value {
        guard let shared else { return make() }
        return shared.value(op: op, parameters: parameters, make: make)
    }

    /// A rect whose device edges fall on whole pixels under an axis-aligned transform, or nil.
    func pixelAlignedRect(_ rect: Rect, transform: Transform) -> PixelBounds? {
        guard transform.isAxisAligned, transform.isFinite, transform.determinant != 0 else { return nil }
        let s = rect.standardized
        let p = Flattener.snap(Point(x: s.minX, y: s.minY).applying(transform))
        let q = Flattener.snap(Point(x: s.maxX, y: s.maxY).applying(transform))
        let x0 = min(p.x, q.x), x1 = max(p.x, q.x), y0 = min(p.y, q.y), y1 = max(p.y, q.y)
        guard x0 == x0.rounded(), x1 == x1.rounded(), y0 == y0.rounded(), y1 == y1.rounded() else { return nil }
        return PixelBounds.enclosing(minX: x0, minY: y0, maxX: x1, maxY: y1, within: clip.bounds)
    }

    func fillRect(_ rect: Rect, color: PremultipliedPixel, transform: Transform) {
        guard color.a != 0 else { return }
        guard let aligned = pixelAlignedRect(rect, transform: transform) else {
            fill(.rect(rect), rule: .nonZero, color: color, transform: transform)
            return
        }
        // Fast path: every pixel fully covered, so coverage is the clip mask (or nothing). The
        // rect may lie wholly above or below this band's rows: then nothing is left to fill.
        let band = aligned.limited(toRows: clip.rows)
        guard !band.isEmpty else { return }
        var y = band.y0
        while y < band.y1 {
            if let mask = clip.mask {
                Compositing.blendSolid(target.pixel(band.x0, y), coverage: mask.pointer(band.x0, y),
                                       count: band.width, color: color)
            } else {
                Compositing.fillSolid(target.pixel(band.x0, y), count: band.width, color: color)
            }
            y += 1
        }
        target.markDrawn(band)
    }

    // MARK: Groups

    private func pushGroup(alpha: Double, plan: GroupPlan?) {
        let alpha8 = UInt32(Color.byte(Color.unit(alpha)))
        // The layer only needs the part of the clip its contents can reach; drawing inside the
        // group is limited to it, so nothing lands outside the layer.
        let bounds = plan.map { clip.bounds.intersection($0.extent) } ?? clip.bounds
        let visible = skipping == 0 && alpha8 != 0 && !bounds.isEmpty
        if visible && plan?.wrapsOneGroup == true {
            // Its layer would only receive the inner group's layer: that layer is composited
            // through this alpha too. The clip is narrowed as for a layer, so the inner group's
            // bounds are the same.
            stack.append(.wrapper(savedClip: clip))
            wrapperAlphas.append(alpha8)
            clip = ClipState(bounds: bounds, mask: clip.mask, rows: clip.rows)
            return
        }
        let wrappers = wrapperAlphas
        wrapperAlphas = []
        guard visible else {
            stack.append(.group(saved: target, savedClip: clip, layer: nil, alpha: alpha8, wrappers: []))
            skipping += 1
            return
        }
        // The clip keeps the whole bounds (shapes are rasterized within them in every band);
        // the layer stores only the band's rows.
        let layer = Surface(transparent: bounds.limited(toRows: clip.rows))
        stack.append(.group(saved: target, savedClip: clip, layer: layer, alpha: alpha8, wrappers: wrappers))
        target = layer
        clip = ClipState(bounds: bounds, mask: clip.mask, rows: clip.rows)
    }

    /// What lies under the current surface: the surface a render (or the innermost open plane)
    /// began on, and every group's layer opened on it, with its alpha, outermost first (the
    /// current surface is the last layer). A plane's backdrop is its own transparent surface:
    /// what lies behind it on screen is in another space.
    var surfacesBelow: (bottom: Surface, layers: [(surface: Surface, alpha: UInt32)]) {
        var bottom = target
        var layers: [(surface: Surface, alpha: UInt32)] = []
        for entry in stack {
            switch entry {
            case .group(let saved, _, let layer?, let alpha, _):
                if layers.isEmpty { bottom = saved }
                layers.append((layer, alpha))
            case .plane(_, _, let surface?, _, _), .mask(_, _, let surface?):
                bottom = surface
                layers = []
            case .masked(let saved, _, _, let layer?):
                // The masked content's layer is a group at full alpha (the mask comes after).
                if layers.isEmpty { bottom = saved }
                layers.append((layer, 255))
            default:
                continue
            }
        }
        return (bottom, layers)
    }

    private func popGroup() {
        let entry = stack.popLast()
        if case .wrapper(let savedClip) = entry {
            clip = savedClip
            return
        }
        guard case .group(let saved, let savedClip, let layer, let alpha, let wrappers) = entry else { return }
        target = saved
        clip = savedClip
        guard let layer else {
            skipping -= 1
            return
        }
        // The layer's content was clipped as it was drawn, so its composite is not clipped
        // again (that would square the anti-aliased clip edge).
        // Only the drawn span of each row; a layer lies within its parent (it was made with
        // the clip's bounds, which lie within the parent's).
        // Through wrapper groups (whose layers were never opened), a row is first scaled as
        // each inner layer's composite into the clean layer around it would have left it (a
        // table per channel, in a scratch row), then composited at the outermost alpha.
        var inner = wrappers.isEmpty ? [] : [alpha] + wrappers.dropFirst().reversed()
        inner.removeAll { $0 == 255 }  // scaling by 255 changes nothing
        let outerAlpha = wrappers.first ?? alpha
        if !inner.isEmpty { Compositing.scaleTable(scaleTable, alphas: inner) }
        let scaled = scratchRow(inner.isEmpty ? 1 : layer.bounds.width)
        var y = layer.firstRow
        while y < layer.lastRow {
            if let (x0, x1) = layer.drawnSpan(row: y) {
                var source = UnsafePointer(layer.pixel(x0, y))
                if !inner.isEmpty {
                    Compositing.scalePixels(scaled, from: source, table: scaleTable, count: x1 - x0)
                    source = UnsafePointer(scaled)
                }
                Compositing.blendPixels(saved.pixel(x0, y), source: source, coverage: nil, alpha: outerAlpha, count: x1 - x0)
                saved.markDrawn(row: y, from: x0, to: x1)
            }
            y += 1
        }
    }

    // MARK: Planes

    /// The box of the plane's own space its surface covers (`rect`, clipped to the largest
    /// canvas), or nil when nothing of the plane can show under the current clip.
    private func planeBox(_ rect: Rect, projection: ProjectiveTransform) -> PixelBounds? {
        let limit = DisplayList.maximumSide
        let box = PixelBounds.enclosing(minX: rect.minX, minY: rect.minY, maxX: rect.maxX, maxY: rect.maxY,
                                      within: PixelBounds(x0: -limit, y0: -limit, x1: limit, y1: limit))
        let visible = skipping == 0 && !clip.bounds.isEmpty && !box.isEmpty
            && planeOutline(rect, projection: projection).map { self.box(of: $0, transform: .identity) != nil } == true
        return visible ? box : nil
    }

    /// Opens an offscreen surface over the plane's box, unless nothing of the plane can show.
    private func pushPlane(_ rect: Rect, projection: ProjectiveTransform) {
        guard let box = planeBox(rect, projection: projection) else {
            stack.append(.plane(saved: target, savedClip: clip, surface: nil, projection: projection, rect: rect))
            skipping += 1
            return
        }
        let surface = Surface(transparent: box)
        stack.append(.plane(saved: target, savedClip: clip, surface: surface, projection: projection, rect: rect))
        target = surface
        // A plane is drawn whole in its own space: the band applies when it is composited.
        clip = ClipState(bounds: box, mask: nil)
    }

    /// A plane drawn through a texture in a banded render: the texture is the same in every
    /// band (a plane is drawn whole in its own space), so the first band to need it draws it
    /// (`drawContents` runs the plane's ops into the context it is given) and every band
    /// composites its own rows of it.
    func drawSharedPlane(_ rect: Rect, projection: ProjectiveTransform, drawContents: (RenderContext) -> Void) {
        guard let box = planeBox(rect, projection: projection) else { return }
        let images = self.images
        let texture = sharedWork([Double(box.x0), Double(box.y0), Double(box.x1), Double(box.y1)]) {
            let plane = RenderContext(target: Surface(transparent: box), images: images)
            drawContents(plane)
            return PlaneTexture(surface: plane.target)
        }
        drawPlane(texture.surface, rect: rect, projection: projection)
    }

    private func popPlane() {
        guard case .plane(let saved, let savedClip, let surface, let projection, let rect) = stack.popLast() else { return }
        target = saved
        clip = savedClip
        guard let surface else {
            skipping -= 1
            return
        }
        drawPlane(surface, rect: rect, projection: projection)
    }

    // MARK: Masks

    /// Opens a transparent layer over the clip's bounds for the mask to draw into.
    private func pushMask() {
        let bounds = clip.bounds
        guard skipping == 0, !bounds.isEmpty else {
            stack.append(.mask(saved: target, savedClip: clip, surface: nil))
            skipping += 1
            return
        }
        let surface = Surface(transparent: bounds.limited(toRows: clip.rows))
        stack.append(.mask(saved: target, savedClip: clip, surface: surface))
        target = surface
    }

    /// Keeps the drawn mask and opens the content's layer over the same bounds (the clip is
    /// the one the mask began under). Content under a skipped mask is skipped too.
    private func pushMaskedContent() {
        guard case .mask(let saved, let savedClip, let mask) = stack.popLast() else { return }
        target = saved
        clip = savedClip
        guard let mask else {
            stack.append(.masked(saved: saved, savedClip: savedClip, mask: nil, layer: nil))
            return
        }
        let layer = Surface(transparent: mask.bounds)
        stack.append(.masked(saved: saved, savedClip: savedClip, mask: mask, layer: layer))
        target = layer
    }

    /// Composites the content's layer through the mask's alpha: each pixel scaled by the
    /// mask's alpha there (0 where the mask drew nothing), as a DstIn blend, then drawn over
    /// the surface below at full alpha.
    private func popMask() {
        guard case .masked(let saved, let savedClip, let mask, let layer) = stack.popLast() else { return }
        target = saved
        clip = savedClip
        guard let mask, let layer else {
            skipping -= 1
            return
        }
        let coverage = scratchRow(layer.bounds.width)
        var y = layer.firstRow
        while y < layer.lastRow {
            if let (x0, x1) = layer.drawnSpan(row: y), let (m0, m1) = mask.drawnSpan(row: y) {
                // Only where both were drawn; elsewhere the mask's alpha is 0.
                let from = max(x0, m0), to = min(x1, m1)
                if from < to {
                    let alphas = UnsafePointer(mask.pixel(from, y)) + 3
                    var i = 0
                    while i < to &- from {
                        coverage[i] = alphas[i &* 4]
                        i &+= 1
                    }
                    Compositing.blendPixels(saved.pixel(from, y), source: UnsafePointer(layer.pixel(from, y)),
                                            coverage: UnsafePointer(coverage), alpha: 255, count: to &- from)
                    saved.markDrawn(row: y, from: from, to: to)
                }
            }
            y += 1
        }
    }

    // MARK: Clips

    private func pushClip(_ path: Path, rule: FillRule, transform: Transform, axisAlignedRect: Rect?) {
        stack.append(.clip(saved: clip))
        guard skipping == 0, !clip.bounds.isEmpty else { return }
        if let rect = axisAlignedRect, let aligned = pixelAlignedRect(rect, transform: transform) {
            clip = ClipState(bounds: aligned, mask: aligned.isEmpty ? nil : clip.mask, rows: clip.rows)
            return
        }
        guard let box = box(of: path, transform: transform) else {
            clip = ClipState(bounds: .empty, mask: nil, rows: clip.rows)
            return
        }
        let mask = ClipMask(bounds: box.limited(toRows: clip.rows))
        let outer = clip.mask
        let edges = flattened(path, transform: transform, within: box)
        accumulator.fillSpans(edges, rule: rule, rows: clip.rows) { y, spans, count, coverage, originX in
            var i = 0
            while i < count {
                let span = spans[i]
                let n = span.x1 &- span.x0
                let out = mask.pointer(span.x0, y)
                if span.value == -1 {
                    Memory.copy(out, from: coverage + (span.x0 &- originX), count: n)
                } else {
                    Memory.fill(out, with: UInt8(truncatingIfNeeded: span.value), count: n)
                    if span.value == 255 {
                        // The widest fully covered run, within the outer clip's interior.
                        var x0 = span.x0, x1 = span.x1
                        if let outer {
                            let (outerX0, outerX1) = outer.inner(row: y)
                            x0 = max(x0, outerX0)
                            x1 = min(x1, outerX1)
                        }
                        let (currentX0, currentX1) = mask.inner(row: y)
                        if x1 - x0 > currentX1 - currentX0 { mask.setInner(row: y, from: x0, to: x1) }
                    }
                }
                i &+= 1
            }
            if let outer {
                let x0 = spans[0].x0
                Compositing.applyMask(mask.pointer(x0, y), outer.pointer(x0, y), count: spans[count &- 1].x1 &- x0)
            }
        }
        clip = ClipState(bounds: box, mask: mask, rows: clip.rows)
    }
}
