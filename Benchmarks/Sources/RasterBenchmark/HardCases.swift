import Foundation
import GoldensRaster

/// Small scenes where anti-aliasing is hardest: thin borders, small text, slivers, shapes that
/// overlap themselves. White or black on an opaque background, no groups or clips, so that a
/// supersampled reference is well defined.
enum HardCases {
    static func all() -> [(String, DisplayList)] {
        [("thin-borders", thinBorders()), ("small-text", smallText()), ("slivers", slivers()),
         ("continuous", continuousCorners()), ("perspective", perspectiveQuads()), ("dashed-strokes", dashedStrokes())]
    }

    /// Strokes as CAShapeLayer draws them: arcs and zig-zags, thin and thick, every cap and
    /// join, dashed with phases, rotated. One subpath per op, so dash restarts do not differ.
    static func dashedStrokes() -> DisplayList {
        var list = DisplayList(width: 240, height: 160, background: .white)
        let caps: [LineCap] = [.butt, .round, .square], joins: [LineJoin] = [.miter, .round, .bevel]
        for i in 0..<12 {
            let origin = Transform(rotationAngle: Double(i) * 0.11)
                .concatenating(Transform(translationX: 30 + Double(i % 4) * 60, y: 28 + Double(i / 4) * 52))
            var path = Path()
            if i % 2 == 0 {
                path.addArc(center: Point(x: 0, y: 0), radius: 18, startAngle: 0.3, endAngle: 5.2, clockwise: true)
            } else {
                path.move(to: Point(x: -22, y: 8))
                for k in 1...5 { path.line(to: Point(x: -22 + Double(k) * 9, y: k % 2 == 0 ? 8 : -8)) }
            }
            let style = StrokeStyle(lineWidth: [0.5, 1, 2.5, 4][i % 4], lineCap: caps[i % 3], lineJoin: joins[(i / 3) % 3],
                                    dashes: i % 3 == 2 ? [] : [4 + Double(i % 3), 3], dashPhase: Double(i) * 0.7)
            list.append(.strokePath(path, style: style, color: .black, transform: origin))
        }
        return list
    }

    static func thinBorders() -> DisplayList {
        var list = DisplayList(width: 240, height: 160, background: .white)
        for i in 0..<24 {
            let angle = Double(i) * 0.13
            let t = Transform(rotationAngle: angle).concatenating(Transform(translationX: 20 + Double(i % 6) * 40, y: 20 + Double(i / 6) * 40))
            list.append(.strokeRoundedRect(Rect(x: -15, y: -12, width: 30, height: 24), radius: Double(i % 5) * 2.5,
                                           lineWidth: i % 2 == 0 ? 0.5 : 1.0 / 3, color: .black, transform: t))
        }
        return list
    }

    /// Continuous and masked corners (CALayer `cornerCurve`, `maskedCorners`), filled and as
    /// thin border bands, rotated: the curves the renderer flattens, against the same paths
    /// in the peers.
    static func continuousCorners() -> DisplayList {
        var list = DisplayList(width: 240, height: 160, background: .white)
        for i in 0..<24 {
            let t = Transform(rotationAngle: Double(i) * 0.09)
                .concatenating(Transform(translationX: 20 + Double(i % 6) * 40, y: 20 + Double(i / 6) * 40))
            let rect = Rect(x: -16, y: -13, width: 32, height: 26)
            let style = CornerStyle(corners: i % 3 == 0 ? [.minXMinY, .maxXMinY] : .all, curve: .continuous)
            let radius = 2 + Double(i % 4) * 2.5
            let path = i % 2 == 0 ? Path.roundedRect(rect, radius: radius, style: style)
                : Path.border(rect, radius: radius, lineWidth: i % 4 == 1 ? 0.5 : 1.0 / 3, style: style)
            list.append(.fillPath(path, color: .black, transform: t))
        }
        return list
    }

    /// Planes turned about their vertical or horizontal axis in perspective (3-D layers): a
    /// black card whose outline is the projected plane, holding a white inner card whose edges
    /// reach the screen through the plane's texture. The peers fill the same quads projected.
    static func perspectiveQuads() -> DisplayList {
        var list = DisplayList(width: 240, height: 160, background: .white)
        for i in 0..<12 {
            let (column, row) = (Double(i % 4), Double(i / 4))
            let axis = i % 2 == 0 ? (x: 0.0, y: 1.0) : (x: 1.0, y: 0.0)
            var eye = Transform3D.identity
            eye.m34 = -1 / (60 + 20 * row)
            let projection = Transform3D(translationX: -16, y: -12, z: 0)
                .concatenating(Transform3D(rotationAngle: 0.35 + 0.17 * Double(i), x: axis.x, y: axis.y, z: 0.1))
                .concatenating(eye)
                .concatenating(Transform3D(translationX: 32 + column * 58.3, y: 28 + row * 52.6, z: 0))
                .projection
            let card = Rect(x: 0, y: 0, width: 32, height: 24)
            list.append(.pushPlane(card, transform: projection))
            list.append(.fillRect(card, color: .black))
            list.append(.fillRect(Rect(x: 6.5, y: 5.25, width: 19, height: 13.5), color: .white))
            list.append(.popPlane)
        }
        return list
    }

    static func smallText() -> DisplayList {
        var list = DisplayList(width: 240, height: 120, background: .white)
        for (row, size) in [9.0, 11, 13, 17].enumerated() {
            let rect = Rect(x: 4, y: 4 + Double(row) * 28, width: 230, height: 24)
            let path = TextLayout("Basil, thyme & sage: 12.5 g/100 ml?", fontSize: size).path(in: rect)
            list.append(.fillPath(path, color: .black, transform: Transform(rotationAngle: row % 2 == 0 ? 0 : 0.03)))
        }
        return list
    }

    static func slivers() -> DisplayList {
        var list = DisplayList(width: 160, height: 120, background: .white)
        for i in 0..<20 {
            var path = Path()
            let x = 4 + Double(i) * 7.7
            path.move(to: Point(x: x, y: 4))
            path.line(to: Point(x: x + 0.05 * Double(i + 1), y: 4))
            path.line(to: Point(x: x + 3, y: 110))
            list.append(.fillPath(path, color: .black))
        }
        var star = Path()
        for k in 0..<5 {
            let angle = Double(k * 2) * Double.pi * 2 / 5 - Double.pi / 2
            let p = Point(x: 80 + 40 * cos(angle), y: 60 + 40 * sin(angle))
            if k == 0 { star.move(to: p) } else { star.line(to: p) }
        }
        star.closeSubpath()
        list.append(.fillPath(star, color: Color(red: 0.8, green: 0.1, blue: 0.1, alpha: 1)))
        list.append(.fillRect(Rect(x: 10.3, y: 100.1, width: 140.4, height: 0.3), color: .black, transform: Transform(rotationAngle: -0.02)))
        return list
    }
}
