import Foundation

/// Writes a line to standard error, where diagnostics belong.
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message + "\n").utf8))
}
