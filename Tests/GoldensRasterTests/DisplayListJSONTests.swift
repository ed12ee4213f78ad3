@testable import GoldensRaster
import Testing

@Suite struct DisplayListJSONTests {
    func error(_ json: String) -> String? { Support.readingError(json) }

    func list(_ ops: String, version: Int = 1) -> String {
        "{\"version\": \(version), \"width\": 8, \"height\": 8, \"ops\": [\(ops)]}"
    }

    @Test func readsEveryVersionOneOp() throws {
        let json = """
            {"version": 1, "name": "frame", "comment": "c", "width": 20, "height": 10, "background": [1, 1, 1, 1],
             "ops": [
               {"op": "fillRect", "id": "bg", "rect": [0, 0, 20, 10], "color": [0.5, 0.5, 0.5, 1]},
               {"op": "pushClipRoundedRect", "rect": [1, 1, 18, 8], "radius": 2, "transform": [1, 0, 0, 1, 0.5, 0]},
               {"op": "pushGroup", "alpha": 0.4, "comment": "fade"},
               {"op": "fillRoundedRect", "rect": [2, 2, 6, 6], "radius": 3, "color": [1, 0, 0, 1]},
               {"op": "strokeRoundedRect", "rect": [2, 2, 6, 6], "radius": 3, "lineWidth": 0.5, "color": [0, 0, 0, 1]},
               {"op": "drawImage", "image": "a.png", "rect": [10, 2, 4, 4], "filter": "nearest"},
               {"op": "popGroup"},
               {"op": "pushClipRect", "rect": [0, 0, 5, 5]},
               {"op": "popClip"},
               {"op": "popClip"}
             ]}
            """
        let list = try DisplayList(jsonString: json)
        #expect(list.ops.count == 10 && list.name == "frame" && list.background == .white)
        #expect(list.ops[0] == .fillRect(Rect(x: 0, y: 0, width: 20, height: 10), color: Color(white: 0.5), id: "bg"))
        #expect(list.ops[1].kind == .pushClipRoundedRect(Rect(x: 1, y: 1, width: 18, height: 8), radius: 2,
                                                         transform: Transform(translationX: 0.5, y: 0)))
        #expect(list.ops[2] == DisplayOp(.pushGroup(alpha: 0.4), comment: "fade"))
        #expect(list.ops[5].kind == .drawImage(image: "a.png", rect: Rect(x: 10, y: 2, width: 4, height: 4), filter: .nearest,
                                               transform: .identity))
        // Writing and reading back gives the same list.
        #expect(try DisplayList(jsonString: list.jsonString) == list)
    }

    @Test func nonFiniteNumbersAreNamedByTheirField() {
        let bad = list("""
            {"op": "fillRect", "rect": [0, 0, 1, 1], "color": [0, 0, 0, 1]},
            {"op": "fillRect", "rect": [0, 0, 1, 1], "color": [0, 0, 0, 1], "transform": [1, 0, 0, NaN, 0, 0]}
            """)
        #expect(error(bad) == "ops[1].transform[3]: nan is not a finite number")
        #expect(error(list("{\"op\": \"fillRect\", \"rect\": [0, Infinity, 1, 1], \"color\": [0, 0, 0, 1]}"))
                == "ops[0].rect[1]: inf is not a finite number")
        #expect(error(list("{\"op\": \"pushGroup\", \"alpha\": -Infinity}, {\"op\": \"popGroup\"}"))
                == "ops[0].alpha: -inf is not a finite number")
        #expect(error(list("{\"op\": \"fillRect\", \"rect\": [0, 0, 1e999, 1], \"color\": [0, 0, 0, 1]}"))
                == "ops[0].rect[2]: inf is not a finite number")
        #expect(error(list("{\"op\": \"fillPath\", \"path\": [[\"M\", 0, 0], [\"C\", 1, 2, 3, NaN, 5, 6]], \"color\": [0, 0, 0, 1]}",
                           version: 2)) == "ops[0].path[1][4]: nan is not a finite number")
        // The same rule for lists built in code, before drawing.
        var path = Path()
        path.move(to: .zero)
        path.quadCurve(to: Point(x: 1, y: .infinity), control: Point(x: 1, y: 1))
        #expect(throws: DisplayListError(path: "ops[0].path[1][4]", message: "inf is not a finite number")) {
            try DisplayList(width: 4, height: 4, ops: [.fillPath(path, color: .black)]).validate()
        }
    }

    @Test func rangesAndShapesAreChecked() {
        #expect(error(list("{\"op\": \"fillRect\", \"rect\": [0, 0, 1, 1], \"color\": [0, 1.5, 0, 1]}"))
                == "ops[0].color[1]: 1.5 is outside [0, 1]")
        #expect(error(list("{\"op\": \"fillRoundedRect\", \"rect\": [0, 0, 1, 1], \"radius\": -1, \"color\": [0, 0, 0, 1]}"))
                == "ops[0].radius: -1 is negative (expected >= 0)")
        #expect(error(list("{\"op\": \"pushGroup\", \"alpha\": 2}, {\"op\": \"popGroup\"}")) == "ops[0].alpha: 2 is outside [0, 1]")
        #expect(error(list("{\"op\": \"fillRect\", \"rect\": [0, 0, 1], \"color\": [0, 0, 0, 1]}"))
                == "ops[0].rect: expected [x, y, w, h] (4 numbers), found 3 elements")
        #expect(error(list("{\"op\": \"fillRect\", \"rect\": [0, \"0\", 1, 1], \"color\": [0, 0, 0, 1]}"))
                == "ops[0].rect[1]: expected a number, found a string")
        #expect(error(list("{\"op\": \"fillRect\", \"rect\": [0, 0, 1, 1], \"color\": [0, 0, 0, true]}"))
                == "ops[0].color[3]: expected a number, found a boolean")
        #expect(error("{\"version\": 1, \"width\": 0, \"height\": 8, \"ops\": []}") == "width: 0 is outside [1, 16384]")
        #expect(error("{\"version\": 1, \"width\": 8.5, \"height\": 8, \"ops\": []}") == "width: 8.5 is not an integer")
        #expect(error("{\"version\": 6, \"width\": 8, \"height\": 8, \"ops\": []}") == "version: 6 is not a supported version (expected 1 to 5)")
        #expect(error("{\"width\": 8, \"height\": 8, \"ops\": []}") == "version: missing (required)")
        #expect(error(list("{\"op\": \"drawText\", \"text\": \"a\", \"rect\": [0, 0, 8, 8], \"fontSize\": 5, \"color\": [0, 0, 0, 1], \"weight\": \"heavy\"}", version: 2))
                == "ops[0].weight: \"heavy\" is not one of \"regular\", \"medium\", \"semibold\", \"bold\"")
        #expect(error(list("{\"op\": \"drawImage\", \"image\": \"x.png\", \"rect\": [0, 0, 1, 1], \"filter\": \"cubic\"}"))
                == "ops[0].filter: \"cubic\" is not one of \"nearest\", \"bilinear\"")
    }

    @Test func unknownFieldsAndOpsAreErrorsButAnnotationsAreNot() {
        #expect(error(list("{\"op\": \"fillRect\", \"rect\": [0, 0, 1, 1], \"colour\": [0, 0, 0, 1], \"color\": [0, 0, 0, 1]}"))
                == "ops[0].colour: unknown field")
        #expect(error("{\"version\": 1, \"width\": 8, \"height\": 8, \"ops\": [], \"scale\": 3}") == "scale: unknown field")
        #expect(error(list("{\"op\": \"fillCircle\"}")) == "ops[0].op: \"fillCircle\" is not a known op")
        #expect(error(list("{\"op\": \"fillRect\", \"rect\": [0, 0, 1, 1]}")) == "ops[0]: missing field \"color\"")
        #expect(error(list("{\"op\": \"popClip\", \"id\": \"v\", \"comment\": \"c\"}")) == "ops[0]: popClip has no matching push")
        #expect(error(list("{\"op\": \"fillPath\", \"path\": [[\"M\", 0, 0]], \"color\": [0, 0, 0, 1]}"))
                == "ops[0].op: fillPath needs version 2 (the list says 1)")
    }

    @Test func nestingMustMatch() {
        #expect(error(list("{\"op\": \"pushGroup\", \"alpha\": 1}, {\"op\": \"popClip\"}"))
                == "ops[1]: popClip does not match pushGroup at ops[0]")
        #expect(error(list("{\"op\": \"pushClipRect\", \"rect\": [0, 0, 1, 1]}")) == "ops[0]: pushClipRect is never popped")
        #expect(error(list("{\"op\": \"popGroup\"}")) == "ops[0]: popGroup has no matching push")
    }

    @Test func syntaxErrorsSayWhere() {
        #expect(error("{\"version\": 1,\n \"width\": 8 \"height\": 8}") == "invalid JSON at line 2, column 13: unexpected '\"', expected ',' or '}'")
        #expect(error("{\"version\": 1, \"version\": 1}") == "invalid JSON at line 1, column 16: duplicate field \"version\"")
        #expect(error("[") == "invalid JSON at line 1, column 2: unexpected end of file, expected a value")
        #expect(error(String(repeating: "[", count: 1000)) == "invalid JSON at line 1, column 257: nesting deeper than 256 levels")
        #expect(error("{\"version\": 01}") == "invalid JSON at line 1, column 13: a number must not start with 0")
    }

    @Test func versionTwoOpsRoundTrip() throws {
        var path = Path()
        path.move(to: Point(x: 0, y: 0)); path.quadCurve(to: Point(x: 4, y: 0), control: Point(x: 2, y: 3))
        path.curve(to: Point(x: 0, y: 4), control1: Point(x: 5, y: 5), control2: Point(x: 1, y: 6)); path.closeSubpath()
        let original = DisplayList(width: 30, height: 20, ops: [
            .fillPath(path, rule: .evenOdd, color: Color(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)),
            .pushClipPath(path, transform: Transform(rotationAngle: 0.25)),
            .fillLinearGradient(Rect(x: 0, y: 0, width: 10, height: 5), radius: 2,
                                gradient: LinearGradient(start: .zero, end: Point(x: 10, y: 0), stops: [
                                    .init(location: 0, color: .black), .init(location: 1, color: .white)])),
            .popClip,
            .drawText("Hello \"you\"\n", rect: Rect(x: 1, y: 2, width: 28, height: 10),
                      style: TextStyle(fontSize: 7, color: .black, alignment: .center, wraps: true)),
            .drawText("Bold", rect: Rect(x: 1, y: 2, width: 28, height: 10), style: TextStyle(fontSize: 7, weight: .bold, color: .black)),
            .roundedRectShadow(Rect(x: 4, y: 4, width: 10, height: 8), radius: 2,
                               shadow: Shadow(color: Color(white: 0, alpha: 0.3), offset: Size(width: 0, height: 2), radius: 4)),
        ])
        #expect(original.version == 2)
        let text = original.jsonString
        #expect(try DisplayList(jsonString: text) == original)
    }
}
