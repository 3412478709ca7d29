import Foundation
import Testing
import TipExport
import TipPlayground

/// What a translator hands back that is not a plain translation: each lands or is one warning
/// naming the file and line, and an empty target never replaces a translation.
@Suite("XLIFF import: every unit lands or is named")
struct XLIFFImportWarningTests {
    /// landmark-payloads.json and its Arabic XLIFF made Japanese, as a translator starts one:
    /// every target translated.
    private func landmarks() throws -> (document: PlaygroundDocument, text: String, xliff: String) {
        let url = ImportFixtures.repository.appendingPathComponent("examples/landmark-payloads.json")
        let document = try PlaygroundLoader.load(contentsOf: url)
        let arabic = try #require(try XLIFFExporter.files(document, toolVersion: "test").first { $0.locale == "ar" }?.text)
        var xliff = arabic.replacingOccurrences(of: "target-language=\"ar\"", with: "target-language=\"ja\"")
        for (arabicText, japanese) in [
            ("أضف هذا المعلم إلى المفضلة", "このランドマークをお気に入りに"), ("تعود إلى هذا المكان كثيرًا: أضفه إلى مفضلتك.", "何度も戻ってきます。"),
            ("إضافة إلى المفضلة", "お気に入りに追加"), ("ليس الآن", "今はしない"), ("مفضلتك", "お気に入り"),
            ("ستجد كل معلم ميّزته بنجمة في علامة تبويب المفضلة.", "星を付けた場所はお気に入りタブにあります。"),
        ] {
            xliff = xliff.replacingOccurrences(of: ">\(arabicText)<", with: ">\(japanese)<")
        }
        return (document, try String(contentsOf: url, encoding: .utf8), xliff)
    }

    private func importing(_ xliff: String, into document: PlaygroundDocument, text: String) throws
        -> (document: PlaygroundDocument, warnings: [String], count: Int)
    {
        let files = try XLIFFReader.parse(Data(xliff.utf8), path: "ja.xliff")
        let (translations, warnings) = try XLIFFImporter.translations(of: [("ja.xliff", files)], for: document)
        let back = try XLIFFImporter.playground(document, bytes: Array(text.utf8), translations: translations)
        let result = try PlaygroundLoader.parse(String(decoding: back, as: UTF8.self), fileName: document.fileName)
        return (result, warnings, translations.values.map(\.count).reduce(0, +))
    }

    @Test("A translation left at state new lands, and a warning says so; the untouched source marked new does not")
    func translationLeftNew() throws {
        let (document, text, xliff) = try landmarks()
        let leftNew = xliff.replacingOccurrences(
            of: "<target state=\"translated\">今はしない</target>", with: "<target state=\"new\">今はしない</target>")
            .replacingOccurrences(
                of: "<target state=\"translated\">お気に入り</target>", with: "<target state=\"new\">Your favorites</target>")
        let result = try importing(leftNew, into: document, text: text)
        #expect(result.warnings == [
            "ja.xliff:24:52: warning: trans-unit \"Not now\" has a translation marked state=\"new\"; taken (mark it translated in the translation tool)"
        ])
        #expect(result.count == 5)
        #expect(result.document.text(of: .action(id: "1"), tipID: "FavoriteLandmarkTip", locale: "ja") == "今はしない")
        #expect(result.document.tip(id: "FavoritesListTip")?.localized["ja"]?.title == nil)
    }

    @Test("An empty target never replaces a translation, and is named")
    func emptyTarget() throws {
        let (document, text, xliff) = try landmarks()
        let translated = try importing(xliff, into: document, text: text)
        #expect(translated.warnings.isEmpty && translated.count == 6)
        let jaText = PlaygroundWriter.json(translated.document)
        let jaDocument = try PlaygroundLoader.parse(jaText, fileName: document.fileName)
        let emptied = xliff.replacingOccurrences(of: "<target state=\"translated\">今はしない</target>", with: "<target state=\"translated\"/>")
            .replacingOccurrences(of: "<target state=\"translated\">お気に入り</target>", with: "<target state=\"translated\">  </target>")
        let result = try importing(emptied, into: jaDocument, text: jaText)
        #expect(result.warnings == [
            "ja.xliff:24:52: warning: trans-unit \"Not now\" has an empty <target>; skipped, the 'ja' translation is kept",
            "ja.xliff:29:59: warning: trans-unit \"Your favorites\" has an empty <target>; skipped, the 'ja' translation is kept",
        ])
        #expect(result.document.text(of: .action(id: "1"), tipID: "FavoriteLandmarkTip", locale: "ja") == "今はしない")
        #expect(result.document.text(of: .title, tipID: "FavoritesListTip", locale: "ja") == "お気に入り")
    }

    @Test("Language codes are BCP 47, in the playground's own spelling", arguments: [
        ("ja_JP", "ja-JP", "target-language \"ja_JP\" is read as \"ja-JP\" (BCP 47 writes a hyphen)"),
        ("AR", "ar", "target-language \"AR\" is read as \"ar\" (as landmark-payloads.json spells it)"),
        ("zh-hans", "zh-Hans", "target-language \"zh-hans\" is read as \"zh-Hans\" (in BCP 47's customary case)"),
        ("pt_br", "pt-BR", "target-language \"pt_br\" is read as \"pt-BR\" (BCP 47 writes a hyphen)"),
    ])
    func languageCodes(written: String, locale: String, warning: String) throws {
        let (document, text, xliff) = try landmarks()
        let result = try importing(
            xliff.replacingOccurrences(of: "target-language=\"ja\"", with: "target-language=\"\(written)\""), into: document, text: text)
        #expect(result.warnings.map { $0.replacingOccurrences(of: #"^ja\.xliff:4:\d+: warning: "#, with: "", options: .regularExpression) }
            == [warning.replacingOccurrences(of: "landmark-payloads.json", with: document.fileName)])
        #expect(result.document.text(of: .title, tipID: "FavoritesListTip", locale: locale) == "お気に入り")
        #expect(result.document.translatedLocales.filter { !LanguageTag.isWellFormed($0) } == [])
        #expect(Set(result.document.translatedLocales) == Set(document.translatedLocales + [locale]))
    }

    @Test("A target language that is no language tag is refused with the file and line")
    func notALanguage() throws {
        let (document, _, xliff) = try landmarks()
        let files = try XLIFFReader.parse(
            Data(xliff.replacingOccurrences(of: "target-language=\"ja\"", with: "target-language=\"Japanese\"").utf8), path: "ja.xliff")
        #expect(throws: XLIFFReader.Problem.self) { try XLIFFImporter.translations(of: [("ja.xliff", files)], for: document) }
        do {
            _ = try XLIFFImporter.translations(of: [("ja.xliff", files)], for: document)
        } catch {
            #expect(error.description.hasPrefix("ja.xliff:4:"))
            #expect(error.message == "target-language \"Japanese\" is not a language tag; write one like fr, ja, zh-Hans or pt-BR in the <file> element, then import again")
        }
    }

    @Test("Another playground's file, another source language, a changed source and inline markup are named")
    func foreignFiles() throws {
        let (document, text, xliff) = try landmarks()
        let other = try importing(
            xliff.replacingOccurrences(of: "original=\"landmark-payloads.json\"", with: "original=\"french-articles.json\""),
            into: document, text: text)
        #expect(other.warnings.count == 1)
        #expect(other.warnings[0].hasPrefix("ja.xliff:4:"))
        #expect(other.warnings[0].contains("exported from \"french-articles.json\", not \"landmark-payloads.json\""))

        let french = try importing(
            xliff.replacingOccurrences(of: "source-language=\"en\"", with: "source-language=\"fr\""), into: document, text: text)
        #expect(french.count == 0)
        #expect(french.warnings == [
            "ja.xliff:4:105: warning: the file translates from 'fr', but the copy of \(document.fileName) is in 'en'; "
                + "skipped its 6 units (export the XLIFF from this playground again)"
        ])

        let rewritten = try importing(
            xliff.replacingOccurrences(of: "<source>Not now</source>", with: "<source>Maybe later</source>"), into: document, text: text)
        #expect(rewritten.warnings == [
            "ja.xliff:24:52: warning: trans-unit \"Not now\" has the source \"Maybe later\", but the copy is now \"Not now\"; "
                + "skipped (translate the new copy)"
        ])
        #expect(rewritten.document.text(of: .action(id: "1"), tipID: "FavoriteLandmarkTip", locale: "ja") == "Not now")

        let markup = try importing(
            xliff.replacingOccurrences(of: ">お気に入り</target>", with: "><g id=\"1\">お気に入り</g><x id=\"2\"/></target>"),
            into: document, text: text)
        #expect(markup.warnings == [
            "ja.xliff:29:59: warning: trans-unit \"Your favorites\" holds inline markup (<g>, <x>), which tip copy (plain text) "
                + "cannot keep; its text was taken"
        ])
        #expect(markup.document.text(of: .title, tipID: "FavoritesListTip", locale: "ja") == "お気に入り")
    }

    @Test("A removed target keeps the translation and says so")
    func removedTarget() throws {
        let (document, text, _) = try landmarks()
        let arabic = try #require(try XLIFFExporter.files(document, toolVersion: "test").first { $0.locale == "ar" }?.text)
        let result = try importing(
            arabic.replacingOccurrences(of: "<target state=\"translated\">ليس الآن</target>", with: ""), into: document, text: text)
        #expect(result.warnings == ["ja.xliff:24:52: warning: trans-unit \"Not now\" has no <target>; skipped, the 'ar' translation is kept"])
        #expect(result.document.text(of: .action(id: "1"), tipID: "FavoriteLandmarkTip", locale: "ar") == "ليس الآن")
    }
}

/// An import in place writes each translation where the playground reads it from.
@Suite("XLIFF import in place: into the playground and its String Catalog")
struct XLIFFInPlaceImportTests {
    @Test("Copy a String Catalog supplies is written into its entry, marked translated; other copy into the playground")
    func catalogEntryAndPlayground() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("in-place-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = #"""
            {
              "sourceLanguage" : "en",
              "strings" : {
                "Favorite this" : {
                  "comment" : "Kept as it is",
                  "localizations" : {
                    "ja" : { "stringUnit" : { "state" : "translated", "value" : "お気に入りに" } }
                  }
                },
                "Not now" : {
                  "localizations" : {
                    "ja" : { "stringUnit" : { "state" : "new", "value" : "" } }
                  }
                }
              },
              "version" : "1.0"
            }

            """#
        try Data(catalog.utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        let playground = #"""
            { "stringCatalogs": [ "Localizable.xcstrings" ],
              "tips": [ { "id": "T", "title": "Favorite this", "message": "Keep it close",
                          "actions": [ { "id": "later", "title": "Not now" } ] } ],
              "screens": [ { "id": "s" } ] }

            """#
        let url = folder.appendingPathComponent("p.json")
        try Data(playground.utf8).write(to: url)
        let document = try PlaygroundLoader.load(contentsOf: url)
        let xliff = try #require(try XLIFFExporter.files(document, toolVersion: "test").first { $0.locale == "ja" }?.text)
            .replacingOccurrences(of: "<target state=\"new\">Not now</target>", with: "<target state=\"translated\">今はしない</target>")
            .replacingOccurrences(of: "<target state=\"new\">Keep it close</target>", with: "<target state=\"translated\">近くに</target>")
        let (translations, warnings) = try XLIFFImporter.translations(
            of: [("ja.xliff", try XLIFFReader.parse(Data(xliff.utf8), path: "ja.xliff"))], for: document)
        #expect(warnings == [])
        let updates = try XLIFFImporter.inPlace(document, translations: translations)
        #expect(updates.map(\.fileName) == [document.fileName, "Localizable.xcstrings"])
        let newCatalog = String(decoding: try #require(updates.last).after, as: UTF8.self)
        #expect(newCatalog == catalog.replacingOccurrences(
            of: #""state" : "new", "value" : """#, with: #""state" : "translated", "value" : "今はしない""#))
        let newPlayground = String(decoding: try #require(updates.first).after, as: UTF8.self)
        #expect(newPlayground.contains(#""localized": { "ja": { "message": "近くに" } }"#), "\(newPlayground)")
        #expect(!newPlayground.contains("今はしない"))
        // Written out, the playground shows both, and nothing is left untranslated in ja.
        for update in updates { try Data(update.after).write(to: URL(fileURLWithPath: update.path)) }
        let back = try PlaygroundLoader.load(contentsOf: url)
        let tip = try #require(back.tip(id: "T"))
        #expect(back.copy(of: tip, inLocale: "ja").fallbackParts == [])
        #expect(back.copy(of: tip, inLocale: "ja").actionTitles["later"] == "今はしない")
        #expect(back.catalogWarnings == [])
        // The same file again changes nothing.
        #expect(try XLIFFImporter.inPlace(back, translations: translations) == [])
    }
}
