import TipDrawing
import TipPlayground
import TipReview

extension PreviewGridRenderer {
    /// The grids of `tipIDs` (each tip in turn), one under the other, each under a title line,
    /// as one buffer: what `tiptui review --grid` prints or draws as SVG.
    public static func printed(
        document: PlaygroundDocument, tipIDs: [String], sizes: [TextSize], glyphs: GlyphSet
    ) -> CellBuffer {
        let cache = RenderCache()
        let locales: [String?] = [nil] + document.locales.map(Optional.some)
        let budgets = PlaygroundReview.variantBudgets(of: document)
        var parts: [CellBuffer] = []
        for tipID in tipIDs {
            let variants = document.tip(id: tipID)?.variants.map(\.name) ?? []
            var grid = PreviewGrid(tipIDs: [tipID], locales: locales, variants: [tipID: variants], sizes: sizes)
            grid.budgets = budgets.filter { $0.tipID == tipID }
            var renderer = PreviewGridRenderer(document: document, grid: grid, glyphs: glyphs, cache: cache)
            renderer.showsSelection = false
            let canvas = renderer.canvas().buffer
            var title = CellBuffer(size: Size(width: canvas.size.width, height: 2))
            let variantText = variants.isEmpty ? "" : " (and \(Wording.count(variants.count, "variant")))"
            title.write("\(tipID) · \(locales.count) locales\(variantText) × \(sizes.count) text sizes × \(renderer.grid.widths.count) widths",
                        at: .zero, style: .bold, clip: title.bounds)
            parts += [title, canvas, CellBuffer(size: Size(width: 1, height: 1))]
        }
        let width = parts.map(\.size.width).max() ?? 0
        var buffer = CellBuffer(size: Size(width: width, height: parts.map(\.size.height).reduce(0, +)))
        var y = 0
        for part in parts {
            buffer.copy(part, to: Point(x: 0, y: y), clip: buffer.bounds)
            y += part.size.height
        }
        return buffer
    }
}
