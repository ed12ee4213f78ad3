/// A `<color>` element as Xcode writes it, before it becomes a `UIColor`.
public enum DocumentColor: Sendable, Equatable {
    /// Components in 0…1 as written, and the colour space they are in (`sRGB`, `displayP3`,
    /// `calibratedRGB`, `deviceRGB`, `genericRGB`, `extendedSRGB`).
    case rgb(red: Double, green: Double, blue: Double, alpha: Double, space: String)
    /// A grey (`calibratedWhite`, `deviceWhite`, `genericGamma22GrayColorSpace`).
    case white(Double, alpha: Double, space: String)
    /// A system colour by its UIKit selector name: `systemBackgroundColor`, `labelColor`, `systemBlueColor`.
    case system(String)
    /// A colour from the app's asset catalog (`<color name="Brand">`), with the document's copy of
    /// its components when `<resources>` has one.
    case named(String)

    /// Reads `<color key="backgroundColor" …/>` in each form Xcode has written.
    public init(_ element: MarkupElement, file: String) throws(InterfaceBuilderError) {
        if let system = element["systemColor"] {
            self = .system(system)
            return
        }
        // Xcode 8–10 wrote system colours as a catalogue colour (`cocoaTouchSystemColor="darkTextColor"`).
        if let system = element["cocoaTouchSystemColor"] {
            self = .system(system)
            return
        }
        if let name = element["name"] {
            self = .named(name)
            return
        }
        let space = element["customColorSpace"] ?? element["colorSpace"] ?? "sRGB"
        let alpha = try element.number("alpha", file: file, default: 1, in: 0...1)
        if element["white"] != nil {
            self = .white(try element.number("white", file: file, in: 0...1), alpha: alpha, space: space)
            return
        }
        guard element["red"] != nil || element["green"] != nil || element["blue"] != nil else {
            throw InterfaceBuilderError(file: file, element: element,
                                        problem: "<color\(element["key"].map { " key=\"\($0)\"" } ?? "")> has no components, system colour or name")
        }
        // Extended sRGB may go beyond 0…1; the renderer draws in sRGB, so such values are clamped there.
        let range: ClosedRange<Double> = space == "extendedSRGB" ? -4...4 : 0...1
        self = .rgb(red: try element.number("red", file: file, default: 0, in: range),
                    green: try element.number("green", file: file, default: 0, in: range),
                    blue: try element.number("blue", file: file, default: 0, in: range),
                    alpha: alpha, space: space)
    }
}

/// A `<fontDescription>`: a system font of a size and weight, a text style, or a font by name.
public struct DocumentFont: Sendable, Equatable {
    public enum Face: Sendable, Equatable {
        /// `type="system"` with an optional `weight` ("semibold"), `boldSystem`, `italicSystem`.
        case system(weight: String)
        case italicSystem
        /// `style="UICTFontTextStyleHeadline"`: a Dynamic Type style.
        case textStyle(String)
        /// `name="AvenirNext-DemiBold" family="Avenir Next"`.
        case named(String, family: String?)
    }

    public let face: Face
    /// Points; a text style's default size when the document gives none.
    public let pointSize: Double?

    public init(_ element: MarkupElement, file: String) throws(InterfaceBuilderError) {
        pointSize = element["pointSize"] == nil ? nil : try element.number("pointSize", file: file, in: 0...10_000)
        if let style = element["style"] {
            face = .textStyle(style)
        } else if let name = element["name"] {
            face = .named(name, family: element["family"])
        } else {
            switch element["type"] {
            case "boldSystem": face = .system(weight: "bold")
            case "italicSystem": face = .italicSystem
            case "system", nil: face = .system(weight: element["weight"] ?? "regular")
            case let other?:
                throw InterfaceBuilderError(file: file, element: element,
                                            problem: "font type \"\(other)\", expected system, boldSystem or italicSystem")
            }
        }
    }
}

extension MarkupElement {
    /// The number in attribute `name`, which must lie in `range`; `fallback` when absent.
    public func number(_ name: String, file: String, default fallback: Double? = nil,
                       in range: ClosedRange<Double> = -1e9...1e9) throws(InterfaceBuilderError) -> Double {
        guard let text = self[name] else {
            if let fallback { return fallback }
            throw InterfaceBuilderError(file: file, element: self, problem: "<\(self.name)> has no \(name), expected a number")
        }
        guard let value = Double(text), value.isFinite, range.contains(value) else {
            throw InterfaceBuilderError(file: file, element: self,
                                        problem: "\(name)=\"\(text)\" in <\(self.name)>, expected a number from \(range.lowerBound.formatted) to \(range.upperBound.formatted)")
        }
        return value
    }

    /// `x`, `y`, `width`, `height` of a `<rect>`.
    public func rectangle(file: String) throws(InterfaceBuilderError) -> (x: Double, y: Double, width: Double, height: Double) {
        (try number("x", file: file, default: 0), try number("y", file: file, default: 0),
         try number("width", file: file, default: 0, in: 0...1e7), try number("height", file: file, default: 0, in: 0...1e7))
    }

    /// A `YES`/`NO` attribute; `fallback` when absent.
    public func flag(_ name: String, default fallback: Bool = false) -> Bool {
        guard let text = self[name] else { return fallback }
        return text == "YES"
    }
}

private extension Double {
    var formatted: String { self == rounded() && abs(self) < 1e15 ? String(Int(self)) : String(self) }
}
