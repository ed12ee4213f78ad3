/// Reads the JSON form of a display list (docs/DisplayListFormat.md), refusing anything the
/// format does not allow with the path of the offending field: `ops[1].transform[3]: nan is not
/// a finite number`.
/// Unknown fields are errors, except `name`/`comment` at the top and `id`/`comment` on ops.
extension DisplayList {
    public init(json bytes: [UInt8]) throws(DisplayListError) {
        let root = try JSONParser.parse(bytes)
        var top = try Fields(root, "")
        let version = try top.int("version")
        guard (1...DisplayList.latestVersion).contains(version) else {
            throw DisplayListError(path: "version", message: DisplayList.unsupported(version))
        }
        let name = try top.optionalString("name")
        let comment = try top.optionalString("comment")
        let width = try top.int("width")
        let height = try top.int("height")
        var background = Color.clear
        if let value = top.optional("background") {
            background = try Decode.color(value, "background")
        }
        let opsValue = try top.required("ops")
        guard case .array(let elements) = opsValue else {
            throw DisplayListError(path: "ops", message: "expected an array, found \(opsValue.kind)")
        }
        var ops: [DisplayOp] = []
        ops.reserveCapacity(elements.count)
        for (index, element) in elements.enumerated() {
            ops.append(try Decode.op(element, "ops[\(index)]", version: version))
        }
        try top.finish()
        self.init(width: width, height: height, background: background, ops: ops, name: name, comment: comment, version: version)
        try validate()
    }

    public init(jsonString: String) throws(DisplayListError) {
        try self.init(json: Array(jsonString.utf8))
    }
}

/// The fields of one JSON object, tracking which were read so the rest can be refused.
struct Fields {
    let path: String
    private let values: [(key: String, value: JSONValue)]
    private var used = Set<String>()

    init(_ value: JSONValue, _ path: String) throws(DisplayListError) {
        guard case .object(let fields) = value else {
            throw DisplayListError(path: path, message: "expected an object, found \(value.kind)")
        }
        self.path = path
        self.values = fields
    }

    func field(_ key: String) -> String { path.isEmpty ? key : "\(path).\(key)" }

    mutating func optional(_ key: String) -> JSONValue? {
        used.insert(key)
        return values.first { $0.key == key }?.value
    }

    mutating func required(_ key: String) throws(DisplayListError) -> JSONValue {
        guard let value = optional(key) else {
            throw DisplayListError(path: path.isEmpty ? key : path, message: path.isEmpty ? "missing (required)" : "missing field \"\(key)\"")
        }
        return value
    }

    mutating func number(_ key: String) throws(DisplayListError) -> Double {
        try Decode.number(try required(key), field(key))
    }

    mutating func optionalNumber(_ key: String) throws(DisplayListError) -> Double? {
        guard let value = optional(key) else { return nil }
        return try Decode.number(value, field(key))
    }

    mutating func int(_ key: String) throws(DisplayListError) -> Int {
        let value = try number(key)
        guard value == value.rounded(), abs(value) <= 1e15 else {
            throw DisplayListError(path: field(key), message: "\(describeNumber(value)) is not an integer")
        }
        return Int(value)
    }

    mutating func string(_ key: String) throws(DisplayListError) -> String {
        try Decode.string(try required(key), field(key))
    }

    mutating func optionalString(_ key: String) throws(DisplayListError) -> String? {
        guard let value = optional(key) else { return nil }
        return try Decode.string(value, field(key))
    }

    mutating func optionalBool(_ key: String) throws(DisplayListError) -> Bool? {
        guard let value = optional(key) else { return nil }
        guard case .bool(let flag) = value else {
            throw DisplayListError(path: field(key), message: "expected true or false, found \(value.kind)")
        }
        return flag
    }

    mutating func rect(_ key: String) throws(DisplayListError) -> Rect {
        let v = try Decode.numbers(try required(key), field(key), count: 4, shape: "[x, y, w, h]")
        return Rect(x: v[0], y: v[1], width: v[2], height: v[3])
    }

    mutating func color(_ key: String) throws(DisplayListError) -> Color {
        try Decode.color(try required(key), field(key))
    }

    mutating func point(_ key: String) throws(DisplayListError) -> Point {
        let v = try Decode.numbers(try required(key), field(key), count: 2, shape: "[x, y]")
        return Point(x: v[0], y: v[1])
    }

    mutating func transform() throws(DisplayListError) -> Transform {
        guard let value = optional("transform") else { return .identity }
        let v = try Decode.numbers(value, field("transform"), count: 6, shape: "[a, b, c, d, tx, ty]")
        return Transform(a: v[0], b: v[1], c: v[2], d: v[3], tx: v[4], ty: v[5])
    }

    mutating func choice<T: RawRepresentable & CaseIterable>(_ key: String, default fallback: T) throws(DisplayListError) -> T
    where T.RawValue == String {
        guard let value = optional(key) else { return fallback }
        let text = try Decode.string(value, field(key))
        guard let result = T(rawValue: text) else {
            let names = T.allCases.map { "\"\($0.rawValue)\"" }.joined(separator: ", ")
            throw DisplayListError(path: field(key), message: "\"\(text)\" is not one of \(names)")
        }
        return result
    }

    /// Refuses fields nobody read.
    func finish() throws(DisplayListError) {
        if let unknown = values.first(where: { !used.contains($0.key) }) {
            throw DisplayListError(path: field(unknown.key), message: "unknown field")
        }
    }
}

/// Decoders for the value shapes of the format.
enum Decode {
    static func number(_ value: JSONValue, _ path: String) throws(DisplayListError) -> Double {
        guard case .number(let number) = value else {
            throw DisplayListError(path: path, message: "expected a number, found \(value.kind)")
        }
        try Check.number(number, path)
        return number
    }

    static func string(_ value: JSONValue, _ path: String) throws(DisplayListError) -> String {
        guard case .string(let text) = value else {
            throw DisplayListError(path: path, message: "expected a string, found \(value.kind)")
        }
        return text
    }

    static func numbers(_ value: JSONValue, _ path: String, count: Int, shape: String) throws(DisplayListError) -> [Double] {
        guard case .array(let elements) = value else {
            throw DisplayListError(path: path, message: "expected \(shape), found \(value.kind)")
        }
        guard elements.count == count else {
            throw DisplayListError(path: path, message: "expected \(shape) (\(count) numbers), found \(elements.count) element\(elements.count == 1 ? "" : "s")")
        }
        var result: [Double] = []
        for (index, element) in elements.enumerated() {
            result.append(try number(element, "\(path)[\(index)]"))
        }
        return result
    }

    /// A gradient's `stops` field: `[{"location": l, "color": [r, g, b, a]}, …]`.
    static func stops(_ f: inout Fields) throws(DisplayListError) -> [LinearGradient.Stop] {
        let stopsValue = try f.required("stops")
        guard case .array(let stopValues) = stopsValue else {
            throw DisplayListError(path: f.field("stops"), message: "expected an array, found \(stopsValue.kind)")
        }
        var stops: [LinearGradient.Stop] = []
        for (index, stopValue) in stopValues.enumerated() {
            var s = try Fields(stopValue, "\(f.field("stops"))[\(index)]")
            stops.append(LinearGradient.Stop(location: try s.number("location"), color: try s.color("color")))
            try s.finish()
        }
        return stops
    }

    static func color(_ value: JSONValue, _ path: String) throws(DisplayListError) -> Color {
        let v = try numbers(value, path, count: 4, shape: "[r, g, b, a]")
        let color = Color(red: v[0], green: v[1], blue: v[2], alpha: v[3])
        try Check.color(color, path)
        return color
    }

    /// `[["M", x, y], ["L", x, y], ["Q", cx, cy, x, y], ["C", c1x, c1y, c2x, c2y, x, y], ["Z"]]`
    static func path(_ value: JSONValue, _ path: String) throws(DisplayListError) -> Path {
        guard case .array(let commands) = value else {
            throw DisplayListError(path: path, message: "expected an array of path commands, found \(value.kind)")
        }
        var result = Path()
        for (index, command) in commands.enumerated() {
            let here = "\(path)[\(index)]"
            guard case .array(let parts) = command, let first = parts.first, case .string(let verb) = first else {
                throw DisplayListError(path: here, message: "expected a command such as [\"M\", x, y]")
            }
            let arity: [String: Int] = ["M": 2, "L": 2, "Q": 4, "C": 6, "Z": 0]
            guard let count = arity[verb] else {
                throw DisplayListError(path: "\(here)[0]", message: "\"\(verb)\" is not one of \"M\", \"L\", \"Q\", \"C\", \"Z\"")
            }
            guard parts.count == count + 1 else {
                throw DisplayListError(path: here, message: "\"\(verb)\" takes \(count) numbers, found \(parts.count - 1)")
            }
            var n: [Double] = []
            for k in 1..<parts.count {
                n.append(try number(parts[k], "\(here)[\(k)]"))
            }
            switch verb {
            case "M": result.move(to: Point(x: n[0], y: n[1]))
            case "L": result.line(to: Point(x: n[0], y: n[1]))
            case "Q": result.quadCurve(to: Point(x: n[2], y: n[3]), control: Point(x: n[0], y: n[1]))
            case "C": result.curve(to: Point(x: n[4], y: n[5]), control1: Point(x: n[0], y: n[1]), control2: Point(x: n[2], y: n[3]))
            default: result.closeSubpath()
            }
        }
        return result
    }

    /// A shadow's fields: `shadowColor`, and `shadowOffset` and `shadowRadius` with
    /// CALayer's defaults ([0, -3] and 3).
    static func shadow(_ f: inout Fields) throws(DisplayListError) -> Shadow {
        let color = try f.color("shadowColor")
        var offset = Size(width: 0, height: -3)
        if let value = f.optional("shadowOffset") {
            let v = try Decode.numbers(value, f.field("shadowOffset"), count: 2, shape: "[dx, dy]")
            offset = Size(width: v[0], height: v[1])
        }
        return Shadow(color: color, offset: offset, radius: try f.optionalNumber("shadowRadius") ?? 3)
    }

    /// A stroke's fields: `lineWidth`, and the rest with Core Graphics' and CAShapeLayer's
    /// defaults (butt caps, miter joins, limit 10, solid, the whole path).
    static func strokeStyle(_ f: inout Fields) throws(DisplayListError) -> StrokeStyle {
        var style = StrokeStyle(lineWidth: try f.number("lineWidth"))
        style.lineCap = try f.choice("lineCap", default: LineCap.butt)
        style.lineJoin = try f.choice("lineJoin", default: LineJoin.miter)
        style.miterLimit = try f.optionalNumber("miterLimit") ?? 10
        if let value = f.optional("dashes") {
            guard case .array(let lengths) = value else {
                throw DisplayListError(path: f.field("dashes"), message: "expected an array of lengths, found \(value.kind)")
            }
            for (index, length) in lengths.enumerated() {
                style.dashes.append(try Decode.number(length, "\(f.field("dashes"))[\(index)]"))
            }
        }
        style.dashPhase = try f.optionalNumber("dashPhase") ?? 0
        style.strokeStart = try f.optionalNumber("strokeStart") ?? 0
        style.strokeEnd = try f.optionalNumber("strokeEnd") ?? 1
        return style
    }

    static func op(_ value: JSONValue, _ path: String, version: Int) throws(DisplayListError) -> DisplayOp {
        var f = try Fields(value, path)
        let name = try f.string("op")
        let id = try f.optionalString("id")
        let comment = try f.optionalString("comment")
        let kind: DisplayOp.Kind
        switch name {
        case "fillRect":
            kind = .fillRect(try f.rect("rect"), color: try f.color("color"), transform: try f.transform())
        case "fillRoundedRect":
            kind = .fillRoundedRect(try f.rect("rect"), radius: try f.number("radius"), color: try f.color("color"),
                                    transform: try f.transform())
        case "strokeRoundedRect":
            kind = .strokeRoundedRect(try f.rect("rect"), radius: try f.number("radius"), lineWidth: try f.number("lineWidth"),
                                      color: try f.color("color"), transform: try f.transform())
        case "drawImage":
            kind = .drawImage(image: try f.string("image"), rect: try f.rect("rect"),
                              filter: try f.choice("filter", default: ImageFilter.bilinear), transform: try f.transform())
        case "pushGroup":
            kind = .pushGroup(alpha: try f.number("alpha"))
        case "popGroup":
            kind = .popGroup
        case "pushClipRect":
            kind = .pushClipRect(try f.rect("rect"), transform: try f.transform())
        case "pushClipRoundedRect":
            kind = .pushClipRoundedRect(try f.rect("rect"), radius: try f.number("radius"), transform: try f.transform())
        case "popClip":
            kind = .popClip
        case "fillPath":
            kind = .fillPath(try Decode.path(try f.required("path"), f.field("path")),
                             rule: try f.choice("rule", default: FillRule.nonZero), color: try f.color("color"),
                             transform: try f.transform())
        case "pushClipPath":
            kind = .pushClipPath(try Decode.path(try f.required("path"), f.field("path")),
                                 rule: try f.choice("rule", default: FillRule.nonZero), transform: try f.transform())
        case "fillLinearGradient":
            let rect = try f.rect("rect")
            let radius = try f.optionalNumber("radius") ?? 0
            let start = try f.point("start"), end = try f.point("end")
            let stops = try Decode.stops(&f)
            kind = .fillLinearGradient(rect, radius: radius, gradient: LinearGradient(start: start, end: end, stops: stops),
                                       transform: try f.transform())
        case "drawText":
            let text = try f.string("text")
            let rect = try f.rect("rect")
            let style = TextStyle(fontSize: try f.number("fontSize"), weight: try f.choice("weight", default: FontWeight.regular),
                                  color: try f.color("color"),
                                  alignment: try f.choice("alignment", default: TextStyle.Alignment.left),
                                  wraps: try f.optionalBool("wraps") ?? false)
            kind = .drawText(text, rect: rect, style: style, transform: try f.transform())
        case "roundedRectShadow":
            let rect = try f.rect("rect")
            let radius = try f.number("radius")
            kind = .roundedRectShadow(rect, radius: radius, shadow: try Decode.shadow(&f), transform: try f.transform())
        case "pathShadow":
            let path = try Decode.path(try f.required("path"), f.field("path"))
            kind = .pathShadow(path, shadow: try Decode.shadow(&f), transform: try f.transform())
        case "strokePath":
            let path = try Decode.path(try f.required("path"), f.field("path"))
            let style = try Decode.strokeStyle(&f)
            kind = .strokePath(path, style: style, color: try f.color("color"), transform: try f.transform())
        case "backdropBlur":
            kind = .backdropBlur(try Decode.path(try f.required("path"), f.field("path")), blur: try f.number("blur"),
                                 transform: try f.transform())
        case "pushPlane":
            let rect = try f.rect("rect")
            let m = try Decode.numbers(try f.required("projection"), f.field("projection"), count: 9,
                                       shape: "[m11, m12, m13, m21, m22, m23, m31, m32, m33]")
            kind = .pushPlane(rect, transform: ProjectiveTransform(entries: m))
        case "popPlane":
            kind = .popPlane
        case "pushMask":
            kind = .pushMask
        case "pushMaskedContent":
            kind = .pushMaskedContent
        case "popMask":
            kind = .popMask
        case "fillGradient":
            let rect = try f.rect("rect")
            let shape: ShapedGradient.Shape
            switch try f.string("shape") {
            case "radial":
                let radii = try Decode.numbers(try f.required("radii"), f.field("radii"), count: 2, shape: "[rx, ry]")
                shape = .radial(center: try f.point("center"), radii: Size(width: radii[0], height: radii[1]))
            case "conic":
                shape = .conic(center: try f.point("center"), startAngle: try f.number("startAngle"))
            case let other:
                throw DisplayListError(path: f.field("shape"), message: "\"\(other)\" is not one of \"radial\", \"conic\"")
            }
            kind = .fillGradient(rect, gradient: ShapedGradient(shape: shape, stops: try Decode.stops(&f)), transform: try f.transform())
        default:
            throw DisplayListError(path: f.field("op"), message: "\"\(name)\" is not a known op")
        }
        if kind.minimumVersion > version {
            throw DisplayListError(path: f.field("op"), message: "\(name) needs version \(kind.minimumVersion) (the list says \(version))")
        }
        try f.finish()
        return DisplayOp(kind, id: id, comment: comment)
    }
}
