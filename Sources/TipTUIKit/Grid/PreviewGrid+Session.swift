import TipDrawing
import TipPlayground
import TipReview

/// The grid as a playground opens it (`G`) and as its keys move it. It is a way of looking,
/// like the help: the device stays laid out underneath with its tips presented, and nothing the
/// grid's keys do reaches the engine.
extension PreviewGrid {
    /// A grid over `document`'s tips, starting at `shownTipID` (the tip on screen, if any), in
    /// the locale, copy variant, text size and width `state` looks at the device with.
    init(over document: PlaygroundDocument, locales: [String], showing shownTipID: String?, as state: AppState) {
        self.init(
            tipIDs: document.tips.map(\.id), locales: [nil] + locales.map(Optional.some),
            variants: Dictionary(uniqueKeysWithValues: document.tips.map { ($0.id, $0.variants.map(\.name)) }))
        budgets = PlaygroundReview.variantBudgets(of: document)
        if let shownTipID, let index = tipIDs.firstIndex(of: shownTipID) {
            tipIndex = index
        }
        if !sizes.contains(state.looking.textSize) {
            sizes = TextSize.allCases.filter { sizes.contains($0) || $0 == state.looking.textSize }
        }
        let shownCopy = GridCopy(locale: state.looking.locale, variant: state.looking.locale == nil ? tipID.flatMap { state.looking.variants[$0] } : nil)
        let copyIndex = copies.firstIndex(of: shownCopy) ?? copies.firstIndex(of: GridCopy(locale: state.looking.locale)) ?? 0
        row = copyIndex * sizes.count + (sizes.firstIndex(of: state.looking.textSize) ?? 0)
        if let column = widths.firstIndex(of: state.looking.widthPreset) { self.column = column }
    }

    /// What a key asks of the session besides moving in the grid.
    enum KeyResult: Equatable {
        /// The grid took the key (or ignored it): it stays open.
        case stays
        /// The grid closes.
        case closes
        /// The person asked to quit (`q`, Ctrl-C).
        case quits
    }

    /// A key while the grid is open: moves in it, opens a cell, switches the tip or closes it.
    /// Every other key is ignored, so nothing changes underneath while looking.
    mutating func handle(_ key: Key) -> KeyResult {
        if isCellOpen {
            switch key {
            case .enter, .escape: isCellOpen = false
            case .up: openScroll = max(0, openScroll - 1)
            case .down: openScroll += 1
            case .pageUp: openScroll = max(0, openScroll - 10)
            case .pageDown: openScroll += 10
            case .left: openScrollX = max(0, openScrollX - 10)
            case .right: openScrollX += 10
            case .control("c"), .character("q"): return .quits
            default: break
            }
            return .stays
        }
        switch key {
        case .escape, .character("G"): return .closes
        case .up: move(rows: -1, columns: 0)
        case .down: move(rows: 1, columns: 0)
        case .left: move(rows: 0, columns: -1)
        case .right: move(rows: 0, columns: 1)
        case .pageUp: move(rows: -sizes.count, columns: 0)
        case .pageDown: move(rows: sizes.count, columns: 0)
        case .enter:
            isCellOpen = true
            openScroll = 0
            openScrollX = 0
        case .tab, .character("]"): switchTip(by: 1)
        case .backTab, .character("["): switchTip(by: -1)
        case .control("c"), .character("q"): return .quits
        default: break
        }
        return .stays
    }
}
