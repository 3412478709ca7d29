import Foundation
import Testing
import TipDrawing
@testable import TipExport
import TipPlayground

/// The round-trip law for translations: a translator's random edits of an exported XLIFF
/// (targets, states, empty or removed targets, entities, CDATA, inline markup, the language code,
/// units removed or added, a source changed) read back by `tiptui import`: every changed unit
/// lands, or a warning names its file and line; nothing translated becomes empty; nothing the
/// translator left alone changes.
///
/// Imported into the playground file, and in place into a playground a String Catalog translates.
/// 60 seeds run in CI (about two seconds), from the commit's offset (`LawSeeds`);
/// `TIPPLAYGROUND_XLIFF_LAW_SEEDS=N` asks for more. A
/// failure prints its seed, and `TIPPLAYGROUND_LAW_SEED=S` replays that one alone.
@Suite("Law: a translator's edits of an XLIFF come back or are named")
struct XLIFFTranslatorEditLawTests {
    static let seeds = LawSeeds.seeds(count: LawSeeds.budget(60, variable: "TIPPLAYGROUND_XLIFF_LAW_SEEDS"))

    /// What a translator may do to one unit.
    enum Edit: CaseIterable {
        case translate, translateLeftNew, translateForReview, translateWithoutState, emptyTarget, removeTarget
        case translateWithMarkup, changeSource, removeUnit
    }

    /// How a new target's text is written in the XML.
    enum Spelling: CaseIterable { case escaped, characterReferences, cdata }

    /// One unit the translator changed: its key, what its target now says (nil: no translation
    /// was given), and the line the unit starts on in the edited file.
    struct Change {
        let key: String
        let edit: Edit
        let text: String?
        var line = 0
    }

    /// Texts a translator types, hostile ones included (`XLIFFRoundTripTests.hostile`).
    static let texts = XLIFFRoundTripTests.hostile + ["Sauvegarder", "お気に入りに追加", "  ", "\n"]

    @Test(arguments: [0, 1, 2, 3])
    func translatorEditsComeBackOrAreNamed(part: Int) throws {
        // Exported once per playground: the notes' width budgets take the time, not the edits.
        let playgrounds = try XLIFFFixtures.translatedPlaygrounds.map { document, text in
            (document, text, try XLIFFExporter.files(document, toolVersion: "test"), try XLIFFExporter.units(of: document))
        }
        for seed in Self.seeds where Int(seed % 4) == part {
            var random = SeededGenerator(seed: seed)
            let (document, text, exported, units) = playgrounds[Int(seed / 4) % playgrounds.count]
            try check(document: document, exported: exported, units: units, seed: seed, random: &random) { translations in
                let back = try XLIFFImporter.playground(document, bytes: Array(text.utf8), translations: translations)
                return try PlaygroundLoader.parse(String(decoding: back, as: UTF8.self), fileName: document.fileName)
            }
        }
    }

    /// The same edits imported in place into a playground whose copy a String Catalog translates
    /// (entries translated, left `new` and empty, to review, stale), read back from the files written.
    @Test func translatorEditsComeBackInPlace() throws {
        for seed in Self.seeds where seed % 3 == 0 {
            var random = SeededGenerator(seed: seed)
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("xliff-law-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            try Data(Self.catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
            let url = folder.appendingPathComponent("catalogued.json")
            try Data(Self.cataloguedPlayground.utf8).write(to: url)
            let document = try PlaygroundLoader.load(contentsOf: url)
            let exported = try XLIFFExporter.files(document, toolVersion: "test")
            try check(document: document, exported: exported, units: try XLIFFExporter.units(of: document), seed: seed, random: &random) {
                translations in
                for update in try XLIFFImporter.inPlace(document, translations: translations) {
                    try Data(update.after).write(to: URL(fileURLWithPath: update.path))
                }
                return try PlaygroundLoader.load(contentsOf: url)
            }
        }
    }

    static let cataloguedPlayground = #"""
        { "stringCatalogs": [ "Localizable.xcstrings" ],
          "tips": [
            { "id": "SaveTip", "title": "Save faster", "message": "Press the keys",
              "actions": [ { "id": "later", "title": "Not now" }, { "id": "go", "title": "Show me" } ] },
            { "id": "ShareTip", "title": "Share a trail", "message": "\\(count) trails near you",
              "actions": [ { "id": "later", "title": "Not now" } ],
              "localized": { "fr": { "title": "Partager un sentier" } } } ],
          "screens": [ { "id": "s" } ] }
        """#

    static let catalog = """
        {
          "sourceLanguage" : "en",
          "strings" : {
            "%@ trails near you" : { "localizations" : {
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "%@ sentiers près de vous" } } } },
            "Not now" : { "comment" : "Dismisses a tip", "localizations" : {
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Pas maintenant" } },
              "ja" : { "stringUnit" : { "state" : "new", "value" : "" } } } },
            "Press the keys" : { "localizations" : {
              "fr" : { "stringUnit" : { "state" : "needs_review", "value" : "Appuyez sur les touches" } },
              "ja" : { "stringUnit" : { "state" : "stale", "value" : "キーを押す" } } } },
            "Save faster" : { "localizations" : {
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Enregistrez plus vite" } },
              "ja" : { "stringUnit" : { "state" : "translated", "value" : "もっと速く保存" } } } },
            "Show me" : { }
          },
          "version" : "1.0"
        }
        """

    /// One seed: the translator's edits of one of the `exported` files, imported by `importing`,
    /// which gives the playground as it reads afterwards.
    private func check(
        document: PlaygroundDocument, exported: [(locale: String, text: String)], units: [XLIFFExporter.Unit], seed: UInt64,
        random: inout SeededGenerator, importing: ([String: [String: XLIFFImporter.Translation]]) throws -> PlaygroundDocument
    ) throws {
        let (locale, original) = exported[Int.random(in: 0..<exported.count, using: &random)]
        var changes: [Change] = []
        var edited = original
        for unit in units where Int.random(in: 0..<3, using: &random) == 0 {
            let edit = Edit.allCases.randomElement(using: &random)!
            var typed = Self.texts.randomElement(using: &random)!
            if typed == unit.source { typed += "!" }
            let spelling = Spelling.allCases.randomElement(using: &random)!
            edited = Self.apply(edit, typed: typed, spelling: spelling, to: unit.key, in: edited)
            changes.append(Change(key: unit.key, edit: edit, text: Self.landingText(edit, typed)))
        }
        // A unit for copy the playground does not have.
        if Bool.random(using: &random) {
            let unit = "      <trans-unit id=\"Copy from elsewhere \(seed)\" xml:space=\"preserve\">\n"
                + "        <source>Copy from elsewhere \(seed)</source>\n        <target state=\"translated\">Ailleurs</target>\n"
                + "      </trans-unit>\n"
            edited = edited.replacingOccurrences(of: "    </body>", with: unit + "    </body>")
            changes.append(Change(key: "Copy from elsewhere \(seed)", edit: .translate, text: "Ailleurs"))
        }
        // The language code as tools write it: `fr_FR`, `FR`.
        var landingLocale = locale
        switch Int.random(in: 0..<4, using: &random) {
        case 0:
            edited = edited.replacingOccurrences(of: "target-language=\"\(locale)\"", with: "target-language=\"\(locale.uppercased())\"")
        case 1 where !locale.contains("-"):
            edited = edited.replacingOccurrences(of: "target-language=\"\(locale)\"", with: "target-language=\"\(locale)_\(locale.uppercased())\"")
            landingLocale = "\(locale)-\(locale.uppercased())"
        default: break
        }
        for index in changes.indices { changes[index].line = Self.line(of: changes[index].key, in: edited) }

        let path = "\(locale).xliff"
        let files = try XLIFFReader.parse(Data(edited.utf8), path: path)
        let (translations, warnings) = try XLIFFImporter.translations(of: [(path, files)], for: document)
        let result = try importing(translations)
        let replay = "seed \(seed) (TIPPLAYGROUND_LAW_SEED=\(seed)), \(document.fileName) \(locale)"

        var landedKeys: Set<String> = []
        for change in changes {
            let landed = change.text.map { lands($0, key: change.key, locale: landingLocale, in: result) } ?? false
            if landed { landedKeys.insert(change.key) }
            // A removed unit or target gives nothing to import: the translation stays (below).
            guard change.edit != .removeUnit, change.edit != .removeTarget else { continue }
            let named = warnings.contains { $0.hasPrefix("\(path):\(change.line):") && $0.contains(JSONText.quoted(change.key)) }
            #expect(landed || named, "\(replay): \(change.edit) of \(JSONText.quoted(change.key)) neither landed nor was named")
        }
        for tip in document.tips {
            for piece in CopyPiece.pieces(of: tip) {
                guard let key = tip.tableKey(of: piece) else { continue }
                for locale in Set(document.translatedLocales + [landingLocale]) {
                    let before = document.text(of: piece, tipID: tip.id, locale: locale)
                    let after = result.text(of: piece, tipID: tip.id, locale: locale)
                    let translated = before.map { !$0.allSatisfy(\.isWhitespace) } ?? false
                    #expect(
                        !translated || !(after ?? "").allSatisfy(\.isWhitespace),
                        "\(replay): the \(locale) \(piece.name) of \(tip.id) was \(before.map(JSONText.quoted) ?? "-") and is now empty")
                    // What did not land (left alone, removed, emptied, refused) stays as it was.
                    if !landedKeys.contains(key), document.translatedLocales.contains(locale) {
                        #expect(before == after, "\(replay): the \(locale) \(piece.name) of \(tip.id) changed, but no edit of it landed")
                    }
                }
            }
        }
    }

    /// Whether every piece of copy under `key` shows `text` in `locale` after the import.
    private func lands(_ text: String, key: String, locale: String, in result: PlaygroundDocument) -> Bool {
        var found = false
        for tip in result.tips {
            for piece in CopyPiece.pieces(of: tip) where tip.tableKey(of: piece) == key {
                found = true
                guard result.text(of: piece, tipID: tip.id, locale: locale) == tip.copy(fromTableValue: text, of: piece) else { return false }
            }
        }
        return found
    }

    /// The text an edit asks to land: the typed text (the markup's text with it), none for an
    /// edit that gives no translation.
    static func landingText(_ edit: Edit, _ typed: String) -> String? {
        switch edit {
        case .translate, .translateLeftNew, .translateForReview, .translateWithoutState, .changeSource: typed
        case .translateWithMarkup: "[" + typed + "]"
        case .emptyTarget, .removeTarget, .removeUnit: nil
        }
    }

    /// The exported `xliff` with the unit `key` edited.
    static func apply(_ edit: Edit, typed: String, spelling: Spelling, to key: String, in xliff: String) -> String {
        let start = xliff.range(of: "<trans-unit id=\"\(XMLText.attribute(key))\"")!
        let end = xliff.range(of: "</trans-unit>\n", range: start.upperBound..<xliff.endIndex)!
        var unit = String(xliff[start.lowerBound..<end.upperBound])
        let target = unit.range(of: "<target")!.lowerBound..<unit.range(of: "</target>")!.upperBound
        let content = spell(typed, spelling)
        switch edit {
        case .translate: unit.replaceSubrange(target, with: "<target state=\"translated\">\(content)</target>")
        case .translateLeftNew: unit.replaceSubrange(target, with: "<target state=\"new\">\(content)</target>")
        case .translateForReview: unit.replaceSubrange(target, with: "<target state=\"needs-review-translation\">\(content)</target>")
        case .translateWithoutState: unit.replaceSubrange(target, with: "<target>\(content)</target>")
        case .translateWithMarkup:
            unit.replaceSubrange(target, with: "<target state=\"translated\"><g id=\"1\">[</g>\(content)<x id=\"2\"/>]</target>")
        case .emptyTarget:
            unit.replaceSubrange(target, with: typed.count.isMultiple(of: 2) ? "<target state=\"translated\"/>" : "<target></target>")
        case .removeTarget: unit.replaceSubrange(target, with: "")
        case .changeSource:
            let source = unit.range(of: "<source>")!.upperBound..<unit.range(of: "</source>")!.lowerBound
            unit.replaceSubrange(target, with: "<target state=\"translated\">\(content)</target>")
            unit.replaceSubrange(source, with: "Copy rewritten since the export")
        case .removeUnit: unit = ""
        }
        return xliff.replacingCharacters(in: start.lowerBound..<end.upperBound, with: unit)
    }

    /// `text` as element content, spelled as tools do: escaped, every character a reference, or
    /// a CDATA section (split around `]]>`; a carriage return as a reference, which CDATA cannot keep).
    static func spell(_ text: String, _ spelling: Spelling) -> String {
        switch spelling {
        case .escaped:
            return XMLText.content(text)
        case .characterReferences:
            return text.unicodeScalars.map { "&#x\(String($0.value, radix: 16));" }.joined()
        case .cdata where text.contains("\r"):
            return XMLText.content(text)
        case .cdata:
            return "<![CDATA[" + text.replacingOccurrences(of: "]]>", with: "]]]]><![CDATA[>") + "]]>"
        }
    }

    /// The line the unit `key` starts on.
    static func line(of key: String, in xliff: String) -> Int {
        guard let start = xliff.range(of: "<trans-unit id=\"\(XMLText.attribute(key))\"") else { return 0 }
        return xliff[..<start.lowerBound].filter { $0 == "\n" }.count + 1
    }
}
