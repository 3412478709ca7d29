import Testing
import TipDrawing

@Suite("Cell buffer writing")
struct CellsBufferTests {
    /// Every wide glyph head is followed by exactly its continuations, and no continuation
    /// is orphaned: the invariant that keeps columns and the terminal in step.
    static func wideGlyphsAreWhole(_ buffer: CellBuffer) -> Bool {
        for y in 0..<buffer.size.height {
            let row = Array(buffer.row(y))
            var x = 0
            while x < row.count {
                if row[x].isContinuation { return false }
                let width = row[x].width
                if x + width > row.count { return false }
                for next in (x + 1)..<(x + width) where !row[next].isContinuation { return false }
                x += width
            }
        }
        return true
    }

    @Test func textIsWrittenOneGraphemePerCellWithContinuationsForWideGlyphs() {
        var buffer = CellBuffer(width: 8, height: 1)
        let end = buffer.write("a漢é", at: Point(x: 1, y: 0))
        #expect(end == 5)
        #expect(buffer[x: 1, y: 0]?.character == "a")
        #expect(buffer[x: 2, y: 0]?.content == .glyph("漢", width: 2))
        #expect(buffer[x: 3, y: 0]?.isContinuation == true)
        #expect(buffer[x: 4, y: 0]?.character == "é")
        #expect(buffer.textView == "| a漢é   |\n")
    }

    @Test func aWideGlyphIsNeverStartedInTheLastColumnOfAClip() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.write("xxxxxx", at: .zero)
        buffer.write("ab漢", at: Point(x: 0, y: 0), clip: Rect(x: 0, y: 0, width: 3, height: 1))
        #expect(buffer.textView == "|ab xxx|\n")
        #expect(Self.wideGlyphsAreWhole(buffer))
    }

    @Test func writingOverHalfOfAWideGlyphBlanksTheOtherHalf() {
        var buffer = CellBuffer(width: 6, height: 1)
        buffer.write("漢字漢", at: .zero)
        buffer.write("a", at: Point(x: 1, y: 0))
        buffer.write("b", at: Point(x: 2, y: 0))
        #expect(buffer.textView == "| ab 漢|\n")
        #expect(Self.wideGlyphsAreWhole(buffer))
    }

    @Test func nothingIsWrittenOutsideTheBufferOrTheClip() {
        var buffer = CellBuffer(width: 5, height: 2)
        buffer.write("outside", at: Point(x: -3, y: 0))
        buffer.write("below", at: Point(x: 0, y: 5))
        buffer.write("clipped", at: Point(x: 0, y: 1), clip: Rect(x: 1, y: 1, width: 2, height: 1))
        #expect(buffer.textView == "|side |\n| li  |\n")
    }

    @Test func aWideGlyphCutByTheClipsLeadingEdgeLeavesABlank() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write("xxxx", at: .zero)
        buffer.write("漢b", at: Point(x: 0, y: 0), clip: Rect(x: 1, y: 0, width: 3, height: 1))
        #expect(buffer.textView == "|x bx|\n")
        #expect(Self.wideGlyphsAreWhole(buffer))
    }

    @Test func randomWritesKeepWideGlyphsWhole() {
        var generator = SeededGenerator(seed: 42 &+ LawSeeds.offset)
        let pieces = ["a", "漢字", "é", "😀x", "Жж", " ", "ア"]
        var buffer = CellBuffer(width: 9, height: 3)
        for _ in 0..<LawSeeds.budget(2000) {
            let piece = pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            let point = Point(x: Int.random(in: -2...9, using: &generator), y: Int.random(in: -1...3, using: &generator))
            let clip = Rect(
                x: Int.random(in: -1...8, using: &generator), y: Int.random(in: -1...3, using: &generator),
                width: Int.random(in: 0...10, using: &generator), height: Int.random(in: 0...4, using: &generator))
            buffer.write(piece, at: point, clip: clip)
            #expect(Self.wideGlyphsAreWhole(buffer))
        }
    }

    @Test func fillingAcrossWideGlyphsBlanksThemWhole() {
        var buffer = CellBuffer(width: 8, height: 2)
        buffer.write("漢字漢字", at: Point(x: 0, y: 0))
        buffer.write("ab漢字ab", at: Point(x: 0, y: 1))
        buffer.fill(Rect(x: 1, y: 0, width: 4, height: 2), style: .reversed)
        #expect(buffer.textView == """
            |      字|
            |a     ab|
            styles:
              row 0, columns 1-4: reverse
              row 1, columns 1-4: reverse

            """)
        #expect(Self.wideGlyphsAreWhole(buffer))
    }

    @Test func randomFillsAndWritesKeepWideGlyphsWholeAndAsciiIsWrittenAsGlyphByGlyph() {
        var generator = SeededGenerator(seed: 7 &+ LawSeeds.offset)
        let pieces = ["ab", "漢字", "a b c d", "😀x", "~ !", "ア"]
        var buffer = CellBuffer(width: 9, height: 3)
        for _ in 0..<LawSeeds.budget(2000) {
            let clip = Rect(
                x: Int.random(in: -1...8, using: &generator), y: Int.random(in: -1...3, using: &generator),
                width: Int.random(in: 0...10, using: &generator), height: Int.random(in: 0...4, using: &generator))
            if Bool.random(using: &generator) {
                buffer.fill(clip, style: .reversed)
            } else {
                let piece = pieces[Int.random(in: 0..<pieces.count, using: &generator)]
                let point = Point(x: Int.random(in: -3...9, using: &generator), y: Int.random(in: -1...3, using: &generator))
                var expected = buffer
                if piece.utf8.allSatisfy({ $0 < 0x80 }) {
                    // Printable ASCII is written byte by byte: the same cells as glyph by glyph.
                    for (offset, character) in piece.enumerated() {
                        expected.put(character, at: Point(x: point.x + offset, y: point.y), clip: clip)
                    }
                }
                buffer.write(piece, at: point, clip: clip)
                if piece.utf8.allSatisfy({ $0 < 0x80 }) { #expect(buffer == expected) }
            }
            #expect(Self.wideGlyphsAreWhole(buffer))
        }
    }

    @Test func restylingPartOfAWideGlyphRestylesAllOfIt() {
        var buffer = CellBuffer(width: 4, height: 1)
        buffer.write("漢a", at: .zero)
        buffer.updateStyle(in: Rect(x: 1, y: 0, width: 1, height: 1)) { $0.isReversed = true }
        #expect(buffer[x: 0, y: 0]?.style == .reversed)
        #expect(buffer[x: 1, y: 0]?.style == .reversed)
        #expect(buffer[x: 2, y: 0]?.style == .plain)
    }

    @Test func monochromeDropsColoursAndKeepsAttributes() {
        let style = CellStyle(isBold: true, isUnderlined: true, foreground: .blue, background: .yellow)
        #expect(style.monochrome == CellStyle(isBold: true, isUnderlined: true))
    }
}
