@testable import GoldensRaster
import Testing

/// Groups that only wrap one another share one layer, and layer memory is reused between
/// layers and renders: both must leave every byte as separate, fresh layers would.
@Suite struct GroupLayerTests {
    let background = Color(red: 0.2, green: 0.9, blue: 0.3, alpha: 0.6)
    let content: [DisplayOp] = [
        .pushClipRoundedRect(Rect(x: 3, y: 2, width: 40, height: 30), radius: 7, transform: Transform(rotationAngle: 0.2)),
        .fillRect(Rect(x: 0, y: 0, width: 48, height: 40), color: Color(red: 0.9, green: 0.8, blue: 0.1, alpha: 0.8)),
        .fillRoundedRect(Rect(x: 8.5, y: 6.25, width: 20, height: 12), radius: 4, color: .white,
                         transform: Transform(rotationAngle: -0.3)),
        .popClip,
    ]
    /// Draws nothing, but is content to `GroupExtents`: the group around it is no wrapper.
    let nothing = DisplayOp.fillRect(Rect(x: 10, y: 10, width: 1, height: 1), color: .clear)

    func nested(_ alphas: [Double], spacer: Bool) -> [DisplayOp] {
        var ops: [DisplayOp] = []
        for alpha in alphas {
            ops.append(.pushGroup(alpha: alpha))
            if spacer { ops.append(nothing) }
        }
        ops += content
        for _ in alphas { ops.append(.popGroup) }
        return ops
    }

    @Test func wrapperGroupsRenderAsLayerByLayer() throws {
        for alphas in [[0.5, 0.9], [0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.9, 0.5], [1, 0.3, 1], [0.7, 1], [0.6, 0]] {
            let folded = try Support.render(nested(alphas, spacer: false), width: 48, height: 40, background: background)
            let layered = try Support.render(nested(alphas, spacer: true), width: 48, height: 40, background: background)
            #expect(folded == layered, "\(alphas)")
        }
        #expect(GroupExtents.compute(nested([0.5, 0.9, 0.8], spacer: false), canvas: PixelBounds(x0: 0, y0: 0, x1: 48, y1: 40))
            .compactMap { $0?.wrapsOneGroup } == [true, true, false])
    }

    @Test func reusedLayerMemoryLeavesNoTrace() throws {
        let first = try Support.render(nested([0.5], spacer: false), width: 48, height: 40)
        // Another render draws different pixels in layers of other sizes in between.
        _ = try Support.render([.pushGroup(alpha: 0.8), .fillRect(Rect(x: 0, y: 0, width: 64, height: 64), color: .white),
                                .pushGroup(alpha: 0.4), .fillRect(Rect(x: 5, y: 5, width: 9, height: 30), color: .black),
                                .popGroup, .popGroup], width: 64, height: 64)
        #expect(try Support.render(nested([0.5], spacer: false), width: 48, height: 40) == first)
    }
}
