import CNcurses
import TipDrawing
import TipTUIKit

extension Terminal {
    /// The next input event, waiting at most `timeoutMilliseconds` (negative: wait forever).
    /// Returns nil when the time runs out. Mouse events other than a primary click and the
    /// wheel are skipped; Ctrl-L repaints the screen here and is not returned.
    func nextEvent(timeoutMilliseconds: Int32) -> InputEvent? {
        wtimeout(window, timeoutMilliseconds)
        while true {
            var code: wint_t = 0
            let result = wget_wch(window, &code)
            if result == ERR { return nil }
            if result == KEY_CODE_YES {
                if let event = keyCodeEvent(Int32(bitPattern: code)) { return event }
            } else if let key = Self.key(forCharacter: code) {
                if key == .control("l") {
                    redraw()
                    wtimeout(window, timeoutMilliseconds)
                    continue
                }
                if key == .escape, let sequence = readEscapeSequence() {
                    wtimeout(window, timeoutMilliseconds)
                    if let event = sequence { return event }
                    continue
                }
                return .key(key)
            }
        }
    }

    /// Ctrl-L: paints every cell again, for a screen garbled by another program's output.
    private func redraw() {
        guard let shown = shownBuffer else { return }
        invalidate()
        draw(shown)
    }

    /// After an ESC: reads a sequence ncurses left undecoded that follows at once (an SGR mouse
    /// report `[<0;241;5M`, an End key `[4~`), see `EscapeSequence`.
    /// - Returns: nil when no sequence follows (what was read is given back, so Esc stays Esc
    ///   and Alt-combinations are untouched); `.some(nil)` for a sequence of no interest.
    private func readEscapeSequence() -> InputEvent?? {
        // As long as ncurses waits for the rest of a key's sequence (`set_escdelay`): over a slow
        // link a mouse report may arrive in pieces.
        wtimeout(window, 25)
        var text = ""
        var read: [wint_t] = []
        // A key code read meanwhile (a resize, an arrow ncurses decoded) is given back too.
        var keyCode: Int32?
        while true {
            var code: wint_t = 0
            let result = wget_wch(window, &code)
            if result == KEY_CODE_YES { keyCode = Int32(bitPattern: code) }
            guard result == OK, let scalar = Unicode.Scalar(UInt32(code)) else { break }
            read.append(code)
            text.unicodeScalars.append(scalar)
            if EscapeSequence.isComplete(text[...]) { return .some(EscapeSequence.event(for: text[...])) }
            guard EscapeSequence.isPrefix(text[...]) else { break }
        }
        // ncurses gives back the last pushed first: the key code goes in before the characters.
        if let keyCode { ungetch(keyCode) }
        for code in read.reversed() { unget_wch(wchar_t(truncatingIfNeeded: code)) }
        return nil
    }

    /// Translates a key code (`wget_wch` returned `KEY_CODE_YES`); nil for codes we ignore.
    private func keyCodeEvent(_ code: Int32) -> InputEvent? {
        switch code {
        case KEY_RESIZE:
            // ncurses has already applied the new size; the old screen content is gone.
            invalidate()
            return .resize(size)
        case KEY_MOUSE:
            var event = MEVENT()
            guard getmouse(&event) == OK else { return nil }
            let point = Point(x: Int(event.x), y: Int(event.y))
            if event.bstate & tip_button4_pressed() != 0 { return .mouseWheel(point, down: false) }
            if event.bstate & tip_button5_pressed() != 0 { return .mouseWheel(point, down: true) }
            guard event.bstate & (tip_button1_pressed() | tip_button1_clicked()) != 0 else { return nil }
            return .mouseClick(point)
        case KEY_UP: return .key(.up)
        case KEY_DOWN: return .key(.down)
        case KEY_LEFT: return .key(.left)
        case KEY_RIGHT: return .key(.right)
        case KEY_HOME: return .key(.home)
        case KEY_END: return .key(.end)
        case KEY_PPAGE: return .key(.pageUp)
        case KEY_NPAGE: return .key(.pageDown)
        case KEY_BTAB: return .key(.backTab)
        case KEY_ENTER: return .key(.enter)
        case KEY_BACKSPACE: return .key(.backspace)
        case KEY_DC: return .key(.delete)
        case tip_key_f(1)...tip_key_f(12): return .key(.function(Int(code - tip_key_f(0))))
        default: return nil
        }
    }

    /// Translates a character (`wget_wch` returned `OK`). Under raw mode control keys arrive as
    /// bytes: Ctrl-C is 3, Enter is 10 or 13, Backspace is 127 or 8.
    static func key(forCharacter code: wint_t) -> Key? {
        switch code {
        case 9: return .tab
        case 10, 13: return .enter
        case 27: return .escape
        case 8, 127: return .backspace
        case 1...26: return .control(Character(Unicode.Scalar(UInt8(code) + 0x60)))
        default:
            guard let scalar = Unicode.Scalar(UInt32(code)), scalar.terminalWidth > 0 else { return nil }
            return .character(Character(scalar))
        }
    }
}
