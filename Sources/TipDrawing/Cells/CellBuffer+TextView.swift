extension CellBuffer {
    /// A readable picture of the buffer, used as the golden-file format.
    ///
    /// Each row is framed by `|` so trailing spaces survive editors and diffs; a wide glyph is
    /// printed once (its continuation cells print nothing, so rows line up in a terminal or a
    /// monospace editor that draws it two columns wide). Styled cells are listed below the grid
    /// as runs, one line each: `row 3, columns 2-9: bold fg=blue` (columns inclusive, from 0).
    public var textView: String {
        var lines: [String] = []
        for y in 0..<size.height {
            var line = "|"
            for cell in row(y) {
                if let character = cell.character { line.append(character) }
            }
            lines.append(line + "|")
        }
        let runs = styleRuns
        if !runs.isEmpty {
            lines.append("styles:")
            for run in runs {
                let columns = run.first == run.last ? "column \(run.first)" : "columns \(run.first)-\(run.last)"
                lines.append("  row \(run.row), \(columns): \(run.style)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Maximal stretches of equally styled, non-plain cells, row by row.
    private var styleRuns: [(row: Int, first: Int, last: Int, style: CellStyle)] {
        var runs: [(row: Int, first: Int, last: Int, style: CellStyle)] = []
        for y in 0..<size.height {
            var x = 0
            let cells = Array(row(y))
            while x < cells.count {
                let style = cells[x].style
                var end = x
                while end + 1 < cells.count && cells[end + 1].style == style { end += 1 }
                if style != .plain { runs.append((y, x, end, style)) }
                x = end + 1
            }
        }
        return runs
    }

    /// The buffer as plain text: one line per row, trailing spaces dropped, styles left out.
    /// Built from the cells' bytes, since pictures are written by the thousand (`tiptui catalog`).
    public var plainText: String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(cells.count + size.height)
        for y in 0..<size.height {
            let lineStart = bytes.count
            for cell in row(y) { cell.appendUTF8(to: &bytes) }
            while bytes.count > lineStart, bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
            bytes.append(UInt8(ascii: "\n"))
        }
        if size.height == 0 { bytes.append(UInt8(ascii: "\n")) }
        return String(decoding: bytes, as: UTF8.self)
    }
}
