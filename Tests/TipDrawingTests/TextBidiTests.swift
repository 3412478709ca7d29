import Testing
@testable import TipDrawing

/// Lines of Arabic and Hebrew mixed with numbers and Latin, put into the order cells are drawn.
/// Expected strings are written left to right as they appear on screen.
@Suite struct TextBidiTests {
    let bidi = BidiText.system

    @Test func fribidiIsInstalledOnThisMachine() {
        #expect(bidi.isAvailable)
        #expect(bidi.statusLine.hasPrefix("bidi: "))
        #expect(bidi.statusLine.contains("libfribidi.so.0"))
    }

    @Test func hebrewReadsRightToLeftAndKeepsItsNumberAndLatinWordLeftToRight() {
        let line = bidi.visualLine("שלום 123 world")
        #expect(line.isRightToLeft)
        #expect(line.text == "world 123 םולש")
    }

    @Test func arabicKeepsEuropeanAndArabicIndicDigitsInReadingOrder() {
        #expect(bidi.visualLine("مرحبا 2026").text == "2026 ابحرم")
        #expect(bidi.visualLine("سعر ٢٥ ريال").text == "لاير ٢٥ رعس")
    }

    @Test func aHebrewWordInsideEnglishIsReversedInPlace() {
        let line = bidi.visualLine("Open שלום now")
        #expect(!line.isRightToLeft)
        #expect(line.text == "Open םולש now")
    }

    @Test func bracketsAroundRightToLeftTextAreMirrored() {
        #expect(bidi.visualLine("(שלום)").text == "(םולש)")
    }

    @Test func aRightToLeftParagraphPutsLatinRunsInRightToLeftOrder() {
        let line = bidi.visualLine("Tap Save", direction: .rightToLeft)
        #expect(line.isRightToLeft)
        #expect(line.text == "Tap Save")
        #expect(bidi.visualLine("أضف Tips 3 إلى").text == "ىلإ Tips 3 فضأ")
    }

    @Test func combiningMarksStayOnTheirLetter() {
        // Hebrew letters with points (U+05B8 qamats, U+05BC dagesh).
        let line = bidi.visualLine("שָׁבּ")
        #expect(line.text == "בּשָׁ")
    }

    @Test func thePseudoRightToLeftLanguageDrawsTheMirrorImageOfTheCopy() {
        #expect(bidi.visualLine(PseudoLanguage.rightToLeft.transform("Tap the star")).text == "rats eht paT")
        #expect(bidi.visualLine(PseudoLanguage.rightToLeft.transform("Hi %@!")).text == "!%@ iH")
    }

    @Test func withoutFribidiTheLineStaysInLogicalOrderAndSaysSo() {
        let missing = BidiText(libraryName: "libfribidi-missing.so.0")
        #expect(!missing.isAvailable)
        #expect(missing.visualLine("שלום 123").text == "שלום 123")
        #expect(missing.visualLine("\u{200F}\u{202E}Hi\u{202C}").text == "Hi")
        #expect(missing.statusLine.contains("unavailable"))
        #expect(missing.statusLine.contains(BidiText.unavailableNotice))
    }

    @Test func anEmptyLineIsEmpty() {
        #expect(bidi.visualLine("").text == "")
    }
}
