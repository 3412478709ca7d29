import CNcurses
import TipDrawing
import TipTUIKit

extension Terminal {
    /// A foreground/background pair, `nil` meaning the terminal's default colour.
    struct ColorKey: Hashable {
        var foreground: TerminalColor?
        var background: TerminalColor?
    }

    /// Draws `buffer`, sending only the cells that differ from what is on screen.
    ///
    /// - Parameter asASCII: transliterate every glyph to ASCII in its own columns (ASCII mode);
    ///   always done when the terminal cannot take UTF-8, so borders stay aligned.
    func draw(_ buffer: CellBuffer, asASCII: Bool = false) {
        let buffer = asASCII || !isUTF8 ? buffer.transliteratedToASCII() : buffer
        let runs: [CellRun]
        if let shown = shownBuffer, shown.size == buffer.size {
            runs = buffer.diff(from: shown)
        } else {
            // Repaint the physical screen too: after a resize or stray output it may not match
            // what ncurses believes is there.
            werase(window)
            clearok(window, true)
            runs = buffer.diff(from: CellBuffer(size: .zero))
        }
        for run in runs {
            drawRun(run, in: window)
        }
        shownBuffer = buffer
        wnoutrefresh(window)
        doupdate()
    }

    /// Forgets what is on screen, so the next `draw` repaints everything (after a resize or
    /// when another program may have written to the terminal).
    func invalidate() {
        shownBuffer = nil
    }

    /// Draws one run as few wide-string calls as possible: one per stretch of equal style.
    private func drawRun(_ run: CellRun, in window: UnsafeMutablePointer<WINDOW>) {
        let glyphs = run.glyphs
        var index = 0
        while index < glyphs.count {
            let style = glyphs[index].style
            let column = glyphs[index].column
            var characters: [wchar_t] = []
            while index < glyphs.count && glyphs[index].style == style {
                for scalar in glyphs[index].character.unicodeScalars {
                    // Last line of defence: a control scalar must never reach the terminal.
                    let value = scalar.terminalWidth < 0 ? 0xFFFD : scalar.value
                    characters.append(wchar_t(truncatingIfNeeded: value))
                }
                index += 1
            }
            let (attributes, pair) = attributesAndPair(for: style)
            wattr_set(window, attributes, pair, nil)
            _ = mvwaddnwstr(window, Int32(run.row), Int32(column), characters, Int32(characters.count))
        }
        wattr_set(window, tip_attr_normal(), 0, nil)
    }

    /// ncurses attributes and colour pair for a style; colours are dropped in monochrome, or
    /// when the terminal has run out of pairs.
    private func attributesAndPair(for style: CellStyle) -> (attr_t, Int16) {
        let style = isMonochrome ? style.monochrome : style
        var attributes = tip_attr_normal()
        if style.isBold { attributes |= tip_attr_bold() }
        if style.isDim { attributes |= tip_attr_dim() }
        if style.isReversed { attributes |= tip_attr_reverse() }
        if style.isUnderlined { attributes |= tip_attr_underline() }
        if style.isItalic { attributes |= tip_attr_italic() }
        // Curses has no strikethrough: struck copy is drawn dim.
        if style.isStruckThrough { attributes |= tip_attr_dim() }
        let key = ColorKey(foreground: style.foreground, background: style.background)
        guard key.foreground != nil || key.background != nil else { return (attributes, 0) }
        if let pair = colorPairs[key] { return (attributes, pair) }
        let next = Int16(colorPairs.count + 1)
        guard Int32(next) < tip_color_pairs() else { return (attributes, 0) }
        init_pair(next, Self.ncursesColor(key.foreground), Self.ncursesColor(key.background))
        colorPairs[key] = next
        return (attributes, next)
    }

    /// The ncurses colour number; -1 is the terminal's default (after `use_default_colors`).
    private static func ncursesColor(_ color: TerminalColor?) -> Int16 {
        switch color {
        case nil: -1
        case .black?: Int16(COLOR_BLACK)
        case .red?: Int16(COLOR_RED)
        case .green?: Int16(COLOR_GREEN)
        case .yellow?: Int16(COLOR_YELLOW)
        case .blue?: Int16(COLOR_BLUE)
        case .magenta?: Int16(COLOR_MAGENTA)
        case .cyan?: Int16(COLOR_CYAN)
        case .white?: Int16(COLOR_WHITE)
        }
    }
}
