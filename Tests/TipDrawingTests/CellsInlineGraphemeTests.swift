import Testing
@testable import TipDrawing

@Suite("Cells keep their grapheme inline")
struct CellsInlineGraphemeTests {
    @Test(arguments: [
        "a", " ", "~", "é", "e\u{301}", "漢", "─", "×", "😀", "🇫🇷", "☀", "ㅎ", "\u{1100}\u{1161}\u{11A8}",
        "स्त्री", "क्ष्म्य", "\u{FFFD}",
    ])
    func aCellReturnsTheGraphemeItWasGiven(grapheme: String) {
        let character = Character(grapheme)
        let cell = Cell(.glyph(character, width: character.terminalWidth), style: .bold)
        #expect(cell.character == character)
        #expect(cell.content == .glyph(character, width: max(1, character.terminalWidth)))
        #expect(cell.style == .bold)
    }

    @Test func cellsWithDifferentGraphemesOrStylesDiffer() {
        let cells = ["a", "b", "é", "漢", "字"].map { Cell(.glyph(Character($0), width: 1)) }
        #expect(Set(cells).count == cells.count)
        #expect(Cell(.glyph("a", width: 1), style: .bold) != Cell(.glyph("a", width: 1)))
        #expect(Cell(.continuation) != Cell.blank())
    }

    @Test func aClusterLongerThanACellHoldsKeepsItsLeadingScalars() throws {
        let stacked = Character("e" + String(repeating: "\u{301}", count: 20))
        let kept = try #require(Cell(.glyph(stacked, width: 1)).character)
        #expect(kept.utf8.count <= InlineGrapheme.capacity)
        #expect(kept.unicodeScalars.elementsEqual(stacked.unicodeScalars.prefix(kept.unicodeScalars.count)))
        #expect(kept.unicodeScalars.count == 12)
    }
}
