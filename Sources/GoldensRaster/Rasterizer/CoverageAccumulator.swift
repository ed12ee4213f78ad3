/// Exact-area anti-aliasing with an accumulation buffer.
///
/// Each edge adds, to every cell (pixel) it passes through, the signed area it sweeps to the
/// cell's right edge, and passes the rest of its height on to the next cell. A running sum
/// along a row then gives, for each pixel, the winding-weighted area of the pixel that the
/// shape covers: exact for polygons, with no sampling pattern and no sorting of edges.
///
/// Units: coordinates come on a 256-step sub-pixel grid (`EdgeList`), and a piece of edge with
/// height `dy` steps whose ends sit at `fx0`, `fx1` steps into a cell adds
/// `dy · (512 − fx0 − fx1)` to that cell and `dy · (fx0 + fx1)` to the next; a full pixel is
/// `256 · 512 = 2¹⁷`. All integer: the sum over a closed outline returns to exactly zero, and
/// the output is the same on every machine.
///
/// The buffer is kept all-zero between fills (the scan clears what it reads), so a fill only
/// ever touches the cells of its own box.
final class CoverageAccumulator {
    static let fullCoverage: Int32 = 1 &<< 17

    private var cells: UnsafeMutablePointer<Int32>
    private var cellCapacity: Int
    /// One bit per cell: which cells an edge touched, so the scan jumps over the empty
    /// stretches (a shape's interior, the hole of a border) instead of summing zeros.
    private var touched: UnsafeMutablePointer<UInt64>
    private var touchedCapacity: Int
    private var wordsPerRow = 0
    private var rowMin: UnsafeMutablePointer<Int32>
    private var rowMax: UnsafeMutablePointer<Int32>
    private var rowCapacity: Int
    private var coverage: UnsafeMutablePointer<UInt8>
    private var coverageCapacity: Int
    private var spans: UnsafeMutablePointer<CoverageSpan>
    private var spanCapacity: Int

    init() {
        cellCapacity = 0
        cells = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        touchedCapacity = 0
        touched = UnsafeMutablePointer<UInt64>.allocate(capacity: 1)
        rowCapacity = 0
        rowMin = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        rowMax = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
        coverageCapacity = 0
        coverage = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
        spanCapacity = 0
        spans = UnsafeMutablePointer<CoverageSpan>.allocate(capacity: 1)
    }

    deinit {
        cells.deallocate()
        touched.deallocate()
        rowMin.deallocate()
        rowMax.deallocate()
        coverage.deallocate()
        spans.deallocate()
    }

    private func reserve(width: Int, height: Int) {
        let needed = (width + 2) * height
        if needed > cellCapacity {
            cells.deallocate()
            cells = UnsafeMutablePointer<Int32>.allocate(capacity: needed)
            Memory.zero(cells, count: needed)
            cellCapacity = needed
        }
        wordsPerRow = (width + 2 + 63) &>> 6
        if wordsPerRow * height > touchedCapacity {
            touched.deallocate()
            touched = UnsafeMutablePointer<UInt64>.allocate(capacity: wordsPerRow * height)
            Memory.zero(touched, count: wordsPerRow * height)
            touchedCapacity = wordsPerRow * height
        }
        if height > rowCapacity {
            rowMin.deallocate()
            rowMax.deallocate()
            rowMin = UnsafeMutablePointer<Int32>.allocate(capacity: height)
            rowMax = UnsafeMutablePointer<Int32>.allocate(capacity: height)
            rowCapacity = height
        }
        if width + 2 > coverageCapacity {
            coverage.deallocate()
            coverage = UnsafeMutablePointer<UInt8>.allocate(capacity: width + 2)
            coverageCapacity = width + 2
        }
        if width + 4 > spanCapacity {
            spans.deallocate()
            spans = UnsafeMutablePointer<CoverageSpan>.allocate(capacity: width + 4)
            spanCapacity = width + 4
        }
    }

    /// Computes the coverage of `edges` and hands it to `row` one row at a time, as runs:
    /// `row(y, spans, count, coverage, originX)`. Spans are ordered, do not overlap, and cover
    /// every pixel of the row that may be non-zero; a span with `value == -1` reads its
    /// coverage from `coverage[x - originX]`, any other span has the constant coverage `value`
    /// (0...255; interior zero runs appear, leading and trailing ones do not). Rows with no
    /// coverage are skipped. The pointers are only valid during the call. Only the device rows
    /// in `rows` are computed and handed over; each is the same whichever rows are asked for
    /// (an edge's crossing of a row boundary comes from the whole edge).
    func fillSpans(_ edges: EdgeList, rule: FillRule, rows: Range<Int> = Int.min..<Int.max,
                   row: (_ y: Int, _ spans: UnsafePointer<CoverageSpan>, _ count: Int,
                         _ coverage: UnsafeMutablePointer<UInt8>, _ originX: Int) -> Void) {
        let box = edges.box
        guard !box.isEmpty, edges.count > 0 else { return }
        let width = box.width
        // The box rows asked for, `firstRow..<height` (no arithmetic on the unbounded ends).
        let firstRow = rows.lowerBound <= box.y0 ? 0 : min(box.height, rows.lowerBound - box.y0)
        let height = rows.upperBound >= box.y1 ? box.height : max(firstRow, rows.upperBound - box.y0)
        // Rows are processed in bands, so the cells stay a few hundred kilobytes (in cache,
        // and allocated once) however tall the shape; each band takes the part of every edge
        // that crosses it.
        let bandRows = CoverageAccumulator.bandRows
        reserve(width: width, height: min(height, bandRows))
        let stride = width &+ 2
        // Local copies of the buffers: see `CellGrid`.
        let cells = self.cells, touched = self.touched, rowMin = self.rowMin, rowMax = self.rowMax
        let coverage = self.coverage, spans = self.spans, wordsPerRow = self.wordsPerRow
        let evenOdd = rule == .evenOdd
        let full = CoverageAccumulator.fullCoverage
        let originX = box.x0
        var bandStart = firstRow
        while bandStart < height {
            let bandHeight = min(bandRows, height &- bandStart)
            let grid = CellGrid(cells: cells, touched: touched, rowMin: rowMin, rowMax: rowMax, stride: stride,
                                wordsPerRow: wordsPerRow, firstRow: bandStart)
            var r = 0
            while r < bandHeight {
                rowMin[r] = Int32.max
                rowMax[r] = -1
                r &+= 1
            }
            let low = Int32(truncatingIfNeeded: bandStart &<< 8), high = Int32(truncatingIfNeeded: (bandStart &+ bandHeight) &<< 8)
            let base = edges.coordinates
            let valueCount = edges.valueCount
            var i = 0
            while i < valueCount {
                grid.addEdge(base[i], base[i &+ 1], base[i &+ 2], base[i &+ 3], low: low, high: high)
                i &+= 4
            }
            scanBand(rows: bandHeight, firstY: box.y0 &+ bandStart, width: width, stride: stride, cells: cells, touched: touched,
                     rowMin: rowMin, rowMax: rowMax, wordsPerRow: wordsPerRow, coverage: coverage, spans: spans,
                     evenOdd: evenOdd, full: full, originX: originX, row: row)
            bandStart &+= bandHeight
        }
    }

    /// Rows per band of the accumulation buffer.
    static let bandRows = 64

    /// Turns one band of accumulated cells into spans, clearing the cells as it reads them.
    private func scanBand(rows height: Int, firstY: Int, width: Int, stride: Int, cells: UnsafeMutablePointer<Int32>,
                          touched: UnsafeMutablePointer<UInt64>, rowMin: UnsafeMutablePointer<Int32>,
                          rowMax: UnsafeMutablePointer<Int32>, wordsPerRow: Int, coverage: UnsafeMutablePointer<UInt8>,
                          spans: UnsafeMutablePointer<CoverageSpan>, evenOdd: Bool, full: Int32, originX: Int,
                          row: (_ y: Int, _ spans: UnsafePointer<CoverageSpan>, _ count: Int,
                                _ coverage: UnsafeMutablePointer<UInt8>, _ originX: Int) -> Void) {
        var r = 0
        while r < height {
            let last = Int(rowMax[r])
            if last < 0 {
                r &+= 1
                continue
            }
            let cellRow = cells + (r &* stride)
            let words = touched + (r &* wordsPerRow)
            var accumulated: Int32 = 0
            var spanCount = 0
            var runStart = -1
            var previous = -1
            var k = Int(rowMin[r]) &>> 6
            var c = 0
            let lastWord = last &>> 6
            while k <= lastWord {
                var word = words[k]
                if word == 0 {
                    k &+= 1
                    continue
                }
                words[k] = 0
                while word != 0 {
                    c = (k &<< 6) | word.trailingZeroBitCount
                    word &= word &- 1
                    if c >= width {
                        cellRow[c] = 0  // past the box: contributions nobody reads
                        continue
                    }
                    if runStart < 0 || c != previous &+ 1 {
                        if runStart >= 0 {
                            spans[spanCount] = CoverageSpan(x0: originX &+ runStart, x1: originX &+ previous &+ 1, value: -1)
                            spanCount &+= 1
                            let value = Int(CellGrid.coverageByte(accumulated, evenOdd: evenOdd, full: full))
                            spans[spanCount] = CoverageSpan(x0: originX &+ previous &+ 1, x1: originX &+ c, value: value)
                            spanCount &+= 1
                        }
                        runStart = c
                    }
                    accumulated &+= cellRow[c]
                    cellRow[c] = 0
                    coverage[c] = CellGrid.coverageByte(accumulated, evenOdd: evenOdd, full: full)
                    previous = c
                }
                k &+= 1
            }
            if runStart >= 0 {
                spans[spanCount] = CoverageSpan(x0: originX &+ runStart, x1: originX &+ previous &+ 1, value: -1)
                spanCount &+= 1
                // Past the last touched cell the running sum no longer changes.
                let tail = Int(CellGrid.coverageByte(accumulated, evenOdd: evenOdd, full: full))
                if tail != 0 && previous &+ 1 < width {
                    spans[spanCount] = CoverageSpan(x0: originX &+ previous &+ 1, x1: originX &+ width, value: tail)
                    spanCount &+= 1
                }
                row(firstY &+ r, spans, spanCount, coverage, originX)
            }
            r &+= 1
        }
    }

    /// The same coverage as `fillSpans`, written out per pixel: `row(y, x0, x1, coverage)`
    /// where `coverage[i]` (0...255) belongs to device pixel `(x0 + i, y)`; pixels of the box
    /// outside `[x0, x1)` are not covered.
    func fill(_ edges: EdgeList, rule: FillRule, rows: Range<Int> = Int.min..<Int.max,
              row: (_ y: Int, _ x0: Int, _ x1: Int, _ coverage: UnsafeMutablePointer<UInt8>) -> Void) {
        fillSpans(edges, rule: rule, rows: rows) { y, spans, count, coverage, originX in
            var i = 0
            while i < count {
                let span = spans[i]
                if span.value >= 0 {
                    Memory.fill(coverage + (span.x0 &- originX), with: UInt8(truncatingIfNeeded: span.value),
                                count: span.x1 &- span.x0)
                }
                i &+= 1
            }
            let x0 = spans[0].x0, x1 = spans[count &- 1].x1
            row(y, x0, x1, coverage + (x0 &- originX))
        }
    }
}

/// The accumulation buffer's storage for one fill, as plain pointers: a value, so the edge
/// loops touch no class properties (each of which a debug build checks for exclusive access).
struct CellGrid {
    let cells: UnsafeMutablePointer<Int32>
    let touched: UnsafeMutablePointer<UInt64>
    let rowMin: UnsafeMutablePointer<Int32>
    let rowMax: UnsafeMutablePointer<Int32>
    let stride: Int
    let wordsPerRow: Int
    /// The box row (relative to the box) that the grid's first row holds.
    let firstRow: Int

    /// A cell's running sum as coverage: the winding's magnitude (non-zero) or its parity
    /// folded back (even-odd), saturated at a full pixel.
    @_transparent
    static func coverageByte(_ accumulated: Int32, evenOdd: Bool, full: Int32) -> UInt8 {
        var v = accumulated < 0 ? 0 &- accumulated : accumulated
        if evenOdd {
            v = v & (2 &* full &- 1)
            if v > full { v = 2 &* full &- v }
        } else if v > full {
            v = full
        }
        // Round v / 2¹⁷ to 0...255 (half up: a half-covered pixel is 128).
        return UInt8(truncatingIfNeeded: (v &* 255 &+ (full &>> 1)) &>> 17)
    }

    /// Adds the part of one edge (sub-pixel coordinates relative to the box) between `low` and
    /// `high` (the band, in sub-pixel rows) to the cells.
    @_transparent
    func addEdge(_ ax: Int32, _ ay: Int32, _ bx: Int32, _ by: Int32, low: Int32, high: Int32) {
        var x0 = ax, y0 = ay, x1 = bx, y1 = by
        var sign: Int32 = 1
        if y0 == y1 { return }
        if y0 > y1 {
            x0 = bx; y0 = by; x1 = ax; y1 = ay
            sign = -1
        }
        if y1 <= low || y0 >= high { return }
        let dxTotal = Int64(x1 &- x0), dyTotal = Int64(y1 &- y0)
        // Crossings of row boundaries always come from the same formula, so the pieces of an
        // edge in neighbouring rows (and bands) meet exactly.
        var ys = y0 > low ? y0 : low
        var xs = ys == y0 ? x0 : x0 &+ Int32(truncatingIfNeeded: Int64(ys &- y0) &* dxTotal / dyTotal)
        let end = y1 < high ? y1 : high
        var row = Int(ys &>> 8)
        // Loop temporaries declared once (a debug build zero-fills a local where it is declared).
        var rowTop: Int32 = 0, ye: Int32 = 0, xe: Int32 = 0
        while ys < end {
            rowTop = Int32(truncatingIfNeeded: row &<< 8)
            ye = rowTop &+ 256 < y1 ? rowTop &+ 256 : y1
            xe = ye == y1 ? x1 : x0 &+ Int32(truncatingIfNeeded: Int64(ye &- y0) &* dxTotal / dyTotal)
            addRowPiece(row: row &- firstRow, xs, ys &- rowTop, xe, ye &- rowTop, sign: sign)
            xs = xe
            ys = ye
            row &+= 1
        }
    }

    /// Adds a piece of edge lying within one pixel row (`ya < yb`, local to the row).
    @_transparent
    func addRowPiece(row: Int, _ xa: Int32, _ ya: Int32, _ xb: Int32, _ yb: Int32, sign: Int32) {
        let cellRow = cells + (row &* stride)
        let lo = xa < xb ? xa : xb, hi = xa < xb ? xb : xa
        let firstCell = lo &>> 8
        if hi == lo || firstCell == (hi &- 1) &>> 8 {
            let c = Int(firstCell)
            let cellX = firstCell &<< 8
            let dy = (yb &- ya) &* sign
            let fx = (xa &- cellX) &+ (xb &- cellX)
            cellRow[c] &+= dy &* (512 &- fx)
            cellRow[c &+ 1] &+= dy &* fx
            note(row: row, first: Int32(c), last: Int32(c &+ 1))
            return
        }
        // Walk the cells from the left end to the right end of the piece.
        let leftToRight = xa < xb
        let lx = leftToRight ? xa : xb, ly = leftToRight ? ya : yb
        let rx = leftToRight ? xb : xa, ry = leftToRight ? yb : ya
        let dx = Int64(rx &- lx), dy = Int64(ry &- ly)
        var px = lx, py = ly
        var c = firstCell
        var cellX: Int32 = 0, qx: Int32 = 0, qy: Int32 = 0, height: Int32 = 0, fx: Int32 = 0, index = 0
        while true {
            cellX = c &<< 8
            qx = cellX &+ 256 < rx ? cellX &+ 256 : rx
            qy = qx == rx ? ry : ly &+ Int32(truncatingIfNeeded: Int64(qx &- lx) &* dy / dx)
            height = (qy > py ? qy &- py : py &- qy) &* sign
            fx = (px &- cellX) &+ (qx &- cellX)
            index = Int(c)
            cellRow[index] &+= height &* (512 &- fx)
            cellRow[index &+ 1] &+= height &* fx
            if qx == rx { break }
            px = qx
            py = qy
            c &+= 1
        }
        note(row: row, first: firstCell, last: c &+ 1)
    }

    /// Records that cells `first...last` of `row` hold contributions.
    @_transparent
    func note(row: Int, first: Int32, last: Int32) {
        if first < rowMin[row] { rowMin[row] = first }
        if last > rowMax[row] { rowMax[row] = last }
        let words = touched + (row &* wordsPerRow)
        var c = Int(first)
        let end = Int(last)
        while c <= end {
            words[c &>> 6] |= 1 &<< UInt64(c & 63)
            c &+= 1
        }
    }
}

/// A run of pixels in one row with either per-pixel coverage (`value == -1`) or one constant
/// coverage `value` in 0...255, over device pixels `[x0, x1)`.
struct CoverageSpan {
    var x0: Int
    var x1: Int
    var value: Int

    /// Spelled out to be `@_transparent`: the scan makes one per run, and a debug build calls
    /// the implicit initializer.
    @_transparent
    init(x0: Int, x1: Int, value: Int) {
        self.x0 = x0
        self.x1 = x1
        self.value = value
    }
}
