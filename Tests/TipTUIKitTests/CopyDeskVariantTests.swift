import Foundation
import Testing
import TipCore
import TipDrawing
import TipPlayground
@testable import TipTUIKit

/// Keeping the winner: a copy variant made the tip's own copy through the copy editor. `e` on a
/// tip shown in a variant (`C`), or `:edit TIP variant NAME`, opens the editor with the variant's
/// wording typed in; Enter writes only those strings, `u` takes them back.
@Suite("Copy desk: a variant made the tip's copy")
struct CopyDeskVariantTests {
    static let playground = #"""
        {
          "tips": [
            { "id": "ExportTip", "title": "Export in one tap", "message": "Hold the share button to export.",
              "actions": [ { "id": "how", "title": "Show me how" } ],
              "variants": {
                "short": { "title": "One-tap export", "actions": { "how": "How?" } },
                "calm": { "message": "Hold share to export again." }
              } }
          ],
          "screens": [ { "id": "main", "tips": [ { "tip": "ExportTip", "inline": "top" } ] } ]
        }

        """#

    final class Desk {
        let folder: URL
        let file: URL
        let session: PlaygroundSession

        init() throws {
            folder = FileManager.default.temporaryDirectory.appendingPathComponent("variant-desk-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            file = folder.appendingPathComponent("export.json")
            try Data(CopyDeskVariantTests.playground.utf8).write(to: file)
            session = try PlaygroundSession(
                document: PlaygroundLoader.load(contentsOf: file), datastore: InMemoryDatastore(),
                clock: ManualClock(Date(timeIntervalSince1970: 1_767_690_000)), size: Size(width: 80, height: 24))
            session.writesCopyBack = true
        }

        deinit { try? FileManager.default.removeItem(at: folder) }

        var fileText: String { (try? String(contentsOf: file, encoding: .utf8)) ?? "" }
    }

    @Test("e on a tip shown in a variant types the variant in; Enter writes only its strings; u takes them back")
    func keyOnAShownVariant() throws {
        let desk = try Desk()
        desk.session.send(.key(.character("C")))
        #expect(desk.session.state.looking.variants["ExportTip"] == "short")
        let before = EngineSnapshot(desk.session)
        desk.session.send(.key(.character("e")))
        let editor = try #require(desk.session.state.editors.copyEditor)
        #expect(editor.changedPieces.map(\.piece) == [.title, .action(id: "how")])
        desk.session.send(.key(.enter))
        #expect(desk.fileText == Self.playground
            .replacingOccurrences(of: #""title": "Export in one tap""#, with: #""title": "One-tap export""#)
            .replacingOccurrences(of: #""title": "Show me how""#, with: #""title": "How?""#))
        #expect(desk.session.document.tip(id: "ExportTip")?.title == "One-tap export")
        #expect(desk.session.document.tip(id: "ExportTip")?.variant(named: "short") != nil, "the variant stays, to compare again")
        #expect(EngineSnapshot(desk.session) == before)
        desk.session.send(.key(.character("u")))
        #expect(desk.fileText == Self.playground)
    }

    @Test(":edit TIP variant NAME opens on the variant's wording; unknown names and other locales are refused")
    func commandLine() throws {
        let desk = try Desk()
        desk.session.send(.commandLine("edit ExportTip variant calm"))
        #expect(desk.session.state.editors.copyEditor?.changedPieces.map(\.draft) == ["Hold share to export again."])
        desk.session.send(.key(.escape))
        #expect(desk.fileText == Self.playground)
        let unknown = desk.session.send(.commandLine("edit ExportTip variant loud"))
        #expect(unknown.errors.map(\.description) == ["tip 'ExportTip' has no variant 'loud'; it has short, calm"])
        desk.session.send(.locale("pseudo-accented"))
        let localized = desk.session.send(.commandLine("edit ExportTip variant calm"))
        #expect(localized.errors.first?.description.hasPrefix("a variant is base copy") == true)
    }
}
