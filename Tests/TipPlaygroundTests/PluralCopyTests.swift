import Foundation
import Testing
import TipPlayground

/// `"plural"` on a tip: the forms a `.stringsdict` gives its copy, drawn for the count the file sets.
@Suite("Playground: plural copy chosen by a count")
struct PluralCopyTests {
    static func playground(plural: String, message: String = #""message": "streak.days \\(days)","#) -> String {
        """
        {
          "tips": [ { "id": "StreakTip", "title": "Keep the streak", \(message)
                      "plural": \(plural),
                      "localized": { "fr": { "message": "Série en cours" } } } ],
          "screens": [ { "id": "s", "controls": [ { "id": "one", "label": "One" } ],
                         "tips": [ { "tip": "StreakTip", "popover": "one" } ] } ]
        }
        """
    }

    static let forms = #"{ "zero": "No day yet.", "one": "You read %lld day in a row.", "other": "You read %lld days in a row." }"#

    @Test("The count chooses the form (zero for 0 when given, one for 1, other otherwise) and fills its number in")
    func countChoosesTheForm() throws {
        for (count, expected) in [(0, "No day yet."), (1, "You read 1 day in a row."), (7, "You read 7 days in a row.")] {
            let document = try PlaygroundLoader.parse(
                Self.playground(plural: #"{ "count": \#(count), "message": \#(Self.forms) }"#), fileName: "p.json")
            let tip = try #require(document.tip(id: "StreakTip"))
            #expect(tip.plural?.count == count)
            #expect(document.copy(of: tip, inLocale: nil).message == expected)
            #expect(document.copy(of: tip, inLocale: "fr").message == "Série en cours", "a translation still wins")
            #expect(tip.message == "streak.days \\(days)", "the copy as the app writes it stays the tip's message")
        }
    }

    @Test("A form's first number specifier becomes the count, %% a percent; a missing form is other")
    func formsAreFilled() {
        let plural = PluralCopy(count: 2, title: ["one": "%1$lld list", "other": "%1$lld lists, 100%% synced, %d more"])
        #expect(plural.text(of: plural.title) == "2 lists, 100% synced, %d more")
        #expect(PluralCopy(count: 1, title: ["other": "%ld lists"]).text(of: ["other": "%ld lists"]) == "1 lists")
        #expect(plural.text(of: nil) == nil)
    }

    @Test("The writer writes plural forms back as the loader reads them")
    func writerRoundTrip() throws {
        let document = try PlaygroundLoader.parse(
            Self.playground(plural: #"{ "count": 3, "message": \#(Self.forms) }"#), fileName: "p.json")
        let json = PlaygroundWriter.json(document)
        #expect(json.contains(#""plural": { "count": 3, "message": { "zero": "No day yet.", "one": "You read %lld day in a row.", "other": "You read %lld days in a row." } }"#))
        #expect(try PlaygroundLoader.parse(json, fileName: "p.json").tip(id: "StreakTip")?.plural == document.tip(id: "StreakTip")?.plural)
    }

    @Test("A plural without a count or an other form, or with message forms for a tip without a message, is an error")
    func badPlurals() {
        let cases = [
            (Self.playground(plural: #"{ "message": { "other": "%lld days" } }"#),
             "the 'plural' of tip 'StreakTip' is missing 'count' (expected a whole number of at least 0)"),
            (Self.playground(plural: #"{ "count": 1, "message": { "one": "%lld day" } }"#),
             "the 'message' of the 'plural' of tip 'StreakTip' is missing 'other' (expected a string)"),
            (Self.playground(plural: #"{ "count": 1, "message": { "other": "%lld days" } }"#, message: ""),
             "the 'plural' of tip 'StreakTip' gives message forms to a tip with no message; give the tip a message"),
        ]
        for (text, expected) in cases {
            do {
                _ = try PlaygroundLoader.parse(text, fileName: "p.json")
                Issue.record("expected a problem: \(expected)")
            } catch {
                #expect(error.problems.map(\.message) == [expected])
            }
        }
    }
}
