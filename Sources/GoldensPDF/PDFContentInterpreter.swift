import GoldensRaster

/// Runs a page's content stream (ISO 32000-1, 8 and 9) into display-list ops: paths filled and
/// stroked in device gray, RGB and CMYK colours with the graphics state's alpha, clipping, the
/// current transformation matrix, form XObjects and image XObjects (see `PDFImageXObject`).
/// What is not drawn (text, images in forms not read, shadings, patterns) is named in `notDrawn`.
struct PDFContentInterpreter {
    private struct GraphicsState {
        var transform: Transform
        var fill = Color(red: 0, green: 0, blue: 0)
        var stroke = Color(red: 0, green: 0, blue: 0)
        var fillComponents = 1
        var strokeComponents = 1
        var fillAlpha = 1.0
        var strokeAlpha = 1.0
        var style = StrokeStyle(lineWidth: 1)
        /// Clips pushed since this state was saved, popped when it is restored.
        var clips = 0
    }

    let document: PDFDocument
    private(set) var ops: [DisplayOp] = []
    private(set) var notDrawn: Set<String> = []
    /// The images the ops draw, by the names the ops give them.
    private(set) var images: [String: Bitmap] = [:]
    /// The decoded pixels the images hold, which `maximumImagePixels` bounds.
    private var imagePixels = 0
    private var state: GraphicsState
    private var saved: [GraphicsState] = []
    private var path = Path()
    private var pendingClip: FillRule?
    private var operands: [PDFValue] = []
    private var operatorCount = 0

    static let maximumOperators = 500_000
    static let maximumFormDepth = 12
    static let maximumSavedStates = 256
    /// The most pixels a page's images may hold together.
    static let maximumImagePixels = 2 * PDFImageXObject.maximumPixels

    init(document: PDFDocument, transform: Transform) {
        self.document = document
        state = GraphicsState(transform: transform)
    }

    /// Runs `content` with `resources`, at the form nesting `depth`.
    mutating func run(_ content: [UInt8], resources: [String: PDFValue]?, depth: Int = 0) {
        var scanner = PDFScanner(content)
        let savedDepth = saved.count
        while operatorCount < PDFContentInterpreter.maximumOperators, let token = scanner.nextToken() {
            switch token {
            case let .value(value):
                if operands.count < 64 { operands.append(value) }
            case .arrayStart:
                scanner.index -= 1
                if let array = scanner.value(), operands.count < 64 { operands.append(array) }
            case .dictionaryStart:
                scanner.index -= 2
                if let dictionary = scanner.value(), operands.count < 64 { operands.append(dictionary) }
            case let .keyword(word):
                operatorCount += 1
                if word == "BI" {
                    skipInlineImage(&scanner)
                    notDrawn.insert("inline images")
                } else {
                    perform(word, resources: resources, depth: depth)
                }
                operands.removeAll(keepingCapacity: true)
            case .arrayEnd, .dictionaryEnd:
                operands.removeAll(keepingCapacity: true)
            }
        }
        while saved.count > savedDepth { restore() }
    }

    private func number(_ index: Int) -> Double? {
        operands.indices.contains(index) ? operands[index].number : nil
    }

    private var numbers: [Double] { operands.compactMap(\.number) }

    private func point(_ index: Int) -> Point? {
        guard let x = number(index), let y = number(index + 1) else { return nil }
        return Point(x: x, y: y)
    }

    private mutating func perform(_ word: String, resources: [String: PDFValue]?, depth: Int) {
        switch word {
        // Graphics state
        case "q":
            guard saved.count < PDFContentInterpreter.maximumSavedStates else { return }
            saved.append(state)
            state.clips = 0
        case "Q": restore()
        case "cm":
            let n = numbers
            guard n.count == 6 else { return }
            let matrix = Transform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
            state.transform = matrix.concatenating(state.transform)
        case "w": if let width = number(0), width >= 0 { state.style.lineWidth = width }
        case "J":
            switch number(0) {
            case 1: state.style.lineCap = .round
            case 2: state.style.lineCap = .square
            default: state.style.lineCap = .butt
            }
        case "j":
            switch number(0) {
            case 1: state.style.lineJoin = .round
            case 2: state.style.lineJoin = .bevel
            default: state.style.lineJoin = .miter
            }
        case "M": if let limit = number(0), limit >= 1 { state.style.miterLimit = limit }
        case "d":
            let lengths = operands.first?.numbers ?? []
            state.style.dashes = lengths.allSatisfy { $0 >= 0 } && lengths.contains { $0 > 0 } ? lengths : []
            state.style.dashPhase = number(1) ?? 0
        case "gs":
            guard let name = operands.first?.name,
                  let graphics = document.resolved(document.resolved(resources?["ExtGState"])?.dictionary?[name])?.dictionary else { return }
            if let alpha = document.resolved(graphics["ca"])?.number { state.fillAlpha = min(max(alpha, 0), 1) }
            if let alpha = document.resolved(graphics["CA"])?.number { state.strokeAlpha = min(max(alpha, 0), 1) }
            if let width = document.resolved(graphics["LW"])?.number, width >= 0 { state.style.lineWidth = width }
        case "ri", "i": break
        // Paths
        case "m": if let p = point(0) { path.move(to: p) }
        case "l": if let p = point(0), !path.elements.isEmpty { path.line(to: p) }
        case "c":
            if let c1 = point(0), let c2 = point(2), let to = point(4), !path.elements.isEmpty { path.curve(to: to, control1: c1, control2: c2) }
        case "v":
            if let c2 = point(0), let to = point(2), let current = path.currentPoint { path.curve(to: to, control1: current, control2: c2) }
        case "y":
            if let c1 = point(0), let to = point(2), !path.elements.isEmpty { path.curve(to: to, control1: c1, control2: to) }
        case "h": if !path.elements.isEmpty { path.closeSubpath() }
        case "re":
            let n = numbers
            guard n.count == 4 else { return }
            path.addRect(Rect(x: n[0], y: n[1], width: n[2], height: n[3]).standardized)
        // Painting
        case "f", "F": paint(fill: .nonZero, stroke: false)
        case "f*": paint(fill: .evenOdd, stroke: false)
        case "S": paint(fill: nil, stroke: true)
        case "s": closeAndPaint(fill: nil, stroke: true)
        case "B": paint(fill: .nonZero, stroke: true)
        case "B*": paint(fill: .evenOdd, stroke: true)
        case "b": closeAndPaint(fill: .nonZero, stroke: true)
        case "b*": closeAndPaint(fill: .evenOdd, stroke: true)
        case "n": paint(fill: nil, stroke: false)
        case "W": pendingClip = .nonZero
        case "W*": pendingClip = .evenOdd
        // Colour
        case "g": setColor(fill: true, components: 1)
        case "G": setColor(fill: false, components: 1)
        case "rg": setColor(fill: true, components: 3)
        case "RG": setColor(fill: false, components: 3)
        case "k": setColor(fill: true, components: 4)
        case "K": setColor(fill: false, components: 4)
        case "cs", "CS":
            let components = colorSpaceComponents(operands.first, resources: resources)
            if word == "cs" { state.fillComponents = components } else { state.strokeComponents = components }
            setColor(fill: word == "cs", components: components, values: Array(repeating: 0, count: components))
        case "sc", "scn":
            if operands.last?.name != nil { notDrawn.insert("patterns") } else { setColor(fill: true, components: state.fillComponents) }
        case "SC", "SCN":
            if operands.last?.name != nil { notDrawn.insert("patterns") } else { setColor(fill: false, components: state.strokeComponents) }
        // Objects
        case "Do": drawObject(operands.first?.name, resources: resources, depth: depth)
        case "sh": notDrawn.insert("shadings")
        case "BT", "ET", "Tc", "Tw", "Tz", "TL", "Tf", "Tr", "Ts", "Td", "TD", "Tm", "T*": break
        case "Tj", "TJ", "'", "\"": notDrawn.insert("text")
        case "d0", "d1", "BX", "EX", "MP", "DP", "BMC", "BDC", "EMC": break
        default: break
        }
    }

    private mutating func restore() {
        guard let previous = saved.popLast() else { return }
        for _ in 0..<state.clips { ops.append(.popClip) }
        state = previous
    }

    private mutating func closeAndPaint(fill: FillRule?, stroke: Bool) {
        if !path.elements.isEmpty { path.closeSubpath() }
        paint(fill: fill, stroke: stroke)
    }

    /// Fills and strokes the current path, clips to it if `W` came before, and starts a new one.
    private mutating func paint(fill: FillRule?, stroke: Bool) {
        defer {
            path = Path()
            pendingClip = nil
        }
        guard !path.elements.isEmpty else { return }
        if let fill, state.fillAlpha > 0 {
            ops.append(.fillPath(path, rule: fill, color: state.fill.withAlpha(state.fill.alpha * state.fillAlpha), transform: state.transform))
        }
        if stroke, state.strokeAlpha > 0 {
            // A zero-width line is the thinnest the device draws: a pixel here.
            var style = state.style
            if style.lineWidth == 0 { style.lineWidth = 1 / max(state.transform.scaleEstimate, 1e-6) }
            ops.append(.strokePath(path, style: style, color: state.stroke.withAlpha(state.stroke.alpha * state.strokeAlpha),
                                   transform: state.transform))
        }
        if let rule = pendingClip {
            ops.append(.pushClipPath(path, rule: rule, transform: state.transform))
            state.clips += 1
        }
    }

    private mutating func setColor(fill: Bool, components: Int, values: [Double]? = nil) {
        let n = (values ?? numbers).map { min(max($0, 0), 1) }
        let color: Color
        switch components {
        case 1 where n.count >= 1: color = Color(red: n[0], green: n[0], blue: n[0])
        case 3 where n.count >= 3: color = Color(red: n[0], green: n[1], blue: n[2])
        case 4 where n.count >= 4:
            color = Color(red: (1 - n[0]) * (1 - n[3]), green: (1 - n[1]) * (1 - n[3]), blue: (1 - n[2]) * (1 - n[3]))
        default: return
        }
        if fill {
            state.fill = color
            state.fillComponents = components
        } else {
            state.stroke = color
            state.strokeComponents = components
        }
    }

    /// How many numbers a colour of the space `value` names has (an ICC profile by its `N`).
    private func colorSpaceComponents(_ value: PDFValue?, resources: [String: PDFValue]?) -> Int {
        var space = value
        if let name = value?.name, let named = document.resolved(resources?["ColorSpace"])?.dictionary?[name] { space = document.resolved(named) }
        switch space {
        case let .name(name)?:
            switch name {
            case "DeviceRGB", "CalRGB", "RGB": return 3
            case "DeviceCMYK", "CMYK": return 4
            default: return 1
            }
        case let .array(items)?:
            switch document.resolved(items.first)?.name {
            case "ICCBased":
                let n = document.resolved(items.count > 1 ? items[1] : nil)?.dictionary?["N"]?.number ?? 3
                return n == 4 ? 4 : n == 1 ? 1 : 3
            case "CalRGB", "Lab": return 3
            default: return 1
            }
        default: return 1
        }
    }

    /// `Do`: a form XObject is drawn with its matrix, clipped to its bounding box; an image fills
    /// the unit square of the current space, its first row at the top (y = 1).
    private mutating func drawObject(_ name: String?, resources: [String: PDFValue]?, depth: Int) {
        guard let name, let object = document.resolved(document.resolved(resources?["XObject"])?.dictionary?[name]),
              let dictionary = object.dictionary else { return }
        guard dictionary["Subtype"]?.name == "Form" else {
            guard dictionary["Subtype"]?.name == "Image", let key = image(object, named: name) else {
                notDrawn.insert("images")
                return
            }
            let unitSquare = Transform(a: 1, b: 0, c: 0, d: -1, tx: 0, ty: 1).concatenating(state.transform)
            let draw = DisplayOp.Kind.drawImage(image: key, rect: Rect(x: 0, y: 0, width: 1, height: 1), filter: .bilinear,
                                                transform: unitSquare)
            if state.fillAlpha < 1 {
                ops += [DisplayOp(.pushGroup(alpha: state.fillAlpha)), DisplayOp(draw), DisplayOp(.popGroup)]
            } else {
                ops.append(DisplayOp(draw))
            }
            return
        }
        guard depth < PDFContentInterpreter.maximumFormDepth, let content = try? document.decoded(object) else { return }
        guard saved.count < PDFContentInterpreter.maximumSavedStates else { return }
        saved.append(state)
        state.clips = 0
        if let n = document.resolved(dictionary["Matrix"])?.numbers, n.count == 6 {
            state.transform = Transform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5]).concatenating(state.transform)
        }
        if let box = document.resolved(dictionary["BBox"])?.numbers, box.count == 4 {
            let rect = Rect(x: min(box[0], box[2]), y: min(box[1], box[3]), width: abs(box[2] - box[0]), height: abs(box[3] - box[1]))
            ops.append(.pushClipPath(Path.rect(rect), rule: .nonZero, transform: state.transform))
            state.clips += 1
        }
        let formResources = document.resolved(dictionary["Resources"])?.dictionary ?? resources
        let outerOperands = operands
        operands = []
        run(content, resources: formResources, depth: depth + 1)
        operands = outerOperands
        restore()
    }

    /// The name the ops give the image `object` (the XObject `name` with its size, so two forms'
    /// images of one name stay apart), decoding it the first time; nil when it is not read here
    /// or the page's images would hold too many pixels.
    private mutating func image(_ object: PDFValue, named name: String) -> String? {
        guard case let .stream(_, data) = object else { return nil }
        let key = "pdf-\(name)-\(data.count)-\(data.prefix(64).reduce(0) { ($0 &* 31) &+ Int($1) })"
        if images[key] != nil { return key }
        guard let bitmap = PDFImageXObject.bitmap(object, in: document),
              imagePixels + bitmap.width * bitmap.height <= PDFContentInterpreter.maximumImagePixels else { return nil }
        imagePixels += bitmap.width * bitmap.height
        images[key] = bitmap
        return key
    }

    /// Skips `BI … ID <data> EI`.
    private func skipInlineImage(_ scanner: inout PDFScanner) {
        let bytes = scanner.bytes
        var i = scanner.index
        while i + 2 < bytes.count {
            if bytes[i] == 0x45, bytes[i + 1] == 0x49, PDFScanner.isSpace(bytes[i - 1]),
               i + 2 == bytes.count || PDFScanner.isSpace(bytes[i + 2]) {
                scanner.index = i + 2
                return
            }
            i += 1
        }
        scanner.index = bytes.count
    }
}

private extension Color {
    func withAlpha(_ value: Double) -> Color { Color(red: red, green: green, blue: blue, alpha: value) }
}

private extension Transform {
    /// How much the transform scales lengths, roughly (the square root of its area factor).
    var scaleEstimate: Double { abs(a * d - b * c).squareRoot() }
}
