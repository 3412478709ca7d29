extension CellBuffer {
    /// Copies `source` so that its origin lands at `origin`, keeping only what falls inside
    /// `clip` (and this buffer). A wide glyph that the clip would cut is left out whole, as
    /// `put` does, so no half glyph is ever copied.
    public mutating func copy(_ source: CellBuffer, to origin: Point, clip: Rect) {
        let area = clip.intersection(bounds).intersection(
            Rect(origin: origin, size: source.size))
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            let sourceRow = (y - origin.y) * source.size.width
            var x = area.minX
            while x < area.maxX {
                let cell = source.cells[sourceRow + x - origin.x]
                if cell.isContinuation {
                    // The head is left of the clip: the glyph is cut, so its columns stay blank.
                    put(Cell.blank(cell.style), at: Point(x: x, y: y))
                    x += 1
                    continue
                }
                if !put(cell, at: Point(x: x, y: y), clip: area) {
                    put(Cell.blank(cell.style), at: Point(x: x, y: y))
                }
                x += max(1, cell.width)
            }
        }
    }
}
