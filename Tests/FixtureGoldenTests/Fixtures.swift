import GoldensFixtures
import GoldensScene
import GoldensTesting
import Testing

/// Every fixture transition against its goldens under `Goldens/Fixtures/<test>/<transition>/`.
/// Each test's name is the fixture's `test` in `FixtureCatalog`, so `goldens check` finds the
/// same goldens.
@MainActor
@Suite struct Fixtures {
    /// Checks the fixture named like the calling test function.
    private func check(function: StaticString = #function, filePath: StaticString = #filePath, line: UInt = #line) throws {
        let test = "\(function)".prefix { $0 != "(" }
        let scenarios = FixtureCatalog.all.filter { $0.test == test }
        #expect(!scenarios.isEmpty, "no fixture named \(test)")
        for scenario in scenarios {
            let frames = try scenario.frames()
            try expectGoldens(frames, named: scenario.transition, filePath: filePath, function: function, line: line)
        }
    }

    @Test func slideDown() throws { try check() }
    @Test func slideRight() throws { try check() }
    @Test func pop() throws { try check() }
    @Test func rotate() throws { try check() }
    @Test func systemDefaults() throws { try check() }
    @Test func emojiGrow() throws { try check() }
    @Test func herbPop() throws { try check() }
    @Test func customModal() throws { try check() }
    @Test func toast() throws { try check() }
    @Test func sizeChange() throws { try check() }

    /// The report and CI annotations point at the code that makes each transition, not at the catalog.
    @Test func everyFixtureNamesTheDeclarationThatMakesIt() throws {
        for scenario in FixtureCatalog.all {
            let source = scenario.source
            #expect(!source.filePath.hasSuffix("FixtureCatalog.swift"), "\(scenario.test)/\(scenario.transition)")
            let lines = try String(contentsOfFile: source.filePath, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            let line = try #require(lines.indices.contains(source.line - 1) ? lines[source.line - 1] : nil)
            #expect(["class ", "func ", "extension "].contains { line.contains($0) }, "\(source.fileID):\(source.line): \(line)")
        }
        #expect(FixtureCatalog.all.first { $0.test == "slideDown" }?.source.fileID == "GoldensFixtures/SlideDownFixture.swift")
    }

    @Test func everyFixtureHasATest() {
        let tested: Set<String> = ["slideDown", "slideRight", "pop", "rotate", "systemDefaults", "emojiGrow", "herbPop", "customModal", "toast", "sizeChange"]
        #expect(Set(FixtureCatalog.all.map(\.test)) == tested)
    }
}
