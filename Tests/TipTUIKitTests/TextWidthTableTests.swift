import CNcurses
import Testing
import TipDrawing
import TipTUIKit

@Suite("Text width table")
struct TextWidthTableTests {
    @Test func everyScalarHasTheWidthGlibcWcwidthGivesUnderCUTF8() throws {
        try #require(setlocale(LC_ALL, "C.UTF-8") != nil, "the C.UTF-8 locale is needed")
        var mismatches: [String] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let expected = Int(wcwidth(wchar_t(truncatingIfNeeded: value)))
            if scalar.terminalWidth != expected {
                mismatches.append("U+\(String(value, radix: 16)): table \(scalar.terminalWidth), wcwidth \(expected)")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) mismatches, first: \(mismatches.prefix(5))")
    }

    @Test(arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("漢", 2), ("ア", 2), ("한", 2), ("Ж", 1),
        ("😀", 2), ("─", 1), ("▲", 1), ("×", 1), ("…", 1), ("␛", 1),
    ])
    func graphemeClustersMeasureAsNcursesDrawsThem(text: String, columns: Int) {
        #expect(Character(text).terminalWidth == columns)
    }

    @Test func aStringMeasuresAsTheSumOfItsClusters() {
        #expect("Tip 漢字 😀".terminalWidth == 4 + 4 + 1 + 2)
    }

    @Test func controlCharactersAreNotPrintable() {
        #expect(Unicode.Scalar(0x1B)!.terminalWidth == -1)
        #expect(Unicode.Scalar(0x9B)!.terminalWidth == -1)
    }
}
