import CNcurses
import TipDrawing
import TipTUIKit

extension Terminal {
    /// How long input may pause inside an escape sequence before a lone ESC is taken as the Esc
    /// key: the terminal sends a sequence's characters at once.
    static let escapeDelayMilliseconds: Int32 = 25
    /// How long input may pause inside a paste or a string (OSC, DCS …) before it is given up:
    /// over a slow link they may arrive in pieces.
    static let stringDelayMilliseconds: Int32 = 1_000

    /// The next input event, waiting at most `timeoutMilliseconds` (negative: wait forever).
    /// Returns nil when the time runs out.
    ///
    /// ncurses' own key decoding is off: it hands over characters, and `TerminalInputDecoder`
    /// reads every sequence whole (keys, mouse reports, pastes, strings to drop), so no part of
    /// one ever arrives as a key press. Ctrl-L repaints the screen here and is also returned,
    /// so the session (which changes nothing for it) sees what a script of the same keys sees.
    func nextEvent(timeoutMilliseconds: Int32) -> PlaygroundAction? {
        if !pendingEvents.isEmpty { return takePendingEvent() }
        while true {
            let wait: Int32 = switch inputDecoder.wait {
            case .none: timeoutMilliseconds
            case .briefly: Self.escapeDelayMilliseconds
            case .patiently: Self.stringDelayMilliseconds
            }
            wtimeout(window, wait)
            var code: wint_t = 0
            let result = wget_wch(window, &code)
            if result == ERR {
                guard inputDecoder.wait != .none else { return nil }
                pendingEvents += inputDecoder.flush()
                return pendingEvents.isEmpty ? nil : takePendingEvent()
            }
            if result == KEY_CODE_YES {
                // With key decoding off, ncurses reports only a new size this way; it has
                // already applied it, and the old screen content is gone.
                guard Int32(bitPattern: code) == KEY_RESIZE else { continue }
                invalidate()
                return .resize(size)
            }
            guard let scalar = Unicode.Scalar(UInt32(code)) else { continue }
            pendingEvents += inputDecoder.feed(CollectionOfOne(scalar))
            if !pendingEvents.isEmpty { return takePendingEvent() }
        }
    }

    private func takePendingEvent() -> PlaygroundAction {
        let event = pendingEvents.removeFirst()
        if event == .key(.control("l")) { redraw() }
        return event
    }

    /// Ctrl-L: paints every cell again, for a screen garbled by another program's output.
    private func redraw() {
        guard let shown = shownBuffer else { return }
        invalidate()
        draw(shown)
    }
}
