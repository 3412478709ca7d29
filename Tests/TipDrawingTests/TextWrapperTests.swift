import Testing
import TipDrawing

@Suite("Text wrapping")
struct TextWrapperTests {
    static let samples = [
        "Tap the star to save this place to your favourites.",
        "Supercalifragilisticexpialidocious words must still fit",
        "お気に入りに追加するには、星をタップしてください。",
        "点击星标即可将此地点添加到收藏夹，下次更快找到。",
        "Нажмите на звёздочку, чтобы добавить место в избранное.",
        "Café crème: déjà vu à la carte.",
        "Mixed 漢字 and ascii😀emoji text\nwith a second paragraph\n\nand a blank one",
    ]

    @Test(arguments: 1...30)
    func everyLineFitsTheWidth(width: Int) {
        for sample in Self.samples {
            for line in TextWrapper.wrap(sample, width: width) {
                let isSingleOversizedGlyph = line.count == 1 && line.terminalWidth > width
                #expect(line.terminalWidth <= width || isSingleOversizedGlyph, "\(line) at \(width)")
            }
        }
    }

    @Test(arguments: [1, 2, 5, 12, 24, 40])
    func wrappingLosesNoVisibleCharactersAndKeepsParagraphs(width: Int) {
        for sample in Self.samples {
            let lines = TextWrapper.wrap(sample, width: width)
            let visible = { (text: String) in text.filter { $0 != " " && $0 != "\n" } }
            #expect(visible(lines.joined()) == visible(sample))
            #expect(lines.count >= sample.split(separator: "\n", omittingEmptySubsequences: false).count)
            #expect(lines.allSatisfy { $0.last != " " && $0.first != " " })
        }
    }

    @Test func linesBreakAtSpaces() {
        #expect(TextWrapper.wrap("Tap the star to save", width: 10) == ["Tap the", "star to", "save"])
    }

    @Test func overLongWordsAreSplitBetweenGraphemes() {
        #expect(TextWrapper.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
        #expect(TextWrapper.wrap("e\u{301}e\u{301}e\u{301}", width: 2) == ["e\u{301}e\u{301}", "e\u{301}"])
    }

    @Test func ideographsMayBreakBetweenAnyTwo() {
        #expect(TextWrapper.wrap("漢字漢字漢", width: 4) == ["漢字", "漢字", "漢"])
    }

    @Test func aWideGlyphNeverStartsPastTheWidth() {
        #expect(TextWrapper.wrap("ab漢字", width: 3) == ["ab", "漢", "字"])
        #expect(TextWrapper.wrap("abc漢", width: 4) == ["abc", "漢"])
    }

    @Test func closingPunctuationDoesNotStartALine() {
        #expect(TextWrapper.wrap("漢字。漢", width: 4) == ["漢", "字。", "漢"])
    }

    @Test func explicitNewlinesAreKept() {
        #expect(TextWrapper.wrap("one\ntwo\n\nthree", width: 20) == ["one", "two", "", "three"])
    }

    @Test func truncationEndsWithAnEllipsisOnlyWhenCut() {
        #expect(TextWrapper.truncate("Go there now", width: 8, ellipsis: "…") == "Go ther…")
        #expect(TextWrapper.truncate("Go there now", width: 8, ellipsis: "...") == "Go th...")
        #expect(TextWrapper.truncate("Go", width: 8, ellipsis: "…") == "Go")
        #expect(TextWrapper.truncate("漢字漢字", width: 5, ellipsis: "…") == "漢字…")
    }
}
