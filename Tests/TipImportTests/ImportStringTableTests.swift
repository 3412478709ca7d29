import Foundation
import Testing
import TipPlayground

@testable import TipImport

@Suite("Import: only the string tables the tips' copy is looked up in are read")
struct ImportStringTableTests {
    static let folder = ImportFixtures.fixture("Tables")
    static let tables = PlaygroundImporter.importSources(paths: [folder], outputDirectory: folder)

    @Test("Localizable and the tables named by tableName: are read; InfoPlist, other tables and Settings.bundle's are not")
    func copyTablesOnly() {
        #expect(Self.tables.document.stringCatalogs == ["Resources/Localizable.xcstrings", "Resources/Tips.xcstrings"])
        // Settings.bundle/fr.lproj/Root.strings is malformed: not read, so not reported either.
        #expect(Self.tables.problems.isEmpty, "\(Self.tables.problems)")
        #expect(Self.tables.playgroundProblems.isEmpty, "\(Self.tables.playgroundProblems)")
    }

    @Test("Copy is translated from its own tables, not from a non-copy table that has the same key")
    func translationsComeFromCopyTables() throws {
        let output = try ImportFixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: output) }
        let imported = PlaygroundImporter.importSources(paths: [Self.folder], outputDirectory: output.path)
        let file = output.appendingPathComponent("tables.json")
        try Data(imported.json.utf8).write(to: file)
        let document = try PlaygroundLoader.load(contentsOf: file)
        let palette = try #require(document.tip(id: "PaletteTip"))
        let french = try #require(document.localizedCopy(of: palette, locale: "fr"))
        #expect(french.title == "Enregistrer une palette", "InfoPlist's and Settings.bundle's 'Save a palette' are not tip copy")
        #expect(french.actionTitles == ["open": "Ouvrir les palettes"])
        let brush = try #require(document.tip(id: "BrushTip"))
        #expect(document.localizedCopy(of: brush, locale: "fr")?.title == "Choisissez un pinceau", "not Menus.strings'")
    }

    @Test("A .stringsdict whose keys no tip's copy uses says nothing: it gives no tip plural forms")
    func unusedPluralTableIsSilent() throws {
        #expect(!Self.tables.warnings.contains { $0.file.hasSuffix(".stringsdict") }, "\(Self.tables.warnings)")
    }

    @Test("Every table beside the sources that is not read is a warning naming its files, one per table")
    func unreadTablesAreWarnings() throws {
        let resources = "\(Self.folder)/Resources"
        let settings = "\(Self.folder)/Settings.bundle"
        let advice = "to read it all the same, name the file on the command line"
        #expect(Self.tables.warnings.map(\.description) == [
            "\(resources)/InfoPlist.xcstrings:1:1: warning: string table 'InfoPlist' not read (and \(resources)/fr.lproj/InfoPlist.strings): "
                + "the tips' copy is looked up in 'Localizable', 'Tips', not in 'InfoPlist'; \(advice)",
            "\(resources)/fr.lproj/Menus.strings:1:1: warning: string table 'Menus' not read: "
                + "the tips' copy is looked up in 'Localizable', 'Tips', not in 'Menus'; \(advice)",
            "\(settings)/en.lproj/Root.strings:1:1: warning: string table 'Root' not read (and \(settings)/fr.lproj/Root.strings): "
                + "it belongs to a Settings.bundle, whose tables the Settings app reads; \(advice)",
            "\(settings)/fr.lproj/Localizable.strings:1:1: warning: string table 'Localizable' not read: "
                + "it belongs to a Settings.bundle, whose tables the Settings app reads; \(advice)",
        ])
    }

    @Test("The tables beside a Swift file given by name are read when its copy uses them, and warned about when not")
    func tablesBesideANamedSwiftFile() throws {
        let folder = try ImportFixtures.folder(with: [
            "Tips.swift": Data(
                """
                import TipKit
                struct LayoutTip: Tip {
                    var title: Text { Text("Snap to the grid", tableName: "Layout") }
                }
                """.utf8),
            "Layout.xcstrings": Data(#"{ "sourceLanguage": "en", "strings": { "Snap to the grid": { "localizations": { "fr": { "stringUnit": { "state": "translated", "value": "Aimanter la grille" } } } } } }"#.utf8),
            "Other.xcstrings": Data(#"{ "sourceLanguage": "en", "strings": {} }"#.utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = PlaygroundImporter.importSources(paths: [folder.appendingPathComponent("Tips.swift").path], outputDirectory: folder.path)
        #expect(found.document.stringCatalogs == ["Layout.xcstrings"])
        #expect(found.tableLocales == ["fr"])
        #expect(found.warnings.map(\.message) == [
            "string table 'Other' not read: the tips' copy is looked up in 'Layout', not in 'Other'; "
                + "to read it all the same, name the file on the command line"
        ])
    }

    @Test("A table named at run time is a warning at its argument; a table given as a path is read all the same")
    func computedTableNameAndNamedTables() throws {
        let folder = try ImportFixtures.folder(with: [
            "Tips.swift": Data(
                """
                import TipKit

                struct LayoutTip: Tip {
                    let table = "Layout"
                    var title: Text { Text("Snap to the grid", tableName: table) }
                }
                """.utf8),
            "Layout.xcstrings": Data(#"{ "sourceLanguage": "en", "strings": {} }"#.utf8),
        ])
        defer { try? FileManager.default.removeItem(at: folder) }
        let found = PlaygroundImporter.importSources(paths: [folder.path], outputDirectory: folder.path)
        #expect(found.document.stringCatalogs.isEmpty)
        let warning = try #require(found.warnings.first)
        #expect(found.warnings.count == 2)
        #expect(found.warnings.last?.message.hasPrefix("string table 'Layout' not read") == true)
        #expect(warning.line == 5 && warning.column == 48)
        #expect(warning.message.hasPrefix("the title of tip 'LayoutTip' is looked up in a table named at run time (table)"))

        let named = PlaygroundImporter.importSources(
            paths: [folder.appendingPathComponent("Tips.swift").path, folder.appendingPathComponent("Layout.xcstrings").path],
            outputDirectory: folder.path)
        #expect(named.document.stringCatalogs == ["Layout.xcstrings"])
    }

    @Test("A table given both as a path and in a folder is named once")
    func tableGivenTwice() throws {
        let catalog = Self.folder + "/Resources/Tips.xcstrings"
        let result = PlaygroundImporter.importSources(paths: [Self.folder, catalog], outputDirectory: Self.folder)
        #expect(result.document.stringCatalogs == ["Resources/Localizable.xcstrings", "Resources/Tips.xcstrings"])
    }
}
