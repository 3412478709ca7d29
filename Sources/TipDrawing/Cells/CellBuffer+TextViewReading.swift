extension CellBuffer {
    /// The buffer a text view (`textView`, the golden-file format) was written from, so a golden
    /// screen can be drawn again as a picture cell for cell (`tiptui check --review`). Each
    /// character takes the columns the terminal gives it (a wide glyph its head and a
    /// continuation), then the style runs are laid over the rows.
    ///
    /// Nil when the text is not a text view: a row not framed by `|`, rows of different widths, a
    /// style line that is not `  row R, columns A-B: words` with known words, or a run outside
    /// the grid. A text view of any buffer reads back to that buffer.
    public init?(textView: String) {
        var lines = textView.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        let rowLines = lines.prefix { $0 != "styles:" }
        var rows: [[Cell]] = []
        for line in rowLines {
            guard line.count >= 2, line.first == "|", line.last == "|" else { return nil }
            var cells: [Cell] = []
            for character in line.dropFirst().dropLast() {
                let cell = Cell(glyph: character)
                cells.append(cell)
                cells += Array(repeating: Cell(.continuation), count: cell.width - 1)
            }
            rows.append(cells)
        }
        guard let width = rows.first?.count, rows.allSatisfy({ $0.count == width }) else { return nil }
        self.init(size: Size(width: width, height: rows.count))
        cells = rows.flatMap { $0 }
        for line in lines.dropFirst(rowLines.count + 1) {
            guard let run = Self.styleRun(line), run.row < size.height, run.last < size.width, run.first <= run.last else {
                return nil
            }
            for x in run.first...run.last { cells[run.row * width + x].style = run.style }
        }
    }

    /// `  row 3, columns 2-9: bold fg=blue` or `  row 3, column 2: dim`, as `textView` writes them.
    private static func styleRun(_ line: Substring) -> (row: Int, first: Int, last: Int, style: CellStyle)? {
        guard line.hasPrefix("  row "), let colon = line.firstIndex(of: ":") else { return nil }
        let place = line[line.index(line.startIndex, offsetBy: 6)..<colon].split(separator: ",")
        guard place.count == 2, let row = Int(place[0]) else { return nil }
        let columns = place[1].drop { $0 == " " }
        let range: [Int]
        if columns.hasPrefix("columns ") {
            range = columns.dropFirst(8).split(separator: "-").compactMap { Int($0) }
        } else if columns.hasPrefix("column "), let column = Int(columns.dropFirst(7)) {
            range = [column, column]
        } else {
            return nil
        }
        guard range.count == 2, range[0] >= 0, let style = CellStyle(words: line[line.index(after: colon)...]) else { return nil }
        return (row, range[0], range[1], style)
    }
}

extension CellStyle {
    /// The style `description` writes as these words (`bold reverse fg=blue`, `plain`); nil for
    /// a word it never writes.
    init?(words: Substring) {
        self.init()
        for word in words.split(separator: " ") {
            switch word {
            case "plain": break
            case "bold": isBold = true
            case "dim": isDim = true
            case "reverse": isReversed = true
            case "underline": isUnderlined = true
            case "italic": isItalic = true
            case "strike": isStruckThrough = true
            case _ where word.hasPrefix("fg="):
                guard let colour = TerminalColor(rawValue: String(word.dropFirst(3))) else { return nil }
                foreground = colour
            case _ where word.hasPrefix("bg="):
                guard let colour = TerminalColor(rawValue: String(word.dropFirst(3))) else { return nil }
                background = colour
            default: return nil
            }
        }
    }
}
