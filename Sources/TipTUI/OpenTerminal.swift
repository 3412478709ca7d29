import TipCommandLine
import TipTUIKit

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
