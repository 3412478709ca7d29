import Testing
@testable import TipDrawing

/// Printable ASCII is wrapped on bytes, for speed; it must give exactly the lines the general,
/// grapheme-by-grapheme wrap gives.
@Suite("Text wrapping: the ASCII shortcut")
struct TextWrapperASCIITests {
    @Test(arguments: 1...24)
    func asciiTextWrapsAsTheGeneralWrapDoes(width: Int) {
        var generator = SeededGenerator(seed: UInt64(width) &+ LawSeeds.offset)
        let pieces = ["a", "bb", "tip", "display", "Supercalifragilistic", " ", "  ", ",", ".", "!", "(x)", "\n"]
        for _ in 0..<LawSeeds.budget(60) {
            let text = (0..<Int.random(in: 0...30, using: &generator))
                .map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
                .joined()
            #expect(TextWrapper.wrap(text, width: width) == TextWrapper.wrapByCharacters(text, width: width),
                    "\(text.debugDescription) at \(width)")
        }
    }

    @Test func paragraphsAreTheCharacterSplitAtLineFeeds() {
        var generator = SeededGenerator(seed: 7 &+ LawSeeds.offset)
        let pieces = ["a", "é", "e\u{301}", "漢", "👋🏽", " ", "\n", "\n\n", "\r", "\r\n", "\n\u{301}", "\u{7}"]
        for _ in 0..<LawSeeds.budget(2_000) {
            let text = (0..<Int.random(in: 0...12, using: &generator))
                .map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
                .joined()
            #expect(TextWrapper.paragraphs(of: text) == text.split(separator: "\n", omittingEmptySubsequences: false),
                    "\(text.debugDescription)")
        }
    }

    /// Text is measured scalar by scalar, without finding its clusters: the same sum.
    @Test func aTextIsAsWideAsItsGlyphsTogether() {
        var generator = SeededGenerator(seed: 11 &+ LawSeeds.offset)
        let pieces = ["a", "é", "e\u{301}", "漢", "ｱ", "👋🏽", "🇯🇵", "👩\u{200D}💻", "☺\u{FE0F}", "كثيرًا", "\u{7}", " ", "·", "\u{301}"]
        for _ in 0..<LawSeeds.budget(2_000) {
            let text = (0..<Int.random(in: 0...12, using: &generator))
                .map { _ in pieces[Int.random(in: 0..<pieces.count, using: &generator)] }
                .joined()
            #expect(text.terminalWidth == text.reduce(0) { $0 + $1.terminalWidth }, "\(text.debugDescription)")
        }
    }

    @Test func asciiWidthIsItsByteCountAndOtherTextIsMeasuredByGlyph() {
        #expect("Tap the star.".terminalWidth == 13)
        #expect("Tap 漢字".terminalWidth == 8)
        #expect("a\u{7}b".terminalWidth == 2, "a control character takes no column")
    }
}
