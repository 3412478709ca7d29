/// Why the full-screen terminal could not start. The caller prints `description` to stderr and
/// exits with status 2: the person ran `tiptui` somewhere it cannot draw.
enum TerminalError: Error, CustomStringConvertible {
    /// stdin or stdout is a pipe or file, e.g. `tiptui | less`.
    case notATerminal(stream: String)
    /// `TERM` is unset or empty.
    case missingTERM
    /// ncurses has no terminfo entry for `TERM`.
    case unknownTERM(String)
    /// The terminal cannot position the cursor (`TERM=dumb`), so nothing can be drawn.
    case cannotAddressCursor(String)

    var description: String {
        switch self {
        case .notATerminal(let stream):
            "tiptui: \(stream) is not a terminal; run it in a terminal, or run a demo script headless with: tiptui check SCRIPT"
        case .missingTERM:
            "tiptui: TERM is not set; set it to your terminal type (e.g. TERM=xterm-256color)"
        case .unknownTERM(let name):
            "tiptui: unknown terminal type TERM=\(name); install its terminfo entry or use TERM=xterm-256color"
        case .cannotAddressCursor(let name):
            "tiptui: TERM=\(name) cannot position the cursor, so the playground cannot draw; use TERM=xterm-256color"
        }
    }
}
