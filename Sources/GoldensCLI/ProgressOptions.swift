import ArgumentParser

/// How much a long command says while it runs.
struct ProgressOptions: ParsableArguments {
    @Flag(name: .shortAndLong, help: "Print only failures and the totals: no line per passing transition, no progress.")
    var quiet = false
}
