import TipDrawing
import TipPlayground

/// The part of the grid's canvas that the terminal's window shows, drawn without drawing the
/// rest: the selected cell's top-left corner at the window's, unless the canvas ends first, as
/// if the whole canvas were laid out and a window cut from it.
///
/// A grid has dozens of cells and a terminal shows a few, and each cell lays out two whole
/// devices; drawing all of them on every key made the grid cost in proportion to its axes rather
/// than to what is seen. Column widths are known without drawing (a preset's width); a row is as
/// tall as its tallest cell, so only the rows the window reaches are drawn, every cell of them.
struct GridWindow {
    /// Which edges of the window have more of the canvas beyond them.
    struct Clipped {
        var above = false
        var below = false
        var left = false
        var right = false
    }

    /// The rows shown, each with the terminal row its top is drawn at (it may lie above the window).
    private(set) var rows: [(row: Int, y: Int)] = []
    /// The columns shown, left to right.
    let columns: [Int]
    /// Where each column starts on the canvas, and how far the window is scrolled across it.
    let columnX: [Int]
    let scrollX: Int
    private(set) var clipped = Clipped()
    private var pictures: [Int: [CellBuffer]] = [:]

    init(renderer: PreviewGridRenderer, view: Rect) {
        let grid = renderer.grid
        var x = 0
        var starts: [Int] = []
        for preset in grid.widths {
            starts.append(x)
            x += PreviewGridRenderer.deviceWidth(preset) + PreviewGridRenderer.columnGap
        }
        let canvasWidth = max(0, x - PreviewGridRenderer.columnGap)
        columnX = starts
        let selectedX = starts.indices.contains(grid.column) ? starts[grid.column] : 0
        let scrollX = max(0, min(selectedX, canvasWidth - view.width))
        self.scrollX = scrollX
        columns = grid.widths.indices.filter { column in
            let start = starts[column] - scrollX
            return start < view.width && start + PreviewGridRenderer.deviceWidth(grid.widths[column]) > 0
        }
        clipped.left = scrollX > 0
        clipped.right = canvasWidth - scrollX > view.width
        guard let tipID = grid.tipID, grid.rowCount > 0, !grid.widths.isEmpty else { return }

        var screens: [Int: PreviewScreens?] = [:]
        func pictures(ofRow row: Int) -> [CellBuffer] {
            let copyIndex = row / grid.sizes.count
            if screens[copyIndex] == nil {
                let copy = grid.copies[copyIndex]
                screens[copyIndex] = PreviewScreens(document: renderer.document, tipID: tipID, locale: copy.locale, variant: copy.variant)
            }
            return grid.widths.indices.map { renderer.cellPicture(row: row, column: $0, screens: screens[copyIndex]!) }
        }
        var drawn: [Int: [CellBuffer]] = [:]
        func height(ofRow row: Int) -> Int {
            if drawn[row] == nil { drawn[row] = pictures(ofRow: row) }
            return drawn[row]!.map(\.size.height).max() ?? 0
        }

        // Canvas rows as offsets from the selected row's top (rows above it are negative).
        let gap = PreviewGridRenderer.rowGap
        var placed: [(row: Int, top: Int)] = []
        var bottom = 0  // Where the last row placed ends.
        for row in grid.row..<grid.rowCount {
            let top = row == grid.row ? 0 : bottom + gap
            placed.append((row, top))
            bottom = top + height(ofRow: row)
            if bottom >= view.height { break }
        }
        var scroll = 0
        if bottom < view.height {
            // The canvas ends before the window does: its last row ends at the window's bottom,
            // so the rows above the selected one come into view (unless the canvas is shorter).
            var top = 0
            for row in stride(from: grid.row - 1, through: 0, by: -1) where bottom - top < view.height {
                top -= height(ofRow: row) + gap
                placed.insert((row, top), at: 0)
            }
            scroll = max(top, bottom - view.height)
            clipped.above = scroll > top || (placed.first.map { $0.row > 0 } ?? false)
            clipped.below = false
        } else {
            clipped.above = grid.row > 0
            clipped.below = bottom > view.height || placed.last.map { $0.row < grid.rowCount - 1 } ?? false
        }
        rows = placed.map { ($0.row, view.y + $0.top - scroll) }
        self.pictures = drawn
    }

    /// The picture of one shown cell.
    func picture(row: Int, column: Int) -> CellBuffer {
        pictures[row]?[column] ?? CellBuffer(size: .zero)
    }
}
