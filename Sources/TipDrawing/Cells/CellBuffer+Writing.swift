extension CellBuffer {
    /// Writes one line of prepared text (see `PreparedText`) from `point` to the right, clipped
    /// to `clip` and to the buffer. A wide glyph that would not fit whole before the clip's edge
    /// is not started: the remaining column is blanked instead, so no half glyph is ever drawn.
    /// Writing stops at a newline.
    ///
    /// - Returns: the column after the last cell written (or skipped by clipping).
    @discardableResult
    public mutating func write(
        _ text: some StringProtocol, at point: Point, style: CellStyle = .plain, clip: Rect? = nil
    ) -> Int {
        let area = (clip ?? bounds).intersection(bounds)
        var x = point.x
        guard point.y >= area.minY && point.y < area.maxY else {
            return x + text.terminalWidth
        }
        if text.utf8.allSatisfy(\.isPrintableASCII) {
            // Most copy and all chrome: one column a byte, no grapheme breaking or width lookup.
            for byte in text.utf8 {
                if x >= area.maxX { break }
                if x >= area.minX { place(Cell(printableASCII: byte, style: style), x: x, y: point.y) }
                x += 1
            }
            return x
        }
        for character in text {
            if character == "\n" { break }
            let width = character.terminalWidth
            guard width > 0 else { continue }
            if x >= area.maxX { break }
            if x < area.minX {
                // Starts left of the clip: draw only the blank part that reaches into it.
                for column in stride(from: area.minX, to: min(x + width, area.maxX), by: 1) {
                    place(.blank(style), x: column, y: point.y)
                }
            } else if x + width > area.maxX {
                for column in x..<area.maxX {
                    place(.blank(style), x: column, y: point.y)
                }
                return area.maxX
            } else {
                place(Cell(.glyph(character, width: width), style: style), x: x, y: point.y)
            }
            x += width
        }
        return x
    }

    /// Writes a single glyph at `point` if it fits whole inside `clip` and the buffer.
    ///
    /// - Returns: whether the glyph was written.
    @discardableResult
    public mutating func put(
        _ character: Character, at point: Point, style: CellStyle = .plain, clip: Rect? = nil
    ) -> Bool {
        let width = character.terminalWidth
        guard width > 0 else { return false }
        return put(Cell(.glyph(character, width: width), style: style), at: point, clip: clip)
    }

    /// Writes a glyph's head cell at `point` if the glyph fits whole inside `clip` and the
    /// buffer. Lines and borders make their cell once and put it many times, so the glyph is
    /// measured once, not once per column.
    ///
    /// - Returns: whether the glyph was written.
    @discardableResult
    public mutating func put(_ cell: Cell, at point: Point, clip: Rect? = nil) -> Bool {
        let area = (clip ?? bounds).intersection(bounds)
        guard !cell.isContinuation, area.contains(point), point.x + cell.width <= area.maxX else { return false }
        place(cell, x: point.x, y: point.y)
        return true
    }

    /// Sets every cell of `rect` (clipped to the buffer) to blanks in `style`.
    public mutating func fill(_ rect: Rect, style: CellStyle = .plain) {
        let area = rect.intersection(bounds)
        guard area.minX < area.maxX else { return }
        let blank = Cell.blank(style)
        let width = size.width
        for y in area.minY..<area.maxY {
            // Only the two edge cells can cut a wide glyph: `place` blanks such a glyph whole.
            // The cells between are overwritten as one run (a full redraw fills most of the
            // terminal this way, twelve thousand cells at 200x60).
            place(blank, x: area.minX, y: y)
            place(blank, x: area.maxX - 1, y: y)
            let rowStart = y * width
            cells.withUnsafeMutableBufferPointer { row in
                row[(rowStart + area.minX)..<(rowStart + area.maxX)].update(repeating: blank)
            }
        }
    }

    /// Changes the style of every cell in `rect` (clipped to the buffer) without touching the
    /// glyphs; a wide glyph cut by the rect's edge is restyled whole, so its halves never differ.
    public mutating func updateStyle(in rect: Rect, _ change: (inout CellStyle) -> Void) {
        let area = rect.intersection(bounds)
        for y in area.minY..<area.maxY {
            var start = area.minX
            while start > 0 && cells[y * size.width + start].isContinuation { start -= 1 }
            var end = area.maxX
            while end < size.width && cells[y * size.width + end].isContinuation { end += 1 }
            for x in start..<end {
                change(&cells[y * size.width + x].style)
            }
        }
    }

    /// Puts a glyph's head cell whose columns are known to be inside the buffer, followed by
    /// its continuation cells, first blanking what is left of any wide glyph it partly covers.
    private mutating func place(_ head: Cell, x: Int, y: Int) {
        let rowStart = y * size.width
        let width = head.width
        if cells[rowStart + x].isContinuation {
            var headX = x - 1
            while headX > 0 && cells[rowStart + headX].isContinuation { headX -= 1 }
            for column in headX..<x {
                cells[rowStart + column] = .blank(cells[rowStart + column].style)
            }
        }
        var after = x + width
        while after < size.width && cells[rowStart + after].isContinuation {
            cells[rowStart + after] = .blank(cells[rowStart + after].style)
            after += 1
        }
        cells[rowStart + x] = head
        for column in (x + 1)..<(x + width) {
            cells[rowStart + column] = Cell(.continuation, style: head.style)
        }
    }
}
