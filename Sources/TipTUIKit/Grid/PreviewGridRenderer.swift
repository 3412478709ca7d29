import TipDrawing
import TipPlayground
import TipReview

/// Draws the grid of previews: one tip, inline and as a popover, in every cell of locales × text
/// sizes (rows) by width presets (columns).
///
/// Every cell is drawn with `PlaygroundRenderer.renderPreview` into a small device of the
/// column's width, then cropped to the rows that show something, so the whole grid is a
/// canvas of cells laid out in rows and columns. The terminal shows a window of it that follows
/// the selection (`render(size:)`); `tiptui review --grid` prints the whole canvas.
public struct PreviewGridRenderer {
    public let document: PlaygroundDocument
    public let grid: PreviewGrid
    public let glyphs: GlyphSet
    public let cache: RenderCache
    /// Whether the selected cell is highlighted (not in printed grids).
    public var showsSelection = true

    /// The most rows of one preview a grid cell shows; a taller one is cut with a marker and
    /// shown whole when the cell is opened.
    public static let previewRowLimit = 10
    static let columnGap = 2
    static let rowGap = 1

    public init(document: PlaygroundDocument, grid: PreviewGrid, glyphs: GlyphSet, cache: RenderCache = RenderCache()) {
        self.document = document
        self.grid = grid
        self.glyphs = glyphs
        self.cache = cache
    }

    /// The whole grid for the current tip, and where each cell is on it (`cells[row][column]`).
    public func canvas() -> (buffer: CellBuffer, cells: [[Rect]]) {
        guard let tipID = grid.tipID else { return (CellBuffer(size: .zero), []) }
        let screens = grid.copies.map { PreviewScreens(document: document, tipID: tipID, locale: $0.locale, variant: $0.variant) }
        let pictures = (0..<grid.rowCount).map { row in
            grid.widths.indices.map { column in cellPicture(row: row, column: column, screens: screens[row / grid.sizes.count]) }
        }
        let columnWidths = grid.widths.map(Self.deviceWidth)
        let rowHeights = pictures.map { $0.map(\.size.height).max() ?? 0 }
        let width = columnWidths.reduce(0, +) + Self.columnGap * max(0, columnWidths.count - 1)
        let height = rowHeights.reduce(0, +) + Self.rowGap * max(0, rowHeights.count - 1)
        var buffer = CellBuffer(size: Size(width: width, height: height))
        var cells: [[Rect]] = []
        var y = 0
        for (row, pictureRow) in pictures.enumerated() {
            var x = 0
            var rects: [Rect] = []
            for (column, picture) in pictureRow.enumerated() {
                let rect = Rect(x: x, y: y, width: columnWidths[column], height: rowHeights[row])
                buffer.copy(picture, to: rect.origin, clip: rect)
                rects.append(rect)
                x += columnWidths[column] + Self.columnGap
            }
            cells.append(rects)
            y += rowHeights[row] + Self.rowGap
        }
        return (buffer, cells)
    }

    /// The selected cell alone, its previews whole.
    public func openCell() -> CellBuffer {
        guard let tipID = grid.tipID, grid.rowCount > 0, !grid.widths.isEmpty else { return CellBuffer(size: .zero) }
        let (copy, size) = grid.axes(ofRow: grid.row)
        let screens = PreviewScreens(document: document, tipID: tipID, locale: copy.locale, variant: copy.variant)
        return cellPicture(screens, copy: copy, size: size, width: grid.widths[grid.column], isSelected: false, limited: false)
    }

    /// The cell at `row` and `column` as the canvas shows it (previews cut to the row limit);
    /// `screens` are the previews of the row's copy.
    func cellPicture(row: Int, column: Int, screens: PreviewScreens?) -> CellBuffer {
        let (copy, size) = grid.axes(ofRow: row)
        return cellPicture(screens, copy: copy, size: size, width: grid.widths[column],
                           isSelected: showsSelection && row == grid.row && column == grid.column, limited: true)
    }

    /// A device of the preset's width: its columns plus a margin each side.
    static func deviceWidth(_ preset: WidthPreset) -> Int { (preset.columns ?? 80) + 2 }

    private func cellPicture(
        _ screens: PreviewScreens?, copy: GridCopy, size: TextSize, width: WidthPreset, isSelected: Bool, limited: Bool
    ) -> CellBuffer {
        cell(screens, copy: copy, size: size, width: width, isSelected: isSelected, limited: limited).picture
    }

    /// One cell: a label row naming its locale, width and size (two rows when that is too long), the inline preview, a blank row
    /// and the popover preview, each cropped to the rows that show something; and what placement
    /// decided for the popover (nil when there are no screens).
    public func cell(
        _ screens: PreviewScreens?, copy: GridCopy, size: TextSize, width: WidthPreset, isSelected: Bool, limited: Bool
    ) -> (picture: CellBuffer, placement: PlacementDecision?) {
        let deviceWidth = Self.deviceWidth(width)
        let label = [copy.label, width.rawValue, size.rawValue].joined(separator: " · ")
        let labelFits = label.terminalWidth < deviceWidth
        var parts: [CellBuffer] = [labelFits
            ? labelRow(label, width: deviceWidth, isSelected: isSelected)
            : labelRow(copy.label, width: deviceWidth, isSelected: isSelected)]
        if !labelFits {
            // A long locale id gets a row of its own rather than being cut.
            parts.append(labelRow([width.rawValue, size.rawValue].joined(separator: " · "), width: deviceWidth, isSelected: isSelected))
        }
        for notice in screens?.copyNotices ?? [] {
            parts.append(noticeRow(notice, width: deviceWidth))
        }
        if copy.locale == nil, let budget = grid.budgets.first(where: { $0.tipID == grid.tipID && $0.variant == copy.variant }) {
            // A wording of a tip with variants: how it fares in review, to compare them.
            parts.append(noticeRow(budget.shortText(at: width), width: deviceWidth, style: budget.isWithinBudgets(at: width) ? Self.goodStyle : Self.markerStyle))
        }
        var placement: PlacementDecision?
        if let screens {
            var state = AppState()
            state.looking.usesASCII = glyphs.isASCII
            state.looking.widthPreset = width
            state.looking.textSize = size
            for (model, kind) in [(screens.inline, "inline"), (screens.popover, "popover")] {
                let drawn = preview(model, state: state, width: deviceWidth, kind: kind, limited: limited)
                parts.append(drawn.picture)
                parts.append(CellBuffer(size: Size(width: deviceWidth, height: 1)))
                if kind == "popover", let tipID = grid.tipID { placement = drawn.placements[tipID] }
            }
            parts.removeLast()
        }
        return (CellBuffer(stacking: parts, width: deviceWidth), placement)
    }

    private func labelRow(_ label: String, width: Int, isSelected: Bool) -> CellBuffer {
        var row = CellBuffer(size: Size(width: width, height: 1))
        let style: CellStyle = isSelected ? CellStyle(isBold: true, isReversed: true) : .dim
        row.fill(row.bounds, style: style)
        row.write(cache.truncatedLine(of: label, width: width - 1, glyphs: glyphs), at: .zero, style: style, clip: row.bounds)
        return row
    }

    private func noticeRow(_ notice: String, width: Int, style: CellStyle = markerStyle) -> CellBuffer {
        var row = CellBuffer(size: Size(width: width, height: 1))
        row.write(TextWrapper.truncate(notice, width: width - 1, ellipsis: glyphs.ellipsis), at: .zero, style: style, clip: row.bounds)
        return row
    }

    /// One preview on a device of the cell's width and a preset's height, cropped to the rows
    /// that show something; a tip that found no room, or a preview cut to the row limit, says so.
    private func preview(
        _ model: ScreenModel, state: AppState, width: Int, kind: String, limited: Bool
    ) -> (picture: CellBuffer, placements: [String: PlacementDecision]) {
        let deviceRect = Rect(x: 0, y: 0, width: width, height: WidthPreset.deviceRows)
        let device = PlaygroundRenderer(model: model, state: state, cache: cache).preview(size: deviceRect.size)
        let placed = device.placedTips
        let used = device.buffer.usedRows
        let top = used?.lowerBound ?? 0
        var height = used?.count ?? 1
        var marker: String?
        if placed.isEmpty {
            marker = "\(glyphs.close) \(kind): no room"
            height += 1
        } else if limited, height > Self.previewRowLimit {
            marker = "\(glyphs.arrowDown) \(kind): cut (Enter)"
            height = Self.previewRowLimit
        }
        var picture = device.buffer.rows(from: top, count: height)
        if let marker {
            let row = Rect(x: 0, y: height - 1, width: width, height: 1)
            picture.fill(row, style: Self.markerStyle)
            picture.write(TextWrapper.truncate(marker, width: width, ellipsis: glyphs.ellipsis), at: row.origin,
                          style: Self.markerStyle, clip: row)
        }
        return (picture, device.placementDecisions)
    }

    static let markerStyle = CellStyle(isBold: true, foreground: .red)
    static let goodStyle = CellStyle(foreground: .green)
}
