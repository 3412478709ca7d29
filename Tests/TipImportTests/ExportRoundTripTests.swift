import Foundation
import Testing
import TipCore
import TipExport
import TipImport
import TipPlayground

/// What a playground says in TipKit terms: what export writes and import reads back. Screens,
/// control effects and the datastore setting are the playground's own and are not compared.
struct TipKitModel: Equatable, CustomStringConvertible {
    var lines: [String]

    init(_ document: PlaygroundDocument) {
        lines = ["displayFrequency \(document.configuration.displayFrequency)", "language \(document.language ?? "en")"]
        lines += document.parameters.sorted { $0.id < $1.id }.map {
            "parameter \($0.id) \($0.swiftName ?? "-") \($0.type) \($0.defaultValue) transient:\($0.isTransient)"
        }
        lines += document.events.sorted { $0.id < $1.id }.map {
            "event \($0.id) \($0.swiftName ?? "-") \(String(describing: $0.donationLimit))"
        }
        let locales = document.locales
        for tip in document.tips {
            lines.append("tip \(tip.id): \(tip.title) | \(tip.message ?? "-") | \(tip.image ?? "-") | \(tip.options)")
            lines += tip.actions.map { "  action \($0.id): \($0.title)" }
            lines += tip.rules.map { "  rule \($0.expression)" }
            for locale in locales {
                guard let copy = document.localizedCopy(of: tip, locale: locale) else { continue }
                let actions = copy.actionTitles.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                lines.append("  \(locale): \(copy.title ?? "-") | \(copy.message ?? "-") | \(actions)")
            }
        }
        lines += document.groups.map { "group \($0.id) \($0.priority) \($0.tipIDs)" }
    }

    var description: String { lines.joined(separator: "\n") }
}

@Suite("Export: TipKit Swift and String Catalogs, and back")
struct ExportRoundTripTests {
    static var playgrounds: [PlaygroundDocument] {
        get throws {
            try [DefaultPlayground.document()]
                + ImportFixtures.shippedPlaygrounds.map { try PlaygroundLoader.load(contentsOf: $0) }
        }
    }

    @Test("Every shipped playground survives export and import unchanged in TipKit terms")
    func roundTrip() throws {
        let documents = try Self.playgrounds
        #expect(documents.count >= 8)
        for document in documents {
            let imported = try Self.importBack(SwiftExporter.swift(document, flavour: .tipKit), of: document)
            #expect(TipKitModel(imported) == TipKitModel(document), "\(document.fileName)")
        }
    }

    /// Writes `swift` and the document's String Catalog into a fresh folder, imports them as
    /// `tiptui import` would, checks the import said nothing, and loads what it wrote.
    static func importBack(_ swift: String, of document: PlaygroundDocument) throws -> PlaygroundDocument {
        let folder = try ImportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(swift.utf8).write(to: folder.appendingPathComponent("Tips.swift"))
        try Data(StringCatalogExporter.catalog(document).utf8).write(to: folder.appendingPathComponent("Localizable.xcstrings"))
        let result = PlaygroundImporter.importSources(paths: [folder.path], outputDirectory: folder.path)
        #expect(result.warnings.isEmpty, "\(document.fileName): \(result.warnings)")
        let output = folder.appendingPathComponent("imported.json")
        try Data(result.json.utf8).write(to: output)
        return try PlaygroundLoader.load(contentsOf: output)
    }

    @Test("Export then import keeps every string, translation and the source language, whatever the catalog is called, from the folder, both files named, or the Swift file alone")
    func roundTripThroughANamedCatalog() throws {
        let translated = try Self.playgrounds.filter { !$0.translatedLocales.isEmpty || $0.language != nil }
        #expect(translated.count >= 4, "the default, landmark-payloads, first-available-group, french-articles, russian-reader…")
        for document in translated {
            let folder = try ImportFixtures.temporaryFolder()
            defer { try? FileManager.default.removeItem(at: folder) }
            let swift = folder.appendingPathComponent("Landmarks.swift")
            let catalog = folder.appendingPathComponent("Landmarks.xcstrings")
            let table = SwiftExporter.tableName(ofCatalog: catalog.path)
            try Data(SwiftExporter.swift(document, flavour: .tipKit, table: table).utf8).write(to: swift)
            try Data(StringCatalogExporter.catalog(document).utf8).write(to: catalog)
            for paths in [[folder.path], [swift.path, catalog.path], [swift.path]] {
                let result = PlaygroundImporter.importSources(paths: paths, outputDirectory: folder.path)
                #expect(result.warnings.isEmpty, "\(document.fileName) from \(paths): \(result.warnings)")
                #expect(result.document.stringCatalogs == ["Landmarks.xcstrings"], "\(document.fileName) from \(paths)")
                let output = folder.appendingPathComponent("imported.json")
                try Data(result.json.utf8).write(to: output)
                let imported = try PlaygroundLoader.load(contentsOf: output)
                #expect(imported.translatedLocales == document.translatedLocales, "\(document.fileName) from \(paths)")
                #expect(TipKitModel(imported) == TipKitModel(document), "\(document.fileName) from \(paths)")
                try FileManager.default.removeItem(at: output)
            }
        }
    }

    @Test("A catalog named Localizable needs no tableName in the exported copy; any other name is written as one")
    func tableNameOnlyWhenNotTheDefault() throws {
        let document = DefaultPlayground.document()
        let plain = SwiftExporter.swift(document, flavour: .tipKit, table: "Localizable")
        #expect(plain == SwiftExporter.swift(document, flavour: .tipKit))
        #expect(!plain.contains("tableName:"))
        let named = SwiftExporter.swift(document, flavour: .tipKit, table: SwiftExporter.tableName(ofCatalog: "out/Trails.xcstrings"))
        #expect(named.contains(#"var title: Text { Text("Show your location", tableName: "Trails") }"#), "\(named)")
        #expect(named.contains("Tip copy is a key of the String Catalog Trails.xcstrings."))
        // TipCore's Text takes the table as TipKit's does, so the TipCore form still builds.
        let modules = try #require(Self.builtModulesFolder(), "the TipCore module must be built next to the tests")
        let folder = try ImportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("Trails.swift")
        try Data(SwiftExporter.swift(document, flavour: .tipCore, table: "Trails").utf8).write(to: file)
        let (status, output) = try Self.run("swiftc", Self.typeCheckArguments(modules: modules) + [file.path])
        #expect(status == 0, "\(output)")
    }

    @Test("With --views the export is an app skeleton that imports back to the same tips, placed where the playground places them")
    func viewsRoundTrip() throws {
        for document in try Self.playgrounds {
            let swift = SwiftExporter.swift(document, flavour: .tipKit, views: true)
            #expect(swift.contains("Screen: View {"), "\(document.fileName)")
            let imported = try Self.importBack(swift, of: document)
            #expect(TipKitModel(imported) == TipKitModel(document), "\(document.fileName)")
            // Every placement of the playground is in the views: each tip shown somewhere.
            let expected = ImportFixtures.placedTips(document)
            #expect(expected.isSubset(of: ImportFixtures.placedTips(imported)), "\(document.fileName): \(expected.subtracting(ImportFixtures.placedTips(imported)))")
        }
    }


    @Test(
        "Playgrounds imported from the project's sample apps export, type-check and import back unchanged",
        arguments: ["Trails", "Notes"])
    func importedFixturesRoundTrip(name: String) throws {
        let folder = try ImportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let first = PlaygroundImporter.importSources(paths: [ImportFixtures.fixture(name)], outputDirectory: folder.path)
        let firstFile = folder.appendingPathComponent("first.json")
        try Data(first.json.utf8).write(to: firstFile)
        let document = try PlaygroundLoader.load(contentsOf: firstFile)

        let exported = folder.appendingPathComponent("Exported")
        try FileManager.default.createDirectory(at: exported, withIntermediateDirectories: true)
        try Data(SwiftExporter.swift(document, flavour: .tipKit).utf8).write(to: exported.appendingPathComponent("Tips.swift"))
        // The exported `Text("…")` keys are looked up in the default table, so that is the catalog's
        // name; the import reads only tables the tips' copy is looked up in.
        try Data(StringCatalogExporter.catalog(document).utf8).write(to: exported.appendingPathComponent("Localizable.xcstrings"))
        let second = PlaygroundImporter.importSources(paths: [exported.path], outputDirectory: folder.path)
        #expect(second.warnings.isEmpty, "\(second.warnings)")
        let secondFile = folder.appendingPathComponent("second.json")
        try Data(second.json.utf8).write(to: secondFile)
        #expect(TipKitModel(try PlaygroundLoader.load(contentsOf: secondFile)) == TipKitModel(document))

        let modules = try #require(Self.builtModulesFolder())
        let tipCore = folder.appendingPathComponent("TipCoreForm.swift")
        try Data(SwiftExporter.swift(document, flavour: .tipCore).utf8).write(to: tipCore)
        let (status, output) = try Self.run(
            "swiftc",
            Self.typeCheckArguments(modules: modules) + [tipCore.path])
        #expect(status == 0, "\(output)")
    }

    @Test("The TipCore form of every shipped playground type-checks against the built TipCore module")
    func tipCoreFormCompiles() throws {
        let modules = try #require(Self.builtModulesFolder(), "the TipCore module must be built next to the tests")
        let folder = try ImportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        for (index, document) in try Self.playgrounds.enumerated() {
            let file = folder.appendingPathComponent("Playground\(index).swift")
            try Data(SwiftExporter.swift(document, flavour: .tipCore).utf8).write(to: file)
            let (status, output) = try Self.run(
                "swiftc",
                Self.typeCheckArguments(modules: modules) + [file.path])
            #expect(status == 0, "\(document.fileName):\n\(output)")
        }
    }

    @Test("Exported code names parameters through the tip that declares them and keeps rule text")
    func exportedShape() throws {
        let swift = SwiftExporter.swift(DefaultPlayground.document(), flavour: .tipKit)
        #expect(swift.hasPrefix(SwiftExporter.header))
        #expect(swift.contains("struct ProModeTip: Tip {\n    @Parameter static var openedSettings: Bool = false\n    @Parameter static var isProMode: Bool = false\n"))
        #expect(swift.contains("        #Rule(Self.didVisitBigCottonwoodCanyon) {\n            $0.donations.count > 3\n        }\n"))
        #expect(swift.contains("    static let compassTips = TipGroup(.ordered) {\n        ShowLocationTip()\n        RotateMapTip()\n    }\n"))
        let tipCore = SwiftExporter.swift(DefaultPlayground.document(), flavour: .tipCore)
        #expect(tipCore.contains(#"@Parameter(.transient, id: "usesMetricUnits") static var usesMetricUnits: Bool = true"#))
        #expect(tipCore.contains("        Rule(Self.$openedSettings) { $0 == true }\n"))
    }

    @Test("An event two tips read is declared once, by the first; iOS 18 API is marked available; no paths")
    func sharedEventsAvailabilityAndNoPaths() throws {
        let document = try PlaygroundLoader.parse(
            """
            { "events": [ { "id": "didShare" } ],
              "tips": [ { "id": "ShareTip", "title": "A", "rules": [ "#Rule(Self.didShare) { $0.donations.count >= 1 }" ] },
                        { "id": "ShareAgainTip", "title": "B", "options": { "maxDisplayDuration": 60 },
                          "rules": [ "#Rule(Self.didShare) { $0.donations.count >= 3 }" ] } ],
              "groups": [ { "id": "sharing", "priority": "ordered", "tips": [ "ShareTip", "ShareAgainTip" ] } ],
              "screens": [ { "id": "s" } ] }
            """, fileName: "/home/someone/work/share.json")
        let swift = SwiftExporter.swift(document, flavour: .tipKit)
        #expect(swift.components(separatedBy: "static let didShare = Tips.Event").count == 2)
        #expect(swift.contains("        #Rule(ShareTip.didShare) { $0.donations.count >= 3 }\n"))
        #expect(swift.contains("@available(iOS 18, *)\nstruct ShareAgainTip: Tip {"))
        #expect(swift.contains("@available(iOS 18, *)\n@MainActor\nenum PlaygroundTipGroups {"))
        #expect(swift.hasPrefix("\(SwiftExporter.header) from share.json."))
        #expect(!swift.contains("/home/someone"))
    }

    @Test("A placeholder that interpolates a property is written as an interpolation of a property the tip declares")
    func interpolatedPlaceholders() throws {
        let document = try PlaygroundLoader.parse(
            #"{ "tips": [ { "id": "TrailTip", "title": "\\(trailName) is open", "message": "%@ and \\(count + 1) stay text" } ], "screens": [ { "id": "s" } ] }"#,
            fileName: "p.json")
        let swift = SwiftExporter.swift(document, flavour: .tipKit)
        #expect(swift.contains("    var trailName: String = \"trailName\"\n"))
        #expect(swift.contains(#"var title: Text { Text("\(trailName) is open") }"#))
        #expect(swift.contains(#"var message: Text? { Text("%@ and \\(count + 1) stay text") }"#))
    }

    @Test("Tip ids that make the same Swift name get distinct structs that keep their ids")
    func collidingTypeNames() throws {
        let document = try PlaygroundLoader.parse(
            #"{ "tips": [ { "id": "share-tip", "title": "A" }, { "id": "ShareTip", "title": "B" }, { "id": "Share_Tip", "title": "C" } ], "screens": [ { "id": "s" } ] }"#,
            fileName: "p.json")
        let swift = SwiftExporter.swift(document, flavour: .tipKit)
        #expect(swift.contains("struct ShareTip: Tip {\n    var id: String { \"share-tip\" }"))
        #expect(swift.contains("struct ShareTip2: Tip {\n    var id: String { \"ShareTip\" }"))
        #expect(swift.contains("struct Share_Tip: Tip {\n    var title"))
    }

    @Test("A playground whose copy is French exports a French catalog, which imports back as French")
    func catalogSourceLanguage() throws {
        let french = try #require(ImportFixtures.shippedPlaygrounds.first { $0.lastPathComponent == "french-articles.json" })
        let document = try PlaygroundLoader.load(contentsOf: french)
        #expect(document.language == "fr")
        let table = try StringTable.parseCatalog(StringCatalogExporter.catalog(document), path: "out.xcstrings")
        #expect(table.sourceLanguage == "fr")
        let english = try StringTable.parseCatalog(StringCatalogExporter.catalog(DefaultPlayground.document()), path: "en.xcstrings")
        #expect(english.sourceLanguage == "en")
    }

    @Test("The String Catalog holds every piece of copy as a key with its translations")
    func catalogContents() throws {
        let text = StringCatalogExporter.catalog(DefaultPlayground.document())
        let table = try StringTable.parseCatalog(text, path: "out.xcstrings")
        #expect(table.entry(for: "Show your location", locale: "fr")?.value == "Affichez votre position")
        #expect(table.entry(for: "Go there now", locale: "ja")?.value == "今すぐ移動")
        #expect(table.entries["Export to PDF"]?["fr"] == nil)
        #expect(table.entries.keys.contains("Unlock advanced trail filters from Settings."))
    }

    /// `swiftc` arguments that type-check a file against the built TipCore module, with the
    /// `#Rule`/`@Parameter` macro plugin that `swift build` made beside it.
    static func typeCheckArguments(modules: URL) -> [String] {
        let plugin = modules.deletingLastPathComponent().appendingPathComponent("TipMacros-tool")
        return [
            "-typecheck", "-swift-version", "6", "-I", modules.path,
            "-I", ImportFixtures.repository.appendingPathComponent("Sources/CSQLite").path,
            "-load-plugin-executable", plugin.path + "#TipMacros",
        ]
    }

    static func builtModulesFolder() -> URL? {
        var candidates: [URL] = []
        if let executable = Bundle.main.executableURL { candidates.append(executable.deletingLastPathComponent()) }
        candidates += (["debug", "release"]).map { ImportFixtures.repository.appendingPathComponent(".build/\($0)") }
        for folder in candidates {
            var url = folder
            for _ in 0..<4 {
                let modules = url.appendingPathComponent("Modules")
                if FileManager.default.fileExists(atPath: modules.appendingPathComponent("TipCore.swiftmodule").path) {
                    return modules
                }
                url = url.deletingLastPathComponent()
            }
        }
        return nil
    }

    static func run(_ tool: String, _ arguments: [String]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: output, as: UTF8.self))
    }
}
