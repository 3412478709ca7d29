import TipDrawing
import TipReview

/// The grid view's state: which tip is shown, along which axes (locales, widths, text sizes),
/// which cell is selected and whether it is open full-size. Plain data, so tests can assert it.
///
/// The grid is a way of looking: it holds no engine state and its cells are previews
/// (`PlaygroundRenderer.renderPreview`), so opening, moving in and closing it never counts a
/// display nor moves a tip's status.
public struct PreviewGrid: Equatable, Sendable {
    /// The tips the grid can show, in file order; `tipIndex` is the one shown.
    public var tipIDs: [String]
    public var tipIndex = 0
    /// Rows: every locale of the playground (nil is the base copy), each at every text size,
    /// with the shown tip's copy variants after the base copy.
    public var locales: [String?]
    /// Each tip's copy variants by tip id, in file order.
    public var variants: [String: [String]] = [:]
    /// How each wording of the tips with variants fares in review, for the cells' review rows.
    public var budgets: [VariantBudget] = []
    public var sizes: [TextSize]
    /// Columns: the width presets with a fixed width.
    public var widths: [WidthPreset]
    /// The selected cell: a row (locale × size) and a column (width).
    public var row = 0
    public var column = 0
    /// The selected cell is shown alone, full-size.
    public var isCellOpen = false
    /// Rows of the open cell scrolled away at the top.
    public var openScroll = 0
    /// Columns of the open cell scrolled away at the left (a tablet cell in a narrow terminal).
    public var openScrollX = 0

    /// The text sizes the grid shows unless asked for all (`TextSize.gridDefaults`).
    public static let defaultSizes = TextSize.gridDefaults

    public init(tipIDs: [String], locales: [String?], variants: [String: [String]] = [:], sizes: [TextSize] = defaultSizes,
                widths: [WidthPreset] = WidthPreset.allCases.filter { $0.columns != nil }) {
        self.tipIDs = tipIDs
        self.locales = locales
        self.variants = variants
        self.sizes = sizes
        self.widths = widths
    }

    public var tipID: String? { tipIDs.indices.contains(tipIndex) ? tipIDs[tipIndex] : nil }

    /// The copies the shown tip's rows show, in order: the base copy, its variants, then each
    /// locale's translation.
    public var copies: [GridCopy] {
        locales.flatMap { locale in
            locale == nil
                ? [GridCopy()] + (tipID.flatMap { variants[$0] } ?? []).map { GridCopy(variant: $0) }
                : [GridCopy(locale: locale)]
        }
    }

    public var rowCount: Int { copies.count * sizes.count }

    /// The copy and text size of a row.
    public func axes(ofRow row: Int) -> (copy: GridCopy, size: TextSize) {
        (copies[row / sizes.count], sizes[row % sizes.count])
    }

    /// Moves the selection by whole cells, stopping at the edges.
    public mutating func move(rows: Int, columns: Int) {
        row = min(max(0, row + rows), max(0, rowCount - 1))
        column = min(max(0, column + columns), max(0, widths.count - 1))
    }

    /// The next (or previous) tip, wrapping around; the selected cell stays.
    public mutating func switchTip(by step: Int) {
        guard !tipIDs.isEmpty else { return }
        tipIndex = (tipIndex + step + tipIDs.count) % tipIDs.count
        openScroll = 0
        // Tips have different variants, so as many rows as the new tip has at most.
        row = min(row, max(0, rowCount - 1))
    }
}
