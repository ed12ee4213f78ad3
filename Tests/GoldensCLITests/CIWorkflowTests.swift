import Foundation
import Testing

/// The CI workflows under docs/ci parse as YAML and wire the shards and the merge the way the
/// tool expects. Parsed by PyYAML (Python's YAML library, in Debian's python3-yaml), which the
/// test runs as a separate process; skipped where it is absent.
@Suite struct CIWorkflowTests {
    static let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/ci")

    /// The file as JSON (YAML 1.1's `on:` key reads as `true`, so keys are written as strings).
    private func parse(_ file: String) throws -> [String: Any]? {
        let script = "import sys, json, yaml\nprint(json.dumps(yaml.safe_load(open(sys.argv[1])), default=str))"
        for python in ["/usr/bin/python3", "/usr/local/bin/python3", "python3"] {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: python.hasPrefix("/") ? python : "/usr/bin/env")
            process.arguments = (python.hasPrefix("/") ? [] : [python]) + ["-c", script, Self.docs.appendingPathComponent(file).path]
            let output = Pipe()
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            guard (try? process.run()) != nil else { continue }
            let data = output.fileHandleForReading.readDataToEndOfFile()
            process.waitUntilExit()
            guard process.terminationStatus == 0 else { continue }
            return try JSONSerialization.jsonObject(with: data) as? [String: Any]
        }
        print("skipped: no python3 with PyYAML (Debian's python3-yaml) to parse \(file)")
        return nil
    }

    @Test func gitHubActionsRunsAMatrixOfShardsThenMergesThem() throws {
        guard let workflow = try parse("github-actions.yml") else { return }
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        let shards = try #require(jobs["goldens"] as? [String: Any])
        let matrix = try #require((shards["strategy"] as? [String: Any])?["matrix"] as? [String: Any])
        #expect((matrix["shard"] as? [Int]) == [1, 2, 3, 4])
        let environment = try #require(shards["env"] as? [String: String])
        #expect(environment["GOLDENS_SHARD_INDEX"] == "${{ matrix.shard }}")
        #expect(environment["GOLDENS_SHARD_TOTAL"] == "${{ strategy.job-total }}")
        let steps = try #require(shards["steps"] as? [[String: Any]])
        #expect(steps.contains { ($0["run"] as? String)?.contains("goldens test --shard auto --artifacts goldens-artifacts/shard-") == true })
        #expect(steps.contains { ($0["uses"] as? String)?.hasPrefix("actions/upload-artifact@") == true && ($0["if"] as? String) == "always()" })

        let report = try #require(jobs["report"] as? [String: Any])
        #expect(report["needs"] as? String == "goldens")
        #expect(report["if"] as? String == "always()")
        let reportSteps = try #require(report["steps"] as? [[String: Any]])
        #expect(reportSteps.contains { ($0["run"] as? String)?.contains("goldens report --merge shards/goldens-shard-*") == true })
        #expect(reportSteps.contains { ($0["if"] as? String) == "needs.goldens.result != 'success'" })
    }

    @Test func gitLabRunsParallelShardsThenMergesThem() throws {
        guard let pipeline = try parse("gitlab-ci.yml") else { return }
        let shards = try #require(pipeline["goldens"] as? [String: Any])
        #expect(shards["parallel"] as? Int == 4)
        #expect((shards["script"] as? [String])?.first == "swift run goldens test --shard auto --artifacts goldens-artifacts/shard-$CI_NODE_INDEX")
        let report = try #require(pipeline["goldens-report"] as? [String: Any])
        #expect(report["when"] as? String == "always")
        #expect((report["script"] as? [String])?.first?.contains("goldens report --merge goldens-artifacts/shard-* ") == true)
        let reports = try #require((report["artifacts"] as? [String: Any])?["reports"] as? [String: Any])
        #expect(reports["junit"] as? String == "goldens-artifacts/merged/junit.xml")
    }
}
