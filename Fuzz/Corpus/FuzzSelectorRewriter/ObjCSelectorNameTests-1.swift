import Foundation
@testable import GoldensSelectorRewriting
import Testing

/// Selector names spelled as Swift spells them for Objective-C. The expected names were read off
/// the compiler's generated Objective-C header; `matchesTheCompiler` checks them again where the
/// compiler can still produce one.
struct ObjCSelectorNameTests {
    /// A declaration, the labels a `#selector` would write, and its Objective-C name.
    static let cases: [(declaration: String, baseName: String, labels: [String?], name: String)] = [
        ("func close()", "close", [], "close"),
        ("func handlePan(_ g: Int)", "handlePan", [nil], "handlePan:"),
        ("func tapped(_ s: Int, forEvent e: Int)", "tapped", [nil, "forEvent"], "tapped:forEvent:"),
        ("func handle(pan: Int)", "handle", ["pan"], "handleWithPan:"),
        ("func move(to: Int)", "move", ["to"], "moveTo:"),
        ("func move(from a: Int, to b: Int)", "move", ["from", "to"], "moveFrom:to:"),
        ("func doIt(with x: Int)", "doIt", ["with"], "doItWith:"),
        ("func fetch(completion: Int)", "fetch", ["completion"], "fetchWithCompletion:"),
        ("func run(byAdding: Int)", "run", ["byAdding"], "runByAdding:"),
        ("func fadeIn(duration: Int)", "fadeIn", ["duration"], "fadeInDuration:"),
        ("func moveToward(x: Int)", "moveToward", ["x"], "moveTowardWithX:"),
        ("func show(within: Int)", "show", ["within"], "showWithin:"),
        ("func show(without: Int)", "show", ["without"], "showWithWithout:"),
        ("func show(onto: Int)", "show", ["onto"], "showWithOnto:"),
        ("func load(url: Int)", "load", ["url"], "loadWithUrl:"),
        ("func load(URLString: Int)", "load", ["URLString"], "loadWithURLString:"),
        ("func load(in2: Int)", "load", ["in2"], "loadWithIn2:"),
        ("func load(for_x: Int)", "load", ["for_x"], "loadFor_x:"),
        ("func move_to(x: Int)", "move_to", ["x"], "move_toX:"),
        ("func moveURLFor(x: Int)", "moveURLFor", ["x"], "moveURLForX:"),
        ("func handle(_ a: Int, _ b: Int)", "handle", [nil, nil], "handle::"),
        ("func set(x: Int, _ y: Int)", "set", ["x", nil], "setWithX::"),
    ]

    @Test func spellsEachCaseAsSwiftDoes() {
        for example in Self.cases {
            #expect(ObjCSelectorName.method(baseName: example.baseName, labels: example.labels) == example.name, "\(example.declaration)")
        }
    }