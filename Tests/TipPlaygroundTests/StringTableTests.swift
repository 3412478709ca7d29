import Foundation
import Testing
import TipPlayground

@Suite("Playground: String Catalogs translate tip copy written as a key")
struct StringTableTests {
    @Test("A catalog's translations and states are read per key and locale")
    func readsCatalog() throws {
        let table = try StringTable.parseCatalog(
            #"{ "sourceLanguage": "en", "strings": { "Save": { "localizations": { "fr": { "stringUnit": { "state": "needs_review", "value": "Enregistrer" } } } }, "Empty": {} } }"#,
            path: "L.xcstrings")
        #expect(table.entry(for: "Save", locale: "fr") == StringTable.Entry(value: "Enregistrer", state: .needsReview))
        #expect(table.entries["Empty"] == nil)
    }

    @Test("A legacy .strings table reads keys, values, escapes and comments")
    func readsStrings() throws {
        let table = try StringTable.parseStrings(
            "/* header */\n\"Save\" = \"Enregistrer\"; // trailing\n\"Quote\" = \"a \\\"b\\\"\\n\";\n", locale: "fr", path: "x")
        #expect(table.entry(for: "Save", locale: "fr")?.value == "Enregistrer")
        #expect(table.entry(for: "Quote", locale: "fr")?.value == "a \"b\"\n")
    }

    @Test("A playground naming catalogs shows their copy per locale; its own localized copy wins; lint shows states")
    func playgroundUsesCatalogs() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tables-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("de.lproj"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"""
            { "strings": {
              "Save faster": { "localizations": {
                "fr": { "stringUnit": { "state": "translated", "value": "Enregistrez plus vite" } },
                "ja": { "stringUnit": { "state": "stale", "value": "もっと速く保存" } } } },
              "Press the keys": { "localizations": {
                "fr": { "stringUnit": { "state": "translated", "value": "Appuyez sur les touches" } } } } } }
            """#.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        try Data("\"Save faster\" = \"Schneller sichern\";\n".utf8).write(to: folder.appendingPathComponent("de.lproj/Tips.strings"))
        let playground = folder.appendingPathComponent("p.json")
        try Data(#"""
            { "stringCatalogs": [ "Localizable.xcstrings", "de.lproj/Tips.strings" ],
              "tips": [ { "id": "T", "title": "Save faster", "message": "Press the keys",
                          "localized": { "fr": { "title": "Sauvez vite" } } } ],
              "screens": [ { "id": "s" } ] }
            """#.utf8).write(to: playground)
        let document = try PlaygroundLoader.load(contentsOf: playground)
        let tip = try #require(document.tip(id: "T"))
        #expect(document.translatedLocales == ["de", "fr", "ja"])
        #expect(document.localizedCopy(of: tip, locale: "fr") == LocalizedCopy(title: "Sauvez vite", message: "Appuyez sur les touches", actionTitles: [:]))
        #expect(document.localizedCopy(of: tip, locale: "de")?.title == "Schneller sichern")
        #expect(document.catalogWarnings.map(\.message) == [
            "tip 'T' title: the 'ja' translation in Localizable.xcstrings is 'stale', not translated"
        ])
        #expect(PlaygroundWriter.json(document).contains("Schneller") == false)
    }

    @Test("An entry Xcode adds for a string not yet translated (state new, no value) shows the base copy, marked, and lint warns")
    func newEntryWithoutValueIsUntranslated() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tables-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(#"""
            { "sourceLanguage": "en", "strings": {
              "Favorite this landmark": { "localizations": {
                "ja": { "stringUnit": { "state": "translated", "value": "お気に入りに" } } } },
              "Not now": { "localizations": {
                "ja": { "stringUnit": { "state": "new", "value": "" } } } } } }
            """#.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        let playground = folder.appendingPathComponent("p.json")
        try Data(#"""
            { "stringCatalogs": [ "Localizable.xcstrings" ],
              "tips": [ { "id": "T", "title": "Favorite this landmark", "actions": [ { "id": "later", "title": "Not now" } ] } ],
              "screens": [ { "id": "s" } ] }
            """#.utf8).write(to: playground)
        let document = try PlaygroundLoader.load(contentsOf: playground)
        let tip = try #require(document.tip(id: "T"))
        let copy = document.copy(of: tip, inLocale: "ja")
        #expect(copy.title == "お気に入りに")
        #expect(copy.actionTitles["later"] == "Not now")
        #expect(copy.fallbackParts == ["action 'later'"])
        #expect(document.translationState(of: .action(id: "later"), of: tip, locale: "ja") == .new)
        #expect(document.catalogWarnings.map(\.message) == [
            "tip 'T' action 'later': the 'ja' translation in Localizable.xcstrings is 'new', not translated"
        ])
        #expect(document.catalogWarnings.allSatisfy { $0.severity == .warning })
    }
}
