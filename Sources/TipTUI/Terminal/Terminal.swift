import CNcurses
import Glibc
import TipDrawing
import TipTUIKit

/// The full-screen terminal: the one place that talks to ncurses. It draws cell buffers, reads
/// input events and reports its size; everything else about the screen is decided elsewhere.
///
/// ```swift
/// guard let terminal = openTerminal() else { return 2 }   // prints why it cannot
/// while true {
///     terminal.draw(session.frame.buffer)
///     guard let event = terminal.nextEvent(timeoutMilliseconds: 250) else { continue }
///     if session.send(event).quits { break }
/// }
/// terminal.close()
/// ```
///
/// Ctrl-L repaints the whole screen in `nextEvent`, which returns it too.
final class Terminal {
    /// Whether cells are drawn without colour (no colour support, `NO_COLOR`, or asked for).
    let isMonochrome: Bool
    /// Whether characters reach the terminal as UTF-8: the person's locale is UTF-8, or a UTF-8
    /// locale could be selected for character handling (see `selectUTF8CharacterLocale`). When
    /// not, draw with `GlyphSet.ascii`; every frame is transliterated to ASCII.
    let isUTF8: Bool
    /// Whether the person's own locale says UTF-8. Under `LANG=C` the terminal may not show
    /// UTF-8 (a console, an old ssh client), so the playground starts in ASCII and says so; `A`
    /// draws Unicode when `isUTF8` (characters can still be encoded, for a terminal that shows them).
    let localeIsUTF8: Bool

    private let screen: OpaquePointer
    let window: UnsafeMutablePointer<WINDOW>
    /// What the screen shows now, so each frame draws only what changed.
    var shownBuffer: CellBuffer?
    /// Colour pairs made so far, by (foreground, background); ncurses has a limited number.
    var colorPairs: [ColorKey: Int16] = [:]
    /// Reads every input sequence whole (ncurses' own key decoding is off).
    var inputDecoder = TerminalInputDecoder()
    /// Events decoded but not yet returned (one read can complete several).
    var pendingEvents: [PlaygroundAction] = []
    private var isClosed = false

    /// Takes over the terminal.
    ///
    /// - Parameter monochrome: draw without colour even when the terminal has it.
    /// - Throws: `TerminalError` when stdin/stdout are not terminals, or `TERM` is missing,
    ///   unknown or cannot position the cursor; nothing has been drawn then.
    init(monochrome: Bool = false) throws(TerminalError) {
        guard isatty(STDIN_FILENO) == 1 else { throw .notATerminal(stream: "stdin") }
        guard isatty(STDOUT_FILENO) == 1 else { throw .notATerminal(stream: "stdout") }
        guard let term = getenv("TERM").map({ String(cString: $0) }), !term.isEmpty else {
            throw .missingTERM
        }
        setlocale(LC_ALL, "")
        localeIsUTF8 = Self.charactersAreUTF8()
        isUTF8 = Self.selectUTF8CharacterLocale()

        // Handlers first: ncurses only installs its own SIGINT/SIGTERM handlers (which exit
        // with status 1) where none is set, and ours end the process by the signal itself.
        TerminalRestorer.activate()
        // newterm, not initscr: initscr exits the process on an unknown TERM.
        guard let screen = newterm(nil, tip_stdout(), tip_stdin()) else {
            TerminalRestorer.restore()
            throw .unknownTERM(term)
        }
        self.screen = screen
        set_term(screen)
        window = tip_stdscr()
        guard tip_has_cursor_addressing() != 0 else {
            TerminalRestorer.restore()
            delscreen(screen)
            throw .cannotAddressCursor(term)
        }

        raw()
        // Every frame is sent whole: ncurses would otherwise stop an update when input is
        // waiting, and the next frame's diff (taken against what was meant to be drawn) would
        // leave the rest of the old one on screen.
        typeahead(-1)
        noecho()
        // Key decoding off: `TerminalInputDecoder` reads every sequence whole, pastes and
        // strings ncurses does not know included.
        keypad(window, false)
        curs_set(0)
        // Mouse reports (clicks and the wheel) in the SGR encoding, which reaches any column,
        // and bracketed paste; `TerminalRestorer` turns them off again on every way out.
        TerminalRestorer.enableInputModes()

        let noColor = getenv("NO_COLOR").map { String(cString: $0).isEmpty == false } ?? false
        if monochrome || noColor || !has_colors() {
            isMonochrome = true
        } else {
            start_color()
            use_default_colors()
            isMonochrome = false
        }
    }

    /// Makes ncursesw encode characters as UTF-8 even under a non-UTF-8 locale.
    ///
    /// `LANG=C` is common in containers and over ssh, while the terminal itself almost always
    /// speaks UTF-8; under the C locale ncursesw blanks every non-ASCII character ("évidence"
    /// shows as " vidence", Russian vanishes) and cannot measure wide ones. Only character
    /// handling (`LC_CTYPE`) is switched; messages, dates and numbers keep the person's locale.
    /// - Returns: whether characters are now UTF-8; false when no UTF-8 locale is installed.
    private static func selectUTF8CharacterLocale() -> Bool {
        if charactersAreUTF8() { return true }
        for name in ["C.UTF-8", "C.utf8", "en_US.UTF-8"] where setlocale(LC_CTYPE, name) != nil {
            if charactersAreUTF8() { return true }
        }
        return false
    }

    /// Whether the character locale now in force is UTF-8.
    private static func charactersAreUTF8() -> Bool {
        String(cString: nl_langinfo(nl_item(CODESET))) == "UTF-8"
    }

    /// The terminal's size in cells, as ncurses last measured it.
    var size: Size {
        Size(width: Int(getmaxx(window)), height: Int(getmaxy(window)))
    }

    /// Gives the terminal back (leaves the alternate screen, shows the cursor, restores modes
    /// and stderr). Called again, it does nothing.
    func close() {
        guard !isClosed else { return }
        isClosed = true
        TerminalRestorer.restore()
        delscreen(screen)
    }

    deinit {
        close()
    }
}
