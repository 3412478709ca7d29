import Foundation
import Testing
import TipExport
import TipImport
import TipPlayground

@Suite("XLIFF for translators: export, schema, and back")
struct XLIFFRoundTripTests {
    /// Every translation of the document, by tip, locale and piece.
    private func everyTranslation(_ document: PlaygroundDocument) -> [String] {
        document.tips.flatMap { tip in
            document.translatedLocales.flatMap { locale in
                CopyPiece.pieces(of: tip).map { piece in
                    "\(tip.id) \(locale) \(piece.name): "
                        + (document.text(of: piece, tipID: tip.id, locale: locale).map(JSONText.quoted) ?? "-")
                }
            }
        }
    }

    private func imported(
        _ exported: [(locale: String, text: String, files: [XLIFFReader.File])], into document: PlaygroundDocument
    ) throws -> [String: [String: XLIFFImporter.Translation]] {
        let result = try XLIFFImporter.translations(of: exported.map { ("\($0.locale).xliff", $0.files) }, for: document)
        #expect(result.warnings.isEmpty)
        return result.translations
    }

    @Test("Every shipped playground with translations round-trips through XLIFF, schema-valid, byte for byte")
    func shippedPlaygrounds() throws {
        let playgrounds = try XLIFFFixtures.translatedPlaygrounds
        #expect(playgrounds.count >= 3)
        for (document, text) in playgrounds {
            let exported = try XLIFFFixtures.exported(document)
            #expect(exported.map(\.locale) == document.translatedLocales)
            for file in exported {
                #expect(try XLIFFFixtures.schemaErrors(file.text) == nil, "\(document.fileName) \(file.locale)")
                #expect(file.files.count == 1)
                #expect(file.files.first?.sourceLanguage == document.language ?? "en")
                #expect(file.files.first?.targetLanguage == file.locale)
            }
            let translations = try imported(exported, into: document)
            // Into the playground as it is: nothing to change, so not a byte changes.
            let same = try XLIFFImporter.playground(document, bytes: Array(text.utf8), translations: translations)
            #expect(same == Array(text.utf8), "\(document.fileName)")
            // Into the playground without its translations: every string comes back as it was.
            let bare = try XLIFFFixtures.withoutTranslations(text)
            let bareDocument = try PlaygroundLoader.parse(bare, fileName: document.fileName)
            #expect(bareDocument.translatedLocales.isEmpty)
            let back = try XLIFFImporter.playground(bareDocument, bytes: Array(bare.utf8), translations: translations)
            let backDocument = try PlaygroundLoader.parse(String(decoding: back, as: UTF8.self), fileName: document.fileName)
            #expect(everyTranslation(backDocument) == everyTranslation(document), "\(document.fileName)")
            // And exported again, the same XLIFF.
            #expect(try XLIFFExporter.files(backDocument, toolVersion: "test").map(\.text) == exported.map(\.text))
            // Into a String Catalog: the catalog the playground exports.
            #expect(XLIFFImporter.catalog(document, translations: translations) == StringCatalogExporter.catalog(document))
        }
    }

    @Test("Copy a String Catalog translates exports with the catalog's states and imports back into the same catalog")
    func catalogTranslations() throws {
        let output = try ImportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let swiftImport = PlaygroundImporter.importSources(paths: [ImportFixtures.fixture("Tables")], outputDirectory: output.path)
        let file = output.appendingPathComponent("tables.json")
        try Data(swiftImport.json.utf8).write(to: file)
        let document = try PlaygroundLoader.load(contentsOf: file)
        #expect(!document.catalogStates.isEmpty && document.tips.allSatisfy { $0.localized.isEmpty })
        let exported = try XLIFFFixtures.exported(document)
        #expect(!exported.isEmpty)
        for file in exported { #expect(try XLIFFFixtures.schemaErrors(file.text) == nil, "\(file.locale)") }
        let french = try #require(exported.first { $0.locale == "fr" }?.files.first)
        #expect(french.units.first { $0.id == "Save a palette" }?.target == "Enregistrer une palette")
        let translations = try imported(exported, into: document)
        #expect(XLIFFImporter.catalog(document, translations: translations) == StringCatalogExporter.catalog(document))
        // The playground file has nothing to change: the catalog already shows every translation.
        let same = try XLIFFImporter.playground(document, bytes: Array(swiftImport.json.utf8), translations: translations)
        #expect(same == Array(swiftImport.json.utf8))
    }

    /// Copy a translator's tool must hand back exactly: whitespace at the ends, line breaks (a
    /// carriage return too), tabs, quotes, XML's own characters, emoji sequences, right-to-left
    /// and CJK text, combining marks, Markdown and interpolations.
    static let hostile = [
        "  two spaces each side  ", "line one\nline two\n", "tab\there", "CR\r\nLF", "quotes \"double\" 'single' `back`",
        "& &amp; < > <b>not a tag</b> ]]> &#10;", "emoji 👩‍👩‍👧 🇫🇷 🙂 ✌🏽", "עברית \u{200F}עם סימן", "العربية مع ١٢٣",
        "中文 日本語 한국어", "**bold** *it* \\(trailName)", "e\u{301} and \u{A0}nbsp", "<!-- not a comment -->",
        "\\(count) of \\(total): 50 % off, 100%d",
    ]

    /// A playground whose tips' copy and translations are the hostile strings.
    private func hostilePlayground() throws -> (document: PlaygroundDocument, text: String) {
        let strings = Self.hostile
        func at(_ index: Int) -> String { JSONText.quoted(strings[index % strings.count]) }
        let tips = (0..<strings.count).map { index in
            """
                {
                  "id": "Tip\(index)", "title": \(at(index)), "message": \(JSONText.quoted("message " + strings[index])),
                  "actions": [ { "id": "go", "title": \(JSONText.quoted("go " + strings[index])) } ],
                  "localized": {
                    "fr": { "title": \(at(index + 1)), "message": \(at(index + 2)), "actions": { "go": \(at(index + 3)) } },
                    "he": { "title": \(at(index + 4)) }
                  }
                }
            """
        }
        let text = """
            {
              "title": "Hostile copy",
              "tips": [
            \(tips.joined(separator: ",\n"))
              ],
              "screens": [ { "id": "main", "title": "Main", "controls": [ { "id": "a", "label": "A" } ],
                "tips": [ { "tip": "Tip0", "inline": "top" } ] } ]
            }

            """
        return (try PlaygroundLoader.parse(text, fileName: "hostile.json"), text)
    }

    @Test("Hostile strings survive export, the schema and import character for character")
    func hostileStrings() throws {
        let (document, text) = try hostilePlayground()
        let exported = try XLIFFFixtures.exported(document)
        #expect(exported.map(\.locale) == ["fr", "he"])
        for file in exported { #expect(try XLIFFFixtures.schemaErrors(file.text) == nil, "\(file.locale)") }
        // Every source and target, read back, is the playground's string as the catalog holds it
        // (an interpolation written %@, a % doubled, in copy that interpolates).
        let french = try #require(exported.first?.files.first)
        for tip in document.tips {
            let unit = try #require(french.units.first { $0.id == tip.titleKey })
            #expect(unit.source == tip.tableValue(of: tip.title, for: .title))
            let translated = try #require(document.text(of: .title, tipID: tip.id, locale: "fr"))
            #expect(unit.target == tip.tableValue(of: translated, for: .title))
            #expect(unit.state == "translated")
        }
        // A piece without a Hebrew translation is exported as its source, marked new.
        let hebrew = try #require(exported.last?.files.first)
        let untranslated = try #require(hebrew.units.first { $0.id == document.tips[0].messageKey })
        #expect(untranslated.target == untranslated.source && untranslated.state == "new")

        let translations = try imported(exported, into: document)
        let bare = try XLIFFFixtures.withoutTranslations(text)
        let back = try XLIFFImporter.playground(
            try PlaygroundLoader.parse(bare, fileName: "hostile.json"), bytes: Array(bare.utf8), translations: translations)
        let backDocument = try PlaygroundLoader.parse(String(decoding: back, as: UTF8.self), fileName: "hostile.json")
        #expect(everyTranslation(backDocument) == everyTranslation(document))
        // The Hebrew message stays untranslated: the source marked new, as exported, is no translation.
        #expect(backDocument.tips[0].localized["he"]?.message == nil)
    }

    @Test("Each unit's note names the tip and piece and gives the width budget")
    func notes() throws {
        let document = try DefaultPlayground.document()
        let french = try #require(try XLIFFFixtures.exported(document).first { $0.locale == "fr" })
        #expect(french.text.contains("<note>Tip 'ShowLocationTip', title. Width budget: one line of a "))
        #expect(french.text.contains("at most 8 words or 16 CJK characters; the source takes 1 line at watch, 1 line at phone, 1 line at tablet."))
        #expect(french.text.contains("<tool tool-id=\"tiptui\" tool-name=\"tiptui\" tool-version=\"test\"/>"))
    }

    @Test("A changed translation replaces the string in place, and a unit of copy the playground no longer has is a warning")
    func changedTranslation() throws {
        let url = ImportFixtures.repository.appendingPathComponent("examples/landmark-payloads.json")
        let document = try PlaygroundLoader.load(contentsOf: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        var exported = try XLIFFFixtures.exported(document)
        let arabic = try #require(exported.firstIndex { $0.locale == "ar" })
        let title = try #require(exported[arabic].files[0].units.firstIndex { $0.id == "Your favorites" })
        exported[arabic].files[0].units[title].target = "مفضلتك \"الجديدة\"\n"
        let gone = XLIFFReader.Unit(id: "Removed copy", source: "Removed copy", target: "x", state: "translated", line: 40, column: 7)
        exported[arabic].files[0].units.append(gone)
        let result = try XLIFFImporter.translations(of: exported.map { ("\($0.locale).xliff", $0.files) }, for: document)
        #expect(result.warnings == [
            "ar.xliff:40:7: warning: trans-unit \"Removed copy\" is no tip copy of \(document.fileName) (changed since the export?); skipped"
        ])
        let back = String(decoding: try XLIFFImporter.playground(document, bytes: Array(text.utf8), translations: result.translations), as: UTF8.self)
        #expect(back == text.replacingOccurrences(of: "\"مفضلتك\"", with: "\"مفضلتك \\\"الجديدة\\\"\\n\""))
    }

    @Test("Bad XLIFF is one error with the file, line and column")
    func badXLIFF() throws {
        let unclosed = "<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n  <file source-language=\"en\" target-language=\"fr\">\n    <body>\n      <trans-unit id=\"a\"><source>A</source></body>\n"
        #expect(throws: XLIFFReader.Problem.self) { try XLIFFReader.parse(Data(unclosed.utf8), path: "bad.xliff") }
        do {
            _ = try XLIFFReader.parse(Data(unclosed.utf8), path: "bad.xliff")
        } catch {
            #expect(error.description == "bad.xliff:5:51: error: the XML is not well-formed "
                + "(an end tag does not match the element it closes); fix it there, then import again")
            #expect(!error.description.contains("\n"))
        }
        let noLocale = "<xliff version=\"1.2\">\n<file original=\"x\" source-language=\"en\">\n<body/></file></xliff>"
        #expect(throws: XLIFFReader.Problem(
            path: "x.xliff", line: 2, column: 40,
            message: "<file> needs source-language and target-language; which locale is this translation for?")) {
            try XLIFFReader.parse(Data(noLocale.utf8), path: "x.xliff")
        }
        let cutShort = "<xliff version=\"1.2\">\n<file original=\"x\" source-language=\"en\" target-language=\"fr\">\n<body>"
        do {
            _ = try XLIFFReader.parse(Data(cutShort.utf8), path: "cut.xliff")
            Issue.record("a file cut short was read")
        } catch {
            #expect(error.description.hasPrefix("cut.xliff:3:"), "\(error)")
            #expect(error.message == "the file ends before <body> is closed (cut short?); export it again from the translation tool")
        }
        #expect(throws: XLIFFReader.Problem(path: "p.xliff", line: 1, column: 1, message: "not an XLIFF document (no <xliff> element)")) {
            try XLIFFReader.parse(Data("<plist version=\"1.0\"/>".utf8), path: "p.xliff")
        }
    }

    @Test("Copy XML cannot carry (a control character) is refused by name, not written")
    func controlCharacter() throws {
        let text = """
            { "tips": [ { "id": "Esc", "title": "Press \\u001b", "localized": { "fr": { "title": "Appuyez" } } } ],
              "screens": [ { "id": "main", "title": "Main", "controls": [ { "id": "a", "label": "A" } ],
                "tips": [ { "tip": "Esc", "inline": "top" } ] } ] }
            """
        let document = try PlaygroundLoader.parse(text, fileName: "esc.json")
        #expect(throws: XLIFFExporter.Problem.self) { try XLIFFExporter.files(document, toolVersion: "test") }
        do {
            _ = try XLIFFExporter.files(document, toolVersion: "test")
        } catch {
            #expect(error.description == "esc.json: the title of tip 'Esc' holds \\u{1B}, which XML cannot carry; take it out of the copy, then export again")
        }
    }
}
