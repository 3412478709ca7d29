extension CellBuffer {
    /// Copies `source` so that its origin lands at `origin`, keeping only what falls inside
    /// `clip` (and this buffer). A wide glyph cut by the clip's edge is blanked, never copied in
    /// half, and a wide glyph of this buffer that the copy cuts is blanked too, as `put` does.
    public mutating func copy(_ source: CellBuffer, to origin: Point, clip: Rect) {
        let area = clip.intersection(bounds).intersection(Rect(origin: origin, size: source.size))
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            let row = y * size.width
            let sourceRow = (y - origin.y) * source.size.width - origin.x
            // What this buffer had across the edges: a wide glyph cut by the copy loses its rest.
            if cells[row + area.minX].isContinuation {
                var headX = area.minX - 1
                while headX > 0 && cells[row + headX].isContinuation { headX -= 1 }
                for x in headX..<area.minX { cells[row + x] = .blank(cells[row + x].style) }
            }
            var after = area.maxX
            while after < size.width && cells[row + after].isContinuation {
                cells[row + after] = .blank(cells[row + after].style)
                after += 1
            }
            // The row, cell for cell: a cell buffer is plain data, so this is a block copy.
            cells.replaceSubrange(
                (row + area.minX)..<(row + area.maxX),
                with: source.cells[(sourceRow + area.minX)..<(sourceRow + area.maxX)])
            // A glyph of the source cut by the clip: blank its part inside.
            var x = area.minX
            while x < area.maxX && cells[row + x].isContinuation {
                cells[row + x] = .blank(cells[row + x].style)
                x += 1
            }
            var headX = area.maxX - 1
            while headX > area.minX && cells[row + headX].isContinuation { headX -= 1 }
            if headX + cells[row + headX].width > area.maxX {
                for x in headX..<area.maxX { cells[row + x] = .blank(cells[row + x].style) }
            }
        }
    }
}

extension CellBuffer {
    /// From the first row that holds anything but plain spaces to the last; nil when every cell
    /// is one. What a preview is cropped to. Written here, where comparing cells is inlined:
    /// a catalogue crops ninety thousand previews.
    public var usedRows: ClosedRange<Int>? {
        let blank = Cell.blank()
        return cells.withUnsafeBufferPointer { cells in
            // Cells from the top to the first that is not blank, then from the bottom.
            guard let firstUsed = cells.firstIndex(where: { $0 != blank }),
                  let lastUsed = cells.lastIndex(where: { $0 != blank }) else { return nil }
            return (firstUsed / size.width)...(lastUsed / size.width)
        }
    }
}

extension CellBuffer {
    /// `height` rows of this buffer from row `top`, blank past its last row: a crop that cuts
    /// no glyph, as it keeps whole rows. One block copy, where a blank buffer and `copy` would
    /// write every cell twice (a catalogue crops ninety thousand previews).
    public func rows(from top: Int, count height: Int) -> CellBuffer {
        var rows = CellBuffer(size: Size(width: size.width, height: 0))
        rows.appendRows(of: self, from: top, count: height)
        return rows
    }

    /// Buffers of one width stacked top to bottom, each whole.
    public init(stacking parts: [CellBuffer], width: Int) {
        self.init(size: Size(width: width, height: 0))
        cells.reserveCapacity(parts.reduce(0) { $0 + $1.size.height } * size.width)
        for part in parts {
            precondition(part.size.width == size.width, "stacked buffers are one width")
            appendRows(of: part, from: 0, count: part.size.height)
        }
    }

    /// Adds `count` rows of `source` (as wide as this buffer) from row `top` below the last row,
    /// blank rows for those outside it.
    private mutating func appendRows(of source: CellBuffer, from top: Int, count: Int) {
        let count = max(0, count)
        let first = min(max(0, top), source.size.height)
        let end = max(first, min(source.size.height, top + count))
        let blankAbove = min(count, max(0, -top)), blankBelow = count - blankAbove - (end - first)
        cells.append(contentsOf: repeatElement(.blank(), count: blankAbove * size.width))
        cells.append(contentsOf: source.cells[(first * size.width)..<(end * size.width)])
        cells.append(contentsOf: repeatElement(.blank(), count: blankBelow * size.width))
        size = Size(width: size.width, height: size.height + count)
    }
}
