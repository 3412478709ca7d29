import Testing
import TipDrawing

@Suite("Reading a text view back")
struct CellsTextViewReadingTests {
    static func sample() -> CellBuffer {
        var buffer = CellBuffer(width: 12, height: 3)
        _ = buffer.write("a漢é x", at: Point(x: 1, y: 0), style: CellStyle(isBold: true, foreground: .blue))
        _ = buffer.write("[ OK ]", at: Point(x: 0, y: 1), style: .reversed)
        _ = buffer.write("~~gone~~", at: Point(x: 2, y: 2), style: CellStyle(isDim: true, isUnderlined: true, isItalic: true, isStruckThrough: true, background: .yellow))
        return buffer
    }

    @Test func aTextViewReadsBackToTheSameCellsStylesAndWideGlyphs() throws {
        let buffer = Self.sample()
        let read = try #require(CellBuffer(textView: buffer.textView))
        #expect(read == buffer)
        #expect(read[x: 3, y: 0]?.isContinuation == true)
    }

    @Test("text that is not a text view reads as nothing", arguments: [
        "",
        "no frame\n",
        "|ab|\n|abc|\n",
        "|ab|\nstyles:\n  row 0, columns 0-1: sparkly\n",
        "|ab|\nstyles:\n  row 3, column 0: bold\n",
        "|ab|\nstyles:\n  row 0, columns 1-5: bold\n",
    ])
    func notATextView(_ text: String) {
        #expect(CellBuffer(textView: text) == nil)
    }

    @Test func markedRowsAreFramedByStretchAndOthersAreNot() {
        let svg = Self.sample().svgElement(markingRows: [0, 1, 7])
        #expect(svg.components(separatedBy: #"class="changed-rows""#).count - 1 == 1, "rows 0 and 1 are one stretch; 7 is outside")
        #expect(svg.contains(#"<rect class="changed-rows" x="0.8" y="0.8" width="99.3" height="32.5""#), "\(svg)")
        #expect(Self.sample().svgElement == Self.sample().svgElement(markingRows: []))
        #expect(!Self.sample().svgElement.contains("changed-rows"))
    }
}
