import Foundation
import Testing
import TipPlayground

@testable import TipImport

@Suite("Import: String Catalogs are named from the playground file's folder, so they move with it")
struct ImportCatalogPathTests {
    /// A copy of the Journal fixture (sources and resources) in a fresh folder, which the caller
    /// removes: `<folder>/Journal`.
    private func journalCopy() throws -> URL {
        let folder = try ImportFixtures.temporaryFolder()
        try FileManager.default.copyItem(
            at: URL(fileURLWithPath: ImportFixtures.fixture("Journal")), to: folder.appendingPathComponent("Journal"))
        return folder
    }

    /// Imports the journal's sources and resources to `playground`, as `tiptui import … -o` does.
    private func importJournal(_ journal: URL, into playground: URL) throws -> PlaygroundImporter.Result {
        // The folder exists first, as `-o` needs it to: the import checks the loader finds the catalogs from it.
        try FileManager.default.createDirectory(at: playground.deletingLastPathComponent(), withIntermediateDirectories: true)
        let result = PlaygroundImporter.importSources(
            paths: [journal.appendingPathComponent("Sources").path, journal.appendingPathComponent("Resources").path],
            playgroundFileName: playground.path, outputDirectory: playground.deletingLastPathComponent().path)
        try Data(result.json.utf8).write(to: playground)
        return result
    }

    private func expectTranslations(_ document: PlaygroundDocument) throws {
        let tip = try #require(document.tip(id: "StreakTip"))
        #expect(document.localizedCopy(of: tip, locale: "fr")?.title == "Gardez votre série")
        #expect(document.localizedCopy(of: tip, locale: "de")?.title == "Bleib am Ball")
    }

    @Test("A playground beside its sources keeps its catalogs when the whole tree is moved elsewhere")
    func movedTreeStillLoads() throws {
        let folder = try journalCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let journal = folder.appendingPathComponent("Journal")
        let result = try importJournal(journal, into: journal.appendingPathComponent("Playgrounds/journal.json"))
        #expect(result.problems.isEmpty && result.playgroundProblems.isEmpty, "\(result.problems + result.playgroundProblems)")
        #expect(result.document.stringCatalogs == ["../Resources/Localizable.xcstrings", "../Resources/de.lproj/Localizable.strings"])

        let moved = folder.appendingPathComponent("Elsewhere/Deeper/Journal")
        try FileManager.default.createDirectory(at: moved.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: journal, to: moved)
        try expectTranslations(try PlaygroundLoader.load(contentsOf: moved.appendingPathComponent("Playgrounds/journal.json")))
    }

    @Test("A playground written into the sources' own folder names the catalogs from there")
    func playgroundInsideTheSources() throws {
        let folder = try journalCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let journal = folder.appendingPathComponent("Journal")
        let result = try importJournal(journal, into: journal.appendingPathComponent("Resources/journal.json"))
        #expect(result.document.stringCatalogs == ["Localizable.xcstrings", "de.lproj/Localizable.strings"])
        let moved = folder.appendingPathComponent("Renamed")
        try FileManager.default.moveItem(at: journal, to: moved)
        try expectTranslations(try PlaygroundLoader.load(contentsOf: moved.appendingPathComponent("Resources/journal.json")))
    }

    @Test("Written through a symbolic link to its folder, the playground names the catalogs as the system finds them")
    func playgroundFolderThroughASymbolicLink() throws {
        let folder = try journalCopy()
        defer { try? FileManager.default.removeItem(at: folder) }
        let journal = folder.appendingPathComponent("Journal")
        let playgrounds = journal.appendingPathComponent("Playgrounds")
        try FileManager.default.createDirectory(at: playgrounds, withIntermediateDirectories: true)
        // `<folder>/Shortcut` → `<folder>/Journal/Playgrounds`: `Shortcut/..` is `Journal`, not `<folder>`.
        let shortcut = folder.appendingPathComponent("Shortcut")
        try FileManager.default.createSymbolicLink(at: shortcut, withDestinationURL: playgrounds)
        let result = try importJournal(journal, into: shortcut.appendingPathComponent("journal.json"))
        #expect(result.playgroundProblems.isEmpty, "\(result.playgroundProblems)")
        #expect(result.document.stringCatalogs == ["../Resources/Localizable.xcstrings", "../Resources/de.lproj/Localizable.strings"])
        try expectTranslations(try PlaygroundLoader.load(contentsOf: shortcut.appendingPathComponent("journal.json")))
    }

    @Test("The loader and the import resolve a catalog path by the same rule")
    func oneRule() {
        let folder = URL(fileURLWithPath: "/projects/journal/Playgrounds")
        #expect(PlaygroundLoader.catalogURL("../Resources/L.xcstrings", playgroundFolder: folder).standardizedFileURL.path == "/projects/journal/Resources/L.xcstrings")
        #expect(PlaygroundLoader.catalogURL("/shared/L.xcstrings", playgroundFolder: folder).path == "/shared/L.xcstrings")
        #expect(PlaygroundImporter.relativePath(of: "/projects/journal/Resources/L.xcstrings", from: "/projects/journal/Playgrounds") == "../Resources/L.xcstrings")
        #expect(PlaygroundImporter.relativePath(of: "/projects/journal/L.xcstrings", from: "/projects/journal/") == "L.xcstrings")
    }
}
