import Testing
import TipDrawing

/// Copying one buffer into a clip of another (a device into the terminal's frame): whole glyphs
/// only, on both sides of the clip's edges.
@Suite("Cell buffer copy")
struct CellsCopyTests {
    @Test func aCopyShowsTheSourceInsideTheClipAndNothingOutside() {
        var source = CellBuffer(width: 6, height: 2)
        source.write("abcdef", at: .zero)
        source.write("ghijkl", at: Point(x: 0, y: 1))
        var target = CellBuffer(width: 8, height: 3)
        target.write("........", at: Point(x: 0, y: 0))
        target.copy(source, to: Point(x: 1, y: 1), clip: Rect(x: 2, y: 0, width: 4, height: 2))
        #expect(target.textView == "|........|\n|  bcde  |\n|        |\n")
    }

    @Test("wide glyphs stay whole for every clip and offset", arguments: 0..<6)
    func wideGlyphsStayWhole(offset: Int) {
        var source = CellBuffer(width: 7, height: 1)
        source.write("a漢b字c", at: .zero)
        for clipX in 0..<8 {
            for clipWidth in 0..<8 {
                var target = CellBuffer(width: 9, height: 1)
                target.write("x語y語z語", at: .zero)
                target.copy(source, to: Point(x: offset, y: 0), clip: Rect(x: clipX, y: 0, width: clipWidth, height: 1))
                #expect(CellsBufferTests.wideGlyphsAreWhole(target), "offset \(offset), clip \(clipX)+\(clipWidth)")
                let (first, end) = (max(clipX, offset), min(clipX + clipWidth, offset + 7, 9))
                for x in stride(from: first, to: end, by: 1) {
                    let copied = target[x: x, y: 0]
                    let original = source[x: x - offset, y: 0]
                    #expect(copied == original || copied?.character == " " || copied?.isContinuation == true,
                            "offset \(offset), clip \(clipX)+\(clipWidth), column \(x)")
                }
            }
        }
    }

    /// Cropping and stacking whole rows are block copies; they must give what a blank buffer
    /// and `copy` give.
    @Test func rowsAndStacksAreWhatCopyingIntoABlankBufferGives() {
        var generator = SeededGenerator(seed: 5 &+ LawSeeds.offset)
        let glyphs: [String] = ["a", "漢", "─", "é", " ", "👋", "e\u{301}"]
        func randomBuffer(width: Int) -> CellBuffer {
            var buffer = CellBuffer(width: width, height: Int.random(in: 0...5, using: &generator))
            for y in 0..<buffer.size.height {
                let line = (0..<width).map { _ in glyphs[Int.random(in: 0..<glyphs.count, using: &generator)] }.joined()
                buffer.write(line, at: Point(x: 0, y: y), style: Bool.random(using: &generator) ? .bold : .plain)
            }
            return buffer
        }
        for _ in 0..<LawSeeds.budget(300) {
            let width = Int.random(in: 1...8, using: &generator)
            let source = randomBuffer(width: width)
            let top = Int.random(in: -3...7, using: &generator), count = Int.random(in: 0...8, using: &generator)
            var copied = CellBuffer(width: width, height: count)
            copied.copy(source, to: Point(x: 0, y: -top), clip: copied.bounds)
            #expect(source.rows(from: top, count: count) == copied, "rows \(top) + \(count) of \(source.textView)")

            let parts = (0..<Int.random(in: 0...4, using: &generator)).map { _ in randomBuffer(width: width) }
            var stacked = CellBuffer(width: width, height: parts.reduce(0) { $0 + $1.size.height })
            var y = 0
            for part in parts {
                stacked.copy(part, to: Point(x: 0, y: y), clip: stacked.bounds)
                y += part.size.height
            }
            #expect(CellBuffer(stacking: parts, width: width) == stacked)
        }
    }

    @Test func usedRowsRunFromTheFirstRowWithSomethingButPlainSpacesToTheLast() {
        var buffer = CellBuffer(width: 4, height: 6)
        #expect(buffer.usedRows == nil)
        buffer.write("x", at: Point(x: 3, y: 1))
        #expect(buffer.usedRows == 1...1)
        buffer.fill(Rect(x: 0, y: 4, width: 1, height: 1), style: .bold)
        #expect(buffer.usedRows == 1...4, "a styled space is something")
        buffer.write("漢", at: Point(x: 0, y: 0))
        #expect(buffer.usedRows == 0...4)
        #expect(CellBuffer(width: 0, height: 3).usedRows == nil)
    }
}
