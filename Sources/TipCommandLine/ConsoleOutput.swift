import Foundation
import TipDrawing

/// Writes a message line to standard error (diagnostics never go to standard output, which
/// scripts and pipes read). Messages quote file contents, so control characters and escape
/// sequences are shown inert (`^[`) instead of reaching the terminal.
public func printError(_ message: String) {
    let inert = TextSanitizer.sanitize(message, notation: .caret)
    FileHandle.standardError.write(Data((inert.hasSuffix("\n") ? inert : inert + "\n").utf8))
}

/// Writes a line to standard output, with control characters shown inert as in `printError`.
public func printOutput(_ message: String) {
    print(TextSanitizer.sanitize(message, notation: .caret))
}
