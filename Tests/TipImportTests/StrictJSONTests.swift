import Foundation
import Testing
@testable import TipExport
import TipImport
import TipPlayground

/// Strict JSON out, strict JSON shipped (DECISIONS.md, "Strict JSON out, the relaxation only
/// read"): every shipped example and playground, and what every JSON writer tiptui has makes of
/// them and of copy full of what JSON must escape, is RFC 8259 JSON: `JSONSerialization` reads
/// it, and `JSONParser` finds no relaxation in it.
@Suite("Strict JSON: shipped files and everything tiptui writes")
struct StrictJSONTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every shipped playground file, by its path in the repository, with its text.
    static let shipped: [(name: String, text: String)] = {
        var files = [(DefaultPlayground.fileName, DefaultPlayground.json)]
        for folder in ["examples", "demo-scripts/playgrounds"] {
            let found = (try? FileManager.default.contentsOfDirectory(
                at: repository.appendingPathComponent(folder), includingPropertiesForKeys: nil)) ?? []
            for url in found.sorted(by: { $0.path < $1.path }) where url.pathExtension == "json" {
                files.append(("\(folder)/\(url.lastPathComponent)", (try? String(contentsOf: url, encoding: .utf8)) ?? ""))
            }
        }
        return files
    }()

    /// Copy with everything JSON escapes or spells otherwise: quotes, backslashes, line breaks,
    /// tabs, controls, DEL, U+2028, a character outside the BMP.
    static let awkward = "Say \"hi\" \\ then\ttab\r\nline \u{1B}[31m \u{7F} \u{85} \u{2028} 😀 \u{202F}!"

    /// A playground whose copy, translations and persona are `awkward`, written strictly.
    static let awkwardPlayground = """
        {
          "title": \(JSONText.quoted(awkward)),
          "parameters": [ { "id": "isPro", "type": "bool", "default": false } ],
          "tips": [
            { "id": "Save", "title": \(JSONText.quoted(awkward)), "message": \(JSONText.quoted(awkward)),
              "actions": [ { "id": "go", "title": \(JSONText.quoted(awkward)) } ],
              "localized": { "fr": { "title": \(JSONText.quoted(awkward)) } } }
          ],
          "screens": [ { "id": "main", "title": \(JSONText.quoted(awkward)), "tips": [ { "tip": "Save", "inline": "top" } ] } ],
          "personas": [ { "id": "pro", "title": \(JSONText.quoted(awkward)), "steps": [ { "set": "isPro", "to": true } ] } ]
        }
        """

    /// Throws unless `text` is strict JSON: read by `JSONSerialization`, no relaxation used.
    static func expectStrict(_ text: String, _ what: String) {
        do {
            _ = try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
        } catch {
            Issue.record("\(what) is not JSON to JSONSerialization: \(error)")
        }
        let relaxations = (try? JSONParser.parseNotingRelaxations(text))?.relaxations
        #expect(relaxations == [], "\(what) uses a relaxation: \(relaxations.map { "\($0)" } ?? "does not parse")")
    }

    @Test("the check can fail: a raw line break in a string is not JSON to JSONSerialization, and the parser notes it")
    func checkerRejectsTheRelaxation() throws {
        let relaxed = "{ \"rule\": \"#Rule(Self.$a) {\n  $0\n}\" }"
        #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(relaxed.utf8)) }
        let noted = try JSONParser.parseNotingRelaxations(relaxed).relaxations
        #expect(noted == [JSONRelaxation(at: SourcePosition(line: 1, column: 28), .rawControls(["\n", "\n"]))])
    }

    @Test("every shipped example and playground, the built-in one included, is strict JSON")
    func shippedFilesAreStrict() {
        #expect(Self.shipped.count >= 11)
        for file in Self.shipped { Self.expectStrict(file.text, file.name) }
    }

    @Test("PlaygroundWriter, the String Catalog export and the XLIFF import write strict JSON, for every shipped playground")
    func writersAreStrict() throws {
        for file in Self.shipped + [("awkward.json", Self.awkwardPlayground)] {
            let document = try PlaygroundLoader.parse(file.text, fileName: file.name)
            Self.expectStrict(PlaygroundWriter.json(document), "PlaygroundWriter's \(file.name)")
            Self.expectStrict(StringCatalogExporter.catalog(document), "the String Catalog of \(file.name)")
            // What `import FILE.xliff` writes: a translation of every piece into the playground and a catalog.
            var translations: [String: XLIFFImporter.Translation] = [:]
            for tip in document.tips {
                for piece in CopyPiece.pieces(of: tip) {
                    guard let key = tip.tableKey(of: piece) else { continue }
                    translations[key] = XLIFFImporter.Translation(
                        locale: "de", key: key, text: Self.awkward, state: "translated", path: "de.xliff", line: 1, column: 1)
                }
            }
            let imported = try XLIFFImporter.playground(document, bytes: Array(file.text.utf8), translations: ["de": translations])
            Self.expectStrict(String(decoding: imported, as: UTF8.self), "the XLIFF import into \(file.name)")
            Self.expectStrict(XLIFFImporter.catalog(document, translations: ["de": translations]), "the XLIFF import's catalog of \(file.name)")
        }
    }

    @Test("a saved persona is strict JSON, whatever its title and steps hold")
    func savedPersonaIsStrict() throws {
        for file in Self.shipped + [("awkward.json", Self.awkwardPlayground)] {
            let document = try PlaygroundLoader.parse(file.text, fileName: file.name)
            for persona in document.personas {
                Self.expectStrict(PersonaWriter.json(title: Self.awkward, steps: persona.steps), "persona \(persona.id) of \(file.name) saved")
            }
        }
    }

    @Test("the playground `tiptui import` writes from Swift sources is strict JSON")
    func importedPlaygroundIsStrict() {
        let fixtures = Self.repository.appendingPathComponent("Tests/TipImportTests/Fixtures")
        for app in ["Notes", "Tables", "Journal", "Onboarding", "Trails", "Platforms"] {
            let result = PlaygroundImporter.importSources(paths: [fixtures.appendingPathComponent(app).path])
            Self.expectStrict(result.json, "the import of \(app)")
        }
    }
}
