/// The shape at the open ends of a stroke (CGLineCap, CAShapeLayer `lineCap`).
public enum LineCap: String, Sendable, Hashable, CaseIterable {
    /// The stroke stops square at the end point.
    case butt
    /// A half disk of the line's width about the end point.
    case round
    /// The stroke goes on for half its width past the end point, square.
    case square
}

/// The shape where two segments of a stroke meet (CGLineJoin, CAShapeLayer `lineJoin`).
public enum LineJoin: String, Sendable, Hashable, CaseIterable {
    /// The outer edges go on until they meet, unless that point is too far (see `miterLimit`).
    case miter
    /// A circular arc about the vertex.
    case round
    /// The outer corners joined by a straight line.
    case bevel
}

/// How a path is stroked: Core Graphics' line parameters plus CAShapeLayer's trimming. Lengths
/// are in the path's local units (the op's transform scales them like the path).
public struct StrokeStyle: Sendable, Hashable {
    /// The width of the line; 0 draws nothing.
    public var lineWidth: Double
    public var lineCap: LineCap
    public var lineJoin: LineJoin
    /// Core Graphics' meaning: a miter join whose miter length divided by the line width
    /// (1 / sin(φ/2) for an angle φ between the segments) exceeds this becomes a bevel. The
    /// ratio is never below 1, so any limit under 1 behaves as 1 (the format refuses those).
    public var miterLimit: Double
    /// Lengths alternately painted and skipped, starting with painted; an odd count repeats
    /// the list once more (so `[5]` is 5 on, 5 off). Empty: a solid line.
    public var dashes: [Double]
    /// How far into the dash pattern each subpath starts (CGContext.setLineDash(phase:lengths:)).
    public var dashPhase: Double
    /// The part of the path drawn, as fractions of its total length over all subpaths
    /// (CAShapeLayer `strokeStart` / `strokeEnd`).
    public var strokeStart: Double
    public var strokeEnd: Double

    public init(lineWidth: Double = 1, lineCap: LineCap = .butt, lineJoin: LineJoin = .miter, miterLimit: Double = 10,
                dashes: [Double] = [], dashPhase: Double = 0, strokeStart: Double = 0, strokeEnd: Double = 1) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dashes = dashes
        self.dashPhase = dashPhase
        self.strokeStart = strokeStart
        self.strokeEnd = strokeEnd
    }

    /// True when the whole length of every subpath is drawn, without dashes.
    var isSolidAndUntrimmed: Bool {
        dashPattern == nil && strokeStart <= 0 && strokeEnd >= 1
    }

    /// The dash lengths with an even count (an odd list repeated once), or nil for a solid line
    /// (no lengths, or none positive, or a non-finite one).
    var dashPattern: [Double]? {
        guard !dashes.isEmpty, dashes.allSatisfy({ $0.isFinite && $0 >= 0 }), dashes.contains(where: { $0 > 0 }) else {
            return nil
        }
        return dashes.count % 2 == 0 ? dashes : dashes + dashes
    }
}
