import Foundation
import Testing
import TipExport
import TipImport
import TipPlayground
@testable import TipReview

/// L10N-1 and the copy checks read the copy the device draws: a playground's own `localized`
/// copy and the translations its String Catalogs and `.strings` tables give.
@Suite struct ReviewDrawnCopyTests {
    /// A folder holding `files`, removed by the caller.
    static func folder(_ files: [String: String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("review-\(UUID().uuidString)")
        for (name, text) in files {
            let url = folder.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test("A tip translated by a String Catalog and a .strings table is not reported as having no copy in those languages")
    func translationsFromTablesCount() throws {
        let folder = try Self.folder([
            "app.json": """
                {
                  "stringCatalogs": [ "Localizable.xcstrings", "ja.lproj/Localizable.strings" ],
                  "tips": [
                    { "id": "ShareTip", "title": "Share with friends", "message": "Send a link from the menu.",
                      "localized": { "fr": { "title": "Partagez avec vos amis", "message": "Envoyez un lien depuis le menu." } } },
                    { "id": "SaveTip", "title": "Save for later" }
                  ],
                  "screens": [ { "id": "home", "title": "Home", "controls": [ { "id": "share", "label": "Share" } ],
                                 "tips": [ { "tip": "ShareTip", "popover": "share" }, { "tip": "SaveTip", "popover": "share" } ] } ]
                }
                """,
            "Localizable.xcstrings": """
                { "sourceLanguage": "en", "strings": {
                    "Save for later": { "localizations": { "fr": { "stringUnit": { "state": "translated", "value": "Garder pour plus tard" } } } },
                    "Share with friends": { "localizations": { "ja": { "stringUnit": { "state": "translated", "value": "友達と共有" } } } }
                } }
                """,
            "ja.lproj/Localizable.strings": """
                "Send a link from the menu." = "メニューからリンクを送信します。";
                "Save for later" = "あとで保存";
                """,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("app.json")
        let report = try PlaygroundReview.review(try String(contentsOf: file, encoding: .utf8), fileName: file.path)
        let l10n1 = report.findings.filter { $0.check == .missingTranslation }.map(\.message)
        #expect(l10n1 == [], "SaveTip is drawn in French and Japanese from the tables; ShareTip in Japanese from both")
    }

    @Test("A piece the tables leave untranslated is still reported, and copy checks see the tables' translations")
    func untranslatedPiecesAndCopyChecks() throws {
        let folder = try Self.folder([
            "app.json": """
                {
                  "stringCatalogs": [ "de.lproj/Localizable.strings" ],
                  "tips": [ { "id": "ExportTip", "title": "Export as PDF", "message": "Share a copy that looks the same everywhere." } ],
                  "screens": [ { "id": "home", "title": "Home", "controls": [ { "id": "export", "label": "Export" } ],
                                 "tips": [ { "tip": "ExportTip", "popover": "export" } ] } ]
                }
                """,
            "de.lproj/Localizable.strings": #""Export as PDF" = "   ";"#,
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("app.json")
        let report = try PlaygroundReview.review(try String(contentsOf: file, encoding: .utf8), fileName: file.path)
        #expect(report.findings.filter { $0.check == .missingTranslation }.map(\.message) == [
            "tip 'ExportTip' 'de' copy has no message; the base copy shows instead"
        ])
        #expect(report.findings.contains { $0.check == .emptyCopy && $0.message == "tip 'ExportTip' de title is only whitespace" },
                "the German title from the table is only whitespace: \(report.findings.map(\.message))")
    }

    /// Every shipped playground, exported as TipKit code and a String Catalog and imported back,
    /// reviews with exactly the L10N-1 findings of the playground itself: the copy the device
    /// draws (now from the catalog) is what the check reads.
    @Test func theImportOfEveryExportHasTheSameMissingTranslations() throws {
        let root = ReviewShippedPlaygroundTests.root
        let files = [nil] + ReviewShippedPlaygroundTests.shippedPlaygrounds.map(Optional.some)
        for url in files {
            let text = try url.map { try String(contentsOf: $0, encoding: .utf8) } ?? DefaultPlayground.json
            let name = url?.path ?? DefaultPlayground.fileName
            let original = try PlaygroundReview.review(text, fileName: name)
            let document = try url.map { try PlaygroundLoader.load(contentsOf: $0) } ?? DefaultPlayground.document()
            let folder = try Self.folder([
                "Tips.swift": SwiftExporter.swift(document, flavour: .tipKit),
                "Localizable.xcstrings": StringCatalogExporter.catalog(document),
            ])
            defer { try? FileManager.default.removeItem(at: folder) }
            let imported = PlaygroundImporter.importSources(paths: [folder.path], outputDirectory: folder.path)
            let output = folder.appendingPathComponent("imported.json")
            try imported.json.write(to: output, atomically: true, encoding: .utf8)
            let report = try PlaygroundReview.review(imported.json, fileName: output.path)
            let missing = { (report: ReviewReport) in
                report.findings.filter { $0.check == .missingTranslation }.map(\.message).sorted()
            }
            #expect(missing(report) == missing(original), "\(name.replacingOccurrences(of: root.path, with: ""))")
        }
    }
}
