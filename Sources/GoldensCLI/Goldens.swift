import ArgumentParser
import GoldensRaster

@main
struct Goldens: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "goldens",
        abstract: "Golden-snapshot regression tests for view-controller transitions.",
        discussion: """
            Renders transitions in software, compares frames with golden PNGs under Goldens/, \
            and explains every difference.
            """,
        version: "\(GoldensVersion.package) (renderer \(GoldensVersion.renderer))",
        subcommands: [CheckCommand.self, DiffCommand.self, InfoCommand.self, RenderCommand.self,
                      TestCommand.self, RecordCommand.self, ReportCommand.self, AcceptCommand.self, PruneCommand.self,
                      DoctorCommand.self, InitCommand.self]
    )
}
