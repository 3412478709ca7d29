import Testing
import TipDrawing

@Suite("Text emoji normalising")
struct TextEmojiNormalizerTests {
    @Test(arguments: [
        ("👨‍👩‍👧", "👨", TextWarning.Reason.zeroWidthJoinerSequence),
        ("☀️", "☀", .variationSelector),
        ("👍🏽", "👍", .skinToneModifier),
        ("🏴󠁧󠁢󠁳󠁣󠁴󠁿", "🏴", .tagSequence),
        ("1️⃣", "1", .keycapSequence),
    ])
    func disputedSequencesAreReducedToTheirBaseWithAWarning(
        sequence: String, base: String, reason: TextWarning.Reason
    ) {
        let (text, warnings) = EmojiNormalizer.normalize("a\(sequence)b")
        #expect(text == "a\(base)b")
        #expect(warnings == [TextWarning(original: sequence, replacement: base, reason: reason)])
    }

    @Test func reducedTextMeasuresTheSameInNcursesAndTerminals() {
        let (text, _) = EmojiNormalizer.normalize("👨‍👩‍👧👍🏽")
        #expect(text.terminalWidth == 4)
    }

    @Test func plainEmojiFlagsAndAccentsAreKeptWithoutWarnings() {
        let text = "😀 🇫🇷 e\u{301} 漢字"
        let result = EmojiNormalizer.normalize(text)
        #expect(result.text == text)
        #expect(result.warnings.isEmpty)
    }

    @Test func warningsNameTheSequenceAndWhatReplacedIt() throws {
        let (_, warnings) = EmojiNormalizer.normalize("👍🏽")
        let warning = try #require(warnings.first)
        #expect(warning.description.contains("U+1F44D U+1F3FD"))
        #expect(warning.description.contains("skin-tone modifier"))
    }

    @Test func preparedTextDropsClustersThatTakeNoColumn() {
        let prepared = PreparedText("\u{301}a\u{200B}b", notation: .controlPictures)
        #expect(prepared.text == "ab")
    }
}
