/// The union of polygons, as a path of trapezoids that do not overlap.
///
/// Why not just fill the polygons together with the non-zero rule: the coverage accumulator
/// sums the winding-weighted area of each pixel and clamps it to a full pixel. Where two
/// polygons overlap inside a pixel that is only partly covered (the inner side of a stroke's
/// corner, a path that crosses itself, a cap over a join), the overlap counts twice and the
/// pixel comes out too dark, by up to a quarter of full intensity. Disjoint trapezoids count
/// every point once, so the accumulator's exact area is the exact area of the union.
///
/// Method: a sweep in y. The plane is cut into horizontal bands at every vertex and every
/// crossing of two edges; inside a band no edges cross, so sorting them by x and counting
/// windings from the left gives the covered intervals, each bounded by two edges. An interval
/// bounded by the same two edges in the next band continues the same trapezoid.
///
/// Cost: per band, the edges that span it. That is small for the shapes a stroke makes, but
/// grows with the square of the crossings: a scribble of hundreds of long segments that all
/// cross each other would take minutes. Past a budget of work the union gives up and returns
/// the polygons themselves, which cover the same points and only over-cover the anti-aliased
/// pixels where they overlap.
struct PolygonUnion {
    /// Edge visits (an edge sorted in a band, or a pair compared for a crossing) the sweep may
    /// make: about half a second in a debug build; a dashed ring of radius 360 px with round
    /// caps takes under a tenth of it.
    static let workBudget = 10_000_000

    /// A non-horizontal edge from its top (smaller y) to its bottom, with its winding.
    private struct Edge {
        var x0, y0, x1, y1: Double
        var winding: Int

        /// x on the edge's line at `y` (the ends exactly, so pieces of one edge meet).
        func x(at y: Double) -> Double {
            if y == y0 { return x0 }
            if y == y1 { return x1 }
            return x0 + (y - y0) * (x1 - x0) / (y1 - y0)
        }
    }

    /// Where an edge lies across one band: its x at the band's top and bottom, and their range.
    private struct Span {
        var left, right, top, bottom: Double
    }

    private var edges: [Edge] = []
    /// The polygons as added, each wound clockwise on screen: the outline when the sweep is
    /// over budget.
    private var polygons = Path()

    var isEmpty: Bool { edges.isEmpty }

    /// Adds a closed polygon, either orientation, as winding +1 inside. Polygons with no area
    /// (or a non-finite point) add nothing.
    mutating func addPolygon(_ points: [Point]) {
        guard points.count >= 3 else { return }
        var twiceArea = 0.0
        var previous = points[points.count - 1]
        for p in points {
            twiceArea += previous.x * p.y - p.x * previous.y
            previous = p
        }
        guard twiceArea != 0, twiceArea.isFinite else { return }
        let orientation = twiceArea > 0 ? 1 : -1
        // Positive area in y-down coordinates is clockwise on screen.
        let forward = twiceArea > 0
        polygons.move(to: forward ? points[0] : points[points.count - 1])
        for k in 1..<points.count {
            polygons.line(to: forward ? points[k] : points[points.count - 1 - k])
        }
        polygons.closeSubpath()
        previous = points[points.count - 1]
        for p in points {
            if previous.y < p.y {
                edges.append(Edge(x0: previous.x, y0: previous.y, x1: p.x, y1: p.y, winding: orientation))
            } else if previous.y > p.y {
                edges.append(Edge(x0: p.x, y0: p.y, x1: previous.x, y1: previous.y, winding: -orientation))
            }
            previous = p
        }
    }

    /// The union as clockwise (on a y-down screen) trapezoids with horizontal tops and bottoms,
    /// or the polygons as added when that takes more than `budget` (see `workBudget`).
    func trapezoids(budget: Int = PolygonUnion.workBudget) -> Path {
        var output = TrapezoidOutput(edgeCount: edges.count)
        guard !edges.isEmpty else { return output.path }
        let byTop = edges.indices.sorted { edges[$0].y0 < edges[$1].y0 }
        var levels: [Double] = []
        levels.reserveCapacity(edges.count * 2)
        for edge in edges {
            levels.append(edge.y0)
            levels.append(edge.y1)
        }
        levels.sort()
        var active: [Int] = []
        // Reused from band to band.
        var crossings: [Double] = []
        var spans: [Span] = []
        var work = 0
        var next = 0
        var previousLevel = levels[0]
        for level in levels.dropFirst() where level > previousLevel {
            let top = previousLevel
            previousLevel = level
            active.removeAll { edges[$0].y1 <= top }
            while next < byTop.count && edges[byTop[next]].y0 <= top {
                active.append(byTop[next])
                next += 1
            }
            if active.isEmpty {
                output.closeAll(at: top, edges: edges)
                continue
            }
            work += findCrossings(of: active, from: top, to: level, spans: &spans, into: &crossings)
            work += (crossings.count + 1) * active.count
            if work > budget { return polygons }
            var bandTop = top
            for bandBottom in crossings {
                sweep(&active, from: bandTop, to: bandBottom, into: &output)
                bandTop = bandBottom
            }
            sweep(&active, from: bandTop, to: level, into: &output)
        }
        output.closeAll(at: previousLevel, edges: edges)
        return output.path
    }

    /// The heights strictly between `top` and `bottom` where two of `active` cross, sorted.
    /// Only edges whose x ranges over the band overlap can cross, so the edges are taken in
    /// order of their left ends and each is compared with those that start before it ends.
    /// Returns how many pairs were compared.
    private func findCrossings(of active: [Int], from top: Double, to bottom: Double, spans: inout [Span],
                               into crossings: inout [Double]) -> Int {
        crossings.removeAll(keepingCapacity: true)
        spans.removeAll(keepingCapacity: true)
        for index in active {
            let a = edges[index].x(at: top), b = edges[index].x(at: bottom)
            spans.append(Span(left: min(a, b), right: max(a, b), top: a, bottom: b))
        }
        spans.sort { $0.left < $1.left }
        var compared = spans.count
        for i in spans.indices {
            var j = i + 1
            while j < spans.count && spans[j].left <= spans[i].right {
                let dTop = spans[j].top - spans[i].top, dBottom = spans[j].bottom - spans[i].bottom
                if (dTop < 0 && dBottom > 0) || (dTop > 0 && dBottom < 0) {
                    let y = top + (bottom - top) * (dTop / (dTop - dBottom))
                    if y > top && y < bottom { crossings.append(y) }
                }
                j += 1
            }
            compared += j - i - 1
        }
        crossings.sort()
        return compared
    }

    /// One band without crossings: the edges in x order (kept between bands, so the sort
    /// mostly finds them sorted), and the intervals where the winding is not zero.
    private func sweep(_ active: inout [Int], from top: Double, to bottom: Double, into output: inout TrapezoidOutput) {
        guard bottom > top else { return }
        let middle = (top + bottom) / 2
        active.sort { edges[$0].x(at: middle) < edges[$1].x(at: middle) }
        output.beginBand()
        var winding = 0
        var left = -1
        for index in active {
            let before = winding
            winding += edges[index].winding
            if before == 0 && winding != 0 {
                left = index
            } else if before != 0 && winding == 0 {
                output.interval(left: left, right: index, top: top, edges: edges)
            }
        }
        output.endBand(at: top, edges: edges)
    }

    /// The trapezoids being built: for each edge that bounds an open trapezoid on its left,
    /// the trapezoid's right edge and top. Plain arrays indexed by edge, reused for every band.
    private struct TrapezoidOutput {
        var path = Path()
        var openRight: [Int]
        var openTop: [Double]
        /// The band in which each open trapezoid was last seen.
        var seen: [Int]
        var open: [Int] = []
        var band = 0

        init(edgeCount: Int) {
            openRight = Array(repeating: -1, count: edgeCount)
            openTop = Array(repeating: 0, count: edgeCount)
            seen = Array(repeating: -1, count: edgeCount)
        }

        mutating func beginBand() {
            band += 1
        }

        /// The covered interval between `left` and `right` in the band starting at `top`.
        mutating func interval(left: Int, right: Int, top: Double, edges: [Edge]) {
            if openRight[left] != right {
                if openRight[left] >= 0 { emit(left, bottom: top, edges: edges) } else { open.append(left) }
                openRight[left] = right
                openTop[left] = top
            }
            seen[left] = band
        }

        /// Closes the trapezoids that the band starting at `top` did not continue.
        mutating func endBand(at top: Double, edges: [Edge]) {
            var kept = 0
            for left in open {
                if seen[left] == band {
                    open[kept] = left
                    kept += 1
                } else {
                    emit(left, bottom: top, edges: edges)
                    openRight[left] = -1
                }
            }
            open.removeLast(open.count - kept)
        }

        mutating func closeAll(at bottom: Double, edges: [Edge]) {
            for left in open {
                emit(left, bottom: bottom, edges: edges)
                openRight[left] = -1
            }
            open.removeAll(keepingCapacity: true)
        }

        private mutating func emit(_ left: Int, bottom: Double, edges: [Edge]) {
            let top = openTop[left]
            guard bottom > top else { return }
            let l = edges[left], r = edges[openRight[left]]
            path.move(to: Point(x: l.x(at: top), y: top))
            path.line(to: Point(x: r.x(at: top), y: top))
            path.line(to: Point(x: r.x(at: bottom), y: bottom))
            path.line(to: Point(x: l.x(at: bottom), y: bottom))
            path.closeSubpath()
        }
    }
}
