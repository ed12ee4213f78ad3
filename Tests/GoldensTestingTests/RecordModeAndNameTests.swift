import Testing
@testable import GoldensWorkflow

@Suite struct RecordModeEnvironmentTests {
    @Test func defaultsAreMissingLocallyAndNeverOnCI() throws {
        #expect(try RecordMode.fromEnvironment([:]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": "true"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "1"]) == .never)
        #expect(try RecordMode.fromEnvironment(["CI": "false"]) == .missing)
        #expect(try RecordMode.fromEnvironment(["CI": ""]) == .missing)
    }

    @Test func explicitModeWinsEvenOnCI() throws {
        #expect(try RecordMode.fromEnvironment(["GOLDENS_RECORD": "all", "CI": "true"]) == .all)
        #expect(try RecordMode.fromEnvironment(["GOLDENS_RECORD": " Failed\n"]) == .failed)
        #expect(try RecordMode.fromEnvironment(["GOLDENS_RECORD": "never"]) == .never)
        #expect(try RecordMode.fromEnvironment(["GOLDENS_RECORD": "", "CI": "yes"]) == .never)
    }

    @Test func unknownModeIsAnErrorNamingTheValue() {
        #expect(throws: GoldenSetupError.invalidRecordMode("sometimes")) {
            try RecordMode.fromEnvironment(["GOLDENS_RECORD": "sometimes"])
        }
        let message = GoldenSetupError.invalidRecordMode("1").description
        #expect(message == "GOLDENS_RECORD=\"1\" is not a record mode; expected one of never, missing, failed, all")
    }

    @Test(arguments: [
        (RecordMode.never, [false, false, false, false]),
        (.missing, [true, false, false, false]),
        (.failed, [true, true, true, false]),
        (.all, [true, true, true, true]),
    ])
    func whatEachModeWrites(mode: RecordMode, writes: [Bool]) {
        let states: [GoldenState] = [.missing, .unreadable, .differs, .matches]
        #expect(states.map(mode.records) == writes)
    }
}

@Suite struct GoldenNameTests {
    @Test(arguments: [
        ("present@0.30", "present@0.30"),
        ("../../etc/passwd", "_._.._etc_passwd"),
        ("..", "__"),
        (".", "_"),
        (".hidden", "_hidden"),
        ("", "_"),
        ("a/b\\c:d*e?f\"g<h>i|j", "a_b_c_d_e_f_g_h_i_j"),
        ("tab\there\nnew\u{0}nul\u{7F}del", "tab_here_new_nul_del"),
        ("right\u{202E}to-left", "right_to-left"),
        ("CON", "_CON"),
        ("nul.png", "_nul.png"),
        ("com1", "_com1"),
        ("ends with dot.", "ends_with_dot_"),
        ("Überblick", "Überblick"),
        ("🚀 launch", "__launch"),
    ])
    func sanitises(input: String, expected: String) {
        #expect(GoldenName.component(input) == expected)
    }

    @Test func normalisesToNFC() {
        let decomposed = "U\u{0308}berblick"  // U + combining diaeresis, as macOS file names come
        #expect(GoldenName.component(decomposed) == GoldenName.component("Überblick"))
    }

    @Test func longNamesAreCutWithAStableHash() {
        let long = String(repeating: "slide-over-", count: 30)
        let name = GoldenName.component(long)
        #expect(name.utf8.count <= GoldenName.maxBytes)
        #expect(name.hasPrefix("slide-over-slide-over-"))
        // The suffix is FNV-1a 64 of the whole text: the same in every process and platform.
        #expect(name.hasSuffix("~" + NumberText.hex64(StableHash.fnv1a(long))))
        let other = GoldenName.component(long + "x")
        #expect(other != name)
        #expect(other.utf8.count <= GoldenName.maxBytes)
        // Multi-byte characters are never split.
        let wide = GoldenName.component(String(repeating: "é", count: 200))
        #expect(wide.utf8.count <= GoldenName.maxBytes)
        #expect(wide.unicodeScalars.allSatisfy { $0 == "é" || $0 == "~" || $0.properties.isASCIIHexDigit })
    }

    @Test func fnv1aMatchesTheReferenceValues() {
        #expect(StableHash.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(StableHash.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
    }
}
