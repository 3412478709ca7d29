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
        var runs: [CellRun] = []
        for y in 0..<size.height {
            let current = Array(row(y))
            guard previous.size == size else {
                if !current.isEmpty { runs.append(CellRun(row: y, column: 0, cells: current)) }
                continue
            }
            let old = Array(previous.row(y))
            var x = 0
            while x < size.width {
                guard current[x] != old[x] else {
                    x += 1
                    continue
                }
                var start = x
                while start > 0 && current[start].isContinuation { start -= 1 }
                var end = x + 1
                while end < size.width && (current[end] != old[end] || current[end].isContinuation) {
                    end += 1
                }
                if let last = runs.last, last.row == y, last.column + last.cells.count >= start {
                    start = last.column
                    runs.removeLast()
                }
                runs.append(CellRun(row: y, column: start, cells: Array(current[start..<end])))
                x = end
            }
        }
        return runs
    }
}
