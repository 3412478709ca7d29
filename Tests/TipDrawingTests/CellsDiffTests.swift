import Testing
import TipDrawing

@Suite("Cell buffer diff and text view")
struct CellsDiffTests {
    /// Applies runs the way a backend draws them: glyph by glyph, through the normal writes.
    static func apply(_ runs: [CellRun], to buffer: CellBuffer) -> CellBuffer {
        var result = buffer
        for run in runs {
            for glyph in run.glyphs {
                result.write(String(glyph.character), at: Point(x: glyph.column, y: run.row), style: glyph.style)
            }
        }
        return result
    }

    @Test func identicalBuffersHaveNoDifferences() {
        var buffer = CellBuffer(width: 10, height: 3)
        buffer.write("hello", at: Point(x: 1, y: 1))
        #expect(buffer.diff(from: buffer).isEmpty)
    }

    @Test func changedCellsAreGroupedIntoRunsPerRow() {
        let old = CellBuffer(width: 10, height: 2)
        var new = old
        new.write("ab", at: Point(x: 1, y: 0))
        new.write("c", at: Point(x: 6, y: 0))
        new.write("d", at: Point(x: 0, y: 1), style: .bold)
        let runs = new.diff(from: old)
        #expect(runs.map { [$0.row, $0.column, $0.cells.count] } == [[0, 1, 2], [0, 6, 1], [1, 0, 1]])
    }

    @Test func runsNeverSplitAWideGlyph() {
        var old = CellBuffer(width: 6, height: 1)
        old.write("漢字", at: .zero)
        var new = old
        new.updateStyle(in: Rect(x: 3, y: 0, width: 1, height: 1)) { $0.isBold = true }
        let runs = new.diff(from: old)
        #expect(runs == [CellRun(row: 0, column: 2, cells: Array(new.row(0)[2..<4]))])
    }

    @Test func applyingTheDiffTurnsTheOldBufferIntoTheNewOne() {
        var generator = SeededGenerator(seed: 7 &+ LawSeeds.offset)
        let pieces = ["a", "漢字", "é", "😀", "Ж", " ", "xyz"]
        var old = CellBuffer(width: 12, height: 4)
        for _ in 0..<LawSeeds.budget(300) {
            var new = old
            for _ in 0..<3 {
                let piece = pieces[Int.random(in: 0..<pieces.count, using: &generator)]
                let style = Bool.random(using: &generator) ? CellStyle.plain : .bold
                new.write(piece, at: Point(x: Int.random(in: 0..<12, using: &generator), y: Int.random(in: 0..<4, using: &generator)), style: style)
            }
            #expect(Self.apply(new.diff(from: old), to: old) == new)
            old = new
        }
    }

    @Test func aResizedBufferIsRedrawnWhole() {
        let old = CellBuffer(width: 4, height: 2)
        let new = CellBuffer(width: 5, height: 2)
        #expect(new.diff(from: old).map(\.cells.count) == [5, 5])
    }

    @Test func textViewFramesRowsAndListsStyleRuns() {
        var buffer = CellBuffer(width: 7, height: 2)
        buffer.write("漢 ok", at: .zero, style: .bold)
        buffer.write("x", at: Point(x: 6, y: 1), style: CellStyle(isReversed: true, foreground: .red))
        #expect(
            buffer.textView == """
                |漢 ok  |
                |      x|
                styles:
                  row 0, columns 0-4: bold
                  row 1, column 6: reverse fg=red

                """)
    }
}
