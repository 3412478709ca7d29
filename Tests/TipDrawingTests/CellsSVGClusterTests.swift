import Testing
@testable import TipDrawing

/// Clusters of several scalars and emoji in a picture: each keeps the cells the frame gives it,
/// so the glyphs after it keep theirs (a browser would give every code point of an `x` list its
/// own position), and an emoji is drawn with the emoji font, fitted to its cells.
@Suite("Cells: clusters in pictures")
struct CellsSVGClusterTests {
    /// The picture of a buffer exactly as wide as `text`.
    static func svg(_ text: String) -> String {
        var buffer = CellBuffer(size: Size(width: text.terminalWidth, height: 1))
        buffer.write(text, at: .zero)
        return buffer.svgElement
    }

    @Test("a letter with its mark is one position, and the border after it keeps its column")
    func combiningMarkKeepsTheNextColumn() {
        let svg = Self.svg("ce\u{301}|")
        #expect(svg.contains(#"<tspan x="0">c</tspan><tspan x="8.4">e\#u{301}</tspan><tspan x="16.8">|</tspan>"#), "\(svg)")
    }

    @Test("a flag is drawn with the emoji font across its two cells")
    func flagIsFittedToItsCells() {
        let svg = Self.svg("🇯🇵│")
        #expect(svg.contains(#"<tspan x="0" font-family="'Noto Color Emoji', 'Apple Color Emoji', 'Segoe UI Emoji', emoji" textLength="16.8" lengthAdjust="spacingAndGlyphs">🇯🇵</tspan><tspan x="16.8">│</tspan>"#), "\(svg)")
    }

    @Test("a right-to-left word is one shaped text in logical order, fitted to its cells")
    func rightToLeftWordIsOneShapedText() {
        // "ميّز" in visual order, as the buffer holds it: ز يّ م at columns 0, 1, 2; the border at 3.
        let svg = Self.svg("زيّم│")
        #expect(svg.contains(##"<text x="25.2" y="13" direction="rtl" unicode-bidi="bidi-override" textLength="25.2" lengthAdjust="spacingAndGlyphs">ميّز</text>"##), "\(svg)")
        #expect(svg.contains(##"<text x="25.2" y="13">│</text>"##), "\(svg)")
    }

    @Test("words with the punctuation between them are one stretch; a number and the full stop at its end keep their cells")
    func stretchEndsAtDigitsAndEdges() {
        // Logical "(لديك) 3 ملاحظات." in a right-to-left line, as FriBidi orders and mirrors it.
        let svg = Self.svg(".تاظحالم 3 (كيدل)")
        #expect(svg.contains(##"direction="rtl" unicode-bidi="bidi-override" textLength="58.8" lengthAdjust="spacingAndGlyphs">ملاحظات</text>"##), "\(svg)")
        #expect(svg.contains(##"<text x="0 67.2 75.6 84 92.4 134.4" y="13">. 3 ()</text>"##), "\(svg)")
        #expect(svg.contains(##"<text x="134.4" y="13" direction="rtl" unicode-bidi="bidi-override" textLength="33.6" lengthAdjust="spacingAndGlyphs">لديك</text>"##), "\(svg)")
    }

    @Test("brackets between right-to-left words are written as the copy has them, for the browser mirrors them")
    func bracketsInsideAStretchAreUnmirrored() {
        // Logical "قل (نعم) لا" in visual order with the brackets mirrored: ال (معن) لق.
        let svg = Self.svg("ال (معن) لق")
        #expect(svg.contains(##"textLength="92.4" lengthAdjust="spacingAndGlyphs">قل (نعم) لا</text>"##), "\(svg)")
    }

    @Test("text of one-scalar clusters is written as before: one x list, no tspan")
    func plainTextIsUnchanged() {
        let svg = Self.svg("a漢b")
        #expect(svg.contains(##"<text x="0 8.4 25.2" y="13">a漢b</text>"##), "\(svg)")
        #expect(!svg.contains("tspan"))
    }
}
