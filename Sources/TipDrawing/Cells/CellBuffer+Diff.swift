/// A stretch of changed cells on one row, for a backend to draw in one call.
public struct CellRun: Hashable, Sendable {
    public var row: Int
    public var column: Int
    /// Cells from `column` to the right. A run always starts on a glyph's head and ends after
    /// the last continuation of its last glyph, so a backend never draws half a wide glyph.
    public var cells: [Cell]

    public init(row: Int, column: Int, cells: [Cell]) {
        self.row = row
        self.column = column
        self.cells = cells
    }

    /// The glyphs of the run with their columns and styles, skipping continuations: what a
    /// backend draws.
    public var glyphs: [(column: Int, character: Character, style: CellStyle)] {
        cells.enumerated().compactMap { offset, cell in
            cell.character.map { (column + offset, $0, cell.style) }
        }
    }
}

extension CellBuffer {
    /// The runs of cells that differ from `previous`: everything a backend must draw to turn the
    /// screen showing `previous` into this buffer. When the sizes differ every row is a run.
    public func diff(from previous: CellBuffer) -> [CellRun] {
        guard previous.size == size else {
            return (0..<size.height).compactMap { y in
                size.width > 0 ? CellRun(row: y, column: 0, cells: Array(row(y))) : nil
            }
        }
        // Cells are compared in place, by index: copying each row out first cost more than
        // the comparisons themselves.
        let old = previous.cells
        var runs: [CellRun] = []
        for y in 0..<size.height {
            let rowStart = y * size.width
            var x = 0
            while x < size.width {
                guard cells[rowStart + x] != old[rowStart + x] else {
                    x += 1
                    continue
                }
                var start = x
                while start > 0 && cells[rowStart + start].isContinuation { start -= 1 }
                var end = x + 1
                while end < size.width
                    && (cells[rowStart + end] != old[rowStart + end] || cells[rowStart + end].isContinuation) {
                    end += 1
                }
                if let last = runs.last, last.row == y, last.column + last.cells.count >= start {
                    start = last.column
                    runs.removeLast()
                }
                runs.append(CellRun(row: y, column: start, cells: Array(cells[(rowStart + start)..<(rowStart + end)])))
                x = end
            }
        }
        return runs
    }
}
