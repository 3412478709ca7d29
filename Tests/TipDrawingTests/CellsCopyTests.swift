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
}
