import Testing
import TipDrawing

@Suite("Text sanitising")
struct TextSanitizerTests {
    static let hostile = "Hi\u{1B}[2J\u{1B}]0;owned\u{07}\u{9B}31m\u{0}\u{7F}\u{8}!"

    @Test func escapeSequencesBecomeControlPictures() {
        let result = TextSanitizer.sanitize(Self.hostile, notation: .controlPictures)
        #expect(result == "Hi␛[2J␛]0;owned␇␛[31m␀␡␈!")
    }

    @Test func escapeSequencesBecomeCaretNotationInASCIIMode() {
        let result = TextSanitizer.sanitize(Self.hostile, notation: .caret)
        #expect(result == "Hi^[[2J^[]0;owned^G^[[31m^@^?^H!")
    }

    @Test(arguments: [TextSanitizer.Notation.controlPictures, .caret])
    func sanitisedTextHoldsNoControlCharacters(notation: TextSanitizer.Notation) {
        var everyControl = ""
        for value in Array(0x00...0x1F) + Array(0x7F...0x9F) {
            everyControl.unicodeScalars.append(Unicode.Scalar(UInt32(value))!)
        }
        let result = TextSanitizer.sanitize(everyControl, notation: notation, keepsNewlines: false)
        #expect(result.unicodeScalars.allSatisfy { $0.terminalWidth >= 0 })
        #expect(!result.unicodeScalars.contains("\u{1B}"))
    }

    @Test func newlinesStayLineBreaksInCopyAndCRLFBecomesOneBreak() {
        #expect(TextSanitizer.sanitize("one\r\ntwo\nthree", notation: .controlPictures) == "one\ntwo\nthree")
    }

    @Test func newlinesInSingleLineLabelsAreShownAsControls() {
        #expect(TextSanitizer.sanitize("a\nb", notation: .controlPictures, keepsNewlines: false) == "a␊b")
        #expect(TextSanitizer.sanitize("a\nb", notation: .caret, keepsNewlines: false) == "a^Jb")
    }

    @Test func tabsBecomeSpaces() {
        #expect(TextSanitizer.sanitize("a\tb", notation: .controlPictures) == "a b")
    }

    @Test func unprintableScalarsBecomeReplacementCharacters() {
        #expect(TextSanitizer.sanitize("a\u{2028}b\u{378}", notation: .controlPictures) == "a\u{FFFD}b\u{FFFD}")
        #expect(TextSanitizer.sanitize("a\u{2028}b", notation: .caret) == "a?b")
    }

    @Test func ordinaryTextIsUntouched() {
        let text = "Ünïcödé 漢字 Привет 😀"
        #expect(TextSanitizer.sanitize(text, notation: .controlPictures) == text)
    }
}
