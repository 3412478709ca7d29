import TipDrawing

/// The help overlay: every shortcut's line (`HelpLine.all`, `?`), or every command of the `:` line
/// from the action spellings (`:help`), in a box over the middle of the screen. Descriptions wrap
/// to the box, and a box taller than the screen scrolls (Up/Down, PgUp/PgDn, the wheel), with
/// arrows on its border where more lies and the keys to use on its bottom edge.
struct HelpOverlay {
    let glyphs: GlyphSet
    var page = HelpPage.keys
    /// Lines scrolled away at the top; clamped to what there is.
    var scroll = 0

    static let title = "Shortcuts"
    static let commandsTitle = "Commands after : (Tab completes, Up/Down recall)"

    /// The box for a screen of `size`: the whole text when it fits, else as much as the screen.
    static func box(in area: Rect, page: HelpPage = .keys) -> Rect {
        let width = min(area.width, 76)
        let height = min(area.height, lines(width: width - 4, page: page).count + 2)
        return Rect(x: area.x + (area.width - width) / 2, y: area.y + (area.height - height) / 2,
                    width: width, height: height)
    }

    /// The help's lines for a box `width` columns inside: keys and description side by side when
    /// there is room, the description under its keys otherwise.
    static func lines(width: Int, page: HelpPage = .keys) -> [String] {
        guard page == .keys else { return commandLines(width: width) }
        let keysWidth = HelpLine.all.map(\.keys.terminalWidth).max() ?? 0
        let sideBySide = width - keysWidth - 2 >= 24
        var lines = [title]
        for binding in HelpLine.all {
            if sideBySide {
                let indent = String(repeating: " ", count: keysWidth + 2)
                let wrapped = TextWrapper.wrap(binding.action, width: width - indent.count)
                let keys = binding.keys + String(repeating: " ", count: keysWidth - binding.keys.terminalWidth + 2)
                lines += wrapped.enumerated().map { ($0.offset == 0 ? keys : indent) + $0.element }
            } else {
                lines += TextWrapper.wrap(binding.keys, width: width)
                lines += TextWrapper.wrap(binding.action, width: width - 2).map { "  " + $0 }
            }
        }
        return lines
    }

    /// The `:` line's commands: each usage line of the script grammar it runs, then the line's own.
    private static func commandLines(width: Int) -> [String] {
        let usages = ScriptParser.commandLineUsages + ActionSpelling.all.filter { $0.place == .commandLineOnly }.map(\.usage)
        return TextWrapper.wrap(commandsTitle, width: width)
            + usages.flatMap { usage in
                TextWrapper.wrap(usage, width: width - 2).enumerated().map { ($0.offset == 0 ? "" : "  ") + $0.element }
            }
    }

    /// The most lines the help can be scrolled by on a screen of `size`.
    static func scrollLimit(for size: Size, page: HelpPage = .keys) -> Int {
        let box = box(in: Rect(origin: Point(x: 0, y: 0), size: size), page: page)
        return max(0, lines(width: box.width - 4, page: page).count - (box.height - 2))
    }

    func render(in area: Rect, into buffer: inout CellBuffer) {
        let box = Self.box(in: area, page: page)
        buffer.fill(box)
        buffer.drawBorder(box, glyphs: glyphs)
        let inner = box.inset(top: 1, leading: 2, bottom: 1, trailing: 2)
        let lines = Self.lines(width: inner.width, page: page)
        let first = min(max(0, scroll), max(0, lines.count - inner.height))
        for (row, line) in lines.dropFirst(first).prefix(inner.height).enumerated() {
            let index = first + row
            buffer.write(line, at: Point(x: inner.x, y: inner.y + row), style: index == 0 ? .bold : .plain, clip: inner)
        }
        let scrolls = lines.count > inner.height
        let footer = scrolls ? " Up/Down scroll, other keys close " : " any key closes "
        let edge = Rect(x: box.x + 2, y: box.maxY - 1, width: max(0, box.width - 5), height: 1)
        if footer.terminalWidth <= edge.width {
            buffer.write(footer, at: edge.origin, style: .dim, clip: edge)
        }
        if first > 0 {
            buffer.put(glyphs.arrowUp, at: Point(x: box.maxX - 2, y: box.minY))
        }
        if first + inner.height < lines.count {
            buffer.put(glyphs.arrowDown, at: Point(x: box.maxX - 2, y: box.maxY - 1))
        }
    }
}
