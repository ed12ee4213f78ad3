/// Writes the JSON form of a display list: one op per line, fields in a fixed order, numbers in
/// their shortest round-tripping form, so a dumped frame is readable and diffs well.
/// Non-finite numbers (only in a list that would fail validation) are written as `NaN`,
/// `Infinity` and `-Infinity`, so a broken frame can still be dumped and read back.
extension DisplayList {
    public var jsonString: String {
        var out = "{\n"
        out += "  \"version\": \(version),\n"
        if let name { out += "  \"name\": \(JSONText.string(name)),\n" }
        if let comment { out += "  \"comment\": \(JSONText.string(comment)),\n" }
        out += "  \"width\": \(width), \"height\": \(height),\n"
        out += "  \"background\": \(JSONText.numbers(background.components)),\n"
        if ops.isEmpty {
            out += "  \"ops\": []\n}\n"
            return out
        }
        out += "  \"ops\": [\n"
        for (index, op) in ops.enumerated() {
            out += "    " + JSONText.op(op) + (index + 1 < ops.count ? ",\n" : "\n")
        }
        out += "  ]\n}\n"
        return out
    }

    public var json: [UInt8] { Array(jsonString.utf8) }
}

/// JSON text pieces shared by every writer in the package.
public enum JSONText {
    static func number(_ value: Double) -> String {
        if value.isNaN { return "NaN" }
        if value.isInfinite { return value < 0 ? "-Infinity" : "Infinity" }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
        return "\(value)"
    }

    static func numbers(_ values: [Double]) -> String {
        "[" + values.map(number).joined(separator: ", ") + "]"
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    public static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }

    static func rect(_ r: Rect) -> String { numbers([r.x, r.y, r.width, r.height]) }

    /// A shadow's fields, as the shadow ops write them.
    static func shadow(_ s: Shadow) -> [(String, String)] {
        [("shadowColor", numbers(s.color.components)), ("shadowOffset", numbers([s.offset.width, s.offset.height])),
         ("shadowRadius", number(s.radius))]
    }

    /// A stroke's fields, as `strokePath` writes them: those that differ from the defaults.
    static func strokeStyle(_ s: StrokeStyle) -> [(String, String)] {
        var fields: [(String, String)] = []
        if s.lineCap != .butt { fields.append(("lineCap", string(s.lineCap.rawValue))) }
        if s.lineJoin != .miter { fields.append(("lineJoin", string(s.lineJoin.rawValue))) }
        if s.miterLimit != 10 { fields.append(("miterLimit", number(s.miterLimit))) }
        if !s.dashes.isEmpty { fields.append(("dashes", numbers(s.dashes))) }
        if s.dashPhase != 0 { fields.append(("dashPhase", number(s.dashPhase))) }
        if s.strokeStart != 0 { fields.append(("strokeStart", number(s.strokeStart))) }
        if s.strokeEnd != 1 { fields.append(("strokeEnd", number(s.strokeEnd))) }
        return fields
    }

    static func path(_ p: Path) -> String {
        let commands = p.elements.map { element -> String in
            switch element {
            case .move(let q): "[\"M\", \(number(q.x)), \(number(q.y))]"
            case .line(let q): "[\"L\", \(number(q.x)), \(number(q.y))]"
            case .quad(let q, let c): "[\"Q\", \(number(c.x)), \(number(c.y)), \(number(q.x)), \(number(q.y))]"
            case .cubic(let q, let c1, let c2):
                "[\"C\", \(number(c1.x)), \(number(c1.y)), \(number(c2.x)), \(number(c2.y)), \(number(q.x)), \(number(q.y))]"
            case .close: "[\"Z\"]"
            }
        }
        return "[" + commands.joined(separator: ", ") + "]"
    }

    /// A gradient's stops as the `stops` field's array.
    static func stops(_ stops: [LinearGradient.Stop]) -> String {
        "[" + stops.map { "{\"location\": \(number($0.location)), \"color\": \(numbers($0.color.components))}" }
            .joined(separator: ", ") + "]"
    }

    static func op(_ op: DisplayOp) -> String {
        var fields: [(String, String)] = [("op", string(op.kind.name))]
        if let id = op.id { fields.append(("id", string(id))) }
        if let comment = op.comment { fields.append(("comment", string(comment))) }
        var transform: Transform = .identity
        switch op.kind {
        case .fillRect(let r, let c, let t):
            fields += [("rect", rect(r)), ("color", numbers(c.components))]; transform = t
        case .fillRoundedRect(let r, let radius, let c, let t):
            fields += [("rect", rect(r)), ("radius", number(radius)), ("color", numbers(c.components))]; transform = t
        case .strokeRoundedRect(let r, let radius, let lineWidth, let c, let t):
            fields += [("rect", rect(r)), ("radius", number(radius)), ("lineWidth", number(lineWidth)),
                       ("color", numbers(c.components))]; transform = t
        case .drawImage(let image, let r, let filter, let t):
            fields += [("image", string(image)), ("rect", rect(r))]
            if filter != .bilinear { fields.append(("filter", string(filter.rawValue))) }
            transform = t
        case .pushGroup(let alpha):
            fields.append(("alpha", number(alpha)))
        case .popGroup, .popClip, .popPlane, .pushMask, .pushMaskedContent, .popMask:
            break
        case .fillGradient(let r, let g, let t):
            fields.append(("rect", rect(r)))
            switch g.shape {
            case .radial(let center, let radii):
                fields += [("shape", string("radial")), ("center", numbers([center.x, center.y])),
                           ("radii", numbers([radii.width, radii.height]))]
            case .conic(let center, let angle):
                fields += [("shape", string("conic")), ("center", numbers([center.x, center.y])), ("startAngle", number(angle))]
            }
            fields.append(("stops", stops(g.stops)))
            transform = t
        case .pushPlane(let r, let projection):
            fields += [("rect", rect(r)), ("projection", numbers(projection.entries))]
        case .pushClipRect(let r, let t):
            fields.append(("rect", rect(r))); transform = t
        case .pushClipRoundedRect(let r, let radius, let t):
            fields += [("rect", rect(r)), ("radius", number(radius))]; transform = t
        case .fillPath(let p, let rule, let c, let t):
            fields.append(("path", path(p)))
            if rule != .nonZero { fields.append(("rule", string(rule.rawValue))) }
            fields.append(("color", numbers(c.components))); transform = t
        case .pushClipPath(let p, let rule, let t):
            fields.append(("path", path(p)))
            if rule != .nonZero { fields.append(("rule", string(rule.rawValue))) }
            transform = t
        case .fillLinearGradient(let r, let radius, let g, let t):
            fields.append(("rect", rect(r)))
            if radius != 0 { fields.append(("radius", number(radius))) }
            fields += [("start", numbers([g.start.x, g.start.y])), ("end", numbers([g.end.x, g.end.y])),
                       ("stops", stops(g.stops))]
            transform = t
        case .drawText(let text, let r, let style, let t):
            fields += [("text", string(text)), ("rect", rect(r)), ("fontSize", number(style.fontSize)),
                       ("color", numbers(style.color.components))]
            if style.weight != .regular { fields.append(("weight", string(style.weight.rawValue))) }
            if style.alignment != .left { fields.append(("alignment", string(style.alignment.rawValue))) }
            if style.wraps { fields.append(("wraps", "true")) }
            transform = t
        case .roundedRectShadow(let r, let radius, let s, let t):
            fields += [("rect", rect(r)), ("radius", number(radius))] + shadow(s)
            transform = t
        case .pathShadow(let p, let s, let t):
            fields += [("path", path(p))] + shadow(s)
            transform = t
        case .backdropBlur(let p, let blur, let t):
            fields += [("path", path(p)), ("blur", number(blur))]
            transform = t
        case .strokePath(let p, let style, let c, let t):
            fields += [("path", path(p)), ("lineWidth", number(style.lineWidth)), ("color", numbers(c.components))]
                + strokeStyle(style)
            transform = t
        }
        if transform != .identity {
            fields.append(("transform", numbers([transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty])))
        }
        return "{" + fields.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ") + "}"
    }
}
