import Foundation
import TipDrawing
import TipPlayground
import TipTUIKit

/// `--grid`: the grid view (`G`) for one tip of the default playground in 5 locales (the base
/// copy and its four translations) × 3 widths × 3 text sizes: 45 cells, 90 previews. Target:
/// under 5 ms. Measured twice: with a fresh layout cache (the grid opened, or another tip
/// chosen) and with the cache the previous frame left (moving between cells), each as the
/// 80x24 terminal frame, which draws the whole canvas and shows a window onto it.
enum BenchmarkGridView {
    static func run(rounds: Int) throws {
        let document = try PlaygroundLoader.parse(DefaultPlayground.json, fileName: DefaultPlayground.fileName)
        let locales: [String?] = [nil] + document.translatedLocales.prefix(4).map(Optional.some)
        var grid = PreviewGrid(tipIDs: ["ShowLocationTip"], locales: locales)
        let terminal = Size(width: 80, height: 24)
        let cells = PreviewGridRenderer(document: document, grid: grid, glyphs: .unicode).canvas().cells.joined().count
        let cold = medianMilliseconds(rounds: rounds) {
            _ = PreviewGridRenderer(document: document, grid: grid, glyphs: .unicode).render(size: terminal)
        }
        let cache = RenderCache()
        var step = 0
        let warm = medianMilliseconds(rounds: rounds) {
            step += 1
            grid.move(rows: step % 2 == 0 ? 1 : -1, columns: 0)
            _ = PreviewGridRenderer(document: document, grid: grid, glyphs: .unicode, cache: cache).render(size: terminal)
        }
        print("""
            TipTUIBenchmark --grid (release build; median of \(rounds) runs)
              grid of one tip: \(locales.count) locales (\(locales.map { $0 ?? "base" }.joined(separator: ", "))) × \
            \(grid.widths.count) widths × \(grid.sizes.count) text sizes = \(cells) cells, inline and popover each;
              canvas plus the 80x24 window onto it

            """)
        print(row("grid, fresh layout cache (open, switch tip)", cold, target: 5))
        print(row("grid, warm layout cache (move between cells)", warm, target: 5))
    }
}
