import Testing
import TipDrawing
import TipPlayground

/// Pseudo-languages are pure transforms of the base copy that never touch what a program fills in.
@Suite struct PseudoLanguageTests {
    @Test func doubleLengthSaysEveryRunOfTextTwice() {
        #expect(PseudoLanguage.double.transform("Save to Favorites") == "Save to Favorites Save to Favorites")
    }

    @Test func doubleLengthKeepsEachPlaceholderOnce() {
        let doubled = PseudoLanguage.double.transform("Share %@ with %2$d friends")
        #expect(doubled == "Share Share %@ with with %2$d friends friends")
        #expect(CopyPlaceholder.placeholders(in: doubled) == ["%@", "%2$d"])
    }

    @Test func accentedMarksEveryASCIILetterWithOneColumnLetters() {
        let accented = PseudoLanguage.accented.transform("Tap the Star")
        #expect(accented == "Ţåþ ţĥé Šţåŕ")
        let alphabet = PseudoLanguage.accented.transform("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
        #expect(alphabet.unicodeScalars.count == 52)
        #expect(alphabet.unicodeScalars.allSatisfy { !$0.isASCII })
    }

    @Test func accentedLeavesPlaceholdersAndInterpolationsAsWritten() {
        let accented = PseudoLanguage.accented.transform("Read %1$@ in \\(count) days (%.2f%%)")
        #expect(CopyPlaceholder.placeholders(in: accented) == ["%1$@", "\\(count)", "%.2f", "%%"])
        #expect(accented.hasPrefix("Ŕéåđ %1$@ îñ \\(count) đåýš"))
    }

    @Test func boundedPutsBracketsAroundTheWholeString() {
        #expect(PseudoLanguage.bounded.transform("Get started") == "[Get started]")
        #expect(PseudoLanguage.bounded.transform("") == "")
    }

    @Test func rightToLeftOverridesTheCopyAndIsolatesPlaceholders() {
        let rtl = PseudoLanguage.rightToLeft.transform("Hi %@!")
        #expect(rtl == "\u{200F}\u{202E}Hi \u{2066}%@\u{2069}!\u{202C}")
    }

    @Test func accentedDoubleAccentsThenDoubles() {
        #expect(PseudoLanguage.accentedDouble.transform("Go %d") == "Ĝö Ĝö %d")
    }

    @Test func interpolationsWithNestedParenthesesSurviveDoubling() {
        let doubled = PseudoLanguage.double.transform("You have \\(items.filter({ $0.isNew }).count) new")
        #expect(CopyPlaceholder.placeholders(in: doubled) == ["\\(items.filter({ $0.isNew }).count)"])
    }

    @Test func aLonePercentSignOrBackslashIsPlainText() {
        #expect(CopyPlaceholder.placeholders(in: "100 % sure \\ maybe \\(") == [])
    }

    @Test func everyPlaygroundOffersThePseudoLanguagesAfterItsTranslations() {
        let locales = DefaultPlayground.document().locales
        #expect(Array(locales.suffix(5)) == [
            "pseudo-double", "pseudo-accented", "pseudo-bounded", "pseudo-rtl", "pseudo-accented-double",
        ])
        #expect(PseudoLanguage.allCases.allSatisfy { PseudoLanguage(localeID: $0.localeID) == $0 })
    }

    @Test func aTipsCopyInAPseudoLanguageIsGeneratedFromItsBaseCopy() throws {
        let json = """
            { "tips": [ { "id": "T", "title": "Save", "message": "Keep %@ for later",
                          "actions": [ { "id": "ok", "title": "OK" } ],
                          "localized": { "fr": { "title": "Garder" } } } ],
              "screens": [ { "id": "a", "controls": [] } ] }
            """
        let document = try PlaygroundLoader.parse(json, fileName: "t.json")
        let tip = try #require(document.tip(id: "T"))
        #expect(document.copy(of: tip, inLocale: "pseudo-bounded") == TipCopy(
            title: "[Save]", message: "[Keep %@ for later]", actionTitles: ["ok": "[OK]"]))
        #expect(document.copy(of: tip, inLocale: "fr") == TipCopy(
            title: "Garder", message: "Keep %@ for later", actionTitles: ["ok": "OK"], fallbackParts: ["message", "action 'ok'"]))
        #expect(document.copy(of: tip, inLocale: nil).title == "Save")
    }
}
