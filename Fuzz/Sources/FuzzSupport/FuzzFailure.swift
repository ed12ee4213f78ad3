#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Stops the fuzzer on a broken property: libFuzzer sees the trap, saves the input as a
/// `crash-…` file and prints the stack. The message goes to standard error first, whole (a
/// fatalError message is cut at the first few kilobytes on some platforms).
public func fuzzFailure(_ message: String, file: StaticString = #fileID, line: UInt = #line) -> Never {
    let text = Array("\nFUZZ FAILURE: \(message)\n".utf8)
    _ = text.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
    fatalError("fuzz property broken (see FUZZ FAILURE above)", file: file, line: line)
}

/// CPU seconds used by the whole process (every thread), for the time bounds: work done,
/// whatever else the machine is running at the time.
public func processCPUSeconds() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
}
