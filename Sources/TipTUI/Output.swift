import Foundation

/// Writes a message line to standard error (diagnostics never go to standard output, which
/// scripts and pipes read).
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
}
