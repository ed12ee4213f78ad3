@testable import GoldensRaster
import Testing

/// `backdropBlur`: what is drawn inside a shape, blurred by three box passes standing for a
/// Gaussian, with edges repeated past the surface; checked against an independent convolution.
@Suite struct BackdropBlurTests {
    let black = Color(red: 0, green: 0, blue: 0)
    let white = Color(red: 1, green: 1, blue: 1)
    /// σ whose box radius is 2 (4σ² + 1 = 25).
    let sigma = 6.0.squareRoot()

    /// A vertical step (black left, white right) blurred over the whole canvas: each row is the
    /// step convolved three times with a 5-wide box, edges repeated, within a level of the
    /// exact (unrounded) convolution; far from the step nothing changes.
    @Test func aStepBlursAsThreeBoxesInARow() throws {
        let bitmap = try Support.render([.fillRect(Rect(x: 16, y: 0, width: 16, height: 8), color: white),
                                         .backdropBlur(.rect(Rect(x: 0, y: 0, width: 32, height: 8)), blur: sigma)],
                                        width: 32, height: 8, background: black)
        var line = (0..<32).map { $0 < 16 ? 0.0 : 255.0 }
        for _ in 0..<3 {
            line = line.indices.map { x in (-2...2).reduce(0.0) { $0 + line[min(max(x + $1, 0), 31)] } / 5 }
        }
        for y in 0..<8 {
            for x in 0..<32 {
                #expect(abs(Double(bitmap[x, y].r) - line[x]) <= 1, "(\(x), \(y)): \(bitmap[x, y].r) vs \(line[x])")
                #expect(bitmap[x, y].a == 255 && bitmap[x, y].r == bitmap[x, y].g)
            }
        }
        #expect(bitmap[8, 4].r == 0 && bitmap[24, 4].r == 255)
        #expect(bitmap[15, 4].r > 60 && bitmap[16, 4].r < 195)
    }

    /// A flat backdrop stays flat up to the canvas's edges (edges repeat; they are not zero),
    /// and nothing outside the shape changes.
    @Test func edgesRepeatAndOnlyTheShapeChanges() throws {
        let gray = Color(red: 0.4, green: 0.6, blue: 0.8)
        let flat = try Support.render([.backdropBlur(.rect(Rect(x: 0, y: 0, width: 16, height: 16)), blur: 3)],
                                      width: 16, height: 16, background: gray)
        let plain = try Support.render([], width: 16, height: 16, background: gray)
        #expect(flat == plain)

        let stripes: [DisplayOp] = stride(from: 0, to: 32, by: 4).map {
            .fillRect(Rect(x: Double($0), y: 0, width: 2, height: 32), color: white)
        }
        let shape = Path.roundedRect(Rect(x: 8, y: 8, width: 16, height: 16), radius: 4)
        let before = try Support.render(stripes, width: 32, height: 32, background: black)
        let after = try Support.render(stripes + [.backdropBlur(shape, blur: sigma)], width: 32, height: 32, background: black)
        for y in 0..<32 {
            for x in 0..<32 where !(7..<25).contains(x) || !(7..<25).contains(y) {
                #expect(after[x, y] == before[x, y], "(\(x), \(y)) outside the shape changed")
            }
        }
        // Inside, 2-px stripes every 4 px blur to about half grey.
        #expect(abs(Int(after[16, 16].r) - 128) <= 8 && abs(Int(after[17, 16].r) - 128) <= 8)
        // The corner of the rounded rect keeps the stripes.
        #expect(after[8, 8] == before[8, 8])
    }

    @Test func isDeterministicAndWritesVersionThree() throws {
        let ops: [DisplayOp] = [.fillRect(Rect(x: 3, y: 2, width: 5, height: 9), color: white),
                                .backdropBlur(.roundedRect(Rect(x: 1, y: 1, width: 12, height: 12), radius: 3), blur: 1.5,
                                              transform: Transform(scaleX: 2, y: 2))]
        let list = DisplayList(width: 32, height: 32, background: black, ops: ops)
        #expect(list.version == 3)
        let read = try DisplayList(jsonString: list.jsonString)
        #expect(read == list)
        #expect(try read.render() == (try list.render()))
    }

    @Test func badValuesAreRefusedByField() {
        let error = Support.readingError
        func list(_ blur: String, version: Int = 3) -> String {
            let op = "{\"op\": \"backdropBlur\", \"path\": [[\"M\", 0, 0], [\"L\", 4, 0], [\"L\", 4, 4]], \"blur\": \(blur)}"
            return "{\"version\": \(version), \"width\": 8, \"height\": 8, \"ops\": [\(op)]}"
        }
        #expect(error(list("2")) == nil)
        #expect(error(list("-1")) == "ops[0].blur: -1 is negative (expected >= 0)")
        #expect(error(list("2", version: 2)) == "ops[0].op: backdropBlur needs version 3 (the list says 2)")
        #expect(error("{\"version\": 3, \"width\": 8, \"height\": 8, \"ops\": [{\"op\": \"backdropBlur\", \"blur\": 1}]}")
                == "ops[0]: missing field \"path\"")
    }
}

extension BackdropBlurTests {
    /// Inside a group at alpha 0.5 the blur fades in with the group: the result lies halfway
    /// between the backdrop and its blur. Inside a group, the backdrop is what the open groups
    /// would show composited now, not the group's own (empty) layer.
    @Test func aGroupsAlphaFadesTheBlurIn() throws {
        let ops: [DisplayOp] = [.fillRect(Rect(x: 16, y: 0, width: 16, height: 8), color: white)]
        let shape = Path.rect(Rect(x: 0, y: 0, width: 32, height: 8))
        let plain = try Support.render(ops, width: 32, height: 8, background: black)
        let full = try Support.render(ops + [.backdropBlur(shape, blur: sigma)], width: 32, height: 8, background: black)
        let half = try Support.render(ops + [.pushGroup(alpha: 0.5), .backdropBlur(shape, blur: sigma), .popGroup],
                                      width: 32, height: 8, background: black)
        for x in 10..<22 {
            let expected = (Int(plain[x, 4].r) + Int(full[x, 4].r)) / 2
            #expect(abs(Int(half[x, 4].r) - expected) <= 1, "x \(x): \(half[x, 4].r) vs \(expected)")
        }
        // Nested groups: the backdrop includes what the outer group holds so far.
        let nested = try Support.render(ops + [.pushGroup(alpha: 1), .fillRect(Rect(x: 0, y: 0, width: 8, height: 8), color: white),
                                               .pushGroup(alpha: 1), .backdropBlur(shape, blur: sigma), .popGroup, .popGroup],
                                        width: 32, height: 8, background: black)
        let flat = try Support.render(ops + [.fillRect(Rect(x: 0, y: 0, width: 8, height: 8), color: white),
                                             .backdropBlur(shape, blur: sigma)], width: 32, height: 8, background: black)
        #expect(nested == flat)
    }
}
