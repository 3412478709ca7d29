import TipDrawing

extension PreviewGridRenderer {
    /// The keys of the grid, as its bottom row shows them.
    public static let keysLine = "arrows move  Enter open  Tab/]/[ tip  Esc/G close"

    /// Draws the open grid over the terminal's `frame` of `size`. The device's regions move off
    /// screen (reachable again once the grid closes), so a click cannot press what the grid
    /// hides. A terminal too small for the playground shows no grid.
    func overlay(on frame: inout Frame, size: Size) {
        guard size.width >= PlaygroundRenderer.minimumSize.width, size.height >= PlaygroundRenderer.minimumSize.height else { return }
        frame.buffer = render(size: size).buffer
        frame.offscreenRegions += frame.hitRegions
        frame.hitRegions = []
    }

    /// The grid as the terminal shows it: a header naming the tip, a window of the canvas that
    /// keeps the selected cell in view (or the open cell, scrolled), and the grid's keys.
    /// Nothing in it can be clicked or counts as placed: it is chrome around previews.
    public func render(size: Size) -> Frame {
        var frame = Frame(buffer: CellBuffer(size: size))
        let view = Rect(x: 0, y: 1, width: size.width, height: max(0, size.height - 2))
        var title = "Grid · \(grid.tipID ?? "no tips")"
        if grid.tipIDs.count > 1 { title += " (\(grid.tipIndex + 1)/\(grid.tipIDs.count))" }
        let (copy, textSize) = grid.rowCount > 0 ? grid.axes(ofRow: grid.row) : (GridCopy(), TextSize.default)
        let variantCount = grid.copies.count - grid.locales.count
        var status = size.width >= 60
            ? "\(grid.locales.count) locales × \(grid.sizes.count) sizes × \(grid.widths.count) widths"
            : "\(grid.locales.count)×\(grid.sizes.count)×\(grid.widths.count)"
        if variantCount > 0 { status = (size.width >= 60 ? "\(Wording.count(variantCount, "variant")) · " : "+\(variantCount)v ") + status }
        if grid.isCellOpen, grid.widths.indices.contains(grid.column) {
            status = [copy.label, grid.widths[grid.column].rawValue, textSize.rawValue].joined(separator: " · ")
        }
        if let notice = bidiNotice { status = notice + " · " + status }
        drawBar(row: 0, left: title, right: status, into: &frame.buffer)
        drawBar(row: size.height - 1, left: grid.isCellOpen ? "arrows scroll  Enter/Esc back" : Self.keysLine,
                right: "", into: &frame.buffer)
        guard !view.isEmpty else { return frame }
        if grid.isCellOpen {
            let cell = openCell()
            let scroll = min(grid.openScroll, max(0, cell.size.height - view.height))
            let scrollX = min(grid.openScrollX, max(0, cell.size.width - view.width))
            let origin = Point(x: -scrollX, y: view.y - scroll)
            frame.buffer.copy(cell, to: origin, clip: view)
            markClipped(Rect(origin: origin, size: cell.size), in: view, into: &frame.buffer)
            return frame
        }
        let window = GridWindow(renderer: self, view: view)
        for (row, y) in window.rows {
            for column in window.columns {
                let x = view.x - window.scrollX + window.columnX[column]
                frame.buffer.copy(window.picture(row: row, column: column), to: Point(x: x, y: y), clip: view)
            }
        }
        markClipped(window.clipped, in: view, into: &frame.buffer)
        return frame
    }

    /// Said in the header when a right-to-left locale is in the grid and bidi is not available,
    /// so logical order is not mistaken for what a device shows.
    var bidiNotice: String? {
        guard !BidiText.system.isAvailable, grid.locales.contains(where: { LayoutDirection(locale: $0) == .rightToLeft }) else {
            return nil
        }
        return "no bidi: RTL in logical order"
    }

    /// A reversed bar with `left` and `right` text, made safe for the glyph set (`·` and `×`
    /// become ASCII in ASCII mode, as the playground's header does).
    private func drawBar(row y: Int, left: String, right: String, into buffer: inout CellBuffer) {
        let left = PreparedText(left, glyphs: glyphs, keepsNewlines: false).text
        let right = PreparedText(right, glyphs: glyphs, keepsNewlines: false).text
        let row = Rect(x: 0, y: y, width: buffer.size.width, height: 1)
        buffer.fill(row, style: .reversed)
        let rightX = max(1, row.maxX - right.terminalWidth - 1)
        buffer.write(TextWrapper.truncate(left, width: max(0, (right.isEmpty ? row.maxX : rightX) - 2), ellipsis: glyphs.ellipsis),
                     at: Point(x: 1, y: y), style: CellStyle(isBold: true, isReversed: true), clip: row)
        if !right.isEmpty {
            buffer.write(right, at: Point(x: rightX, y: y), style: .reversed, clip: row)
        }
    }

    /// Arrows at the window's edges where more of the grid lies beyond them.
    private func markClipped(_ content: Rect, in view: Rect, into buffer: inout CellBuffer) {
        markClipped(GridWindow.Clipped(
            above: content.minY < view.minY, below: content.maxY > view.maxY,
            left: content.minX < view.minX, right: content.maxX > view.maxX), in: view, into: &buffer)
    }

    private func markClipped(_ clipped: GridWindow.Clipped, in view: Rect, into buffer: inout CellBuffer) {
        let right = view.maxX - 1, bottom = view.maxY - 1
        if clipped.above { buffer.put(glyphs.arrowUp, at: Point(x: right, y: view.minY), style: .reversed) }
        if clipped.below { buffer.put(glyphs.arrowDown, at: Point(x: right, y: bottom), style: .reversed) }
        if clipped.left { buffer.put(glyphs.arrowLeft, at: Point(x: view.minX, y: bottom), style: .reversed) }
        if clipped.right { buffer.put(glyphs.arrowRight, at: Point(x: right - 1, y: bottom), style: .reversed) }
    }
}
