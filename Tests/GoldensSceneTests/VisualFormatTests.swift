import GoldensScene
import Testing

/// The visual format parser on the Auto Layout Guide's examples, each grammar element, and each
/// kind of error.
@Suite struct VisualFormatTests {
    typealias Predicate = VisualFormat.Predicate
    typealias Link = VisualFormat.Link

    static let names: Set<String> = [
        "a", "b", "c", "button", "textField", "purpleBox", "topField", "bottomField",
        "maroonView", "blueView", "button1", "button2", "flexibleButton", "find", "findNext", "findField",
    ]

    func parse(_ format: String, metrics: [String: Double] = [:]) throws -> VisualFormat {
        try VisualFormat.parse(format, metrics: metrics, viewNames: Self.names)
    }

    // MARK: The guide's examples

    @Test func standardSpace() throws {
        let format = try parse("[button]-[textField]")
        #expect(format.axis == .horizontal)
        #expect(!format.leadingSuperview && !format.trailingSuperview)
        #expect(format.views == [.init(name: "button"), .init(name: "textField")])
        #expect(format.connections == [Link(from: .view("button"), to: .view("textField"), connection: .standard)])
    }

    @Test func widthConstraint() throws {
        let format = try parse("[button(>=50)]")
        #expect(format.views == [.init(name: "button", size: [Predicate(relation: .greaterThanOrEqual, constant: 50)])])
        #expect(format.connections.isEmpty)
    }

    @Test func connectionToSuperview() throws {
        let format = try parse("|-50-[purpleBox]-50-|")
        #expect(format.leadingSuperview && format.trailingSuperview)
        #expect(format.connections == [
            Link(from: .superview, to: .view("purpleBox"), connection: .predicates([Predicate(constant: 50)])),
            Link(from: .view("purpleBox"), to: .superview, connection: .predicates([Predicate(constant: 50)])),
        ])
    }

    @Test func verticalLayout() throws {
        let format = try parse("V:[topField]-10-[bottomField]")
        #expect(format.axis == .vertical)
        #expect(format.connections == [
            Link(from: .view("topField"), to: .view("bottomField"), connection: .predicates([Predicate(constant: 10)])),
        ])
        #expect(try parse("H:[a]").axis == .horizontal)
        #expect(try parse("H:[a]-[b]") == parse("[a]-[b]"))
    }

    @Test func flushViews() throws {
        let format = try parse("[maroonView][blueView]")
        #expect(format.connections == [Link(from: .view("maroonView"), to: .view("blueView"), connection: .flush)])
        // Flush against the superview's edges too.
        let pinned = try parse("|[a]|")
        #expect(pinned.connections == [
            Link(from: .superview, to: .view("a"), connection: .flush),
            Link(from: .view("a"), to: .superview, connection: .flush),
        ])
    }

    @Test func priority() throws {
        let format = try parse("[button(100@20)]")
        #expect(format.views[0].size == [Predicate(constant: 100, priority: 20)])
    }

    @Test func equalWidths() throws {
        let format = try parse("[button1(==button2)]")
        #expect(format.views[0].size == [Predicate(relation: .equal, view: "button2")])
        #expect(format.views.map(\.name) == ["button1"])  // a view in a predicate is not placed
    }

    @Test func multiplePredicates() throws {
        let format = try parse("[flexibleButton(>=70,<=100)]")
        #expect(format.views[0].size == [
            Predicate(relation: .greaterThanOrEqual, constant: 70),
            Predicate(relation: .lessThanOrEqual, constant: 100),
        ])
    }

    @Test func completeLine() throws {
        let format = try parse("|-[find]-[findNext]-[findField(>=20)]-|")
        #expect(format.views.map(\.name) == ["find", "findNext", "findField"])
        #expect(format.views[2].size == [Predicate(relation: .greaterThanOrEqual, constant: 20)])
        // `-` next to `|` is the standard spacing too; the consumer picks the superview's value.
        #expect(format.connections == [
            Link(from: .superview, to: .view("find"), connection: .standard),
            Link(from: .view("find"), to: .view("findNext"), connection: .standard),
            Link(from: .view("findNext"), to: .view("findField"), connection: .standard),
            Link(from: .view("findField"), to: .superview, connection: .standard),
        ])
    }

    // MARK: Other grammar elements

    @Test func metricsInSpacingsSizesAndPriorities() throws {
        let format = try parse("|-margin-[a(width@high)]-(>=gap)-[b]", metrics: ["margin": 16, "width": 44, "high": 750, "gap": 8])
        #expect(format.views[0].size == [Predicate(constant: 44, priority: 750)])
        #expect(format.connections == [
            Link(from: .superview, to: .view("a"), connection: .predicates([Predicate(constant: 16)])),
            Link(from: .view("a"), to: .view("b"), connection: .predicates([Predicate(relation: .greaterThanOrEqual, constant: 8)])),
        ])
    }

    @Test func parenthesizedSpacingWithNegativeAndDecimalNumbers() throws {
        let format = try parse("[a]-(>=-8.5,<=20@500)-[b]-(-4)-[c]-0.5-|")
        #expect(format.connections.map(\.connection) == [
            .predicates([
                Predicate(relation: .greaterThanOrEqual, constant: -8.5),
                Predicate(relation: .lessThanOrEqual, constant: 20, priority: 500),
            ]),
            .predicates([Predicate(constant: -4)]),
            .predicates([Predicate(constant: 0.5)]),
        ])
        #expect(try parse("[a(.5)]").views[0].size == [Predicate(constant: 0.5)])
    }

    @Test func viewPredicateWithPriorityAndMetricOfTheSameName() throws {
        #expect(try parse("[a(<=b@999)]").views[0].size == [Predicate(relation: .lessThanOrEqual, view: "b", priority: 999)])
        // A metric wins over a view of the same name.
        #expect(try parse("[a(b)]", metrics: ["b": 3]).views[0].size == [Predicate(constant: 3)])
    }

    @Test func priorityBounds() throws {
        #expect(try parse("[a(1@1)]").views[0].size[0].priority == 1)
        #expect(try parse("[a(1@1000)]").views[0].size[0].priority == 1000)
    }

    // MARK: Errors

    struct Failure: Sendable, CustomTestStringConvertible {
        var format: String
        var offset: Int
        /// The token (or expectation) the message must quote.
        var mentions: String
        var metrics: [String: Double] = [:]

        var testDescription: String { format.isEmpty ? "(empty)" : format }
    }

    static let failures: [Failure] = [
        Failure(format: "", offset: 0, mentions: "empty"),
        Failure(format: "H:", offset: 2, mentions: "Expected a view"),
        Failure(format: "V[a]", offset: 1, mentions: "':' after 'V'"),
        Failure(format: "x[a]", offset: 0, mentions: "found 'x'"),
        Failure(format: "[a]-[ghost]", offset: 5, mentions: "'ghost'"),              // unknown view
        Failure(format: "[a(>=ghost)]", offset: 5, mentions: "'ghost'"),             // unknown view or metric
        Failure(format: "[a]-gap-[b]", offset: 4, mentions: "'gap'"),                // unknown metric
        Failure(format: "[a(5@high)]", offset: 5, mentions: "'high'"),               // unknown priority metric
        Failure(format: "[a]-b-[c]", offset: 4, mentions: "'b'"),                    // a view as a spacing
        Failure(format: "[a", offset: 2, mentions: "']'"),                           // unbalanced brackets
        Failure(format: "[a(>=5]", offset: 6, mentions: "')'"),
        Failure(format: "[a]-(8-[b]", offset: 6, mentions: "')'"),
        Failure(format: "[a]]", offset: 3, mentions: "Unmatched ']'"),
        Failure(format: "[a])", offset: 3, mentions: "Unmatched ')'"),
        Failure(format: "[]", offset: 1, mentions: "view name"),                     // missing view
        Failure(format: "|-|", offset: 2, mentions: "Expected a view"),
        Failure(format: "||", offset: 1, mentions: "Expected a view"),
        Failure(format: "|", offset: 1, mentions: "Expected a view"),
        Failure(format: "H:|-[button]-[", offset: 14, mentions: "view name"),
        Failure(format: "[a]-", offset: 4, mentions: "after the connection"),        // dangling connection
        Failure(format: "[a]-8-", offset: 6, mentions: "after the connection"),
        Failure(format: "|-", offset: 2, mentions: "after the connection"),
        Failure(format: "[a]-8[b]", offset: 5, mentions: "'-'"),
        Failure(format: "[a]--[b]", offset: 4, mentions: "found '-'"),
        Failure(format: "[a(50@1001)]", offset: 6, mentions: "'1001'"),              // priority out of range
        Failure(format: "[a(50@0)]", offset: 6, mentions: "'0'"),
        Failure(format: "[a(50@big)]", offset: 6, mentions: "'big'", metrics: ["big": 2000]),
        Failure(format: "[a]-[b]-[a]", offset: 9, mentions: "'a'"),                   // a view twice
        Failure(format: "[a]-|x", offset: 5, mentions: "'x'"),                        // trailing garbage
        Failure(format: "[a]-[b]foo", offset: 7, mentions: "'foo'"),
        Failure(format: "[a] -[b]", offset: 3, mentions: "' -[b]'"),
        Failure(format: "[a(=5)]", offset: 3, mentions: "'='"),                       // bad relation
        Failure(format: "[a(=>5)]", offset: 3, mentions: "'=>'"),
        Failure(format: "[a()]", offset: 3, mentions: "found ')'"),
        Failure(format: "[a(5,)]", offset: 5, mentions: "found ')'"),
    ]

    @Test(arguments: failures)
    func rejects(_ failure: Failure) {
        #expect {
            try VisualFormat.parse(failure.format, metrics: failure.metrics, viewNames: Self.names)
        } throws: { error in
            guard let error = error as? VisualFormatError else { return false }
            #expect(error.format == failure.format)
            #expect(error.offset == failure.offset, "\(error)")
            #expect(error.message.contains(failure.mentions), "\(error)")
            return true
        }
    }

    @Test func errorDescriptionLooksLikeUIKits() {
        #expect {
            try VisualFormat.parse("H:|-[button]-[bad]", viewNames: ["button"])
        } throws: { error in
            (error as? VisualFormatError)?.description == """
                Unable to parse constraint format: \nUnable to find view with name 'bad'
                H:|-[button]-[bad]
                              ^
                """
        }
    }

    @Test func offsetsCountCharactersNotBytes() {
        #expect {
            try VisualFormat.parse("[é]", viewNames: ["a"])
        } throws: { error in
            (error as? VisualFormatError)?.offset == 1
        }
        #expect {
            try VisualFormat.parse("[a]-[b]🙂", viewNames: ["a", "b"])
        } throws: { error in
            (error as? VisualFormatError)?.offset == 7
        }
    }

    /// Random strings over the grammar's alphabet either parse or throw; nothing traps.
    @Test func neverTraps() {
        let alphabet = Array("HV:|-[]()@,=<>.0123456789abm_ é")
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<20_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let length = Int(state >> 60)
            var format = ""
            for _ in 0..<length {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                format.append(alphabet[Int(state >> 33) % alphabet.count])
            }
            do throws(VisualFormatError) {
                let result = try VisualFormat.parse(format, metrics: ["m": 4], viewNames: ["a", "b"])
                #expect(result.connections.count >= result.views.count - 1)
            } catch {
                #expect(error.offset >= 0 && error.offset <= format.count, "\(error)")
            }
        }
    }
}
