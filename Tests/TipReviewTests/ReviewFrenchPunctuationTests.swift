import Testing
import TipDrawing
@testable import TipReview

/// COPY-11: French copy puts a no-break space before `! ? : ;`, so a wrap never leaves the mark
/// alone at the start of a line.
@Suite struct ReviewFrenchPunctuationTests {
    typealias F = ReviewFixture

    @Test func aNormalSpaceOrNoSpaceBeforeTheMarksIsReportedInFrenchCopyOnly() throws {
        let tip = #"""
            { "id": "T", "title": "Welcome!", "message": "Tap: then save.",
              "localized": { "fr": { "title": "Bienvenue !", "message": "Touchez: puis enregistrez ; c'est tout?" } } }
            """#
        let found = try F.findings(.frenchPunctuationSpace, tips: [tip])
        #expect(found.map(\.message) == [
            "tip 'T' fr title has a normal space before '!', where a wrap can leave the mark alone on a line; "
                + "put a no-break space there (U+202F before ! ? ;, U+00A0 before :)",
            "tip 'T' fr message has a normal space before ';', where a wrap can leave the mark alone on a line "
                + "and has no space before ':', '?'; put a no-break space there (U+202F before ! ? ;, U+00A0 before :)",
        ])
        #expect(found.allSatisfy { $0.severity == .warning })
    }

    @Test func noBreakSpacesLinksAndTimesAreFine() throws {
        let tip = #"""
            { "id": "T", "title": "Hello",
              "localized": { "fr": { "title": "Bienvenue\u202F!", "message": "Ouvrez\u00A0: https://exemple.fr à 10:30, d’accord\u202F?" } } }
            """#
        #expect(try F.findings(.frenchPunctuationSpace, tips: [tip]).isEmpty)
    }

    @Test func aPlaygroundWrittenInFrenchIsCheckedInItsBaseCopy() throws {
        let json = #"""
            { "language": "fr", "tips": [ { "id": "T", "title": "Bienvenue!" } ],
              "screens": [ { "id": "main", "controls": [], "tips": [ { "tip": "T", "inline": "top" } ] } ] }
            """#
        let found = try F.review(json).findings.filter { $0.check == .frenchPunctuationSpace }
        #expect(found.map(\.message) == [
            "tip 'T' title has no space before '!'; put a no-break space there (U+202F before ! ? ;, U+00A0 before :)",
        ])
    }

    @Test("With a no-break space the mark stays with its word at every width the word fits; with a normal one a wrap can strand it")
    func theMarkStaysWithItsWord() {
        for width in 10...34 {
            let lines = TextWrapper.wrap("Ajoutez vos articles préférés\u{202F}!", width: width)
            #expect(!lines.contains { $0.hasPrefix("!") }, "width \(width): \(lines)")
        }
        let stranded = (10...34).contains { TextWrapper.wrap("Ajoutez vos articles préférés !", width: $0).contains("!") }
        #expect(stranded, "the normal space is a place to wrap")
    }
}
