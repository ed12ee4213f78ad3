/// Why a display list cannot be drawn: the offending field, as a path into its JSON form
/// (`ops[1].transform[3]`), and what is wrong with it.
public struct DisplayListError: Error, Sendable, Hashable, CustomStringConvertible {
    public var path: String
    public var message: String

    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
}

/// Formats a number the way the error messages quote it (`nan`, `inf`, `-1`, `1.5`).
func describeNumber(_ value: Double) -> String {
    if value.isNaN { return "nan" }
    if value.isInfinite { return value < 0 ? "-inf" : "inf" }
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}

extension DisplayList {
    /// The message for a `version` this package cannot read.
    static func unsupported(_ version: Int) -> String {
        "\(version) is not a supported version (expected 1 to \(latestVersion))"
    }

    /// Checks every rule of the format before anything is drawn: sizes, finite numbers,
    /// ranges, known images, version, and the nesting of groups and clips.
    /// - Parameter imageNames: the images the renderer can draw; nil skips that check.
    public func validate(imageNames: Set<String>? = nil) throws(DisplayListError) {
        guard (1...DisplayList.latestVersion).contains(version) else {
            throw DisplayListError(path: "version", message: DisplayList.unsupported(version))
        }
        for (field, value) in [("width", width), ("height", height)] where !(1...DisplayList.maximumSide).contains(value) {
            throw DisplayListError(path: field, message: "\(value) is outside [1, \(DisplayList.maximumSide)]")
        }
        try Check.color(background, "background")
        var open: [(index: Int, scope: DisplayOp.Kind.Scope, name: String)] = []
        for (index, op) in ops.enumerated() {
            let path = "ops[\(index)]"
            if op.kind.minimumVersion > version {
                throw DisplayListError(path: "\(path).op", message: "\(op.kind.name) needs version \(op.kind.minimumVersion) (the list says \(version))")
            }
            try Check.op(op.kind, path, imageNames: imageNames)
            // `pushMaskedContent` closes the mask and opens the content.
            if let scope = op.kind.closesScope {
                guard let top = open.last else {
                    throw DisplayListError(path: path, message: "\(op.kind.name) has no matching push")
                }
                if top.scope != scope {
                    throw DisplayListError(path: path, message: "\(op.kind.name) does not match \(top.name) at ops[\(top.index)]")
                }
                open.removeLast()
            }
            if let scope = op.kind.opensScope {
                open.append((index, scope, op.kind.name))
            }
        }
        if let top = open.last {
            throw DisplayListError(path: "ops[\(top.index)]", message: "\(top.name) is never popped")
        }
    }
}

extension DisplayOp.Kind {
    /// What a push opens and its pop closes; pushes and pops nest like brackets.
    enum Scope {
        case group, clip, plane, mask, maskedContent
    }

    var opensScope: Scope? {
        switch self {
        case .pushGroup: .group
        case .pushClipRect, .pushClipRoundedRect, .pushClipPath: .clip
        case .pushPlane: .plane
        case .pushMask: .mask
        case .pushMaskedContent: .maskedContent
        default: nil
        }
    }

    var closesScope: Scope? {
        switch self {
        case .popGroup: .group
        case .popClip: .clip
        case .popPlane: .plane
        case .pushMaskedContent: .mask
        case .popMask: .maskedContent
        default: nil
        }
    }
}

/// The value checks shared by validation and the JSON reader. Field paths are autoclosures:
/// they are only spelled out for a value that fails (validation runs before every render, and
/// a text-heavy frame has tens of thousands of numbers).
enum Check {
    static func number(_ value: Double, _ path: @autoclosure () -> String) throws(DisplayListError) {
        if !value.isFinite {
            throw DisplayListError(path: path(), message: "\(describeNumber(value)) is not a finite number")
        }
    }

    static func unit(_ value: Double, _ path: @autoclosure () -> String) throws(DisplayListError) {
        try number(value, path())
        if value < 0 || value > 1 {
            throw DisplayListError(path: path(), message: "\(describeNumber(value)) is outside [0, 1]")
        }
    }

    static func nonNegative(_ value: Double, _ path: @autoclosure () -> String) throws(DisplayListError) {
        try number(value, path())
        if value < 0 {
            throw DisplayListError(path: path(), message: "\(describeNumber(value)) is negative (expected >= 0)")
        }
    }

    static func color(_ color: Color, _ path: @autoclosure () -> String) throws(DisplayListError) {
        try unit(color.red, path() + "[0]")
        try unit(color.green, path() + "[1]")
        try unit(color.blue, path() + "[2]")
        try unit(color.alpha, path() + "[3]")
    }

    static func rect(_ rect: Rect, _ path: @autoclosure () -> String) throws(DisplayListError) {
        try number(rect.x, path() + "[0]")
        try number(rect.y, path() + "[1]")
        try number(rect.width, path() + "[2]")
        try number(rect.height, path() + "[3]")
    }

    static func transform(_ t: Transform, _ path: @autoclosure () -> String) throws(DisplayListError) {
        try number(t.a, path() + "[0]")
        try number(t.b, path() + "[1]")
        try number(t.c, path() + "[2]")
        try number(t.d, path() + "[3]")
        try number(t.tx, path() + "[4]")
        try number(t.ty, path() + "[5]")
    }

    static func point(_ p: Point, _ path: @autoclosure () -> String) throws(DisplayListError) {
        try number(p.x, path() + "[0]")
        try number(p.y, path() + "[1]")
    }

    /// True when `sum` is finite, as it is whenever every value summed is (a NaN or an infinity
    /// makes the sum NaN or infinite; finite values summing past the largest Double only send
    /// the caller to look value by value). Arithmetic a debug build inlines, where `isFinite`
    /// is a call per coordinate of every path of every frame.
    @_transparent
    private static func sumIsFinite(_ sum: Double) -> Bool {
        sum - sum == 0
    }

    /// Every coordinate finite; the path of a bad one is `field[element][k]`, k counting the
    /// numbers of the element's JSON command from 1 (`["C", c1x, c1y, c2x, c2y, x, y]`).
    static func path(_ path: Path, _ field: @autoclosure () -> String) throws(DisplayListError) {
        var failure: (index: Int, k: Int, value: Double)?
        path.elements.withUnsafeBufferPointer { elements in
            var index = 0
            while index < elements.count && failure == nil {
                switch elements[index] {
                case .move(let p), .line(let p):
                    if !sumIsFinite(p.x + p.y) {
                        failure = firstNonFinite([p.x, p.y]).map { (index, $0.0, $0.1) }
                    }
                case .quad(let p, let c):
                    if !sumIsFinite(p.x + p.y + c.x + c.y) {
                        failure = firstNonFinite([c.x, c.y, p.x, p.y]).map { (index, $0.0, $0.1) }
                    }
                case .cubic(let p, let c1, let c2):
                    if !sumIsFinite(p.x + p.y + c1.x + c1.y + c2.x + c2.y) {
                        failure = firstNonFinite([c1.x, c1.y, c2.x, c2.y, p.x, p.y]).map { (index, $0.0, $0.1) }
                    }
                case .close:
                    break
                }
                index += 1
            }
        }
        if let failure {
            throw DisplayListError(path: "\(field())[\(failure.index)][\(failure.k)]",
                                   message: "\(describeNumber(failure.value)) is not a finite number")
        }
    }

    /// A shadow's colour, offset and blur radius, as the shadow ops name their fields.
    static func shadow(_ shadow: Shadow, _ path: String) throws(DisplayListError) {
        try color(shadow.color, "\(path).shadowColor")
        try number(shadow.offset.width, "\(path).shadowOffset[0]")
        try number(shadow.offset.height, "\(path).shadowOffset[1]")
        try nonNegative(shadow.radius, "\(path).shadowRadius")
    }

    /// A stroke's width, miter limit, dashes and trimming, as `strokePath` names its fields.
    static func strokeStyle(_ style: StrokeStyle, _ path: String) throws(DisplayListError) {
        try nonNegative(style.lineWidth, "\(path).lineWidth")
        try number(style.miterLimit, "\(path).miterLimit")
        if style.miterLimit < 1 {
            // Core Graphics treats any limit under 1 as 1 (a miter is never shorter than the
            // line is wide): one spelling is kept.
            throw DisplayListError(path: "\(path).miterLimit", message: "\(describeNumber(style.miterLimit)) is less than 1")
        }
        for (index, length) in style.dashes.enumerated() {
            try nonNegative(length, "\(path).dashes[\(index)]")
        }
        if !style.dashes.isEmpty && !style.dashes.contains(where: { $0 > 0 }) {
            throw DisplayListError(path: "\(path).dashes", message: "a dash pattern needs a length above 0 (use [] for a solid line)")
        }
        try number(style.dashPhase, "\(path).dashPhase")
        try unit(style.strokeStart, "\(path).strokeStart")
        try unit(style.strokeEnd, "\(path).strokeEnd")
        if style.strokeStart > style.strokeEnd {
            throw DisplayListError(path: "\(path).strokeStart",
                                   message: "\(describeNumber(style.strokeStart)) is greater than strokeEnd (\(describeNumber(style.strokeEnd)))")
        }
    }

    private static func firstNonFinite(_ values: [Double]) -> (Int, Double)? {
        values.firstIndex { !$0.isFinite }.map { ($0 + 1, values[$0]) }
    }

    /// A gradient's stops: at least one, locations in [0, 1] and non-decreasing, valid colours.
    static func stops(_ stops: [LinearGradient.Stop], _ path: String) throws(DisplayListError) {
        if stops.isEmpty {
            throw DisplayListError(path: "\(path).stops", message: "a gradient needs at least one stop")
        }
        var previous = 0.0
        for (index, stop) in stops.enumerated() {
            try unit(stop.location, "\(path).stops[\(index)].location")
            if stop.location < previous {
                throw DisplayListError(path: "\(path).stops[\(index)].location",
                                           message: "\(describeNumber(stop.location)) is less than the previous stop's \(describeNumber(previous))")
            }
            previous = stop.location
            try color(stop.color, "\(path).stops[\(index)].color")
        }
    }

    static func op(_ kind: DisplayOp.Kind, _ path: String, imageNames: Set<String>?) throws(DisplayListError) {
        switch kind {
        case .fillRect(let r, let c, let t):
            try rect(r, "\(path).rect"); try color(c, "\(path).color"); try transform(t, "\(path).transform")
        case .fillRoundedRect(let r, let radius, let c, let t):
            try rect(r, "\(path).rect"); try nonNegative(radius, "\(path).radius")
            try color(c, "\(path).color"); try transform(t, "\(path).transform")
        case .strokeRoundedRect(let r, let radius, let lineWidth, let c, let t):
            try rect(r, "\(path).rect"); try nonNegative(radius, "\(path).radius")
            try nonNegative(lineWidth, "\(path).lineWidth")
            try color(c, "\(path).color"); try transform(t, "\(path).transform")
        case .drawImage(let image, let r, _, let t):
            if let imageNames, !imageNames.contains(image) {
                throw DisplayListError(path: "\(path).image", message: "no image named \"\(image)\"")
            }
            try rect(r, "\(path).rect"); try transform(t, "\(path).transform")
        case .pushGroup(let alpha):
            try unit(alpha, "\(path).alpha")
        case .popGroup, .popClip, .popPlane, .pushMask, .pushMaskedContent, .popMask:
            break
        case .fillGradient(let r, let g, let t):
            try rect(r, "\(path).rect")
            switch g.shape {
            case .radial(let center, let radii):
                try point(center, "\(path).center")
                try nonNegative(radii.width, "\(path).radii[0]"); try nonNegative(radii.height, "\(path).radii[1]")
            case .conic(let center, let angle):
                try point(center, "\(path).center"); try number(angle, "\(path).startAngle")
            }
            try stops(g.stops, path)
            try transform(t, "\(path).transform")
        case .pushPlane(let r, let projection):
            try rect(r, "\(path).rect")
            for (index, value) in projection.entries.enumerated() {
                try number(value, "\(path).projection[\(index)]")
            }
            let size = Double(DisplayList.maximumSide)
            if r.width.magnitude > size || r.height.magnitude > size {
                throw DisplayListError(path: "\(path).rect", message: "a plane of \(describeNumber(r.width)) x \(describeNumber(r.height)) "
                    + "is larger than \(DisplayList.maximumSide) a side")
            }
        case .pushClipRect(let r, let t):
            try rect(r, "\(path).rect"); try transform(t, "\(path).transform")
        case .pushClipRoundedRect(let r, let radius, let t):
            try rect(r, "\(path).rect"); try nonNegative(radius, "\(path).radius"); try transform(t, "\(path).transform")
        case .fillPath(let p, _, let c, let t):
            try Check.path(p, "\(path).path"); try color(c, "\(path).color"); try transform(t, "\(path).transform")
        case .pushClipPath(let p, _, let t):
            try Check.path(p, "\(path).path"); try transform(t, "\(path).transform")
        case .fillLinearGradient(let r, let radius, let g, let t):
            try rect(r, "\(path).rect"); try nonNegative(radius, "\(path).radius")
            try point(g.start, "\(path).start"); try point(g.end, "\(path).end")
            try stops(g.stops, path)
            try transform(t, "\(path).transform")
        case .drawText(_, let r, let style, let t):
            try rect(r, "\(path).rect")
            try nonNegative(style.fontSize, "\(path).fontSize")
            try color(style.color, "\(path).color"); try transform(t, "\(path).transform")
        case .roundedRectShadow(let r, let radius, let s, let t):
            try rect(r, "\(path).rect"); try nonNegative(radius, "\(path).radius")
            try shadow(s, path); try transform(t, "\(path).transform")
        case .pathShadow(let p, let s, let t):
            try Check.path(p, "\(path).path"); try shadow(s, path); try transform(t, "\(path).transform")
        case .backdropBlur(let p, let blur, let t):
            try Check.path(p, "\(path).path"); try nonNegative(blur, "\(path).blur"); try transform(t, "\(path).transform")
        case .strokePath(let p, let style, let c, let t):
            try Check.path(p, "\(path).path"); try strokeStyle(style, path)
            try color(c, "\(path).color"); try transform(t, "\(path).transform")
        }
    }
}

extension DisplayOp {
    /// What makes this op undrawable on its own (a value that is not finite or out of its
    /// range), nil when it can be drawn; its nesting and image name are not checked. Code that
    /// records ops from app input (Core Graphics drawing) leaves such an op out and says so.
    public var problem: DisplayListError? {
        do throws(DisplayListError) {
            try Check.op(kind, kind.name, imageNames: nil)
            return nil
        } catch {
            return error
        }
    }
}
