import TipDrawing
import TipPlayground
import TipReview

/// The grid of previews (`G`): every locale × text size × width of one tip at once. It is a way
/// of looking, like the help: the device stays laid out underneath with its tips presented, and
/// nothing the grid's keys do reaches the engine.
extension PlaygroundSession {
    /// A grid over the document's tips, starting at the tip on screen (if any), in the current
    /// locale and text size.
    func newGrid() -> PreviewGrid {
        var grid = PreviewGrid(
            tipIDs: document.tips.map(\.id), locales: [nil] + availableLocales.map(Optional.some),
            variants: Dictionary(uniqueKeysWithValues: document.tips.map { ($0.id, $0.variants.map(\.name)) }))
        grid.budgets = PlaygroundReview.variantBudgets(of: document)
        if let shown = frame.placedTips.first(where: { $0.presentation == .popover }) ?? frame.placedTips.first,
           let index = grid.tipIDs.firstIndex(of: shown.tipID) {
            grid.tipIndex = index
        }
        if !grid.sizes.contains(state.textSize) {
            grid.sizes = TextSize.allCases.filter { grid.sizes.contains($0) || $0 == state.textSize }
        }
        let shownCopy = GridCopy(locale: state.locale, variant: state.locale == nil ? grid.tipID.flatMap { state.variants[$0] } : nil)
        let copyIndex = grid.copies.firstIndex(of: shownCopy) ?? grid.copies.firstIndex(of: GridCopy(locale: state.locale)) ?? 0
        grid.row = copyIndex * grid.sizes.count + (grid.sizes.firstIndex(of: state.textSize) ?? 0)
        if let column = grid.widths.firstIndex(of: state.widthPreset) { grid.column = column }
        return grid
    }

    /// A key while the grid is open: moves in it, opens a cell, switches the tip or closes it.
    /// Every other key is ignored, so nothing changes underneath while looking.
    func handleGridKey(_ key: Key) {
        guard var grid = state.grid else { return }
        if grid.isCellOpen {
            switch key {
            case .enter, .escape: grid.isCellOpen = false
            case .up: grid.openScroll = max(0, grid.openScroll - 1)
            case .down: grid.openScroll += 1
            case .pageUp: grid.openScroll = max(0, grid.openScroll - 10)
            case .pageDown: grid.openScroll += 10
            case .left: grid.openScrollX = max(0, grid.openScrollX - 10)
            case .right: grid.openScrollX += 10
            case .control("c"), .character("q"): outcome.quits = true
            default: break
            }
            state.grid = grid
            return
        }
        switch key {
        case .escape, .character("G"):
            state.grid = nil
            return
        case .up: grid.move(rows: -1, columns: 0)
        case .down: grid.move(rows: 1, columns: 0)
        case .left: grid.move(rows: 0, columns: -1)
        case .right: grid.move(rows: 0, columns: 1)
        case .pageUp: grid.move(rows: -grid.sizes.count, columns: 0)
        case .pageDown: grid.move(rows: grid.sizes.count, columns: 0)
        case .enter:
            grid.isCellOpen = true
            grid.openScroll = 0
            grid.openScrollX = 0
        case .tab, .character("]"): grid.switchTip(by: 1)
        case .backTab, .character("["): grid.switchTip(by: -1)
        case .control("c"), .character("q"): outcome.quits = true
        default: break
        }
        state.grid = grid
    }

    /// Draws the open grid over the terminal's frame. The device's regions move off screen
    /// (reachable again once the grid closes), so a click cannot press what the grid hides.
    func overlayGrid(on frame: inout Frame) {
        guard let grid = state.grid, size.width >= PlaygroundRenderer.minimumSize.width,
              size.height >= PlaygroundRenderer.minimumSize.height
        else { return }
        let renderer = PreviewGridRenderer(document: document, grid: grid, glyphs: state.usesASCII ? .ascii : .unicode, cache: composer.renderCache)
        frame.buffer = renderer.render(size: size).buffer
        frame.offscreenRegions += frame.hitRegions
        frame.hitRegions = []
    }
}
