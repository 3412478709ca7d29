import Foundation

/// Writes a message line to standard error (diagnostics never go to standard output, which
/// scripts and pipes read).
func printError(_ message: String) {
    FileHandle.standardError.write(Data((message.hasSuffix("\n") ? message : message + "\n").utf8))
}

/// Opens the real terminal, or prints why it cannot be used (not a TTY, missing or unknown
/// TERM) and returns nil; the caller then exits with code 2.
func openTerminal() -> Terminal? {
    do {
        return try Terminal()
    } catch {
        printError(error.description)
        return nil
    }
}
