import Testing
@testable import TipDrawing

/// Runs every monospaced font draws a cell a glyph (ASCII, Latin-1, box drawing) are placed by
/// one `x` and a `textLength` of their cells rather than a position per glyph: the browser spaces
/// the glyphs to the length, so each still begins at its cell (the picture law, checked in
/// Chromium, holds them to it), and a catalogue of 45,000 pictures is a fraction of the size.
@Suite("Cells: monospaced runs in pictures")
struct CellsSVGMonospacedRunTests {
    static func svg(_ text: String, style: CellStyle = CellStyle()) -> String {
        var buffer = CellBuffer(size: Size(width: text.terminalWidth, height: 1))
        buffer.write(text, at: .zero, style: style)
        return buffer.svgElement
    }

    @Test("a box's row is one x and the length of its cells")
    func boxRowIsOnePosition() {
        let svg = Self.svg("│ Café ×│")
        #expect(svg.contains(##"<text x="0" textLength="75.6" y="13" fill="#1e1e1e">│ Café ×│</text>"##), "\(svg)")
    }

    @Test("spaces at a run's ends draw nothing and are left out; the glyphs keep their columns")
    func spacesAtTheEndsAreLeftOut() {
        let svg = Self.svg("  Save  ")
        #expect(svg.contains(##"<text x="16.8" textLength="33.6" y="13" fill="#1e1e1e">Save</text>"##), "\(svg)")
    }

    @Test("an underlined run keeps its spaces, which the line is drawn under")
    func underlinedSpacesAreKept() {
        var style = CellStyle()
        style.isUnderlined = true
        let svg = Self.svg(" go ", style: style)
        #expect(svg.contains(##"<text x="0" textLength="33.6" y="13" fill="#1e1e1e" text-decoration="underline"> go </text>"##), "\(svg)")
    }

    @Test("a run with a glyph no monospaced font is sure to have keeps a position per glyph")
    func otherGlyphsKeepTheirPositions() {
        #expect(Self.svg("a漢b").contains(##"<text x="0 8.4 25.2" y="13" fill="#1e1e1e">a漢b</text>"##))
        #expect(Self.svg("│ ★ │").contains(##"<text x="0 8.4 16.8 25.2 33.6" y="13" fill="#1e1e1e">│ ★ │</text>"##))
    }

    @Test("a run of other glyphs leaves out the spaces at its ends too")
    func otherRunsLeaveOutEndSpaces() {
        let svg = Self.svg("  漢 a  ")
        #expect(svg.contains(##"<text x="16.8 33.6 42" y="13" fill="#1e1e1e">漢 a</text>"##), "\(svg)")
    }

    @Test("markup characters are escaped")
    func markupIsEscaped() {
        #expect(Self.svg("a<b&\"c\"").contains(##">a&lt;b&amp;&quot;c&quot;</text>"##))
    }
}
