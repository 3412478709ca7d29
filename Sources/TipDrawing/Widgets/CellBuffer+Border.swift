extension CellBuffer {
    /// Draws the outline of `rect` with the box glyphs of `glyphs`, clipped to the buffer.
    /// The inside is left as it is.
    public mutating func drawBorder(_ rect: Rect, glyphs: GlyphSet, style: CellStyle = .plain) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let top = rect.minY
        let bottom = rect.maxY - 1
        let left = rect.minX
        let right = rect.maxX - 1
        let horizontal = Cell(glyph: glyphs.horizontal, style: style)
        let vertical = Cell(glyph: glyphs.vertical, style: style)
        for x in (left + 1)..<right {
            put(horizontal, at: Point(x: x, y: top))
            put(horizontal, at: Point(x: x, y: bottom))
        }
        for y in (top + 1)..<bottom {
            put(vertical, at: Point(x: left, y: y))
            put(vertical, at: Point(x: right, y: y))
        }
        put(glyphs.topLeft, at: Point(x: left, y: top), style: style)
        put(glyphs.topRight, at: Point(x: right, y: top), style: style)
        put(glyphs.bottomLeft, at: Point(x: left, y: bottom), style: style)
        put(glyphs.bottomRight, at: Point(x: right, y: bottom), style: style)
    }

    /// Draws a horizontal divider across a bordered box at row `y`: `├────┤`.
    public mutating func drawDivider(
        row y: Int, from left: Int, to right: Int, glyphs: GlyphSet, style: CellStyle = .plain
    ) {
        guard right > left else { return }
        put(glyphs.teeTrailing, at: Point(x: left, y: y), style: style)
        let horizontal = Cell(glyph: glyphs.horizontal, style: style)
        for x in (left + 1)..<right {
            put(horizontal, at: Point(x: x, y: y))
        }
        put(glyphs.teeLeading, at: Point(x: right, y: y), style: style)
    }
}
