import ArgumentParser
import GoldensWorkflow

/// `goldens accept [NAME...]`: after reviewing, take the actual images of failing frames as
/// their new goldens.
struct AcceptCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "accept",
        abstract: "Copy the reviewed actual images of failing frames over their goldens.",
        discussion: """
            Without names, every failing frame of the last run is accepted. A name selects the \
            frames whose golden path below Goldens/ equals it or starts with it as whole \
            components: Suite, Suite/test, Suite/test/transition or Suite/test/transition/label. \
            A name that matches nothing is an error. Writes are atomic; each actual is checked to \
            decode first.
            """
    )

    @OptionGroup var paths: WorkflowPaths

    @Flag(help: "Print what would be accepted without writing.")
    var dryRun = false

    @Argument(help: "Which frames to accept (default: all failing frames).")
    var names: [String] = []

    func run() throws {
        let records = paths.loadRecords()
        let chosen: [GoldenAcceptance.Accepted]
        do {
            chosen = try GoldenAcceptance.candidates(in: records, matching: names)
        } catch {
            printError("error: \(error)")
            throw ExitCode.failure
        }
        if chosen.isEmpty {
            print("nothing to accept: the last run has no failing frame with an actual image")
            return
        }
        var failed = false
        for item in chosen {
            if dryRun {
                print("would accept \(item.goldenPath)")
                continue
            }
            do {
                try GoldenAcceptance.accept(item)
                print("accepted \(item.goldenPath)")
            } catch {
                printError("error: \(error)")
                failed = true
            }
        }
        if failed { throw ExitCode.failure }
    }
}
