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
        #expect(svg.contains(##"<text x="0" textLength="75.6" y="13">│ Café ×│</text>"##), "\(svg)")
    }

    @Test("spaces at a run's ends draw nothing and are left out; the glyphs keep their columns")
    func spacesAtTheEndsAreLeftOut() {
        let svg = Self.svg("  Save  ")
        #expect(svg.contains(##"<text x="16.8" textLength="33.6" y="13">Save</text>"##), "\(svg)")
    }

    @Test("an underlined run keeps its spaces, which the line is drawn under")
    func underlinedSpacesAreKept() {
        var style = CellStyle()
        style.isUnderlined = true
        let svg = Self.svg(" go ", style: style)
        #expect(svg.contains(##"<text x="0" textLength="33.6" y="13" text-decoration="underline"> go </text>"##), "\(svg)")
    }

    @Test("a run with a glyph no monospaced font is sure to have keeps a position per glyph")
    func otherGlyphsKeepTheirPositions() {
        #expect(Self.svg("a漢b").contains(##"<text x="0 8.4 25.2" y="13">a漢b</text>"##))
        #expect(Self.svg("│ ★ │").contains(##"<text x="0 8.4 16.8 25.2 33.6" y="13">│ ★ │</text>"##))
    }

    @Test("a run of other glyphs leaves out the spaces at its ends too")
    func otherRunsLeaveOutEndSpaces() {
        let svg = Self.svg("  漢 a  ")
        #expect(svg.contains(##"<text x="16.8 33.6 42" y="13">漢 a</text>"##), "\(svg)")
    }

    @Test("text in the default colour takes it from its group; a coloured run names its own")
    func defaultColourIsTheGroups() {
        var blue = CellStyle()
        blue.foreground = .blue
        var buffer = CellBuffer(size: Size(width: 8, height: 1))
        buffer.write("Tap", at: .zero, style: CellStyle())
        buffer.write("Go", at: Point(x: 4, y: 0), style: blue)
        let svg = buffer.svgElement
        #expect(svg.contains(##"font-size="14" fill="#1e1e1e""##), "\(svg)")
        #expect(svg.contains(##"<text x="0" textLength="25.2" y="13">Tap</text>"##), "\(svg)")
        #expect(svg.contains(##"<text x="33.6" textLength="16.8" y="13" fill="#2456c8">Go</text>"##), "\(svg)")
    }

    @Test("a picture styled by its page leaves out its own style and background, which the page's style sheet gives")
    func styledByPageLeavesThemOut() {
        var buffer = CellBuffer(size: Size(width: 4, height: 1))
        buffer.write("Tap", at: .zero, style: CellStyle())
        let alone = buffer.svgElement
        let inPage = buffer.svgElement(markingRows: [], styledByPage: true)
        #expect(alone.contains("<style>text { white-space: pre; }</style>") && alone.contains(##"<rect width="100%" height="100%" fill="#ffffff"/>"##))
        #expect(!inPage.contains("<style>") && !inPage.contains("<rect"), "\(inPage)")
        #expect(inPage.replacingOccurrences(of: "\n", with: "") == alone.replacingOccurrences(of: "\n", with: "")
            .replacingOccurrences(of: "<style>text { white-space: pre; }</style>", with: "")
            .replacingOccurrences(of: ##"<rect width="100%" height="100%" fill="#ffffff"/>"##, with: ""))
        #expect(CellBuffer.pageStyleSheet.contains("white-space: pre") && CellBuffer.pageStyleSheet.contains("background: #ffffff"))
    }

    @Test("markup characters are escaped")
    func markupIsEscaped() {
        #expect(Self.svg("a<b&\"c\"").contains(##">a&lt;b&amp;&quot;c&quot;</text>"##))
    }
}
