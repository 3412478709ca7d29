import Foundation
import Testing
@testable import TipExport
import TipImport
import TipPlayground

/// `schema/playground.schema.json` is kept true: every shipped playground and everything tiptui
/// writes as a playground (or a saved persona) is valid against it, and files the parser refuses
/// for their shape the schema refuses too, so an editor that follows a file's `$schema` agrees
/// with `tiptui lint` on the shape (ids, rule text and copy stay lint's).
@Suite("Playground JSON Schema: shipped files and everything tiptui writes")
struct PlaygroundSchemaTests {
    static let schemaURL = StrictJSONTests.repository.appendingPathComponent("schema/playground.schema.json")
    static let validator: JSONSchemaValidator = {
        let text = (try? String(contentsOf: schemaURL, encoding: .utf8)) ?? "false"
        return (try? JSONSchemaValidator(schema: text)) ?? (try! JSONSchemaValidator(schema: "false"))
    }()

    /// Records every way `text` breaks the schema (or its definition `definition`).
    static func expectValid(_ text: String, _ what: String, definition: String? = nil) {
        do {
            let errors = validator.errors(in: try JSONParser.parse(text), definition: definition)
            #expect(errors.isEmpty, "\(what) breaks the schema:\n\(errors.prefix(10).joined(separator: "\n"))")
        } catch {
            Issue.record("\(what) is not JSON: \(error)")
        }
    }

    @Test("the schema is draft 2020-12 JSON Schema and uses only keywords the validator checks")
    func schemaIsWhatTheValidatorReads() throws {
        let text = try String(contentsOf: Self.schemaURL, encoding: .utf8)
        StrictJSONTests.expectStrict(text, "the schema")
        #expect(text.contains("\"$schema\": \"https://json-schema.org/draft/2020-12/schema\""))
        #expect(Self.validator.unsupportedKeywords == [])
    }

    @Test("every shipped example and playground, the built-in one included, is valid")
    func shippedFilesAreValid() {
        #expect(StrictJSONTests.shipped.count >= 11)
        for file in StrictJSONTests.shipped { Self.expectValid(file.text, file.name) }
    }

    @Test("a $schema key is read (and ignored) by the parser, and must be a string")
    func schemaKeyIsAccepted() throws {
        let text = #"{ "$schema": "../schema/playground.schema.json", "screens": [ { "id": "main" } ] }"#
        _ = try PlaygroundLoader.parse(text, fileName: "p.json")
        Self.expectValid(text, "a playground with $schema")
        #expect(throws: PlaygroundLoadError.self) {
            try PlaygroundLoader.parse(#"{ "$schema": 1, "screens": [ { "id": "main" } ] }"#, fileName: "p.json")
        }
    }

    @Test("PlaygroundWriter (import -o) and the XLIFF import write valid playgrounds, for every shipped playground")
    func writersAreValid() throws {
        for file in StrictJSONTests.shipped + [("awkward.json", StrictJSONTests.awkwardPlayground)] {
            let document = try PlaygroundLoader.parse(file.text, fileName: file.name)
            Self.expectValid(PlaygroundWriter.json(document), "PlaygroundWriter's \(file.name)")
            var translations: [String: XLIFFImporter.Translation] = [:]
            for tip in document.tips {
                for piece in CopyPiece.pieces(of: tip) {
                    guard let key = tip.tableKey(of: piece) else { continue }
                    translations[key] = XLIFFImporter.Translation(
                        locale: "de", key: key, text: "Übersetzt", state: "translated", path: "de.xliff", line: 1, column: 1)
                }
            }
            let imported = try XLIFFImporter.playground(document, bytes: Array(file.text.utf8), translations: ["de": translations])
            Self.expectValid(String(decoding: imported, as: UTF8.self), "the XLIFF import into \(file.name)")
        }
    }

    @Test("a saved persona (:save-persona) is valid against the schema's savedPersona")
    func savedPersonasAreValid() throws {
        var saved = 0
        for file in StrictJSONTests.shipped + [("awkward.json", StrictJSONTests.awkwardPlayground)] {
            let document = try PlaygroundLoader.parse(file.text, fileName: file.name)
            for persona in document.personas {
                Self.expectValid(
                    PersonaWriter.json(title: StrictJSONTests.awkward, steps: persona.steps), "persona \(persona.id) of \(file.name) saved",
                    definition: "savedPersona")
                saved += 1
            }
        }
        #expect(saved >= 3)
    }

    @Test("the playground `tiptui import` writes from Swift sources is valid")
    func importedPlaygroundIsValid() {
        let fixtures = StrictJSONTests.repository.appendingPathComponent("Tests/TipImportTests/Fixtures")
        for app in ["Notes", "Tables", "Journal", "Onboarding", "Trails", "Platforms"] {
            let result = PlaygroundImporter.importSources(paths: [fixtures.appendingPathComponent(app).path])
            Self.expectValid(result.json, "the import of \(app)")
        }
    }

    /// Files whose shape the parser refuses, one mistake each, inside an otherwise valid playground.
    static let badShapes: [(String, String)] = [
        ("an unknown top-level key", #"{ "tittle": "x", "screens": [ { "id": "main" } ] }"#),
        ("no screens", #"{ "title": "x" }"#),
        ("an empty screens list", #"{ "screens": [] }"#),
        ("a tip without a title", #"{ "tips": [ { "id": "T" } ], "screens": [ { "id": "main" } ] }"#),
        ("a misspelt parameter type", #"{ "parameters": [ { "id": "p", "type": "float" } ], "screens": [ { "id": "main" } ] }"#),
        ("a default of another type", #"{ "parameters": [ { "id": "p", "type": "bool", "default": 3 } ], "screens": [ { "id": "main" } ] }"#),
        ("a display count of 0", #"{ "tips": [ { "id": "T", "title": "t", "options": { "maxDisplayCount": 0 } } ], "screens": [ { "id": "main" } ] }"#),
        ("a locale that is not one", #"{ "tips": [ { "id": "T", "title": "t", "localized": { "French!": { "title": "x" } } } ], "screens": [ { "id": "main" } ] }"#),
        ("a variant that changes nothing", #"{ "tips": [ { "id": "T", "title": "t", "variants": { "short": {} } } ], "screens": [ { "id": "main" } ] }"#),
        ("a month-long maximum age", #"{ "events": [ { "id": "e", "donationLimit": { "maximumCount": 2, "maximumAge": ".month" } } ], "screens": [ { "id": "main" } ] }"#),
        ("a datastore that is neither", #"{ "configuration": { "datastore": "disk" }, "screens": [ { "id": "main" } ] }"#),
        ("a control of an unknown kind", #"{ "screens": [ { "id": "main", "controls": [ { "id": "s", "kind": "slider", "label": "S" } ] } ] }"#),
        ("a toggle without its parameter", #"{ "screens": [ { "id": "main", "controls": [ { "id": "t", "kind": "toggle", "label": "T" } ] } ] }"#),
        ("a control with neither label nor symbol", #"{ "screens": [ { "id": "main", "controls": [ { "id": "b" } ] } ] }"#),
        ("an effect with two verbs", #"{ "screens": [ { "id": "main", "controls": [ { "id": "b", "label": "B", "onPress": [ { "goTo": "main", "toggle": "p" } ] } ] } ] }"#),
        ("a placement both inline and popover", #"{ "tips": [ { "id": "T", "title": "t" } ], "screens": [ { "id": "main", "controls": [ { "id": "b", "label": "B" } ], "tips": [ { "tip": "T", "inline": "top", "popover": "b" } ] } ] }"#),
        ("a placement with no tip", #"{ "screens": [ { "id": "main", "tips": [ { "inline": "top" } ] } ] }"#),
        ("an inline position beside nothing", #"{ "tips": [ { "id": "T", "title": "t" } ], "screens": [ { "id": "main", "tips": [ { "tip": "T", "inline": "middle" } ] } ] }"#),
        ("an arrow edge that is not one", #"{ "tips": [ { "id": "T", "title": "t" } ], "screens": [ { "id": "main", "tips": [ { "tip": "T", "inline": "top", "arrowEdge": "up" } ] } ] }"#),
        ("four image styles", #"{ "tips": [ { "id": "T", "title": "t" } ], "screens": [ { "id": "main", "tips": [ { "tip": "T", "inline": "top", "imageStyle": ["red", "blue", "green", "pink"] } ] } ] }"#),
        ("an unknown colour", #"{ "tips": [ { "id": "T", "title": "t" } ], "screens": [ { "id": "main", "tips": [ { "tip": "T", "inline": "top", "background": "chartreuse" } ] } ] }"#),
        ("a relaunch that is false", #"{ "personas": [ { "id": "p", "steps": [ { "relaunch": false } ] } ], "screens": [ { "id": "main" } ] }"#),
        ("a persona step with an unknown verb", #"{ "personas": [ { "id": "p", "steps": [ { "launch": true } ] } ], "screens": [ { "id": "main" } ] }"#),
        ("a device of an unknown width", #"{ "devices": [ { "name": "pad", "width": "huge" } ], "screens": [ { "id": "main" } ] }"#),
        ("a device name of two words", #"{ "devices": [ { "name": "my pad" } ], "screens": [ { "id": "main" } ] }"#),
        ("an empty arrowEdges list", #"{ "tips": [ { "id": "T", "title": "t" } ], "screens": [ { "id": "main", "controls": [ { "id": "b", "label": "B" } ], "tips": [ { "tip": "T", "popover": "b", "arrowEdges": [] } ] } ] }"#),
        ("an arrow edge listed twice", #"{ "tips": [ { "id": "T", "title": "t" } ], "screens": [ { "id": "main", "controls": [ { "id": "b", "label": "B" } ], "tips": [ { "tip": "T", "popover": "b", "arrowEdges": ["top", "top"] } ] } ] }"#),
        ("arrowEdges of an unknown name", #"{ "tips": [ { "id": "T", "title": "t" } ], "screens": [ { "id": "main", "controls": [ { "id": "b", "label": "B" } ], "tips": [ { "tip": "T", "popover": "b", "arrowEdges": "sideways" } ] } ] }"#),
        ("a plural with no count", #"{ "tips": [ { "id": "T", "title": "t", "plural": { "message": { "other": "%lld days" } } } ], "screens": [ { "id": "main" } ] }"#),
        ("plural forms with no other", #"{ "tips": [ { "id": "T", "title": "t", "plural": { "count": 1, "message": { "one": "%lld day" } } } ], "screens": [ { "id": "main" } ] }"#),
        ("a $schema that is not a string", #"{ "$schema": true, "screens": [ { "id": "main" } ] }"#),
    ]

    @Test("the schema refuses what the parser refuses for its shape", arguments: badShapes)
    func badShapesAreRefusedByBoth(mistake: String, text: String) throws {
        #expect(throws: PlaygroundLoadError.self, "the parser reads \(mistake)") { try PlaygroundLoader.parse(text, fileName: "bad.json") }
        #expect(!Self.validator.errors(in: try JSONParser.parse(text)).isEmpty, "the schema allows \(mistake)")
    }
}
