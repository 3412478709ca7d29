extension CellBuffer {
    /// Cells of one style next to each other on one row, as the outputs that carry styles (SVG,
    /// recordings) write them: where the run starts, how many columns it covers, and its text
    /// (a wide glyph's continuation cells add no text).
    public struct StyledRun: Equatable, Sendable {
        public let x: Int
        public let columns: Int
        public let style: CellStyle
        public let text: String
    }

    /// Row `y` as runs of one style, left to right, covering the whole row.
    public func styledRuns(row y: Int) -> [StyledRun] {
        let cells = Array(row(y))
        var runs: [StyledRun] = []
        var x = 0
        while x < cells.count {
            let style = cells[x].style
            var end = x
            var text = ""
            while end < cells.count, cells[end].style == style {
                if let character = cells[end].character { text.append(character) }
                end += 1
            }
            runs.append(StyledRun(x: x, columns: end - x, style: style, text: text))
            x = end
        }
        return runs
    }
}
